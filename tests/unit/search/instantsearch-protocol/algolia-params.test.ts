import { describe, expect, it } from 'vitest';
import { parseAlgoliaRequest, parseFacetFilters, parseNumericFilters, sortByOfIndex } from '../../../../src/search/instantsearch-protocol/algolia-params.ts';
import { FILTER_FIELDS } from '../../../../src/search/search-document.ts';

const hits = (params: Record<string, unknown>, indexName = 'cars') => {
  const parsed = parseAlgoliaRequest('cars', { indexName, params });
  if (parsed.kind !== 'hits') throw new Error('expected a hits search');
  return parsed;
};

describe('numeric filters', () => {
  it.each([
    ['price>=10000', 'price', '>=', 10_000],
    ['price<=40000', 'price', '<=', 40_000],
    ['year=2020', 'year', '=', 2020],
    ['km<5000', 'km', '<', 5000],
    ['km > 5000', 'km', '>', 5000],
    ['seats!=7', 'seats', '!=', 7],
    ['price>=12.5', 'price', '>=', 12.5],
  ])('"%s" compares %s %s %d', (filter, field, operator, value) => {
    expect(parseNumericFilters([filter])).toEqual([{ kind: 'numeric', anyOf: [{ field, operator, value }] }]);
  });

  it('entries are ANDed and a list entry ORs its comparisons', () => {
    expect(parseNumericFilters(['price>=1', ['year=2020', 'year=2021']])).toEqual([
      { kind: 'numeric', anyOf: [{ field: 'price', operator: '>=', value: 1 }] },
      {
        kind: 'numeric',
        anyOf: [
          { field: 'year', operator: '=', value: 2020 },
          { field: 'year', operator: '=', value: 2021 },
        ],
      },
    ]);
  });

  it.each([
    ['price>=cheap', 'reads like "price>=10000"'],
    ['price', 'reads like "price>=10000"'],
    ['make>=3', 'make is not numeric'],
    ['horsepower>=3', '"horsepower" is not a field'],
  ])('"%s" is refused: %s', (filter, message) => {
    expect(() => parseNumericFilters([filter])).toThrow(message);
  });
});

describe('facet filters', () => {
  it('a string entry is one filter; entries are ANDed; a list entry ORs one field’s values', () => {
    expect(parseFacetFilters(['make:Ford', ['simple_body:SUV', 'simple_body:Ute']])).toEqual([
      { kind: 'facet', field: 'make', include: ['Ford'], exclude: [] },
      { kind: 'facet', field: 'simple_body', include: ['SUV', 'Ute'], exclude: [] },
    ]);
    expect(parseFacetFilters('make:Ford')).toEqual([{ kind: 'facet', field: 'make', include: ['Ford'], exclude: [] }]);
  });

  it('"-value" excludes, as the Typesense adapter reads it', () => {
    expect(parseFacetFilters(['make:-Ford', ['car_type:used', 'car_type:-demo']])).toEqual([
      { kind: 'facet', field: 'make', include: [], exclude: ['Ford'] },
      { kind: 'facet', field: 'car_type', include: ['used'], exclude: ['demo'] },
    ]);
  });

  it('a negative number is a value, not an exclusion; "\\-value" is the literal value', () => {
    expect(parseFacetFilters(['seats:-1', 'tag:\\-Special-'])).toEqual([
      { kind: 'facet', field: 'seats', include: ['-1'], exclude: [] },
      { kind: 'facet', field: 'tag', include: ['-Special-'], exclude: [] },
    ]);
  });

  it('the value is everything after the first colon', () => {
    expect(parseFacetFilters(['tag:Note: low kms'])).toEqual([{ kind: 'facet', field: 'tag', include: ['Note: low kms'], exclude: [] }]);
  });

  it.each([
    [[['make:Ford', 'simple_body:SUV']], 'no OR across fields'],
    [['colour'], 'reads "field:value"'],
    [['engine:V8'], '"engine" is not a field'],
    [['image_alt:x'], '"image_alt" is not a field'],
    [[[]], 'non-empty list'],
    [[[['make:Ford']]], 'non-empty list'],
  ])('%j is refused: %s', (facetFilters, message) => {
    expect(() => parseFacetFilters(facetFilters)).toThrow(message);
  });
});

describe('index names and defaults', () => {
  it.each([
    ['cars', 'most-relevant'],
    ['cars/sort/created_at_timestamp:desc,car_id:asc', 'latest'],
    ['cars/sort/price:desc,created_at_timestamp:desc,car_id:asc', 'highest-price'],
    ['cars/sort/price:asc,created_at_timestamp:desc,car_id:asc', 'lowest-price'],
  ])('%s sorts %s', (indexName, sortBy) => {
    expect(sortByOfIndex('cars', indexName)).toBe(sortBy);
  });

  it.each(['stock', 'cars/sort/km:asc'])('"%s" is an unknown index', (indexName) => {
    expect(() => sortByOfIndex('cars', indexName)).toThrow(`unknown index "${indexName}"`);
  });

  it('leaves Typesense’s defaults where InstantSearch sends nothing: page 0, 10 hits, 10 facet values', () => {
    expect(hits({}).request).toEqual({ query: '', sortBy: 'most-relevant', filters: [], page: 0, hitsPerPage: 10, facets: [], maxValuesPerFacet: 10 });
  });

  it('facets "*" stands for every filter attribute’s field', () => {
    expect([...hits({ facets: ['*'] }).request.facets].sort()).toEqual([...new Set(Object.values(FILTER_FIELDS))].sort());
  });

  it('attributesToRetrieve keeps named fields; "*" keeps them all', () => {
    expect(hits({ attributesToRetrieve: ['name', 'price'] }).attributesToRetrieve).toEqual(['name', 'price']);
    expect(hits({ attributesToRetrieve: ['*'] }).attributesToRetrieve).toBeNull();
  });

  it.each(['filters', 'tagFilters', 'aroundLatLng'])('refuses %s rather than ignore a filter it cannot apply', (name) => {
    expect(() => hits({ [name]: 'x' })).toThrow(`does not support the ${name} parameter`);
  });

  it('ignores an empty filters string, as InstantSearch sends one', () => {
    expect(hits({ filters: '' }).request.filters).toEqual([]);
  });

  it('reads a facet search from algoliasearch v5’s request and from v4’s facetName', () => {
    const v5 = parseAlgoliaRequest('cars', { indexName: 'cars', type: 'facet', facet: 'make', params: { facetQuery: 'fo', maxFacetHits: 5 } });
    expect(v5).toMatchObject({ kind: 'facet-values', request: { facet: 'make', facetQuery: 'fo', maxFacetHits: 5 }, highlightPreTag: '<em>' });
    const v4 = parseAlgoliaRequest('cars', { indexName: 'cars', type: 'facet', params: { facetName: 'model', highlightPreTag: '<mark>' } });
    expect(v4).toMatchObject({ kind: 'facet-values', request: { facet: 'model', facetQuery: '', maxFacetHits: 10 }, highlightPreTag: '<mark>' });
  });
});
