/**
 * The model-year filter: a 'from' and a 'to' select over the years the results span (facet
 * stats). Years are few and exact, so two selects serve better than a slider rounded to 1000.
 */
import { useRange } from 'react-instantsearch';
import { fieldOf } from '../../search/instantsearch-routing.ts';
import FilterGroup from './FilterGroup.tsx';
import type { YearFilter } from './filter-definitions.ts';

interface Props {
  filter: YearFilter;
  defaultOpen: boolean;
}

const ANY = '';

export default function YearRangeFilter({ filter, defaultOpen }: Props) {
  const { range, start, refine, canRefine } = useRange({ attribute: fieldOf(filter.attribute) });
  const from = start[0] !== undefined && Number.isFinite(start[0]) ? start[0] : undefined;
  const to = start[1] !== undefined && Number.isFinite(start[1]) ? start[1] : undefined;
  // The years on offer: the results' span, widened to any year already chosen (a pasted URL may ask for more).
  const known = [canRefine ? range.min : undefined, canRefine ? range.max : undefined, from, to].filter(
    (year): year is number => year !== undefined && Number.isFinite(year),
  );
  if (known.length === 0) return null;
  const low = Math.min(...known);
  const high = Math.max(...known);
  const years: number[] = [];
  for (let year = high; year >= low; year -= 1) years.push(year);
  const idPrefix = `filter-${filter.attribute}`;
  const read = (value: string): number | undefined => (value === ANY ? undefined : Number(value));
  return (
    <FilterGroup label={filter.label} selectedCount={from !== undefined || to !== undefined ? 1 : 0} defaultOpen={defaultOpen}>
      <div className="year-range">
        <label htmlFor={`${idPrefix}-from`}>From</label>
        <select
          id={`${idPrefix}-from`}
          value={from ?? ANY}
          onChange={(event) => {
            const next = read(event.currentTarget.value);
            refine([next, to !== undefined && next !== undefined && to < next ? next : to]);
          }}
        >
          <option value={ANY}>Any</option>
          {years.map((year) => (
            <option key={year} value={year}>
              {year}
            </option>
          ))}
        </select>
        <label htmlFor={`${idPrefix}-to`}>To</label>
        <select
          id={`${idPrefix}-to`}
          value={to ?? ANY}
          onChange={(event) => {
            const next = read(event.currentTarget.value);
            refine([from !== undefined && next !== undefined && from > next ? next : from, next]);
          }}
        >
          <option value={ANY}>Any</option>
          {years.map((year) => (
            <option key={year} value={year}>
              {year}
            </option>
          ))}
        </select>
      </div>
    </FilterGroup>
  );
}
