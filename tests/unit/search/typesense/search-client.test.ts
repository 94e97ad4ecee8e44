import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { SearchClient } from 'instantsearch.js';
import { SORT_BY_VALUES, sortOption } from '../../../../src/domain/search/sort-options.ts';
import { DEFAULT_STOCK_FILTER_SETTINGS, stockFilterBy, type StockFilterSettings } from '../../../../src/domain/search/stock-filter.ts';
import { indexNameFor } from '../../../../src/search/index-names.ts';
import { FILTER_FIELDS, QUERY_FIELDS, toSearchDocument, type SearchDocument } from '../../../../src/search/search-document.ts';
import type { ClusterSettings } from '../../../../src/search/typesense/connection.ts';
import { siteScopedKey } from '../../../../src/search/typesense/scoped-key.ts';
import { CACHED_RESPONSE_SECONDS, createTypesenseSearchClient } from '../../../../src/search/typesense/search-client.ts';
import { closedPort, startFakeTypesense, startSilentNode, type FakeTypesense, type RecordedRequest } from './fake-typesense.ts';
import { DEMO_NOW, demoSite } from './demo-stock.ts';
import { NO_DRIVE_AWAY } from '../no-drive-away.ts';

const PARENT_KEY = 'search-parent-key-for-tests';
const SCOPED_KEY = siteScopedKey(PARENT_KEY, [101], DEMO_NOW + 30 * 86_400).key;
const SETTINGS: StockFilterSettings = { soldVisibilityDays: 7, exclusions: { age_index: [], status: [], car_type: ['demo'], make: [] } };
const STOCK_FILTER = stockFilterBy(SETTINGS, DEMO_NOW);
const RELEVANCE = '_text_match:desc,created_at_timestamp:desc,car_id:asc';
/** What every search sends whatever InstantSearch asks. */
const SHARED = { collection: 'cars', query_by: QUERY_FIELDS.join(','), prefix: true, num_typos: 0, drop_tokens_threshold: 0, typo_tokens_threshold: 0 };

let server: FakeTypesense;
let documents: SearchDocument[];

beforeEach(async () => {
  server = await startFakeTypesense();
  documents = (await demoSite('brighton-volkswagen')).cars.slice(0, 2).map((car) => toSearchDocument(car, NO_DRIVE_AWAY));
});
afterEach(async () => {
  await server.close();
});

type Search = Parameters<SearchClient['search']>[0];
type FacetSearch = (requests: unknown[]) => Promise<{ facetHits: unknown[] }[]>;

function client(options: { now?: () => number; cluster?: Partial<ClusterSettings>; stockFilter?: StockFilterSettings } = {}): SearchClient {
  return createTypesenseSearchClient({
    nodes: [server.node],
    numRetries: 0,
    ...options.cluster,
    apiKey: SCOPED_KEY,
    collection: 'cars',
    stockFilter: options.stockFilter ?? SETTINGS,
    now: options.now ?? (() => DEMO_NOW),
  });
}

const multiSearches = (on: FakeTypesense = server): RecordedRequest[] => on.requests.filter((r) => r.method === 'POST' && r.path === '/multi_search');

/** The searches of the one multi_search request the client sent. */
function sentSearches(): Record<string, unknown>[] {
  const multi = multiSearches();
  expect(multi).toHaveLength(1);
  return (JSON.parse(multi[0]?.body ?? '') as { searches: Record<string, unknown>[] }).searches;
}

const search = async (searchClient: SearchClient, ...requests: { indexName?: string; params?: Record<string, unknown>; type?: string; facet?: string }[]) =>
  (await searchClient.search(requests.map((request) => ({ indexName: 'cars', ...request })) as Search)).results as unknown as Record<string, unknown>[];

/** A Typesense result for one search. */
const result = (fields: Record<string, unknown> = {}) => ({ found: 0, out_of: 216, page: 1, search_time_ms: 1, hits: [], facet_counts: [], ...fields });

describe('the multi_search request', () => {
  it('POSTs to /multi_search with the scoped key as a query parameter, no custom header and a text body', async () => {
    await search(client(), { params: { query: '' } });
    const [request] = multiSearches();
    expect(request?.query.get('x-typesense-api-key')).toBe(SCOPED_KEY);
    // No X-TYPESENSE-API-KEY header and a text/plain body: a simple request, so no CORS preflight.
    expect(request?.headers['x-typesense-api-key']).toBeUndefined();
    expect(request?.headers['content-type']).toMatch(/^text\/plain/);
    expect(JSON.parse(request?.body ?? '')).toHaveProperty('searches');
    expect(JSON.stringify(server.requests)).not.toContain(PARENT_KEY);
  });

  it('turns an InstantSearch request into a search with the shared parameters, the stock filter and each refinement', async () => {
    await search(client(), {
      indexName: indexNameFor('cars', 'lowest-price'),
      params: {
        query: 'tig',
        facets: ['make', 'simple_body', 'price'],
        facetFilters: [['make:Volkswagen', 'make:Skoda'], 'simple_body:SUV', 'colour:-Red', ['seats:7', 'seats:8']],
        numericFilters: ['price>=10000', 'price<=40000', ['year=2020', 'year=2021']],
        hitsPerPage: 21,
        page: 1,
        maxValuesPerFacet: 30,
      },
    });
    expect(sentSearches()).toEqual([
      {
        ...SHARED,
        q: 'tig',
        sort_by: 'price:asc,created_at_timestamp:desc,car_id:asc',
        filter_by: [
          STOCK_FILTER,
          'make:=[`Volkswagen`,`Skoda`]',
          'simple_body:=[`SUV`]',
          'colour:!=[`Red`]',
          'seats:=[7,8]',
          'price:>=10000',
          'price:<=40000',
          '(year:=2020 || year:=2021)',
        ].join(' && '),
        facet_by: 'make,simple_body,price',
        max_facet_values: 30,
        page: 2,
        per_page: 21,
      },
    ]);
  });

  it('matches everything for an empty query, ranks by relevance on the collection and sends no facet_by without facets', async () => {
    await search(client(), { params: { query: '  ' } });
    expect(sentSearches()).toEqual([{ ...SHARED, q: '*', sort_by: RELEVANCE, filter_by: STOCK_FILTER, max_facet_values: 10, page: 1, per_page: 10 }]);
  });

  it('sorts as each index name says, all requests of a call in one multi_search', async () => {
    await search(client(), ...SORT_BY_VALUES.map((sortBy) => ({ indexName: indexNameFor('cars', sortBy), params: { query: 'golf' } })));
    expect(sentSearches().map((sent) => sent.sort_by)).toEqual(SORT_BY_VALUES.map((sortBy) => sortOption(sortBy).typesenseSortBy));
  });

  it('asks for counts and facets only with per_page 0', async () => {
    server.onMultiSearch(() => ({
      results: [result({ found: 4, facet_counts: [{ field_name: 'make', counts: [{ value: 'Skoda', count: 4, highlighted: 'Skoda' }], stats: { total_values: 1 } }] })],
    }));
    const [counts] = await search(client(), { params: { query: '', facets: ['make'], hitsPerPage: 0, page: 0, analytics: false } });
    expect(sentSearches()[0]).toMatchObject({ per_page: 0, page: 1, facet_by: 'make' });
    expect(counts).toMatchObject({ hits: [], nbHits: 4, nbPages: 0, hitsPerPage: 0, facets: { make: { Skoda: 4 } } });
  });

  it('adds the sold-car window as of each query', async () => {
    let now = DEMO_NOW;
    const searchClient = client({ now: () => now });
    await search(searchClient, { params: { query: 'a' } });
    now += 3_600;
    await search(searchClient, { params: { query: 'b' } });
    const filters = multiSearches().map((r) => (JSON.parse(r.body) as { searches: { filter_by: string }[] }).searches[0]?.filter_by);
    expect(filters).toEqual([STOCK_FILTER, stockFilterBy(SETTINGS, DEMO_NOW + 3_600)]);
    expect(filters[0]).toContain(`sold_date_timestamp:>${DEMO_NOW - 7 * 86_400}`);
    expect(filters[1]).toContain(`sold_date_timestamp:>${DEMO_NOW + 3_600 - 7 * 86_400}`);
  });

  it("reads facets: ['*'] as every filter attribute's field", async () => {
    await search(client(), { params: { query: '', facets: ['*'] } });
    expect(String(sentSearches()[0]?.facet_by).split(',').sort()).toEqual([...new Set(Object.values(FILTER_FIELDS))].sort());
  });

  it.each([
    ['an unknown index name', { indexName: 'other', params: { query: '' } }, 'unknown index "other"'],
    ['a sort the site does not offer', { indexName: 'cars/sort/price:desc', params: {} }, 'unknown index'],
    ['a raw filters parameter, which the embedded engine cannot honour either', { params: { filters: 'seats:=7 || seats:=8' } }, 'does not support the filters parameter'],
    ['a value with a backtick, which Typesense cannot escape', { params: { facetFilters: ['make:Volks`wagen'] } }, 'backtick'],
    ['a facet value that is not a number on a number field', { params: { facetFilters: ['seats:seven'] } }, 'seats holds numbers'],
  ])('refuses %s without sending anything', async (_, request, message) => {
    await expect(search(client(), request)).rejects.toThrow(message);
    expect(server.requests).toEqual([]);
  });

  it('keeps the default stock filter when a site sets nothing', async () => {
    await search(client({ stockFilter: DEFAULT_STOCK_FILTER_SETTINGS }), { params: { query: '' } });
    expect(sentSearches()[0]?.filter_by).toBe(stockFilterBy(DEFAULT_STOCK_FILTER_SETTINGS, DEMO_NOW));
  });
});

describe('the reshaped answer', () => {
  it('gives InstantSearch hits with objectID, counts, pages, facets and facet stats', async () => {
    // Typesense leaves out the fields a document was indexed with as null.
    const stored = documents.map((document) => Object.fromEntries(Object.entries(document).filter(([, value]) => value !== null)));
    expect(stored.some((document, index) => Object.keys(document).length < Object.keys(documents[index] ?? {}).length)).toBe(true);
    server.onMultiSearch(() => ({
      results: [
        result({
          found: 23,
          page: 2,
          search_time_ms: 3,
          request_params: { collection_name: 'cars', per_page: 21, q: 'tig' },
          hits: stored.map((document) => ({ document, highlight: {}, highlights: [], text_match: 100 })),
          facet_counts: [
            { field_name: 'make', counts: [{ value: 'Volkswagen', count: 20, highlighted: 'Volkswagen' }, { value: 'Skoda', count: 3, highlighted: 'Skoda' }], stats: { total_values: 2 } },
            { field_name: 'year', counts: [{ value: '2024', count: 23, highlighted: '2024' }], stats: { min: 2024, max: 2024, avg: 2024, sum: 46_552, total_values: 1 } },
            { field_name: 'price', counts: [], stats: { min: 18_990, max: 64_990, avg: '40000.5', sum: 920_011.5, total_values: 23 } },
          ],
        }),
      ],
    }));
    const [answer] = await search(client(), { params: { query: 'tig', hitsPerPage: 21, page: 1, facets: ['make', 'year', 'price'] } });
    expect(answer).toMatchObject({
      nbHits: 23,
      page: 1,
      nbPages: 2,
      hitsPerPage: 21,
      processingTimeMS: 3,
      query: 'tig',
      index: 'cars',
      facets: { make: { Volkswagen: 20, Skoda: 3 }, year: { 2024: 23 }, price: {} },
      facets_stats: {
        year: { min: 2024, max: 2024, avg: 2024, sum: 46_552 },
        price: { min: 18_990, max: 64_990, avg: 40_000.5, sum: 920_011.5 },
      },
    });
    expect(Object.keys(answer?.facets_stats as object)).toEqual(['year', 'price']);
    const hits = answer?.hits as Record<string, unknown>[];
    expect(hits.map((hit) => hit.objectID)).toEqual(documents.map((document) => document.id));
    for (const [index, hit] of hits.entries()) expect(hit).toEqual({ ...JSON.parse(JSON.stringify(documents[index])), objectID: documents[index]?.id });
  });

  it('rejects the call with Typesense\'s message when it refuses a search', async () => {
    server.onMultiSearch(() => ({ results: [result(), { code: 404, error: 'Could not find a field named `colour_name` in the schema.' }] }));
    await expect(search(client(), { params: { query: '' } }, { params: { query: 'x' } })).rejects.toThrow(
      'Typesense refused the search (HTTP 404): Could not find a field named `colour_name` in the schema.',
    );
  });

  it('rejects at once, without trying another node, when the cluster refuses the key', async () => {
    const other = await startFakeTypesense();
    try {
      server.onMultiSearch(() => ({ message: 'Forbidden - a valid `x-typesense-api-key` header must be sent.' }), 401);
      const searchClient = client({ cluster: { nodes: [server.node, other.node], numRetries: 2 } });
      await expect(search(searchClient, { params: { query: '' } })).rejects.toThrow('refused the search (HTTP 401): Forbidden');
      expect(multiSearches()).toHaveLength(1);
      expect(other.requests).toEqual([]);
    } finally {
      await other.close();
    }
  });
});

describe('facet value search', () => {
  const makeCounts = () => ({
    results: [result({ found: 5, facet_counts: [{ field_name: 'make', counts: [{ value: 'Volkswagen', count: 5, highlighted: '<mark>Vo</mark>lkswagen' }], stats: {} }] })],
  });

  it('searches one facet with facet_query and per_page 0 under the same filters, the v4 way', async () => {
    server.onMultiSearch(makeCounts);
    const searchForFacetValues = client().searchForFacetValues as unknown as FacetSearch;
    const [answer] = await searchForFacetValues([
      {
        indexName: 'cars',
        params: { facetName: 'make', facetQuery: 'vo', maxFacetHits: 5, query: 'tig', facets: ['make'], facetFilters: [['simple_body:SUV']], highlightPreTag: '<mark>', highlightPostTag: '</mark>' },
      },
    ]);
    expect(sentSearches()).toEqual([
      {
        ...SHARED,
        q: 'tig',
        sort_by: RELEVANCE,
        filter_by: `${STOCK_FILTER} && simple_body:=[\`SUV\`]`,
        facet_by: 'make',
        facet_query: 'make:vo',
        facet_query_num_typos: 0,
        max_facet_values: 5,
        page: 1,
        per_page: 0,
      },
    ]);
    expect(answer?.facetHits).toEqual([{ value: 'Volkswagen', highlighted: '<mark>Volkswagen</mark>', count: 5 }]);
  });

  it('answers the v5 form through search, and counts every value for an empty facet query', async () => {
    server.onMultiSearch(makeCounts);
    const [answer] = await search(client(), { type: 'facet', facet: 'make', params: { facetQuery: '' } });
    expect(sentSearches()[0]).not.toHaveProperty('facet_query');
    expect(sentSearches()[0]).toMatchObject({ facet_by: 'make', per_page: 0, max_facet_values: 10 });
    expect(answer).toMatchObject({ facetHits: [{ value: 'Volkswagen', highlighted: 'Volkswagen', count: 5 }] });
  });
});

describe('nodes and failover', () => {
  it('tries the nearest node first', async () => {
    const nearest = await startFakeTypesense();
    try {
      await search(client({ cluster: { nearestNode: nearest.node } }), { params: { query: '' } });
      expect(multiSearches(nearest)).toHaveLength(1);
      expect(multiSearches()).toEqual([]);
    } finally {
      await nearest.close();
    }
  });

  it('moves on to the next node when one refuses the connection', async () => {
    const down = { host: '127.0.0.1', port: await closedPort(), protocol: 'http' as const };
    await search(client({ cluster: { nodes: [down, server.node], numRetries: 1 } }), { params: { query: '' } });
    expect(multiSearches()).toHaveLength(1);
  });

  it('moves on when a node does not answer in time, and passes it over on the next search', async () => {
    const hung = await startSilentNode();
    try {
      // The limit applies to the working node too: 1 s lets it answer on a busy machine.
      const searchClient = client({ cluster: { nodes: [hung.node, server.node], numRetries: 1, connectionTimeoutSeconds: 1 } });
      await search(searchClient, { params: { query: 'first' } });
      await search(searchClient, { params: { query: 'second' } });
      expect(hung.requests()).toBe(1);
      expect(multiSearches()).toHaveLength(2);
    } finally {
      await hung.close();
    }
  });

  it('moves on when a node answers with a server error', async () => {
    const failing = await startFakeTypesense();
    try {
      failing.onMultiSearch(() => ({ message: 'Not Ready or Lagging' }), 503);
      await search(client({ cluster: { nodes: [failing.node, server.node], numRetries: 1 } }), { params: { query: '' } });
      expect(multiSearches(failing)).toHaveLength(1);
      expect(multiSearches()).toHaveLength(1);
    } finally {
      await failing.close();
    }
  });

  it('gives up in plain words after the retries', async () => {
    const down = { host: '127.0.0.1', port: await closedPort(), protocol: 'http' as const };
    const searchClient = client({ cluster: { nodes: [down], numRetries: 2 } });
    const failure = search(searchClient, { params: { query: '' } });
    await expect(failure).rejects.toThrow(`cannot reach the Typesense cluster at http://127.0.0.1:${down.port}: the search was tried 3 times`);
  });
});

describe('the result cache', () => {
  it('answers a state seen before without a request, for CACHED_RESPONSE_SECONDS, and forgets on clearCache', async () => {
    let now = DEMO_NOW;
    const searchClient = client({ now: () => now });
    const request = { params: { query: 'golf', facetFilters: [['make:Volkswagen']], hitsPerPage: 21 } };
    const [first] = await search(searchClient, request);
    (first?.hits as unknown[]).push('changed by InstantSearch');
    const [again] = await search(searchClient, request);
    expect(multiSearches()).toHaveLength(1);
    expect(again?.hits).toEqual([]);

    now += CACHED_RESPONSE_SECONDS;
    await search(searchClient, request);
    expect(multiSearches()).toHaveLength(2);

    // InstantSearch calls clearCache on refresh; SearchClient's type does not list it.
    await (searchClient as SearchClient & { clearCache(): Promise<void> }).clearCache();
    await search(searchClient, request);
    expect(multiSearches()).toHaveLength(3);
  });

  it('sends only the requests it has no answer for, and answers in the order asked', async () => {
    server.onMultiSearch((body) => ({ results: body.searches.map((sent) => result({ found: String(sent.q).length })) }));
    const searchClient = client();
    await search(searchClient, { params: { query: 'ab' } });
    const answers = await search(searchClient, { params: { query: 'abc' } }, { params: { query: 'ab' } }, { params: { query: 'abcd' } });
    expect(answers.map((answer) => answer.nbHits)).toEqual([3, 2, 4]);
    const second = JSON.parse(multiSearches()[1]?.body ?? '') as { searches: { q: string }[] };
    expect(second.searches.map((sent) => sent.q)).toEqual(['abc', 'abcd']);
  });
});
