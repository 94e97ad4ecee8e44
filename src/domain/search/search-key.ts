/**
 * Stable string keys for search states and refinements, for the result cache and for spotting a
 * repeated history entry. Two states that ask for the same results get the same key: the order of
 * attributes does not matter, nor the order or repetition of values within a list (values of one
 * attribute are ORed), and an empty list is the same as no list.
 */
import type { Refinements, RefinementAttribute, SearchState } from './types.ts';
import { isListAttribute } from './types.ts';

type CanonicalRefinement = [RefinementAttribute, readonly string[] | readonly [number | null, number | null]];

function canonicalRefinements(refinements: Refinements): CanonicalRefinement[] {
  const canonical: CanonicalRefinement[] = [];
  for (const attribute of Object.keys(refinements).sort() as RefinementAttribute[]) {
    if (isListAttribute(attribute)) {
      const values = [...new Set(refinements[attribute] ?? [])].sort();
      if (values.length > 0) canonical.push([attribute, values]);
    } else {
      const range = refinements[attribute];
      if (range !== undefined && (range.min !== undefined || range.max !== undefined)) {
        canonical.push([attribute, [range.min ?? null, range.max ?? null]]);
      }
    }
  }
  return canonical;
}

/** A key that is equal for equal refinements, whatever the order they were written in. */
export function refinementsKey(refinements: Refinements): string {
  return JSON.stringify(canonicalRefinements(refinements));
}

/** A key that is equal for search states that ask for the same results. */
export function searchStateKey(state: SearchState): string {
  return JSON.stringify([state.query, state.page, state.sortBy, canonicalRefinements(state.refinements)]);
}
