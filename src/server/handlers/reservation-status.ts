/**
 * GET /api/reservations/{id}: what the confirmation page shows a shopper coming back from the payment
 * page: the reference, the state (the webhook decides it; this only reads), the car and the deposit.
 * The id is a random UUID only the shopper's browser was given; the answer names no more of the
 * shopper than the first name.
 */
import { formatMoney } from '../../domain/basics/format.ts';
import type { ReservationStatus } from '../../domain/reservations/reservation-api.ts';
import { pathParameter } from '../http/path-parameter.ts';
import { errorResponse, jsonResponse } from '../http/responses.ts';
import { isSubmissionId } from '../ports/lead-store.ts';
import { StoreFailure, useReservations } from './common.ts';
import type { HandlerDeps } from './deps.ts';

/** The path this handler serves; `{id}` is the reservation id. */
export const RESERVATION_STATUS_PATH = /^\/api\/reservations\/([^/]+)\/?$/;

export const RESERVATION_STATUS_TEXTS = {
  notFound: 'We could not find this reservation.',
  methodNotAllowed: 'This address only answers GET requests.',
  unavailable: 'Your reservation could not be looked up just now. Please try again in a few minutes.',
} as const;

/** Handles GET /api/reservations/{id}. */
export async function reservationStatus(request: Request, deps: HandlerDeps): Promise<Response> {
  if (request.method !== 'GET') return errorResponse(405, RESERVATION_STATUS_TEXTS.methodNotAllowed, {}, { Allow: 'GET' });
  const parameter = pathParameter(request, RESERVATION_STATUS_PATH, 'reservation id');
  if (!parameter.ok) return parameter.response;
  const id = parameter.value;
  if (!isSubmissionId(id)) return errorResponse(404, RESERVATION_STATUS_TEXTS.notFound);
  let reservation;
  try {
    reservation = await useReservations(deps, (store) => store.get(deps.site.slug, id));
  } catch (error) {
    deps.logError(`${deps.site.slug}: reservation ${id} could not be read`, error instanceof StoreFailure ? error.cause : error);
    return errorResponse(503, RESERVATION_STATUS_TEXTS.unavailable, {}, { 'Retry-After': '10' });
  }
  if (reservation === null) return errorResponse(404, RESERVATION_STATUS_TEXTS.notFound);
  const body: ReservationStatus = {
    reservation_id: reservation.id,
    reference: reservation.reference,
    state: reservation.state,
    car: { slug: reservation.car.slug, name: reservation.car.name, stocknum: reservation.car.stocknum },
    deposit_text: formatMoney(reservation.amountMinor / 100, deps.site.region),
    hold_expires_at: reservation.state === 'awaiting_payment' ? reservation.holdExpiresAt : null,
    first_name: reservation.firstName,
  };
  return jsonResponse(200, body);
}
