import type { SearchClient } from 'instantsearch.js';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SearchEngine } from '../../../../src/search/embedded/engine.ts';
import { createEmbeddedSearchClient, createEmbeddedSearchClientOver, type EmbeddedSearchClientOptions } from '../../../../src/search/embedded/search-client.ts';
import type { SearchDocument } from '../../../../src/search/search-document.ts';
import { DAY, NO_EXCLUSIONS, NOW, makeDocument } from './documents.ts';

type Request = Parameters<SearchClient['search']>[0][number];
interface Result {
  hits: (Partial<SearchDocument> & { objectID: string })[];
  nbHits: number;
  facets: Record<string, Record<string, number>>;
  facetHits?: { value: string; highlighted: string; count: number }[];
  [key: string]: unknown;
}

const soldAt = NOW - 2 * DAY;
const stock = [
  makeDocument(1, { make: 'Ford', model: 'Ranger' }),
  makeDocument(2, { make: 'Ford', model: 'Everest', status: 'sold', sold: true, sold_date_timestamp: soldAt }),
  makeDocument(3, { make: 'Kia', model: 'Sorento' }),
  makeDocument(4, { make: 'Kia', model: 'Sportage' }),
  makeDocument(5, { make: 'Toyota', model: 'HiLux' }),
];

function client(overrides: Partial<EmbeddedSearchClientOptions> = {}) {
  let now = NOW;
  const searchClient = createEmbeddedSearchClient({ documents: stock, collection: 'cars', stockFilter: NO_EXCLUSIONS, now: () => now, ...overrides });
  const search = async (...requests: { indexName?: string; params?: Record<string, unknown>; type?: string; facet?: string }[]) =>
    (await searchClient.search(requests.map((request) => ({ indexName: 'cars', ...request }) as Request))).results as unknown as Result[];
  return { searchClient, search, setNow: (seconds: number) => (now = seconds) };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the embedded search client', () => {
  it('answers every request of a multi-query, in order, in Algolia’s shape', async () => {
    const { search } = client();
    const [first, second] = await search(
      { params: { query: '', hitsPerPage: 2, facets: ['make'] } },
      { indexName: 'cars/sort/created_at_timestamp:desc,car_id:asc', params: { facetFilters: [['make:Kia']] } },
    );
    expect(first).toMatchObject({
      nbHits: 5,
      page: 0,
      nbPages: 3,
      hitsPerPage: 2,
      facets: { make: { Ford: 2, Kia: 2, Toyota: 1 } },
      facets_stats: {},
      exhaustiveFacetsCount: true,
      query: '',
      index: 'cars',
      params: 'query=&hitsPerPage=2&facets=%5B%22make%22%5D',
    });
    expect(first?.hits.map((hit) => hit.objectID)).toEqual(['1-1', '1-2']);
    expect(first?.hits[0]).toMatchObject({ objectID: '1-1', make: 'Ford', model: 'Ranger', price: 45_000 });
    expect(second?.hits.map((hit) => hit.objectID)).toEqual(['1-3', '1-4']);
  });

  it('facet counts under disjunctive requests: the refined facet counts as if it were not refined', async () => {
    const { search } = client();
    // What InstantSearch sends for make=Kia in a disjunctive refinement list.
    const [main, disjunctive] = await search(
      { params: { facetFilters: [['make:Kia']], facets: ['make', 'model'], hitsPerPage: 20 } },
      { params: { facets: ['make'], hitsPerPage: 0, page: 0, analytics: false, clickAnalytics: false } },
    );
    expect(main?.facets).toEqual({ make: { Kia: 2 }, model: { Sorento: 1, Sportage: 1 } });
    expect(disjunctive?.hits).toEqual([]);
    expect(disjunctive?.facets).toEqual({ make: { Ford: 2, Kia: 2, Toyota: 1 } });
  });

  it('keeps only attributesToRetrieve, and always the objectID', async () => {
    const { search } = client();
    const [result] = await search({ params: { attributesToRetrieve: ['name', 'price'], hitsPerPage: 1 } });
    expect(result?.hits).toEqual([{ objectID: '1-1', name: stock[0]?.name, price: 45_000 }]);
  });

  it('searches facet values the v5 way and the v4 way, most frequent first, with highlights', async () => {
    const { searchClient, search } = client();
    const [v5] = await search({ type: 'facet', facet: 'model', params: { facetQuery: 'sp', highlightPreTag: '<b>', highlightPostTag: '</b>' } });
    expect(v5).toEqual({ facetHits: [{ value: 'Sportage', highlighted: '<b>Sportage</b>', count: 1 }], exhaustiveFacetsCount: true, processingTimeMS: expect.any(Number) });
    const v4 = (await (searchClient.searchForFacetValues as unknown as (requests: Request[]) => Promise<Result[]>)([
      { indexName: 'cars', params: { facetName: 'make', facetQuery: '', facetFilters: [['make:Kia']] } } as Request,
    ])) as unknown as Result[];
    expect(v4[0]?.facetHits?.map(({ value, count }) => [value, count])).toEqual([['Kia', 2]]);
  });

  it('refuses an index that is not the collection’s', async () => {
    const { search } = client();
    await expect(search({ indexName: 'other' })).rejects.toThrow('unknown index "other"');
  });

  it('applies the stock filter at the clock’s now: a sold car leaves when its window closes', async () => {
    const { search, setNow } = client();
    expect((await search({}))[0]?.nbHits).toBe(5);
    setNow(soldAt + 3 * DAY);
    expect((await search({}))[0]?.nbHits).toBe(4);
  });
});

describe('loading the snapshot', () => {
  it('loads the documents on the first search, not before, and only once', async () => {
    const load = vi.fn(async () => stock);
    const { search } = client({ documents: load });
    expect(load).not.toHaveBeenCalled();
    await search({});
    await search({ params: { page: 1 } });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a failed load fails that search, and the next search tries again', async () => {
    const load = vi.fn<() => Promise<readonly SearchDocument[]>>().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(stock);
    const { search } = client({ documents: load });
    await expect(search({})).rejects.toThrow('offline');
    expect((await search({}))[0]?.nbHits).toBe(5);
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('clients over one shared engine (the build’s search pages)', () => {
  it('answer as a client over the documents does, each at its own clock', async () => {
    const shared = new SearchEngine(stock, NO_EXCLUSIONS);
    let later = NOW;
    // Stopped timers, as the build uses: processingTimeMS is how long a search took, not what it answered.
    const stopped = () => 0;
    const now = createEmbeddedSearchClientOver(shared, { collection: 'cars', now: () => NOW, timer: stopped });
    const afterWindow = createEmbeddedSearchClientOver(shared, { collection: 'cars', now: () => later, timer: stopped });
    const request = [{ indexName: 'cars', params: { query: '', facets: ['make'] } }] as Request[];
    const expected = (await client({ timer: stopped }).searchClient.search(request)).results;
    expect((await now.search(request)).results).toEqual(expected);
    later = soldAt + 3 * DAY;
    expect(((await afterWindow.search(request)).results[0] as unknown as Result).nbHits).toBe(4);
    expect(((await now.search(request)).results[0] as unknown as Result).nbHits).toBe(5);
  });
});

describe('the result cache', () => {
  it('a repeated state is answered from the cache, without searching again', async () => {
    const engineSearch = vi.spyOn(SearchEngine.prototype, 'search');
    const { search } = client();
    const first = await search({ params: { query: 'kia', facetFilters: [['make:Kia', 'make:Ford']] } });
    const again = await search({ params: { facetFilters: [['make:Ford', 'make:Kia']], query: 'kia' } });
    expect(again[0]?.hits).toEqual(first[0]?.hits);
    expect(engineSearch).toHaveBeenCalledTimes(1);
  });

  it('a cached answer is a copy: changing it does not change the next one', async () => {
    const { search } = client();
    const [first] = await search({});
    first?.hits.splice(0, 5);
    expect((await search({}))[0]?.hits).toHaveLength(5);
  });

  it('the same state asked for another shape (hits per page, facets) is searched, not confused', async () => {
    const engineSearch = vi.spyOn(SearchEngine.prototype, 'search');
    const { search } = client();
    await search({ params: { hitsPerPage: 2 } });
    const [counts] = await search({ params: { hitsPerPage: 0, facets: ['make'] } });
    expect(counts?.hits).toEqual([]);
    expect(engineSearch).toHaveBeenCalledTimes(2);
  });

  it('pages and sort orders are different states', async () => {
    const engineSearch = vi.spyOn(SearchEngine.prototype, 'search');
    const { search } = client();
    await search({ params: { page: 0 } }, { params: { page: 1 } }, { indexName: 'cars/sort/price:asc,created_at_timestamp:desc,car_id:asc' });
    expect(engineSearch).toHaveBeenCalledTimes(3);
  });

  it('requests that no search state stands for (an excluded value) are searched every time', async () => {
    const engineSearch = vi.spyOn(SearchEngine.prototype, 'search');
    const { search } = client();
    await search({ params: { facetFilters: ['make:-Ford'] } });
    await search({ params: { facetFilters: ['make:-Ford'] } });
    expect(engineSearch).toHaveBeenCalledTimes(2);
  });

  it('is emptied when the listed stock changes and on clearCache', async () => {
    const engineSearch = vi.spyOn(SearchEngine.prototype, 'search');
    const { searchClient, search, setNow } = client();
    await search({});
    setNow(NOW + 60);
    await search({});
    expect(engineSearch).toHaveBeenCalledTimes(1);
    setNow(soldAt + 3 * DAY);
    expect((await search({}))[0]?.nbHits).toBe(4);
    expect(engineSearch).toHaveBeenCalledTimes(2);
    await searchClient.clearCache();
    await search({});
    expect(engineSearch).toHaveBeenCalledTimes(3);
  });

  it('keeps at most 32 answers per state (facet searches as the shopper types), the oldest out', async () => {
    const facetSearch = vi.spyOn(SearchEngine.prototype, 'searchFacetValues');
    const { search } = client();
    const typed = Array.from({ length: 33 }, (_, i) => `q${i}`);
    for (const facetQuery of typed) await search({ type: 'facet', facet: 'model', params: { facetQuery } });
    await search({ type: 'facet', facet: 'model', params: { facetQuery: 'q32' } });
    expect(facetSearch).toHaveBeenCalledTimes(33);
    await search({ type: 'facet', facet: 'model', params: { facetQuery: 'q0' } });
    expect(facetSearch).toHaveBeenCalledTimes(34);
  });

  it('holds 10 to 50 entries, as the domain cache does', () => {
    expect(() => client({ cacheSize: 9 })).toThrow(RangeError);
    expect(() => client({ cacheSize: 51 })).toThrow(RangeError);
  });

  it('evicts the oldest state first', async () => {
    const engineSearch = vi.spyOn(SearchEngine.prototype, 'search');
    const { search } = client({ cacheSize: 10 });
    for (let page = 0; page <= 10; page += 1) await search({ params: { page } });
    await search({ params: { page: 10 } });
    expect(engineSearch).toHaveBeenCalledTimes(11);
    await search({ params: { page: 0 } });
    expect(engineSearch).toHaveBeenCalledTimes(12);
  });
});
