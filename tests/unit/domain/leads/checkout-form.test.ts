import { describe, expect, it } from 'vitest';
import { ValidationError } from 'yup';
import { TERMS_REQUIRED_MESSAGE, checkoutFormInitialValues, checkoutFormSchema } from '../../../../src/domain/leads/checkout-form.ts';
import type { RegionCode } from '../../../../src/domain/basics/region.ts';

const VALID = { name: 'Ada Lovelace', email: 'ada@example.com', phone: '0400 123 456', postcode: '3186', terms: true, opt_in: false };

function errors(region: RegionCode, values: Record<string, unknown>): Record<string, string> {
  try {
    checkoutFormSchema(region).validateSync(values, { abortEarly: false });
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    return Object.fromEntries(error.inner.map((inner) => [inner.path ?? '', inner.message]));
  }
}

describe('the checkout form', () => {
  it('starts empty with nothing ticked', () => {
    expect(checkoutFormInitialValues()).toEqual({ name: '', email: '', phone: '', postcode: '', terms: false, opt_in: false });
  });

  it.each<[string, RegionCode, Record<string, unknown>, Record<string, string>]>([
    ['valid in Australia', 'AU', VALID, {}],
    ['valid in New Zealand', 'NZ', { ...VALID, postcode: '1010' }, {}],
    ['valid in the US with a ZIP code', 'US', { ...VALID, postcode: '53202', phone: '(262) 555-0142' }, {}],
    ['a US site refuses 4 digits', 'US', VALID, { postcode: 'Invalid ZIP code. Please enter a 5-digit number.' }],
    ['an AU site refuses 5 digits', 'AU', { ...VALID, postcode: '31860' }, { postcode: 'Invalid postcode. Please enter a 4-digit number.' }],
    ['terms must be accepted', 'AU', { ...VALID, terms: false }, { terms: TERMS_REQUIRED_MESSAGE }],
    ['the opt-in is optional', 'AU', { ...VALID, opt_in: true }, {}],
    [
      'every required field named when empty',
      'AU',
      { ...checkoutFormInitialValues() },
      {
        name: 'Name is required.',
        email: 'Email is required.',
        phone: 'Mobile is required.',
        postcode: 'Invalid postcode. Please enter a 4-digit number.',
        terms: TERMS_REQUIRED_MESSAGE,
      },
    ],
  ])('%s', (_name, region, values, expected) => {
    expect(errors(region, values)).toEqual(expected);
  });
});
