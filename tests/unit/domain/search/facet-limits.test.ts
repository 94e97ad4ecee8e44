import { describe, expect, it } from 'vitest';
import { visibleMakeCount } from '../../../../src/domain/search/facet-limits.ts';

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
});
