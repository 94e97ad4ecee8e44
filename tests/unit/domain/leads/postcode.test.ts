import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { POSTCODE_LENGTH } from '../../../../src/domain/basics/constants.ts';
import {
  SPEC_POSTCODE_RULE,
  postcodeRuleFor,
  isValidPostcode,
  normalisePostcodeInput,
  postcodeSchema,
} from '../../../../src/domain/leads/postcode.ts';
import { FORM_TEXTS } from '../../../../src/domain/basics/texts.ts';

const INVALID = 'Invalid postcode. Please enter a 4-digit number.';

function messageFor(value: unknown, schema = postcodeSchema()): string | null {
  try {
    schema.validateSync(value);
    return null;
  } catch (error) {
    return (error as Error).message;
  }
}

describe('postcode', () => {
  it('the postcode length is 4', () => {
    expect(POSTCODE_LENGTH).toBe(4);
    expect(SPEC_POSTCODE_RULE).toEqual({ label: 'Postcode', length: 4, message: INVALID });
    expect(FORM_TEXTS.invalidPostcode).toBe(INVALID);
  });

  it.each([['3186'], ['0800'], ['2000'], [' 3186 ']])('postcode must be exactly 4 digits: %j is accepted', (value) => {
    expect(messageFor(value)).toBeNull();
  });

  it.each([['318'], ['31860'], ['31a6'], ['3 86'], ['-318'], ['3.18'], ['٣١٨٦']])(
    "postcode must be exactly 4 digits, otherwise 'Invalid postcode. Please enter a 4-digit number.': %j",
    (value) => {
      expect(messageFor(value)).toBe(INVALID);
    },
  );

  it.each([[undefined], [''], ['   '], [null]])('postcode is required, with the same message: %j', (value) => {
    expect(messageFor(value)).toBe(INVALID);
  });

  it('isValidPostcode holds for exactly 4 ASCII digits only', () => {
    expect(isValidPostcode('3186')).toBe(true);
    expect(isValidPostcode('318')).toBe(false);
    expect(isValidPostcode('31866')).toBe(false);
    expect(isValidPostcode('abcd')).toBe(false);
  });

  it.each([
    ['3186', '3186'],
    ['3,186', '3186'],
    ['3 186', '3186'],
    ['31867', '3186'],
    ['abc', ''],
    ['1.000', '1000'],
  ])('the postcode input keeps at most 4 digits and no thousands separators: %j becomes %j', (raw, kept) => {
    expect(normalisePostcodeInput(raw)).toBe(kept);
  });

  it('whatever is typed, the postcode input holds digits only, at most 4 of them, in the order typed', () => {
    fc.assert(
      fc.property(fc.string(), (raw) => {
        const kept = normalisePostcodeInput(raw);
        expect(kept).toMatch(/^\d{0,4}$/);
        expect(raw.replace(/\D/g, '').startsWith(kept)).toBe(true);
      }),
    );
  });

  it('a 4-digit number typed with separators is a valid postcode once normalised', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1000, max: 9999 }), (number) => {
        const typed = number.toLocaleString('en-AU');
        expect(isValidPostcode(normalisePostcodeInput(typed))).toBe(true);
      }),
    );
  });

  it('US sites get a 5-digit ZIP code rule; Australia and New Zealand keep the spec\'s 4 digits', () => {
    expect(postcodeRuleFor('AU')).toBe(SPEC_POSTCODE_RULE);
    expect(postcodeRuleFor('NZ')).toBe(SPEC_POSTCODE_RULE);
    const zip = postcodeRuleFor('US');
    expect(zip).toEqual({ label: 'ZIP code', length: 5, message: 'Invalid ZIP code. Please enter a 5-digit number.' });
    expect(messageFor('90210', postcodeSchema(zip))).toBeNull();
    expect(messageFor('9021', postcodeSchema(zip))).toBe(zip.message);
    expect(normalisePostcodeInput('90,2101', zip)).toBe('90210');
  });
});
