/**
 * Which cars a site lists (spec section 7): "(status in_stock OR coming_soon OR sold_date_timestamp
 * after N days ago) AND show_on_dealer_website true, with N the sold-car visibility days", plus the
 * site's exclusions by age index (0 to 14), status, car type or make.
 *
 * The same rule comes in two forms that select exactly the same cars (a property test proves it):
 * - `stockFilterBy`: a Typesense `filter_by` string, embedded in the site's scoped search key;
 * - `stockPredicate`: a predicate the embedded engine and the build filter the stock snapshot with.
 *
 * "After N days ago" is strict: a car sold exactly N days (N x 86400 seconds) before `now` is no
 * longer listed; one sold a second later still is. N = 0 hides sold cars at once. A car whose
 * sold_date_timestamp is null is listed only through its status. `now` is Unix seconds.
 */
import type { Car, CarStatus, CarType } from '../cars/car.ts';
import { DEFAULT_SOLD_VISIBILITY_DAYS, MAX_AGE_INDEX, SECONDS_PER_DAY } from '../basics/constants.ts';
import { foldFacetValue } from './facet-value.ts';

/** Statuses that keep a car listed whatever its sold date: the available ones (spec section 4). */
export const LISTED_STATUSES: readonly CarStatus[] = ['in_stock', 'coming_soon'];

/** Stock a site never lists: a car matching any one list is left out. Empty lists exclude nothing. */
interface StockExclusions {
  /** Stock age buckets, 0 to MAX_AGE_INDEX. */
  readonly age_index: readonly number[];
  readonly status: readonly CarStatus[];
  readonly car_type: readonly CarType[];
  /** Makes as the stock data names them; compared as Typesense compares strings (facet-value.ts). */
  readonly make: readonly string[];
}

/** The site's stock settings: the config's `search.sold_visibility_days` and `search.exclusions`. */
export interface StockFilterSettings {
  /** Days a sold car stays listed after its sold date (a whole number, 0 or more). */
  readonly soldVisibilityDays: number;
  readonly exclusions: StockExclusions;
}

/** A site that sets nothing: sold cars listed 3 days, nothing excluded. */
export const DEFAULT_STOCK_FILTER_SETTINGS: StockFilterSettings = {
  soldVisibilityDays: DEFAULT_SOLD_VISIBILITY_DAYS,
  exclusions: { age_index: [], status: [], car_type: [], make: [] },
};

/** The car fields the stock filter reads. */
export type StockFilterCar = Pick<
  Car,
  'status' | 'sold_date_timestamp' | 'show_on_dealer_website' | 'age_index' | 'car_type' | 'make'
>;

/** A `now` above this (the year 5138) is milliseconds passed as seconds. */
const MAX_PLAUSIBLE_UNIX_SECONDS = 100_000_000_000;

/** Throws a RangeError naming the first setting or input that cannot be expressed as a filter. */
function checkInputs(settings: StockFilterSettings, now: number): void {
  if (!Number.isSafeInteger(now) || now < 0 || now > MAX_PLAUSIBLE_UNIX_SECONDS) {
    throw new RangeError(`now must be whole Unix seconds, got ${now}`);
  }
  const days = settings.soldVisibilityDays;
  if (!Number.isSafeInteger(days) || days < 0) {
    throw new RangeError(`soldVisibilityDays must be a whole number of days, 0 or more, got ${days}`);
  }
  for (const ageIndex of settings.exclusions.age_index) {
    if (!Number.isInteger(ageIndex) || ageIndex < 0 || ageIndex > MAX_AGE_INDEX) {
      throw new RangeError(`exclusions.age_index must hold whole numbers from 0 to ${MAX_AGE_INDEX}, got ${ageIndex}`);
    }
  }
  for (const make of settings.exclusions.make) {
    // Typesense has no escape for a backtick inside a backtick-quoted value.
    if (make.includes('`') || foldFacetValue(make) === '') {
      throw new RangeError(`exclusions.make ${JSON.stringify(make)} cannot be expressed as a Typesense filter value`);
    }
  }
}

/** The sold dates that still list a car are those strictly after this (Unix seconds). */
function soldCutoff(now: number, soldVisibilityDays: number): number {
  return now - soldVisibilityDays * SECONDS_PER_DAY;
}

const unique = <T>(values: readonly T[]): T[] => [...new Set(values)];

/** A string value as a Typesense literal: backticks keep commas, brackets and `&&` inside the value. */
const literal = (value: string): string => `\`${value}\``;

/**
 * The Typesense `filter_by` expression for the site's stock at `now` (Unix seconds), e.g. with the
 * default settings:
 * `(status:=[in_stock,coming_soon] || sold_date_timestamp:>1700000000) && show_on_dealer_website:=true`.
 * Each non-empty exclusion list adds `&& field:!=[...]`. Throws a RangeError on settings that cannot
 * be expressed (see `checkInputs`).
 */
export function stockFilterBy(settings: StockFilterSettings, now: number): string {
  checkInputs(settings, now);
  const { exclusions } = settings;
  const cutoff = soldCutoff(now, settings.soldVisibilityDays);
  const clauses = [
    `(status:=[${LISTED_STATUSES.join(',')}] || sold_date_timestamp:>${cutoff})`,
    'show_on_dealer_website:=true',
  ];
  const excluded: [string, readonly string[]][] = [
    ['age_index', unique(exclusions.age_index).map(String)],
    ['status', unique(exclusions.status)],
    ['car_type', unique(exclusions.car_type)],
    ['make', unique(exclusions.make).map(literal)],
  ];
  for (const [field, values] of excluded) {
    if (values.length > 0) clauses.push(`${field}:!=[${values.join(',')}]`);
  }
  return clauses.join(' && ');
}

/**
 * The same rule as `stockFilterBy`, as a predicate over cars: true when the site lists the car at
 * `now` (Unix seconds). Throws a RangeError on settings that cannot be expressed as a filter, so
 * that both forms accept exactly the same settings.
 */
export function stockPredicate(settings: StockFilterSettings, now: number): (car: StockFilterCar) => boolean {
  checkInputs(settings, now);
  const { exclusions } = settings;
  const cutoff = soldCutoff(now, settings.soldVisibilityDays);
  const excludedMakes = new Set(exclusions.make.map(foldFacetValue));
  return (car) =>
    (LISTED_STATUSES.includes(car.status) || (car.sold_date_timestamp !== null && car.sold_date_timestamp > cutoff)) &&
    car.show_on_dealer_website &&
    !exclusions.age_index.includes(car.age_index) &&
    !exclusions.status.includes(car.status) &&
    !exclusions.car_type.includes(car.car_type) &&
    !excludedMakes.has(foldFacetValue(car.make));
}
