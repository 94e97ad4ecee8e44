/**
 * How many facet values the filter sidebar lists (spec section 9): makes before 'Show all makes'
 * (7, or the popular list's length), at most 30 models in the model sub-filter, and location
 * filters of at most 20 cities and 40 dealerships.
 *
 * "Defaults to 7 (or the popular list length)" is read as: a site with a popular-makes list shows
 * exactly its popular makes before 'Show all makes', however many; a site without one (or with an
 * empty one) shows 7.
 */
import {
  CITY_FILTER_LIMIT,
  DEALERSHIP_FILTER_LIMIT,
  MODEL_SUB_FILTER_LIMIT,
  SHOW_ALL_MAKES_AFTER,
} from '../constants.ts';
import type { ListAttribute } from './types.ts';

/** How many makes show before 'Show all makes'. */
export function visibleMakeCount(popularListLength?: number): number {
  if (popularListLength === undefined || popularListLength === 0) return SHOW_ALL_MAKES_AFTER;
  if (!Number.isInteger(popularListLength) || popularListLength < 0) {
    throw new RangeError(`the popular list length must be a whole number, got ${popularListLength}`);
  }
  return popularListLength;
}

/**
 * The most values a facet lists. Models: the model sub-filter. Cities: the location filter's cities.
 * Dealerships: the location filter's dealerships, by dealership name or by location name. Other
 * facets list every value.
 */
export const FACET_VALUE_LIMITS: { readonly [A in ListAttribute]?: number } = {
  model: MODEL_SUB_FILTER_LIMIT,
  city: CITY_FILTER_LIMIT,
  dealership_name: DEALERSHIP_FILTER_LIMIT,
  location_name: DEALERSHIP_FILTER_LIMIT,
};

/** The values a facet lists: the first ones up to the facet's limit, or all of them when it has none. */
export function limitFacetValues<T>(attribute: ListAttribute, values: readonly T[]): readonly T[] {
  const limit = FACET_VALUE_LIMITS[attribute];
  return limit === undefined ? values : values.slice(0, limit);
}

/** The makes the make filter lists: all of them once 'Show all makes' is pressed, otherwise the first few. */
export function visibleMakes<T>(makes: readonly T[], showAll: boolean, popularListLength?: number): readonly T[] {
  return showAll ? makes : makes.slice(0, visibleMakeCount(popularListLength));
}
