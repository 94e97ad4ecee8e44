/**
 * The results area's load state (spec section 4: loading, hasData, hasError, with the previous
 * hits, facets and counts kept on screen; section 8: search errors leave the previous results).
 * InstantSearch's status drives the domain's view machine (search-view.ts in src/domain); the
 * island renders the view, never InstantSearch's raw status.
 */
import type { Hit } from 'instantsearch.js';
import { useEffect, useState } from 'react';
import { useInstantSearch, type InstantSearchApi } from 'react-instantsearch';
import { nextView, viewWithResult, INITIAL_SEARCH_VIEW, type SearchEvent, type SearchView } from '../../domain/search/search-view.ts';
import { FILTER_ATTRIBUTE_KINDS, type FacetCounts, type FacetStatsByAttribute, type SearchResult } from '../../domain/search/types.ts';
import { attributeOfField } from '../../search/instantsearch-routing.ts';
import type { SearchDocument } from '../../search/search-document.ts';

/** A hit as the engines return it: the index document with InstantSearch's objectID. */
export type CarHit = Hit<SearchDocument>;

/** InstantSearch's results of the main index (typed through the hook, the helper being InstantSearch's own dependency). */
type IndexResults = NonNullable<InstantSearchApi['results']>;

/** The text shoppers see when a search fails; the previous results stay below it. */
export const SEARCH_ERROR_TEXT = 'We could not update the results. Check your connection and try again; the cars shown are from your last search.';

/** InstantSearch's results as the domain's SearchResult (facets and stats by filter attribute). */
function toSearchResult(results: IndexResults): SearchResult<CarHit> {
  const facets: Record<string, Record<string, number>> = {};
  const facetStats: Record<string, { min: number; max: number }> = {};
  for (const facet of [...results.facets, ...results.disjunctiveFacets]) {
    const attribute = attributeOfField(facet.name);
    if (attribute === undefined) continue;
    if (FILTER_ATTRIBUTE_KINDS[attribute] === 'list') facets[attribute] = { ...facet.data };
    const stats = facet.stats;
    if (stats !== undefined && Number.isFinite(stats.min) && Number.isFinite(stats.max)) facetStats[attribute] = { min: stats.min, max: stats.max };
  }
  return {
    hits: results.hits as CarHit[],
    count: results.nbHits,
    facets: facets as FacetCounts,
    facetStats: facetStats as FacetStatsByAttribute,
    ms: results.processingTimeMS,
    pages: results.nbPages,
  };
}

/** Results InstantSearch made up before any search answered (it has none of its own). */
function isRealResult(results: IndexResults | null | undefined): results is IndexResults {
  return results !== null && results !== undefined && !(results as { __isArtificial?: boolean }).__isArtificial;
}

/**
 * The results area's view. A search counts as started once InstantSearch calls it stalled (after
 * its 200 ms grace), so an instant answer never flashes a loading message.
 */
export function useSearchView(): SearchView<CarHit> {
  const { status, error, results } = useInstantSearch();
  const [view, setView] = useState<SearchView<CarHit>>(() => (isRealResult(results) ? viewWithResult(toSearchResult(results)) : INITIAL_SEARCH_VIEW));
  useEffect(() => {
    let event: SearchEvent<CarHit> | undefined;
    if (status === 'stalled') event = { type: 'started' };
    else if (status === 'error') event = { type: 'failed', error: error?.message ?? SEARCH_ERROR_TEXT };
    else if (status === 'idle' && isRealResult(results)) event = { type: 'succeeded', result: toSearchResult(results) };
    if (event !== undefined) {
      const happened = event;
      setView((previous) => nextView(previous, happened));
    }
  }, [status, error, results]);
  return view;
}
