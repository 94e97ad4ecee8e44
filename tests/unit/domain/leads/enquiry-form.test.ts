import { describe, expect, it } from 'vitest';
import type { Location } from '../../../../src/domain/places/location.ts';
import {
  DEFAULT_ENQUIRY_FORM_SETTINGS,
  ENQUIRY_CATEGORIES,
  ENQUIRY_FORM_FIELDS,
  ENQUIRY_SUBCATEGORIES,
  enquiryDealership,
  enquiryFormInitialValues,
  enquiryFormSchema,
  enquiryLeadExtras,
  enquiryLocationChoices,
  enquiryLocationPrefill,
  enquirySubcategories,
  FINANCE_ENQUIRY_CATEGORY,
  isDealershipSelectRequired,
  isLocationSelectShown,
  isRegoShown,
  optInLabel,
  regoLabel,
  subcategoryForCategory,
  TRADE_IN_ENQUIRY_CATEGORY,
} from '../../../../src/domain/leads/enquiry-form.ts';
import type { EnquiryFormSettings } from '../../../../src/domain/leads/enquiry-form.ts';
import { errorsOf, validated } from './validate.ts';

const contact = { name: 'Ana Silva', email: 'ana@example.com', phone: '0400 123 456' };
const settings = (overrides: Partial<EnquiryFormSettings> = {}): EnquiryFormSettings => ({
  ...DEFAULT_ENQUIRY_FORM_SETTINGS,
  ...overrides,
});

describe('enquiry form', () => {
  it('has every enquiry form field of the spec', () => {
    expect([...ENQUIRY_FORM_FIELDS].sort()).toEqual(
      ['name', 'email', 'phone', 'message', 'category', 'subcategory', 'Rego', 'location', 'dealership_slug', 'opt_in', 'page_id', 'terms_conditions'].sort(),
    );
    expect(Object.keys(enquiryFormSchema().fields).sort()).toEqual([...ENQUIRY_FORM_FIELDS].sort());
  });

  it('name, email and phone are required', () => {
    expect(errorsOf(enquiryFormSchema(), { message: 'Hi' })).toEqual({
      name: 'Name is required.',
      email: 'Email is required.',
      phone: 'Phone is required.',
    });
    expect(errorsOf(enquiryFormSchema(), { ...contact, email: 'ana', phone: '12', message: 'Hi' })).toEqual({
      email: 'Email must be a valid email address, like name@example.com.',
      phone: 'Phone must have 8 to 15 digits, and only digits, spaces, brackets, hyphens, dots and a leading + are allowed.',
    });
  });

  it('the enquiry message is required by default', () => {
    expect(DEFAULT_ENQUIRY_FORM_SETTINGS.message).toBe('required');
    expect(errorsOf(enquiryFormSchema(), contact)).toEqual({ message: 'Message is required.' });
    expect(errorsOf(enquiryFormSchema(), { ...contact, message: '  ' })).toEqual({ message: 'Message is required.' });
    expect(errorsOf(enquiryFormSchema(), { ...contact, message: 'Is it available?' })).toEqual({});
  });

  it('the enquiry message can be made optional per site', () => {
    const schema = enquiryFormSchema(settings({ message: 'optional' }));
    expect(errorsOf(schema, contact)).toEqual({});
    expect(validated(schema, { ...contact, message: 'Hi' })).toMatchObject({ message: 'Hi' });
  });

  it('the enquiry message can be switched off per site, and then no message is kept', () => {
    const schema = enquiryFormSchema(settings({ message: 'off' }));
    expect(errorsOf(schema, contact)).toEqual({});
    expect(validated(schema, { ...contact, message: 'sneaked in' })).not.toHaveProperty('message');
  });

  it('the category select is required and defaults to General Enquiry', () => {
    const valid = { ...contact, message: 'Hi' };
    expect(validated(enquiryFormSchema(), valid)).toMatchObject({ category: 'General Enquiry' });
    expect(enquiryFormInitialValues().category).toBe('General Enquiry');
    expect(errorsOf(enquiryFormSchema(), { ...valid, category: '' })).toEqual({ category: 'Category is required.' });
    expect(errorsOf(enquiryFormSchema(), { ...valid, category: null })).toEqual({ category: 'Category is required.' });
    expect(validated(enquiryFormSchema(), { ...valid, category: 'Service' })).toMatchObject({ category: 'Service' });
  });

  it('the location select is required when shown', () => {
    const valid = { ...contact, message: 'Hi' };
    expect(errorsOf(enquiryFormSchema(settings({ showLocation: true })), valid)).toEqual({ location: 'Location is required.' });
    expect(errorsOf(enquiryFormSchema(settings({ showLocation: true })), { ...valid, location: 'Brighton' })).toEqual({});
    expect(errorsOf(enquiryFormSchema(settings({ showLocation: false })), valid)).toEqual({});
  });

  it.each([
    [1, false, false],
    [1, true, false],
    [2, false, true],
    [2, true, false],
    [5, false, true],
    [0, false, false],
  ])(
    'the dealership select is required only when there is more than one dealership and it is not removed (%i dealerships, removed %s: required %s)',
    (dealerships, dealershipRemoved, required) => {
      const schema = enquiryFormSchema(settings({ dealerships, dealershipRemoved }));
      expect(isDealershipSelectRequired({ dealerships, dealershipRemoved })).toBe(required);
      expect(errorsOf(schema, { ...contact, message: 'Hi' })).toEqual(required ? { dealership_slug: 'Dealership is required.' } : {});
      expect(errorsOf(schema, { ...contact, message: 'Hi', dealership_slug: 'brighton-vw' })).toEqual({});
    },
  );

  it('the opt-in checkbox is optional and unticked by default', () => {
    expect(validated(enquiryFormSchema(), { ...contact, message: 'Hi' })).toMatchObject({ opt_in: false, terms_conditions: false });
    expect(validated(enquiryFormSchema(), { ...contact, message: 'Hi', opt_in: true })).toMatchObject({ opt_in: true });
  });

  it("the opt-in text defaults to 'Yes, I would like to subscribe to receive latest offers & product updates.'", () => {
    expect(optInLabel()).toBe('Yes, I would like to subscribe to receive latest offers & product updates.');
    expect(optInLabel('  ')).toBe('Yes, I would like to subscribe to receive latest offers & product updates.');
    expect(optInLabel('Send me offers')).toBe('Send me offers');
  });

  it('the form starts empty with General Enquiry, boxes unticked, and prefilled fields kept', () => {
    expect(enquiryFormInitialValues()).toEqual({
      name: '',
      email: '',
      phone: '',
      Rego: '',
      category: 'General Enquiry',
      subcategory: '',
      location: '',
      dealership_slug: '',
      message: '',
      opt_in: false,
      terms_conditions: false,
      page_id: '',
    });
    expect(enquiryFormInitialValues(DEFAULT_ENQUIRY_FORM_SETTINGS, { dealership_slug: 'brighton-vw', name: 'Ana' })).toMatchObject({
      dealership_slug: 'brighton-vw',
      name: 'Ana',
    });
  });

  it('the form has no message field when the site switches the message off', () => {
    expect(enquiryFormInitialValues(settings({ message: 'off' }))).not.toHaveProperty('message');
    expect(enquiryFormInitialValues(settings({ message: 'optional' }))).toHaveProperty('message', '');
  });

  it('the initial values of a form with every field filled in pass the schema', () => {
    const values = enquiryFormInitialValues(settings({ showLocation: true, dealerships: 2 }), {
      ...contact,
      message: 'Hi',
      location: 'Brighton',
      dealership_slug: 'brighton-vw',
    });
    expect(errorsOf(enquiryFormSchema(settings({ showLocation: true, dealerships: 2 })), values)).toEqual({});
  });

  it('the category select offers General Enquiry first, and every category its own subcategories (ours)', () => {
    expect(ENQUIRY_CATEGORIES[0]).toBe('General Enquiry');
    expect(ENQUIRY_CATEGORIES).toContain(FINANCE_ENQUIRY_CATEGORY);
    expect(ENQUIRY_CATEGORIES).toContain(TRADE_IN_ENQUIRY_CATEGORY);
    for (const category of ENQUIRY_CATEGORIES) expect(enquirySubcategories(category).length).toBeGreaterThan(0);
    expect(enquirySubcategories('Service')).toEqual([]);
  });

  it.each([
    ['General Enquiry', '', true],
    ['General Enquiry', 'Price', true],
    ['General Enquiry', 'Pre-approval', false],
    ['Finance Enquiry', 'Pre-approval', true],
    ['Trade-In Enquiry', 'Trade-in valuation', true],
    ['Service', 'Anything the page sets', true],
  ])('the subcategory is optional and belongs to its category (%s, %j: valid %s)', (category, subcategory, valid) => {
    const errors = errorsOf(enquiryFormSchema(), { ...contact, message: 'Hi', category, subcategory });
    expect(errors).toEqual(valid ? {} : { subcategory: "Subcategory must be one of the chosen category's options." });
  });

  it.each([
    ['Finance Enquiry', 'Price', ''],
    ['Vehicle Enquiry', 'Delivery', 'Delivery'],
    ['General Enquiry', 'Price', 'Price'],
    ['Service', 'Price', ''],
  ])('changing the category to %s keeps the subcategory %j only when the new category offers it', (category, subcategory, kept) => {
    expect(subcategoryForCategory(category, subcategory)).toBe(kept);
  });

  it.each([
    ['Trade-In Enquiry', true],
    ['General Enquiry', false],
    ['Finance Enquiry', false],
    ['Vehicle Enquiry', false],
  ])('the Rego is asked with a %s: %s', (category, shown) => {
    expect(isRegoShown(category)).toBe(shown);
  });

  it.each([
    ['AU', 'Registration (Rego)'],
    ['NZ', 'Registration (Rego)'],
    ['US', 'License plate'],
  ] as const)('the Rego field is labelled for the region (%s: %s)', (region, label) => {
    expect(regoLabel(region)).toBe(label);
  });

  const location = (id: number, location_type: Location['location_type'], dealership_slug: string, visible = true) =>
    ({ id, name: `Location ${id}`, location_type, dealership_slug, visible }) as Location;

  it('the location select offers the visible sales locations (type sales or empty), in config order', () => {
    const locations = [location(1, 'sales', 'a'), location(2, 'service', 'a'), location(3, '', 'b'), location(4, 'sales', 'b', false), location(5, 'service-and-parts', 'a')];
    expect(enquiryLocationChoices(locations)).toEqual([
      { name: 'Location 1', dealership_slug: 'a' },
      { name: 'Location 3', dealership_slug: 'b' },
    ]);
  });

  it.each([
    [0, false],
    [1, false],
    [2, true],
    [4, true],
  ])('the location select shows (and is required) only when there is more than one location to choose (%i: %s)', (count, shown) => {
    const choices = Array.from({ length: count }, (_, index) => ({ name: `L${index}`, dealership_slug: 'a' }));
    expect(isLocationSelectShown(choices)).toBe(shown);
  });

  const choices = [
    { name: 'Newmarket', dealership_slug: 'renault' },
    { name: 'Takapuna', dealership_slug: 'skoda' },
    { name: 'Mackay', dealership_slug: 'isuzu' },
    { name: 'Townsville', dealership_slug: 'isuzu' },
  ];

  it.each([
    ['the car\'s own location when the page knows it', { dealership_slug: 'isuzu', location_name: 'Mackay' }, 'Mackay'],
    ['the only location of the car\'s dealership', { dealership_slug: 'skoda' }, 'Takapuna'],
    ['none when the car\'s dealership has several', { dealership_slug: 'isuzu' }, ''],
    ['none when the car\'s location is not on offer and its dealership has several', { dealership_slug: 'isuzu', location_name: 'Service Centre' }, ''],
    ['none for a dealership without sales locations', { dealership_slug: 'other' }, ''],
  ])('the location select starts on %s', (_, car, expected) => {
    expect(enquiryLocationPrefill(choices, car)).toBe(expected);
  });

  it.each([
    ['the chosen dealership', { dealership_slug: 'renault', location: 'Takapuna' }, 'renault'],
    ['the dealership of the chosen location when none is chosen', { dealership_slug: '', location: 'Takapuna' }, 'skoda'],
    ['nothing (the car\'s then) when neither is chosen', { dealership_slug: '', location: '' }, ''],
  ])('the lead goes to %s', (_, values, expected) => {
    expect(enquiryDealership(values, choices)).toBe(expected);
  });

  it('the lead carries the Rego only with a Trade-In Enquiry, the location and page id when given, the terms where asked', () => {
    const values = enquiryFormInitialValues(DEFAULT_ENQUIRY_FORM_SETTINGS, { ...contact, Rego: ' ABC123 ', location: 'Takapuna' });
    expect(enquiryLeadExtras(values, { terms: false })).toEqual({ location: 'Takapuna' });
    expect(enquiryLeadExtras({ ...values, category: TRADE_IN_ENQUIRY_CATEGORY, page_id: 'about-us' }, { terms: true })).toEqual({
      Rego: 'ABC123',
      location: 'Takapuna',
      terms_conditions: false,
      page_id: 'about-us',
    });
  });

  it('the terms checkbox must be ticked only on a site that configures terms', () => {
    const valid = { ...contact, message: 'Hi' };
    expect(errorsOf(enquiryFormSchema(settings({ terms: true })), valid)).toEqual({ terms_conditions: 'Please accept the terms and conditions to continue.' });
    expect(errorsOf(enquiryFormSchema(settings({ terms: true })), { ...valid, terms_conditions: true })).toEqual({});
    expect(errorsOf(enquiryFormSchema(settings({ terms: false })), valid)).toEqual({});
    expect(DEFAULT_ENQUIRY_FORM_SETTINGS.terms).toBe(false);
  });

  it('the subcategory table names only categories the select offers', () => {
    expect(Object.keys(ENQUIRY_SUBCATEGORIES).sort()).toEqual([...ENQUIRY_CATEGORIES].sort());
  });
});
