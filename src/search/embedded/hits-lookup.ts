/**
 * The hits lookup (../hits-lookup.ts) over the embedded engine: the site's stock snapshot, loaded
 * on the first lookup (as the search island loads it on the first search), searched in memory
 * with the shopper's clock. A failed load fails that lookup; the next one loads again.
 */
import type { StockFilterSettings } from '../../domain/search/stock-filter.ts';
import { engineRequestOf, type HitsLookup } from '../hits-lookup.ts';
import { lazySearchEngine, type EngineDocuments } from './lazy-engine.ts';

/** What an embedded lookup searches. */
export interface EmbeddedHitsLookupOptions {
  /** The site's stock documents, or a loader called on the first lookup. */
  readonly documents: EngineDocuments;
  /** The site's sold-car window and exclusions. */
  readonly stockFilter: StockFilterSettings;
  /** The current time in Unix seconds (fractions are dropped). */
  readonly now: () => number;
}

export function createEmbeddedHitsLookup(options: EmbeddedHitsLookupOptions): HitsLookup {
  const engine = lazySearchEngine(options.documents, options.stockFilter);
  return async (requests) => {
    const searchEngine = await engine();
    const now = Math.floor(options.now());
    return requests.map((request) => [...searchEngine.search(engineRequestOf(request), now).hits]);
  };
}
