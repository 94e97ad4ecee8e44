/**
 * How the search state changes (spec section 4: "Filter changes reset the page"; section 5: the
 * search box "clears the page parameter"). Every change that alters which cars match or how they
 * are ordered (a refinement, the query, the sort order) goes back to page 1; a page change keeps
 * everything else. Resetting on a sort change is our reading: page 3 of a different order is an
 * arbitrary slice, so the shopper starts again from the top.
 */
import { DEFAULT_SORT_BY } from './sort-options.ts';
import type { SortBy } from './sort-options.ts';
import type { ListAttribute, NumericRange, RangeAttribute, RefinementAttribute, Refinements, SearchState } from './types.ts';
import { isListAttribute } from './types.ts';

/** A search with no query, no refinements, the default order, on page 1. */
export const INITIAL_SEARCH_STATE: SearchState = { query: '', page: 1, sortBy: DEFAULT_SORT_BY, refinements: {} };

function withRefinements(state: SearchState, refinements: Refinements): SearchState {
  return { ...state, page: 1, refinements };
}

function without(refinements: Refinements, attribute: RefinementAttribute): Refinements {
  const rest: Record<string, unknown> = { ...refinements };
  delete rest[attribute];
  return rest as Refinements;
}

/**
 * Sets one refinement and goes back to page 1. A list keeps its first-seen order without repeats;
 * an empty list, a range with no bound or `undefined` removes the refinement.
 */
export function refine(state: SearchState, attribute: ListAttribute, values: readonly string[]): SearchState;
export function refine(state: SearchState, attribute: RangeAttribute, range: NumericRange | undefined): SearchState;
export function refine(
  state: SearchState,
  attribute: RefinementAttribute,
  value: readonly string[] | NumericRange | undefined,
): SearchState {
  const rest = without(state.refinements, attribute);
  if (value === undefined) return withRefinements(state, rest);
  if (isListAttribute(attribute)) {
    const values = [...new Set(value as readonly string[])];
    return withRefinements(state, values.length === 0 ? rest : { ...rest, [attribute]: values });
  }
  const range = value as NumericRange;
  const bounded = range.min !== undefined || range.max !== undefined;
  return withRefinements(state, bounded ? { ...rest, [attribute]: range } : rest);
}

/** Ticks a facet value on, or off if it was on (a checkbox in the filter sidebar); back to page 1. */
export function toggleRefinement(state: SearchState, attribute: ListAttribute, value: string): SearchState {
  const current = state.refinements[attribute] ?? [];
  const next = current.includes(value) ? current.filter((v) => v !== value) : [...current, value];
  return refine(state, attribute, next);
}

/** Removes every refinement ('clear all'), keeping query and sort; back to page 1. */
export function clearRefinements(state: SearchState): SearchState {
  return withRefinements(state, {});
}

/** A new query from the search box; back to page 1. */
export function setQuery(state: SearchState, query: string): SearchState {
  return { ...state, query, page: 1 };
}

/** A new sort order; back to page 1 (see the module comment). */
export function setSortBy(state: SearchState, sortBy: SortBy): SearchState {
  return { ...state, sortBy, page: 1 };
}

/** Moves to another page, keeping query, sort and refinements. Pages count from 1. */
export function setPage(state: SearchState, page: number): SearchState {
  if (!Number.isSafeInteger(page) || page < 1) throw new RangeError(`page must be a whole number from 1, got ${page}`);
  return { ...state, page };
}
