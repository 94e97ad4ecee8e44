/**
 * What a saved search is: the address of one of the site's search pages with the state its URL
 * holds (`/search/used-cars?make=Toyota&price=-30000`), as the search page already keeps it. The
 * form sends it as it is; this rule decides whether it names a search and turns it into the one
 * form the alert keeps: the page's path, the canonical query string (the URL state module's own
 * order, without the page number and without what the path fixes) and the whole state the page
 * runs (the URL's refinements with the page's preset, on page 1).
 *
 * The reading of a query string belongs to src/search/url-state.ts, which the domain may not
 * import: the caller hands its parse and format over as `codec`, so there is still one reader.
 */
import type { Refinements, SearchState } from '../search/types.ts';
import { ALERT_LIMITS } from './search-alert.ts';

/** A search page of the site: where it is and what its path fixes. */
export interface SearchPageRef {
  readonly path: string;
  readonly preset: Refinements;
}

/** The URL state module's reading and writing of a query string (url-state.ts). */
export interface SearchStateCodec {
  /** The state of a query string (without `?`); anything malformed is dropped. */
  parse(query: string): SearchState;
  /** The canonical query string of a state, leaving out what `preset` fixes. */
  format(state: SearchState, preset: Refinements): string;
}

/** A saved search, as an alert keeps it. */
export interface AlertSearch {
  /** The search page's path, e.g. `/search/used-cars`. */
  readonly path: string;
  /** The canonical query string, without `?` ('' for the page as it opens). */
  readonly query: string;
  /** The search the page runs for it: the URL's state with the page's preset, on page 1. */
  readonly state: SearchState;
}

/** The words a bad `search` value gets. */
export const ALERT_SEARCH_MESSAGES = {
  required: 'search is required: the address of the search page to save.',
  tooLong: `search must be at most ${ALERT_LIMITS.search.toLocaleString('en')} characters.`,
  notASearchPage:
    "search must be the address of one of this website's search pages, starting with /search (like /search/used-cars?make=Toyota).",
} as const;

/** The base a site-relative address is read against; only its path and query are kept. */
const BASE = 'https://alerts.invalid';

/** The search a value names, or the words that say why it names none. */
export function readAlertSearchValue(
  value: string,
  pages: readonly SearchPageRef[],
  codec: SearchStateCodec,
): { readonly ok: true; readonly search: AlertSearch } | { readonly ok: false; readonly message: string } {
  const text = value.trim();
  if (text === '') return { ok: false, message: ALERT_SEARCH_MESSAGES.required };
  if (text.length > ALERT_LIMITS.search) return { ok: false, message: ALERT_SEARCH_MESSAGES.tooLong };
  // Site-relative only: another origin, a protocol-relative "//host" or a backslash trick is no page of this site.
  if (!text.startsWith('/') || text.startsWith('//') || text.includes('\\')) return { ok: false, message: ALERT_SEARCH_MESSAGES.notASearchPage };
  let url: URL;
  try {
    url = new URL(text, BASE);
  } catch {
    return { ok: false, message: ALERT_SEARCH_MESSAGES.notASearchPage };
  }
  if (url.origin !== BASE) return { ok: false, message: ALERT_SEARCH_MESSAGES.notASearchPage };
  const path = url.pathname.replace(/\/+$/, '') || '/';
  const page = pages.find((candidate) => candidate.path === path);
  if (page === undefined) return { ok: false, message: ALERT_SEARCH_MESSAGES.notASearchPage };
  const parsed = codec.parse(url.search.replace(/^\?/, ''));
  // Which page of results the shopper looked at is no part of what they want to hear about.
  const own: SearchState = { ...parsed, page: 1 };
  const state: SearchState = { ...own, refinements: { ...own.refinements, ...page.preset } };
  return { ok: true, search: { path: page.path, query: codec.format(own, page.preset), state } };
}

/** The site-relative address of a saved search. */
export function alertSearchHref(search: Pick<AlertSearch, 'path' | 'query'>): string {
  return search.query === '' ? search.path : `${search.path}?${search.query}`;
}
