/**
 * The search client the island uses in the browser, per the site's backend:
 * - embedded: the in-browser engine over the site's stock snapshot (/search/stock.json);
 * - typesense: our fetch-based Typesense client with the site's scoped search key.
 * Either engine's code is loaded with a dynamic import on the first search (lazy-search-client.ts),
 * so a Typesense site never downloads the embedded engine and an embedded site never downloads the
 * Typesense client; neither loads until the shopper acts.
 */
import type { SearchClient } from 'instantsearch.js';
import type { ClusterSettings } from '../../search/typesense/connection.ts';
import { lazySearchClient, type LazySearchClient } from './lazy-search-client.ts';
import type { SearchPageSettings } from './search-page-settings.ts';

/** The browser's clock in whole Unix seconds: the sold-car window moves with it. */
const unixNow = (): number => Math.floor(Date.now() / 1000);

async function embeddedClient(settings: SearchPageSettings, snapshotUrl: string): Promise<SearchClient> {
  // Start downloading the snapshot while the engine's code loads; a retry after a failure fetches anew.
  let prefetched: Promise<Response> | undefined = fetch(snapshotUrl);
  // Its failure is reported by the search that reads it; this only keeps it from going unhandled meanwhile.
  prefetched.catch(() => undefined);
  const fetchOnce: typeof fetch = (input, init) => {
    const response = prefetched ?? fetch(input, init);
    prefetched = undefined;
    return response;
  };
  const [{ createEmbeddedSearchClient }, { fetchStockSnapshot }] = await Promise.all([
    import('../../search/embedded/search-client.ts'),
    import('../../search/embedded/snapshot.ts'),
  ]);
  return createEmbeddedSearchClient({
    documents: () => fetchStockSnapshot(snapshotUrl, fetchOnce),
    collection: settings.collection,
    stockFilter: settings.stockFilter,
    now: unixNow,
  });
}

async function typesenseClient(settings: SearchPageSettings, apiKey: string | null, cluster: ClusterSettings): Promise<SearchClient> {
  if (apiKey === null) throw new Error('this site was built without its search key, so it cannot search');
  const { createTypesenseSearchClient } = await import('../../search/typesense/search-client.ts');
  return createTypesenseSearchClient({ ...cluster, apiKey, collection: settings.collection, stockFilter: settings.stockFilter, now: unixNow });
}

/** The island's search client in the browser (see the module comment). */
export function createBrowserSearchClient(settings: SearchPageSettings): LazySearchClient {
  const { backend } = settings;
  return backend.kind === 'embedded'
    ? lazySearchClient(() => embeddedClient(settings, backend.snapshotUrl))
    : lazySearchClient(() => typesenseClient(settings, backend.apiKey, backend.cluster));
}
