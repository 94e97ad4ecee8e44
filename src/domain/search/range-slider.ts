/**
 * The price and km range sliders (spec section 5, "Price and km sliders"; section 8: slider errors
 * and out-of-range values are logged only).
 *
 * How the rules combine, in order:
 * 1. The range is the search's facet stats, or 0 to 100000 when there are none (or they are unusable).
 * 2. A requested min below the range minimum, or a requested max above the range maximum, is
 *    ignored: that side has no refinement and its handle rests on the range bound. A value that is
 *    not a finite number is ignored the same way.
 * 3. A value on a range bound stays there (a handle at the end of the track means that bound, which
 *    need not be a multiple of 1000). Every other value is rounded to the nearest 1000 and then
 *    clamped to the range. So a min above the range maximum, a max below the range minimum, or a
 *    value that rounding pushed past a bound, ends on the bound. Outputs are therefore multiples of
 *    1000 or equal to a range bound, and feeding a result back in changes nothing.
 * 4. The handles never cross: when the min ends above the max, the handle that moved stops at the
 *    other one (the min, unless the request says the max moved).
 *
 * Nothing here throws: what the caller should log comes back as `warning`.
 */
import { DEFAULT_SLIDER_MAX, DEFAULT_SLIDER_MIN, SLIDER_ROUNDING } from '../basics/constants.ts';

/** The values a slider can take, from the facet stats or the default. */
interface SliderRange {
  min: number;
  max: number;
}

/** Facet stats of the search result for the slider's field (spec: "facetStats (min, max)"). */
export interface FacetStats {
  min: number;
  max: number;
}

/**
 * What the shopper or the URL asks for. An absent or null side means no refinement on that side, so
 * a result's `refinement` can be fed back as a request.
 */
export interface SliderRequest {
  min?: number | null | undefined;
  max?: number | null | undefined;
  /** The handle the shopper just moved; decides which one stops when they would cross. Default 'min'. */
  moved?: 'min' | 'max';
}

/** Where the slider ends up. */
interface SliderValues {
  range: SliderRange;
  /** The handles' step: 1% of the range, rounded, at least 1. */
  step: number;
  /** What to refine the search by on each side; null for no refinement on that side. */
  refinement: { min: number | null; max: number | null };
  /** Where the handles sit: the refinement, or the range bound on a side without one. */
  handles: { min: number; max: number };
}

/** The slider's values, with a message to log when something in the request or stats was out of range or invalid. */
export type SliderResult = { kind: 'ok'; values: SliderValues } | { kind: 'adjusted'; values: SliderValues; warning: string };

/** The range when the search has no facet stats (spec: "0 to 100000"). */
const DEFAULT_SLIDER_RANGE: Readonly<SliderRange> = { min: DEFAULT_SLIDER_MIN, max: DEFAULT_SLIDER_MAX };

/** Share of the range one step covers (spec: "Step is about 1% of the range"). */
const SLIDER_STEP_FRACTION = 0.01;

/** The slider step for a range: 1% of its width, rounded to a whole number, and at least 1. */
export function sliderStep(range: SliderRange): number {
  return Math.max(1, Math.round((range.max - range.min) * SLIDER_STEP_FRACTION));
}

/** `value` rounded to the nearest SLIDER_ROUNDING (halves round up); never -0. */
export function roundToSliderUnit(value: number): number {
  return Math.round(value / SLIDER_ROUNDING) * SLIDER_ROUNDING + 0;
}

/** The facet stats as a range, or the default range (with a warning) when they are missing or unusable. */
function sliderRange(stats: FacetStats | null | undefined, warnings: string[]): SliderRange {
  if (stats === null || stats === undefined) return { ...DEFAULT_SLIDER_RANGE };
  if (!Number.isFinite(stats.min) || !Number.isFinite(stats.max) || stats.min > stats.max) {
    warnings.push(`slider facet stats ${stats.min} to ${stats.max} are not a range; using ${DEFAULT_SLIDER_MIN} to ${DEFAULT_SLIDER_MAX}`);
    return { ...DEFAULT_SLIDER_RANGE };
  }
  return { min: stats.min, max: stats.max };
}

function clamp(value: number, range: SliderRange): number {
  return Math.min(range.max, Math.max(range.min, value));
}

/** One side's refinement: ignored when unset, not finite or past its own bound; kept on a bound; otherwise rounded then clamped. */
function sideRefinement(side: 'min' | 'max', value: number | null | undefined, range: SliderRange, warnings: string[]): number | null {
  if (value === undefined || value === null) return null;
  if (!Number.isFinite(value)) {
    warnings.push(`slider ${side} ${value} is not a number; ignored`);
    return null;
  }
  if (side === 'min' && value < range.min) {
    warnings.push(`slider min ${value} is below the range minimum ${range.min}; ignored`);
    return null;
  }
  if (side === 'max' && value > range.max) {
    warnings.push(`slider max ${value} is above the range maximum ${range.max}; ignored`);
    return null;
  }
  if (value === range.min || value === range.max) return value;
  const clamped = clamp(roundToSliderUnit(value), range);
  if (value < range.min || value > range.max) {
    warnings.push(`slider ${side} ${value} is outside the range ${range.min} to ${range.max}; clamped to ${clamped}`);
  }
  return clamped;
}

/**
 * The slider's refinements and handle positions for the facet stats (or none) and a request, by the
 * rules in this module's comment. Never throws; a `warning` to log comes back when part of the
 * request or the stats was out of range or invalid.
 */
export function resolveSlider(stats: FacetStats | null | undefined, request: SliderRequest = {}): SliderResult {
  const warnings: string[] = [];
  const range = sliderRange(stats, warnings);
  let min = sideRefinement('min', request.min, range, warnings);
  let max = sideRefinement('max', request.max, range, warnings);
  if (min !== null && max !== null && min > max) {
    if (request.moved === 'max') max = min;
    else min = max;
  }
  const values: SliderValues = {
    range,
    step: sliderStep(range),
    refinement: { min, max },
    handles: { min: min ?? range.min, max: max ?? range.max },
  };
  return warnings.length === 0 ? { kind: 'ok', values } : { kind: 'adjusted', values, warning: warnings.join('; ') };
}
