/**
 * `npm run reservations` as ops use it, on a real PGlite store: list with history (table and JSON),
 * release an unpaid hold, refund a paid deposit through the site's gateway (the labelled sandbox
 * here), refuse what does not apply, and the usage errors.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runReservationsCommand } from '../../scripts/lib/reservations-command.ts';
import { directReservationsSource } from '../../scripts/lib/reservations-direct.ts';
import type { Car } from '../../src/domain/cars/car.ts';
import { reserveCheck } from '../../src/domain/cars/reserve-check.ts';
import type { ReservationCreated } from '../../src/domain/reservations/reservation-api.ts';
import { createReservation } from '../../src/server/handlers/create-reservation.ts';
import { openLeadStore, type OpenedLeadStore } from '../../src/server/store/open-lead-store.ts';
import type { ApiEnvironment } from '../../src/server/wiring/api-environment.ts';
import { listedCars } from '../../src/site/vehicle-page.ts';
import { readStockFeed } from '../../src/stock/read-stock-feed.ts';
import { BRIGHTON, ROOT, botFields, call, depsFor, postRequest } from '../functions/api/fixtures.ts';

const environment: ApiEnvironment = {
  siteSlug: BRIGHTON.slug,
  databaseUrl: undefined,
  dataDir: `memory://reservations-cli-${randomUUID()}`,
  serverless: false,
  turnstileSecret: undefined,
  stripeSecretKey: undefined,
  stripeWebhookSecret: undefined,
  valuationApiUrl: undefined,
  valuationApiKey: undefined,
  valuationIdSecret: undefined,
};
let store: OpenedLeadStore;
let cars: Car[];

async function run(...argv: string[]): Promise<{ code: number; out: string; err: string }> {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runReservationsCommand(argv, {
    // The direct source closes its store when the command ends (one command, one process); here the
    // store is shared with the test (an in-memory PGlite), so closing is left to afterAll.
    openSource: async () => ({ ...directReservationsSource(ROOT, environment), close: async () => {} }),
    out: (text) => out.push(text),
    err: (text) => err.push(text),
  });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

async function reserve(car: Car): Promise<ReservationCreated> {
  const { deps } = depsFor(BRIGHTON, store);
  const response = await call(
    createReservation,
    postRequest(BRIGHTON, '/api/reservations', { car_slug: car.slug, user: { name: 'Ada Lovelace', email: 'ada@example.com', phone: '0400 123 456', postcode: '3186', terms: true, opt_in: false }, ...botFields() }, { 'Idempotency-Key': randomUUID() }),
    deps,
  );
  expect(response.status).toBe(200);
  return (await response.json()) as ReservationCreated;
}

beforeAll(async () => {
  store = await openLeadStore({ dataDir: environment.dataDir });
  const all = await readStockFeed(BRIGHTON, `${ROOT}data/${BRIGHTON.slug}`);
  cars = listedCars([...all], BRIGHTON.search, Math.floor(Date.now() / 1000)).filter((car) => reserveCheck(car, { reserve: 'checkout', listed: true, held: false }).ok);
});

afterAll(async () => {
  await store.close();
});

describe('npm run reservations', () => {
  it('lists the site\'s reservations with their history, and as JSON', async () => {
    const created = await reserve(cars[0] as Car);
    const table = await run('list', '--site', BRIGHTON.slug);
    expect(table.code).toBe(0);
    expect(table.out).toContain(created.reference);
    expect(table.out).toContain('awaiting_payment');
    expect(table.out).toMatch(/- -> awaiting_payment {2}\(api\) the car is held/);
    const json = JSON.parse((await run('list', '--site', BRIGHTON.slug, '--json')).out) as { reference: string; history: unknown[] }[];
    expect(json.find((row) => row.reference === created.reference)?.history).toHaveLength(1);
  });

  it('releases an unpaid hold, and refuses to release it twice', async () => {
    const created = await reserve(cars[1] as Car);
    const released = await run('release', created.reservation_id);
    expect(released).toMatchObject({ code: 0, out: `${created.reference} is now released.` });
    const again = await run('release', created.reservation_id);
    expect(again.code).toBe(1);
    expect(again.err).toMatch(/was not changed: the reservation is already released/);
  });

  it('refunds a paid deposit through the gateway, and will not refund an unpaid hold', async () => {
    const created = await reserve(cars[2] as Car);
    const unpaid = await run('refund', created.reservation_id);
    expect(unpaid.code).toBe(1);
    expect(unpaid.err).toMatch(/no paid deposit to refund/);
    await store.reservations.applyEvent(
      { siteSlug: BRIGHTON.slug, reservationId: created.reservation_id, event: 'paid', source: 'event:evt_cli', paymentId: 'pi_sandbox_cli' },
      new Date(),
      { refund: () => Promise.reject(new Error('not here')), expireCheckout: async () => {} },
      () => ({ submission: { siteSlug: BRIGHTON.slug, kind: 'reservation', idempotencyKey: `n-${randomUUID()}`, dealershipSlug: null, category: 'Reservation', subcategory: 'confirmed', eventId: null, payload: {}, consent: null, complete: true }, outbox: [] }),
    );
    const refunded = await run('refund', created.reservation_id);
    expect(refunded.code).toBe(0);
    expect(refunded.out).toMatch(new RegExp(`^${created.reference} is now refunded \\(refund re_sandbox_`));
    const history = await store.reservations.history(BRIGHTON.slug, created.reservation_id);
    expect(history.map((entry) => `${entry.to} (${entry.source})`)).toEqual(['awaiting_payment (api)', 'confirmed (event:evt_cli)', 'refunded (ops)']);
  });

  it('says plainly when there is no such reservation, and how to use it', async () => {
    expect(await run('release', randomUUID())).toMatchObject({ code: 1 });
    expect((await run('list')).code).toBe(2);
    expect((await run('refund')).err).toMatch(/takes one reservation id/);
    expect((await run('--help')).out).toMatch(/^Usage: npm run reservations/);
  });
});
