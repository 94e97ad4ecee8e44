import { describe, expect, it } from 'vitest';
import {
  INITIAL_SEARCH_STATE,
  clearRefinements,
  refine,
  setPage,
  setQuery,
  setSortBy,
  toggleRefinement,
} from '../../../../src/domain/search/search-state.ts';
import type { SearchState } from '../../../../src/domain/search/types.ts';

const onPage3: SearchState = {
  query: 'tiguan',
  page: 3,
  sortBy: 'lowest-price',
  refinements: { make: ['Volkswagen'], price: { max: 40000 } },
};

describe('search state', () => {
  it('a search starts on page 1 with no query, no refinements and the most relevant first', () => {
    expect(INITIAL_SEARCH_STATE).toEqual({ query: '', page: 1, sortBy: 'most-relevant', refinements: {} });
  });

  it.each<[string, (state: SearchState) => SearchState]>([
    ['adding a make', (s) => refine(s, 'make', ['Volkswagen', 'Skoda'])],
    ['setting a price range', (s) => refine(s, 'price', { min: 10000, max: 30000 })],
    ['removing a refinement', (s) => refine(s, 'price', undefined)],
    ['ticking a body type', (s) => toggleRefinement(s, 'body', 'SUV')],
    ['unticking a make', (s) => toggleRefinement(s, 'make', 'Volkswagen')],
    ['clearing all refinements', clearRefinements],
  ])('filter changes reset the page: %s', (_change, change) => {
    expect(change(onPage3).page).toBe(1);
  });

  it('a new query resets the page (the search box clears the page parameter)', () => {
    expect(setQuery(onPage3, 'golf')).toEqual({ ...onPage3, query: 'golf', page: 1 });
  });

  it('a new sort order resets the page', () => {
    expect(setSortBy(onPage3, 'latest')).toEqual({ ...onPage3, sortBy: 'latest', page: 1 });
  });

  it('page changes keep the query, sort order and refinements', () => {
    expect(setPage(onPage3, 4)).toEqual({ ...onPage3, page: 4 });
  });

  it.each([0, -1, 1.5, Number.NaN])('page %s does not exist', (page) => {
    expect(() => setPage(onPage3, page)).toThrow(RangeError);
  });

  it('refining one attribute keeps the others', () => {
    expect(refine(onPage3, 'body', ['SUV']).refinements).toEqual({
      make: ['Volkswagen'],
      price: { max: 40000 },
      body: ['SUV'],
    });
  });

  it('a list refinement keeps its values once, in the order they were chosen', () => {
    expect(refine(INITIAL_SEARCH_STATE, 'make', ['Kia', 'Ford', 'Kia']).refinements).toEqual({ make: ['Kia', 'Ford'] });
  });

  it.each<[string, (state: SearchState) => SearchState]>([
    ['an empty list', (s) => refine(s, 'make', [])],
    ['a range with no bound', (s) => refine(s, 'price', {} as { min: number })],
    ['undefined', (s) => refine(s, 'price', undefined)],
  ])('%s removes the refinement', (_what, change) => {
    const refinements = change(onPage3).refinements;
    expect(Object.keys(refinements)).toHaveLength(1);
  });

  it('ticking a value twice unticks it, and the last value removes the attribute', () => {
    const ticked = toggleRefinement(INITIAL_SEARCH_STATE, 'fuel', 'Electric');
    expect(ticked.refinements).toEqual({ fuel: ['Electric'] });
    expect(toggleRefinement(ticked, 'fuel', 'Electric').refinements).toEqual({});
  });

  it('does not change the state it is given', () => {
    const before = structuredClone(onPage3);
    refine(onPage3, 'make', []);
    toggleRefinement(onPage3, 'make', 'Kia');
    setPage(onPage3, 9);
    expect(onPage3).toEqual(before);
  });
});
