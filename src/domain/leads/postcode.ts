/**
 * The postcode rule (spec section 5): required and exactly 4 digits, otherwise 'Invalid postcode.
 * Please enter a 4-digit number.'; the input takes at most 4 characters and shows no thousands
 * separators.
 *
 * The spec says 4 digits for every site, which fits Australia and New Zealand but not US ZIP codes
 * (5 digits). The rule is a value (PostcodeRule): the checkout (the spec's 4-digit rule
 * and message where the region uses it) takes `postcodeRuleFor(region)`, which gives US sites a
 * 5-digit ZIP code rule; the older forms still use SPEC_POSTCODE_RULE everywhere.
 */
import * as yup from 'yup';
import { POSTCODE_LENGTH } from '../basics/constants.ts';
import type { RegionCode } from '../basics/region.ts';
import { FORM_TEXTS } from '../basics/texts.ts';

/** How long a postcode is and what a shopper reads when theirs is missing or wrong. */
export interface PostcodeRule {
  /** What the field is called where the rule applies. */
  readonly label: string;
  /** Exact number of digits. */
  readonly length: number;
  /** Shown when the postcode is missing or not exactly `length` digits. */
  readonly message: string;
}

/** The spec's rule: exactly 4 digits, with the spec's message. */
export const SPEC_POSTCODE_RULE: PostcodeRule = {
  label: 'Postcode',
  length: POSTCODE_LENGTH,
  message: FORM_TEXTS.invalidPostcode,
};

/** A US ZIP code: 5 digits (our rule and wording; the spec's 4-digit rule cannot hold one). */
export const US_ZIP_CODE_RULE: PostcodeRule = {
  label: 'ZIP code',
  length: 5,
  message: 'Invalid ZIP code. Please enter a 5-digit number.',
};

/** The postcode rule of a region: the spec's 4 digits in Australia and New Zealand, 5-digit ZIP codes in the US. */
export function postcodeRuleFor(region: RegionCode): PostcodeRule {
  return region === 'US' ? US_ZIP_CODE_RULE : SPEC_POSTCODE_RULE;
}

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
