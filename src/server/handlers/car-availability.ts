/**
 * GET /api/cars/{slug}/availability: whether a car is free, held or sold right now. The pages are
 * static, so the vehicle and checkout pages ask this once loaded and take the reserve button away
 * from a car someone holds. The feed's own flags and the live holds both count. Browsers and the
 * CDN may reuse an answer for a few seconds.
 *
 * GET /api/cars/availability?slugs=a,b,c: the same for several cars in one call (a vehicle page
 * checks the similar cars it is about to suggest). Cars the site does not list are left out of
 * the answer rather than failing it.
 */
import { stockFilterSettingsOf } from '../../config/stock-filter-settings.ts';
import type { Car } from '../../domain/cars/car.ts';
import { isAvailable, isSold } from '../../domain/cars/car-state.ts';
import {
  AVAILABILITY_MAX_AGE_SECONDS,
  MAX_AVAILABILITY_SLUGS,
  type CarAvailability,
  type CarAvailabilityState,
  type CarsAvailability,
} from '../../domain/reservations/reservation-api.ts';
import { reserveCheck } from '../../domain/cars/reserve-check.ts';
import { stockPredicate } from '../../domain/search/stock-filter.ts';
import { pathParameter } from '../http/path-parameter.ts';
import { errorResponse, jsonResponse } from '../http/responses.ts';
import { StoreFailure, useReservations } from './common.ts';
import type { HandlerDeps } from './deps.ts';

/** The path this handler serves; `{slug}` is the car's slug. */
export const CAR_AVAILABILITY_PATH = /^\/api\/cars\/([^/]+)\/availability\/?$/;
/** The path of the batch form. */
export const CARS_AVAILABILITY_PATH = /^\/api\/cars\/availability\/?$/;

export const AVAILABILITY_TEXTS = {
  notFound: 'There is no car with this address on this website.',
  methodNotAllowed: 'This address only answers GET requests.',
  unavailable: 'The car\'s availability could not be checked just now.',
  badSlugs: `Name 1 to ${MAX_AVAILABILITY_SLUGS} cars as slugs=a,b,c.`,
} as const;

/** The state a shopper is told, from the car's feed state and whether someone holds it. */
export function availabilityState(car: Pick<Car, 'status' | 'sold' | 'reserved'>, held: boolean): CarAvailabilityState {
  if (isSold(car)) return 'sold';
  if (car.reserved || held) return 'reserved';
  return isAvailable(car) ? 'available' : 'unavailable';
}

/** What a shopper is told about one car the site lists at `now`; null when it does not list it. */
async function availabilityOf(car: Car, deps: HandlerDeps, now: Date): Promise<CarAvailability | null> {
  const listed = stockPredicate(stockFilterSettingsOf(deps.site.search), Math.floor(now.getTime() / 1000))(car);
  if (!listed) return null;
  const held = (await useReservations(deps, (store) => store.holdOf(deps.site.slug, car.id, now))) !== null;
  return {
    slug: car.slug,
    state: availabilityState(car, held),
    reservable: reserveCheck(car, { reserve: deps.site.features.buttons.reserve, listed, held }).ok,
  };
}

/** The availability of the cars named by `slugs` that the site lists, in that order; a 503 answer when the stock or store fails. */
async function availabilities(slugs: readonly string[], deps: HandlerDeps): Promise<CarAvailability[] | Response> {
  const now = deps.now();
  try {
    const cars = await deps.cars();
    const answers: CarAvailability[] = [];
    for (const slug of slugs) {
      const car = cars.find((candidate) => candidate.slug === slug);
      const answer = car === undefined ? null : await availabilityOf(car, deps, now);
      if (answer !== null) answers.push(answer);
    }
    return answers;
  } catch (error) {
    deps.logError(`${deps.site.slug}: the availability of ${slugs.join(', ')} could not be checked`, error instanceof StoreFailure ? error.cause : error);
    return errorResponse(503, AVAILABILITY_TEXTS.unavailable, {}, { 'Retry-After': '10' });
  }
}

const CACHEABLE = { 'Cache-Control': `public, max-age=${AVAILABILITY_MAX_AGE_SECONDS}` };

const methodNotAllowed = (): Response => errorResponse(405, AVAILABILITY_TEXTS.methodNotAllowed, {}, { Allow: 'GET, HEAD' });

/** Handles GET /api/cars/{slug}/availability. */
export async function carAvailability(request: Request, deps: HandlerDeps): Promise<Response> {
  if (request.method !== 'GET' && request.method !== 'HEAD') return methodNotAllowed();
  const slug = pathParameter(request, CAR_AVAILABILITY_PATH, 'car slug');
  if (!slug.ok) return slug.response;
  const answers = await availabilities([slug.value], deps);
  if (answers instanceof Response) return answers;
  const [body] = answers;
  return body === undefined ? errorResponse(404, AVAILABILITY_TEXTS.notFound) : jsonResponse(200, body, CACHEABLE);
}

/** Handles GET /api/cars/availability?slugs=a,b,c. */
export async function carsAvailability(request: Request, deps: HandlerDeps): Promise<Response> {
  if (request.method !== 'GET' && request.method !== 'HEAD') return methodNotAllowed();
  const slugs = [...new Set((new URL(request.url).searchParams.get('slugs') ?? '').split(',').filter((slug) => slug !== ''))];
  if (slugs.length === 0 || slugs.length > MAX_AVAILABILITY_SLUGS) return errorResponse(400, AVAILABILITY_TEXTS.badSlugs);
  const answers = await availabilities(slugs, deps);
  if (answers instanceof Response) return answers;
  const body: CarsAvailability = { cars: answers };
  return jsonResponse(200, body, CACHEABLE);
}
