/**
 * What the results area shows while searches come and go (spec section 4: "Load states: loading,
 * hasData, hasError. During loading or error the previous hits, facets and counts stay shown";
 * section 8: "Search errors: previous results stay"). A view always carries the last result that
 * arrived, so the grid, facets and count never blank out while a new search runs or after one fails.
 */
import type { Car } from '../cars/car.ts';
import type { SearchResult } from './types.ts';

/**
 * The results area in one of the three load states. `result` is the latest result that arrived: null only before the first one (a
 * page with no results in its HTML). With `hasData` the result on show is the current one.
 */
export type SearchView<Hit = Car> =
  | { readonly loadState: 'loading'; readonly result: SearchResult<Hit> | null }
  | { readonly loadState: 'hasData'; readonly result: SearchResult<Hit> }
  | { readonly loadState: 'hasError'; readonly result: SearchResult<Hit> | null; readonly error: string };

/** What happens to a search: it starts, its result arrives or it fails with a message. */
export type SearchEvent<Hit = Car> =
  | { readonly type: 'started' }
  | { readonly type: 'succeeded'; readonly result: SearchResult<Hit> }
  | { readonly type: 'failed'; readonly error: string };

/** Before any search has answered and with no results in the page's HTML. */
export const INITIAL_SEARCH_VIEW: SearchView<never> = { loadState: 'loading', result: null };

/** A view showing a result, e.g. the first page rendered into the static HTML. */
export function viewWithResult<Hit>(result: SearchResult<Hit>): SearchView<Hit> {
  return { loadState: 'hasData', result };
}

/**
 * The view after `event`: a started search is loading and keeps the previous result; a result that
 * arrives replaces it; a failure keeps the previous result and records the error.
 */
export function nextView<Hit>(previous: SearchView<Hit>, event: SearchEvent<Hit>): SearchView<Hit> {
  switch (event.type) {
    case 'started':
      return { loadState: 'loading', result: previous.result };
    case 'succeeded':
      return { loadState: 'hasData', result: event.result };
    case 'failed':
      return { loadState: 'hasError', result: previous.result, error: event.error };
  }
}

