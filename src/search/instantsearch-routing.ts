/**
 * InstantSearch routing for the search pages: the shopper's InstantSearch UI state and the URL are
 * kept in sync through the domain's SearchState, and every URL is read and written by url-state.ts
 * (docs/architecture.md, Search: the URL is the state).
 *
 * Two vocabularies meet here. InstantSearch names refinements by the index DOCUMENT field
 * (`simple_body`), as both engines facet on them; the URL and SearchState name them by the spec's
 * filter attribute (`body`). FILTER_FIELDS in search-document.ts is the one table between them.
 *
 * A search page may fix refinements by its path (`/search/new-cars` is car_type new, a brand
 * directory is one make). Those presets are part of every search the page runs, but never of its
 * URL: `stateToRoute` drops them and `routeToState` puts them back, so a URL cannot undo them.
 *
 * The router reads the URL late on purpose. The page's first results are rendered into its static
 * HTML for the page's preset state, so the island must hydrate with that same state; a URL asking
 * for more (a pasted link with filters) is applied right after hydration (`applyLocation`), which
 * searches and then shows the asked-for results with the usual loading state.
 */
import type { IndexUiState, Router, StateMapping, UiState } from 'instantsearch.js';
import { history } from 'instantsearch.js/es/lib/routers/index.js';
import { DEFAULT_SORT_BY } from '../domain/search/sort-options.ts';
import {
  FILTER_ATTRIBUTES,
  FILTER_ATTRIBUTE_KINDS,
  type ListAttribute,
  type NumericRange,
  type RangeAttribute,
  type RefinementAttribute,
  type Refinements,
  type SearchState,
} from '../domain/search/types.ts';
import { indexNameFor, sortByFromIndexName } from './index-names.ts';
import { FILTER_FIELDS } from './search-document.ts';
import { EMPTY_SEARCH_STATE, parseSearchParams, searchHref, withPreset } from './url-state.ts';

type MutableRefinements = { -readonly [A in keyof Refinements]: Refinements[A] };

const REFINEMENT_ATTRIBUTES = FILTER_ATTRIBUTES.filter(
  (attribute): attribute is RefinementAttribute => attribute !== 'query' && attribute !== 'page',
);
const LIST_ATTRIBUTES = REFINEMENT_ATTRIBUTES.filter((a): a is ListAttribute => FILTER_ATTRIBUTE_KINDS[a] === 'list');
const RANGE_ATTRIBUTES = REFINEMENT_ATTRIBUTES.filter((a): a is RangeAttribute => FILTER_ATTRIBUTE_KINDS[a] === 'range');

/** The index document field InstantSearch refines for a filter attribute (`body` -> `simple_body`). */
export function fieldOf(attribute: RefinementAttribute): string {
  return FILTER_FIELDS[attribute];
}

/** The filter attribute a document field stands for, or undefined for a field no filter refines. */
export function attributeOfField(field: string): RefinementAttribute | undefined {
  return REFINEMENT_ATTRIBUTES.find((attribute) => FILTER_FIELDS[attribute] === field);
}

/** InstantSearch's range form, `min:max` with an empty side for no bound. */
export function formatUiRange(range: NumericRange): string {
  return `${range.min ?? ''}:${range.max ?? ''}`;
}

/** Reads InstantSearch's `min:max`; undefined when neither side is a number. */
export function parseUiRange(text: string): NumericRange | undefined {
  const [minText = '', maxText = ''] = text.split(':');
  const min = minText === '' ? Number.NaN : Number(minText);
  const max = maxText === '' ? Number.NaN : Number(maxText);
  const hasMin = Number.isFinite(min);
  const hasMax = Number.isFinite(max);
  if (hasMin && hasMax) return { min, max };
  if (hasMin) return { min };
  if (hasMax) return { max };
  return undefined;
}

/** One index's InstantSearch UI state as a SearchState; the collection names the sort orders. */
export function indexUiStateToSearchState(uiState: IndexUiState, collection: string): SearchState {
  const refinements: MutableRefinements = {};
  for (const attribute of LIST_ATTRIBUTES) {
    const values = uiState.refinementList?.[fieldOf(attribute)];
    if (values !== undefined && values.length > 0) refinements[attribute] = [...values];
  }
  for (const attribute of RANGE_ATTRIBUTES) {
    const text = uiState.range?.[fieldOf(attribute)];
    const range = text === undefined ? undefined : parseUiRange(text);
    if (range !== undefined) refinements[attribute] = range;
  }
  const page = uiState.page !== undefined && Number.isSafeInteger(uiState.page) && uiState.page >= 1 ? uiState.page : 1;
  return {
    query: uiState.query ?? '',
    page,
    sortBy: uiState.sortBy === undefined ? DEFAULT_SORT_BY : sortByFromIndexName(collection, uiState.sortBy),
    refinements,
  };
}

/** A SearchState as one index's InstantSearch UI state; defaults are left out, as InstantSearch does. */
export function searchStateToIndexUiState(state: SearchState, collection: string): IndexUiState {
  const uiState: IndexUiState = {};
  if (state.query !== '') uiState.query = state.query;
  if (state.page > 1) uiState.page = state.page;
  if (state.sortBy !== DEFAULT_SORT_BY) uiState.sortBy = indexNameFor(collection, state.sortBy);
  const refinementList: Record<string, string[]> = {};
  const range: Record<string, string> = {};
  for (const attribute of LIST_ATTRIBUTES) {
    const values = state.refinements[attribute];
    if (values !== undefined && values.length > 0) refinementList[fieldOf(attribute)] = [...values];
  }
  for (const attribute of RANGE_ATTRIBUTES) {
    const value = state.refinements[attribute];
    if (value !== undefined) range[fieldOf(attribute)] = formatUiRange(value);
  }
  if (Object.keys(refinementList).length > 0) uiState.refinementList = refinementList;
  if (Object.keys(range).length > 0) uiState.range = range;
  return uiState;
}

/** The refinements without the attributes the page's path fixes. */
export function withoutPreset(refinements: Refinements, preset: Refinements): Refinements {
  const rest: Record<string, unknown> = { ...refinements };
  for (const attribute of Object.keys(preset)) delete rest[attribute];
  return rest as Refinements;
}

/** Where a search page is and what its path fixes. */
interface SearchRouteSettings {
  /** The InstantSearch index name of the default order (the collection). */
  readonly collection: string;
  /** The page's path, e.g. /search/used-cars; every URL it writes stays on it. */
  readonly path: string;
  /** Refinements the path fixes; never written to the URL. */
  readonly preset: Refinements;
}

/**
 * The state mapping: the route is the SearchState the URL holds (no preset refinements); the UI
 * state is the whole search (preset included).
 */
export function createSearchStateMapping(settings: Pick<SearchRouteSettings, 'collection' | 'preset'>): StateMapping<UiState, SearchState> {
  const { collection, preset } = settings;
  return {
    $$type: 'dealer.searchState',
    stateToRoute(uiState) {
      const state = indexUiStateToSearchState(uiState[collection] ?? {}, collection);
      return { ...state, refinements: withoutPreset(state.refinements, preset) };
    },
    routeToState(route) {
      return { [collection]: searchStateToIndexUiState(withPreset(route, preset), collection) };
    },
  };
}

/** The URL state a page opens with before anything is asked: the untouched search. */
export const INITIAL_ROUTE_STATE: SearchState = EMPTY_SEARCH_STATE;

/** The history router plus the call that applies the address bar once the island has hydrated. */
export interface SearchRouter extends Router<SearchState> {
  /**
   * Reads the address bar and applies its state (call once, after hydration). Until then the router
   * reports the page's initial state, which the static HTML was rendered for. When the address bar
   * asks for nothing more than that, nothing happens. True when a state was applied (a search follows).
   */
  applyLocation(): boolean;
}

/** How long the URL waits before recording a state, so quick successive changes make one history entry. */
const URL_WRITE_DELAY_MS = 400;

/**
 * The router of a search page: InstantSearch's history router with url-state.ts building and
 * reading every URL. It reads the address bar only from `applyLocation` on; a pasted URL in another
 * parameter order is then rewritten in place to the canonical one (replacing its history entry, not
 * stacking a second entry behind it).
 */
export function createSearchRouter(settings: Pick<SearchRouteSettings, 'path' | 'preset'>, origin = 'http://localhost'): SearchRouter {
  const { path, preset } = settings;
  let locationApplied = false;
  let applyUpdate: (() => void) | undefined;
  const router = history<SearchState>({
    writeDelay: URL_WRITE_DELAY_MS,
    cleanUrlOnDispose: false,
    // On the server there is no window: the page's own path stands in for the location.
    getLocation: () => (typeof window === 'undefined' ? (new URL(path, origin) as unknown as Location) : window.location),
    parseURL: ({ location }) => (locationApplied ? parseSearchParams(new URLSearchParams(location.search)) : INITIAL_ROUTE_STATE),
    createURL: ({ routeState, location }) => new URL(searchHref(path, routeState, preset), location.href).href,
    start: (onUpdate) => {
      applyUpdate = onUpdate;
    },
  });
  return Object.assign(router, {
    applyLocation() {
      if (locationApplied) return false;
      locationApplied = true;
      const asked = router.read();
      // Nothing asked beyond the initial state: leave the address bar (and any campaign parameters) alone.
      if (searchHref(path, asked, preset) === searchHref(path, INITIAL_ROUTE_STATE, preset)) return false;
      const canonical = router.createURL(asked);
      if (canonical !== window.location.href) window.history.replaceState(window.history.state, '', canonical);
      applyUpdate?.();
      return true;
    },
  });
}
