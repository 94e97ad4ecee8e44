/**
 * Bringing Typesense in step with one import's changes, against the stand-in server: the indexer's
 * syncChangedDocuments (only the changed cars upserted, the removed ones deleted by id, no export of
 * the site's ids), and the stock sync's search index step around it (the admin key, a collection
 * that must be created, another dealership's cars, a cluster that does not answer).
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { syncSearchIndex, type SearchIndexInput } from '../../../../scripts/lib/stock-sync.ts';
import type { SiteConfig } from '../../../../src/config/site-config-schema.ts';
import type { Car } from '../../../../src/domain/cars/car.ts';
import { toSearchDocument } from '../../../../src/search/search-document.ts';
import type { TypesenseNode } from '../../../../src/search/typesense/connection.ts';
import { indexDocuments, syncChangedDocuments } from '../../../../src/search/typesense/indexer.ts';
import { compareStock } from '../../../../src/stock/stock-changes.ts';
import { demoSite } from './demo-stock.ts';
import { closedPort, startFakeTypesense, type FakeTypesense, type RecordedRequest } from './fake-typesense.ts';
import { NO_DRIVE_AWAY } from '../no-drive-away.ts';

const ADMIN_KEY = 'admin-key-for-tests';

let server: FakeTypesense;
let cars: readonly Car[];
let config: SiteConfig;
beforeEach(async () => {
  server = await startFakeTypesense({ acceptKeys: [ADMIN_KEY] });
  const site = await demoSite('brighton-volkswagen');
  cars = site.cars.slice(0, 10);
  config = site.config;
});
afterEach(async () => {
  await server.close();
});

const target = () => ({ cluster: { nodes: [server.node], numRetries: 0 }, apiKey: ADMIN_KEY });
const requestsTo = (method: string, path: string): RecordedRequest[] => server.requests.filter((r) => r.method === method && r.path === path);
const importedIds = () => requestsTo('POST', '/collections/cars/documents/import').flatMap((r) => r.body.split('\n').map((line) => (JSON.parse(line) as { id: string }).id));
const storedIds = () => [...(server.collections.get('cars')?.documents.keys() ?? [])].sort();
const docId = (car: Car) => toSearchDocument(car, NO_DRIVE_AWAY).id;
const at = (index: number): Car => {
  const car = cars[index];
  if (car === undefined) throw new Error(`no car ${index}`);
  return car;
};

/** The index as the last sync left it: every car of `indexed`; the requests that took are forgotten. */
async function indexed(list: readonly Car[]): Promise<void> {
  await indexDocuments(target(), 'cars', list.map((car) => toSearchDocument(car, NO_DRIVE_AWAY)));
  server.requests.length = 0;
}

describe('syncChangedDocuments', () => {
  it('upserts only the changed cars and deletes the removed ones by id, with no export of the site', async () => {
    await indexed(cars.slice(0, 8));
    const repriced = { ...at(2), price: at(2).price + 1000 };
    const report = await syncChangedDocuments(target(), 'cars', { upsert: [repriced, at(8)], remove: [at(5)] }, NO_DRIVE_AWAY);

    expect(report).toEqual({ upserted: 2, failures: [], removed: 1 });
    expect(importedIds()).toEqual([docId(repriced), docId(at(8))]);
    expect(requestsTo('DELETE', '/collections/cars/documents').map((r) => r.query.get('filter_by'))).toEqual([`id:[${docId(at(5))}]`]);
    expect(requestsTo('GET', '/collections/cars/documents/export')).toEqual([]);
    expect(server.collections.get('cars')?.documents.get(docId(repriced))?.price).toBe(repriced.price);
    expect(storedIds()).toEqual([...cars.slice(0, 5), ...cars.slice(6, 9)].map(docId).sort());
  });

  it('sends no delete when nothing was removed, and counts a removed car the index did not hold as nothing', async () => {
    await indexed(cars.slice(0, 4));
    expect(await syncChangedDocuments(target(), 'cars', { upsert: [at(1)], remove: [] }, NO_DRIVE_AWAY)).toMatchObject({ upserted: 1, removed: 0 });
    expect(requestsTo('DELETE', '/collections/cars/documents')).toEqual([]);
    expect(await syncChangedDocuments(target(), 'cars', { upsert: [], remove: [at(9)] }, NO_DRIVE_AWAY)).toMatchObject({ upserted: 0, removed: 0 });
    expect(requestsTo('POST', '/collections/cars/documents/import')).toHaveLength(1);
  });

  it("keeps the new document of a car that is both upserted and removed (its document id did not change)", async () => {
    await indexed(cars.slice(0, 4));
    const report = await syncChangedDocuments(target(), 'cars', { upsert: [at(1)], remove: [at(1)] }, NO_DRIVE_AWAY);
    expect(report.removed).toBe(0);
    expect(storedIds()).toContain(docId(at(1)));
  });

  it('reports a car Typesense rejects with its reason, and still sends the others', async () => {
    await indexed(cars.slice(0, 4));
    const broken = { ...at(1), price: 'call us' } as unknown as Car;
    const report = await syncChangedDocuments(target(), 'cars', { upsert: [broken, at(2)], remove: [at(3)] }, NO_DRIVE_AWAY);
    expect(report.failures).toEqual([{ id: docId(at(1)), error: 'Field `price` must be an int32.' }]);
    expect(report).toMatchObject({ upserted: 1, removed: 1 });
  });
});

describe('the stock sync search index step', () => {
  const typesenseSite = (node: TypesenseNode): SiteConfig => ({
    ...config,
    search: { ...config.search, backend: 'typesense', typesense: { nodes: [node], num_retries: 0, connection_timeout_seconds: 1, collection: 'cars' } },
  });

  async function step(site: SiteConfig, before: readonly Car[], after: readonly Car[], env: Record<string, string> = { TYPESENSE_ADMIN_KEY: ADMIN_KEY }) {
    const out: string[] = [];
    const err: string[] = [];
    const input: SearchIndexInput = { site, changes: compareStock(before, after), before, after, env, io: { out: (line) => out.push(line), err: (line) => err.push(line) } };
    return { ...(await syncSearchIndex(input)), out, err };
  }

  it('is not used on an embedded-search site', async () => {
    const { ok, step: row, out } = await step(config, cars, cars.slice(1));
    expect(ok).toBe(true);
    expect(row).toEqual({ step: 'search index', outcome: 'not used (embedded search: the snapshot is rebuilt with the site)', seconds: null });
    expect(out).toEqual(['brighton-volkswagen: [3/4] search index: not used (embedded search: the snapshot is rebuilt with the site)']);
    expect(server.requests).toEqual([]);
  });

  it('without the admin key, warns that the index was not updated and how to fix it, and goes on', async () => {
    const { ok, step: row, err } = await step(typesenseSite(server.node), cars, cars.slice(1), {});
    expect(ok).toBe(true);
    expect(row.outcome).toBe('not updated: TYPESENSE_ADMIN_KEY is not set (see the warning)');
    expect(err).toHaveLength(1);
    expect(err[0]).toContain('brighton-volkswagen: warning: the Typesense index was not updated: TYPESENSE_ADMIN_KEY is not set');
    expect(err[0]).toContain('run `npm run index -- --site brighton-volkswagen`');
    expect(server.requests).toEqual([]);
  });

  it("upserts the added and changed cars of the site's dealerships and deletes the removed ones, and the old document of a car that moved dealership", async () => {
    await indexed(cars.slice(0, 8));
    const repriced = { ...at(0), price: at(0).price + 500 };
    const moved = { ...at(1), dealership_id: 102 };
    const foreign = { ...at(9), dealership_id: 999 };
    const after = [repriced, moved, ...cars.slice(2, 7), at(8), foreign];
    const site = { ...typesenseSite(server.node), dealerships: [...config.dealerships, { ...config.dealerships[0], id: 102 }] } as SiteConfig;
    const { ok, step: row } = await step(site, cars.slice(0, 8), after);

    expect(ok).toBe(true);
    expect(row.outcome).toBe('3 upserted, 2 deleted');
    expect(importedIds()).toEqual([docId(at(8)), docId(repriced), docId(moved)]);
    expect(storedIds()).toEqual([repriced, moved, ...cars.slice(2, 7), at(8)].map(docId).sort());
  });

  it('indexes the whole feed when the collection had to be created', async () => {
    const { ok, step: row } = await step(typesenseSite(server.node), cars.slice(0, 5), cars.slice(0, 6));
    expect(ok).toBe(true);
    expect(row.outcome).toBe('collection cars created: 6 cars indexed');
    expect(storedIds()).toEqual(cars.slice(0, 6).map(docId).sort());
  });

  it('fails in plain words when the cluster does not answer, naming the command that catches the index up', async () => {
    const down = { host: '127.0.0.1', port: await closedPort(), protocol: 'http' as const };
    const { ok, step: row, err } = await step(typesenseSite(down), cars, cars.slice(1));
    expect(ok).toBe(false);
    expect(row.outcome).toMatch(/^failed: cannot reach the Typesense cluster at http:\/\/127\.0\.0\.1:\d+/);
    expect(err[0]).toMatch(/the Typesense index was not brought in step: .*Once that is fixed, run `npm run index -- --site brighton-volkswagen`\.$/);
  });
});
