/**
 * Phone numbers inside free text (a car's dealer comments from the stock feed), masked as the phone
 * reveal masks the dealer's number (phone.ts), so that the text is no way round the reveal and its
 * tracking (one phone policy: the reveal is the one way to the number). The full number never leaves this module: a caller gets the masked
 * form only.
 *
 * What counts as a phone number (digits counted without spaces, dots, hyphens and brackets):
 * - international: a leading `+` and 8 to 15 digits (`+61 3 5550 1100`, `+64 9 555 0140`, `+1 262 555 0142`);
 * - AU and NZ national: a leading 0, with or without brackets round the area code, and 9 to 11
 *   digits (`(03) 5550 1100`, `0412 345 678`, `09 555 0140`, `0800 555 014`);
 * - AU 1300 and 1800 numbers: 10 digits (`1300 555 010`);
 * - US: 10 digits as `(262) 555-0142` or `262-555-0142` (hyphens, dots or spaces), optionally after `1`.
 * A number run into letters or other digits (stock numbers such as LM-5202, VINs, `19,100 km`,
 * `$18,990`) is not one; nor is a year or any other short run of digits.
 */
import { maskPhone } from './phone.ts';

/** A piece of text: as written, or a phone number in its masked form. */
export type TextPart = { readonly kind: 'text'; readonly text: string } | { readonly kind: 'phone'; readonly masked: string };

/**
 * Runs of digit groups that could be a phone number: an optional `+` and country code (with an
 * optional `(0)`), an optional bracketed area code, then groups of digits joined by at most one
 * space, dot or hyphen. Not when run into a word, a price, a decimal or a list of numbers.
 */
const CANDIDATE = /(?<![\w$€£+\-.,/])(?:\+\d{1,3}[ .-]?(?:\(0\)[ .-]?)?)?(?:\(\d{2,4}\)[ .-]?)?\d{1,4}(?:[ .-]?\d{1,4}){1,5}(?![\w/]|[.,-]\d)/gu;

/** US layouts: 3-3-4 digits, the area code bracketed or not, optionally after the country's 1. */
const US_LAYOUT = /^(?:\+?1[ .-]?)?(?:\(\d{3}\) ?|\d{3}[ .-])\d{3}[ .-]\d{4}$/u;

/** Whether a candidate run of digits is a phone number by the rules in the module comment. */
export function looksLikePhone(candidate: string): boolean {
  const digits = candidate.replace(/\D/g, '');
  if (candidate.startsWith('+')) return digits.length >= 8 && digits.length <= 15;
  if (digits.startsWith('0')) return digits.length >= 9 && digits.length <= 11;
  if (/^1[38]00/.test(digits) && digits.length === 10) return true;
  return US_LAYOUT.test(candidate);
}

/** The text cut into plain pieces and masked phone numbers, in order; adjacent plain text stays one piece. */
export function phonePartsOf(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let from = 0;
  for (const match of text.matchAll(CANDIDATE)) {
    if (!looksLikePhone(match[0])) continue;
    if (match.index > from) parts.push({ kind: 'text', text: text.slice(from, match.index) });
    parts.push({ kind: 'phone', masked: maskPhone(match[0]) });
    from = match.index + match[0].length;
  }
  if (from < text.length) parts.push({ kind: 'text', text: text.slice(from) });
  return parts;
}

/** The text with every phone number in it masked: `'Call (03) 5550 1100 today'` gives `'Call (03) ********* today'`. */
export function maskPhonesInText(text: string): string {
  return phonePartsOf(text)
    .map((part) => (part.kind === 'text' ? part.text : part.masked))
    .join('');
}
