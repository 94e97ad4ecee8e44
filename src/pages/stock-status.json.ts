/**
 * /stock-status.json: when the site's stock was last confirmed (a feed import, or the demo stock's
 * generation) and the site's `stock.stale_after_hours`, in the shape src/domain/cars/stock-age.ts
 * reads. Written at every build, whatever else changed (it has no cache key), so an import that
 * changes no car still tells the pages their stock is fresh. Pages fetch it to say "Stock checked
 * 5 minutes ago" and to withdraw Reserve / Buy online once the stock is stale; none links to it.
 */
import type { APIRoute } from 'astro';
import { stockStatusRecord } from '../domain/cars/stock-age.ts';
import { stockCheckedAtBuild } from '../site/stock-checked.ts';

export const prerender = true;

export const GET: APIRoute = async () => {
  const status = await stockCheckedAtBuild();
  return new Response(`${JSON.stringify(stockStatusRecord(status))}\n`, { headers: { 'Content-Type': 'application/json; charset=utf-8' } });
};
