/**
 * The search-index channel against a stand-in Typesense node: the car's document in the site's
 * collection is PATCHed `reserved: <car_held>` with the admin key; a car that left the index is
 * settled with a remark; a missing key, a refused key, a silent cluster or a notice that names no
 * car fail in plain words. And the labelled local adapter, which writes the request to a file.
 */
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { SiteConfig } from '../../../src/config/site-config-schema.ts';
import type { ReservationState } from '../../../src/domain/reservations/reservation.ts';
import { toSearchDocument } from '../../../src/search/search-document.ts';
import { readCrmDeliveryConfig } from '../../../src/server/crm/crm-config.ts';
import { createCrmDeliveries } from '../../../src/server/crm/deliveries.ts';
import { createSearchIndexDelivery } from '../../../src/server/crm/search-index-delivery.ts';
import { searchDocumentId } from '../../../src/search/search-document.ts';
import type { StoredSubmission } from '../../../src/server/ports/lead-store.ts';
import { makeCar } from '../../unit/domain/cars/car-fixture.ts';
import { entryFor, loadSite, newCarEnquiry, NEW_TIGUAN, reservationNotice, stored } from './fixtures.ts';
import { startTypesenseRecorder, withTypesense, type TypesenseRecorder } from './typesense-recorder.ts';
import { NO_DRIVE_AWAY } from '../../unit/search/no-drive-away.ts';

const ADMIN_KEY = 'test-admin-key';
/** The Tiguan's document as the indexer names it: dealership 101, car 4101. */
const TIGUAN_DOCUMENT = `${NEW_TIGUAN.dealership_id}-${NEW_TIGUAN.id}`;

let brighton: SiteConfig;
let bayside: SiteConfig;
let scratch: string;
let node: TypesenseRecorder | undefined;

beforeAll(async () => {
  [brighton, bayside] = await Promise.all([loadSite('brighton-volkswagen'), loadSite('bayside-motor-group')]);
  scratch = await mkdtemp(path.join(tmpdir(), 'search-index-'));
});

afterEach(async () => {
  await node?.close();
  node = undefined;
});

afterAll(async () => {
  await rm(scratch, { recursive: true, force: true });
});

/** A node holding these documents of collection `cars`, and the site pointed at it. */
async function typesenseSite(site: SiteConfig, ids: readonly string[], collection = 'cars'): Promise<{ node: TypesenseRecorder; site: SiteConfig }> {
  node = await startTypesenseRecorder(ADMIN_KEY, Object.fromEntries(ids.map((id) => [`${collection}/${id}`, { id, reserved: false }])));
  return { node, site: withTypesense(site, node.port, collection) };
}

function send(submission: StoredSubmission, site: SiteConfig, adminKey: string | null = ADMIN_KEY) {
  return createSearchIndexDelivery({ adminKey }).send(submission, entryFor(submission, 'search-index', site.slug), site);
}

describe('the search-index adapter', () => {
  it('PATCHes the car\'s document in the site\'s collection with reserved, sending the admin key', async () => {
    const { node, site } = await typesenseSite(brighton, [TIGUAN_DOCUMENT]);
    const remark = await send(stored(reservationNotice(brighton, 'confirmed')), site);
    expect(remark).toBeUndefined();
    expect(node.requests).toHaveLength(1);
    const [request] = node.requests;
    expect(request).toMatchObject({ method: 'PATCH', url: `/collections/cars/documents/${TIGUAN_DOCUMENT}`, status: 200 });
    expect(request?.headers['x-typesense-api-key']).toBe(ADMIN_KEY);
    expect(request?.headers['content-type']).toMatch(/^application\/json/);
    expect(JSON.parse(request?.body ?? '')).toEqual({ reserved: true });
    expect(node.documents.get(`cars/${TIGUAN_DOCUMENT}`)).toEqual({ id: TIGUAN_DOCUMENT, reserved: true });
  });

  it.each([
    ['awaiting_payment', true],
    ['payment_pending', true],
    ['confirmed', true],
    ['released', false],
    ['refunded', false],
  ] as [ReservationState, boolean][])('a notice of %s marks the car reserved: %s (whether the car is held after the change)', async (state, reserved) => {
    const { node, site } = await typesenseSite(brighton, [TIGUAN_DOCUMENT]);
    await send(stored(reservationNotice(brighton, state)), site);
    expect(node.requests.map((request) => JSON.parse(request.body) as unknown)).toEqual([{ reserved }]);
  });

  it('uses the collection the site config names, as the indexer does', async () => {
    const { node, site } = await typesenseSite(brighton, [TIGUAN_DOCUMENT], 'stock_au');
    await send(stored(reservationNotice(brighton, 'released')), site);
    expect(node.requests[0]?.url).toBe(`/collections/stock_au/documents/${TIGUAN_DOCUMENT}`);
  });

  it('the document id is the one the indexer gives the car', () => {
    const car = makeCar({ id: NEW_TIGUAN.id, dealership_id: NEW_TIGUAN.dealership_id });
    expect(searchDocumentId(car.dealership_id, car.id)).toBe(toSearchDocument(car, NO_DRIVE_AWAY).id);
    expect(TIGUAN_DOCUMENT).toBe(toSearchDocument(car, NO_DRIVE_AWAY).id);
  });

  it('a car that has left the index (404) is delivered, with a remark for the log', async () => {
    const { node, site } = await typesenseSite(brighton, []);
    const remark = await send(stored(reservationNotice(brighton, 'confirmed')), site);
    expect(remark).toBe(`car 4101 is not in cars (${TIGUAN_DOCUMENT}: Could not find a document with id: ${TIGUAN_DOCUMENT}): nothing to update`);
    expect(node.requests.map((request) => request.status)).toEqual([404]);
  });

  it('a notice that names no dealership tries the site\'s dealerships in turn until one has the car', async () => {
    const { node, site } = await typesenseSite(bayside, ['203-4101']);
    const notice = reservationNotice(bayside, 'confirmed');
    expect(await send(stored({ ...notice, dealershipSlug: null }), site)).toBeUndefined();
    expect(node.requests.map((request) => [request.url, request.status])).toEqual([
      ['/collections/cars/documents/201-4101', 404],
      ['/collections/cars/documents/202-4101', 404],
      ['/collections/cars/documents/203-4101', 200],
    ]);
    // With its dealership named, only that dealership's document is asked for.
    await send(stored({ ...notice, dealershipSlug: 'bayside-kia' }), site);
    expect(node.requests.slice(3).map((request) => request.url)).toEqual(['/collections/cars/documents/203-4101']);
  });

  it('without the admin key, fails naming the variable, and asks nothing of the cluster', async () => {
    const { node, site } = await typesenseSite(brighton, [TIGUAN_DOCUMENT]);
    await expect(send(stored(reservationNotice(brighton, 'confirmed')), site, null)).rejects.toThrow(
      new Error('TYPESENSE_ADMIN_KEY is not set: updating the search index of brighton-volkswagen needs the Typesense admin key'),
    );
    expect(node.requests).toHaveLength(0);
  });

  it('a key the cluster refuses is a failed try saying so', async () => {
    const { site } = await typesenseSite(brighton, [TIGUAN_DOCUMENT]);
    await expect(send(stored(reservationNotice(brighton, 'released')), site, 'wrong-key')).rejects.toThrow(
      `Typesense could not mark car 4101 free in cars (document ${TIGUAN_DOCUMENT}) (HTTP 401): Forbidden - a valid \`x-typesense-api-key\` header must be sent. (the cluster refused the key; check the admin key)`,
    );
  });

  it('a cluster that cannot be reached is a failed try naming where it looked', async () => {
    const { node, site } = await typesenseSite(brighton, [TIGUAN_DOCUMENT]);
    await node.close();
    await expect(send(stored(reservationNotice(brighton, 'confirmed')), site)).rejects.toThrow(
      new RegExp(`^cannot reach the Typesense cluster at http://127\\.0\\.0\\.1:${node.port} \\(.*ECONNREFUSED`),
    );
  });

  it('a site that searches with the embedded engine has no document to update: delivered with a remark', async () => {
    const submission = stored(reservationNotice(brighton, 'confirmed'));
    expect(brighton.search.backend).toBe('embedded');
    expect(await send(submission, brighton)).toBe('site brighton-volkswagen searches with the embedded engine: no Typesense document to update');
  });

  it('a notice that does not say which car or whether it is held, or an entry for another site, fails in plain words', async () => {
    const { node, site } = await typesenseSite(brighton, [TIGUAN_DOCUMENT]);
    const notice = reservationNotice(brighton, 'confirmed');
    const reservation = notice.payload.reservation as Record<string, unknown>;
    const car = notice.payload.car as Record<string, unknown>;
    await expect(send(stored({ ...notice, payload: { ...notice.payload, reservation: { ...reservation, car_held: 'yes' } } }), site)).rejects.toThrow(
      new Error('the reservation notice does not say whether car 4101 is held (reservation.car_held is "yes")'),
    );
    await expect(send(stored({ ...notice, payload: { ...notice.payload, car: { ...car, id: undefined } } }), site)).rejects.toThrow(
      new Error('the reservation notice names no car id (car.id is missing)'),
    );
    await expect(send(stored(newCarEnquiry(brighton)), site)).rejects.toThrow(
      new Error('submission of kind lead is not a reservation notice (no reservation object)'),
    );
    const submission = stored(notice);
    await expect(
      createSearchIndexDelivery({ adminKey: ADMIN_KEY }).send(submission, entryFor(submission, 'search-index', 'lakeside-mazda'), site),
    ).rejects.toThrow(new Error('search-index entry targets site "lakeside-mazda" but belongs to site "brighton-volkswagen"'));
    expect(node.requests).toHaveLength(0);
  });

  it('live deliveries take the admin key from the environment', async () => {
    const { node, site } = await typesenseSite(brighton, [TIGUAN_DOCUMENT]);
    const config = readCrmDeliveryConfig({ SMTP_HOST: '127.0.0.1', LEADS_FROM_EMAIL: 'leads@example.com', TYPESENSE_ADMIN_KEY: ADMIN_KEY }, scratch);
    const { deliveries, close } = createCrmDeliveries(config);
    try {
      const submission = stored(reservationNotice(brighton, 'confirmed'));
      await deliveries['search-index'].send(submission, entryFor(submission, 'search-index', brighton.slug), site);
      expect(node.requests[0]?.headers['x-typesense-api-key']).toBe(ADMIN_KEY);
    } finally {
      await close();
    }
  });
});

describe('the local search-index adapter (embedded default)', () => {
  it('writes the document update as an .http file, naming the key\'s variable, and calls nothing', async () => {
    const { node, site } = await typesenseSite(brighton, [TIGUAN_DOCUMENT]);
    const outboxDir = path.join(scratch, 'outbox');
    const { deliveries } = createCrmDeliveries({ mode: 'local', outboxDir, webhookTimeoutMs: 1000 });
    const submission = stored(reservationNotice(brighton, 'released'));
    expect(await deliveries['search-index'].send(submission, entryFor(submission, 'search-index', brighton.slug, 11), site)).toBeUndefined();

    expect(node.requests).toHaveLength(0);
    const file = `2026-05-01T10-00-00-000Z-lead-${submission.id}-11-search-index.http`;
    expect(await readdir(outboxDir)).toContain(file);
    expect(await readFile(path.join(outboxDir, file), 'utf8')).toBe(
      [
        `PATCH http://127.0.0.1:${node.port}/collections/cars/documents/${TIGUAN_DOCUMENT}`,
        'content-type: application/json',
        'x-typesense-api-key: <TYPESENSE_ADMIN_KEY>',
        '',
        '{"reserved":false}',
        '',
      ].join('\n'),
    );
  });

  it('writes nothing for a site with embedded search, as nothing would be sent', async () => {
    const outboxDir = path.join(scratch, 'embedded-outbox');
    const { deliveries } = createCrmDeliveries({ mode: 'local', outboxDir, webhookTimeoutMs: 1000 });
    const submission = stored(reservationNotice(brighton, 'released'));
    expect(await deliveries['search-index'].send(submission, entryFor(submission, 'search-index', brighton.slug), brighton)).toMatch(/embedded engine/);
    await expect(readdir(outboxDir)).rejects.toThrow(/ENOENT/);
  });
});
