/**
 * The refinement history (spec section 4: "Refinements are recorded in history; at most 5 entries
 * are kept and the oldest is dropped"). The list is newest first. Two decisions of ours:
 * - re-adding an entry equal to one already kept (same path, same refinements in any order) moves
 *   it to the front instead of keeping it twice, so five entries are five different searches;
 * - a search with no refinements records nothing: there is nothing to go back to.
 */
import { SEARCH_HISTORY_SIZE } from '../basics/constants.ts';
import { refinementsKey } from './search-key.ts';
import type { SearchHistoryEntry } from './types.ts';

const entryKey = (entry: SearchHistoryEntry): string => JSON.stringify([entry.path, refinementsKey(entry.refinements)]);

/**
 * The history with `entry` recorded at the front: any equal entry is removed first, and the oldest
 * entries beyond SEARCH_HISTORY_SIZE are dropped. An entry without refinements leaves the history
 * as it was.
 */
export function recordSearch(
  history: readonly SearchHistoryEntry[],
  entry: SearchHistoryEntry,
): readonly SearchHistoryEntry[] {
  if (refinementsKey(entry.refinements) === refinementsKey({})) return history;
  const key = entryKey(entry);
  return [entry, ...history.filter((kept) => entryKey(kept) !== key)].slice(0, SEARCH_HISTORY_SIZE);
}
