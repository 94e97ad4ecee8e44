/**
 * /search/stock.json: the site's stock snapshot for the embedded search engine (see
 * src/search/embedded/snapshot.ts), built from the cars in the site's data folder with the site's
 * sold-car window and exclusions. Prerendered: the file is static, written once per build.
 */
import type { APIRoute } from 'astro';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { dataDir, site } from 'virtual:dealer/site';
import type { Car } from '../../domain/car.ts';
import { buildStockSnapshot, serializeStockSnapshot, stockFilterSettingsOf } from '../../search/embedded/snapshot.ts';

export const prerender = true;

export const GET: APIRoute = async () => {
  const file = path.join(dataDir, 'cars.json');
  let cars: unknown;
  try {
    cars = JSON.parse(await readFile(file, 'utf8'));
  } catch (error) {
    throw new Error(`Cannot read ${file}: ${error instanceof Error ? error.message : String(error)}. Run \`npm run generate\` or the stock feed first.`, {
      cause: error,
    });
  }
  if (!Array.isArray(cars)) throw new Error(`${file} must hold a JSON array of cars`);
  const builtAt = Math.floor(Date.now() / 1000);
  const snapshot = buildStockSnapshot(cars as Car[], stockFilterSettingsOf(site.search), builtAt);
  return new Response(serializeStockSnapshot(snapshot), { headers: { 'Content-Type': 'application/json; charset=utf-8' } });
};
