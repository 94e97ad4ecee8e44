/**
 * The site's vehicle-ads feeds, each when its `vehicle_ads` setting is on (default both):
 * /feeds/google-vehicles.tsv for Google vehicle ads and /feeds/meta-vehicles.csv for Meta's vehicles
 * catalogue (src/domain/vehicle-ads/). No page links to them: the dealer gives their addresses to
 * Merchant Center and to Meta's catalogue, which fetch them on a schedule. Written at every build
 * from the cars the site lists at the build's moment, so a sold car leaves both at the next build.
 */
import type { APIRoute } from 'astro';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { buildMoment, dataDir, site } from 'virtual:dealer/site';
import type { CarLocation } from '../../domain/cars/car.ts';
import { VEHICLE_ADS_FEEDS } from '../../domain/routes/routes.ts';
import type { FeedContext } from '../../domain/vehicle-ads/feed-rules.ts';
import { googleVehicleFeed } from '../../domain/vehicle-ads/google-vehicle-ads.ts';
import { metaVehicleFeed } from '../../domain/vehicle-ads/meta-vehicles.ts';
import { listedCars } from '../../site/vehicle-page.ts';
import { readStockFeed } from '../../stock/read-stock-feed.ts';

export const prerender = true;

type Platform = keyof typeof VEHICLE_ADS_FEEDS;

const FEEDS: Readonly<Record<Platform, { build: typeof googleVehicleFeed; contentType: string }>> = {
  google: { build: googleVehicleFeed, contentType: 'text/tab-separated-values; charset=utf-8' },
  meta: { build: metaVehicleFeed, contentType: 'text/csv; charset=utf-8' },
};

export function getStaticPaths() {
  return (Object.keys(VEHICLE_ADS_FEEDS) as Platform[])
    .filter((platform) => site.vehicle_ads[platform])
    .map((platform) => ({ params: { feed: path.posix.basename(VEHICLE_ADS_FEEDS[platform]) }, props: { platform } }));
}

/** The site's static files, where a drawn (SVG) image's photo rendition would be (the build runs in the project root). */
const PUBLIC_DIR = path.join(process.cwd(), 'public');

/**
 * The photo a feed sends for an image: a JPEG, PNG or GIF as it is; for an SVG drawing on the site
 * (the demo stock's), the JPEG rendition beside it when there is one; else none.
 */
function photoOf(imageUrl: string): string | undefined {
  if (!/\.svg(?:[?#]|$)/i.test(imageUrl)) return imageUrl;
  if (!imageUrl.startsWith('/')) return undefined;
  const rendition = imageUrl.replace(/\.svg$/i, '.jpg');
  return existsSync(path.join(PUBLIC_DIR, rendition)) ? rendition : undefined;
}

function storeCodeOf(location: CarLocation): string {
  return site.locations.find((each) => each.id === location.id)?.store_code ?? location.slug;
}

export const GET: APIRoute = async ({ props }) => {
  const { build, contentType } = FEEDS[(props as { platform: Platform }).platform];
  const cars = listedCars(await readStockFeed(site, dataDir), site.search, buildMoment.at);
  const context: FeedContext = { origin: new URL(site.url).origin, region: site.region, storeCodeOf, photoOf };
  return new Response(build(cars, context), { headers: { 'Content-Type': contentType } });
};
