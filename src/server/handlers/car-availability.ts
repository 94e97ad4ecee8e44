/**
 * GET /api/cars/{slug}/availability: whether a car is free, held or sold right now. The pages are
 * static, so the vehicle and checkout pages ask this once loaded and take the reserve button away
 * from a car someone holds. The feed's own flags and the live holds both count. Browsers and the
 * CDN may reuse an answer for a few seconds.
 */
import { stockFilterSettingsOf } from '../../config/stock-filter-settings.ts';
import type { Car } from '../../domain/car.ts';
import { isAvailable, isSold } from '../../domain/car-state.ts';
import { AVAILABILITY_MAX_AGE_SECONDS, type CarAvailability, type CarAvailabilityState } from '../../domain/reservations/reservation-api.ts';
import { reserveCheck } from '../../domain/reservations/reserve-check.ts';
import { stockPredicate } from '../../domain/search/stock-filter.ts';
import { errorResponse, jsonResponse } from '../http/responses.ts';
import { StoreFailure, useReservations } from './common.ts';
import type { HandlerDeps } from './deps.ts';

/** The path this handler serves; `{slug}` is the car's slug. */
export const CAR_AVAILABILITY_PATH = /^\/api\/cars\/([^/]+)\/availability\/?$/;

export const AVAILABILITY_TEXTS = {
  notFound: 'There is no car with this address on this website.',
  methodNotAllowed: 'This address only answers GET requests.',
  unavailable: 'The car\'s availability could not be checked just now.',
} as const;

/** The state a shopper is told, from the car's feed state and whether someone holds it. */
export function availabilityState(car: Pick<Car, 'status' | 'sold' | 'reserved'>, held: boolean): CarAvailabilityState {
  if (isSold(car)) return 'sold';
  if (car.reserved || held) return 'reserved';
  return isAvailable(car) ? 'available' : 'unavailable';
}

/** Handles GET /api/cars/{slug}/availability. */
export async function carAvailability(request: Request, deps: HandlerDeps): Promise<Response> {
  if (request.method !== 'GET' && request.method !== 'HEAD') return errorResponse(405, AVAILABILITY_TEXTS.methodNotAllowed, {}, { Allow: 'GET, HEAD' });
  const slug = decodeURIComponent(CAR_AVAILABILITY_PATH.exec(new URL(request.url).pathname)?.[1] ?? '');
  const now = deps.now();
  let car: Car | undefined;
  let held: boolean;
  try {
    car = (await deps.cars()).find((candidate) => candidate.slug === slug);
    if (car === undefined) return errorResponse(404, AVAILABILITY_TEXTS.notFound);
    const carId = car.id;
    held = (await useReservations(deps, (store) => store.holdOf(deps.site.slug, carId, now))) !== null;
  } catch (error) {
    deps.logError(`${deps.site.slug}: the availability of ${slug} could not be checked`, error instanceof StoreFailure ? error.cause : error);
    return errorResponse(503, AVAILABILITY_TEXTS.unavailable, {}, { 'Retry-After': '10' });
  }
  const listed = stockPredicate(stockFilterSettingsOf(deps.site.search), Math.floor(now.getTime() / 1000))(car);
  if (!listed) return errorResponse(404, AVAILABILITY_TEXTS.notFound);
  const body: CarAvailability = {
    slug: car.slug,
    state: availabilityState(car, held),
    reservable: reserveCheck(car, { reserve: deps.site.features.buttons.reserve, listed, held }).ok,
  };
  return jsonResponse(200, body, { 'Cache-Control': `public, max-age=${AVAILABILITY_MAX_AGE_SECONDS}` });
}
