/**
 * Brings the hydrated island up to date. The island hydrates with the state and results its
 * static HTML was rendered for (see createSearchRouter); right after, it applies a pasted or
 * bookmarked URL that asks for more, or, when the build is old enough that a listed sold car's
 * window has closed since (`staleAt`), searches again at the browser's clock.
 */
import { useEffect } from 'react';
import { useInstantSearch } from 'react-instantsearch';
import type { SearchRouter } from '../../search/instantsearch-routing.ts';

interface Props {
  router: SearchRouter;
  /** Unix seconds from which the static first page may be out of date; null for never. */
  staleAt: number | null;
}

export default function UrlStateSync({ router, staleAt }: Props) {
  const { refresh } = useInstantSearch();
  useEffect(() => {
    // After this commit's effects: InstantSearch re-enables searching in an effect of its own that
    // runs after its children's, and the state must be applied with searching on.
    const timer = setTimeout(() => {
      const applied = router.applyLocation();
      if (!applied && staleAt !== null && Date.now() / 1000 >= staleAt) refresh();
    }, 0);
    return () => clearTimeout(timer);
  }, [router, staleAt, refresh]);
  return null;
}
