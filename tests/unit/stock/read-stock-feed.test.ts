/**
 * The one reader of a site's feed file: what it refuses and how it says so, that it reads a file
 * once while it is unchanged and again when it changes, and that writing replaces a feed whole.
 */
import { mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Car } from '../../../src/domain/cars/car.ts';
import { readStockFeed, serializeStockFeed, StockFeedError, stockFeedFile, writeStockFeed } from '../../../src/stock/read-stock-feed.ts';
import type { StockSite } from '../../../src/stock/validate-stock.ts';
import { makeCar } from '../domain/cars/car-fixture.ts';

const SITE: StockSite = { slug: 'acme-motors', dealerships: [{ id: 1, slug: 'acme-motors', name: 'Acme Motors', licence_number: 'LMCT 1', manufacturers: [] }] };
const car = (id: number): Car => makeCar({ id, slug: `car-${id}`, stocknum: `U${id}`, dealership_id: 1, dealership_slug: 'acme-motors', dealership_name: 'Acme Motors' });

let root: string;
let siteDir: string;
beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'stock-feed-'));
  siteDir = path.join(root, 'data', 'acme-motors');
});
afterEach(() => rm(root, { recursive: true, force: true }));

/** The problems a read is refused with, or [] when it succeeds. */
async function refusal(): Promise<readonly string[]> {
  try {
    await readStockFeed(SITE, siteDir, { root });
    return [];
  } catch (error) {
    if (error instanceof StockFeedError) return error.problems;
    throw error;
  }
}

describe('readStockFeed refuses a feed it cannot use, naming the file and the problem', () => {
  it('a missing file says how to make one', async () => {
    expect(await refusal()).toEqual([
      'data/acme-motors/cars.json: not found; run `npm run generate` for demo stock or `npm run stock:import -- --site acme-motors --from <file>` for a dealer\'s feed',
    ]);
  });

  it('text that is not JSON', async () => {
    await writeStockFeed(siteDir, []);
    await writeFile(stockFeedFile(siteDir), '[{"id": 1,');
    const [problem] = await refusal();
    expect(problem).toMatch(/^data\/acme-motors\/cars\.json -> \(root\): not valid JSON \(.+\)$/);
  });

  it('JSON that is not a list of cars', async () => {
    await writeStockFeed(siteDir, []);
    await writeFile(stockFeedFile(siteDir), '{"cars": []}');
    expect(await refusal()).toEqual(['data/acme-motors/cars.json -> (root): expected a list of cars']);
  });

  it('one bad row refuses the whole feed, with every problem listed and the count in the message', async () => {
    await writeStockFeed(siteDir, [car(1), { ...car(2), price: 'POA' } as unknown as Car, car(3), { ...car(4), status: 'gone' } as unknown as Car]);
    expect(await refusal()).toEqual([
      'data/acme-motors/cars.json -> [1] stock U2 -> price: expected a number, got the text "POA"',
      'data/acme-motors/cars.json -> [3] stock U4 -> status: expected one of "in_stock", "coming_soon", "sold", got the text "gone"',
    ]);
    await expect(readStockFeed(SITE, siteDir, { root })).rejects.toThrow("data/acme-motors/cars.json: 2 of 4 cars are invalid, so acme-motors's stock was not used");
  });

  it('an empty list is a site with no stock, not an error', async () => {
    await writeStockFeed(siteDir, []);
    await expect(readStockFeed(SITE, siteDir)).resolves.toEqual([]);
  });
});

describe('readStockFeed reads a file once while it is unchanged', () => {
  it('answers the same cars to every caller, and reads again when the file changes', async () => {
    await writeStockFeed(siteDir, [car(1)]);
    const first = await readStockFeed(SITE, siteDir);
    expect(await readStockFeed(SITE, siteDir)).toBe(first);
    await writeStockFeed(siteDir, [car(1), car(2)]);
    const later = new Date(Date.now() + 5_000);
    await utimes(stockFeedFile(siteDir), later, later);
    const second = await readStockFeed(SITE, siteDir);
    expect(second.map((c) => c.id)).toEqual([1, 2]);
  });

  it('does not keep a failure: a fixed file is read on the next call', async () => {
    await writeStockFeed(siteDir, [{ ...car(1), year: 'new' } as unknown as Car]);
    await expect(readStockFeed(SITE, siteDir)).rejects.toBeInstanceOf(StockFeedError);
    await writeStockFeed(siteDir, [car(1)]);
    const later = new Date(Date.now() + 10_000);
    await utimes(stockFeedFile(siteDir), later, later);
    await expect(readStockFeed(SITE, siteDir)).resolves.toHaveLength(1);
  });
});

describe('writeStockFeed', () => {
  it('writes the two-space JSON the generator and the importer both write, and leaves no temporary file', async () => {
    await writeStockFeed(siteDir, [car(1)]);
    expect(await readdir(siteDir)).toEqual(['cars.json']);
    expect(serializeStockFeed([car(1)])).toBe(`${JSON.stringify([car(1)], null, 2)}\n`);
  });

  it('leaves the old feed whole when the new one cannot be written', async () => {
    await writeStockFeed(siteDir, [car(1)]);
    const cyclic = { ...car(2) } as Record<string, unknown>;
    cyclic.self = cyclic;
    await expect(writeStockFeed(siteDir, [cyclic as unknown as Car])).rejects.toThrow();
    expect(await readdir(siteDir)).toEqual(['cars.json']);
    await expect(readStockFeed(SITE, siteDir)).resolves.toEqual([car(1)]);
  });
});
