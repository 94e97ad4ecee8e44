/**
 * The URL is the search state (docs/architecture.md, Search): `query`, `page`, `sortBy` and one
 * parameter per filter. This module is the only code that reads or writes a search query string;
 * the search island, the static first page and every link into search use it.
 *
 * Format: list filters repeat their parameter (`make=Ford&make=Kia`); ranges are `min-max` with
 * either side empty (`price=10000-40000`, `km=-50000`); `page` is 1-based and left out on page 1;
 * `sortBy` is left out for the default order. Unknown parameters and malformed values are dropped,
 * never guessed, so a hand-edited URL still opens a sensible search.
 */
import { DEFAULT_SORT_BY, isSortBy } from '../domain/search/sort-options.ts';
import {
  FILTER_ATTRIBUTES,
  FILTER_ATTRIBUTE_KINDS,
  type ListAttribute,
  type NumericRange,
  type RangeAttribute,
  type Refinements,
  type SearchState,
} from '../domain/search/types.ts';
import { ROUTES } from '../domain/routes/routes.ts';

/** The state of a search page nobody has touched. */
export const EMPTY_SEARCH_STATE: SearchState = { query: '', page: 1, sortBy: DEFAULT_SORT_BY, refinements: {} };

type MutableRefinements = { -readonly [A in keyof Refinements]: Refinements[A] };

const LIST_ATTRIBUTES = FILTER_ATTRIBUTES.filter((a): a is ListAttribute => FILTER_ATTRIBUTE_KINDS[a] === 'list');
const RANGE_ATTRIBUTES = FILTER_ATTRIBUTES.filter((a): a is RangeAttribute => FILTER_ATTRIBUTE_KINDS[a] === 'range');

/** Every parameter a search URL may carry: a URL with one of them asks for a search state of its own. */
export const SEARCH_STATE_PARAMS: readonly string[] = [...new Set(['query', 'page', 'sortBy', ...FILTER_ATTRIBUTES])];

/** Longest query and most values per filter a URL may carry; more is a malformed or hostile URL. */
const MAX_QUERY_LENGTH = 200;
const MAX_VALUES_PER_FILTER = 50;

function parseBound(text: string): number | undefined | null {
  if (text === '') return undefined;
  if (!/^-?\d+(\.\d+)?$/.test(text)) return null;
  const value = Number(text);
  return Number.isFinite(value) ? value : null;
}

/** `10000-40000`, `10000-` or `-40000` (a leading minus would be ambiguous, so bounds are not negative). */
export function parseRange(text: string): NumericRange | undefined {
  const match = /^([^-]*)-([^-]*)$/.exec(text.trim());
  if (!match) return undefined;
  const min = parseBound(match[1] ?? '');
  const max = parseBound(match[2] ?? '');
  if (min === null || max === null) return undefined;
  if (min !== undefined && max !== undefined) return min <= max ? { min, max } : { min: max, max: min };
  if (min !== undefined) return { min };
  if (max !== undefined) return { max };
  return undefined;
}

/** The URL form of a range. */
export function formatRange(range: NumericRange): string {
  return `${range.min ?? ''}-${range.max ?? ''}`;
}

/** Reads a search state from a query string; anything malformed is dropped. */
export function parseSearchParams(params: URLSearchParams): SearchState {
  const refinements: MutableRefinements = {};
  for (const attribute of LIST_ATTRIBUTES) {
    const values = [...new Set(params.getAll(attribute).map((v) => v.trim()).filter((v) => v !== ''))].slice(0, MAX_VALUES_PER_FILTER);
    if (values.length > 0) refinements[attribute] = values;
  }
  for (const attribute of RANGE_ATTRIBUTES) {
    const text = params.get(attribute);
    const range = text === null ? undefined : parseRange(text);
    if (range) refinements[attribute] = range;
  }
  const pageText = params.get('page');
  const page = pageText !== null && /^\d{1,6}$/.test(pageText) && Number(pageText) >= 1 ? Number(pageText) : 1;
  const sortText = params.get('sortBy') ?? '';
  return {
    query: (params.get('query') ?? '').trim().slice(0, MAX_QUERY_LENGTH),
    page,
    sortBy: isSortBy(sortText) ? sortText : DEFAULT_SORT_BY,
    refinements,
  };
}

/**
 * The query string of a state, in a canonical order (query, page, sortBy, then the filters in the
 * spec's order), without the leading `?`. Refinements fixed by the page's path are left out.
 */
export function searchQueryString(state: SearchState, preset: Refinements = {}): string {
  const params = new URLSearchParams();
  if (state.query !== '') params.set('query', state.query);
  if (state.page > 1) params.set('page', String(state.page));
  if (state.sortBy !== DEFAULT_SORT_BY) params.set('sortBy', state.sortBy);
  for (const attribute of FILTER_ATTRIBUTES) {
    if (attribute === 'query' || attribute === 'page' || attribute in preset) continue;
    if (FILTER_ATTRIBUTE_KINDS[attribute] === 'list') {
      for (const value of state.refinements[attribute as ListAttribute] ?? []) params.append(attribute, value);
    } else {
      const range = state.refinements[attribute as RangeAttribute];
      if (range) params.set(attribute, formatRange(range));
    }
  }
  return params.toString();
}

/** A link to a search page with a state: `searchHref('/search/used-cars', { refinements: { make: ['Kia'] } })`. */
export function searchHref(path: string, state: Partial<SearchState> = {}, preset: Refinements = {}): string {
  const query = searchQueryString({ ...EMPTY_SEARCH_STATE, ...state }, preset);
  return query === '' ? path : `${path}?${query}`;
}

/** The stock search filtered to one dealership (spec section 2: the dealer-filtered link). */
export function dealershipSearchHref(dealershipSlug: string): string {
  return searchHref(ROUTES.stock, { refinements: { dealership_slug: [dealershipSlug] } });
}

/** The state a search page opens with: its path's fixed refinements plus what the URL asks for. */
export function withPreset(state: SearchState, preset: Refinements): SearchState {
  return { ...state, refinements: { ...state.refinements, ...preset } };
}
