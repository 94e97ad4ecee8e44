/**
 * A filter of facet values as checkboxes (make, model, body, fuel...), with counts. Values of one
 * filter combine with OR, filters with AND; ticking one goes back to page 1 (InstantSearch resets
 * the page on every refinement).
 */
import { useRefinementList } from 'react-instantsearch';
import type { ListFilter } from './filter-definitions.ts';
import { facetValueLabel } from './filter-definitions.ts';
import FilterGroup from './FilterGroup.tsx';
import { fieldOf } from '../../search/instantsearch-routing.ts';
import type { RegionCode } from '../../domain/region.ts';

/** Documents hold "" for "none" in some facets (a car with no weekly price): not a value to offer. */
const withoutBlankValues = <T extends { value: string }>(items: T[]): T[] => items.filter((item) => item.value.trim() !== '');

/** The most values any filter lists once everything is shown. */
const SHOW_ALL_LIMIT = 100;

interface Props {
  filter: ListFilter;
  defaultOpen: boolean;
  region: RegionCode;
  dealershipNames: Readonly<Record<string, string>>;
}

export default function RefinementFilter({ filter, defaultOpen, region, dealershipNames }: Props) {
  const showMore = filter.showAll !== undefined;
  const { items, refine, canToggleShowMore, isShowingMore, toggleShowMore } = useRefinementList({
    attribute: fieldOf(filter.attribute),
    limit: filter.limit,
    showMore,
    ...(showMore ? { showMoreLimit: SHOW_ALL_LIMIT } : {}),
    sortBy: filter.byName ? ['name:asc'] : ['isRefined', 'count:desc', 'name:asc'],
    transformItems: withoutBlankValues,
  });
  const selected = items.filter((item) => item.isRefined).length;
  if (items.length === 0) return null;
  const idPrefix = `filter-${filter.attribute}`;
  return (
    <FilterGroup label={filter.label} selectedCount={selected} defaultOpen={defaultOpen}>
      <ul className="filter-options">
        {items.map((item, index) => (
          <li key={item.value}>
            <input
              type="checkbox"
              id={`${idPrefix}-${index}`}
              name={filter.attribute}
              value={item.value}
              checked={item.isRefined}
              onChange={() => refine(item.value)}
            />
            <label htmlFor={`${idPrefix}-${index}`}>
              {facetValueLabel(filter.attribute, item.value, { region, dealershipNames })}
              <span className="filter-options__count"> ({item.count})</span>
            </label>
          </li>
        ))}
      </ul>
      {filter.showAll && canToggleShowMore && (
        <button type="button" className="link-button" aria-expanded={isShowingMore} onClick={toggleShowMore}>
          {isShowingMore ? filter.showAll.lessLabel : filter.showAll.label}
        </button>
      )}
    </FilterGroup>
  );
}
