import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { stockFilterBy, type StockFilterSettings } from '../../../../src/domain/search/stock-filter.ts';
import type { HitsLookupRequest } from '../../../../src/search/hits-lookup.ts';
import { QUERY_FIELDS, toSearchDocument } from '../../../../src/search/search-document.ts';
import { createTypesenseHitsLookup } from '../../../../src/search/typesense/hits-lookup.ts';
import { startFakeTypesense, type FakeTypesense } from './fake-typesense.ts';
import { DEMO_NOW, demoSite } from './demo-stock.ts';
import { NO_DRIVE_AWAY } from '../no-drive-away.ts';

const SETTINGS: StockFilterSettings = { soldVisibilityDays: 7, exclusions: { age_index: [], status: [], car_type: ['demo'], make: [] } };
const KEY = 'scoped-search-key';

let server: FakeTypesense;
beforeEach(async () => {
  server = await startFakeTypesense();
});
afterEach(async () => {
  await server.close();
});

const lookupOn = (on: FakeTypesense) =>
  createTypesenseHitsLookup({ nodes: [on.node], numRetries: 0, apiKey: KEY, collection: 'cars', stockFilter: SETTINGS, now: () => DEMO_NOW });

const LOOKUPS: HitsLookupRequest[] = [
  {
    search_filters: [
      { kind: 'facet', field: 'make', include: ['Volkswagen'], exclude: [] },
      { kind: 'facet', field: 'car_id', include: [], exclude: ['7'] },
      { kind: 'facet', field: 'sold', include: ['false'], exclude: [] },
      { kind: 'numeric', anyOf: [{ field: 'price', operator: '>=', value: 40_000 }] },
    ],
    sortBy: 'lowest-price',
    limit: 8,
  },
  { search_filters: [{ kind: 'facet', field: 'simple_body', include: ['SUV'], exclude: [] }], sortBy: 'highest-price', limit: 3 },
];

describe('the hits lookup on Typesense', () => {
  it('sends every lookup in one multi_search with the scoped key: the stock filter and the lookup filters, the order, per_page = limit', async () => {
    await lookupOn(server)(LOOKUPS);
    const multi = server.requests.filter((request) => request.method === 'POST' && request.path === '/multi_search');
    expect(multi).toHaveLength(1);
    expect(multi[0]?.query.get('x-typesense-api-key')).toBe(KEY);
    const { searches } = JSON.parse(multi[0]?.body ?? '') as { searches: Record<string, unknown>[] };
    const stock = stockFilterBy(SETTINGS, DEMO_NOW);
    expect(searches).toEqual([
      {
        collection: 'cars',
        q: '*',
        query_by: QUERY_FIELDS.join(','),
        prefix: true,
        num_typos: 0,
        drop_tokens_threshold: 0,
        typo_tokens_threshold: 0,
        sort_by: 'price:asc,created_at_timestamp:desc,car_id:asc',
        filter_by: `${stock} && make:=[\`Volkswagen\`] && car_id:!=[7] && sold:=[false] && price:>=40000`,
        max_facet_values: 1,
        page: 1,
        per_page: 8,
      },
      expect.objectContaining({ sort_by: 'price:desc,created_at_timestamp:desc,car_id:asc', filter_by: `${stock} && simple_body:=[\`SUV\`]`, page: 1, per_page: 3 }),
    ]);
  });

  it("answers each lookup's hits as search documents, in order", async () => {
    const cars = (await demoSite('brighton-volkswagen')).cars.slice(0, 3).map((car) => toSearchDocument(car, NO_DRIVE_AWAY));
    server.onMultiSearch(() => ({
      results: [
        { found: 2, hits: [{ document: cars[0] }, { document: cars[1] }] },
        { found: 1, hits: [{ document: cars[2] }] },
      ],
    }));
    const answers = await lookupOn(server)(LOOKUPS);
    expect(answers.map((hits) => hits.map((hit) => hit.car_id))).toEqual([[cars[0]?.car_id, cars[1]?.car_id], [cars[2]?.car_id]]);
  });

  it('fails with Typesense\'s message when it refuses a lookup, and sends nothing for no lookups', async () => {
    server.onMultiSearch(() => ({ results: [{ error: 'Could not parse the filter query.', code: 400 }, { found: 0, hits: [] }] }));
    await expect(lookupOn(server)(LOOKUPS)).rejects.toThrow('Could not parse the filter query.');
    expect(await lookupOn(server)([])).toEqual([]);
    expect(server.requests.filter((request) => request.path === '/multi_search')).toHaveLength(1);
  });
});
