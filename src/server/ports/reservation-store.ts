/**
 * The reservation store port: reservations, the holds they take on cars, their state
 * history and the gateway events already applied. Adapter: the same SQL database as the leads
 * (store/sql-reservation-store.ts, migrations/002_reservations.sql).
 *
 * What the database, not a read-then-write, guarantees:
 * - one holding reservation per car and site (a partial unique index over the holding states), so of
 *   many shoppers who try at once exactly one gets the hold;
 * - one reservation per (site, idempotency key), so a retried submit returns the first;
 * - each gateway event applied once: its id is recorded in the same transaction as its effect.
 *
 * Every state change writes a history row and the dealer's notice (a 'reservation' submission and
 * its outbox entries) in the same transaction as the change.
 */
import type { ReservationEffect, ReservationEvent, ReservationState } from '../../domain/reservations/reservation.ts';
import type { NewOutboxEntry, NewSubmission } from './lead-store.ts';

/** The car a reservation holds, as it was when the hold was taken. */
export interface ReservedCar {
  readonly id: number;
  readonly slug: string;
  readonly name: string;
  readonly stocknum: string;
}

/** A reservation as stored. */
export interface Reservation {
  /** UUID; the confirmation page's `?reservation=`. */
  readonly id: string;
  /** R-XXXXXXXX: what the shopper and the dealer quote. */
  readonly reference: string;
  readonly siteSlug: string;
  readonly idempotencyKey: string;
  /** The lead the reservation created (its submission id). */
  readonly leadId: string;
  readonly car: ReservedCar;
  /** For the confirmation page's greeting; the rest of the shopper is in the lead. */
  readonly firstName: string;
  readonly amountMinor: number;
  readonly currency: 'AUD' | 'NZD' | 'USD';
  readonly state: ReservationState;
  /** ISO 8601: when an unpaid hold lapses. */
  readonly holdExpiresAt: string;
  readonly checkoutSessionId: string | null;
  readonly paymentUrl: string | null;
  /** The payment (Stripe pi_...), once a gateway event named it. */
  readonly paymentId: string | null;
  readonly refundId: string | null;
  readonly createdAt: string;
  readonly updatedAt: string;
}

/** One step of a reservation's life. */
export interface ReservationHistoryEntry {
  readonly at: string;
  /** Null for the first row (the hold was taken). */
  readonly from: ReservationState | null;
  readonly to: ReservationState;
  readonly reason: string;
  /** What caused it: 'api', 'clock', 'ops', or 'event:<gateway event id>'. */
  readonly source: string;
}

/** The dealer's notice of a reservation's change: a 'reservation' submission and where it goes. */
export interface ReservationNotice {
  readonly submission: NewSubmission;
  readonly outbox: readonly NewOutboxEntry[];
}

/**
 * Builds the notice of a move, from the reservation as it is after the move and the payload of its
 * lead (the shopper and the car as they were sent), which the store reads in the same transaction.
 */
export type NoticeBuilder = (
  reservation: Reservation,
  change: { readonly from: ReservationState; readonly reason: string },
  leadPayload: Readonly<Record<string, unknown>>,
) => ReservationNotice;

/** A hold to take. */
export interface NewReservation {
  /** A fresh UUID (the lead's payload names it). */
  readonly id: string;
  readonly siteSlug: string;
  readonly idempotencyKey: string;
  readonly reference: string;
  readonly car: ReservedCar;
  readonly firstName: string;
  readonly amountMinor: number;
  readonly currency: 'AUD' | 'NZD' | 'USD';
  readonly holdExpiresAt: Date;
  /** The reservation's lead (kind 'reservation'), stored in the same transaction with its outbox. */
  readonly lead: ReservationNotice;
}

/** What taking a hold came to. */
export type HoldResult =
  | { readonly kind: 'created'; readonly reservation: Reservation }
  /** The idempotency key was seen: the first reservation, whatever state it is in now. */
  | { readonly kind: 'replayed'; readonly reservation: Reservation }
  /** Another reservation holds the car. */
  | { readonly kind: 'car_held' }
  /** The reference was taken (a one in 10^11 chance): draw another and try again. */
  | { readonly kind: 'reference_taken' };

/** The side effects a move asks for, run inside its transaction (see `applyEvent`). */
export interface ReservationEffects {
  /** Refunds the deposit; a rejection rolls the whole change back, so the event can be retried. */
  refund(reservation: Reservation): Promise<{ readonly refundId: string }>;
  /** Closes the payment page; best effort (a failure is logged, the change still commits). */
  expireCheckout(reservation: Reservation): Promise<void>;
}

/** An event to apply to a reservation. */
export interface ReservationEventInput {
  readonly siteSlug: string;
  readonly reservationId: string;
  readonly event: ReservationEvent;
  /** 'api', 'clock', 'ops', or 'event:<id>' (recorded in the history). */
  readonly source: string;
  /** A gateway event: recorded once; a second delivery of the same id changes nothing. */
  readonly gatewayEvent?: { readonly provider: string; readonly id: string; readonly type: string };
  /** The payment the event names, kept on the reservation (a later refund needs it). */
  readonly paymentId?: string | null;
}

/** What applying an event came to. */
export type ApplyResult =
  | { readonly kind: 'moved'; readonly reservation: Reservation; readonly effects: readonly ReservationEffect[] }
  /** Nothing changed: a repeat, late news already reflected, or an event that does not apply. */
  | { readonly kind: 'unchanged'; readonly reservation: Reservation; readonly reason: string }
  /** The gateway event id had been applied before. */
  | { readonly kind: 'duplicate' }
  /** An ops command that does not apply to the state (the CLI prints the reason). */
  | { readonly kind: 'refused'; readonly reservation: Reservation; readonly reason: string }
  | { readonly kind: 'not_found' };

/** The store. */
export interface ReservationStore {
  /**
   * Takes a hold: in one transaction, releases the car's lapsed unpaid holds (with their notices),
   * then inserts the reservation, its history row, its lead and the lead's outbox entries.
   */
  hold(reservation: NewReservation, now: Date, notice: NoticeBuilder): Promise<HoldResult>;
  /** Records the payment page opened for a reservation. */
  attachCheckout(siteSlug: string, reservationId: string, session: { readonly sessionId: string; readonly url: string }, now: Date): Promise<void>;
  get(siteSlug: string, reservationId: string): Promise<Reservation | null>;
  /** A reservation by id on any site (the ops CLI names only the id). */
  find(reservationId: string): Promise<Reservation | null>;
  /** The reservation holding a car now (an unpaid hold past its expiry does not count), or null. */
  holdOf(siteSlug: string, carId: number, now: Date): Promise<Reservation | null>;
  /**
   * Applies an event (domain transition) in one transaction with the row locked: records the
   * gateway event id, moves the state, writes history and notice, and runs the move's effects.
   */
  applyEvent(input: ReservationEventInput, now: Date, effects: ReservationEffects, notice: NoticeBuilder): Promise<ApplyResult>;
  /** Releases the site's unpaid holds past their expiry (with history and notices); answers how many. */
  releaseLapsedHolds(siteSlug: string, now: Date, effects: ReservationEffects, notice: NoticeBuilder): Promise<number>;
  /** Newest first, each with its history (oldest first). */
  list(siteSlug: string, options: { readonly limit: number }): Promise<{ reservation: Reservation; history: ReservationHistoryEntry[] }[]>;
  /** A reservation's history, oldest first. */
  history(siteSlug: string, reservationId: string): Promise<ReservationHistoryEntry[]>;
}
