import { describe, expect, it } from 'vitest';
import {
  DEFAULT_ENQUIRY_FORM_SETTINGS,
  ENQUIRY_FORM_FIELDS,
  enquiryFormInitialValues,
  enquiryFormSchema,
  isDealershipSelectRequired,
  optInLabel,
} from '../../../../src/domain/forms/enquiry-form.ts';
import type { EnquiryFormSettings } from '../../../../src/domain/forms/enquiry-form.ts';
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
});
