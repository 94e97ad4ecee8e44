import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SLIDER_MAX, DEFAULT_SLIDER_MIN, SLIDER_ROUNDING } from '../../../../src/domain/basics/constants.ts';
import {
  type FacetStats,
  type SliderRequest,
  type SliderResult,
  resolveSlider,
  roundToSliderUnit,
  sliderStep,
} from '../../../../src/domain/search/range-slider.ts';

const stats: FacetStats = { min: 12_345, max: 87_650 };
const values = (result: SliderResult) => result.values;
const warningOf = (result: SliderResult) => (result.kind === 'adjusted' ? result.warning : null);

describe('price and km sliders', () => {
  it('the default range is 0 to 100000 without facet stats', () => {
    expect(DEFAULT_SLIDER_MIN).toBe(0);
    expect(DEFAULT_SLIDER_MAX).toBe(100_000);
    for (const missing of [undefined, null]) {
      expect(resolveSlider(missing)).toEqual({
        kind: 'ok',
        values: { range: { min: 0, max: 100_000 }, step: 1000, refinement: { min: null, max: null }, handles: { min: 0, max: 100_000 } },
      });
    }
  });

  it('the range is the facet stats when there are some', () => {
    expect(values(resolveSlider(stats)).range).toEqual(stats);
  });

  it.each<[string, FacetStats]>([
    ['a min above the max', { min: 5000, max: 1000 }],
    ['a min that is not a number', { min: Number.NaN, max: 1000 }],
    ['a max that is infinite', { min: 0, max: Number.POSITIVE_INFINITY }],
  ])('unusable facet stats (%s) fall back to the default range, with a warning', (_name, bad) => {
    const result = resolveSlider(bad);
    expect(values(result).range).toEqual({ min: 0, max: 100_000 });
    expect(warningOf(result)).toMatch(/not a range/);
  });

  it('values are rounded to the nearest 1000', () => {
    expect(SLIDER_ROUNDING).toBe(1000);
    expect(values(resolveSlider(undefined, { min: 20_499, max: 60_500 })).refinement).toEqual({ min: 20_000, max: 61_000 });
    expect(resolveSlider(undefined, { min: 20_499, max: 60_500 }).kind).toBe('ok');
  });

  it.each([
    [499, 0],
    [500, 1000],
    [-499, 0],
    [-1500, -1000],
    [12_345, 12_000],
  ])('%i rounds to %i', (value, rounded) => {
    expect(Object.is(roundToSliderUnit(value), rounded)).toBe(true);
  });

  it('a min below the range minimum is ignored', () => {
    const result = resolveSlider(stats, { min: 5000, max: 50_000 });
    expect(values(result).refinement).toEqual({ min: null, max: 50_000 });
    expect(values(result).handles).toEqual({ min: 12_345, max: 50_000 });
    expect(warningOf(result)).toBe('slider min 5000 is below the range minimum 12345; ignored');
  });

  it('a max above the range maximum is ignored', () => {
    const result = resolveSlider(stats, { min: 30_000, max: 90_000 });
    expect(values(result).refinement).toEqual({ min: 30_000, max: null });
    expect(values(result).handles).toEqual({ min: 30_000, max: 87_650 });
    expect(warningOf(result)).toBe('slider max 90000 is above the range maximum 87650; ignored');
  });

  it('values are clamped to the range minimum and maximum after rounding', () => {
    expect(values(resolveSlider(stats, { min: 12_400, max: 87_600 })).refinement).toEqual({ min: 12_345, max: 87_650 });
  });

  it('a value on a range bound stays on it, even when the bound is not a multiple of 1000', () => {
    const result = resolveSlider({ min: 500, max: 501 }, { min: 500, max: 501 });
    expect(result).toEqual({
      kind: 'ok',
      values: { range: { min: 500, max: 501 }, step: 1, refinement: { min: 500, max: 501 }, handles: { min: 500, max: 501 } },
    });
  });

  it('a min above the range maximum is clamped to the maximum, with a warning', () => {
    const result = resolveSlider(stats, { min: 95_000 });
    expect(values(result).refinement).toEqual({ min: 87_650, max: null });
    expect(warningOf(result)).toBe('slider min 95000 is outside the range 12345 to 87650; clamped to 87650');
  });

  it('a max below the range minimum is clamped to the minimum, with a warning', () => {
    const result = resolveSlider(stats, { max: 1000 });
    expect(values(result).refinement).toEqual({ min: null, max: 12_345 });
    expect(values(result).handles).toEqual({ min: 12_345, max: 12_345 });
    expect(warningOf(result)).toMatch(/clamped to 12345/);
  });

  it('a value that is not a number is ignored, with a warning', () => {
    const result = resolveSlider(undefined, { min: Number.NaN, max: 40_000 });
    expect(values(result).refinement).toEqual({ min: null, max: 40_000 });
    expect(warningOf(result)).toBe('slider min NaN is not a number; ignored');
  });

  it('several warnings are joined into one message to log', () => {
    expect(warningOf(resolveSlider(stats, { min: 1, max: 1e9 }))).toBe(
      'slider min 1 is below the range minimum 12345; ignored; slider max 1000000000 is above the range maximum 87650; ignored',
    );
  });

  it.each<[string, SliderRequest, { min: number; max: number }]>([
    ['moving the min past the max stops it at the max', { min: 60_000, max: 40_000, moved: 'min' }, { min: 40_000, max: 40_000 }],
    ['moving the max past the min stops it at the min', { min: 60_000, max: 40_000, moved: 'max' }, { min: 60_000, max: 60_000 }],
    ['a crossed request that says nothing moved stops the min at the max', { min: 60_000, max: 40_000 }, { min: 40_000, max: 40_000 }],
  ])('handles never cross: %s', (_name, request, expected) => {
    const result = resolveSlider(undefined, request);
    expect(values(result).handles).toEqual(expected);
    expect(values(result).refinement).toEqual(expected);
    expect(result.kind).toBe('ok');
  });

  it.each([
    [{ min: 0, max: 100_000 }, 1000],
    [{ min: 12_345, max: 87_650 }, 753],
    [{ min: 0, max: 250 }, 3],
    [{ min: 0, max: 49 }, 1],
    [{ min: 5000, max: 5000 }, 1],
  ])('step is about 1% of the range: %o steps by %i', (range, step) => {
    expect(sliderStep(range)).toBe(step);
  });
});

describe('slider properties', () => {
  const statsArb = fc
    .tuple(fc.integer({ min: 0, max: 500_000 }), fc.integer({ min: 0, max: 500_000 }))
    .map(([a, b]) => ({ min: Math.min(a, b), max: Math.max(a, b) }));
  const side = fc.option(fc.integer({ min: -100_000, max: 700_000 }), { nil: undefined });
  const requestArb = fc.record({ min: side, max: side, moved: fc.constantFrom<'min' | 'max' | undefined>('min', 'max', undefined) });
  const statsOrNone = fc.option(statsArb, { nil: undefined });

  it('the output is always within the range and the min never above the max', () => {
    fc.assert(
      fc.property(statsOrNone, requestArb, (facets, request) => {
        const { range, handles, refinement } = values(resolveSlider(facets, request));
        for (const value of [handles.min, handles.max, refinement.min ?? range.min, refinement.max ?? range.max]) {
          expect(value).toBeGreaterThanOrEqual(range.min);
          expect(value).toBeLessThanOrEqual(range.max);
        }
        expect(handles.min).toBeLessThanOrEqual(handles.max);
      }),
    );
  });

  it('every refinement is a multiple of 1000 or a range bound', () => {
    fc.assert(
      fc.property(statsOrNone, requestArb, (facets, request) => {
        const { range, refinement } = values(resolveSlider(facets, request));
        for (const value of [refinement.min, refinement.max]) {
          if (value !== null) expect(value % SLIDER_ROUNDING === 0 || value === range.min || value === range.max).toBe(true);
        }
      }),
    );
  });

  it('the rules applied to their own output give the same output, without a warning', () => {
    fc.assert(
      fc.property(statsOrNone, requestArb, (facets, request) => {
        const first = values(resolveSlider(facets, request));
        const again = resolveSlider(facets, { ...first.refinement, moved: request.moved });
        expect(again).toEqual({ kind: 'ok', values: first });
      }),
    );
  });
});
