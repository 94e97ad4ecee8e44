/**
 * The reservation calls end to end on a real PGlite store and the real `stripe` SDK talking to a
 * local recording fake (no network): the amount comes from the config and the feed, the session
 * carries the reservation; webhooks are signed with the SDK's own test-header helper and checked on
 * the raw body; replays, events out of order, late payments, 50 shoppers at once and a database
 * that fails half-way.
 */
import { randomUUID } from 'node:crypto';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requireSiteConfig } from '../../../src/config/load-site-config.ts';
import type { Car } from '../../../src/domain/cars/car.ts';
import { reserveCheck } from '../../../src/domain/cars/reserve-check.ts';
import { depositCharge } from '../../../src/domain/reservations/deposit.ts';
import type { ReservationCreated } from '../../../src/domain/reservations/reservation-api.ts';
import { listedCars } from '../../../src/site/vehicle-page.ts';
import { AVAILABILITY_TEXTS, carAvailability, carsAvailability } from '../../../src/server/handlers/car-availability.ts';
import { MAX_AVAILABILITY_SLUGS, carsAvailabilityPath } from '../../../src/domain/reservations/reservation-api.ts';
import { createReservation } from '../../../src/server/handlers/create-reservation.ts';
import { paymentWebhook } from '../../../src/server/handlers/payment-webhook.ts';
import { reservationStatus } from '../../../src/server/handlers/reservation-status.ts';
import type { ApiDeps } from '../../../src/server/handlers/deps.ts';
import { createStripeGateway } from '../../../src/server/payments/stripe-gateway.ts';
import { migrate, readMigrations } from '../../../src/server/store/migrate.ts';
import { defaultMigrationsDir, type OpenedLeadStore } from '../../../src/server/store/open-lead-store.ts';
import { openPgliteDatabase } from '../../../src/server/store/pglite-database.ts';
import { SqlLeadStore } from '../../../src/server/store/sql-lead-store.ts';
import { readStockFeed } from '../../../src/stock/read-stock-feed.ts';
import { FAKE_STRIPE_KEY, FakeStripe } from '../payments/fake-stripe.ts';
import { ROOT, botFields, call, depsFor, postRequest } from '../api/fixtures.ts';
import { openEmptyPgliteStore } from '../empty-pglite-store.ts';

const SITE = await requireSiteConfig(ROOT, 'brighton-volkswagen');
const WEBHOOK_SECRET = 'whsec_test_reservations';
const sdk = new Stripe(FAKE_STRIPE_KEY);
const CARS: readonly Car[] = await readStockFeed(SITE, `${ROOT}data/${SITE.slug}`);
const now = new Date();
const RESERVABLE = listedCars([...CARS], SITE.search, Math.floor(now.getTime() / 1000)).filter(
  (car) => reserveCheck(car, { reserve: 'checkout', listed: true, held: false }).ok,
);

let store: OpenedLeadStore;
let stripe: FakeStripe;
let deps: ApiDeps;
let logged: { messages: string[] };
let nextCar = 0;

/** The deposit the config and the feed ask for a car, in cents, as Stripe is sent it. */
function cents(car: Car): string {
  return String(depositCharge(car, SITE.region, SITE.payments.deposit).amountMinor);
}

/** A car nobody in this file has reserved yet. */
function freshCar(): Car {
  const car = RESERVABLE[nextCar];
  nextCar += 1;
  if (car === undefined) throw new Error('ran out of reservable demo cars');
  return car;
}

function shopper(name = 'Ada Lovelace') {
  return { name, email: 'ada@example.com', phone: '0400 123 456', postcode: '3186', terms: true, opt_in: true };
}

function reserve(car: Car, key = randomUUID(), user = shopper(), extra: Record<string, unknown> = {}) {
  return call(createReservation, postRequest(SITE, '/api/reservations', { car_slug: car.slug, user, ...botFields(), ...extra }, { 'Idempotency-Key': key }), deps);
}

/** A webhook request signed as Stripe signs it (the SDK's own helper), `offsetSeconds` from now. */
function webhook(event: Record<string, unknown>, offsetSeconds = 0, secret = WEBHOOK_SECRET): Request {
  const payload = JSON.stringify(event);
  const header = sdk.webhooks.generateTestHeaderString({ payload, secret, timestamp: Math.floor(Date.now() / 1000) + offsetSeconds });
  return new Request(`${SITE.url}/api/payments/webhook`, { method: 'POST', headers: { 'content-type': 'application/json', 'stripe-signature': header }, body: payload });
}

function sessionEvent(type: string, created: ReservationCreated, fields: Record<string, unknown> = {}, eventId = `evt_${randomUUID()}`) {
  const session = stripe.sessions.get(sessionIdOf(created));
  return {
    id: eventId,
    object: 'event',
    type,
    created: Math.floor(Date.now() / 1000),
    data: {
      object: {
        id: sessionIdOf(created),
        object: 'checkout.session',
        metadata: session?.metadata ?? {},
        payment_status: 'paid',
        payment_intent: `pi_${created.reservation_id.slice(0, 8)}`,
        amount_total: session?.amount_total ?? 0,
        currency: session?.currency ?? 'aud',
        ...fields,
      },
    },
  };
}

function sessionIdOf(created: ReservationCreated): string {
  return created.payment_url.split('/').pop() ?? '';
}

async function state(created: ReservationCreated): Promise<string | undefined> {
  return (await store.reservations.get(SITE.slug, created.reservation_id))?.state;
}

async function reserved(car: Car): Promise<ReservationCreated> {
  const response = await reserve(car);
  expect(response.status).toBe(200);
  return (await response.json()) as ReservationCreated;
}

beforeAll(async () => {
  ({ store } = await openEmptyPgliteStore());
  stripe = new FakeStripe();
  ({ deps, logged } = depsFor(SITE, store, {
    payments: { gateway: createStripeGateway({ secretKey: FAKE_STRIPE_KEY, fetch: stripe.fetch }), webhookSecret: WEBHOOK_SECRET },
  }));
});

afterAll(async () => {
  await store.close();
});

describe('POST /api/reservations', () => {
  it('holds the car, stores its lead and opens a Stripe Checkout session for the config\'s deposit', async () => {
    const car = freshCar();
    const created = await reserved(car);
    expect(created.reference).toMatch(/^R-[2-9A-Z]{8}$/);
    const request = stripe.requests.find((recorded) => recorded.path === '/v1/checkout/sessions');
    expect(request?.form).toMatchObject({
      mode: 'payment',
      'line_items[0][price_data][unit_amount]': cents(car),
      'line_items[0][price_data][currency]': 'aud',
      'metadata[reservation_id]': created.reservation_id,
      'metadata[site_slug]': SITE.slug,
      client_reference_id: created.reservation_id,
      customer_email: 'ada@example.com',
      expires_at: String(Math.floor(Date.parse(created.hold_expires_at) / 1000)),
    });
    expect(request?.idempotencyKey).toBe(`reservation-checkout-${created.reservation_id}`);
    expect(Date.parse(created.hold_expires_at) - Date.now()).toBeGreaterThan(29 * 60_000);
    expect(await state(created)).toBe('awaiting_payment');
    const lead = await store.get(SITE.slug, created.lead_id);
    expect(lead).toMatchObject({ kind: 'reservation', category: 'Reservation', subcategory: 'awaiting_payment' });
  });

  it('ignores any amount the browser sends', async () => {
    const car = freshCar();
    const response = await reserve(car, randomUUID(), shopper(), { amount: 1, deposit: 1, price: 1 });
    expect(response.status).toBe(200);
    expect(stripe.requests.at(-1)?.form['line_items[0][price_data][unit_amount]']).toBe(cents(car));
  });

  it('names the fields that are wrong, and holds nothing', async () => {
    const car = freshCar();
    const response = await reserve(car, randomUUID(), { ...shopper(), email: 'nope', postcode: '31', terms: false });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { fields: Record<string, string> };
    expect(Object.keys(body.fields).sort()).toEqual(['user.email', 'user.postcode', 'user.terms']);
    expect(await store.reservations.holdOf(SITE.slug, car.id, new Date())).toBeNull();
  });

  it('answers a retried submit with the same reservation and payment page', async () => {
    const car = freshCar();
    const key = randomUUID();
    const first = (await (await reserve(car, key)).json()) as ReservationCreated;
    const again = await reserve(car, key);
    expect(again.status).toBe(200);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(await again.json()).toEqual(first);
  });

  it('of 50 shoppers who try at once, exactly one gets the hold; the others are told the car was just reserved', async () => {
    const car = freshCar();
    const responses = await Promise.all(Array.from({ length: 50 }, (_, i) => reserve(car, randomUUID(), shopper(`Shopper ${i}`))));
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(49);
    const refusal = (await responses.find((response) => response.status === 409)?.json()) as { error: string; code: string; similar_url: string };
    expect(refusal).toMatchObject({ error: 'This car has just been reserved', code: 'car_held' });
    expect(refusal.similar_url).toMatch(/^\/search\/new-used-and-demo-cars\?/);
    const leads = await store.list(SITE.slug, { limit: 10_000, kind: 'reservation' });
    expect(leads.filter(({ submission }) => (submission.payload.car as { id?: number } | undefined)?.id === car.id)).toHaveLength(1);
  });

  it("refuses with 'Availability to be confirmed' (409) once the stock is older than the site's setting, holding nothing; enquiries are not its business", async () => {
    const car = freshCar();
    const hours = SITE.stock.stale_after_hours;
    const nowSeconds = Math.floor(Date.now() / 1000);
    const staleDeps: ApiDeps = { ...deps, stockConfirmedAt: () => Promise.resolve(nowSeconds - hours * 3600 - 60) };
    const stale = await call(createReservation, postRequest(SITE, '/api/reservations', { car_slug: car.slug, user: shopper(), ...botFields() }, { 'Idempotency-Key': randomUUID() }), staleDeps);
    expect(stale.status).toBe(409);
    expect(await stale.json()).toMatchObject({ code: 'stock_unconfirmed', error: expect.stringMatching(/^Availability to be confirmed: the dealer's stock list was last confirmed 1 day ago/) });
    const neverConfirmed: ApiDeps = { ...deps, stockConfirmedAt: () => Promise.resolve(null) };
    expect((await call(createReservation, postRequest(SITE, '/api/reservations', { car_slug: car.slug, user: shopper(), ...botFields() }, { 'Idempotency-Key': randomUUID() }), neverConfirmed)).status).toBe(409);
    const leads = await store.list(SITE.slug, { limit: 10_000, kind: 'reservation' });
    expect(leads.filter(({ submission }) => (submission.payload.car as { id?: number } | undefined)?.id === car.id)).toHaveLength(0);
    // Just inside the setting, the same car is held.
    const freshDeps: ApiDeps = { ...deps, stockConfirmedAt: () => Promise.resolve(nowSeconds - hours * 3600 + 600) };
    expect((await call(createReservation, postRequest(SITE, '/api/reservations', { car_slug: car.slug, user: shopper(), ...botFields() }, { 'Idempotency-Key': randomUUID() }), freshDeps)).status).toBe(200);
  });

  it('refuses a car that fails the reserve check', async () => {
    const sold = CARS.find((car) => car.sold);
    if (sold) expect((await reserve(sold)).status).toBe(409);
    expect((await reserve({ ...freshCar(), slug: 'no-such-car' })).status).toBe(404);
  });

  it('releases the hold and says so plainly when Stripe cannot open the page', async () => {
    const car = freshCar();
    stripe.failNext(3);
    const response = await reserve(car);
    expect(response.status).toBe(502);
    expect(((await response.json()) as { error: string }).error).toMatch(/could not be opened/);
    expect(await store.reservations.holdOf(SITE.slug, car.id, new Date())).toBeNull();
    expect(logged.messages.some((message) => message.includes('could not be opened'))).toBe(true);
  });
});

describe('POST /api/payments/webhook', () => {
  it('confirms on checkout.session.completed, and a replayed event changes nothing', async () => {
    const created = await reserved(freshCar());
    const event = sessionEvent('checkout.session.completed', created);
    const first = await call(paymentWebhook, webhook(event), deps);
    expect(first.status).toBe(200);
    expect(await state(created)).toBe('confirmed');
    const replay = await call(paymentWebhook, webhook(event), deps);
    expect(await replay.json()).toMatchObject({ outcome: 'duplicate: this event was applied before' });
    const notices = (await store.list(SITE.slug, { limit: 10_000, kind: 'reservation' })).filter(
      ({ submission }) => (submission.payload.reservation as { id?: string }).id === created.reservation_id,
    );
    expect(notices.map(({ submission }) => submission.subcategory).sort()).toEqual(['awaiting_payment', 'confirmed']);
  });

  it('refuses a forged signature, a stale or future timestamp and a tampered body, and changes nothing', async () => {
    const created = await reserved(freshCar());
    const event = sessionEvent('checkout.session.completed', created);
    const forged = await call(paymentWebhook, webhook(event, 0, 'whsec_someone_else'), deps);
    const stale = await call(paymentWebhook, webhook(event, -301), deps);
    const future = await call(paymentWebhook, webhook(event, 60), deps);
    const good = webhook(event);
    const tampered = new Request(good.url, { method: 'POST', headers: good.headers, body: JSON.stringify({ ...event, id: 'evt_other' }) });
    for (const response of [forged, stale, future, await call(paymentWebhook, tampered, deps)]) expect(response.status).toBe(400);
    expect(await state(created)).toBe('awaiting_payment');
  });

  it('takes a delayed payment: pending on completion, confirmed when it settles, even in the wrong order', async () => {
    const a = await reserved(freshCar());
    await call(paymentWebhook, webhook(sessionEvent('checkout.session.completed', a, { payment_status: 'unpaid' })), deps);
    expect(await state(a)).toBe('payment_pending');
    await call(paymentWebhook, webhook(sessionEvent('checkout.session.async_payment_succeeded', a)), deps);
    expect(await state(a)).toBe('confirmed');
    const b = await reserved(freshCar());
    await call(paymentWebhook, webhook(sessionEvent('checkout.session.async_payment_succeeded', b)), deps);
    await call(paymentWebhook, webhook(sessionEvent('checkout.session.completed', b, { payment_status: 'unpaid' })), deps);
    expect(await state(b)).toBe('confirmed');
  });

  it('releases the hold when the page expires or a delayed payment fails', async () => {
    const a = await reserved(freshCar());
    await call(paymentWebhook, webhook(sessionEvent('checkout.session.expired', a, { payment_status: 'unpaid', payment_intent: null })), deps);
    expect(await state(a)).toBe('released');
    const b = await reserved(freshCar());
    await call(paymentWebhook, webhook(sessionEvent('checkout.session.completed', b, { payment_status: 'unpaid' })), deps);
    await call(paymentWebhook, webhook(sessionEvent('checkout.session.async_payment_failed', b, { payment_status: 'unpaid' })), deps);
    expect(await state(b)).toBe('released');
  });

  it('refunds a payment confirmed after the hold was released and someone else holds the car, and the lead says so', async () => {
    const car = freshCar();
    const first = await reserved(car);
    await call(paymentWebhook, webhook(sessionEvent('checkout.session.expired', first, { payment_status: 'unpaid', payment_intent: null })), deps);
    const second = await reserved(car);
    expect(await state(second)).toBe('awaiting_payment');
    const late = await call(paymentWebhook, webhook(sessionEvent('checkout.session.completed', first)), deps);
    expect(late.status).toBe(200);
    expect(await state(first)).toBe('refunded');
    const refund = stripe.requests.find((request) => request.path === '/v1/refunds' && request.idempotencyKey === `reservation-refund-${first.reservation_id}`);
    expect(refund?.form).toMatchObject({ payment_intent: `pi_${first.reservation_id.slice(0, 8)}`, amount: cents(car) });
    const notice = (await store.list(SITE.slug, { limit: 10_000, kind: 'reservation' })).find(
      ({ submission }) => submission.subcategory === 'refunded' && (submission.payload.reservation as { id?: string }).id === first.reservation_id,
    );
    expect((notice?.submission.payload.reservation as { reason?: string }).reason).toMatch(/after the hold was released; refunded automatically/);
    expect(await state(second)).toBe('awaiting_payment');
  });

  it('answers 503 and records nothing when the refund fails, so Stripe\'s retry refunds once', async () => {
    const created = await reserved(freshCar());
    await call(paymentWebhook, webhook(sessionEvent('checkout.session.expired', created, { payment_status: 'unpaid', payment_intent: null })), deps);
    const event = sessionEvent('checkout.session.completed', created);
    stripe.failNext(3);
    expect((await call(paymentWebhook, webhook(event), deps)).status).toBe(503);
    expect(await state(created)).toBe('released');
    expect((await call(paymentWebhook, webhook(event), deps)).status).toBe(200);
    expect(await state(created)).toBe('refunded');
  });

  it('acknowledges events that are not ours without acting', async () => {
    const response = await call(paymentWebhook, webhook({ id: 'evt_x', object: 'event', type: 'customer.created', created: 1, data: { object: { id: 'cus_1', object: 'customer' } } }), deps);
    expect(response.status).toBe(200);
  });
});

describe('GET availability and status', () => {
  it('shows a held car as reserved, and the reservation\'s state to its shopper', async () => {
    const car = freshCar();
    const free = await call(carAvailability, new Request(`${SITE.url}/api/cars/${car.slug}/availability`), deps);
    expect(await free.json()).toEqual({ slug: car.slug, state: 'available', reservable: true });
    expect(free.headers.get('cache-control')).toBe('public, max-age=5');
    const created = await reserved(car);
    const held = await call(carAvailability, new Request(`${SITE.url}/api/cars/${car.slug}/availability`), deps);
    expect(await held.json()).toEqual({ slug: car.slug, state: 'reserved', reservable: false });
    const status = await call(reservationStatus, new Request(`${SITE.url}/api/reservations/${created.reservation_id}`), deps);
    expect(await status.json()).toMatchObject({ reference: created.reference, state: 'awaiting_payment', deposit_text: depositCharge(car, SITE.region, SITE.payments.deposit).text, first_name: 'Ada', car: { slug: car.slug } });
    expect((await call(reservationStatus, new Request(`${SITE.url}/api/reservations/${randomUUID()}`), deps)).status).toBe(404);
  });
  it('answers several cars in one call: each listed car in the order asked, unknown slugs left out', async () => {
    const [free, held] = [freshCar(), freshCar()];
    await reserved(held);
    const response = await call(carsAvailability, new Request(`${SITE.url}${carsAvailabilityPath([held.slug, 'no-such-car', free.slug, held.slug])}`), deps);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=5');
    expect(await response.json()).toEqual({
      cars: [
        { slug: held.slug, state: 'reserved', reservable: false },
        { slug: free.slug, state: 'available', reservable: true },
      ],
    });
  });

  it.each([
    ['no slug', '/api/cars/availability'],
    ['an empty list', '/api/cars/availability?slugs=,'],
    ['too many slugs', carsAvailabilityPath(Array.from({ length: MAX_AVAILABILITY_SLUGS + 1 }, (_, index) => `car-${index}`))],
  ])('refuses a batch call with %s (400)', async (_case, path) => {
    const response = await call(carsAvailability, new Request(`${SITE.url}${path}`), deps);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: AVAILABILITY_TEXTS.badSlugs });
  });
});

describe('a database that fails half-way', () => {
  it('answers 503, never success, and leaves neither a hold nor a lead behind', async () => {
    const db = await openPgliteDatabase(`memory://failing-reservations-${randomUUID()}`);
    await migrate(db, await readMigrations(await defaultMigrationsDir()));
    // The lead and its outbox are written, then the history row fails: the transaction must undo both.
    await db.exec(`
      CREATE FUNCTION refuse_history() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'disk full'; END $$;
      CREATE TRIGGER refuse_history BEFORE INSERT ON reservation_history FOR EACH ROW EXECUTE FUNCTION refuse_history();`);
    const failing = new SqlLeadStore(db);
    const { deps: failingDeps } = depsFor(SITE, failing, {
      payments: { gateway: createStripeGateway({ secretKey: FAKE_STRIPE_KEY, fetch: stripe.fetch }), webhookSecret: WEBHOOK_SECRET },
    });
    const car = freshCar();
    const response = await call(
      createReservation,
      postRequest(SITE, '/api/reservations', { car_slug: car.slug, user: shopper(), ...botFields() }, { 'Idempotency-Key': randomUUID() }),
      failingDeps,
    );
    expect(response.status).toBe(503);
    expect(await db.query('SELECT count(*)::int AS n FROM reservations')).toEqual([{ n: 0 }]);
    expect(await db.query('SELECT count(*)::int AS n FROM submissions')).toEqual([{ n: 0 }]);
    expect(await db.query('SELECT count(*)::int AS n FROM outbox')).toEqual([{ n: 0 }]);
    await failing.close();
    // A PGlite of its own (its trigger must not reach other tests' store): starting and migrating
    // it takes some seconds more on a busy machine than the suite's usual limit.
  }, 60_000);
});
