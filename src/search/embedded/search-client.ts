/**
 * The embedded backend as an InstantSearch search client: `createEmbeddedSearchClient(options)`
 * answers InstantSearch's multi-queries from a SearchEngine over the site's stock snapshot, in
 * Algolia's response shape, so the same react-instantsearch UI runs on it or on Typesense.
 *
 * - The snapshot can be handed over as documents or as a loader (the browser fetches
 *   /search/stock.json on the first search, not before); a failed load fails that search and the
 *   next search tries again.
 * - Responses are kept in the shared result cache (instantsearch-protocol/response-cache.ts). The
 *   cache is emptied when the listed stock changes (a sold car's window closes) or when
 *   InstantSearch refreshes.
 * - Facet searches (a searchable refinement list) are answered both ways InstantSearch's helper
 *   sends them: as `search` requests with `type: 'facet'` (algoliasearch v5's form) and through
 *   `searchForFacetValues([{ indexName, params: { facetName, facetQuery, ... } }])`, the form the
 *   helper uses when a client has that method (as the Typesense client and a wrapping client do).
 */
import type { SearchClient, SearchResponses } from 'instantsearch.js';
import type { StockFilterSettings } from '../../domain/search/stock-filter.ts';
import { asFacetSearch, parseAlgoliaRequest, type AlgoliaRequest } from '../instantsearch-protocol/algolia-params.ts';
import { toFacetValuesResponse, toHitsResponse } from '../instantsearch-protocol/algolia-response.ts';
import { requestCacheKey } from '../instantsearch-protocol/request-cache-key.ts';
import { ResponseCache, type AlgoliaResponse } from '../instantsearch-protocol/response-cache.ts';
import type { SearchEngine } from './engine.ts';
import { lazySearchEngine, type EngineDocuments } from './lazy-engine.ts';

/** How an embedded search client answers, whatever engine it searches. */
export interface EmbeddedClientSettings {
  /** The index name for relevance; other orders are `{collection}/sort/{sort_by}` (index-names.ts). */
  readonly collection: string;
  /** The current time in Unix seconds (fractions are dropped). */
  readonly now: () => number;
  /** Result cache entries, 10 to 50 (ResultCache's default when left out). */
  readonly cacheSize?: number;
  /**
   * Milliseconds on a monotonic clock, for each answer's processingTimeMS; performance.now by
   * default. The build passes a stopped one: the first page it writes into the HTML must not
   * depend on how fast the build machine was.
   */
  readonly timer?: () => number;
}

/** How to build an embedded search client for one site. */
export interface EmbeddedSearchClientOptions extends EmbeddedClientSettings {
  /** The site's stock documents, or a loader called once, on the first search. */
  readonly documents: EngineDocuments;
  /** The site's sold-car window and exclusions, applied to every query. */
  readonly stockFilter: StockFilterSettings;
}

/** An InstantSearch search client, plus the cache reset InstantSearch calls on refresh. */
export type EmbeddedSearchClient = SearchClient & {
  clearCache(): Promise<void>;
};

/** Creates the client; throws a RangeError at once on a cache size outside 10 to 50. */
export function createEmbeddedSearchClient(options: EmbeddedSearchClientOptions): EmbeddedSearchClient {
  return clientOver(lazySearchEngine(options.documents, options.stockFilter), options);
}

/**
 * A client over an engine that is already built, which many clients may share: the build renders
 * the first page of every search page over one engine, since building it (its text index, sort
 * orders and field indexes) costs far more than answering a first page. Sharing is safe: the
 * engine keeps only caches, each client keeps its own result cache, and a listed-stock version
 * moved on by another client only empties this client's cache once more than needed.
 */
export function createEmbeddedSearchClientOver(engine: SearchEngine, settings: EmbeddedClientSettings): EmbeddedSearchClient {
  const ready = Promise.resolve(engine);
  return clientOver(() => ready, settings);
}

function clientOver(loadEngine: () => Promise<SearchEngine>, options: EmbeddedClientSettings): EmbeddedSearchClient {
  const cache = new ResponseCache(options.cacheSize === undefined ? {} : { size: options.cacheSize });
  let cachedListedVersion: number | null = null;

  const answer = async (requests: readonly AlgoliaRequest[]): Promise<AlgoliaResponse[]> => {
    const searchEngine = await loadEngine();
    const now = Math.floor(options.now());
    const listedVersion = searchEngine.listedVersion(now);
    if (listedVersion !== cachedListedVersion) {
      cache.clear();
      cachedListedVersion = listedVersion;
    }
    return requests.map((request) => answerOne(searchEngine, cache, options, request, now));
  };

  const searchForFacetValues = async (requests: readonly AlgoliaRequest[]): Promise<AlgoliaResponse[]> =>
    answer(requests.map(asFacetSearch));

  return {
    // InstantSearch picks the hit type T; the embedded hits are stock documents whatever it picks,
    // so the answer is handed over as the type InstantSearch asked for.
    search: async <T>(requests: Parameters<SearchClient['search']>[0]) =>
      ({ results: await answer(requests as unknown as readonly AlgoliaRequest[]) }) as unknown as SearchResponses<T>,
    // SearchClient types this method as algoliasearch v5's, but InstantSearch's helper calls it the
    // v4 way whenever a client has it and lacks v5's searchForFacets (as the Typesense client does).
    searchForFacetValues: searchForFacetValues as unknown as SearchClient['searchForFacetValues'],
    clearCache: async () => {
      cache.clear();
    },
  };
}

/** One request's response, from the cache when the same state and shape were answered before. */
function answerOne(engine: SearchEngine, cache: ResponseCache, settings: EmbeddedClientSettings, request: AlgoliaRequest, now: number): AlgoliaResponse {
  const parsed = parseAlgoliaRequest(settings.collection, request);
  const key = requestCacheKey(parsed);
  const cached = key === null ? undefined : cache.get(key, now);
  if (cached !== undefined) return cached;

  const timer = settings.timer ?? (() => performance.now());
  const started = timer();
  let response: AlgoliaResponse;
  if (parsed.kind === 'hits') {
    const result = engine.search(parsed.request, now);
    response = toHitsResponse(parsed, result, {
      indexName: request.indexName,
      params: request.params ?? {},
      processingTimeMS: Math.round(timer() - started),
    });
  } else {
    const values = engine.searchFacetValues(parsed.request, now);
    response = toFacetValuesResponse(parsed, values, Math.round(timer() - started));
  }
  if (key !== null) cache.set(key, response, now);
  return response;
}
