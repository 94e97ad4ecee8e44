import { describe, expect, it } from 'vitest';
import type { ReservationStatus } from '../../../src/domain/reservations/reservation-api.ts';
import type { ReservationState } from '../../../src/domain/reservations/reservation.ts';
import { CONFIRMATION_TEXTS } from '../../../src/domain/reservations/reservation-texts.ts';
import {
  confirmationEventStorageKey,
  confirmationView,
  isSettling,
  POLL_INTERVAL_MS,
  POLL_LIMIT_MS,
  reservationConfirmedEvent,
  reservationIdOf,
} from '../../../src/islands/checkout/confirmation-view.ts';

const SETTINGS = { siteSlug: 'acme', dealerName: 'Acme Motors', phone: '(03) 5550 1100' };

function status(state: ReservationState): ReservationStatus {
  return {
    reservation_id: 'r-1',
    reference: 'R-ABCD2345',
    state,
    car: { slug: '2021-vw-golf-u1', name: '2021 Volkswagen Golf', stocknum: 'U1' },
    deposit_text: '$200',
    hold_expires_at: state === 'awaiting_payment' ? '2026-03-01T10:30:00.000Z' : null,
    first_name: 'Alex',
  };
}

describe('the confirmation page by reservation state', () => {
  it("confirmed: 'Your car is reserved', the reference, the car with its link, the deposit paid and what the dealer does next", () => {
    const view = confirmationView({ kind: 'found', status: status('confirmed'), gaveUp: false }, SETTINGS);
    expect(view.heading).toBe('Your car is reserved');
    expect(view.reference).toBe('R-ABCD2345');
    expect(view.lines).toEqual(['Thank you, Alex.']);
    expect(view.facts).toEqual([
      { term: CONFIRMATION_TEXTS.carLabel, detail: '2021 Volkswagen Golf', href: '/cars/2021-vw-golf-u1' },
      { term: 'Deposit paid', detail: '$200' },
    ]);
    expect(view.next.join(' ')).toContain('within one business day');
    expect(view.next.join(' ')).toContain('Acme Motors');
    expect(view).toMatchObject({ poll: false, busy: false, retry: false });
  });

  it.each<ReservationState>(['awaiting_payment', 'payment_pending'])("%s: 'We are confirming your payment' with the reference, polling", (state) => {
    const view = confirmationView({ kind: 'found', status: status(state), gaveUp: false }, SETTINGS);
    expect(view).toMatchObject({ heading: 'We are confirming your payment', reference: 'R-ABCD2345', poll: true, busy: true, lines: [CONFIRMATION_TEXTS.pending] });
  });

  it('still being paid when polling stops: it says so and stops', () => {
    const view = confirmationView({ kind: 'found', status: status('payment_pending'), gaveUp: true }, SETTINGS);
    expect(view).toMatchObject({ heading: 'We are confirming your payment', poll: false, busy: false, lines: [CONFIRMATION_TEXTS.pendingTooLong], reference: 'R-ABCD2345' });
  });

  it("released: the payment did not go through, the car is no longer held, with a link to the car", () => {
    const view = confirmationView({ kind: 'found', status: status('released'), gaveUp: false }, SETTINGS);
    expect(view.heading).toBe('Your payment did not go through; the car is no longer held');
    expect(view.link).toEqual({ text: 'Back to the 2021 Volkswagen Golf', href: '/cars/2021-vw-golf-u1' });
    expect(view.poll).toBe(false);
  });

  it("refunded: 'Your deposit has been refunded'", () => {
    const view = confirmationView({ kind: 'found', status: status('refunded'), gaveUp: false }, SETTINGS);
    expect(view.heading).toBe('Your deposit has been refunded');
    expect(view.lines).toEqual([CONFIRMATION_TEXTS.refunded]);
  });

  it("not found: 'We could not find this reservation', with the dealer's number", () => {
    const view = confirmationView({ kind: 'not-found' }, SETTINGS);
    expect(view.heading).toBe('We could not find this reservation');
    expect(view.link).toEqual({ text: '(03) 5550 1100', href: 'tel:0355501100' });
  });

  it('before the lookup it says what the page is for; while loading it says so, busy; a failure offers to try again', () => {
    expect(confirmationView({ kind: 'starting' }, SETTINGS)).toMatchObject({ heading: CONFIRMATION_TEXTS.title, lines: [CONFIRMATION_TEXTS.about], busy: false });
    expect(confirmationView({ kind: 'loading' }, SETTINGS)).toMatchObject({ lines: [CONFIRMATION_TEXTS.loading], busy: true });
    expect(confirmationView({ kind: 'failed' }, SETTINGS)).toMatchObject({ lines: [CONFIRMATION_TEXTS.failed], retry: true, poll: false });
  });
});

describe('polling and the rest of the page', () => {
  it('polls every 2 seconds for at most 2 minutes, only while the payment is being settled', () => {
    expect(POLL_INTERVAL_MS).toBe(2000);
    expect(POLL_LIMIT_MS).toBe(120_000);
    expect((['awaiting_payment', 'payment_pending', 'confirmed', 'released', 'refunded'] as const).filter(isSettling)).toEqual(['awaiting_payment', 'payment_pending']);
  });

  it.each([
    ['?reservation=r-1', 'r-1'],
    ['?reservation=%20r-2%20', 'r-2'],
    ['?reservation=', null],
    ['', null],
  ])('reads the reservation id of %j', (search, id) => {
    expect(reservationIdOf(search)).toBe(id);
  });

  it('the confirmation event names the reservation and the car, and is marked once per reservation', () => {
    expect(reservationConfirmedEvent(status('confirmed'))).toEqual({
      event: 'reservation_confirmed',
      reservation_id: 'r-1',
      reference: 'R-ABCD2345',
      car_slug: '2021-vw-golf-u1',
      stock_number: 'U1',
      deposit: '$200',
    });
    expect(confirmationEventStorageKey('r-1')).toBe('reservation_confirmed:r-1');
  });
});
