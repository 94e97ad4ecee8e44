/**
 * A search client that loads its engine on first use. InstantSearch needs a client the moment it
 * starts, but the search page's first results are in its HTML, so the engine (the embedded engine
 * and its stock snapshot, or the Typesense client) is only worth loading once the shopper acts:
 * this keeps it out of the JavaScript the page loads up front (the budgets in docs/architecture.md).
 */
import type { SearchClient } from 'instantsearch.js';

/** A SearchClient whose engine loads on the first search, or earlier on `warm()`. */
export interface LazySearchClient extends SearchClient {
  /** Starts loading the engine without searching (e.g. when the shopper reaches for a filter). */
  warm(): void;
}

/**
 * Wraps `load` as a SearchClient. A failed load is not cached: the next search tries again, and
 * the failure reaches InstantSearch as a search error (previous results stay on screen).
 */
export function lazySearchClient(load: () => Promise<SearchClient>): LazySearchClient {
  let loading: Promise<SearchClient> | undefined;
  const engine = (): Promise<SearchClient> => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
  return {
    search: (requests) => engine().then((client) => client.search(requests)),
    searchForFacetValues: (requests) =>
      engine().then((client) => {
        if (!client.searchForFacetValues) throw new Error('this search engine cannot search facet values');
        return client.searchForFacetValues(requests);
      }),
    warm() {
      void engine().catch(() => undefined);
    },
  } as LazySearchClient;
}
