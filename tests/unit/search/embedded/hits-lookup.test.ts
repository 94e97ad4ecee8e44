import { describe, expect, it } from 'vitest';
import { createEmbeddedHitsLookup } from '../../../../src/search/embedded/hits-lookup.ts';
import type { HitsLookupRequest } from '../../../../src/search/hits-lookup.ts';
import { DAY, NO_EXCLUSIONS, NOW, idsOf, makeDocument } from './documents.ts';

/** A small snapshot: three Rangers at different prices, a Kia, a car sold 5 days ago (outside the 3-day window). */
const SNAPSHOT = [
  makeDocument(1, { price: 30_000 }),
  makeDocument(2, { price: 50_000 }),
  makeDocument(3, { price: 40_000 }),
  makeDocument(4, { make: 'Kia', model: 'Sorento', make_model: 'Kia Sorento', price: 35_000 }),
  makeDocument(5, { status: 'sold', sold: true, sold_date_timestamp: NOW - 5 * DAY, price: 41_000 }),
];

const RANGERS: HitsLookupRequest = { search_filters: [{ kind: 'facet', field: 'model', include: ['Ranger'], exclude: [] }], sortBy: 'lowest-price', limit: 10 };

describe('the hits lookup over the embedded engine', () => {
  it("answers each lookup with the listed cars passing its filters, in its order, at most its limit", async () => {
    const lookup = createEmbeddedHitsLookup({ documents: SNAPSHOT, stockFilter: NO_EXCLUSIONS, now: () => NOW });
    const answers = await lookup([
      RANGERS,
      { ...RANGERS, sortBy: 'highest-price', limit: 2 },
      { search_filters: [{ kind: 'numeric', anyOf: [{ field: 'price', operator: '<', value: 40_000 }] }], sortBy: 'highest-price', limit: 5 },
    ]);
    // The car sold 5 days ago is outside the site's window: the stock filter applies as in a search.
    expect(answers.map(idsOf)).toEqual([
      ['1-1', '1-3', '1-2'],
      ['1-2', '1-3'],
      ['1-4', '1-1'],
    ]);
  });

  it('loads the snapshot on the first lookup only, and again after a failed load', async () => {
    let loads = 0;
    const lookup = createEmbeddedHitsLookup({
      documents: async () => {
        loads += 1;
        if (loads === 1) throw new Error('offline');
        return SNAPSHOT;
      },
      stockFilter: NO_EXCLUSIONS,
      now: () => NOW,
    });
    expect(loads).toBe(0);
    await expect(lookup([RANGERS])).rejects.toThrow('offline');
    expect((await lookup([RANGERS]))[0]).toHaveLength(3);
    await lookup([RANGERS]);
    expect(loads).toBe(2);
  });
});
