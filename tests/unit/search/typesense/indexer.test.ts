import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { toSearchDocument, type SearchDocument } from '../../../../src/search/search-document.ts';
import { collectionSchema } from '../../../../src/search/typesense/collection-schema.ts';
import {
  ClusterUnreachableError,
  TypesenseRequestError,
  checkClusterHealth,
  indexDocuments,
  indexSite,
  removeDepartedDocuments,
  type BatchProgress,
} from '../../../../src/search/typesense/indexer.ts';
import { decodeScopedKey, verifyScopedKey } from '../../../../src/search/typesense/scoped-key.ts';
import { closedPort, startFakeTypesense, type FakeTypesense, type RecordedRequest } from './fake-typesense.ts';
import { DEMO_NOW, demoSite } from './demo-stock.ts';
import { NO_DRIVE_AWAY } from '../no-drive-away.ts';

const ADMIN_KEY = 'admin-key-for-tests';
const PARENT_KEY = 'search-parent-key-for-tests';

let server: FakeTypesense;
beforeEach(async () => {
  server = await startFakeTypesense();
});
afterEach(async () => {
  await server.close();
});

const target = () => ({ cluster: { nodes: [server.node], numRetries: 0 }, apiKey: ADMIN_KEY });
const requestsTo = (method: string, path: string): RecordedRequest[] => server.requests.filter((r) => r.method === method && r.path === path);
const jsonLines = (body: string): Record<string, unknown>[] => body.split('\n').map((line) => JSON.parse(line) as Record<string, unknown>);

async function brightonDocuments(): Promise<SearchDocument[]> {
  return (await demoSite('brighton-volkswagen')).cars.map((car) => toSearchDocument(car, NO_DRIVE_AWAY));
}

describe('indexDocuments', () => {
  it('creates the collection with the stock schema when it is missing', async () => {
    const report = await indexDocuments(target(), 'cars', (await brightonDocuments()).slice(0, 3));
    expect(report.collection).toEqual({ kind: 'created' });
    expect(requestsTo('GET', '/collections/cars')).toHaveLength(1);
    const [create] = requestsTo('POST', '/collections');
    expect(JSON.parse(create?.body ?? '')).toEqual(collectionSchema('cars'));
  });

  it('leaves an up-to-date collection as it is, and adds the fields an older one lacks', async () => {
    const documents = (await brightonDocuments()).slice(0, 3);
    await indexDocuments(target(), 'cars', documents);
    expect((await indexDocuments(target(), 'cars', documents)).collection).toEqual({ kind: 'unchanged' });
    expect(requestsTo('POST', '/collections')).toHaveLength(1);

    const stored = server.collections.get('cars');
    if (stored) stored.fields = stored.fields.filter((field) => field.name !== 'weekly_price_range' && field.name !== 'categories');
    const report = await indexDocuments(target(), 'cars', documents);
    expect(report.collection).toEqual({ kind: 'updated', added: ['categories', 'weekly_price_range'], replaced: [] });
    const [patch] = requestsTo('PATCH', '/collections/cars');
    expect(JSON.parse(patch?.body ?? '')).toEqual({
      fields: collectionSchema().fields.filter((field) => field.name === 'categories' || field.name === 'weekly_price_range'),
    });
  });

  it('upserts the documents as JSON lines, in batches of the given size, in feed order', async () => {
    const documents = await brightonDocuments();
    expect(documents).toHaveLength(216);
    const progress: BatchProgress[] = [];
    const report = await indexDocuments(target(), 'cars', documents, { batchSize: 100, onBatch: (p) => progress.push(p) });
    const imports = requestsTo('POST', '/collections/cars/documents/import');
    expect(imports.map((r) => r.query.get('action'))).toEqual(['upsert', 'upsert', 'upsert']);
    expect(imports.map((r) => r.headers['content-type'])).toEqual(['text/plain', 'text/plain', 'text/plain']);
    expect(imports.map((r) => jsonLines(r.body).length)).toEqual([100, 100, 16]);
    expect(imports.flatMap((r) => jsonLines(r.body))).toEqual(JSON.parse(JSON.stringify(documents)));
    expect(progress.map(({ batch, batches, done, total }) => [batch, batches, done, total])).toEqual([
      [1, 3, 100, 216],
      [2, 3, 200, 216],
      [3, 3, 216, 216],
    ]);
    expect(report).toMatchObject({ upserted: 216, failures: [] });
    expect(server.collections.get('cars')?.documents.size).toBe(216);
  });

  it('sends the admin key in the X-TYPESENSE-API-KEY header of every request', async () => {
    await indexDocuments(target(), 'cars', (await brightonDocuments()).slice(0, 5));
    expect(server.requests.length).toBeGreaterThan(2);
    for (const request of server.requests) {
      expect(request.headers['x-typesense-api-key']).toBe(ADMIN_KEY);
      expect(request.query.has('x-typesense-api-key')).toBe(false);
    }
  });

  it('reports each document Typesense rejects with the error it gives, and still sends the rest', async () => {
    const documents = (await brightonDocuments()).slice(0, 6);
    const broken = documents.map((document, index) => (index === 1 || index === 4 ? ({ ...document, price: 'call us' } as unknown as SearchDocument) : document));
    const progress: BatchProgress[] = [];
    const report = await indexDocuments(target(), 'cars', broken, { batchSize: 3, onBatch: (p) => progress.push(p) });
    expect(report.failures).toEqual([
      { id: documents[1]?.id, error: 'Field `price` must be an int32.' },
      { id: documents[4]?.id, error: 'Field `price` must be an int32.' },
    ]);
    expect(report.upserted).toBe(4);
    expect(progress.map((p) => p.failures.map((f) => f.id))).toEqual([[documents[1]?.id], [documents[4]?.id]]);
  });

  it('refuses a batch size below 1', async () => {
    await expect(indexDocuments(target(), 'cars', [], { batchSize: 0 })).rejects.toThrow('batch size');
  });

  it('takes a URL, as the live conformance run gives it', async () => {
    await indexDocuments({ url: `http://127.0.0.1:${server.node.port}`, apiKey: ADMIN_KEY }, 'conformance', (await brightonDocuments()).slice(0, 2));
    expect(server.collections.get('conformance')?.documents.size).toBe(2);
  });
});

describe('removing cars that left the feed', () => {
  it("exports the site's ids, then deletes by id only the ones no longer in the feed", async () => {
    const documents = await brightonDocuments();
    const bayside = (await demoSite('bayside-motor-group')).cars.map((car) => toSearchDocument(car, NO_DRIVE_AWAY));
    await indexDocuments(target(), 'cars', [...documents, ...bayside]);
    const kept = documents.slice(0, 200);
    const removed = await removeDepartedDocuments(target(), 'cars', [101], new Set(kept.map((d) => d.id)));

    expect(removed).toBe(16);
    const [exported] = requestsTo('GET', '/collections/cars/documents/export');
    expect(exported?.query.get('filter_by')).toBe('dealership_id:=[101]');
    expect(exported?.query.get('include_fields')).toBe('id');
    const deletes = requestsTo('DELETE', '/collections/cars/documents');
    expect(deletes.map((r) => r.query.get('filter_by'))).toEqual([`id:[${documents.slice(200).map((d) => d.id).join(',')}]`]);
    expect(server.collections.get('cars')?.documents.size).toBe(200 + bayside.length);
  });

  it('deletes in chunks of 100 ids and sends no delete when nothing left', async () => {
    const documents = await brightonDocuments();
    await indexDocuments(target(), 'cars', documents);
    expect(await removeDepartedDocuments(target(), 'cars', [101], new Set(documents.map((d) => d.id)))).toBe(0);
    expect(requestsTo('DELETE', '/collections/cars/documents')).toHaveLength(0);
    expect(await removeDepartedDocuments(target(), 'cars', [101], new Set())).toBe(216);
    const chunks = requestsTo('DELETE', '/collections/cars/documents').map((r) => (r.query.get('filter_by') ?? '').split(',').length);
    expect(chunks).toEqual([100, 100, 16]);
  });
});

describe('indexSite', () => {
  it("indexes the site's feed, removes what left it and issues a key confined to the site", async () => {
    const site = await demoSite('brighton-volkswagen');
    const options = { target: target(), config: site.config, parentKey: PARENT_KEY, now: DEMO_NOW, keyLifetimeDays: 30 };
    await indexSite({ ...options, cars: site.cars });
    const report = await indexSite({ ...options, cars: site.cars.slice(1) });
    expect(report).toMatchObject({ slug: 'brighton-volkswagen', collectionName: 'cars', upserted: 215, removed: 1, foreignCars: [] });
    expect(report.key.envName).toBe('TYPESENSE_SEARCH_KEY_BRIGHTON_VOLKSWAGEN');
    expect(report.key.expiresAt).toBe(DEMO_NOW + 30 * 86_400);
    expect(decodeScopedKey(report.key.value).params).toEqual({
      filter_by: 'dealership_id:=[101] && show_on_dealer_website:=true',
      expires_at: DEMO_NOW + 30 * 86_400,
    });
    expect(verifyScopedKey(report.key.value, PARENT_KEY)).toBe(true);
  });

  it("leaves out cars of dealerships that are not the site's, and reports them", async () => {
    const site = await demoSite('brighton-volkswagen');
    const stray = { ...site.cars[0], dealership_id: 999 } as (typeof site.cars)[number];
    const report = await indexSite({ target: target(), config: site.config, cars: [...site.cars, stray], parentKey: PARENT_KEY, now: DEMO_NOW, keyLifetimeDays: 30 });
    expect(report.foreignCars).toEqual([stray]);
    expect(report.upserted).toBe(216);
  });
});

describe('cluster errors', () => {
  it('an unreachable cluster is an error naming where the indexer looked', async () => {
    const port = await closedPort();
    const unreachable = { cluster: { nodes: [{ host: '127.0.0.1', port, protocol: 'http' as const }], numRetries: 0 }, apiKey: ADMIN_KEY };
    const failure = checkClusterHealth(unreachable);
    await expect(failure).rejects.toBeInstanceOf(ClusterUnreachableError);
    await expect(failure).rejects.toThrow(`cannot reach the Typesense cluster at http://127.0.0.1:${port} (`);
  });

  it('a node that does not answer within the connection timeout counts as unreachable', async () => {
    const silent = createServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as AddressInfo;
    try {
      const slow = { cluster: { nodes: [{ host: '127.0.0.1', port, protocol: 'http' as const }], numRetries: 0, connectionTimeoutSeconds: 0.2 }, apiKey: ADMIN_KEY };
      await expect(checkClusterHealth(slow)).rejects.toThrow(`cannot reach the Typesense cluster at http://127.0.0.1:${port} (ECONNABORTED`);
    } finally {
      silent.closeAllConnections();
      silent.close();
    }
  });

  it('fails over to the next node when one is down', async () => {
    const down = { host: '127.0.0.1', port: await closedPort(), protocol: 'http' as const };
    const failover = { cluster: { nodes: [down, server.node], numRetries: 1 }, apiKey: ADMIN_KEY };
    const report = await indexDocuments(failover, 'cars', (await brightonDocuments()).slice(0, 2));
    expect(report.upserted).toBe(2);
  });

  it('a refused key is an error with the HTTP status and a hint', async () => {
    const strict = await startFakeTypesense({ acceptKeys: ['the-real-admin-key'] });
    try {
      const error = await indexDocuments({ cluster: { nodes: [strict.node] }, apiKey: ADMIN_KEY }, 'cars', []).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(TypesenseRequestError);
      expect((error as TypesenseRequestError).status).toBe(401);
      expect((error as Error).message).toBe(
        'Typesense could not read collection cars (HTTP 401): Forbidden - a valid `x-typesense-api-key` header must be sent. (the cluster refused the key; check the admin key)',
      );
    } finally {
      await strict.close();
    }
  });

  it('a missing collection is an error naming the request', async () => {
    const error = await removeDepartedDocuments(target(), 'missing', [101], new Set()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TypesenseRequestError);
    expect((error as TypesenseRequestError).status).toBe(404);
    expect((error as Error).message).toMatch(/^Typesense could not list the documents of missing \(HTTP 404\)/);
  });
});
