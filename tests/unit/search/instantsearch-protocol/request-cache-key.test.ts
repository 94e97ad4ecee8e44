import { describe, expect, it } from 'vitest';
import { searchStateKey } from '../../../../src/domain/search/search-key.ts';
import { parseAlgoliaRequest } from '../../../../src/search/instantsearch-protocol/algolia-params.ts';
import { requestCacheKey } from '../../../../src/search/instantsearch-protocol/request-cache-key.ts';

const keyOf = (params: Record<string, unknown>, indexName = 'cars') => requestCacheKey(parseAlgoliaRequest('cars', { indexName, params }));

describe('result cache keys', () => {
  it('read a request back into the search state it stands for, with filter attributes', () => {
    expect(
      keyOf(
        { query: 'ranger', page: 2, facetFilters: [['simple_body:Ute'], ['seats:7']], numericFilters: ['price>=10000', 'price<=40000', 'year=2020'] },
        'cars/sort/price:asc,created_at_timestamp:desc,car_id:asc',
      )?.state,
    ).toEqual({
      query: 'ranger',
      page: 3,
      sortBy: 'lowest-price',
      refinements: { body: ['Ute'], seats: ['7'], price: { min: 10_000, max: 40_000 }, year: { min: 2020, max: 2020 } },
    });
  });

  it('are the same for the same state written in another order', () => {
    const a = keyOf({ facetFilters: [['make:Kia', 'make:Ford'], ['car_type:used']], hitsPerPage: 20 });
    const b = keyOf({ facetFilters: [['car_type:used'], ['make:Ford', 'make:Kia']], hitsPerPage: 20 });
    expect(a && searchStateKey(a.state)).toBe(b && searchStateKey(b.state));
    expect(a?.shape).toBe(b?.shape);
  });

  it('tell shapes apart: hits per page, facets, values per facet, retrieved fields', () => {
    const shapes = [
      keyOf({ hitsPerPage: 20 }),
      keyOf({ hitsPerPage: 0 }),
      keyOf({ hitsPerPage: 20, facets: ['make'] }),
      keyOf({ hitsPerPage: 20, facets: ['make'], maxValuesPerFacet: 50 }),
      keyOf({ hitsPerPage: 20, attributesToRetrieve: ['name'] }),
    ].map((key) => key?.shape);
    expect(new Set(shapes).size).toBe(shapes.length);
  });

  it.each([
    ['an excluded value', { facetFilters: ['make:-Ford'] }],
    ['a field that is no filter attribute', { facetFilters: ['show_on_dealer_website:true'] }],
    ['two lists on one attribute (ANDed, which refinements cannot say)', { facetFilters: ['make:Ford', 'make:Kia'] }],
    ['a strict comparison', { numericFilters: ['price<10000'] }],
    ['ORed comparisons', { numericFilters: [['price<=1', 'price>=9']] }],
    ['a range attribute as a facet value', { facetFilters: ['year:2020'] }],
  ])('are null for %s: no search state stands for it', (_, params) => {
    expect(keyOf(params)).toBeNull();
  });
});
