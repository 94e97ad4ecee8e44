import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SORT_BY,
  SORT_BY_VALUES,
  SORT_OPTIONS,
  compareHits,
  createdAtTimestamp,
  isSortBy,
  sortOption,
} from '../../../../src/domain/search/sort-options.ts';
import type { SortBy, SortableHit } from '../../../../src/domain/search/sort-options.ts';

const hit = (id: number, price: number, createdAt: string, textMatch?: number): SortableHit => ({
  id,
  price,
  created_at_timestamp: createdAtTimestamp(createdAt),
  ...(textMatch === undefined ? {} : { textMatch }),
});

const cheapOld = hit(1, 15000, '2025-01-01T00:00:00Z');
const dearNew = hit(2, 45000, '2025-06-01T00:00:00Z');
const midMiddle = hit(3, 30000, '2025-03-01T00:00:00Z');
const ids = (hits: SortableHit[], sortBy: SortBy) => [...hits].sort(compareHits(sortBy)).map((h) => h.id);

describe('sort options', () => {
  it('sort options: most relevant, latest, highest price, lowest price', () => {
    expect(SORT_OPTIONS.map((option) => option.label)).toEqual(['Most relevant', 'Latest', 'Highest price', 'Lowest price']);
    expect(SORT_OPTIONS.map((option) => option.value)).toEqual(SORT_BY_VALUES);
  });

  it('a search is sorted most relevant first unless the shopper picks another order', () => {
    expect(DEFAULT_SORT_BY).toBe('most-relevant');
  });

  it.each([
    ['most-relevant', '_text_match:desc,created_at_timestamp:desc,car_id:asc'],
    ['latest', 'created_at_timestamp:desc,car_id:asc'],
    ['highest-price', 'price:desc,created_at_timestamp:desc,car_id:asc'],
    ['lowest-price', 'price:asc,created_at_timestamp:desc,car_id:asc'],
  ] as const)('%s sorts Typesense by %s', (sortBy, typesenseSortBy) => {
    expect(sortOption(sortBy).typesenseSortBy).toBe(typesenseSortBy);
    expect(typesenseSortBy.split(',').length).toBeLessThanOrEqual(3);
  });

  it.each([
    ['latest', [2, 3, 1]],
    ['highest-price', [2, 3, 1]],
    ['lowest-price', [1, 3, 2]],
  ] as const)('%s orders cars %j', (sortBy, expected) => {
    expect(ids([cheapOld, dearNew, midMiddle], sortBy)).toEqual(expected);
  });

  it('most relevant orders by text match, then newest first', () => {
    const hits = [hit(1, 0, '2025-01-01T00:00:00Z', 5), hit(2, 0, '2025-02-01T00:00:00Z', 9), hit(3, 0, '2025-03-01T00:00:00Z', 5)];
    expect(ids(hits, 'most-relevant')).toEqual([2, 3, 1]);
    expect(ids([cheapOld, dearNew], 'most-relevant')).toEqual([2, 1]);
  });

  it('ties fall to the newest car, then the lowest id, in every order', () => {
    const sameSecond = [hit(9, 20000, '2025-05-05T10:00:00.900Z'), hit(4, 20000, '2025-05-05T10:00:00.100Z'), hit(7, 20000, '2025-05-06T00:00:00Z')];
    for (const sortBy of SORT_BY_VALUES) expect(ids(sameSecond, sortBy)).toEqual([7, 4, 9]);
  });

  it('a hit is level with itself in every order', () => {
    for (const sortBy of SORT_BY_VALUES) expect(compareHits(sortBy)(dearNew, dearNew)).toBe(0);
  });

  it('every order is a total order: sorting is the same whatever order the hits come in', () => {
    const sortable = fc.record({
      id: fc.integer({ min: 1, max: 1000 }),
      price: fc.integer({ min: 0, max: 5 }),
      created_at_timestamp: fc.integer({ min: 0, max: 3 }).map((day) => createdAtTimestamp(`2025-01-0${day + 1}T00:00:00Z`)),
      textMatch: fc.integer({ min: 0, max: 2 }),
    });
    fc.assert(
      fc.property(fc.uniqueArray(sortable, { selector: (h) => h.id, maxLength: 20 }), fc.constantFrom(...SORT_BY_VALUES), (hits, sortBy) => {
        expect(ids([...hits].reverse(), sortBy)).toEqual(ids(hits, sortBy));
      }),
    );
  });

  it('created_at becomes whole Unix seconds for the index', () => {
    expect(createdAtTimestamp('2025-01-01T00:00:00.999Z')).toBe(1_735_689_600);
    expect(() => createdAtTimestamp('yesterday')).toThrow(RangeError);
  });

  it.each([
    ['latest', true],
    ['lowest-price', true],
    ['price_asc', false],
    ['', false],
  ])('the URL value %j names a sort order: %s', (value, expected) => {
    expect(isSortBy(value)).toBe(expected);
  });
});
