/**
 * Records where the shopper has been this visit, for a lead's `lead_attributes` (spec section 3):
 * the last few site paths, oldest first, and the query parameters of the page the visit landed on.
 * Kept in sessionStorage, which is scoped to the site's own origin, so each site keeps its own.
 * Tiny: it runs on every page, the home page included.
 */
import { readStorage, writeStorage } from '../browser/web-storage.ts';
import { parseStoredJson } from '../domain/basics/stored-json.ts';

/** The sessionStorage keys (per origin, hence per site). */
const VISIT_KEYS = { pages: 'lead_visited_pages', landing: 'lead_linked_query_params' } as const;
/** How many paths are kept. */
const MAX_VISITED_PAGES = 10;

function read<T>(key: string, fallback: T, accept: (value: unknown) => boolean): T {
  return parseStoredJson(readStorage('session', key), (value) => (accept(value) ? (value as T) : undefined), fallback);
}

const isTextList = (value: unknown) => Array.isArray(value) && value.every((item) => typeof item === 'string');
const isTextRecord = (value: unknown) =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && Object.values(value).every((item) => typeof item === 'string');

/** The recorded visit: paths oldest first, and the landing page's query parameters. */
export function readVisit(): { visited_pages: string[]; linked_query_params: Record<string, string> } {
  return {
    visited_pages: read<string[]>(VISIT_KEYS.pages, [], isTextList),
    linked_query_params: read<Record<string, string>>(VISIT_KEYS.landing, {}, isTextRecord),
  };
}

/** Adds this page to the visit (a reload of the same path is not added twice). With storage switched off, leads simply carry no visit. */
export function recordVisit(): void {
  const { visited_pages: pages } = readVisit();
  const path = location.pathname;
  if (pages[pages.length - 1] !== path) pages.push(path);
  writeStorage('session', VISIT_KEYS.pages, JSON.stringify(pages.slice(-MAX_VISITED_PAGES)));
  if (readStorage('session', VISIT_KEYS.landing) === null) {
    writeStorage('session', VISIT_KEYS.landing, JSON.stringify(Object.fromEntries(new URLSearchParams(location.search))));
  }
}
