/**
 * The browser's Typesense search client: typesense-instantsearch-adapter pointed at the site's
 * cluster with the site's scoped key, wrapped so that InstantSearch talks to Typesense exactly as
 * it talks to the embedded engine:
 * - every query sends the shared search parameters (collection-schema.ts: query_by, prefix, no
 *   typos, no dropped words, relevance with the shared tie-breakers);
 * - every query carries the site's stock filter at this moment (`stockFilterBy` with `now()`):
 *   the sold-car window and the site's exclusions. The scoped key already confines every search to
 *   the site's dealerships and to cars shown on its website (scoped-key.ts); the sold window moves
 *   with the clock, so it cannot live in a key issued weeks ahead;
 * - index names are the collection or `{collection}/sort/{sort_by}` (index-names.ts); any other
 *   name is an error, as it is in the embedded engine;
 * - `facets: ['*']` means every filter attribute's field, as in the embedded engine (Typesense
 *   itself has no facet wildcard).
 * Facets and filters name document fields (FILTER_FIELDS values), as in the embedded engine.
 *
 * The adapter and typesense-js are about 96 KB gzip: load this module with a dynamic `import()`
 * on Typesense sites only (ARCHITECTURE.md section 8), never from the embedded path.
 */
import TypesenseInstantSearchAdapter from 'typesense-instantsearch-adapter';
import type { SearchClient } from 'instantsearch.js';
import { SORT_BY_VALUES } from '../../domain/search/sort-options.ts';
import { stockFilterBy, type StockFilterSettings } from '../../domain/search/stock-filter.ts';
import { indexNameFor } from '../index-names.ts';
import { FILTER_FIELDS } from '../search-document.ts';
import { SHARED_SEARCH_PARAMETERS } from './collection-schema.ts';
import { clientOptions, type ClusterSettings } from './connection.ts';

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

/** One request of InstantSearch's multi-query, as far as this wrapper reads it. */
interface InstantSearchRequest {
  readonly indexName: string;
  readonly params?: Readonly<Record<string, unknown>>;
}

/** The fields `facets: ['*']` stands for: every filter attribute's. */
const ALL_FACET_FIELDS: readonly string[] = [...new Set(Object.values(FILTER_FIELDS))];

const clock = (): number => Math.floor(Date.now() / 1000);

/** Throws unless `indexName` is one of the collection's index names. */
function checkIndexName(collection: string, indexName: string): void {
  const known = SORT_BY_VALUES.map((sortBy) => indexNameFor(collection, sortBy));
  if (!known.includes(indexName)) throw new Error(`unknown index "${indexName}"; this site searches ${known.map((name) => `"${name}"`).join(', ')}`);
}

/** `facets` with the wildcard expanded. */
function expandFacets(facets: unknown): unknown {
  const list = typeof facets === 'string' ? [facets] : facets;
  if (!Array.isArray(list) || !list.includes('*')) return facets;
  return [...new Set([...ALL_FACET_FIELDS, ...list.filter((facet) => facet !== '*')])];
}

/**
 * A request as the adapter should see it: the stock filter added to whatever `filters` it has
 * (the adapter ANDs `filters` with the facet and numeric filters into Typesense's `filter_by`).
 */
function withStockFilter(request: InstantSearchRequest, stockFilter: string, collection: string): InstantSearchRequest {
  checkIndexName(collection, request.indexName);
  const params = request.params ?? {};
  const own = typeof params.filters === 'string' && params.filters.trim() !== '' ? `(${params.filters}) && ` : '';
  return {
    ...request,
    params: { ...params, facets: expandFacets(params.facets), filters: `${own}${stockFilter}` },
  };
}

/** The InstantSearch client for a Typesense site (see the module comment). */
export function createTypesenseSearchClient(options: TypesenseSearchClientOptions): SearchClient {
  const adapter = new TypesenseInstantSearchAdapter({
    server: clientOptions(options, options.apiKey),
    additionalSearchParameters: { ...SHARED_SEARCH_PARAMETERS },
  });
  const inner = adapter.searchClient as SearchClient;
  const adapterFacetSearch = inner.searchForFacetValues as unknown as (requests: readonly InstantSearchRequest[]) => Promise<unknown>;
  const now = options.now ?? clock;
  const prepare = (requests: readonly InstantSearchRequest[]) => {
    const filter = stockFilterBy(options.stockFilter, now());
    return requests.map((request) => withStockFilter(request, filter, options.collection));
  };
  return {
    // async, so that a request the client refuses reaches InstantSearch as a failed search.
    search: async (requests) => inner.search(prepare(requests) as Parameters<SearchClient['search']>[0]),
    // InstantSearch calls a client that has searchForFacetValues (and no searchForFacets) with a list
    // of { indexName, params }, whatever the installed Algolia client's types say.
    searchForFacetValues: (async (requests: readonly InstantSearchRequest[]) => adapterFacetSearch(prepare(requests))) as unknown as SearchClient['searchForFacetValues'],
    clearCache: () => {
      adapter.clearCache();
    },
  } as SearchClient;
}
