/**
 * The first page of results in each search page's static HTML, so a search page is useful before any JavaScript runs: at build time the
 * embedded engine runs over the site's stock snapshot for the page's initial state (its preset,
 * no query, page 1) inside react-instantsearch's `getServerState`, and the resulting server state
 * is what the page renders and the island hydrates with. Shoppers and crawlers see the cars and the
 * facet list before any JavaScript runs, and the island takes over without a flash.
 *
 * Typesense sites get their first page the same way: the build has the same stock in its data
 * folder, and both engines give the same results for the same state (the conformance suite).
 */
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { getServerState, type InstantSearchServerState } from 'react-instantsearch';
import type { IntentHydrationOptions } from '../../browser/intent-hydration.ts';
import { storageKeys } from '../../domain/shopper/browser-storage.ts';
import { compareTrayKey } from '../../domain/compare/compare-tray.ts';
import { SECONDS_PER_DAY } from '../../domain/basics/constants.ts';
import { firstPageChangesAt } from '../../domain/search/first-page-changes.ts';
import { LISTED_STATUSES, type StockFilterSettings } from '../../domain/search/stock-filter.ts';
import SearchIsland from '../../islands/search/SearchIsland.tsx';
import type { SearchPageSettings } from '../../islands/search/search-page-settings.ts';
import { SearchEngine } from '../../search/embedded/engine.ts';
import { createEmbeddedSearchClientOver } from '../../search/embedded/search-client.ts';
import type { SearchDocument } from '../../search/search-document.ts';
import { SEARCH_STATE_PARAMS } from '../../search/url-state.ts';

/**
 * When the first pages of this build go stale: the first moment (Unix seconds) a car listed at the
 * build moment only through its sold-car window drops out of it, or null when none can. Until then
 * the static first page is exactly what a search at the shopper's clock would give; from then on
 * the island searches again as soon as it has hydrated, so a sold car whose window has closed is
 * never shown by an old build.
 */
export function firstPageStaleAt(documents: readonly SearchDocument[], stockFilter: StockFilterSettings): number | null {
  let staleAt: number | null = null;
  for (const document of documents) {
    if (LISTED_STATUSES.includes(document.status) || document.sold_date_timestamp === null) continue;
    // Listed while sold_date_timestamp > now - days (stock-filter.ts), so gone from this moment on.
    const closes = document.sold_date_timestamp + stockFilter.soldVisibilityDays * SECONDS_PER_DAY;
    if (staleAt === null || closes < staleAt) staleAt = closes;
  }
  return staleAt;
}

const engines = new WeakMap<readonly SearchDocument[], Map<string, SearchEngine>>();

/** One engine per build over `documents` and a stock filter, however many search pages ask. */
function sharedEngine(documents: readonly SearchDocument[], stockFilter: StockFilterSettings): SearchEngine {
  let byFilter = engines.get(documents);
  if (byFilter === undefined) {
    byFilter = new Map();
    engines.set(documents, byFilter);
  }
  const key = JSON.stringify(stockFilter);
  let engine = byFilter.get(key);
  if (engine === undefined) {
    engine = new SearchEngine(documents, stockFilter);
    byFilter.set(key, engine);
  }
  return engine;
}

/**
 * The server state of a search page: its first page of results and facets, computed by rendering
 * the island once with the embedded engine over `documents` at the page's build moment.
 */
export function firstPageServerState(settings: SearchPageSettings, documents: readonly SearchDocument[]): Promise<InstantSearchServerState> {
  const searchClient = createEmbeddedSearchClientOver(sharedEngine(documents, settings.stockFilter), {
    collection: settings.collection,
    now: () => settings.builtAt,
    // The page's HTML carries the first response; a measured time would make two builds of the
    // same stock differ byte for byte.
    timer: () => 0,
  });
  return getServerState(createElement(SearchIsland, { settings, searchClient }), { renderToString });
}

/** The cars of a server state's first page. */
function firstPageHits(serverState: InstantSearchServerState, collection: string): readonly SearchDocument[] {
  return (serverState.initialResults[collection]?.results?.[0]?.hits ?? []) as unknown as readonly SearchDocument[];
}

/**
 * How a search page's island hydrates (`client:intent`): when the shopper reaches for it, unless
 * the URL asks for a search, favourites or cars to compare are stored, or the first page has changed
 * since the build.
 */
export function searchIslandHydration(settings: SearchPageSettings, serverState: InstantSearchServerState): IntentHydrationOptions {
  return {
    staleFrom: firstPageChangesAt({
      builtAt: settings.builtAt,
      staleAt: settings.staleAt,
      hits: firstPageHits(serverState, settings.collection),
      promoCards: settings.promoCards,
      timeZone: settings.timeZone,
    }),
    params: SEARCH_STATE_PARAMS,
    storedList: settings.favourites ? storageKeys(settings.siteSlug).favourites : null,
    prefetch: true,
    hydrateNear: null,
    // Cars in the compare tray: the cards' 'Compare' toggles must show them pressed.
    storedEntries: [{ area: 'local', key: compareTrayKey(settings.siteSlug) }],
  };
}
