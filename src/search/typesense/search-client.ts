/**
 * The browser's Typesense search client: InstantSearch's multi-queries answered by the site's
 * cluster with the site's scoped key, exactly as the embedded engine answers them:
 * - requests are read by the same code as the embedded engine's (instantsearch-protocol/
 *   algolia-params.ts): index names are the collection or `{collection}/sort/{sort_by}`
 *   (index-names.ts) and any other name is an error; `facets: ['*']` means every filter
 *   attribute's field (Typesense itself has no facet wildcard); facets and filters name document
 *   fields (FILTER_FIELDS values); parameters neither backend honours (`filters`, `tagFilters`,
 *   geo) are errors;
 * - every query sends the shared search parameters (collection-schema.ts: query_by, prefix, no
 *   typos, no dropped words, relevance with the shared tie-breakers) and carries the site's stock
 *   filter at this moment (`stockFilterBy` with `now()`): the sold-car window and the site's
 *   exclusions. The scoped key already confines every search to the site's dealerships and to
 *   cars shown on its website (scoped-key.ts); the sold window moves with the clock, so it cannot
 *   live in a key issued weeks ahead. multi-search-request.ts writes the searches;
 * - one `POST /multi_search` per call, with failover across the config's nodes
 *   (multi-search-transport.ts); a search Typesense refuses rejects the call with its message;
 * - answers become the engines' results (multi-search-result.ts) and then InstantSearch responses
 *   through the same code as the embedded engine's (instantsearch-protocol/algolia-response.ts);
 * - `search` answers hits and facet searches (`type: 'facet'`), `searchForFacetValues` the
 *   helper's v4-style facet searches, and `clearCache` empties the result cache.
 *
 * Result cache: the same one the embedded client keeps (instantsearch-protocol/response-cache.ts,
 * the domain's ResultCache of 10 to 50 search states), so going back to a state the shopper saw
 * costs no request. Unlike the embedded snapshot, the cluster's stock changes under the page
 * (the indexer runs while shoppers browse), so a state's answers are kept for
 * CACHED_RESPONSE_SECONDS only, as long as the Typesense InstantSearch adapter kept them.
 *
 * This module talks to Typesense's HTTP API itself instead of loading typesense-instantsearch-adapter
 * and typesense-js (about 47 KB gzip) so that a Typesense site's search page stays within the
 * JavaScript budget (docs/architecture.md, Budgets). It is still loaded with a dynamic `import()` on
 * Typesense sites only, never from the embedded path.
 */
import type { SearchClient, SearchResponses } from 'instantsearch.js';
import { stockFilterBy, type StockFilterSettings } from '../../domain/search/stock-filter.ts';
import { asFacetSearch, parseAlgoliaRequest, type AlgoliaRequest, type ParsedRequest } from '../instantsearch-protocol/algolia-params.ts';
import { toFacetValuesResponse, toHitsResponse } from '../instantsearch-protocol/algolia-response.ts';
import { requestCacheKey, type RequestCacheKey } from '../instantsearch-protocol/request-cache-key.ts';
import { ResponseCache, type AlgoliaResponse } from '../instantsearch-protocol/response-cache.ts';
import type { ClusterSettings } from './connection.ts';
import { facetValuesSearch, hitsSearch } from './multi-search-request.ts';
import { engineResultOf, facetValuesOf, searchResults, type TypesenseSearchResult } from './multi-search-result.ts';
import { createMultiSearch } from './multi-search-transport.ts';

/** What the browser needs to search a Typesense site. */
export interface TypesenseSearchClientOptions extends ClusterSettings {
  /** The site's scoped search key: never the parent or admin key. */
  readonly apiKey: string;
  /** The collection, which is also the index name of the default order. */
  readonly collection: string;
  /** The site's sold-car window and exclusions. */
  readonly stockFilter: StockFilterSettings;
  /** The current time in whole Unix seconds; defaults to the browser's clock. */
  readonly now?: () => number;
}

/** Seconds a search state's answers are reused (typesense-instantsearch-adapter's default cache time). */
export const CACHED_RESPONSE_SECONDS = 120;

const clock = (): number => Math.floor(Date.now() / 1000);

/** One request of a call, read, with its cache key (null: not cached). */
interface ReadRequest {
  readonly request: AlgoliaRequest;
  readonly parsed: ParsedRequest;
  readonly key: RequestCacheKey | null;
}

/** The InstantSearch client for a Typesense site (see the module comment). */
export function createTypesenseSearchClient(options: TypesenseSearchClientOptions): SearchClient {
  const multiSearch = createMultiSearch(options, options.apiKey);
  const cache = new ResponseCache({ maxAgeSeconds: CACHED_RESPONSE_SECONDS });
  const now = options.now ?? clock;

  const answer = async (requests: readonly AlgoliaRequest[]): Promise<AlgoliaResponse[]> => {
    const at = Math.floor(now());
    const stockFilter = stockFilterBy(options.stockFilter, at);
    const read = requests.map((request): ReadRequest => {
      const parsed = parseAlgoliaRequest(options.collection, request);
      return { request, parsed, key: requestCacheKey(parsed) };
    });
    const responses = read.map(({ key }) => (key === null ? undefined : cache.get(key, at)));
    const unanswered = read.filter((_, index) => responses[index] === undefined);
    if (unanswered.length === 0) return responses as AlgoliaResponse[];

    const searches = unanswered.map(({ parsed }) =>
      parsed.kind === 'hits' ? hitsSearch(options.collection, parsed.request, stockFilter) : facetValuesSearch(options.collection, parsed.request, stockFilter),
    );
    const results = searchResults(await multiSearch(searches), searches.length);
    const fresh = unanswered.map((one, index) => responseOf(one, results[index] as TypesenseSearchResult));
    unanswered.forEach(({ key }, index) => {
      if (key !== null) cache.set(key, fresh[index] as AlgoliaResponse, at);
    });
    let next = 0;
    return responses.map((cached) => cached ?? (fresh[next++] as AlgoliaResponse));
  };

  const searchForFacetValues = async (requests: readonly AlgoliaRequest[]): Promise<AlgoliaResponse[]> => answer(requests.map(asFacetSearch));

  const client: SearchClient & { clearCache(): Promise<void> } = {
    // InstantSearch picks the hit type T; the hits are stock documents whatever it picks, so the
    // answer is handed over as the type it asked for. async, so that a request the client refuses
    // reaches InstantSearch as a failed search.
    search: async <T>(requests: Parameters<SearchClient['search']>[0]) =>
      ({ results: await answer(requests as unknown as readonly AlgoliaRequest[]) }) as unknown as SearchResponses<T>,
    // SearchClient types this method as algoliasearch v5's, but InstantSearch's helper calls it the
    // v4 way, with a list of { indexName, params: { facetName, facetQuery, ... } }, whenever a
    // client has it and lacks v5's searchForFacets.
    searchForFacetValues: searchForFacetValues as unknown as SearchClient['searchForFacetValues'],
    clearCache: async () => {
      cache.clear();
    },
  };
  return client;
}

/** The InstantSearch response to one request from its Typesense result. */
function responseOf({ request, parsed }: ReadRequest, result: TypesenseSearchResult): AlgoliaResponse {
  const processingTimeMS = result.search_time_ms ?? 0;
  if (parsed.kind === 'hits') {
    return toHitsResponse(parsed, engineResultOf(parsed.request, result), { indexName: request.indexName, params: request.params ?? {}, processingTimeMS });
  }
  return toFacetValuesResponse(parsed, facetValuesOf(parsed.request.facet, result), processingTimeMS);
}
