/**
 * The price and km sliders (spec section 5). The range is the search's facet stats (InstantSearch
 * asks for them without the slider's own refinement, so the track does not shrink to the chosen
 * span), or 0 to 100000 without stats; every value goes through the domain's `resolveSlider`
 * (clamping, ignoring out-of-range sides, rounding to 1000, handles that never cross). Problems it
 * reports are logged only (spec section 8).
 *
 * Our reading where the spec is silent: a handle left at the end of the track means "no limit" on
 * that side, so pulling a handle back to the end removes that side's refinement.
 */
import { useRef, useState } from 'react';
import { useRange } from 'react-instantsearch';
import { SLIDER_ROUNDING } from '../../domain/basics/constants.ts';
import { resolveSlider, type FacetStats } from '../../domain/search/range-slider.ts';
import type { RegionCode } from '../../domain/basics/region.ts';
import { fieldOf } from '../../search/instantsearch-routing.ts';
import FilterGroup from './FilterGroup.tsx';
import type { SliderFilter } from './filter-definitions.ts';
import { rangeValueLabel } from '../../domain/search/refinement-labels.ts';
import TwoThumbSlider, { type Handle } from './TwoThumbSlider.tsx';

interface Props {
  filter: SliderFilter;
  defaultOpen: boolean;
  region: RegionCode;
}

const finiteOrNull = (value: number | undefined): number | null => (value !== undefined && Number.isFinite(value) ? value : null);

export default function RangeSliderFilter({ filter, defaultOpen, region }: Props) {
  const { range, start, refine, canRefine } = useRange({ attribute: fieldOf(filter.attribute) });
  const stats: FacetStats | null =
    canRefine && range.min !== undefined && range.max !== undefined ? { min: range.min, max: range.max } : null;
  const refined = { min: finiteOrNull(start[0]), max: finiteOrNull(start[1]) };
  const current = resolveSlider(stats, refined).values;
  const [draft, setDraft] = useState<{ min: number; max: number; moved: Handle } | null>(null);
  // The same draft, readable at once: the input's change event may come before React renders the last move.
  const latestDraft = useRef(draft);
  const handles = draft ?? current.handles;
  const format = (value: number) => rangeValueLabel(filter.attribute, value, region);

  const move = (handle: Handle, value: number) => {
    const base = latestDraft.current ?? current.handles;
    let next = resolveSlider(stats, { ...base, [handle]: value, moved: handle }).values.handles;
    if (next[handle] === base[handle] && value !== base[handle]) {
      // A step smaller than the rounding unit would round back to where it started, and the arrow
      // keys would never move the handle: go on to the next whole unit in that direction.
      const unit = SLIDER_ROUNDING;
      const nudged = value > base[handle] ? Math.ceil(value / unit + 0.5) * unit : Math.floor(value / unit - 0.5) * unit;
      next = resolveSlider(stats, { ...base, [handle]: nudged, moved: handle }).values.handles;
    }
    latestDraft.current = { ...next, moved: handle };
    setDraft(latestDraft.current);
  };
  const commit = (handle: Handle, inputs: { min: number; max: number }) => {
    const asked = latestDraft.current ?? inputs;
    latestDraft.current = null;
    setDraft(null);
    const result = resolveSlider(stats, { min: asked.min, max: asked.max, moved: handle });
    if (result.kind === 'adjusted') console.warn(`${filter.label} filter: ${result.warning}`);
    const { refinement, range: bounds } = result.values;
    const min = refinement.min === null || refinement.min <= bounds.min ? undefined : refinement.min;
    const max = refinement.max === null || refinement.max >= bounds.max ? undefined : refinement.max;
    refine([min, max]);
  };

  if (stats === null && refined.min === null && refined.max === null) return null;
  const selectedCount = refined.min !== null || refined.max !== null ? 1 : 0;
  return (
    <FilterGroup label={filter.label} selectedCount={selectedCount} defaultOpen={defaultOpen}>
      <TwoThumbSlider
        label={filter.label}
        idPrefix={`filter-${filter.attribute}`}
        range={current.range}
        step={current.step}
        values={handles}
        format={format}
        onMove={move}
        onCommit={commit}
      />
    </FilterGroup>
  );
}
