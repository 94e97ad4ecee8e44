/**
 * The new prices of the site's model catalogue (`<site data folder>/models.json`, the file the build's
 * model pages are made from), as reference prices for the local estimator. Only the three fields it
 * needs are read, and checked: a catalogue that cannot be read gives no prices (the estimator then
 * leans on stock alone) and the reason is logged, never a made-up price.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';

/** A model's lowest new price. */
export interface CataloguePrice {
  readonly make: string;
  readonly model: string;
  readonly priceFrom: number;
}

const CatalogueRow = z.object({
  manufacturer_name: z.string().min(1),
  name: z.string().min(1),
  price_from: z.number().int().positive().nullable(),
});

/** The catalogue file of a site's data folder. */
export function catalogueFile(siteDataDir: string): string {
  return path.join(siteDataDir, 'models.json');
}

/** Reads the catalogue's new prices; models not on sale (no price) are left out. */
export async function readCataloguePrices(siteDataDir: string): Promise<readonly CataloguePrice[]> {
  const rows = z.array(CatalogueRow.passthrough()).parse(JSON.parse(await readFile(catalogueFile(siteDataDir), 'utf8')));
  return rows.flatMap((row) => (row.price_from === null ? [] : [{ make: row.manufacturer_name, model: row.name, priceFrom: row.price_from }]));
}
