/**
 * The line above the grid that says how many cars match and whether the results are being
 * updated or could not be. It is a polite live region, so a screen reader hears the new count
 * after each change without losing its place; a failure is announced at once (role alert).
 *
 * A change the shopper made before the island hydrated marks the island as updating
 * (INTENT_PENDING_ATTRIBUTE, whose styles add "Updating results…" to this line at once); the
 * first results or failure after hydrating end that.
 */
import { useEffect, useRef } from 'react';
import { useInstantSearch } from 'react-instantsearch';
import { endIntentPending } from '../../browser/intent-hydration.ts';
import type { SearchView } from '../../domain/search/search-view.ts';
import { SEARCH_ERROR_TEXT, type CarHit } from './use-search-view.ts';

/** "1 car", "216 cars". */
export function carCount(count: number): string {
  return `${count.toLocaleString('en')} ${count === 1 ? 'car' : 'cars'}`;
}

interface Props {
  view: SearchView<CarHit>;
  /** 0-based page on show, for the "page 2 of 9" part. */
  page: number;
}

export default function ResultsStatus({ view, page }: Props) {
  const result = view.result;
  const pages = result?.pages ?? 0;
  const line = useRef<HTMLDivElement>(null);
  // InstantSearch's results as hydrated (the build's first page): any other answer, or a failure, ends a pending change.
  const { results, status } = useInstantSearch();
  const hydratedResults = useRef(results);
  useEffect(() => {
    if ((status === 'idle' && results !== hydratedResults.current) || status === 'error') endIntentPending(line.current);
  }, [results, status]);
  return (
    <div className="results-status" ref={line}>
      <p className="results-status__count" role="status">
        {result === null ? '' : `${carCount(result.count)} found${pages > 1 ? `, page ${page + 1} of ${pages}` : ''}.`}
        {view.loadState === 'loading' && <span className="results-status__loading"> Updating results…</span>}
      </p>
      {view.loadState === 'hasError' && (
        <p className="results-status__error" role="alert">
          {SEARCH_ERROR_TEXT}
        </p>
      )}
    </div>
  );
}
