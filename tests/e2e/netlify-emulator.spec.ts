/**
 * The built Brighton site and every function of src/functions under Netlify's own local emulator
 * (tests/e2e/netlify-dev.ts), side by side with the local server (scripts/lib/static-server.ts and
 * its functions router) over the same build, the same handlers' settings and the same lead store.
 *
 * The emulator runs the functions as a deploy does (`serverless`: lambda-local sets
 * AWS_LAMBDA_FUNCTION_NAME), so the local router here is given the deps a deployed function builds
 * (src/server/wiring/netlify-entry.ts) from the same environment: the two hosts then differ only as
 * hosts (routing, the request handed over, the answer passed back). Both use the emulator's
 * database, and the valuation provider is a local stand-in both reach. The brighton demo site takes
 * its payments through the sandbox gateway, which a deploy refuses: its reservations answer 502 and
 * no webhook secret signs its events there (what only `npm start` does is the last test).
 *
 * No browser: requests go to the emulator through its `handle()` and to the local server over HTTP.
 */
import { createHash, randomUUID } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import type { Server } from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Config } from '@netlify/functions';
import { expect, test } from '@playwright/test';
import type { OpenedLeadStore } from '../../src/server/store/open-lead-store.ts';
import { openLeadStore } from '../../src/server/store/open-lead-store.ts';
import { apiDepsForEnvironment, leadStoreOptions } from '../../src/server/wiring/api-deps.ts';
import { readApiEnvironment } from '../../src/server/wiring/api-environment.ts';
import { reserveCheck } from '../../src/domain/cars/reserve-check.ts';
import { VALUATION_API } from '../../src/domain/routes/routes.ts';
import { STRIPE_SIGNATURE_HEADER, signPayload } from '../../src/server/payments/webhook-signature.ts';
import { createFunctionsRouter } from '../../scripts/lib/functions-router.ts';
import { pageHeaders } from '../../scripts/lib/page-headers.ts';
import { serveSite } from '../../scripts/lib/static-server.ts';
import { SECURITY_HEADERS } from '../../src/config/http-headers.ts';
import { enquiryLead } from '../functions/api/fixtures.ts';
import { startRecordingProvider, type RecordingProvider } from '../functions/valuations/recording-provider.ts';
import { startNetlifyEmulator, type NetlifyEmulator } from './netlify-dev.ts';
import { listedDemoCars, siteConfig } from './sites.ts';

const ROOT = path.join(import.meta.dirname, '..', '..');
const SLUG = 'brighton-volkswagen';
const SITE = siteConfig(SLUG);
const DIST = path.join(ROOT, 'dist', SLUG);
/** The site's own origin: a browser page of the site posts with it, and both hosts accept it. */
const SITE_ORIGIN = new URL(SITE.url).origin;
/** Where requests to the emulator are addressed; nothing listens there, handle() takes them. */
const EMULATOR_ORIGIN = 'http://127.0.0.1:8888';
/** lambda-local's value of AWS_LAMBDA_FUNCTION_NAME, which makes a function see a deploy. */
const LAMBDA_FUNCTION_NAME = 'handler';

/** The stand-in provider's answers: a Golf for any plate, and a valuation of it. */
const VEHICLE = { id: 'veh_81a', make: 'Volkswagen', model: 'Golf', year: 2021, badge: '110TSI Life', body: 'Hatch', fuel: 'Petrol', transmission: 'Automatic' };
const VALUATION = { valuation: { trade_value: 21_000, retail_value: 26_500, currency: 'AUD', confidence: 'high' } };
const GOOD_ANSWERS = { odometer: 60_000, condition: 'good', service_history: 'full', damage: false, finance_owing: false };

/** A request both hosts are sent: its origin is the host's. */
type Sent = (origin: string) => Request;

/** What a host answered, reduced to what must agree: status, type, and the body (JSON parsed, other bodies hashed). */
interface Answer {
  readonly status: number;
  readonly contentType: string | null;
  readonly cacheControl: string | null;
  readonly body: unknown;
}

let emulator: NetlifyEmulator;
let provider: RecordingProvider;
let server: Server;
let localOrigin: string;
let store: OpenedLeadStore;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  // The emulator's database starts in some 7 s on an idle machine (PGlite's start and its wire
  // server), three to four times that while other work holds both cores.
  test.setTimeout(90_000);
  provider = await startRecordingProvider((request) =>
    request.url.pathname.endsWith('/valuations') ? { status: 200, body: VALUATION } : { status: 200, body: { vehicle: VEHICLE } },
  );
  emulator = await startNetlifyEmulator(ROOT, SLUG, {
    DEALER_SITE: SLUG,
    VALUATION_API_URL: provider.url,
    VALUATION_API_KEY: 'emulator-test-key',
    VALUATION_ID_SECRET: 'emulator-test-valuation-id-secret',
    DEAL_TOKEN_SECRET: 'emulator-test-deal-token-secret',
    ALERT_TOKEN_SECRET: 'emulator-test-alert-token-secret',
  });
  // The deps a deployed function builds from this environment (the emulator set DATABASE_URL).
  const environment = readApiEnvironment({ ...process.env, AWS_LAMBDA_FUNCTION_NAME: LAMBDA_FUNCTION_NAME }, ROOT);
  const deps = await apiDepsForEnvironment(environment, ROOT);
  server = await serveSite(DIST, 0, '127.0.0.1', { api: createFunctionsRouter(deps) });
  const address = server.address();
  localOrigin = `http://127.0.0.1:${typeof address === 'object' && address !== null ? address.port : 0}`;
  store = await openLeadStore(leadStoreOptions(environment));
});

test.afterAll(async () => {
  server?.closeAllConnections();
  await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
  await store?.close();
  await emulator?.stop();
  await provider?.close();
});

async function answerOf(response: Response): Promise<Answer> {
  const contentType = response.headers.get('content-type');
  const bytes = Buffer.from(await response.arrayBuffer());
  const body = contentType?.includes('json') ? (JSON.parse(bytes.toString('utf8')) as unknown) : { bytes: bytes.length, sha256: createHash('sha256').update(bytes).digest('hex') };
  return { status: response.status, contentType, cacheControl: response.headers.get('cache-control'), body };
}

/** The emulator's answer; it must come from a function (not a static file, not nothing). */
async function viaEmulator(sent: Sent): Promise<Answer> {
  const request = sent(EMULATOR_ORIGIN);
  const result = await emulator.handle(request);
  expect(result?.type, `${request.method} ${new URL(request.url).pathname} reaches a function on the emulator`).toBe('function');
  return answerOf((result as { response: Response }).response);
}

async function viaLocal(sent: Sent): Promise<Answer> {
  const request = sent(localOrigin);
  return answerOf(await fetch(request));
}

function get(urlPath: string): Sent {
  return (origin) => new Request(`${origin}${urlPath}`);
}

function post(urlPath: string, body: unknown, headers: Record<string, string> = {}): Sent {
  return (origin) =>
    new Request(`${origin}${urlPath}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: SITE_ORIGIN, ...headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });
}

/** Each Netlify entry point of src/functions with its in-source config. */
async function functionEntries(): Promise<{ readonly file: string; readonly config: Config }[]> {
  const dir = path.join(ROOT, 'src', 'functions');
  const files = (await readdir(dir)).filter((file) => file.endsWith('.ts')).sort();
  return Promise.all(files.map(async (file) => ({ file, config: ((await import(pathToFileURL(path.join(dir, file)).href)) as { config: Config }).config })));
}

/** A car the site lists now that a shopper may reserve. */
function reservableCars() {
  return listedDemoCars(SLUG, (car) => reserveCheck(car, { reserve: SITE.features.buttons.reserve, listed: true, held: false }).ok);
}

test('every function of src/functions is reached at its config.path and answers as the local server does', async () => {
  // The first call waits for esbuild to bundle all the functions: some 7 s on an idle machine.
  test.setTimeout(90_000);
  const entries = await functionEntries();
  const [car] = reservableCars();
  if (car === undefined) throw new Error(`${SLUG} lists no reservable car`);
  const reached: string[] = [];
  for (const { file, config } of entries) {
    // A scheduled function (the outbox and lapsed-hold run) has no path: Netlify runs it on its schedule.
    if (config.path === undefined) {
      expect(config.schedule, `${file} has either a path or a schedule`).toBeDefined();
      continue;
    }
    for (const pattern of [config.path].flat()) {
      const urlPath = pattern.replace(':slug', car.slug).replace(':id', randomUUID());
      const methods = [config.method ?? 'POST'].flat();
      // A GET function is called as the site calls it; a POST one with a form's bot-check fields and
      // nothing else, which each handler refuses naming its own missing fields (so the body tells
      // which handler answered).
      const sent = methods.includes('GET') ? get(urlPath) : post(urlPath, { website: '', form_started_at: Date.now() - 60_000 }, { 'idempotency-key': randomUUID() });
      const [onEmulator, onLocal] = [await viaEmulator(sent), await viaLocal(sent)];
      expect(onEmulator, `${file}: ${pattern}`).toEqual(onLocal);
      expect(onEmulator.status, `${file}: ${pattern}`).toBeLessThan(500);
      reached.push(pattern);
    }
  }
  expect(reached.length).toBe(entries.filter((entry) => entry.config.path !== undefined).length);
});

test('a lead reaches the lead store through the emulator as through the local server', async () => {
  const lead = enquiryLead();
  const onEmulator = await viaEmulator(post('/api/leads', lead, { 'idempotency-key': randomUUID() }));
  const onLocal = await viaLocal(post('/api/leads', lead, { 'idempotency-key': randomUUID() }));
  expect(onEmulator.status).toBe(200);
  expect(onLocal.status).toBe(200);
  const ids = [onEmulator, onLocal].map((answer) => (answer.body as { lead_id: string }).lead_id);
  const stored = await Promise.all(ids.map((id) => store.get(SLUG, id)));
  expect(stored.map((submission) => submission?.kind)).toEqual(['lead', 'lead']);
  expect(stored[0]?.payload).toEqual(stored[1]?.payload);
});

test('a reservation is held, refused by the payment gateway a deploy gives the sandbox site, and released alike', async () => {
  const [first, second] = reservableCars();
  if (first === undefined || second === undefined) throw new Error(`${SLUG} lists fewer than two reservable cars`);
  const body = (slug: string) => ({
    car_slug: slug,
    user: { name: 'Ada Lovelace', email: 'ada@example.com', phone: '0400 123 456', postcode: '3186', terms: true, opt_in: false },
    website: '',
    form_started_at: Date.now() - 60_000,
  });
  const onEmulator = await viaEmulator(post('/api/reservations', body(first.slug), { 'idempotency-key': randomUUID() }));
  const onLocal = await viaLocal(post('/api/reservations', body(second.slug), { 'idempotency-key': randomUUID() }));
  expect(onEmulator).toEqual(onLocal);
  expect(onEmulator.status).toBe(502);
  // Each host's function wrote the hold and then released it when the gateway refused.
  const reservations = await store.reservations.list(SLUG, { limit: 100 });
  for (const car of [first, second]) {
    const entry = reservations.find((item) => item.reservation.car.slug === car.slug);
    expect(entry?.reservation.state, car.slug).toBe('released');
    expect(entry?.history.map((step) => [step.from, step.to, step.source])).toEqual([
      [null, 'awaiting_payment', 'api'],
      ['awaiting_payment', 'released', 'api'],
    ]);
  }
  // Both the availability calls now see the car free again.
  const availability = get(`/api/cars/${first.slug}/availability`);
  expect(await viaEmulator(availability)).toEqual(await viaLocal(availability));

  // A Stripe-signed payment event for the hold: the webhook refuses it alike, since no secret it
  // knows signs anything (the sandbox's is made afresh by each process).
  const event = JSON.stringify({
    id: `evt_${randomUUID().replaceAll('-', '')}`,
    object: 'event',
    type: 'checkout.session.completed',
    created: Math.floor(Date.now() / 1000),
    data: {
      object: {
        id: `cs_test_${randomUUID().replaceAll('-', '')}`,
        object: 'checkout.session',
        metadata: { reservation_id: reservations[0]?.reservation.id, site_slug: SLUG },
        payment_status: 'paid',
        payment_intent: 'pi_test_emulator',
      },
    },
  });
  const signature = signPayload(event, 'whsec_test_emulator', Math.floor(Date.now() / 1000));
  const webhook = post('/api/payments/webhook', event, { [STRIPE_SIGNATURE_HEADER]: signature });
  const [eventOnEmulator, eventOnLocal] = [await viaEmulator(webhook), await viaLocal(webhook)];
  expect(eventOnEmulator).toEqual(eventOnLocal);
  expect(eventOnEmulator.status).toBe(400);
});

test('a valuation goes to the provider and back alike, and each host reads the ids the other issued', async () => {
  const identify = post(VALUATION_API.registration, { rego: 'TRADE1', regoState: 'VIC' });
  const [onEmulator, onLocal] = [await viaEmulator(identify), await viaLocal(identify)];
  expect(onEmulator.status).toBe(200);
  expect({ ...onEmulator, body: { ...(onEmulator.body as object), id: 'id' } }).toEqual({ ...onLocal, body: { ...(onLocal.body as object), id: 'id' } });
  expect(onEmulator.body).toMatchObject({ status: 'identified', vehicle: { make: 'Volkswagen', model: 'Golf' } });
  const idOf = (answer: Answer) => (answer.body as { id: string }).id;
  const estimateOf = (id: string) => post(VALUATION_API.estimate, { id, adjustmentAnswers: GOOD_ANSWERS });
  const [crossEmulator, crossLocal] = [await viaEmulator(estimateOf(idOf(onLocal))), await viaLocal(estimateOf(idOf(onEmulator)))];
  expect(crossEmulator.status).toBe(200);
  expect(crossEmulator.body).toMatchObject({ status: 'estimate', estimate: { currency: 'AUD' } });
  expect(crossEmulator).toEqual(crossLocal);
});

test('pages and assets carry the policy of the build\'s _headers and the headers of netlify.toml, as on the local server', async () => {
  const headersOf = pageHeaders(DIST);
  const carSlug = reservableCars()[0]?.slug;
  const asset = (await readdir(path.join(DIST, '_astro'))).find((file) => file.endsWith('.js'));
  const files = [
    { urlPath: '/', file: 'index.html' },
    { urlPath: '/about-us', file: 'about-us.html' },
    { urlPath: `/cars/${carSlug}`, file: `cars/${carSlug}.html` },
    { urlPath: `/_astro/${asset}`, file: `_astro/${asset}` },
  ];
  for (const { urlPath, file } of files) {
    const result = await emulator.handle(new Request(`${EMULATOR_ORIGIN}${urlPath}`));
    expect(result?.type, urlPath).toBe('static');
    const onEmulator = (result as { response: Response }).response;
    const onLocal = await fetch(`${localOrigin}${urlPath}`);
    expect(onEmulator.status, urlPath).toBe(200);
    expect(onLocal.status, urlPath).toBe(200);
    const expected = { ...SECURITY_HEADERS, ...(await headersOf(path.join(DIST, file), false)) };
    expect(Object.keys(expected)).toContain('Content-Security-Policy');
    for (const [name, value] of Object.entries(expected)) {
      expect(onEmulator.headers.get(name), `${urlPath}: ${name} on the emulator`).toBe(value);
      expect(onLocal.headers.get(name), `${urlPath}: ${name} on the local server`).toBe(value);
    }
    expect(onEmulator.headers.get('cache-control'), urlPath).toBe(onLocal.headers.get('cache-control'));
    expect(Buffer.from(await onEmulator.arrayBuffer()).equals(Buffer.from(await onLocal.arrayBuffer())), urlPath).toBe(true);
  }
});

test('what only the local server answers: the sandbox gateway\'s pages, the ops endpoint and the 404 page', async () => {
  for (const urlPath of ['/__sandbox-gateway/checkout/anything', '/__ops/leads?site=brighton-volkswagen', '/no-such-page']) {
    expect(await emulator.handle(new Request(`${EMULATOR_ORIGIN}${urlPath}`)), urlPath).toBeUndefined();
  }
  expect((await fetch(`${localOrigin}/__ops/leads?site=${SLUG}`)).status).toBe(200);
  const missing = await fetch(`${localOrigin}/no-such-page`);
  expect(missing.status).toBe(404);
  expect(await missing.text()).toContain('Page not found');
});
