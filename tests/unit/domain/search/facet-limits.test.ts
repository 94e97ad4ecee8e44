import { describe, expect, it } from 'vitest';
import {
  FACET_VALUE_LIMITS,
  limitFacetValues,
  visibleMakeCount,
  visibleMakes,
} from '../../../../src/domain/search/facet-limits.ts';

const range = (n: number) => Array.from({ length: n }, (_, i) => i);

describe('facet limits', () => {
  it.each([
    ['no popular list', undefined, 7],
    ['an empty popular list', 0, 7],
    ['a popular list of 4', 4, 4],
    ['a popular list of 12', 12, 12],
  ])("show-all makes defaults to 7 (or the popular list length): %s shows %i", (_what, popular, expected) => {
    expect(visibleMakeCount(popular)).toBe(expected);
  });

  it.each([-1, 2.5])('a popular list length of %s is refused', (popular) => {
    expect(() => visibleMakeCount(popular)).toThrow(RangeError);
  });

  it("lists the first makes until 'Show all makes' is pressed, then all of them", () => {
    expect(visibleMakes(range(20), false)).toEqual(range(7));
    expect(visibleMakes(range(20), false, 3)).toEqual(range(3));
    expect(visibleMakes(range(20), true)).toEqual(range(20));
  });

  it.each([
    ['the model sub-filter limit is 30', 'model', 30],
    ['the location filter limit is 20 cities', 'city', 20],
    ['the location filter limit is 40 dealerships', 'dealership_name', 40],
    ['the location filter limit is 40 dealerships (by location name)', 'location_name', 40],
  ] as const)('%s', (_rule, attribute, limit) => {
    expect(FACET_VALUE_LIMITS[attribute]).toBe(limit);
    expect(limitFacetValues(attribute, range(100))).toEqual(range(limit));
    expect(limitFacetValues(attribute, range(5))).toEqual(range(5));
  });

  it('other facets list every value', () => {
    expect(limitFacetValues('body', range(100))).toHaveLength(100);
  });
});
