/**
 * The hits lookup (../hits-lookup.ts) on the site's Typesense cluster: every lookup of a call in
 * one `POST /multi_search` with the site's scoped key, each written by the stock search's own
 * request writer (multi-search-request.ts: the shared parameters, `filter_by` = the site's stock
 * filter at this moment ANDed with the lookup's filters, the order's `sort_by`, `per_page` = the
 * limit) and read back by its result reader (multi-search-result.ts). No result cache: a lookup
 * is asked once per page view, and its point is to be fresh.
 */
import { stockFilterBy, type StockFilterSettings } from '../../domain/search/stock-filter.ts';
import { engineRequestOf, type HitsLookup } from '../hits-lookup.ts';
import type { ClusterSettings } from './connection.ts';
import { hitsSearch } from './multi-search-request.ts';
import { engineResultOf, searchResults } from './multi-search-result.ts';
import { createMultiSearch } from './multi-search-transport.ts';

/** What a Typesense lookup needs: the cluster, the site's scoped search key and collection, its stock filter. */
export interface TypesenseHitsLookupOptions extends ClusterSettings {
  readonly apiKey: string;
  readonly collection: string;
  readonly stockFilter: StockFilterSettings;
  /** The current time in whole Unix seconds. */
  readonly now: () => number;
}

export function createTypesenseHitsLookup(options: TypesenseHitsLookupOptions): HitsLookup {
  const multiSearch = createMultiSearch(options, options.apiKey);
  return async (requests) => {
    if (requests.length === 0) return [];
    const stockFilter = stockFilterBy(options.stockFilter, Math.floor(options.now()));
    const engineRequests = requests.map(engineRequestOf);
    const searches = engineRequests.map((request) => hitsSearch(options.collection, request, stockFilter));
    const results = searchResults(await multiSearch(searches), searches.length);
    return results.map((result, index) => [...engineResultOf(engineRequests[index] as (typeof engineRequests)[number], result).hits]);
  };
}
