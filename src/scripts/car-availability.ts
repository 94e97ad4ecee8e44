/**
 * Whether a car is free, held or sold right now (GET /api/cars/{slug}/availability), for pages that
 * were built before a shopper reserved it. The vehicle page asks once it is idle and, when the car
 * can no longer be reserved, hides its 'Reserve This Car' offer and shows the Reserved tag the
 * static HTML already holds (hidden); the checkout island asks at load. A failed call leaves the
 * page as built: the API refuses a reservation the page still offers, so nothing is lost.
 */
import { carsAvailabilityPath, type CarAvailability, type CarAvailabilityState } from '../domain/reservations/reservation-api.ts';

const STATES: readonly CarAvailabilityState[] = ['available', 'reserved', 'sold', 'unavailable'];

/** An availability answer read from JSON; null for anything of another shape. */
export function parseCarAvailability(data: unknown): CarAvailability | null {
  if (typeof data !== 'object' || data === null) return null;
  const { slug, state, reservable } = data as Record<string, unknown>;
  if (typeof slug !== 'string' || typeof reservable !== 'boolean' || !STATES.includes(state as CarAvailabilityState)) return null;
  return { slug, state: state as CarAvailabilityState, reservable };
}

/** Fetches an availability answer from `url`; null when the call fails or answers something else. */
export async function fetchCarAvailability(url: string): Promise<CarAvailability | null> {
  try {
    const response = await fetch(url, { headers: { Accept: 'application/json' } });
    if (!response.ok) return null;
    return parseCarAvailability(await response.json());
  } catch {
    return null;
  }
}

/**
 * The availability of several cars (GET /api/cars/availability?slugs=...), by slug: cars the site
 * no longer lists are absent. Null when the call fails or answers something else.
 */
export async function fetchCarsAvailability(slugs: readonly string[]): Promise<ReadonlyMap<string, CarAvailability> | null> {
  try {
    const response = await fetch(carsAvailabilityPath(slugs), { headers: { Accept: 'application/json' } });
    if (!response.ok) return null;
    const { cars } = ((await response.json()) ?? {}) as { cars?: unknown };
    if (!Array.isArray(cars)) return null;
    const answers = cars.map(parseCarAvailability);
    return answers.every((answer): answer is CarAvailability => answer !== null) ? new Map(answers.map((answer) => [answer.slug, answer])) : null;
  } catch {
    return null;
  }
}

/** What the vehicle page changes for an answer: nothing, or the reserve offer goes (with the Reserved tag shown when the car is held). */
export type VehicleAvailabilityChange = { readonly kind: 'none' } | { readonly kind: 'withdraw'; readonly showReservedTag: boolean };

/** The change for an availability answer: a car that cannot be reserved loses the offer; a held one also shows Reserved. */
export function vehicleAvailabilityChange(availability: CarAvailability | null): VehicleAvailabilityChange {
  if (availability === null || availability.reservable) return { kind: 'none' };
  if (availability.state === 'reserved') return { kind: 'withdraw', showReservedTag: true };
  if (availability.state === 'sold') return { kind: 'withdraw', showReservedTag: false };
  // 'available' but not reservable, or 'unavailable': the built page already says what it can.
  return { kind: 'none' };
}

/** Runs `work` once the browser is idle (or soon, where it cannot tell). */
function whenIdle(work: () => void): void {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(work, { timeout: 3000 });
  else window.setTimeout(work, 200);
}

/**
 * The vehicle page's live check. The page marks what it offers: `[data-car-availability]` holds the
 * availability URL, `[data-reserve-offer]` the reserve link and its deposit sentence, and the tags
 * `[data-card-tag="built"]` (the tag as built) and `[data-card-tag="reserved"]` (hidden until now).
 * A page without a reserve offer asks nothing.
 */
export function initCarAvailability(): void {
  const url = document.querySelector<HTMLElement>('[data-car-availability]')?.dataset.carAvailability;
  if (url === undefined || url === '' || document.querySelector('[data-reserve-offer]') === null) return;
  whenIdle(() => {
    void fetchCarAvailability(url).then((availability) => {
      const change = vehicleAvailabilityChange(availability);
      if (change.kind === 'none') return;
      for (const element of document.querySelectorAll<HTMLElement>('[data-reserve-offer]')) element.hidden = true;
      const reservedTag = document.querySelector<HTMLElement>('[data-card-tag="reserved"]');
      if (!change.showReservedTag || reservedTag === null) return;
      for (const element of document.querySelectorAll<HTMLElement>('[data-card-tag="built"]')) element.hidden = true;
      reservedTag.hidden = false;
    });
  });
}
