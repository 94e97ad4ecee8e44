/**
 * How many makes the filter sidebar lists before 'Show all makes' (spec section 9: 7, or the popular
 * list's length). The other facet limits (30 models, 20 cities, 40 dealerships) are constants the
 * sidebar's filter definitions pass to InstantSearch as they are.
 *
 * "Defaults to 7 (or the popular list length)" is read as: a site with a popular-makes list shows
 * exactly its popular makes before 'Show all makes', however many; a site without one (or with an
 * empty one) shows 7.
 */
import { SHOW_ALL_MAKES_AFTER } from '../basics/constants.ts';

/** How many makes show before 'Show all makes'. */
export function visibleMakeCount(popularListLength?: number): number {
  if (popularListLength === undefined || popularListLength === 0) return SHOW_ALL_MAKES_AFTER;
  if (!Number.isInteger(popularListLength) || popularListLength < 0) {
    throw new RangeError(`the popular list length must be a whole number, got ${popularListLength}`);
  }
  return popularListLength;
}
