/**
 * A reservation's life: the states, the payment events that move it, and what each move
 * does. Pure: the store applies `transition` inside the transaction that records the event, so a
 * replayed or duplicated event, or one that arrives late or out of order, lands on a state that
 * already says what happened and changes nothing.
 *
 * States. While a reservation is `awaiting_payment`, `payment_pending` or `confirmed` it holds its
 * car: the database allows one such reservation per car (a partial unique index), so of many shoppers
 * who try at once exactly one gets the hold.
 * - awaiting_payment: the hold is taken and the shopper is sent to pay; it lapses at its expiry.
 * - payment_pending: the shopper paid by a method that settles later; the hold stays until it does.
 * - confirmed: the deposit is paid; the car is reserved for the shopper.
 * - released: the hold ended without a payment (expired, abandoned, declined, or ops released it).
 * - refunded: the deposit was paid and given back (ops, or a payment that came after the release).
 */

/** Every state, in the order a reservation normally goes through them. */
export const RESERVATION_STATES = ['awaiting_payment', 'payment_pending', 'confirmed', 'released', 'refunded'] as const;
export type ReservationState = (typeof RESERVATION_STATES)[number];

/** The states in which a reservation holds its car (the unique index's predicate lists the same). */
export const HOLDING_STATES: readonly ReservationState[] = ['awaiting_payment', 'payment_pending', 'confirmed'];

/** Whether a reservation in this state holds its car. */
export function holdsCar(state: ReservationState): boolean {
  return HOLDING_STATES.includes(state);
}

/**
 * What can happen to a reservation:
 * - `paid`: the checkout completed and the money is in (Stripe checkout.session.completed, paid);
 * - `payment_processing`: the checkout completed with a payment that settles later (completed, unpaid);
 * - `payment_succeeded` / `payment_failed`: that later payment settled (async_payment_succeeded / _failed);
 * - `checkout_expired`: the payment page expired unused (checkout.session.expired);
 * - `hold_expired`: our clock passed the hold's expiry with no payment;
 * - `checkout_failed`: the gateway could not open the payment page, so the hold is given up at once;
 * - `ops_release` / `ops_refund`: the dealer's staff, through `npm run reservations`.
 */
export type ReservationEvent =
  | 'checkout_failed'
  | 'paid'
  | 'payment_processing'
  | 'payment_succeeded'
  | 'payment_failed'
  | 'checkout_expired'
  | 'hold_expired'
  | 'ops_release'
  | 'ops_refund';

/** What a move asks the caller to do besides writing the new state. */
export type ReservationEffect =
  /** Give the deposit back through the gateway (idempotent per reservation). */
  | 'refund'
  /** Expire the payment page so it can no longer take money. */
  | 'expire_checkout';

/** The outcome of an event on a state. */
export type Transition =
  | {
      readonly kind: 'move';
      readonly to: ReservationState;
      readonly effects: readonly ReservationEffect[];
      /** Why, in words for the state history and the dealer's lead. */
      readonly reason: string;
    }
  /** Nothing changes: the event is a repeat, late news the state already reflects, or does not apply. */
  | { readonly kind: 'none'; readonly reason: string }
  /** An ops command that does not apply to this state; the CLI prints the reason. */
  | { readonly kind: 'refused'; readonly reason: string };

function move(to: ReservationState, reason: string, effects: readonly ReservationEffect[] = []): Transition {
  return { kind: 'move', to, effects, reason };
}

function none(reason: string): Transition {
  return { kind: 'none', reason };
}

/** The late-payment rule: money that arrives for a reservation whose hold has ended goes back. */
const LATE_PAYMENT = 'payment arrived after the hold was released; refunded automatically';

/** What `event` does to a reservation in `state`. */
export function transition(state: ReservationState, event: ReservationEvent): Transition {
  switch (event) {
    case 'checkout_failed':
      if (state === 'awaiting_payment') return move('released', 'the payment page could not be opened');
      return none(`the reservation is ${state.replace('_', ' ')}`);
    case 'paid':
    case 'payment_succeeded':
      if (state === 'awaiting_payment' || state === 'payment_pending') return move('confirmed', 'deposit paid');
      if (state === 'released') return move('refunded', LATE_PAYMENT, ['refund']);
      return none(state === 'confirmed' ? 'already confirmed' : 'already refunded');
    case 'payment_processing':
      // A settled payment may be reported before the completion that announced it (events arrive in any order).
      if (state === 'awaiting_payment') return move('payment_pending', 'payment made; waiting for it to settle');
      return none(`already ${state.replace('_', ' ')}`);
    case 'payment_failed':
      if (state === 'awaiting_payment' || state === 'payment_pending') return move('released', 'the payment failed', ['expire_checkout']);
      return none(`the reservation is ${state.replace('_', ' ')}`);
    case 'checkout_expired':
      if (state === 'awaiting_payment') return move('released', 'the payment page expired without a payment');
      return none(`the reservation is ${state.replace('_', ' ')}`);
    case 'hold_expired':
      if (state === 'awaiting_payment') return move('released', 'the hold expired without a payment', ['expire_checkout']);
      return none(`the reservation is ${state.replace('_', ' ')}`);
    case 'ops_release':
      if (state === 'awaiting_payment' || state === 'payment_pending') return move('released', 'released by the dealer', ['expire_checkout']);
      if (state === 'confirmed') return { kind: 'refused', reason: 'the deposit is paid: refund it instead (npm run reservations -- refund <id>)' };
      return { kind: 'refused', reason: `the reservation is already ${state}` };
    case 'ops_refund':
      if (state === 'confirmed') return move('refunded', 'refunded by the dealer', ['refund']);
      if (state === 'refunded') return none('already refunded');
      return { kind: 'refused', reason: `there is no paid deposit to refund: the reservation is ${state.replace('_', ' ')}` };
  }
}

/** The shopper's reservation reference: "R-" and 8 characters a person can read out (no 0/O, 1/I/L). */
export const REFERENCE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';

/** A reference from random bytes (the caller supplies them, so this stays pure). */
export function referenceFrom(bytes: Uint8Array): string {
  let text = '';
  for (let i = 0; i < 8; i += 1) text += REFERENCE_ALPHABET[(bytes[i] ?? 0) % REFERENCE_ALPHABET.length];
  return `R-${text}`;
}

/** How long a hold lasts unless the site sets another length (Stripe's shortest checkout session). */
export const DEFAULT_HOLD_MINUTES = 30;
/** Stripe Checkout sessions last 30 minutes to 24 hours, so a hold does too. */
export const MIN_HOLD_MINUTES = 30;
export const MAX_HOLD_MINUTES = 24 * 60;
