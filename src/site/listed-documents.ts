/**
 * The cars a site lists at the build's moment, as search documents: what every search page's first
 * page, the brand and category directories and the published snapshot are made of. Read once per
 * build, however many pages ask, so the pages share one list (and one search engine over it).
 */
import type { SiteConfig } from '../config/site-config-schema.ts';
import type { StockFilterSettings } from '../domain/search/stock-filter.ts';
import { siteDriveAwayOf } from '../search/drive-away-of.ts';
import { buildStockSnapshot } from '../search/embedded/snapshot.ts';
import type { SearchDocument } from '../search/search-document.ts';
import { readStockFeed } from '../stock/read-stock-feed.ts';
import type { StockSite } from '../stock/validate-stock.ts';

const listedBySite = new Map<string, Promise<readonly SearchDocument[]>>();

/** The documents the site lists at `at` (Unix seconds, the build's moment). */
export function listedDocuments(site: StockSite & Pick<SiteConfig, 'region' | 'locations' | 'on_road_costs'>, siteDataDir: string, stockFilter: StockFilterSettings, at: number): Promise<readonly SearchDocument[]> {
  const key = `${site.slug}\0${siteDataDir}\0${at}\0${JSON.stringify(stockFilter)}`;
  let listed = listedBySite.get(key);
  if (listed === undefined) {
    listed = readStockFeed(site, siteDataDir).then((cars) => buildStockSnapshot(cars, stockFilter, at, siteDriveAwayOf(site, at)).documents);
    listedBySite.set(key, listed);
  }
  return listed;
}
