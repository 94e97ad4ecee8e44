/**
 * /search/stock.json: the site's stock snapshot for the embedded search engine (see
 * src/search/embedded/snapshot.ts): the cars the site lists at the build's moment, with the site's
 * sold-car window and exclusions. The same moment decides the vehicle pages and the first pages,
 * so the snapshot and the HTML always agree. Prerendered: written once per build.
 */
import type { APIRoute } from 'astro';
import { buildMoment, dataDir, site } from 'virtual:dealer/site';
import { buildStockSnapshot, serializeStockSnapshot } from '../../search/embedded/snapshot.ts';
import { stockFilterSettingsOf } from '../../config/stock-filter-settings.ts';
import { readStockFeed } from '../../stock/read-stock-feed.ts';
import { siteDriveAwayOf } from '../../search/drive-away-of.ts';

export const prerender = true;

export const GET: APIRoute = async () => {
  const cars = await readStockFeed(site, dataDir);
  const snapshot = buildStockSnapshot(cars, stockFilterSettingsOf(site.search), buildMoment.at, siteDriveAwayOf(site, buildMoment.at));
  return new Response(serializeStockSnapshot(snapshot), { headers: { 'Content-Type': 'application/json; charset=utf-8' } });
};
