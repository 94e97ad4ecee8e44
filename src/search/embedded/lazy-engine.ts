/**
 * An embedded engine built on first use over documents given as a list or a loader (the browser
 * fetches the stock snapshot only when a search or lookup first needs it). A failed load is not
 * kept: the next use loads again.
 */
import type { StockFilterSettings } from '../../domain/search/stock-filter.ts';
import type { SearchDocument } from '../search-document.ts';
import { SearchEngine } from './engine.ts';

/** The site's stock documents, or a loader called once, on first use. */
export type EngineDocuments = readonly SearchDocument[] | (() => Promise<readonly SearchDocument[]>);

/** A function answering the engine, built once over `documents` under `stockFilter`. */
export function lazySearchEngine(documents: EngineDocuments, stockFilter: StockFilterSettings): () => Promise<SearchEngine> {
  let engine: Promise<SearchEngine> | null = null;
  return () => {
    if (engine === null) {
      const loading = (typeof documents === 'function' ? documents() : Promise.resolve(documents)).then((loaded) => new SearchEngine(loaded, stockFilter));
      engine = loading;
      loading.catch(() => {
        if (engine === loading) engine = null;
      });
    }
    return engine;
  };
}
