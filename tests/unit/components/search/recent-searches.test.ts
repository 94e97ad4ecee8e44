import { describe, expect, it } from 'vitest';
import { recentSearchLinks, type RecentSearchesContext } from '../../../../src/components/search/recent-searches.ts';
import type { SearchHistoryEntry } from '../../../../src/domain/search/types.ts';
import { parseSearchParams } from '../../../../src/search/url-state.ts';

const context: RecentSearchesContext = {
  region: 'AU',
  dealershipNames: {},
  makes: [{ value: 'Toyota', label: 'Toyota' }],
  pagePresets: { '/search/used-cars': { car_type: ['used'] }, '/search/new-used-and-demo-cars': {} },
};

describe('recent searches', () => {
  it('link back to each search, newest first, in the search pages own URL format, worded with what the page fixes', () => {
    const history: SearchHistoryEntry[] = [
      { path: '/search/used-cars', refinements: { make: ['Toyota'], price: { max: 30000 } } },
      { path: '/search/new-used-and-demo-cars', refinements: { body: ['SUV'] } },
    ];
    expect(recentSearchLinks(history, context)).toEqual([
      { href: '/search/used-cars?make=Toyota&price=-30000', label: 'Used · Toyota · Price up to $30,000' },
      { href: '/search/new-used-and-demo-cars?body=SUV', label: 'SUV' },
    ]);
  });

  it("a link's query string reads back as the recorded refinements", () => {
    const refinements = { make: ['Toyota'], year: { min: 2018, max: 2022 }, fuel: ['Hybrid', 'Electric'] };
    const [link] = recentSearchLinks([{ path: '/search/new-used-and-demo-cars', refinements }], context);
    expect(parseSearchParams(new URL(link?.href ?? '', 'http://localhost').searchParams).refinements).toEqual(refinements);
  });

  it("never writes what the entry's page fixes into its URL, and reads a page it does not know by its refinements", () => {
    const [used, directory] = recentSearchLinks(
      [
        { path: '/search/used-cars', refinements: { car_type: ['used'], make: ['Toyota'] } },
        { path: '/search/toyota', refinements: { body: ['SUV'] } },
      ],
      context,
    );
    expect(used?.href).toBe('/search/used-cars?make=Toyota');
    expect(directory).toEqual({ href: '/search/toyota?body=SUV', label: 'SUV' });
  });

  it('an empty history has no links', () => {
    expect(recentSearchLinks([], context)).toEqual([]);
  });
});
