/**
 * /compare/<slug>.json: one listed car's compare record (domain/compare/compare-record.ts), for the
 * compare page and its no-JavaScript cards. One small file per car, so a page of four cars reads
 * four files and a changed car rebuilds only its own.
 */
import type { APIRoute } from 'astro';
import { buildMoment, dataDir, site } from 'virtual:dealer/site';
import { readStockFeed } from '../../stock/read-stock-feed.ts';
import type { CompareCar } from '../../domain/compare/compare-car.ts';
import { compareCarOf } from '../../domain/compare/compare-record.ts';
import { siteDriveAwayOf } from '../../search/drive-away-of.ts';
import { listedCars } from '../../site/vehicle-page.ts';
import { withCacheKeys } from '../../components/page-inputs.ts';

export const prerender = true;

export async function getStaticPaths() {
  const cars = await readStockFeed(site, dataDir);
  const driveAwayOf = siteDriveAwayOf(site, buildMoment.at);
  return withCacheKeys(
    listedCars([...cars], site.search, buildMoment.at).map((car) => ({
      params: { car: car.slug },
      props: { record: compareCarOf(car, site.region, driveAwayOf(car)) },
    })),
  );
}

export const GET: APIRoute = ({ props }) => {
  const { record } = props as { record: CompareCar };
  return new Response(JSON.stringify(record), { headers: { 'Content-Type': 'application/json; charset=utf-8' } });
};
