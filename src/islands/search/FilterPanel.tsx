/**
 * The filter sidebar's controls: one group per filter of SIDEBAR_FILTERS, minus the filters the
 * page's path fixes (a used-cars page has no condition filter), plus control-less widgets that keep
 * the preset and URL-only refinements in force.
 */
import type { Refinements } from '../../domain/search/types.ts';
import { fieldOf } from '../../search/instantsearch-routing.ts';
import type { FacetLabelContext } from '../../domain/search/refinement-labels.ts';
import { SIDEBAR_FILTERS, URL_ONLY_LIST_ATTRIBUTES, URL_ONLY_RANGE_ATTRIBUTES, type FilterDefinition } from './filter-definitions.ts';
import RangeSliderFilter from './RangeSliderFilter.tsx';
import RefinementFilter from './RefinementFilter.tsx';
import VirtualRange from './VirtualRange.tsx';
import VirtualRefinementList from './VirtualRefinementList.tsx';
import YearRangeFilter from './YearRangeFilter.tsx';

/** Groups open from the start; the rest open on demand (or when they hold a refinement). */
const OPEN_FROM_THE_START = new Set<FilterDefinition['attribute']>(['make', 'make_model', 'car_type', 'price', 'km', 'year', 'body']);

interface Props {
  preset: Refinements;
  labels: FacetLabelContext;
}

export default function FilterPanel({ preset, labels }: Props) {
  const isPreset = (attribute: string) => attribute in preset;
  const shown = SIDEBAR_FILTERS.filter((filter) => !isPreset(filter.attribute));
  const hiddenLists = new Set([
    ...SIDEBAR_FILTERS.filter((filter) => filter.kind === 'list' && isPreset(filter.attribute)).map((filter) => filter.attribute),
    ...URL_ONLY_LIST_ATTRIBUTES,
  ]);
  const hiddenRanges = new Set([
    ...SIDEBAR_FILTERS.filter((filter) => filter.kind !== 'list' && isPreset(filter.attribute)).map((filter) => filter.attribute),
    ...URL_ONLY_RANGE_ATTRIBUTES,
  ]);
  return (
    <div className="filter-panel__groups">
      {shown.map((filter) => {
        const defaultOpen = OPEN_FROM_THE_START.has(filter.attribute);
        switch (filter.kind) {
          case 'list':
            return <RefinementFilter key={filter.attribute} filter={filter} defaultOpen={defaultOpen} labels={labels} />;
          case 'slider':
            return <RangeSliderFilter key={filter.attribute} filter={filter} defaultOpen={defaultOpen} region={labels.region} />;
          case 'year':
            return <YearRangeFilter key={filter.attribute} filter={filter} defaultOpen={defaultOpen} />;
        }
      })}
      {[...hiddenLists].map((attribute) => (
        <VirtualRefinementList key={attribute} field={fieldOf(attribute)} />
      ))}
      {[...hiddenRanges].map((attribute) => (
        <VirtualRange key={attribute} field={fieldOf(attribute)} />
      ))}
    </div>
  );
}
