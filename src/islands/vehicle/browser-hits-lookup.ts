/**
 * The hits lookup (src/search/hits-lookup.ts) in the browser, per the site's search backend, as
 * the search island builds its search client (../search/browser-search-client.ts): the engine's
 * code is loaded with a dynamic import on the first lookup, so a Typesense site never downloads
 * the embedded engine, an embedded site never downloads the Typesense client, and neither is on
 * the vehicle page's critical path.
 */
import type { HitsLookup } from '../../search/hits-lookup.ts';
import type { SiteSearchSettings } from '../search/search-page-settings.ts';

/** The browser's clock in whole Unix seconds: the sold-car window moves with it. */
const unixNow = (): number => Math.floor(Date.now() / 1000);

async function loadLookup({ backend, collection, stockFilter }: SiteSearchSettings): Promise<HitsLookup> {
  if (backend.kind === 'embedded') {
    const [{ createEmbeddedHitsLookup }, { fetchStockSnapshot }] = await Promise.all([
      import('../../search/embedded/hits-lookup.ts'),
      import('../../search/embedded/snapshot.ts'),
    ]);
    return createEmbeddedHitsLookup({ documents: () => fetchStockSnapshot(backend.snapshotUrl), stockFilter, now: unixNow });
  }
  if (backend.apiKey === null) throw new Error('this site was built without its search key, so it cannot look cars up');
  const { createTypesenseHitsLookup } = await import('../../search/typesense/hits-lookup.ts');
  return createTypesenseHitsLookup({ ...backend.cluster, apiKey: backend.apiKey, collection, stockFilter, now: unixNow });
}

/** The site's hits lookup; the engine loads on the first call, and a failed load is tried again on the next. */
export function createBrowserHitsLookup(settings: SiteSearchSettings): HitsLookup {
  let loading: Promise<HitsLookup> | undefined;
  return (requests) => {
    loading ??= loadLookup(settings).catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading.then((lookup) => lookup(requests));
  };
}
