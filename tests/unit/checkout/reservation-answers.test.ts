import { describe, expect, it } from 'vitest';
import { RESERVE_REFUSAL_TEXTS } from '../../../src/domain/cars/reserve-check.ts';
import { parseReservationCreated, parseReservationStatus, readReservationAnswer, sitePath } from '../../../src/islands/checkout/reservation-answers.ts';

const CREATED = {
  reservation_id: '6f1c2a7e-0000-4000-8000-000000000001',
  reference: 'R-ABCD2345',
  lead_id: '6f1c2a7e-0000-4000-8000-000000000002',
  payment_url: 'http://127.0.0.1:4811/__sandbox-gateway/pay/cs_1',
  hold_expires_at: '2026-03-01T10:30:00.000Z',
};

const STATUS = {
  reservation_id: CREATED.reservation_id,
  reference: CREATED.reference,
  state: 'confirmed',
  car: { slug: '2021-vw-golf-u1', name: '2021 Volkswagen Golf', stocknum: 'U1' },
  deposit_text: '$200',
  hold_expires_at: null,
  first_name: 'Alex',
};

describe('reading the reservation API answers at the edge', () => {
  it('a ReservationCreated with every field reads back as itself', () => {
    expect(parseReservationCreated({ ...CREATED, extra: true })).toEqual(CREATED);
  });

  it.each([
    ['not an object', 'created'],
    ['null', null],
    ['a missing payment_url', { ...CREATED, payment_url: undefined }],
    ['an empty reference', { ...CREATED, reference: '' }],
    ['an unreadable expiry', { ...CREATED, hold_expires_at: 'soon' }],
  ])('a ReservationCreated with %s is refused', (_case, data) => {
    expect(parseReservationCreated(data)).toBeNull();
  });

  it('a ReservationStatus with every field reads back as itself, with or without an expiry', () => {
    expect(parseReservationStatus(STATUS)).toEqual(STATUS);
    expect(parseReservationStatus({ ...STATUS, state: 'awaiting_payment', hold_expires_at: CREATED.hold_expires_at })?.hold_expires_at).toBe(CREATED.hold_expires_at);
  });

  it.each([
    ['an unknown state', { ...STATUS, state: 'paid' }],
    ['no car', { ...STATUS, car: null }],
    ['a car without a name', { ...STATUS, car: { ...STATUS.car, name: '' } }],
    ['a bad expiry', { ...STATUS, hold_expires_at: 'later' }],
    ['no first name at all', { ...STATUS, first_name: undefined }],
    ['a list', [STATUS]],
  ])('a ReservationStatus with %s is refused', (_case, data) => {
    expect(parseReservationStatus(data)).toBeNull();
  });

  it.each([
    ['/search/new-used-and-demo-cars?make=VW', '/search/new-used-and-demo-cars?make=VW'],
    ['//evil.example/', null],
    ['https://evil.example/', null],
    [42, null],
  ])('a similar link %s is kept only as a path on this site', (value, expected) => {
    expect(sitePath(value)).toBe(expected);
  });
});

describe('what a POST /api/reservations answer asks the form to do', () => {
  it('200 with a ReservationCreated: go and pay', () => {
    expect(readReservationAnswer({ status: 200, data: CREATED })).toEqual({ kind: 'created', created: CREATED });
  });

  it('200 that cannot be read: a plain failure (nothing to go to)', () => {
    expect(readReservationAnswer({ status: 200, data: { ok: true } })).toEqual({ kind: 'failed', message: null });
  });

  it("409 car_held: the server's words and its similar link", () => {
    expect(readReservationAnswer({ status: 409, data: { error: 'This car has just been reserved', code: 'car_held', similar_url: '/search/x' } })).toEqual({
      kind: 'refused',
      code: 'car_held',
      error: 'This car has just been reserved',
      similarUrl: '/search/x',
    });
  });

  it('409 car_held or not_reservable without words: the reserve check\'s own', () => {
    expect(readReservationAnswer({ status: 409, data: { code: 'car_held' } })).toMatchObject({ kind: 'refused', error: RESERVE_REFUSAL_TEXTS.reserved, similarUrl: null });
    expect(readReservationAnswer({ status: 409, data: { code: 'not_reservable' } })).toMatchObject({ kind: 'refused', code: 'not_reservable', error: RESERVE_REFUSAL_TEXTS['no-card-payment'] });
  });

  it("409 stock_unconfirmed: the server's words (or 'Availability to be confirmed'), and no similar link of its own", () => {
    expect(readReservationAnswer({ status: 409, data: { error: 'Availability to be confirmed: …', code: 'stock_unconfirmed' } })).toEqual({
      kind: 'refused',
      code: 'stock_unconfirmed',
      error: 'Availability to be confirmed: …',
      similarUrl: null,
    });
    expect(readReservationAnswer({ status: 409, data: { code: 'stock_unconfirmed' } })).toMatchObject({ kind: 'refused', error: 'Availability to be confirmed' });
  });

  it('409 hold_ended: forget the hold and submit again', () => {
    expect(readReservationAnswer({ status: 409, data: { error: 'The hold has ended', code: 'hold_ended' } })).toEqual({ kind: 'hold-ended' });
  });

  it('400 with field messages: the fields, named as the form names them', () => {
    const fields = { 'user.email': 'Enter a valid email', 'user.terms': 'Please accept the reservation terms to continue.', car_slug: 'Car is required', x: 3 };
    expect(readReservationAnswer({ status: 400, data: { error: 'Please fix the following errors:', fields } })).toEqual({
      kind: 'invalid',
      fields: { email: 'Enter a valid email', terms: 'Please accept the reservation terms to continue.', car_slug: 'Car is required' },
    });
  });

  it.each([
    ['no network', null, null],
    ['a 400 without fields (the bot check)', { status: 400, data: { error: 'We could not check you are not a robot.' } }, 'We could not check you are not a robot.'],
    ['a 409 of another code', { status: 409, data: { error: 'Conflict', code: 'other' } }, 'Conflict'],
    ['a 503', { status: 503, data: { error: 'Please try again shortly.' } }, 'Please try again shortly.'],
    ['a 500 without JSON', { status: 500, data: null }, null],
  ] as const)('%s: a failure with the server\'s words, if any', (_case, answer, message) => {
    expect(readReservationAnswer(answer)).toEqual({ kind: 'failed', message });
  });
});
