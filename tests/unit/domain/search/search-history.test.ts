import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SEARCH_HISTORY_SIZE } from '../../../../src/domain/basics/constants.ts';
import { recordSearch } from '../../../../src/domain/search/search-history.ts';
import type { SearchHistoryEntry } from '../../../../src/domain/search/types.ts';

const entry = (make: string, path = '/search/new-used-and-demo-cars'): SearchHistoryEntry => ({
  refinements: { make: [make] },
  path,
});

const recordAll = (entries: readonly SearchHistoryEntry[]) =>
  entries.reduce<readonly SearchHistoryEntry[]>((history, next) => recordSearch(history, next), []);

describe('search history', () => {
  it('search history keeps 5 entries', () => {
    expect(SEARCH_HISTORY_SIZE).toBe(5);
  });

  it('history keeps 5 entries and drops the oldest', () => {
    const history = recordAll(['A', 'B', 'C', 'D', 'E', 'F'].map((make) => entry(make)));
    expect(history.map((kept) => kept.refinements.make?.[0])).toEqual(['F', 'E', 'D', 'C', 'B']);
  });

  it('re-recording a search already kept moves it to the front instead of keeping it twice', () => {
    const history = recordAll([entry('A'), entry('B'), entry('C'), entry('A')]);
    expect(history.map((kept) => kept.refinements.make?.[0])).toEqual(['A', 'C', 'B']);
  });

  it('the same refinements written in another order are the same search', () => {
    const first: SearchHistoryEntry = { refinements: { make: ['Kia', 'Ford'], body: ['SUV'] }, path: '/search' };
    const second: SearchHistoryEntry = { refinements: { body: ['SUV'], make: ['Ford', 'Kia'] }, path: '/search' };
    expect(recordAll([first, second])).toEqual([second]);
  });

  it('the same refinements on another search page are another search', () => {
    expect(recordAll([entry('Kia', '/search/new-cars'), entry('Kia', '/search/used-cars')])).toHaveLength(2);
  });

  it('a search without refinements is not recorded', () => {
    const history = recordAll([entry('A')]);
    expect(recordSearch(history, { refinements: {}, path: '/search' })).toBe(history);
  });

  it('never holds more than 5 entries, newest first, older entries in their order, without repeats', () => {
    const entries = fc.array(
      fc.record({ make: fc.constantFrom('A', 'B', 'C', 'D', 'E', 'F', 'G'), path: fc.constantFrom('/search', '/search/used-cars') }),
      { maxLength: 30 },
    );
    fc.assert(
      fc.property(entries, (raw) => {
        const recorded = raw.map(({ make, path }) => entry(make, path));
        const history = recordAll(recorded);
        // Reference model: the distinct searches, latest occurrence first, at most 5.
        const expected: string[] = [];
        for (const next of [...recorded].reverse()) {
          const key = JSON.stringify(next);
          if (!expected.includes(key)) expected.push(key);
        }
        expect(history.length).toBeLessThanOrEqual(SEARCH_HISTORY_SIZE);
        expect(history.map((kept) => JSON.stringify(kept))).toEqual(expected.slice(0, SEARCH_HISTORY_SIZE));
        if (recorded.length > 0) expect(history[0]).toBe(recorded.at(-1));
      }),
    );
  });
});
