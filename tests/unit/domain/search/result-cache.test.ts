import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RESULT_CACHE_MAX_SIZE, RESULT_CACHE_MIN_SIZE } from '../../../../src/domain/basics/constants.ts';
import { DEFAULT_RESULT_CACHE_SIZE, ResultCache } from '../../../../src/domain/search/result-cache.ts';
import { DEFAULT_SORT_BY } from '../../../../src/domain/search/sort-options.ts';
import type { SearchState } from '../../../../src/domain/search/types.ts';

const onPage = (page: number): SearchState => ({ query: '', page, sortBy: DEFAULT_SORT_BY, refinements: {} });

describe('result cache', () => {
  it('the result cache holds up to 10 to 50 entries', () => {
    expect([RESULT_CACHE_MIN_SIZE, RESULT_CACHE_MAX_SIZE]).toEqual([10, 50]);
    expect(new ResultCache(10).capacity).toBe(10);
    expect(new ResultCache(50).capacity).toBe(50);
  });

  it('holds 50 entries unless told otherwise', () => {
    expect(DEFAULT_RESULT_CACHE_SIZE).toBe(50);
    expect(new ResultCache().capacity).toBe(50);
  });

  it.each([9, 51, 0, 20.5, Number.NaN])('a cache of %s entries is refused', (size) => {
    expect(() => new ResultCache(size)).toThrow(RangeError);
  });

  it('the cache evicts the oldest entry first', () => {
    const cache = new ResultCache<string>(10);
    for (let page = 1; page <= 11; page += 1) cache.set(onPage(page), `page ${page}`);
    expect(cache.size).toBe(10);
    expect(cache.has(onPage(1))).toBe(false);
    expect(cache.get(onPage(2))).toBe('page 2');
    expect(cache.get(onPage(11))).toBe('page 11');
  });

  it('reading an entry does not make it younger: first in, first out', () => {
    const cache = new ResultCache<string>(10);
    for (let page = 1; page <= 10; page += 1) cache.set(onPage(page), `page ${page}`);
    cache.get(onPage(1));
    cache.set(onPage(11), 'page 11');
    expect(cache.has(onPage(1))).toBe(false);
  });

  it('storing a state again replaces its entry and makes it the newest', () => {
    const cache = new ResultCache<string>(10);
    for (let page = 1; page <= 10; page += 1) cache.set(onPage(page), `page ${page}`);
    cache.set(onPage(1), 'page 1 again');
    cache.set(onPage(11), 'page 11');
    expect(cache.get(onPage(1))).toBe('page 1 again');
    expect(cache.has(onPage(2))).toBe(false);
    expect(cache.size).toBe(10);
  });

  it('states asking for the same results share an entry, whatever their key order', () => {
    const cache = new ResultCache<string>();
    cache.set({ ...onPage(1), refinements: { make: ['Kia'], body: ['SUV'] } }, 'kia suvs');
    expect(cache.get({ refinements: { body: ['SUV'], make: ['Kia'] }, sortBy: 'most-relevant', page: 1, query: '' })).toBe(
      'kia suvs',
    );
  });

  it('can be emptied', () => {
    const cache = new ResultCache<string>();
    cache.set(onPage(1), 'page 1');
    cache.clear();
    expect(cache.size).toBe(0);
    expect(cache.get(onPage(1))).toBeUndefined();
  });

  it('behaves like a first-in-first-out list of distinct keys', () => {
    const operation = fc.oneof(
      fc.record({ kind: fc.constant('set' as const), page: fc.integer({ min: 1, max: 70 }), value: fc.integer() }),
      fc.record({ kind: fc.constant('get' as const), page: fc.integer({ min: 1, max: 70 }) }),
    );
    fc.assert(
      fc.property(fc.integer({ min: RESULT_CACHE_MIN_SIZE, max: RESULT_CACHE_MAX_SIZE }), fc.array(operation, { maxLength: 300 }), (capacity, operations) => {
        const cache = new ResultCache<number>(capacity);
        let model: [number, number][] = []; // [page, value], oldest first
        for (const op of operations) {
          if (op.kind === 'set') {
            model = model.filter(([page]) => page !== op.page);
            if (model.length >= capacity) model.shift();
            model.push([op.page, op.value]);
            cache.set(onPage(op.page), op.value);
          } else {
            expect(cache.get(onPage(op.page))).toBe(model.find(([page]) => page === op.page)?.[1]);
          }
          expect(cache.size).toBe(model.length);
          expect(cache.size).toBeLessThanOrEqual(capacity);
        }
      }),
    );
  });
});
