import { describe, expect, it } from 'vitest';
import { SearchEngine } from '../../../../src/search/embedded/engine.ts';
import type { IndexedField } from '../../../../src/search/instantsearch-protocol/document-fields.ts';
import {
  DEFAULT_HITS_PER_PAGE,
  MAX_HITS_PER_PAGE,
  type EngineRequest,
  type FilterClause,
  type NumericOperator,
} from '../../../../src/search/instantsearch-protocol/engine-request.ts';
import { DAY, NO_EXCLUSIONS, NOW, idsOf, makeDocument } from './documents.ts';

const request = (overrides: Partial<EngineRequest> = {}): EngineRequest => ({
  query: '',
  sortBy: 'latest',
  filters: [],
  page: 0,
  hitsPerPage: DEFAULT_HITS_PER_PAGE,
  facets: [],
  maxValuesPerFacet: 10,
  ...overrides,
});

const facet = (field: IndexedField, include: string[], exclude: string[] = []): FilterClause => {
  const [first, ...rest] = include;
  if (first !== undefined) return { kind: 'facet', field, include: [first, ...rest], exclude };
  const [firstExcluded, ...otherExcluded] = exclude;
  if (firstExcluded === undefined) throw new Error('a facet clause needs a value');
  return { kind: 'facet', field, include: [], exclude: [firstExcluded, ...otherExcluded] };
};

type Comparison = [IndexedField, NumericOperator, number];

const stock = [
  makeDocument(1, { make: 'Ford', seats: 5, price: 30_000, km: 10_000, tag: 'One Owner', filtered_features: ['Sunroof', 'Tow Bar'] }),
  makeDocument(2, { make: 'Ford', seats: 7, price: 40_000, km: 20_000, filtered_features: ['Tow Bar'] }),
  makeDocument(3, { make: 'Kia', seats: 7, price: 50_000, km: 30_000, tag: 'Hot Deal', certified: true }),
  makeDocument(4, { make: 'Škoda', seats: 5, price: 60_000, km: 40_000, filtered_features: [] }),
  makeDocument(5, { make: 'Kia', seats: 8, price: 70_000, km: 50_000 }),
];
const engine = new SearchEngine(stock, NO_EXCLUSIONS);

describe('list filters', () => {
  it('values of one filter are ORed, filters across attributes ANDed', () => {
    expect(idsOf(engine.search(request({ filters: [facet('make', ['Ford', 'Kia'])] }), NOW).hits)).toEqual(['1-1', '1-2', '1-3', '1-5']);
    expect(idsOf(engine.search(request({ filters: [facet('make', ['Ford', 'Kia']), facet('seats', ['7'])] }), NOW).hits)).toEqual(['1-2', '1-3']);
  });

  it('string values compare as Typesense compares them: case, accents and symbols folded', () => {
    expect(idsOf(engine.search(request({ filters: [facet('make', ['skoda'])] }), NOW).hits)).toEqual(['1-4']);
    expect(idsOf(engine.search(request({ filters: [facet('make', ['KIA'])] }), NOW).hits)).toEqual(['1-3', '1-5']);
  });

  it('numeric fields take their values as text: seats "7" is 7, "7.0" too', () => {
    expect(engine.search(request({ filters: [facet('seats', ['7.0'])] }), NOW).nbHits).toBe(2);
    expect(() => engine.search(request({ filters: [facet('seats', ['seven'])] }), NOW)).toThrow('seats is numeric');
  });

  it('a list field matches when any of its values does', () => {
    expect(idsOf(engine.search(request({ filters: [facet('filtered_features', ['tow bar'])] }), NOW).hits)).toEqual(['1-1', '1-2']);
  });

  it('booleans take true or false', () => {
    expect(idsOf(engine.search(request({ filters: [facet('certified', ['true'])] }), NOW).hits)).toEqual(['1-3']);
    expect(() => engine.search(request({ filters: [facet('certified', ['yes'])] }), NOW)).toThrow('true or false');
  });
});

describe('negated facet filters', () => {
  it('an excluded value removes the cars holding it', () => {
    expect(idsOf(engine.search(request({ filters: [facet('make', [], ['Ford'])] }), NOW).hits)).toEqual(['1-3', '1-4', '1-5']);
  });

  it('a car without a value is never excluded by it', () => {
    expect(idsOf(engine.search(request({ filters: [facet('tag', [], ['Hot Deal'])] }), NOW).hits)).toEqual(['1-1', '1-2', '1-4', '1-5']);
  });

  it('included and excluded values of one field combine as include AND NOT exclude', () => {
    expect(idsOf(engine.search(request({ filters: [facet('seats', ['7', '8'], ['8'])] }), NOW).hits)).toEqual(['1-2', '1-3']);
  });
});

describe('numeric ranges', () => {
  const range = (first: Comparison, ...rest: Comparison[]): FilterClause => {
    const comparison = ([field, operator, value]: Comparison) => ({ field, operator, value });
    return { kind: 'numeric', anyOf: [comparison(first), ...rest.map(comparison)] };
  };

  it.each([
    ['inclusive at both ends', [range(['price', '>=', 40_000]), range(['price', '<=', 60_000])], ['1-2', '1-3', '1-4']],
    ['from a minimum only', [range(['km', '>=', 30_000])], ['1-3', '1-4', '1-5']],
    ['up to a maximum only', [range(['km', '<=', 20_000])], ['1-1', '1-2']],
    ['strictly above and below', [range(['price', '>', 40_000]), range(['price', '<', 60_000])], ['1-3']],
    ['equal and not equal', [range(['seats', '!=', 5]), range(['seats', '=', 7])], ['1-2', '1-3']],
    ['comparisons in one entry are ORed', [range(['price', '<', 35_000], ['price', '>', 65_000])], ['1-1', '1-5']],
  ])('%s', (_, filters, ids) => {
    expect(idsOf(engine.search(request({ filters }), NOW).hits)).toEqual(ids);
  });

  it('a car without a number passes no comparison', () => {
    const withSubscription = new SearchEngine([makeDocument(1, { subscription_price: 150 }), makeDocument(2)], NO_EXCLUSIONS);
    expect(withSubscription.search(request({ filters: [range(['subscription_price', '!=', 0])] }), NOW).nbHits).toBe(1);
  });
});

describe('facet counts and stats', () => {
  it('counts every match, not only the page, most frequent value first', () => {
    const result = engine.search(request({ hitsPerPage: 1, facets: ['make', 'seats'] }), NOW);
    expect(result.facets.get('make')).toEqual([
      { value: 'Ford', count: 2 },
      { value: 'Kia', count: 2 },
      { value: 'Škoda', count: 1 },
    ]);
    expect(result.facets.get('seats')).toEqual([
      { value: '5', count: 2 },
      { value: '7', count: 2 },
      { value: '8', count: 1 },
    ]);
  });

  it('maxValuesPerFacet keeps the most frequent values, ties by value', () => {
    expect(engine.search(request({ facets: ['make'], maxValuesPerFacet: 1 }), NOW).facets.get('make')).toEqual([{ value: 'Ford', count: 2 }]);
  });

  it('a list field counts each car once per value', () => {
    expect(engine.search(request({ facets: ['filtered_features'] }), NOW).facets.get('filtered_features')).toEqual([
      { value: 'Reversing Camera', count: 2 },
      { value: 'Tow Bar', count: 2 },
      { value: 'Sunroof', count: 1 },
    ]);
  });

  it('numeric facets have min, max, average and sum over the matches', () => {
    const result = engine.search(request({ facets: ['price', 'make'], filters: [facet('make', ['Ford', 'Kia'])] }), NOW);
    expect(result.facetsStats.get('price')).toEqual({ min: 30_000, max: 70_000, avg: 47_500, sum: 190_000 });
    expect(result.facetsStats.has('make')).toBe(false);
  });

  it('a facet with no values among the matches has no stats and no counts', () => {
    const result = engine.search(request({ facets: ['subscription_price', 'make'], filters: [facet('make', ['Holden'])] }), NOW);
    expect(result.facets.get('make')).toEqual([]);
    expect(result.facetsStats.size).toBe(0);
  });
});

describe('pagination', () => {
  it('pages count from 0 and the last page holds the rest', () => {
    const result = engine.search(request({ page: 2, hitsPerPage: 2 }), NOW);
    expect(idsOf(result.hits)).toEqual(['1-5']);
    expect(result).toMatchObject({ nbHits: 5, nbPages: 3, page: 2, hitsPerPage: 2 });
  });

  it('a page past the end has no hits but keeps the counts', () => {
    const result = engine.search(request({ page: 7, hitsPerPage: 2, facets: ['make'] }), NOW);
    expect(result.hits).toEqual([]);
    expect(result.nbHits).toBe(5);
    expect(result.facets.get('make')).toHaveLength(3);
  });

  it('hitsPerPage 0 asks for counts only', () => {
    expect(engine.search(request({ hitsPerPage: 0 }), NOW)).toMatchObject({ hits: [], nbHits: 5, nbPages: 0 });
  });

  it.each([
    ['a negative page', { page: -1 }],
    ['a fractional page', { page: 1.5 }],
    [`more than ${MAX_HITS_PER_PAGE} hits per page, as Typesense refuses`, { hitsPerPage: MAX_HITS_PER_PAGE + 1 }],
    ['no values per facet', { maxValuesPerFacet: 0 }],
  ])('%s is a RangeError', (_, overrides) => {
    expect(() => engine.search(request(overrides), NOW)).toThrow(RangeError);
  });
});

describe('the stock filter', () => {
  const soldAt = NOW - 2 * DAY;
  const listedStock = [
    makeDocument(1),
    makeDocument(2, { status: 'sold', sold: true, sold_date_timestamp: soldAt }),
    makeDocument(3, { show_on_dealer_website: false }),
    makeDocument(4, { age_index: 13 }),
  ];

  it('lists cars by the domain rule at the query’s now: a sold car leaves once its window closes', () => {
    const sold = new SearchEngine(listedStock, NO_EXCLUSIONS);
    expect(idsOf(sold.search(request(), NOW).hits)).toEqual(['1-1', '1-2', '1-4']);
    expect(idsOf(sold.search(request(), soldAt + 3 * DAY).hits)).toEqual(['1-1', '1-4']);
  });

  it('applies the site’s exclusions', () => {
    const excluding = new SearchEngine(listedStock, { soldVisibilityDays: 3, exclusions: { age_index: [13, 14], status: [], car_type: [], make: [] } });
    expect(idsOf(excluding.search(request(), NOW).hits)).toEqual(['1-1', '1-2']);
  });

  it('the listed version changes only when the listed cars do', () => {
    const versions = new SearchEngine(listedStock, NO_EXCLUSIONS);
    const first = versions.listedVersion(NOW);
    expect(versions.listedVersion(NOW + 60)).toBe(first);
    expect(versions.listedVersion(soldAt + 3 * DAY)).toBe(first + 1);
    expect(versions.listedVersion(soldAt + 3 * DAY + 60)).toBe(first + 1);
  });

  it('refuses settings no filter can express, as the domain does', () => {
    expect(() => new SearchEngine(listedStock, { soldVisibilityDays: -1, exclusions: NO_EXCLUSIONS.exclusions })).toThrow(RangeError);
  });
});

describe('sorting', () => {
  it.each([
    ['latest', ['1-1', '1-2', '1-3', '1-4', '1-5']],
    ['highest-price', ['1-5', '1-4', '1-3', '1-2', '1-1']],
    ['lowest-price', ['1-1', '1-2', '1-3', '1-4', '1-5']],
    ['most-relevant', ['1-1', '1-2', '1-3', '1-4', '1-5']],
  ] as const)('%s orders the hits with the domain comparator', (sortBy, ids) => {
    expect(idsOf(engine.search(request({ sortBy }), NOW).hits)).toEqual(ids);
  });

  it('equal prices fall back to newest first', () => {
    const tied = new SearchEngine([makeDocument(3, { price: 10 }), makeDocument(1, { price: 10 }), makeDocument(2, { price: 99 })], NO_EXCLUSIONS);
    expect(idsOf(tied.search(request({ sortBy: 'lowest-price' }), NOW).hits)).toEqual(['1-1', '1-3', '1-2']);
  });
});
