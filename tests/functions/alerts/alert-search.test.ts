/**
 * An alert's search is the search page's: for the same state, the matcher finds exactly the cars,
 * in the same order, that the search page's own first page finds when the build renders it
 * (first-page.ts: the search island inside react-instantsearch's getServerState, over the embedded
 * engine). The page is given the state as its preset, which is how a page runs a state before any
 * URL is read; its page size is the engines' largest, so the first page holds every hit.
 */
import { describe, expect, it } from 'vitest';
import path from 'node:path';
import { firstPageServerState } from '../../../src/components/search/first-page.ts';
import { searchPageSettings } from '../../../src/components/search/search-page-settings.ts';
import { MAIN_SEARCH_PAGES } from '../../../src/components/search/search-page-paths.ts';
import type { Refinements, SearchState } from '../../../src/domain/search/types.ts';
import { EMPTY_SEARCH_STATE } from '../../../src/search/url-state.ts';
import { MAX_HITS_PER_PAGE } from '../../../src/search/instantsearch-protocol/engine-request.ts';
import type { SearchDocument } from '../../../src/search/search-document.ts';
import { alertSearcher } from '../../../src/server/alerts/alert-search.ts';
import { MAIN_SEARCH_PAGE_REFS, listedSearchDocuments } from '../../../src/server/alerts/search-pages.ts';
import { readStockFeed } from '../../../src/stock/read-stock-feed.ts';
import { BRIGHTON, ROOT } from '../api/fixtures.ts';

const cars = await readStockFeed(BRIGHTON, path.join(ROOT, 'data', BRIGHTON.slug));
const at = Math.floor(Date.now() / 1000);
const documents = listedSearchDocuments(BRIGHTON, cars, at);

/** The cars of the search page whose path fixes `preset`, as its built first page lists them, and how many it counts. */
async function searchPageHits(preset: Refinements): Promise<{ ids: number[]; nbHits: number; at: number }> {
  const settings = searchPageSettings(BRIGHTON, null, { path: '/search/used-cars', preset, hitsPerPage: MAX_HITS_PER_PAGE }, { at, staleAt: null }, documents);
  const state = await firstPageServerState(settings, documents);
  const result = state.initialResults[settings.collection]?.results?.[0];
  if (result === undefined) throw new Error('the page rendered no results');
  return { ids: (result.hits as unknown as SearchDocument[]).map((hit) => hit.car_id), nbHits: result.nbHits ?? -1, at: settings.builtAt };
}

describe("an alert's search and the search page agree", () => {
  it.each<[string, Refinements]>([
    ['used Volkswagens', { car_type: ['used'], make: ['Volkswagen'] }],
    ['new cars from $40,000 to $60,000', { car_type: ['new'], price: { min: 40_000, max: 60_000 } }],
    ['SUVs from 2022, automatic or not', { categories: ['SUV'], year: { min: 2022 } }],
    ['two makes, up to 60,000 km', { make: ['Volkswagen', 'Mazda'], km: { max: 60_000 } }],
    ['every car', {}],
  ])('%s', async (_name, refinements) => {
    const page = await searchPageHits(refinements);
    const state: SearchState = { ...EMPTY_SEARCH_STATE, refinements };
    const hits = await alertSearcher(BRIGHTON, documents, page.at).hits(state);
    expect(page.nbHits).toBeGreaterThan(0);
    expect(page.nbHits).toBeLessThanOrEqual(MAX_HITS_PER_PAGE);
    expect(hits.map((hit) => hit.carId)).toEqual(page.ids);
    expect(hits).toHaveLength(page.nbHits);
  });

  it('runs the text and the order of the state too, past one page of hits', async () => {
    const many = [...documents, ...documents.map((document, i) => ({ ...document, id: `x-${i}`, car_id: 900_000 + i })), ...documents.map((document, i) => ({ ...document, id: `y-${i}`, car_id: 800_000 + i }))];
    const all = await alertSearcher(BRIGHTON, many, at).hits({ ...EMPTY_SEARCH_STATE, sortBy: 'lowest-price' });
    expect(all.length).toBeGreaterThan(MAX_HITS_PER_PAGE);
    expect(new Set(all.map((hit) => hit.carId)).size).toBe(all.length);
    expect(all).toHaveLength(many.length);
    const priceOf = new Map(many.map((document) => [document.car_id, document.price]));
    const prices = all.map((hit) => priceOf.get(hit.carId) ?? -1);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const tiguans = await alertSearcher(BRIGHTON, documents, at).hits({ ...EMPTY_SEARCH_STATE, query: 'tiguan' });
    expect(tiguans.length).toBeGreaterThan(0);
    expect(tiguans.every((hit) => /tiguan/i.test(hit.name))).toBe(true);
  });

  it('knows the main search pages the site builds, with what each path fixes', () => {
    const built = Object.values(MAIN_SEARCH_PAGES).map((page) => ({ path: page.path, preset: page.preset }));
    expect([...MAIN_SEARCH_PAGE_REFS].sort((a, b) => a.path.localeCompare(b.path))).toEqual(built.sort((a, b) => a.path.localeCompare(b.path)));
  });
});
