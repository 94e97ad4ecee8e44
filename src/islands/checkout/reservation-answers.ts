/**
 * The reservation API's answers as the browser reads them (reservation-api.ts names their shapes):
 * each JSON body is checked field by field here, at the edge, so the islands only see typed values
 * or null, and a POST /api/reservations answer becomes the one thing the form has to do about it.
 */
import type { ReservationCreated, ReservationRefusalCode, ReservationStatus } from '../../domain/reservations/reservation-api.ts';
import { RESERVATION_STATES, type ReservationState } from '../../domain/reservations/reservation.ts';
import { RESERVE_REFUSAL_TEXTS } from '../../domain/cars/reserve-check.ts';
import { STOCK_AGE_TEXTS } from '../../domain/cars/stock-age.ts';
import { textRecord, type JsonAnswer } from '../forms/submit.ts';

function recordOf(data: unknown): Record<string, unknown> | null {
  return typeof data === 'object' && data !== null && !Array.isArray(data) ? (data as Record<string, unknown>) : null;
}

const isText = (value: unknown): value is string => typeof value === 'string' && value !== '';

/** Whether `value` is an ISO 8601 date-time a Date can read. */
const isDateTime = (value: unknown): value is string => isText(value) && !Number.isNaN(Date.parse(value));

/** A path on this site (not a link elsewhere: `//host` and `https:` are refused). */
export function sitePath(value: unknown): string | null {
  return typeof value === 'string' && value.startsWith('/') && !value.startsWith('//') ? value : null;
}

/** A 200 answer of POST /api/reservations; null when a field is missing or of the wrong type. */
export function parseReservationCreated(data: unknown): ReservationCreated | null {
  const record = recordOf(data);
  if (record === null) return null;
  const { reservation_id, reference, lead_id, payment_url, hold_expires_at } = record;
  if (!isText(reservation_id) || !isText(reference) || !isText(lead_id) || !isText(payment_url) || !isDateTime(hold_expires_at)) return null;
  return { reservation_id, reference, lead_id, payment_url, hold_expires_at };
}

/** A GET /api/reservations/{id} answer; null when a field is missing or of the wrong type. */
export function parseReservationStatus(data: unknown): ReservationStatus | null {
  const record = recordOf(data);
  const car = recordOf(record?.car);
  if (record === null || car === null) return null;
  const { reservation_id, reference, state, deposit_text, hold_expires_at, first_name } = record;
  if (!isText(reservation_id) || !isText(reference) || !isText(deposit_text) || typeof first_name !== 'string') return null;
  if (!RESERVATION_STATES.includes(state as ReservationState)) return null;
  if (hold_expires_at !== null && !isDateTime(hold_expires_at)) return null;
  if (!isText(car.slug) || !isText(car.name) || typeof car.stocknum !== 'string') return null;
  return {
    reservation_id,
    reference,
    state: state as ReservationState,
    car: { slug: car.slug, name: car.name, stocknum: car.stocknum },
    deposit_text,
    hold_expires_at,
    first_name,
  };
}

/**
 * What a POST /api/reservations answer asks the form to do:
 * - `created`: the hold is taken; go to the payment page;
 * - `refused`: someone holds the car, it fails the reserve check now, or the site's stock is stale
 *   (`stock_unconfirmed`); say so and offer similar cars (or, for stale stock, an enquiry);
 * - `hold-ended`: the attempt's hold has lapsed; forget its key so the next submit takes a new hold;
 * - `invalid`: the server refused fields (400 with `fields`, named as the form names them);
 * - `failed`: anything else (no network, a refusal without fields, a server error, an unreadable
 *   answer), with the server's words when it gave any.
 */
export type ReservationAnswer =
  | { readonly kind: 'created'; readonly created: ReservationCreated }
  | { readonly kind: 'refused'; readonly code: Exclude<ReservationRefusalCode, 'hold_ended'>; readonly error: string; readonly similarUrl: string | null }
  | { readonly kind: 'hold-ended' }
  | { readonly kind: 'invalid'; readonly fields: Readonly<Record<string, string>> }
  | { readonly kind: 'failed'; readonly message: string | null };

/** Reads a POST /api/reservations answer (null: the network failed on every try). */
export function readReservationAnswer(answer: JsonAnswer | null): ReservationAnswer {
  if (answer === null) return { kind: 'failed', message: null };
  const record = recordOf(answer.data) ?? {};
  const error = isText(record.error) ? record.error : null;
  if (answer.status === 200 || answer.status === 201) {
    const created = parseReservationCreated(answer.data);
    return created === null ? { kind: 'failed', message: null } : { kind: 'created', created };
  }
  if (answer.status === 409) {
    if (record.code === 'hold_ended') return { kind: 'hold-ended' };
    if (record.code === 'car_held' || record.code === 'not_reservable') {
      const fallback = record.code === 'car_held' ? RESERVE_REFUSAL_TEXTS.reserved : RESERVE_REFUSAL_TEXTS['no-card-payment'];
      return { kind: 'refused', code: record.code, error: error ?? fallback, similarUrl: sitePath(record.similar_url) };
    }
    if (record.code === 'stock_unconfirmed') return { kind: 'refused', code: record.code, error: error ?? STOCK_AGE_TEXTS.unconfirmed, similarUrl: null };
  }
  if (answer.status === 400) {
    // The server names the shopper's fields by their path in the body (`user.email`); the form by name.
    const fields = Object.fromEntries(Object.entries(textRecord(record.fields)).map(([path, message]) => [path.replace(/^user\./, ''), message]));
    if (Object.keys(fields).length > 0) return { kind: 'invalid', fields };
  }
  return { kind: 'failed', message: error };
}
