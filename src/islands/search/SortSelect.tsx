/** The sort order (spec section 9: most relevant, latest, highest price, lowest price). */
import { useSortBy } from 'react-instantsearch';
import { SORT_OPTIONS } from '../../domain/search/sort-options.ts';
import { indexNameFor } from '../../search/index-names.ts';

export default function SortSelect({ collection }: { collection: string }) {
  const { currentRefinement, options, refine } = useSortBy({
    items: SORT_OPTIONS.map((option) => ({ value: indexNameFor(collection, option.value), label: option.label })),
  });
  return (
    <div className="sort-select">
      <label htmlFor="search-sort">Sort by</label>
      <select id="search-sort" value={currentRefinement} onChange={(event) => refine(event.currentTarget.value)}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
