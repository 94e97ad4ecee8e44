/**
 * The postcode rule (spec section 5): required and exactly 4 digits, otherwise 'Invalid postcode.
 * Please enter a 4-digit number.'; the input takes at most 4 characters and shows no thousands
 * separators.
 *
 * The spec says 4 digits for every site, which fits Australia and New Zealand but not US ZIP codes
 * (5 digits). The rule is a value (PostcodeRule) so a later decision can hand US sites their own;
 * until then every site uses SPEC_POSTCODE_RULE.
 */
import * as yup from 'yup';
import { POSTCODE_LENGTH } from '../constants.ts';
import { FORM_TEXTS } from '../texts.ts';

/** How long a postcode is and what a shopper reads when theirs is missing or wrong. */
interface PostcodeRule {
  /** Exact number of digits. */
  readonly length: number;
  /** Shown when the postcode is missing or not exactly `length` digits. */
  readonly message: string;
}

/** The spec's rule: exactly 4 digits, with the spec's message. */
export const SPEC_POSTCODE_RULE: PostcodeRule = {
  length: POSTCODE_LENGTH,
  message: FORM_TEXTS.invalidPostcode,
};

/** Whether a value is a postcode under the rule: exactly `rule.length` digits and nothing else. */
export function isValidPostcode(value: string, rule: PostcodeRule = SPEC_POSTCODE_RULE): boolean {
  return value.length === rule.length && /^\d+$/.test(value);
}

/**
 * What the postcode input keeps of what was typed or pasted: digits only (so "3,186" or "3 186"
 * becomes "3186"), at most `rule.length` of them.
 */
export function normalisePostcodeInput(raw: string, rule: PostcodeRule = SPEC_POSTCODE_RULE): string {
  return raw.replace(/\D/g, '').slice(0, rule.length);
}

/**
 * The postcode field schema. A missing postcode and a wrong one get the same message, as the spec
 * words it ("required and must be exactly 4 digits, otherwise ...").
 */
export function postcodeSchema(rule: PostcodeRule = SPEC_POSTCODE_RULE) {
  return yup
    .string()
    .trim()
    .required(rule.message)
    .test('postcode', rule.message, (value) => value === undefined || value === '' || isValidPostcode(value, rule));
}
