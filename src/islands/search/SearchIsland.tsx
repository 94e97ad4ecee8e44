/**
 * The stock search island of every search page: react-instantsearch over the site's
 * search client, with the URL as the state (instantsearch-routing.ts).
 *
 * It renders three times in a page's life, always to the same markup:
 * 1. at build time inside `getServerState` (first-page.ts), with the embedded engine over the
 *    site's snapshot, to compute the first page of results;
 * 2. at build time by Astro, with that server state, into the static HTML;
 * 3. in the browser (`client:intent`: when the shopper reaches for it), hydrating with the same server state; the engine (embedded or
 *    Typesense) loads only when the shopper acts, and a URL asking for more than the page's initial
 *    state is applied right after hydration (UrlStateSync).
 */
import type { SearchClient } from 'instantsearch.js';
import { useState } from 'react';
import { Configure, InstantSearch, InstantSearchSSRProvider, type InstantSearchServerState } from 'react-instantsearch';
import { createSearchRouter, createSearchStateMapping } from '../../search/instantsearch-routing.ts';
import { createBrowserSearchClient } from './browser-search-client.ts';
import type { SearchPageSettings } from './search-page-settings.ts';
import SearchHistoryRecorder from './SearchHistoryRecorder.tsx';
import SearchLayout from './SearchLayout.tsx';
import UrlStateSync from './UrlStateSync.tsx';

interface SearchIslandProps {
  settings: SearchPageSettings;
  /** The first page's results, computed at build time; absent only while computing them. */
  serverState?: InstantSearchServerState;
  /** Build time only: the engine to compute the first page with (not serialisable, never sent to the browser). */
  searchClient?: SearchClient;
}

const noop = () => undefined;

export default function SearchIsland({ settings, serverState, searchClient }: SearchIslandProps) {
  const [client] = useState<SearchClient & { warm?: () => void }>(() => {
    if (searchClient !== undefined) return searchClient;
    const browserClient = createBrowserSearchClient(settings);
    // Hydrating in the browser means the shopper reached for the search or the URL asks for one: the
    // engine and its snapshot load while the island hydrates, not after (never while the page is built).
    if (typeof document !== 'undefined') browserClient.warm();
    return browserClient;
  });
  const [router] = useState(() => createSearchRouter(settings));
  const [routing] = useState(() => ({ router, stateMapping: createSearchStateMapping(settings) }));
  const warm = client.warm ?? noop;
  return (
    <InstantSearchSSRProvider {...serverState}>
      <InstantSearch
        searchClient={client}
        indexName={settings.collection}
        routing={routing}
        insights={false}
        future={{ preserveSharedStateOnUnmount: true }}
      >
        <Configure hitsPerPage={settings.hitsPerPage} />
        <SearchLayout settings={settings} onWarm={warm} />
        <UrlStateSync router={router} staleAt={settings.staleAt} />
        <SearchHistoryRecorder siteSlug={settings.siteSlug} collection={settings.collection} path={settings.path} preset={settings.preset} />
      </InstantSearch>
    </InstantSearchSSRProvider>
  );
}
