/**
 * What shows when nothing matches: what was searched, a way to widen the search in one step
 * ('Clear all filters', which keeps only what the page itself is about) and a link to all stock.
 */
import { useClearRefinements } from 'react-instantsearch';

interface Props {
  query: string;
  /** How many filters the shopper chose (the page's own preset not counted). */
  filterCount: number;
  /** Document fields of the page's preset refinements, which clearing keeps. */
  presetFields: readonly string[];
  allStockPath: string;
}

export default function EmptyState({ query, filterCount, presetFields, allStockPath }: Props) {
  const { refine: clearAll, canRefine } = useClearRefinements({ excludedAttributes: [...presetFields] });
  const filters = filterCount === 1 ? 'the filter you chose' : `the ${filterCount} filters you chose`;
  const searched =
    query !== '' && filterCount > 0
      ? `No cars match “${query}” with ${filters}.`
      : query !== ''
        ? `No cars match “${query}”.`
        : filterCount > 0
          ? `No cars match ${filters}.`
          : 'There are no cars here at the moment.';
  return (
    <div className="empty-state">
      <h3>No matching cars</h3>
      <p>{searched} Try fewer filters or a different search, or browse everything we have in stock.</p>
      <div className="empty-state__actions">
        {canRefine && (
          <button type="button" className="button" onClick={clearAll}>
            Clear all filters
          </button>
        )}
        <a className="button button--outline" href={allStockPath}>
          See all our stock
        </a>
      </div>
    </div>
  );
}
