/**
 * The sample feeds in docs/stock-feed/: both import cleanly into the demo site they are written
 * for, hold the same cars, and show each case docs/stock-feed/README.md points at.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SiteConfig } from '../../../src/config/site-config-schema.ts';
import type { Car } from '../../../src/domain/cars/car.ts';
import { csvFeedRows } from '../../../src/stock/csv-feed.ts';
import { jsonFeedRows } from '../../../src/stock/read-stock-feed.ts';
import { validateStockRows } from '../../../src/stock/validate-stock.ts';
import { ROOT } from '../demo-data/helpers.ts';
import { removeRoot, runImport, scratchRoot, siteConfig, SLUG } from './feed-fixtures.ts';

const sample = (name: string) => path.join(ROOT, 'docs', 'stock-feed', name);

let root: string;
let site: SiteConfig;
beforeAll(async () => {
  root = await scratchRoot();
  site = await siteConfig();
});
afterAll(() => removeRoot(root));

async function sampleCars(name: string): Promise<readonly Car[]> {
  const text = await readFile(sample(name), 'utf8');
  const rows = name.endsWith('.csv') ? csvFeedRows(text, site, name).rows : jsonFeedRows(text, name);
  const { cars, refused } = validateStockRows(rows, site);
  expect(refused).toEqual([]);
  return cars;
}

describe('the sample feeds', () => {
  it.each(['sample-feed.csv', 'sample-feed.json'])('%s imports into brighton-volkswagen with no row refused', async (name) => {
    const { code, out } = await runImport(root, ['--site', SLUG, '--from', sample(name), '--dry-run']);
    expect(code).toBe(0);
    expect(out[0]).toMatch(/would import 5 cars from .+ \(5 added, 0 updated, 0 unchanged, 0 removed\); 0 rows refused; nothing written$/);
  });

  it('hold the same cars in both formats', async () => {
    expect(await sampleCars('sample-feed.csv')).toEqual(await sampleCars('sample-feed.json'));
  });

  it('show new, used and demo cars, a sold car, a preorder without a price, a car with no market data, a history report, a deposit override and a distribution location', async () => {
    const cars = await sampleCars('sample-feed.json');
    expect(new Set(cars.map((car) => car.car_type))).toEqual(new Set(['new', 'used', 'demo']));
    expect(cars.some((car) => car.sold && car.status === 'sold')).toBe(true);
    expect(cars.some((car) => car.preorder && car.price <= 10)).toBe(true);
    expect(cars.some((car) => car.autograb_data === null)).toBe(true);
    expect(cars.some((car) => car.file !== null)).toBe(true);
    expect(cars.some((car) => car.payment_processors.some((processor) => processor.deposit !== null))).toBe(true);
    expect(cars.some((car) => car.location.distribution_locations.length > 0)).toBe(true);
  });
});
