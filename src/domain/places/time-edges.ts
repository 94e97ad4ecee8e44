/**
 * When a site's pages stop being what a build at this moment wrote, though nothing else changed:
 * the dealer's next day begins (offers, promo cards, service offers and the footer's year go by
 * the dealer's date), a car stops being a New Arrival, a sold car's window closes and it leaves
 * the listings, or the stock grows older than the site's `stock.stale_after_hours` (car pages then
 * leave Reserve / Buy online out). Between two such edges every page renders the same, so a built site is current
 * until the next one.
 */
import type { Car } from '../cars/car.ts';
import { NEW_ARRIVAL_DAYS, SECONDS_PER_DAY } from '../basics/constants.ts';
import { addDays } from './opening-hours.ts';
import { dateInTimeZone, startOfDateInTimeZone } from './time-zone.ts';

/** What the edges depend on besides the cars. */
export interface TimeEdgeSettings {
  /** The dealer's time zone (siteTimeZone). */
  readonly timeZone: string;
  /** The config's `search.sold_visibility_days`. */
  readonly soldVisibilityDays: number;
  /** When the stock turns stale (stockStaleFrom in stock-age.ts); null or absent when it never will. */
  readonly stockStaleFrom?: number | null;
}

/** The first moment after `at` (Unix seconds) at which the site's pages can render differently by time alone. */
export function nextTimeEdge(cars: readonly Pick<Car, 'created_at' | 'sold_date_timestamp'>[], at: number, settings: TimeEdgeSettings): number {
  const today = dateInTimeZone(new Date(at * 1000), settings.timeZone);
  let next = startOfDateInTimeZone(addDays(today, 1), settings.timeZone) / 1000;
  const stale = settings.stockStaleFrom;
  if (stale !== undefined && stale !== null && stale > at && stale < next) next = stale;
  for (const car of cars) {
    const created = Date.parse(car.created_at) / 1000;
    const edges = [Number.isNaN(created) ? undefined : created + NEW_ARRIVAL_DAYS * SECONDS_PER_DAY, car.sold_date_timestamp === null ? undefined : car.sold_date_timestamp + settings.soldVisibilityDays * SECONDS_PER_DAY];
    for (const edge of edges) if (edge !== undefined && edge > at && edge < next) next = edge;
  }
  return next;
}
