import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SORT_BY_VALUES } from '../../../src/domain/search/sort-options.ts';
import type { NumericRange, SearchState } from '../../../src/domain/search/types.ts';
import {
  EMPTY_SEARCH_STATE,
  dealershipSearchHref,
  formatRange,
  parseRange,
  parseSearchParams,
  searchHref,
  searchQueryString,
  withPreset,
} from '../../../src/search/url-state.ts';

const parse = (query: string) => parseSearchParams(new URLSearchParams(query));

describe('the URL is the search state', () => {
  it('reads query, page, sortBy and one parameter per filter', () => {
    expect(parse('query=golf+gti&page=2&sortBy=lowest-price&make=Volkswagen&make=Skoda&price=10000-40000&km=-50000&seats=7')).toEqual({
      query: 'golf gti',
      page: 2,
      sortBy: 'lowest-price',
      refinements: { make: ['Volkswagen', 'Skoda'], seats: ['7'], price: { min: 10000, max: 40000 }, km: { max: 50000 } },
    });
  });

  it('an empty query string is the untouched search', () => {
    expect(parse('')).toEqual(EMPTY_SEARCH_STATE);
  });

  it.each([
    ['page=0', {}],
    ['page=-2', {}],
    ['page=two', {}],
    ['sortBy=cheapest', {}],
    ['price=cheap', {}],
    ['price=10-20-30', {}],
    ['year=-', {}],
    ['make=', {}],
    ['unknown=1', {}],
  ])('a malformed %s is dropped, never guessed', (query, refinements) => {
    expect(parse(query)).toEqual({ ...EMPTY_SEARCH_STATE, refinements });
  });

  it('a reversed range is read the right way round', () => {
    expect(parseRange('40000-10000')).toEqual({ min: 10000, max: 40000 });
  });

  it('repeated values of one filter count once', () => {
    expect(parse('make=Kia&make=Kia').refinements).toEqual({ make: ['Kia'] });
  });

  it('writes a canonical query string: page 1 and the default sort are left out', () => {
    const state: SearchState = { query: 'ranger', page: 1, sortBy: 'most-relevant', refinements: { price: { min: 20000 }, make: ['Ford'] } };
    expect(searchQueryString(state)).toBe('query=ranger&make=Ford&price=20000-');
  });

  it('refinements fixed by the page path stay out of its URL', () => {
    expect(searchHref('/search/used-cars', { refinements: { car_type: ['used'], make: ['Kia'] } }, { car_type: ['used'] })).toBe('/search/used-cars?make=Kia');
    expect(withPreset(parse('make=Kia'), { car_type: ['used'] }).refinements).toEqual({ make: ['Kia'], car_type: ['used'] });
  });

  it('the dealer-filtered link uses the dealership_slug refinement', () => {
    expect(dealershipSearchHref('bayside-ford')).toBe('/search/new-used-and-demo-cars?dealership_slug=bayside-ford');
    expect(parse('dealership_slug=bayside-ford').refinements).toEqual({ dealership_slug: ['bayside-ford'] });
  });

  it('the 7-seater search is seats=7', () => {
    expect(searchHref('/search/new-used-and-demo-cars', { refinements: { seats: ['7'] } })).toBe('/search/new-used-and-demo-cars?seats=7');
  });

  it('a link without state is the bare path', () => {
    expect(searchHref('/search/new-cars')).toBe('/search/new-cars');
  });
});

const word = fc.stringMatching(/^[A-Za-z0-9][A-Za-z0-9 &.,'+-]{0,15}[A-Za-z0-9]$/);
const range: fc.Arbitrary<NumericRange> = fc
  .tuple(fc.option(fc.integer({ min: 0, max: 500_000 }), { nil: undefined }), fc.option(fc.integer({ min: 0, max: 500_000 }), { nil: undefined }))
  .filter(([min, max]) => min !== undefined || max !== undefined)
  .map(([min, max]) => {
    if (min !== undefined && max !== undefined) return { min: Math.min(min, max), max: Math.max(min, max) };
    return min !== undefined ? { min } : { max: max as number };
  });
const state: fc.Arbitrary<SearchState> = fc.record({
  query: fc.stringMatching(/^[a-z0-9]([a-z0-9 ]{0,20}[a-z0-9])?$/).map((q) => q.replace(/ +/g, ' ')),
  page: fc.integer({ min: 1, max: 999 }),
  sortBy: fc.constantFrom(...SORT_BY_VALUES),
  refinements: fc.record(
    {
      make: fc.uniqueArray(word, { minLength: 1, maxLength: 4 }),
      body: fc.uniqueArray(word, { minLength: 1, maxLength: 3 }),
      seats: fc.uniqueArray(fc.integer({ min: 2, max: 9 }).map(String), { minLength: 1, maxLength: 3 }),
      price: range,
      year: range,
    },
    { requiredKeys: [] },
  ),
});

describe('round trip', () => {
  it('any state written to a URL reads back as the same state', () => {
    fc.assert(
      fc.property(state, (s) => {
        const back = parse(searchQueryString(s));
        expect(back).toEqual(s);
      }),
    );
  });

  it('formatRange and parseRange are inverses', () => {
    fc.assert(
      fc.property(range, (r) => {
        expect(parseRange(formatRange(r))).toEqual(r);
      }),
    );
  });
});
