import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { SearchClient } from 'instantsearch.js';
import { DEFAULT_STOCK_FILTER_SETTINGS, stockFilterBy, type StockFilterSettings } from '../../../../src/domain/search/stock-filter.ts';
import { indexNameFor } from '../../../../src/search/index-names.ts';
import { FILTER_FIELDS, toSearchDocument, type SearchDocument } from '../../../../src/search/search-document.ts';
import { SHARED_SEARCH_PARAMETERS } from '../../../../src/search/typesense/collection-schema.ts';
import { siteScopedKey } from '../../../../src/search/typesense/scoped-key.ts';
import { createTypesenseSearchClient } from '../../../../src/search/typesense/search-client.ts';
import { startFakeTypesense, type FakeTypesense, type RecordedRequest } from './fake-typesense.ts';
import { DEMO_NOW, demoSite } from './demo-stock.ts';

const SCOPED_KEY = siteScopedKey('search-parent-key-for-tests', [101], DEMO_NOW + 30 * 86_400).key;
const SETTINGS: StockFilterSettings = { soldVisibilityDays: 7, exclusions: { age_index: [], status: [], car_type: ['demo'], make: [] } };

let server: FakeTypesense;
let documents: SearchDocument[];

beforeEach(async () => {
  server = await startFakeTypesense();
  documents = (await demoSite('brighton-volkswagen')).cars.slice(0, 2).map(toSearchDocument);
});
afterEach(async () => {
  await server.close();
});

function client(now: () => number = () => DEMO_NOW): SearchClient {
  return createTypesenseSearchClient({ nodes: [server.node], numRetries: 0, apiKey: SCOPED_KEY, collection: 'cars', stockFilter: SETTINGS, now });
}

/** The searches of the one multi_search request the client sent. */
function sentSearches(): Record<string, unknown>[] {
  const multi = server.requests.filter((r: RecordedRequest) => r.method === 'POST' && r.path === '/multi_search');
  expect(multi).toHaveLength(1);
  return (JSON.parse(multi[0]?.body ?? '') as { searches: Record<string, unknown>[] }).searches;
}

type Search = Parameters<SearchClient['search']>[0];

describe('the Typesense search client', () => {
  it('turns an InstantSearch request into a multi_search body with the shared parameters and the stock filter', async () => {
    const requests = [
      {
        indexName: indexNameFor('cars', 'lowest-price'),
        params: {
          query: 'tig',
          facets: ['make', 'simple_body', 'price'],
          facetFilters: [['make:Volkswagen', 'make:Skoda'], 'simple_body:SUV'],
          numericFilters: ['price>=10000', 'price<=40000'],
          hitsPerPage: 21,
          page: 1,
          maxValuesPerFacet: 30,
        },
      },
    ] as Search;
    await client().search(requests);
    const [search] = sentSearches();
    expect(search).toEqual({
      collection: 'cars',
      q: 'tig',
      query_by: SHARED_SEARCH_PARAMETERS.query_by,
      highlight_full_fields: SHARED_SEARCH_PARAMETERS.query_by,
      prefix: true,
      num_typos: 0,
      drop_tokens_threshold: 0,
      typo_tokens_threshold: 0,
      filter_by: `${stockFilterBy(SETTINGS, DEMO_NOW)} && make:=[\`Volkswagen\`,\`Skoda\`] && simple_body:=[\`SUV\`] && price:=[10000..40000]`,
      sort_by: 'price:asc,created_at_timestamp:desc,car_id:asc',
      facet_by: 'make,simple_body,price',
      max_facet_values: 30,
      per_page: 21,
      page: 2,
    });
  });

  it('sends the scoped key, and only it, with each search', async () => {
    await client().search([{ indexName: 'cars', params: { query: '' } }] as Search);
    const [request] = server.requests;
    // typesense-js sends a search key as a query parameter, which keeps the browser's request
    // free of a CORS preflight.
    expect(request?.query.get('x-typesense-api-key') ?? request?.headers['x-typesense-api-key']).toBe(SCOPED_KEY);
    expect(JSON.stringify(server.requests)).not.toContain('search-parent-key-for-tests');
  });

  it('ranks by relevance with the shared tie-breakers on the default index, and matches everything for an empty query', async () => {
    await client().search([{ indexName: 'cars', params: { query: '' } }] as Search);
    const [search] = sentSearches();
    expect(search).toMatchObject({ q: '*', sort_by: '_text_match:desc,created_at_timestamp:desc,car_id:asc', filter_by: stockFilterBy(SETTINGS, DEMO_NOW) });
  });

  it('adds the sold-car window as of each query', async () => {
    let now = DEMO_NOW;
    const searchClient = client(() => now);
    await searchClient.search([{ indexName: 'cars', params: { query: 'a' } }] as Search);
    now += 3_600;
    await searchClient.search([{ indexName: 'cars', params: { query: 'b' } }] as Search);
    const filters = server.requests.map((r) => (JSON.parse(r.body) as { searches: { filter_by: string }[] }).searches[0]?.filter_by);
    expect(filters).toEqual([stockFilterBy(SETTINGS, DEMO_NOW), stockFilterBy(SETTINGS, DEMO_NOW + 3_600)]);
    expect(filters[0]).toContain(`sold_date_timestamp:>${DEMO_NOW - 7 * 86_400}`);
    expect(filters[1]).toContain(`sold_date_timestamp:>${DEMO_NOW + 3_600 - 7 * 86_400}`);
  });

  it('keeps a filters parameter, ANDed with the stock filter', async () => {
    const defaults = createTypesenseSearchClient({ nodes: [server.node], apiKey: SCOPED_KEY, collection: 'cars', stockFilter: DEFAULT_STOCK_FILTER_SETTINGS, now: () => DEMO_NOW });
    await defaults.search([{ indexName: 'cars', params: { query: '', filters: 'seats:=7 || seats:=8' } }] as Search);
    expect(sentSearches()[0]?.filter_by).toBe(`(seats:=7 || seats:=8) && ${stockFilterBy(DEFAULT_STOCK_FILTER_SETTINGS, DEMO_NOW)}`);
  });

  it("reads facets: ['*'] as every filter attribute's field", async () => {
    await client().search([{ indexName: 'cars', params: { query: '', facets: ['*'] } }] as Search);
    expect(String(sentSearches()[0]?.facet_by).split(',').sort()).toEqual([...new Set(Object.values(FILTER_FIELDS))].sort());
  });

  it('refuses an index name that is not one of the collection\'s', async () => {
    await expect(client().search([{ indexName: 'other', params: { query: '' } }] as Search)).rejects.toThrow('unknown index "other"');
    await expect(client().search([{ indexName: 'cars/sort/price:desc', params: {} }] as Search)).rejects.toThrow('unknown index');
    expect(server.requests).toEqual([]);
  });

  it('reshapes the Typesense answer into InstantSearch hits, counts, facets and facet stats', async () => {
    server.onMultiSearch(() => ({
      results: [
        {
          found: 23,
          out_of: 216,
          page: 2,
          search_time_ms: 3,
          request_params: { collection_name: 'cars', per_page: 21, q: 'tig' },
          hits: documents.map((document) => ({ document, highlight: {}, highlights: [], text_match: 100 })),
          facet_counts: [
            { field_name: 'make', counts: [{ value: 'Volkswagen', count: 20, highlighted: 'Volkswagen' }, { value: 'Skoda', count: 3, highlighted: 'Skoda' }], stats: { total_values: 2 } },
            { field_name: 'price', counts: [], stats: { min: 18990, max: 64990, avg: 40000, sum: 920000, total_values: 23 } },
          ],
        },
      ],
    }));
    const response = await client().search([{ indexName: 'cars', params: { query: 'tig', hitsPerPage: 21, page: 1, facets: ['make', 'price'] } }] as Search);
    const [result] = response.results as unknown as Record<string, unknown>[];
    expect(result).toMatchObject({
      nbHits: 23,
      page: 1,
      nbPages: 2,
      hitsPerPage: 21,
      processingTimeMS: 3,
      facets: { make: { Volkswagen: 20, Skoda: 3 } },
      facets_stats: { price: { min: 18990, max: 64990 } },
    });
    const hits = result?.hits as Record<string, unknown>[];
    expect(hits.map((hit) => hit.objectID)).toEqual(documents.map((document) => document.id));
    for (const [index, hit] of hits.entries()) expect(hit).toMatchObject(JSON.parse(JSON.stringify(documents[index])) as Record<string, unknown>);
  });

  it('searches facet values with the same filters', async () => {
    server.onMultiSearch(() => ({
      results: [{ found: 5, out_of: 216, page: 1, search_time_ms: 1, request_params: { per_page: 0 }, hits: [], facet_counts: [{ field_name: 'make', counts: [{ value: 'Volkswagen', count: 5, highlighted: '<mark>Vo</mark>lkswagen' }], stats: {} }] }],
    }));
    const searchForFacetValues = client().searchForFacetValues as unknown as (requests: unknown[]) => Promise<{ facetHits: unknown[] }[]>;
    const [answer] = await searchForFacetValues([{ indexName: 'cars', params: { facetName: 'make', facetQuery: 'vo', query: '', facets: ['make'] } }]);
    expect(sentSearches()[0]).toMatchObject({ facet_query: 'make:vo', per_page: 0, filter_by: stockFilterBy(SETTINGS, DEMO_NOW) });
    expect(answer?.facetHits).toEqual([{ value: 'Volkswagen', highlighted: '<mark>Vo</mark>lkswagen', count: 5 }]);
  });
});
