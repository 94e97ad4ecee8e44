/**
 * The four sort orders of stock search (spec section 9: "most relevant, latest, highest price,
 * lowest price"), each as the label the shopper picks, the value the URL carries (`sortBy`), the
 * Typesense `sort_by` string and a comparator the embedded engine sorts with.
 *
 * Both engines must give the same order, ties included, so every order ends with the same
 * tie-breakers: newest first, then the car's id ascending. The Typesense index therefore needs two
 * numeric fields besides `price`: `created_at_timestamp` (Unix seconds, from `createdAtTimestamp`
 * below, because Car.created_at is an ISO string and Typesense sorts only numbers) and `car_id`
 * (Car.id, because Typesense's own `id` is a string and cannot be sorted on).
 */
import type { Car } from '../cars/car.ts';

/** The `sortBy` values the search URL carries. */
export const SORT_BY_VALUES = ['most-relevant', 'latest', 'highest-price', 'lowest-price'] as const;
export type SortBy = (typeof SORT_BY_VALUES)[number];

/** The order a search starts in and falls back to. */
export const DEFAULT_SORT_BY: SortBy = 'most-relevant';

/** The labels the sort select shows, in the spec's words. */
const SORT_OPTION_LABELS: Readonly<Record<SortBy, string>> = {
  'most-relevant': 'Most relevant',
  latest: 'Latest',
  'highest-price': 'Highest price',
  'lowest-price': 'Lowest price',
};

/** One entry of the sort select. */
interface SortOption {
  readonly value: SortBy;
  readonly label: string;
  /** The Typesense `sort_by` parameter for this order (at most three fields, as Typesense allows). */
  readonly typesenseSortBy: string;
}

const TIE_BREAKERS = 'created_at_timestamp:desc,car_id:asc';

const OPTIONS_BY_VALUE: Readonly<Record<SortBy, SortOption>> = {
  'most-relevant': { value: 'most-relevant', label: SORT_OPTION_LABELS['most-relevant'], typesenseSortBy: `_text_match:desc,${TIE_BREAKERS}` },
  latest: { value: 'latest', label: SORT_OPTION_LABELS.latest, typesenseSortBy: TIE_BREAKERS },
  'highest-price': { value: 'highest-price', label: SORT_OPTION_LABELS['highest-price'], typesenseSortBy: `price:desc,${TIE_BREAKERS}` },
  'lowest-price': { value: 'lowest-price', label: SORT_OPTION_LABELS['lowest-price'], typesenseSortBy: `price:asc,${TIE_BREAKERS}` },
};

/** The sort select's options, in the spec's order. */
export const SORT_OPTIONS: readonly SortOption[] = SORT_BY_VALUES.map((value) => OPTIONS_BY_VALUE[value]);

/** Whether a string from the URL names a sort order. */
export function isSortBy(value: string): value is SortBy {
  return (SORT_BY_VALUES as readonly string[]).includes(value);
}

/** The option for a sort order. */
export function sortOption(sortBy: SortBy): SortOption {
  return OPTIONS_BY_VALUE[sortBy];
}

/**
 * When a car was added to stock, in whole Unix seconds: the `created_at_timestamp` the index stores
 * and both engines sort "latest" by. Whole seconds, so that two cars created within the same second
 * tie in both engines alike. Throws on a string that is not a date.
 */
export function createdAtTimestamp(createdAt: string): number {
  const ms = Date.parse(createdAt);
  if (Number.isNaN(ms)) throw new RangeError(`created_at ${JSON.stringify(createdAt)} is not an ISO 8601 date`);
  return Math.floor(ms / 1000);
}

/**
 * What the embedded engine sorts: the car fields the orders use, `created_at` as the whole seconds
 * Typesense sorts by (`createdAtTimestamp`, worked out once per car, not per comparison), plus the
 * hit's text-match score for the query (higher is more relevant; 0 or absent when there is no query).
 */
export type SortableHit = Pick<Car, 'id' | 'price'> & { readonly created_at_timestamp: number; readonly textMatch?: number };

type Compare = (a: SortableHit, b: SortableHit) => number;

const newestFirst: Compare = (a, b) => b.created_at_timestamp - a.created_at_timestamp;
const idAscending: Compare = (a, b) => a.id - b.id;
const byKeys =
  (...keys: Compare[]): Compare =>
  (a, b) => {
    for (const key of keys) {
      const order = key(a, b);
      if (order !== 0) return order;
    }
    return 0;
  };

const comparators: Readonly<Record<SortBy, Compare>> = {
  'most-relevant': byKeys((a, b) => (b.textMatch ?? 0) - (a.textMatch ?? 0), newestFirst, idAscending),
  latest: byKeys(newestFirst, idAscending),
  'highest-price': byKeys((a, b) => b.price - a.price, newestFirst, idAscending),
  'lowest-price': byKeys((a, b) => a.price - b.price, newestFirst, idAscending),
};

/**
 * A comparator for `Array.prototype.sort` that orders hits exactly as the Typesense `sort_by` of the
 * same option does, tie-breakers included.
 */
export function compareHits(sortBy: SortBy): (a: SortableHit, b: SortableHit) => number {
  return comparators[sortBy];
}
