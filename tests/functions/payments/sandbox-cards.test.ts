/**
 * The sandbox payment form: the three test cards do what the page says, and every other entry gets
 * a plain-words message on the field to correct.
 */
import { describe, expect, it } from 'vitest';
import { CARD_FORM_TEXTS, TEST_CARDS, readCardForm, type CardFormErrors } from '../../../src/server/payments/sandbox-cards.ts';

const NOW = new Date('2026-11-24T10:00:00Z');

function form(fields: Record<string, string>): URLSearchParams {
  return new URLSearchParams({ card_number: '4242 4242 4242 4242', expiry: '12 / 34', cvc: '123', name: 'Alex Citizen', ...fields });
}

describe('the sandbox payment form', () => {
  it('lists Stripe\'s test cards for success, decline and pay-later', () => {
    expect(TEST_CARDS.map((card) => [card.number, card.outcome])).toEqual([
      ['4242 4242 4242 4242', 'succeeds'],
      ['4000 0000 0000 0002', 'declined'],
      ['4000 0000 0000 0077', 'pay_later'],
    ]);
  });

  const outcomes: [string, string, string][] = [
    ['4242 4242 4242 4242', 'succeeds', 'the success card'],
    ['4242424242424242', 'succeeds', 'the success card without spaces'],
    ['4242-4242-4242-4242', 'succeeds', 'the success card with dashes'],
    ['4000 0000 0000 0002', 'declined', 'the decline card'],
    ['4000 0000 0000 0077', 'pay_later', 'the pay-later card'],
  ];
  it.each(outcomes)('%s %s (%s)', (cardNumber, outcome) => {
    expect(readCardForm(form({ card_number: cardNumber }), NOW)).toMatchObject({ ok: true, outcome });
  });

  // 11 / 26 is this month: a card is good through the last day of its month.
  const expiries = ['12/34', '1234', '12 / 2034', '11 / 26'];
  it.each(expiries)('takes the expiry %s', (expiry) => {
    expect(readCardForm(form({ expiry }), NOW).ok).toBe(true);
  });

  const mistakes: [string, Record<string, string>, CardFormErrors][] = [
    ['an empty form', { card_number: '', expiry: '', cvc: '', name: '' }, {
      cardNumber: CARD_FORM_TEXTS.cardNumberMissing,
      expiry: CARD_FORM_TEXTS.expiryMissing,
      cvc: CARD_FORM_TEXTS.cvcShape,
      name: CARD_FORM_TEXTS.nameMissing,
    }],
    ['letters in the card number', { card_number: '4242 abcd 4242 4242' }, { cardNumber: CARD_FORM_TEXTS.cardNumberShape }],
    ['a card number too short', { card_number: '4242 4242' }, { cardNumber: CARD_FORM_TEXTS.cardNumberShape }],
    ['a mistyped card number (fails the checksum)', { card_number: '4242 4242 4242 4241' }, { cardNumber: CARD_FORM_TEXTS.cardNumberInvalid }],
    ['a real-looking card that is not a test card', { card_number: '5555 5555 5555 4444' }, { cardNumber: CARD_FORM_TEXTS.cardNumberNotTestCard }],
    ['an expiry month 13', { expiry: '13 / 34' }, { expiry: CARD_FORM_TEXTS.expiryShape }],
    ['an expiry in words', { expiry: 'next year' }, { expiry: CARD_FORM_TEXTS.expiryShape }],
    ['an expiry last month', { expiry: '10 / 26' }, { expiry: CARD_FORM_TEXTS.expiryPast }],
    ['an expiry last year', { expiry: '12 / 25' }, { expiry: CARD_FORM_TEXTS.expiryPast }],
    ['a two-digit CVC', { cvc: '12' }, { cvc: CARD_FORM_TEXTS.cvcShape }],
    ['a CVC with letters', { cvc: '12a' }, { cvc: CARD_FORM_TEXTS.cvcShape }],
    ['a name of spaces', { name: '   ' }, { name: CARD_FORM_TEXTS.nameMissing }],
    ['a name over 100 characters', { name: 'A'.repeat(101) }, { name: CARD_FORM_TEXTS.nameTooLong }],
  ];
  it.each(mistakes)('asks to correct %s', (_, fields, errors) => {
    const reading = readCardForm(form(fields), NOW);
    expect(reading.ok).toBe(false);
    // Exactly these fields: a mistake in one field never marks another.
    expect(reading.ok ? {} : reading.errors).toEqual(errors);
  });

  it('answers the values as typed, trimmed, so the page can show them again', () => {
    expect(readCardForm(form({ name: '  Alex Citizen ', cvc: '12' }), NOW).values).toEqual({
      cardNumber: '4242 4242 4242 4242',
      expiry: '12 / 34',
      cvc: '12',
      name: 'Alex Citizen',
    });
  });
});
