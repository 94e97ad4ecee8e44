/**
 * /on-road-costs.json: the AU state tables of on-road costs (src/config/on-road-costs/au.json) as
 * the build read and validated them, for the car page to work out a drive-away estimate for the
 * shopper's postcode with the same engine the build used. Built on AU sites only; none links to it.
 */
import type { APIRoute } from 'astro';
import { site } from 'virtual:dealer/site';
import { auOnRoadTables } from '../config/on-road-tables.ts';
import { ON_ROAD_TABLES_PATH } from '../domain/routes/routes.ts';

export const prerender = true;

export function getStaticPaths() {
  return site.region === 'AU' ? [{ params: { onRoadTables: ON_ROAD_TABLES_PATH.slice(1, -'.json'.length) } }] : [];
}

export const GET: APIRoute = () => new Response(`${JSON.stringify(auOnRoadTables())}\n`, { headers: { 'Content-Type': 'application/json; charset=utf-8' } });
