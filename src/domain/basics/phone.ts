/**
 * The dealer phone reveal (spec section 4, "Other states"): "The phone number starts masked: only the
 * first 5 characters are visible and the rest are starred. A click reveals it and records a reveal
 * call." Section 8: "No phone number available: Warning logged" (the caller logs; this module only
 * says there is none).
 */

/** How many leading characters of a masked phone number stay visible. */
const PHONE_VISIBLE_CHARACTERS = 5;

/** What replaces every hidden character. */
const PHONE_MASK_CHARACTER = '*';

/**
 * A phone number as the reveal shows it:
 * - `none`: there is no number to show (missing, blank, or without a single digit); nothing renders;
 * - `masked`: before the click; `masked` is shown, `number` is kept for the reveal;
 * - `revealed`: after the click; the full number and its `tel:` link.
 */
type PhoneReveal =
  | { readonly kind: 'none' }
  | { readonly kind: 'masked'; readonly masked: string; readonly number: string }
  | { readonly kind: 'revealed'; readonly number: string; readonly href: string };

/**
 * The first 5 characters as given and every later character starred, spaces and brackets included:
 * `'(03) 5550 1100'` becomes `'(03) *********'`. Characters are counted in code points, so a masked
 * number has as many characters as the number and no surrogate pair is split. Five characters or
 * fewer are shown whole.
 */
export function maskPhone(number: string): string {
  const characters = Array.from(number);
  return characters.map((character, index) => (index < PHONE_VISIBLE_CHARACTERS ? character : PHONE_MASK_CHARACTER)).join('');
}

/**
 * A `tel:` link for the number: its digits, with a leading + kept for international numbers.
 * `'(03) 5550 1100'` gives `'tel:0355501100'`; `'+61 3 5550 1100'` gives `'tel:+61355501100'`.
 */
export function telHref(number: string): string {
  const trimmed = number.trim();
  const digits = trimmed.replace(/\D/g, '');
  return `tel:${trimmed.startsWith('+') ? '+' : ''}${digits}`;
}

/**
 * The masked starting state for a phone number, or `none` when there is no number: missing, blank or
 * without any digit. Surrounding spaces are trimmed first so that they are neither shown nor starred.
 */
export function maskedPhone(number: string | null | undefined): PhoneReveal {
  const trimmed = number?.trim() ?? '';
  if (!/\d/.test(trimmed)) return { kind: 'none' };
  return { kind: 'masked', masked: maskPhone(trimmed), number: trimmed };
}

/** The click: a masked number becomes the full number with its `tel:` link; other states stay as they are. */
export function revealPhone(phone: PhoneReveal): PhoneReveal {
  if (phone.kind !== 'masked') return phone;
  return { kind: 'revealed', number: phone.number, href: telHref(phone.number) };
}

/**
 * The reveal's number as a built page carries it before the click: the masked form to show and the
 * number sealed (URI-encoded, then base64). Sealing is no secret, since anyone can decode it; it
 * keeps the number out of the page's text and source, so that search snippets, a browser's
 * phone-number detection and copying the page are no way round the reveal and its tracking.
 */
export interface SealedPhone {
  readonly masked: string;
  readonly sealed: string;
}

/** The sealed form of the number, or null when there is none (missing, blank or without a digit). */
export function sealPhone(number: string | null | undefined): SealedPhone | null {
  const phone = maskedPhone(number);
  if (phone.kind !== 'masked') return null;
  return { masked: phone.masked, sealed: btoa(encodeURIComponent(phone.number)) };
}

/** The masked starting state of a sealed number (`none` for null or a seal that does not decode). */
export function unsealPhone(phone: SealedPhone | null): PhoneReveal {
  if (phone === null) return { kind: 'none' };
  try {
    return maskedPhone(decodeURIComponent(atob(phone.sealed)));
  } catch {
    return { kind: 'none' };
  }
}

/** Whether two written numbers are the same number: the same digits (and + sign) in their tel: links. */
export function samePhone(one: string, other: string): boolean {
  return telHref(one) === telHref(other);
}
