/**
 * "Recent searches" on the search pages: the stored search history (newest first, at most 5 kept,
 * src/domain/search/search-history.ts) as links back to each search. Each link is built by the one
 * writer of search URLs (url-state.ts), exactly as the search page's router writes it, and worded by
 * the refinements' labels (refinement-labels.ts). Run in the browser by RecentSearches.astro.
 */
import type { FacetLabelContext } from '../../domain/search/refinement-labels.ts';
import { searchLabel } from '../../domain/search/refinement-labels.ts';
import type { Refinements, SearchHistoryEntry } from '../../domain/search/types.ts';
import { searchHref } from '../../search/url-state.ts';

/** What the recent searches of a page know: how values read, and what the site's search pages fix by their paths. */
export interface RecentSearchesContext extends FacetLabelContext {
  /**
   * The refinements each known search page fixes, by path (the main search pages and the page
   * itself). An entry of another page (a brand directory seen from the stock search) reads by its own
   * refinements only; its link still goes to that page.
   */
  readonly pagePresets: Readonly<Record<string, Refinements>>;
}

/** One recent search as a link. */
export interface RecentSearchLink {
  readonly href: string;
  readonly label: string;
}

/** The links of the recent searches, newest first; [] for an empty history. */
export function recentSearchLinks(history: readonly SearchHistoryEntry[], context: RecentSearchesContext): RecentSearchLink[] {
  return history.map((entry) => {
    const preset = context.pagePresets[entry.path] ?? {};
    return { href: searchHref(entry.path, { refinements: entry.refinements }, preset), label: searchLabel(entry.refinements, preset, context) };
  });
}
