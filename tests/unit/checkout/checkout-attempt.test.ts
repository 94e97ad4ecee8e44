import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ReservationCreated } from '../../../src/domain/reservations/reservation-api.ts';
import { CHECKOUT_FORM_TEXTS } from '../../../src/domain/reservations/reservation-texts.ts';
import {
  checkoutAttemptStorageKey,
  formatHoldTime,
  holdIsOn,
  holdNotice,
  isPaymentCancelled,
  NO_ATTEMPT,
  parseCheckoutAttempt,
  readCheckoutAttempt,
  reservationRequestBody,
  withoutHold,
  writeCheckoutAttempt,
  type CheckoutAttempt,
} from '../../../src/islands/checkout/checkout-attempt.ts';

const NOW = new Date('2026-03-01T10:00:00.000Z');
const ZONE = 'Australia/Melbourne';
const VALUES = { name: 'Alex Shopper', email: 'alex@example.com', phone: '0400 123 456', postcode: '3186', terms: true, opt_in: false };
const CREATED: ReservationCreated = {
  reservation_id: 'r-1',
  reference: 'R-ABCD2345',
  lead_id: 'l-1',
  payment_url: '/__sandbox-gateway/pay/cs_1',
  hold_expires_at: '2026-03-01T10:30:00.000Z',
};
const HELD: CheckoutAttempt = { key: 'key-1', startedAt: 1_772_000_000_000, values: VALUES, created: CREATED };

/** A window with a sessionStorage kept in a Map, or one whose storage throws. */
function stubWindow(blocked = false): Map<string, string> {
  const items = new Map<string, string>();
  const sessionStorage = {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
  vi.stubGlobal('window', blocked ? Object.defineProperty({}, 'sessionStorage', { get: () => { throw new DOMException('blocked', 'SecurityError'); } }) : { sessionStorage });
  return items;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the stored checkout attempt', () => {
  it('is kept per site and car', () => {
    expect(checkoutAttemptStorageKey('acme', '2021-vw-golf-u1')).toBe('checkout_attempt:acme:2021-vw-golf-u1');
  });

  it('reads back what was written, in this tab', () => {
    const items = stubWindow();
    expect(writeCheckoutAttempt('acme', 'golf', HELD)).toBe(true);
    expect([...items.keys()]).toEqual(['checkout_attempt:acme:golf']);
    expect(readCheckoutAttempt('acme', 'golf')).toEqual(HELD);
    expect(readCheckoutAttempt('acme', 'polo')).toEqual(NO_ATTEMPT);
  });

  it('blocked storage reads as no attempt and refuses writes, without throwing', () => {
    stubWindow(true);
    expect(writeCheckoutAttempt('acme', 'golf', HELD)).toBe(false);
    expect(readCheckoutAttempt('acme', 'golf')).toEqual(NO_ATTEMPT);
  });

  it.each([
    ['nothing', null],
    ['bad JSON', '{'],
    ['a list', '[]'],
    ['null (a forgotten attempt)', 'null'],
  ])('%s reads as no attempt', (_case, raw) => {
    expect(parseCheckoutAttempt(raw)).toEqual(NO_ATTEMPT);
  });

  it('bad parts are dropped one by one: values of the wrong type, a hold without its key', () => {
    expect(parseCheckoutAttempt(JSON.stringify({ ...HELD, values: { ...VALUES, terms: 'yes' } }))).toEqual({ ...HELD, values: null });
    expect(parseCheckoutAttempt(JSON.stringify({ ...HELD, key: '' }))).toEqual({ key: null, startedAt: HELD.startedAt, values: VALUES, created: null });
    expect(parseCheckoutAttempt(JSON.stringify({ ...HELD, startedAt: 'then', created: { reference: 'R-1' } }))).toEqual({ ...HELD, startedAt: null, created: null });
  });

  it('holds the car until its expiry, and not after; without the hold the values stay', () => {
    expect(holdIsOn(HELD, NOW)).toBe(true);
    expect(holdIsOn(HELD, new Date('2026-03-01T10:30:00.000Z'))).toBe(false);
    expect(holdIsOn(NO_ATTEMPT, NOW)).toBe(false);
    expect(withoutHold(HELD)).toEqual({ key: null, startedAt: HELD.startedAt, values: VALUES, created: null });
    expect(holdIsOn(withoutHold(HELD), NOW)).toBe(false);
  });
});

describe('the POST /api/reservations body', () => {
  it('carries the car by slug, the shopper, the page and the bot-check fields, and never a price', () => {
    const body = reservationRequestBody('golf', VALUES, { website: '', form_started_at: 1_772_000_000_000 }, 'https://acme.example/cars/golf/checkout');
    expect(body).toEqual({ car_slug: 'golf', user: VALUES, page_url: 'https://acme.example/cars/golf/checkout', website: '', form_started_at: 1_772_000_000_000 });
  });

  it('passes the Turnstile token on when the form has one', () => {
    expect(reservationRequestBody('golf', VALUES, { website: '', form_started_at: 1, 'cf-turnstile-response': 'tok' }, '/')).toMatchObject({ 'cf-turnstile-response': 'tok' });
  });
});

describe('until when the car is held, as the shopper reads it', () => {
  it('a time on the same day, in the region\'s words', () => {
    expect(formatHoldTime(CREATED.hold_expires_at, 'AU', NOW, ZONE)).toBe('9:30 pm');
    expect(formatHoldTime(CREATED.hold_expires_at, 'US', NOW, ZONE).replace(/\s/g, ' ')).toBe('9:30 PM');
  });

  it('the weekday too when the hold ends on another day', () => {
    expect(formatHoldTime('2026-03-01T14:00:00.000Z', 'AU', NOW, ZONE)).toBe('Monday 1:00 am');
  });
});

describe('what the page says when it opens', () => {
  const later = new Date('2026-03-01T11:00:00.000Z');
  it.each([
    ['back from a cancelled payment with the hold on', HELD, true, NOW, CHECKOUT_FORM_TEXTS.paymentNotCompleted('9:30 pm')],
    ['back from a cancelled payment after the hold ended', HELD, true, later, CHECKOUT_FORM_TEXTS.paymentNotCompletedHoldEnded],
    ['back from a cancelled payment with nothing kept', NO_ATTEMPT, true, NOW, CHECKOUT_FORM_TEXTS.paymentNotCompletedUnknownHold],
    ['a plain visit with the hold on', HELD, false, NOW, CHECKOUT_FORM_TEXTS.heldForYou('9:30 pm')],
    ['a plain visit after the hold ended', HELD, false, later, null],
    ['a first visit', NO_ATTEMPT, false, NOW, null],
  ])('%s', (_case, attempt, cancelled, now, expected) => {
    expect(holdNotice(attempt, cancelled, 'AU', now, ZONE)).toBe(expected);
  });

  it('knows the payment page sent the shopper back by ?payment=cancelled', () => {
    expect(isPaymentCancelled('?payment=cancelled')).toBe(true);
    expect(isPaymentCancelled('?payment=cancelled&x=1')).toBe(true);
    expect(isPaymentCancelled('')).toBe(false);
    expect(isPaymentCancelled('?payment=paid')).toBe(false);
  });
});
