/**
 * The search pages of a site, as a saved search may name them: the main search pages (every car,
 * and one page per condition), the category directories and the brand directories of the stock the
 * site lists now. Each comes with what its path fixes (its preset), which the alert keeps in the
 * state it runs. The main pages are the ones src/components/search/search-page-paths.ts builds
 * (a test holds the two lists together); the directories are src/search/stock-directories.ts's.
 */
import type { SiteConfig } from '../../config/site-config-schema.ts';
import { stockFilterSettingsOf } from '../../config/stock-filter-settings.ts';
import type { SearchPageRef, SearchStateCodec } from '../../domain/alerts/alert-search-value.ts';
import { CAR_TYPES, type Car } from '../../domain/cars/car.ts';
import { ROUTES, searchPathFor } from '../../domain/routes/routes.ts';
import { siteDriveAwayOf } from '../../search/drive-away-of.ts';
import { buildStockSnapshot } from '../../search/embedded/snapshot.ts';
import type { SearchDocument } from '../../search/search-document.ts';
import { brandDirectories, categoryDirectories } from '../../search/stock-directories.ts';
import { parseSearchParams, searchQueryString } from '../../search/url-state.ts';

/** The main search pages: every car (at its two addresses) and each condition. */
export const MAIN_SEARCH_PAGE_REFS: readonly SearchPageRef[] = [
  { path: ROUTES.stock, preset: {} },
  { path: ROUTES.search, preset: {} },
  ...CAR_TYPES.map((carType) => ({ path: searchPathFor(carType), preset: { car_type: [carType] } })),
];

/** The site's search pages over the documents it lists. */
export function siteSearchPages(documents: readonly SearchDocument[]): SearchPageRef[] {
  return [
    ...MAIN_SEARCH_PAGE_REFS,
    ...categoryDirectories().map(({ path, preset }) => ({ path, preset })),
    ...brandDirectories(documents).map(({ path, preset }) => ({ path, preset })),
  ];
}

/** The documents a site lists at `now` (Unix seconds), as its search pages and snapshot have them. */
export function listedSearchDocuments(site: Pick<SiteConfig, 'search' | 'region' | 'locations' | 'on_road_costs'>, cars: readonly Car[], now: number): readonly SearchDocument[] {
  return buildStockSnapshot(cars, stockFilterSettingsOf(site.search), now, siteDriveAwayOf(site, now)).documents;
}

/** The URL state module's reading and writing, as the saved-search rule takes them. */
export const URL_STATE_CODEC: SearchStateCodec = {
  parse: (query) => parseSearchParams(new URLSearchParams(query)),
  format: (state, preset) => searchQueryString(state, preset),
};
