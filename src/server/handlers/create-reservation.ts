/**
 * POST /api/reservations: holds a car for a shopper and answers the payment page to send
 * them to. The guards and bot check of the lead API come first; then the body is checked with the
 * checkout form's own schema, the car is looked up in the site's feed and put through the reserve
 * check, and the deposit is worked out from the config and the feed (never from the body). The hold,
 * its lead and the lead's outbox entries are written in one transaction; the database lets one
 * hold per car exist, so of many shoppers who try at once exactly one gets it and the others are
 * told 'This car has just been reserved'. A retry with the same Idempotency-Key answers the first
 * reservation: its payment page while the hold lasts, the confirmation page once paid.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { stockFilterSettingsOf } from '../../config/stock-filter-settings.ts';
import type { Car } from '../../domain/cars/car.ts';
import { CHECKOUT_FORM_FIELDS } from '../../domain/leads/checkout-form.ts';
import { depositCharge } from '../../domain/reservations/deposit.ts';
import { RESERVE_REFUSAL_TEXTS, reserveCheck } from '../../domain/cars/reserve-check.ts';
import { referenceFrom } from '../../domain/reservations/reservation.ts';
import type { ReservationCreated, ReservationRefusalCode, ReservationRefused } from '../../domain/reservations/reservation-api.ts';
import { carPurchasePath, reservationConfirmedPath } from '../../domain/routes/routes.ts';
import { stockPredicate } from '../../domain/search/stock-filter.ts';
import { findSimilarPath } from '../../site/vehicle-page.ts';
import { errorResponse, jsonResponse } from '../http/responses.ts';
import { validateBody } from '../http/validation.ts';
import type { HoldResult, Reservation } from '../ports/reservation-store.ts';
import { isStockStale, unconfirmedStockMessage } from '../../domain/cars/stock-age.ts';
import { handleFormPost, useReservations, useStore } from './common.ts';
import type { HandlerDeps } from './deps.ts';
import { reservationEffects } from './reservation-effects.ts';
import { reservationLead, reservationNotices } from './reservation-notice.ts';
import { reservationRequestSchema } from './schemas.ts';

export const RESERVATION_TEXTS = {
  carNotFound: 'There is no car with this address on this website.',
  stockUnavailable: 'Reservations cannot be taken just now. Please try again in a few minutes.',
  gatewayUnavailable: 'The payment page could not be opened just now, so the car was not held. Please try again in a few minutes.',
  holdEnded: 'Your hold on this car has ended. Please send the form again to reserve it.',
} as const;

/** How many fresh references to draw before giving up (a clash is a one in 10^11 event). */
const REFERENCE_TRIES = 3;

function refused(code: ReservationRefusalCode, error: string, similarUrl?: string): Response {
  const body: ReservationRefused = similarUrl === undefined ? { error, code } : { error, code, similar_url: similarUrl };
  return jsonResponse(409, body);
}

/** The origin the shopper's browser is on: its Origin header (the guards admitted it) or the site's URL. */
function shopperOrigin(request: Request, siteUrl: string): string {
  return request.headers.get('origin') ?? new URL(siteUrl).origin;
}

function created(reservation: Reservation, paymentUrl: string, replayed: boolean): Response {
  const body: ReservationCreated = {
    reservation_id: reservation.id,
    reference: reservation.reference,
    lead_id: reservation.leadId,
    payment_url: paymentUrl,
    hold_expires_at: reservation.holdExpiresAt,
  };
  return jsonResponse(200, body, replayed ? { 'Idempotent-Replayed': 'true' } : {});
}

/** Opens (or reopens: the gateway answers the same page for the same reservation) the payment page. */
async function openCheckout(request: Request, deps: HandlerDeps, reservation: Reservation, car: Car, email: string, replayed: boolean): Promise<Response> {
  const origin = shopperOrigin(request, deps.site.url);
  const purchasePath = carPurchasePath(car.slug, deps.site.features.buttons) ?? `/cars/${car.slug}`;
  let session;
  try {
    session = await deps.payments.gateway.createCheckout({
      reservationId: reservation.id,
      reference: reservation.reference,
      siteSlug: deps.site.slug,
      amountMinor: reservation.amountMinor,
      currency: reservation.currency,
      description: `Reserve deposit: ${car.name} (stock ${car.stocknum})`,
      customerEmail: email,
      expiresAt: new Date(reservation.holdExpiresAt),
      successUrl: `${origin}${reservationConfirmedPath(reservation.id)}`,
      cancelUrl: `${origin}${purchasePath}?payment=cancelled`,
    });
  } catch (error) {
    deps.logError(`${deps.site.slug}: the payment page of reservation ${reservation.reference} could not be opened`, error);
    const now = deps.now();
    await useReservations(deps, (store) =>
      store.applyEvent(
        { siteSlug: deps.site.slug, reservationId: reservation.id, event: 'checkout_failed', source: 'api' },
        now,
        reservationEffects(deps),
        reservationNotices(deps.site),
      ),
    );
    return errorResponse(502, RESERVATION_TEXTS.gatewayUnavailable, {}, { 'Retry-After': '30' });
  }
  await useReservations(deps, (store) => store.attachCheckout(deps.site.slug, reservation.id, session, deps.now()));
  return created(reservation, session.url, replayed);
}

/** The shopper's e-mail, for the payment page's receipt: kept in the lead, not on the reservation. */
async function leadEmail(deps: HandlerDeps, reservation: Reservation): Promise<string> {
  const lead = await useStore(deps, (store) => store.get(deps.site.slug, reservation.leadId));
  const user = lead?.payload.user;
  const email = typeof user === 'object' && user !== null ? (user as Record<string, unknown>).email : undefined;
  return typeof email === 'string' ? email : '';
}

/** The answer to a retried submit: the first reservation, as it is now. */
async function answerReplay(request: Request, deps: HandlerDeps, reservation: Reservation, car: Car): Promise<Response> {
  const origin = shopperOrigin(request, deps.site.url);
  switch (reservation.state) {
    case 'awaiting_payment':
      if (Date.parse(reservation.holdExpiresAt) <= deps.now().getTime()) return refused('hold_ended', RESERVATION_TEXTS.holdEnded);
      if (reservation.paymentUrl !== null) return created(reservation, reservation.paymentUrl, true);
      return openCheckout(request, deps, reservation, car, await leadEmail(deps, reservation), true);
    case 'payment_pending':
    case 'confirmed':
      return created(reservation, `${origin}${reservationConfirmedPath(reservation.id)}`, true);
    case 'released':
    case 'refunded':
      return refused('hold_ended', RESERVATION_TEXTS.holdEnded);
  }
}

/** Handles POST /api/reservations. */
export function createReservation(request: Request, deps: HandlerDeps): Promise<Response> {
  return handleFormPost(request, deps, async (body, idempotencyKey) => {
    const validated = await validateBody(reservationRequestSchema(deps.site), body, ['car_slug', ...CHECKOUT_FORM_FIELDS.map((field) => `user.${field}`)]);
    if (!validated.ok) return validated.response;
    const { car_slug: carSlug, user, page_url: pageUrl } = validated.value;
    const now = deps.now();
    let cars: readonly Car[];
    try {
      cars = await deps.cars();
    } catch (error) {
      deps.logError(`${deps.site.slug}: the cars data could not be read for a reservation`, error);
      return errorResponse(503, RESERVATION_TEXTS.stockUnavailable, {}, { 'Retry-After': '30' });
    }
    const car = cars.find((candidate) => candidate.slug === carSlug);
    if (car === undefined) return errorResponse(404, RESERVATION_TEXTS.carNotFound);
    // A static site cannot know a car is still there once its stock has gone unconfirmed: no deposit then.
    const confirmedAt = await deps.stockConfirmedAt().catch((error: unknown) => {
      deps.logError(`${deps.site.slug}: when the stock was last confirmed could not be read for a reservation`, error);
      return null;
    });
    const nowSeconds = Math.floor(now.getTime() / 1000);
    if (isStockStale(confirmedAt, nowSeconds, deps.site.stock.stale_after_hours)) return refused('stock_unconfirmed', unconfirmedStockMessage(confirmedAt, nowSeconds));
    const listed = stockPredicate(stockFilterSettingsOf(deps.site.search), Math.floor(now.getTime() / 1000))(car);
    const check = reserveCheck(car, { reserve: deps.site.features.buttons.reserve, listed, held: false });
    if (!check.ok) {
      const code = check.reason === 'reserved' ? 'car_held' : 'not_reservable';
      return refused(code, RESERVE_REFUSAL_TEXTS[check.reason], findSimilarPath(car));
    }
    const charge = depositCharge(car, deps.site.region, deps.site.payments.deposit);
    const holdExpiresAt = new Date(now.getTime() + deps.site.payments.hold_minutes * 60_000);
    let result: HoldResult = { kind: 'reference_taken' };
    for (let attempt = 0; attempt < REFERENCE_TRIES && result.kind === 'reference_taken'; attempt += 1) {
      const draft: Reservation = {
        id: randomUUID(),
        reference: referenceFrom(randomBytes(8)),
        siteSlug: deps.site.slug,
        idempotencyKey,
        leadId: '',
        car: { id: car.id, slug: car.slug, name: car.name, stocknum: car.stocknum },
        firstName: user.name.split(/\s+/)[0] ?? '',
        amountMinor: charge.amountMinor,
        currency: charge.currency,
        state: 'awaiting_payment',
        holdExpiresAt: holdExpiresAt.toISOString(),
        checkoutSessionId: null,
        paymentUrl: null,
        paymentId: null,
        refundId: null,
        createdAt: now.toISOString(),
        updatedAt: now.toISOString(),
      };
      const hold = {
        ...draft,
        holdExpiresAt,
        lead: reservationLead(deps.site, draft, car, user, pageUrl, now),
      };
      result = await useReservations(deps, (store) => store.hold(hold, now, reservationNotices(deps.site)));
    }
    switch (result.kind) {
      case 'created':
        return openCheckout(request, deps, result.reservation, car, user.email, false);
      case 'replayed':
        return answerReplay(request, deps, result.reservation, car);
      case 'car_held':
        return refused('car_held', RESERVE_REFUSAL_TEXTS.reserved, findSimilarPath(car));
      case 'reference_taken':
        throw new Error('no free reservation reference after several draws');
    }
  });
}
