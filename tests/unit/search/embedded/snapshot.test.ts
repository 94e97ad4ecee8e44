import { describe, expect, it } from 'vitest';
import { requireSiteConfig } from '../../../../src/config/load-site-config.ts';
import { stockPredicate } from '../../../../src/domain/search/stock-filter.ts';
import { generateSiteData } from '../../../../src/demo-data/generate-site-data.ts';
import { STOCK_SNAPSHOT_FORMAT, buildStockSnapshot, fetchStockSnapshot, parseStockSnapshot, serializeStockSnapshot } from '../../../../src/search/embedded/snapshot.ts';
import { stockFilterSettingsOf } from '../../../../src/config/stock-filter-settings.ts';
import { toSearchDocument } from '../../../../src/search/search-document.ts';
import path from 'node:path';
import { NO_DRIVE_AWAY } from '../no-drive-away.ts';

const ROOT = path.resolve(import.meta.dirname, '../../../..');
const REFERENCE_DATE = new Date('2026-05-20T00:00:00Z');
const BUILT_AT = REFERENCE_DATE.getTime() / 1000;
const config = await requireSiteConfig(ROOT, 'bayside-motor-group');
const { cars } = generateSiteData({ config, seed: 20_260_101, referenceDate: REFERENCE_DATE });
const settings = stockFilterSettingsOf(config.search);

describe('the stock snapshot', () => {
  it('reads the site’s sold window and exclusions from its search config', () => {
    expect(settings).toEqual({
      soldVisibilityDays: config.search.sold_visibility_days,
      exclusions: { age_index: [13, 14], status: ['coming_soon'], car_type: [], make: [] },
    });
  });

  it('holds exactly the cars the site lists at build time, as search documents, in feed order', () => {
    const snapshot = buildStockSnapshot(cars, settings, BUILT_AT, NO_DRIVE_AWAY);
    const listed = cars.filter(stockPredicate(settings, BUILT_AT));
    expect(listed.length).toBeLessThan(cars.length);
    expect(snapshot.documents).toEqual(listed.map((car) => toSearchDocument(car, NO_DRIVE_AWAY)));
  });

  it('survives its own file format', () => {
    const snapshot = buildStockSnapshot(cars, settings, BUILT_AT, NO_DRIVE_AWAY);
    const text = serializeStockSnapshot(snapshot);
    expect(text).not.toMatch(/\n/);
    expect(parseStockSnapshot(JSON.parse(text))).toEqual(snapshot.documents);
  });

  it.each([
    [null, 'not a JSON object'],
    [[], 'has format undefined'],
    [{ format: STOCK_SNAPSHOT_FORMAT + 1, documents: [] }, `expected ${STOCK_SNAPSHOT_FORMAT}`],
    [{ format: STOCK_SNAPSHOT_FORMAT }, 'no document list'],
  ])('refuses %j', (value, message) => {
    expect(() => parseStockSnapshot(value)).toThrow(message);
  });

  it('is fetched from its URL; an HTTP error names the URL and status', async () => {
    const documents = buildStockSnapshot(cars.slice(0, 3), settings, BUILT_AT, NO_DRIVE_AWAY).documents;
    const serve = (status: number, body: unknown): typeof fetch => async () => new Response(JSON.stringify(body), { status });
    expect(await fetchStockSnapshot('/search/stock.json', serve(200, { format: STOCK_SNAPSHOT_FORMAT, documents }))).toEqual(documents);
    await expect(fetchStockSnapshot('/search/stock.json', serve(404, {}))).rejects.toThrow('/search/stock.json could not be loaded: HTTP 404');
  });
});
