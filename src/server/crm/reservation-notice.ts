/**
 * A reservation notice as the outbox reads it: the payload of a submission of kind 'reservation',
 * which the reservation handlers store on every state change (each one a Reservation lead to the dealer's CRM) in this shape:
 *
 *   { user?: { name, email, phone, postcode, opt_in, terms },
 *     car: { id, slug, name, year, make, model, badge, vin, stocknum, km, price, car_type, status },
 *     reservation: { id, reference, state, previous_state, reason, deposit, currency, hold_expires_at,
 *                    payment_reference, refund_reference, car_held },
 *     page_url?: string }
 *
 * `deposit` is in major units (200 for AUD 200.00); `car_held` says whether the car is held after
 * the change. Pure and tolerant: the payload is stored JSON written by another module, so a field
 * that is missing or of another type reads as undefined (the ADF lists it under Other fields
 * instead) rather than failing a delivery that can never succeed.
 */
import type { ReservationState } from '../../domain/reservations/reservation.ts';
import type { StoredSubmission } from '../ports/lead-store.ts';

type Json = Readonly<Record<string, unknown>>;

function isRecord(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function text(value: unknown): string | undefined {
  if (typeof value === 'string') return value.trim() === '' ? undefined : value.trim();
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return undefined;
}

/** The states as the dealer reads them: `confirmed` says the money is in. */
const STATE_WORDS: Readonly<Record<ReservationState, string>> = {
  awaiting_payment: 'awaiting payment',
  payment_pending: 'payment pending',
  confirmed: 'confirmed (deposit paid)',
  released: 'released',
  refunded: 'refunded',
};

/** A reservation state in words; a state this code does not know is shown with spaces for underscores. */
function reservationStateWords(state: string): string {
  return Object.hasOwn(STATE_WORDS, state) ? STATE_WORDS[state as ReservationState] : state.replaceAll('_', ' ');
}

/** A deposit in major units with its currency code, as "AUD 200.00"; undefined when the amount is not a number. */
function formatDeposit(amount: unknown, currency: unknown): string | undefined {
  const value = typeof amount === 'number' ? amount : typeof amount === 'string' && amount.trim() !== '' ? Number(amount) : Number.NaN;
  if (!Number.isFinite(value)) return undefined;
  const code = text(currency);
  return code === undefined ? value.toFixed(2) : `${code} ${value.toFixed(2)}`;
}

/** The `reservation` object of a notice, or undefined when the submission is not a reservation notice. */
export function reservationOf(submission: Pick<StoredSubmission, 'kind' | 'payload'>): Json | undefined {
  if (submission.kind !== 'reservation') return undefined;
  return isRecord(submission.payload.reservation) ? submission.payload.reservation : undefined;
}

/** The car snapshot of a notice (possibly empty). */
function carOf(submission: Pick<StoredSubmission, 'payload'>): Json {
  return isRecord(submission.payload.car) ? submission.payload.car : {};
}

/** The car as a person names it: the snapshot's name (which leads with the year), else year, make, model and badge. */
function carName(car: Json): string | undefined {
  const name = text(car.name);
  if (name !== undefined) return name;
  const parts = [car.year, car.make, car.model, car.badge].map(text).filter((part): part is string => part !== undefined);
  return parts.length > 0 ? parts.join(' ') : undefined;
}

/**
 * One line saying what happened, for e-mail subjects and deploy titles:
 * "Reservation R-ABC23456 confirmed (deposit paid): 2024 Volkswagen Tiguan 162TSI Elegance".
 * Undefined when the submission is not a reservation notice with a reference.
 */
export function reservationHeadline(submission: Pick<StoredSubmission, 'kind' | 'payload'>): string | undefined {
  const reservation = reservationOf(submission);
  const reference = text(reservation?.reference);
  if (reservation === undefined || reference === undefined) return undefined;
  const state = text(reservation.state);
  const car = carName(carOf(submission));
  return `Reservation ${reference}${state === undefined ? '' : ` ${reservationStateWords(state)}`}${car === undefined ? '' : `: ${car}`}`;
}

/** What the search index needs from a notice: the car and whether it is held after the change. */
interface CarHoldChange {
  readonly carId: number;
  readonly carHeld: boolean;
}

/**
 * The car and its hold after the change, or a plain reason why the notice does not say: a car id
 * that is not a whole number, or a `car_held` that is not a boolean.
 */
export function carHoldChange(submission: Pick<StoredSubmission, 'kind' | 'payload'>): CarHoldChange | { readonly problem: string } {
  const reservation = reservationOf(submission);
  if (reservation === undefined) return { problem: `submission of kind ${submission.kind} is not a reservation notice (no reservation object)` };
  const id = carOf(submission).id;
  const carId = typeof id === 'string' && /^\d+$/.test(id) ? Number(id) : id;
  if (typeof carId !== 'number' || !Number.isSafeInteger(carId)) return { problem: `the reservation notice names no car id (car.id is ${JSON.stringify(id) ?? 'missing'})` };
  const held = reservation.car_held;
  if (typeof held !== 'boolean') return { problem: `the reservation notice does not say whether car ${carId} is held (reservation.car_held is ${JSON.stringify(held) ?? 'missing'})` };
  return { carId, carHeld: held };
}

/** A notice field as one line of text; null reads "none" (no payment yet, no refund); missing or empty is left out. */
function lineValue(value: unknown): string | undefined {
  if (value === null) return 'none';
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  const plain = text(value);
  if (plain !== undefined) return plain;
  return value === undefined || value === '' ? undefined : JSON.stringify(value);
}

/** The notice fields the Reservation block shows, in its order, with how each reads. */
const BLOCK_FIELDS: readonly { readonly label: string; readonly keys: readonly string[]; readonly read: (reservation: Json) => string | undefined }[] = [
  { label: 'Reference', keys: ['reference'], read: (r) => lineValue(r.reference) },
  // The id the reservations ops command takes (refund, release).
  { label: 'Reservation ID', keys: ['id'], read: (r) => lineValue(r.id) },
  { label: 'State', keys: ['state'], read: (r) => (typeof r.state === 'string' && r.state.trim() !== '' ? reservationStateWords(r.state.trim()) : lineValue(r.state)) },
  {
    label: 'Previous state',
    keys: ['previous_state'],
    read: (r) => (typeof r.previous_state === 'string' && r.previous_state.trim() !== '' ? reservationStateWords(r.previous_state.trim()) : lineValue(r.previous_state)),
  },
  { label: 'Reason', keys: ['reason'], read: (r) => lineValue(r.reason) },
  { label: 'Deposit', keys: ['deposit', 'currency'], read: (r) => formatDeposit(r.deposit, r.currency) },
  { label: 'Hold expires', keys: ['hold_expires_at'], read: (r) => lineValue(r.hold_expires_at) },
  { label: 'Payment reference', keys: ['payment_reference'], read: (r) => lineValue(r.payment_reference) },
  { label: 'Refund reference', keys: ['refund_reference'], read: (r) => lineValue(r.refund_reference) },
  { label: 'Car held', keys: ['car_held'], read: (r) => lineValue(r.car_held) },
];

/**
 * The Reservation block of a notice's comments, `Label: value` per field, and the reservation's
 * fields it did not show (as `reservation.<name>`), for Other fields: nothing of the notice is
 * dropped. A deposit that is not a number is not shown here, so it stays listed with its currency.
 */
export function reservationBlock(reservation: Json): { readonly lines: readonly string[]; readonly rest: readonly { key: string; value: unknown }[] } {
  const shown = new Set<string>();
  const lines: string[] = [];
  for (const field of BLOCK_FIELDS) {
    const value = field.read(reservation);
    if (value === undefined) continue;
    lines.push(`${field.label}: ${value}`);
    for (const key of field.keys) shown.add(key);
  }
  const rest = Object.entries(reservation)
    .filter(([key]) => !shown.has(key))
    .map(([key, value]) => ({ key: `reservation.${key}`, value }));
  return { lines, rest };
}
