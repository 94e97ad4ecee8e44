/**
 * Page links under the grid. Each is a real link to the page's URL (built by url-state.ts), so it
 * works before the island loads and can be opened in a new tab; a plain click changes the page in
 * place and takes the shopper back to the top of the results.
 */
import type { MouseEvent } from 'react';
import { usePagination } from 'react-instantsearch';

interface Props {
  /** The URL of page `page` (1-based) of the current search. */
  hrefFor: (page: number) => string;
  onPageChange: () => void;
}

/** Page links shown either side of the current page. */
const PADDING = 2;

function isPlainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

export default function Pagination({ hrefFor, onPageChange }: Props) {
  const { pages, currentRefinement, nbPages, isFirstPage, isLastPage, refine } = usePagination({ padding: PADDING });
  if (nbPages <= 1) return null;
  const go = (page: number) => (event: MouseEvent) => {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    refine(page);
    onPageChange();
  };
  const current = currentRefinement;
  return (
    <nav className="pagination" aria-label="Result pages">
      <ul>
        {!isFirstPage && (
          <li>
            <a className="pagination__step" href={hrefFor(current)} onClick={go(current - 1)} rel="prev">
              Previous<span className="visually-hidden"> page</span>
            </a>
          </li>
        )}
        {pages.map((page) => (
          <li key={page}>
            <a
              className="pagination__page"
              href={hrefFor(page + 1)}
              aria-current={page === current ? 'page' : undefined}
              onClick={go(page)}
            >
              <span className="visually-hidden">Page </span>
              {page + 1}
            </a>
          </li>
        ))}
        {!isLastPage && (
          <li>
            <a className="pagination__step" href={hrefFor(current + 2)} onClick={go(current + 1)} rel="next">
              Next<span className="visually-hidden"> page</span>
            </a>
          </li>
        )}
      </ul>
    </nav>
  );
}

