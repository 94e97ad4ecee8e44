/**
 * Records the shopper's refinements with the page's path in the search history (spec sections 3
 * and 4: 5 entries, oldest dropped; the rule is search-history.ts, the stored shape
 * browser-storage.ts). The page's own preset is left out: its path already says it.
 */
import { useEffect } from 'react';
import { useInstantSearch } from 'react-instantsearch';
import { readStorage, writeStorage } from '../../browser/web-storage.ts';
import { parseSearchHistory, storageKeys } from '../../domain/shopper/browser-storage.ts';
import { refinementsKey } from '../../domain/search/search-key.ts';
import { recordSearch } from '../../domain/search/search-history.ts';
import type { Refinements } from '../../domain/search/types.ts';
import { indexUiStateToSearchState, withoutPreset } from '../../search/instantsearch-routing.ts';

interface Props {
  siteSlug: string;
  collection: string;
  path: string;
  preset: Refinements;
}

export default function SearchHistoryRecorder({ siteSlug, collection, path, preset }: Props) {
  const { indexUiState } = useInstantSearch();
  const refinements = withoutPreset(indexUiStateToSearchState(indexUiState, collection).refinements, preset);
  const key = refinementsKey(refinements);
  useEffect(() => {
    // Storage switched off or full: the history is a convenience, the search goes on.
    const storageKey = storageKeys(siteSlug).searchHistory;
    const history = recordSearch(parseSearchHistory(readStorage('local', storageKey)), { path, refinements });
    writeStorage('local', storageKey, JSON.stringify(history));
    // `key` stands for the refinements (a new object each render): record only when they change.
  }, [key, siteSlug, path]);
  return null;
}
