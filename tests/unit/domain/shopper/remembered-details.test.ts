import { describe, expect, it } from 'vitest';
import { mergeRememberedDetails, parseRememberedDetails, storageKeys } from '../../../../src/domain/shopper/browser-storage.ts';
import { CHECKOUT_FORM_DETAIL_FIELDS } from '../../../../src/domain/leads/checkout-form.ts';
import { CONTACT_FORM_DETAIL_FIELDS } from '../../../../src/domain/leads/contact-form.ts';
import { genericFormDefinition, genericFormDetailFields } from '../../../../src/domain/leads/generic-form.ts';
import { REMEMBER_FIELD, VEHICLE_FORM_DETAIL_FIELDS } from '../../../../src/domain/leads/detail-fields.ts';
import { detailsFromValues, forgottenPrefill, rememberedPrefill, splitName } from '../../../../src/domain/shopper/remembered-details.ts';
import { serviceBookingForm } from '../../../../src/domain/leads/service-booking-form.ts';

const details = { name: 'Mary Jane Smith', email: 'mary@example.com', phone: '0400 123 456', postcode: '3186' };

describe('the stored user-details record', () => {
  it('is kept per site', () => {
    expect(storageKeys('brighton-volkswagen').userDetails).toBe('user_details:brighton-volkswagen');
    expect(storageKeys('lakeside-mazda').userDetails).not.toBe(storageKeys('brighton-volkswagen').userDetails);
  });

  it.each([
    ['a full record', JSON.stringify(details), details],
    ['a partial record', JSON.stringify({ email: 'a@example.com' }), { email: 'a@example.com' }],
    ['trimmed text, blanks and unknown keys dropped', JSON.stringify({ name: ' Ana ', phone: '  ', extra: 1 }), { name: 'Ana' }],
    ['nothing stored', null, null],
    ['not JSON', '{name', null],
    ['not an object', JSON.stringify(['Ana']), null],
    ['a field that is not text', JSON.stringify({ name: 'Ana', phone: 400123456 }), null],
    ['an empty record', JSON.stringify({}), null],
    ['only blanks', JSON.stringify({ name: '' }), null],
  ])('reads %s safely', (_, raw, expected) => {
    expect(parseRememberedDetails(raw)).toEqual(expected);
  });

  it.each([
    ['nothing stored: the form\'s details', null, { name: 'Ana', email: 'ana@example.com' }, { name: 'Ana', email: 'ana@example.com' }],
    ['a form\'s detail replaces the stored one', details, { phone: '0499 999 999' }, { ...details, phone: '0499 999 999' }],
    ['a detail the form lacks keeps what was stored', details, { name: 'Mary Smith', email: 'mary@example.com', phone: '0400 123 456' }, { ...details, name: 'Mary Smith' }],
    ['a blank detail keeps what was stored', details, { postcode: ' ' }, details],
  ])('merges: %s', (_, stored, fresh, expected) => {
    expect(mergeRememberedDetails(stored, fresh)).toEqual(expected);
  });
});

describe('remembered details on the forms', () => {
  it.each([
    ['Mary Jane Smith', 'Mary Jane', 'Smith'],
    ['Ana Silva', 'Ana', 'Silva'],
    ['  Ana   Silva ', 'Ana', 'Silva'],
    ['Cher', 'Cher', ''],
    ['', '', ''],
  ])('a full name %j splits at its last space into %j and %j', (full, first, last) => {
    expect(splitName(full)).toEqual({ first, last });
  });

  it('prefills a one-name form whole and a first/last-name form split', () => {
    const empty = { name: '', last_name: '', email: '', phone: '', postcode: '' };
    expect(rememberedPrefill(details, VEHICLE_FORM_DETAIL_FIELDS, empty)).toEqual({ name: 'Mary Jane Smith', email: 'mary@example.com', phone: '0400 123 456' });
    expect(rememberedPrefill(details, CONTACT_FORM_DETAIL_FIELDS, empty)).toEqual({
      name: 'Mary Jane',
      last_name: 'Smith',
      email: 'mary@example.com',
      phone: '0400 123 456',
      postcode: '3186',
    });
    expect(rememberedPrefill(details, CHECKOUT_FORM_DETAIL_FIELDS, empty)).toMatchObject({ name: 'Mary Jane Smith', postcode: '3186' });
  });

  it('fills only empty fields, and nothing when nothing is remembered', () => {
    expect(rememberedPrefill(details, VEHICLE_FORM_DETAIL_FIELDS, { name: 'Typed', email: '', phone: '' })).toEqual({ email: 'mary@example.com', phone: '0400 123 456' });
    expect(rememberedPrefill(null, VEHICLE_FORM_DETAIL_FIELDS, { name: '', email: '', phone: '' })).toEqual({});
    expect(rememberedPrefill({ email: 'a@example.com' }, CONTACT_FORM_DETAIL_FIELDS, { name: '', last_name: '', email: '' })).toEqual({ email: 'a@example.com' });
  });

  it('gives back the details a form has: the name joined from first and last name, blanks left out', () => {
    expect(detailsFromValues({ name: ' Ana Silva ', email: 'ana@example.com', phone: '', message: 'Hi', opt_in: true }, VEHICLE_FORM_DETAIL_FIELDS)).toEqual({
      name: 'Ana Silva',
      email: 'ana@example.com',
    });
    expect(detailsFromValues({ name: 'Mary Jane', last_name: 'Smith', email: 'm@example.com', phone: '0400 123 456', postcode: '3186' }, CONTACT_FORM_DETAIL_FIELDS)).toEqual({
      name: 'Mary Jane Smith',
      email: 'm@example.com',
      phone: '0400 123 456',
      postcode: '3186',
    });
    expect(detailsFromValues({ name: 'Cher', last_name: '' }, CONTACT_FORM_DETAIL_FIELDS)).toEqual({ name: 'Cher' });
  });

  it('a split name prefilled and given back is the same name', () => {
    const prefilled = rememberedPrefill(details, CONTACT_FORM_DETAIL_FIELDS, {});
    expect(detailsFromValues(prefilled, CONTACT_FORM_DETAIL_FIELDS)).toEqual(details);
  });

  it('Forget blanks the prefilled fields that still hold what was prefilled, and leaves fields the shopper changed', () => {
    const prefilled = { name: 'Mary Jane Smith', email: 'mary@example.com', phone: '0400 123 456' };
    expect(forgottenPrefill(prefilled, { ...prefilled, message: 'Hi' })).toEqual({ name: '', email: '', phone: '' });
    expect(forgottenPrefill(prefilled, { ...prefilled, email: 'other@example.com' })).toEqual({ name: '', phone: '' });
    expect(forgottenPrefill({}, prefilled)).toEqual({});
  });

  it("a dealer-defined form's details are found by their autofill hints and kinds", () => {
    expect(genericFormDetailFields(serviceBookingForm(['Brighton Service'], { region: 'AU' }))).toEqual({ firstName: 'First name', lastName: 'Last name', email: 'Email', phone: 'Phone' });
    expect(
      genericFormDetailFields(
        genericFormDefinition({
          category: 'Parts',
          optIn: false,
          fields: [
            { kind: 'text', name: 'Your name', required: true, autoComplete: 'name' },
            { kind: 'text', name: 'Postcode', required: true, autoComplete: 'postal-code' },
          ],
        }),
      ),
    ).toEqual({ name: 'Your name', postcode: 'Postcode' });
  });

  it('a dealer-defined form may not name a field like the remember box', () => {
    expect(() => genericFormDefinition({ category: 'X', optIn: false, fields: [{ kind: 'text', name: REMEMBER_FIELD, required: false }] })).toThrow(/remember_details/);
  });
});
