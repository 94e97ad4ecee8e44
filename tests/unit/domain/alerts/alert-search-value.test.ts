import { describe, expect, it } from 'vitest';
import { ALERT_SEARCH_MESSAGES, alertSearchHref, readAlertSearchValue, type SearchPageRef, type SearchStateCodec } from '../../../../src/domain/alerts/alert-search-value.ts';
import { parseSearchParams, searchQueryString } from '../../../../src/search/url-state.ts';

/** The URL state module, as the server hands it over. */
const CODEC: SearchStateCodec = { parse: (query) => parseSearchParams(new URLSearchParams(query)), format: searchQueryString };
const PAGES: SearchPageRef[] = [
  { path: '/search/new-used-and-demo-cars', preset: {} },
  { path: '/search/used-cars', preset: { car_type: ['used'] } },
  { path: '/search/volkswagen/tiguan', preset: { make: ['Volkswagen'], model: ['Tiguan'] } },
];

const read = (value: string) => readAlertSearchValue(value, PAGES, CODEC);

describe('what a saved search is', () => {
  it('a search page with its URL state, kept in the canonical order, without the page number or what the path fixes', () => {
    expect(read('/search/used-cars?price=10000-40000&make=Kia&make=Ford&page=4&car_type=new&utm_source=mail')).toEqual({
      ok: true,
      search: {
        path: '/search/used-cars',
        query: 'make=Kia&make=Ford&price=10000-40000',
        state: { query: '', page: 1, sortBy: 'most-relevant', refinements: { make: ['Kia', 'Ford'], price: { min: 10000, max: 40000 }, car_type: ['used'] } },
      },
    });
  });

  it('a page as it opens, a trailing slash, a text query and an order', () => {
    expect(read(' /search/new-used-and-demo-cars/ ')).toMatchObject({ ok: true, search: { path: '/search/new-used-and-demo-cars', query: '' } });
    expect(read('/search/volkswagen/tiguan?query=%20life%20&sortBy=lowest-price#results')).toMatchObject({
      ok: true,
      search: { query: 'query=life&sortBy=lowest-price', state: { query: 'life', sortBy: 'lowest-price', refinements: { make: ['Volkswagen'], model: ['Tiguan'] } } },
    });
  });

  it.each([
    ['', ALERT_SEARCH_MESSAGES.required],
    ['   ', ALERT_SEARCH_MESSAGES.required],
    [`/search/used-cars?query=${'x'.repeat(2000)}`, ALERT_SEARCH_MESSAGES.tooLong],
    ['search/used-cars', ALERT_SEARCH_MESSAGES.notASearchPage],
    ['https://www.brightonvolkswagen.example/search/used-cars', ALERT_SEARCH_MESSAGES.notASearchPage],
    ['//evil.example/search/used-cars', ALERT_SEARCH_MESSAGES.notASearchPage],
    ['/\\evil.example/search/used-cars', ALERT_SEARCH_MESSAGES.notASearchPage],
    ['/cars/2021-volkswagen-tiguan', ALERT_SEARCH_MESSAGES.notASearchPage],
    ['/search/kia', ALERT_SEARCH_MESSAGES.notASearchPage],
    ['/search/used-cars/../../admin', ALERT_SEARCH_MESSAGES.notASearchPage],
  ])('refuses %j', (value, message) => {
    expect(read(value)).toEqual({ ok: false, message });
  });

  it('writes a saved search back as its address', () => {
    expect(alertSearchHref({ path: '/search/used-cars', query: '' })).toBe('/search/used-cars');
    expect(alertSearchHref({ path: '/search/used-cars', query: 'make=Kia' })).toBe('/search/used-cars?make=Kia');
  });
});
