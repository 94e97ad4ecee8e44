import { describe, expect, it } from 'vitest';
import {
  HOLDING_STATES,
  RESERVATION_STATES,
  REFERENCE_ALPHABET,
  holdsCar,
  referenceFrom,
  transition,
  type ReservationEvent,
  type ReservationState,
} from '../../../../src/domain/reservations/reservation.ts';
import { depositCharge } from '../../../../src/domain/reservations/deposit.ts';

type Outcome = ReservationState | 'none' | 'refused';

/** Rows: state; columns: the events in EVENTS order. */
const EVENTS: readonly ReservationEvent[] = ['checkout_failed', 'paid', 'payment_processing', 'payment_succeeded', 'payment_failed', 'checkout_expired', 'hold_expired', 'ops_release', 'ops_refund'];
const TABLE: Readonly<Record<ReservationState, readonly Outcome[]>> = {
  //                 failed      paid         processing         succeeded    pay_failed  expired     hold_exp    release     refund
  awaiting_payment: ['released', 'confirmed', 'payment_pending', 'confirmed', 'released', 'released', 'released', 'released', 'refused'],
  payment_pending: ['none', 'confirmed', 'none', 'confirmed', 'released', 'none', 'none', 'released', 'refused'],
  confirmed: ['none', 'none', 'none', 'none', 'none', 'none', 'none', 'refused', 'refunded'],
  released: ['none', 'refunded', 'none', 'refunded', 'none', 'none', 'none', 'refused', 'refused'],
  refunded: ['none', 'none', 'none', 'none', 'none', 'none', 'none', 'refused', 'none'],
};

describe('a reservation\'s moves', () => {
  for (const state of RESERVATION_STATES) {
    EVENTS.forEach((event, column) => {
      const expected = TABLE[state][column];
      it(`${state} + ${event} -> ${expected}`, () => {
        const result = transition(state, event);
        expect(result.kind === 'move' ? result.to : result.kind).toBe(expected);
      });
    });
  }

  it('refunds exactly the payments that come after the hold ended, and an ops refund', () => {
    const refunding = RESERVATION_STATES.flatMap((state) => EVENTS.map((event) => ({ state, event, result: transition(state, event) }))).filter(
      ({ result }) => result.kind === 'move' && result.effects.includes('refund'),
    );
    expect(refunding.map(({ state, event }) => `${state}+${event}`)).toEqual(['confirmed+ops_refund', 'released+paid', 'released+payment_succeeded']);
  });

  it('holds the car while awaiting payment, pending or confirmed, never after', () => {
    expect(HOLDING_STATES).toEqual(['awaiting_payment', 'payment_pending', 'confirmed']);
    expect(holdsCar('released')).toBe(false);
    expect(holdsCar('refunded')).toBe(false);
  });

  it('never moves a state back to holding once the hold ended', () => {
    for (const state of ['released', 'refunded'] as const) {
      for (const event of EVENTS) {
        const result = transition(state, event);
        if (result.kind === 'move') expect(holdsCar(result.to)).toBe(false);
      }
    }
  });
});

describe('the reservation reference', () => {
  it('is R- and 8 characters without look-alikes', () => {
    const reference = referenceFrom(Uint8Array.from([0, 1, 2, 3, 4, 5, 250, 255]));
    expect(reference).toMatch(new RegExp(`^R-[${REFERENCE_ALPHABET}]{8}$`));
    expect(REFERENCE_ALPHABET).not.toMatch(/[01IOL]/);
  });
});

describe('the deposit', () => {
  it('is the car\'s own, else the site\'s, else $200, in cents of the region\'s currency', () => {
    expect(depositCharge({ payment_processors: [] }, 'AU')).toEqual({ amountMinor: 20_000, currency: 'AUD', text: '$200' });
    expect(depositCharge({ payment_processors: [] }, 'NZ', 250)).toEqual({ amountMinor: 25_000, currency: 'NZD', text: '$250' });
    expect(depositCharge({ payment_processors: [{ provider: 'stripe', deposit: 1000 }] }, 'US', 500)).toEqual({ amountMinor: 100_000, currency: 'USD', text: '$1,000' });
  });
});
