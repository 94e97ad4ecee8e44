/**
 * The data a search page renders (SearchPage.astro), as the incremental build's key inputs: its
 * island's settings (which hold the page's own moment, firstPageMoment), every car its preset may
 * match, in the stock's order (its hits, their order and the facets and slider bounds over them), and
 * for each preset attribute the counts of that facet over the cars matching the rest of the preset
 * (a refined facet lists its other values too, counted without its own refinement).
 */
import { buildMoment, dataDir, searchKey, site } from 'virtual:dealer/site';
import { stockFilterSettingsOf } from '../../config/stock-filter-settings.ts';
import { DIRECTORY_PAGE_SIZE } from '../../domain/basics/constants.ts';
import { listedDocuments } from '../../site/listed-documents.ts';
import { cacheKeyOf } from '../page-inputs.ts';
import { stockCheckedKeyInputs } from '../../site/stock-checked.ts';
import type { StockFilterSettings } from '../../domain/search/stock-filter.ts';
import type { Refinements } from '../../domain/search/types.ts';
import type { SearchPageDefinition } from '../../islands/search/search-page-settings.ts';
import { FILTER_FIELDS, type SearchDocument } from '../../search/search-document.ts';
import { mayMatchPreset } from '../../search/stock-directories.ts';
import { firstPageStaleAt } from './first-page.ts';
import { searchPageSettings } from './search-page-settings.ts';

function facetCounts(documents: readonly SearchDocument[], field: keyof SearchDocument): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const document of documents) {
    const value: unknown = document[field];
    for (const item of Array.isArray(value) ? value : [value]) counts[String(item)] = (counts[String(item)] ?? 0) + 1;
  }
  return counts;
}

export function searchPageKeyInputs(page: SearchPageDefinition, documents: readonly SearchDocument[], stockFilter: StockFilterSettings): unknown {
  const settings = searchPageSettings(site, searchKey, page, { at: buildMoment.at, staleAt: firstPageStaleAt(documents, stockFilter) }, documents);
  const attributes = Object.keys(page.preset) as (keyof Refinements)[];
  const refined = attributes.map((attribute) => {
    const rest: Refinements = Object.fromEntries(Object.entries(page.preset).filter(([name]) => name !== attribute));
    return [
      attribute,
      facetCounts(
        documents.filter((document) => mayMatchPreset(rest, document)),
        FILTER_FIELDS[attribute],
      ),
    ];
  });
  return {
    settings,
    matching: documents.filter((document) => mayMatchPreset(page.preset, document)),
    refined,
  };
}

/** A directory page's `cacheKey` (the brand and category directories: 21 cars a page, a heading of their own, the stock's age line). */
export async function directoryCacheKey(directory: { readonly path: string; readonly preset: Refinements; readonly heading: string }): Promise<string> {
  const stockFilter = stockFilterSettingsOf(site.search);
  const documents = await listedDocuments(site, dataDir, stockFilter, buildMoment.at);
  const page = {
    path: directory.path,
    preset: directory.preset,
    hitsPerPage: DIRECTORY_PAGE_SIZE,
  };
  return cacheKeyOf({
    directory,
    search: searchPageKeyInputs(page, documents, stockFilter),
    stockChecked: await stockCheckedKeyInputs(),
  });
}
