import { describe, expect, it } from 'vitest';
import { refinementsKey, searchStateKey } from '../../../../src/domain/search/search-key.ts';
import type { SearchState } from '../../../../src/domain/search/types.ts';

const state: SearchState = {
  query: 'golf',
  page: 2,
  sortBy: 'latest',
  refinements: { make: ['Volkswagen', 'Skoda'], price: { min: 10000, max: 30000 }, body: ['Hatch'] },
};

describe('search keys', () => {
  it('the order of attributes and of a list’s values does not matter', () => {
    const reordered: SearchState = {
      refinements: { body: ['Hatch'], price: { max: 30000, min: 10000 }, make: ['Skoda', 'Volkswagen', 'Skoda'] },
      sortBy: 'latest',
      page: 2,
      query: 'golf',
    };
    expect(searchStateKey(reordered)).toBe(searchStateKey(state));
  });

  it('an empty list or an unbounded range is the same as no refinement', () => {
    expect(refinementsKey({ make: [], km: {} as { min: number } })).toBe(refinementsKey({}));
  });

  it.each<[string, Partial<SearchState>]>([
    ['query', { query: 'polo' }],
    ['page', { page: 3 }],
    ['sort order', { sortBy: 'highest-price' }],
    ['refinements', { refinements: { make: ['Volkswagen'] } }],
    ['range bound', { refinements: { ...state.refinements, price: { min: 10000 } } }],
  ])('a different %s gives a different key', (_what, change) => {
    expect(searchStateKey({ ...state, ...change })).not.toBe(searchStateKey(state));
  });
});
