/**
 * The sandbox payment page's form: the test cards it knows, and the reading of a submitted form into
 * what the sandbox should do, or the fields to correct in plain words. Pure: the clock is an argument.
 *
 * The card numbers are Stripe's own test numbers, so a developer who learns them here can use the same
 * ones on Stripe's test-mode Checkout.
 */

/** What paying with a test card does. */
export type TestCardOutcome =
  /** The deposit is paid at once (checkout.session.completed, paid). */
  | 'succeeds'
  /** The card is refused; the page stays open for another try. */
  | 'declined'
  /** The payment settles a few seconds later (completed, unpaid; then async_payment_succeeded). */
  | 'pay_later';

export interface TestCard {
  /** As printed on the page, in groups of four. */
  readonly number: string;
  readonly outcome: TestCardOutcome;
  /** What happens, for the page's list of test cards. */
  readonly effect: string;
}

export const TEST_CARDS: readonly TestCard[] = [
  { number: '4242 4242 4242 4242', outcome: 'succeeds', effect: 'Succeeds: the deposit is paid at once.' },
  { number: '4000 0000 0000 0002', outcome: 'declined', effect: 'Is declined: the page asks for another card.' },
  { number: '4000 0000 0000 0077', outcome: 'pay_later', effect: 'Pay later: the payment is confirmed after a few seconds.' },
];

/** The form's fields, as typed. */
export interface CardFormValues {
  readonly cardNumber: string;
  readonly expiry: string;
  readonly cvc: string;
  readonly name: string;
}

export type CardField = keyof CardFormValues;

/** The `name` of each field in the HTML form. */
export const CARD_FIELD_NAMES: Readonly<Record<CardField, string>> = {
  cardNumber: 'card_number',
  expiry: 'expiry',
  cvc: 'cvc',
  name: 'name',
};

/** A message per field that needs correcting. */
export type CardFormErrors = Readonly<Partial<Record<CardField, string>>>;

export type CardFormReading =
  | { readonly ok: true; readonly outcome: TestCardOutcome; readonly values: CardFormValues }
  | { readonly ok: false; readonly errors: CardFormErrors; readonly values: CardFormValues };

/** What the page says about each field, in one place. */
export const CARD_FORM_TEXTS = {
  cardNumberMissing: 'Enter the card number.',
  cardNumberShape: 'Enter the card number as 13 to 19 digits, for example 4242 4242 4242 4242.',
  cardNumberInvalid: 'This card number is not valid. Check the digits.',
  cardNumberNotTestCard: 'The sandbox takes only the test cards listed on this page. Use 4242 4242 4242 4242 to pay.',
  expiryMissing: 'Enter the expiry date as MM / YY.',
  expiryShape: 'Enter the expiry date as MM / YY, for example 12 / 34.',
  expiryPast: 'This card has expired. Enter an expiry date that is not in the past.',
  cvcShape: 'Enter the 3 or 4 digit security code (CVC) from the card.',
  nameMissing: 'Enter the name on the card.',
  nameTooLong: 'The name on the card must be at most 100 characters.',
} as const;

const MAX_NAME_LENGTH = 100;

/** Spaces and dashes are how people group a card number; nothing else is allowed. */
function cardDigits(text: string): string {
  return text.replace(/[\s-]/g, '');
}

/** The Luhn checksum every card number carries, which catches a mistyped digit. */
function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

function readCardNumber(text: string): { outcome?: TestCardOutcome; error?: string } {
  const digits = cardDigits(text);
  if (digits === '') return { error: CARD_FORM_TEXTS.cardNumberMissing };
  if (!/^\d{13,19}$/.test(digits)) return { error: CARD_FORM_TEXTS.cardNumberShape };
  if (!passesLuhn(digits)) return { error: CARD_FORM_TEXTS.cardNumberInvalid };
  const card = TEST_CARDS.find((candidate) => cardDigits(candidate.number) === digits);
  return card === undefined ? { error: CARD_FORM_TEXTS.cardNumberNotTestCard } : { outcome: card.outcome };
}

/** MM/YY, MM / YY, MMYY or MM/YYYY; a card is good through the last day of its month. */
function expiryError(text: string, now: Date): string | undefined {
  const compact = text.replace(/\s/g, '');
  if (compact === '') return CARD_FORM_TEXTS.expiryMissing;
  const match = /^(\d{2})\/?(\d{2}|\d{4})$/.exec(compact);
  if (match?.[1] === undefined || match[2] === undefined) return CARD_FORM_TEXTS.expiryShape;
  const month = Number(match[1]);
  const year = match[2].length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  if (month < 1 || month > 12) return CARD_FORM_TEXTS.expiryShape;
  const thisYear = now.getUTCFullYear();
  const thisMonth = now.getUTCMonth() + 1;
  if (year < thisYear || (year === thisYear && month < thisMonth)) return CARD_FORM_TEXTS.expiryPast;
  return undefined;
}

function nameError(name: string): string | undefined {
  if (name === '') return CARD_FORM_TEXTS.nameMissing;
  if (name.length > MAX_NAME_LENGTH) return CARD_FORM_TEXTS.nameTooLong;
  return undefined;
}

/** Reads a submitted payment form: what the card does, or every field to correct. */
export function readCardForm(form: URLSearchParams, now: Date): CardFormReading {
  const values: CardFormValues = {
    cardNumber: (form.get(CARD_FIELD_NAMES.cardNumber) ?? '').trim(),
    expiry: (form.get(CARD_FIELD_NAMES.expiry) ?? '').trim(),
    cvc: (form.get(CARD_FIELD_NAMES.cvc) ?? '').trim(),
    name: (form.get(CARD_FIELD_NAMES.name) ?? '').trim(),
  };
  const card = readCardNumber(values.cardNumber);
  const errors: Partial<Record<CardField, string>> = {};
  if (card.error !== undefined) errors.cardNumber = card.error;
  const expiry = expiryError(values.expiry, now);
  if (expiry !== undefined) errors.expiry = expiry;
  if (!/^\d{3,4}$/.test(values.cvc)) errors.cvc = CARD_FORM_TEXTS.cvcShape;
  const name = nameError(values.name);
  if (name !== undefined) errors.name = name;
  if (card.outcome === undefined || Object.keys(errors).length > 0) return { ok: false, errors, values };
  return { ok: true, outcome: card.outcome, values };
}
