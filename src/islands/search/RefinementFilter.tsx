/**
 * A filter of facet values as checkboxes (make, model, body, fuel...), with counts. Values of one
 * filter combine with OR, filters with AND; ticking one goes back to page 1 (InstantSearch resets
 * the page on every refinement).
 */
import { useMemo } from 'react';
import { useRefinementList } from 'react-instantsearch';
import type { MakeFacetValue } from '../../domain/cars/makes.ts';
import type { ListFilter } from './filter-definitions.ts';
import { facetValueLabel, filterLabel, type FacetLabelContext } from '../../domain/search/refinement-labels.ts';
import FilterGroup from './FilterGroup.tsx';
import { fieldOf } from '../../search/instantsearch-routing.ts';

/** Documents hold "" for "none" in some facets (a car with no weekly price): not a value to offer. */
const withoutBlankValues = <T extends { value: string }>(items: T[]): T[] => items.filter((item) => item.value.trim() !== '');

/** The most values any filter lists once everything is shown. */
const SHOW_ALL_LIMIT = 100;

interface Props {
  filter: ListFilter;
  defaultOpen: boolean;
  labels: FacetLabelContext;
}

type FacetSort = NonNullable<Parameters<typeof useRefinementList>[0]['sortBy']>;

/**
 * The make filter lists makes in the makes list's order for the site (its own makes first, then by
 * name: makeFacetValues), a ticked make first so it never hides behind 'Show all makes'.
 */
function makeOrder(makes: readonly MakeFacetValue[]): FacetSort {
  const rank = new Map(makes.map((make, index) => [make.value, index]));
  const rankOf = (value: string) => rank.get(value) ?? makes.length;
  return (a, b) => Number(b.isRefined) - Number(a.isRefined) || rankOf(a.name) - rankOf(b.name) || a.name.localeCompare(b.name);
}

export default function RefinementFilter({ filter, defaultOpen, labels }: Props) {
  const showMore = filter.showAll !== undefined;
  // One comparator per list of makes: InstantSearch sets its widget up again (and renders again) whenever sortBy changes.
  const sortBy = useMemo<FacetSort>(
    () => (filter.attribute === 'make' && labels.makes.length > 0 ? makeOrder(labels.makes) : filter.byName ? ['name:asc'] : ['isRefined', 'count:desc', 'name:asc']),
    [filter.attribute, filter.byName, labels.makes],
  );
  const { items, refine, canToggleShowMore, isShowingMore, toggleShowMore } = useRefinementList({
    attribute: fieldOf(filter.attribute),
    limit: filter.limit,
    showMore,
    ...(showMore ? { showMoreLimit: SHOW_ALL_LIMIT } : {}),
    sortBy,
    transformItems: withoutBlankValues,
  });
  const selected = items.filter((item) => item.isRefined).length;
  if (items.length === 0) return null;
  const idPrefix = `filter-${filter.attribute}`;
  return (
    <FilterGroup label={filterLabel(filter.label, labels.region)} selectedCount={selected} defaultOpen={defaultOpen}>
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
              {facetValueLabel(filter.attribute, item.value, labels)}
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
