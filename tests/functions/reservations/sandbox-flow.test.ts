/**
 * The local path a shopper takes with `npm start`, over HTTP: the functions router with the sandbox
 * gateway on PGlite. Reserve, open the sandbox's payment page, pay with a test card; the sandbox
 * signs and delivers the webhook event in-process, and only that event confirms the reservation.
 * A declined card leaves the hold and the page as they were; a second shopper is refused.
 */
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Car } from '../../../src/domain/cars/car.ts';
import { reserveCheck } from '../../../src/domain/cars/reserve-check.ts';
import type { ReservationCreated, ReservationStatus } from '../../../src/domain/reservations/reservation-api.ts';
import { listedCars } from '../../../src/site/vehicle-page.ts';
import type { OpenedLeadStore } from '../../../src/server/store/open-lead-store.ts';
import { createApiDeps } from '../../../src/server/wiring/api-deps.ts';
import { readStockFeed } from '../../../src/stock/read-stock-feed.ts';
import { createFunctionsRouter } from '../../../scripts/lib/functions-router.ts';
import { serveSite } from '../../../scripts/lib/static-server.ts';
import { BAYSIDE, GENEROUS_LIMITS, ROOT } from '../api/fixtures.ts';
import { openEmptyPgliteStore } from '../empty-pglite-store.ts';

const SITE = BAYSIDE;
let dir: string;
let store: OpenedLeadStore;
let server: Server;
let origin: string;
let cars: Car[];

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'sandbox-flow-'));
  await writeFile(path.join(dir, 'index.html'), '<h1>site</h1>');
  ({ store } = await openEmptyPgliteStore());
  const deps = createApiDeps({ site: SITE, store: () => Promise.resolve(store), rateLimits: GENEROUS_LIMITS, dataDir: path.join(ROOT, 'data', SITE.slug) });
  server = await serveSite(dir, 0, '127.0.0.1', { api: createFunctionsRouter(deps) });
  const address = server.address();
  origin = `http://127.0.0.1:${typeof address === 'object' && address !== null ? address.port : 0}`;
  const all = await readStockFeed(SITE, path.join(ROOT, 'data', SITE.slug));
  cars = listedCars([...all], SITE.search, Math.floor(Date.now() / 1000)).filter((car) => reserveCheck(car, { reserve: 'buy-online', listed: true, held: false }).ok);
});

afterAll(async () => {
  server.close();
  await store.close();
  await rm(dir, { recursive: true, force: true });
});

function reserve(car: Car, name = 'Ada Lovelace'): Promise<Response> {
  return fetch(`${origin}/api/reservations`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin, 'idempotency-key': randomUUID() },
    body: JSON.stringify({
      car_slug: car.slug,
      user: { name, email: 'ada@example.com', phone: '0400 123 456', postcode: '3186', terms: true, opt_in: false },
      website: '',
      form_started_at: Date.now() - 60_000,
    }),
  });
}

function pay(paymentUrl: string, cardNumber: string): Promise<Response> {
  const form = new URLSearchParams({ card_number: cardNumber, expiry: '12 / 34', cvc: '123', name: 'Ada Lovelace' });
  return fetch(`${paymentUrl}/pay`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: form, redirect: 'manual' });
}

async function status(id: string): Promise<ReservationStatus> {
  return (await (await fetch(`${origin}/api/reservations/${id}`)).json()) as ReservationStatus;
}

describe('the sandbox gateway behind the local server', () => {
  it('takes a shopper from the reservation to a confirmed deposit through the signed webhook', async () => {
    const car = cars[0] as Car;
    const created = (await (await reserve(car)).json()) as ReservationCreated;
    expect(created.payment_url.startsWith(`${origin}/__sandbox-gateway/checkout/`)).toBe(true);
    const page = await fetch(created.payment_url);
    expect(page.status).toBe(200);
    expect(await page.text()).toMatch(/Sandbox test gateway/);
    expect((await status(created.reservation_id)).state).toBe('awaiting_payment');
    const paid = await pay(created.payment_url, '4242 4242 4242 4242');
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(`${origin}/reservation-confirmed?reservation=${created.reservation_id}`);
    expect((await status(created.reservation_id)).state).toBe('confirmed');
    const availability = await (await fetch(`${origin}/api/cars/${car.slug}/availability`)).json();
    expect(availability).toMatchObject({ state: 'reserved', reservable: false });
    const second = await reserve(car, 'Grace Hopper');
    expect(second.status).toBe(409);
    expect(await second.json()).toMatchObject({ error: 'This car has just been reserved', code: 'car_held' });
  });

  it('keeps the hold and the page open after a declined card', async () => {
    const car = cars[1] as Car;
    const created = (await (await reserve(car)).json()) as ReservationCreated;
    const declined = await pay(created.payment_url, '4000 0000 0000 0002');
    expect(declined.status).toBe(200);
    expect(await declined.text()).toMatch(/Your card was declined/);
    expect((await status(created.reservation_id)).state).toBe('awaiting_payment');
    expect((await pay(created.payment_url, '4242 4242 4242 4242')).status).toBe(303);
    expect((await status(created.reservation_id)).state).toBe('confirmed');
  });
});
