/**
 * The hits lookup (spec section 7, "Hits lookup | payload search_filters, limit"): the first
 * `limit` listed cars that pass some filters, in one of the search's orders, with no text, no page
 * and no facets. Pages that suggest cars (a vehicle page's similar cars) ask the site's search
 * backend through it when they are viewed, so a car sold since the build is not suggested.
 *
 * One port, two adapters matching the two engines: the embedded engine over the stock snapshot
 * (embedded/hits-lookup.ts) and the site's Typesense cluster (typesense/hits-lookup.ts). Both
 * answer through the engine request the stock search itself uses, and both AND the site's stock
 * filter (stock-filter.ts) with the lookup's filters, exactly as a search does.
 */
import type { SortBy } from '../domain/search/sort-options.ts';
import type { EngineRequest, FilterClause } from './instantsearch-protocol/engine-request.ts';
import type { SearchDocument } from './search-document.ts';

/** One lookup: the filters every hit passes, the order and how many hits at most. */
export interface HitsLookupRequest {
  readonly search_filters: readonly FilterClause[];
  readonly sortBy: SortBy;
  /** 1 to MAX_HITS_PER_PAGE (250). */
  readonly limit: number;
}

/** Answers several lookups at once (one multi_search on Typesense): the hits of each, in order. */
export type HitsLookup = (requests: readonly HitsLookupRequest[]) => Promise<SearchDocument[][]>;

/** A lookup as the engines' search request: the first page of `limit` hits, no text, no facets. */
export function engineRequestOf(lookup: HitsLookupRequest): EngineRequest {
  return { query: '', sortBy: lookup.sortBy, filters: lookup.search_filters, page: 0, hitsPerPage: lookup.limit, facets: [], maxValuesPerFacet: 1 };
}
