/**
 * `npm run bench:reservations`: POST /api/reservations as `npm start` serves it (the local functions
 * router, PGlite on disk, the sandbox gateway), against the lead function's budget (docs/architecture.md,
 * Budgets: p95 <= 100 ms locally). It reserves N different cars one after another (the site's
 * reservable demo cars, copied under new ids and slugs until there are N), then sends 50 shoppers at
 * one car at once and checks that exactly one got the hold. With DATABASE_URL it runs on that
 * PostgreSQL instead, in a scratch database it creates and drops. Exits 1 over budget or when the
 * race does not end with exactly one hold.
 */
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { requireSiteConfig } from '../src/config/load-site-config.ts';
import type { Car } from '../src/domain/cars/car.ts';
import { reserveCheck } from '../src/domain/cars/reserve-check.ts';
import { listedCars } from '../src/site/vehicle-page.ts';
import { readStockFeed } from '../src/stock/read-stock-feed.ts';
import { createApiDeps } from '../src/server/wiring/api-deps.ts';
import { openLeadStore } from '../src/server/store/open-lead-store.ts';
import { createScratchDatabase, percentile } from './lib/bench-database.ts';
import { parseCli } from './lib/cli.ts';
import { formatTable } from './lib/format-table.ts';
import { createFunctionsRouter } from './lib/functions-router.ts';
import { serveSite } from './lib/static-server.ts';

const P95_BUDGET_MS = 100;
const RACERS = 50;

const HELP = `Time POST /api/reservations on the local functions router (PGlite on disk and the sandbox
gateway, as npm start serves it; PostgreSQL in a scratch database when DATABASE_URL is set), then
race ${RACERS} shoppers for one car.

Usage: npm run bench:reservations [-- --reservations 300] [--site brighton-volkswagen]

Options:
  --reservations <n>  cars reserved one after another (default: 300)
  --site <slug>       a demo site that takes reservations (default: brighton-volkswagen)
  -h, --help          show this help

Exits 1 when the p95 is over ${P95_BUDGET_MS} ms or the race does not end with exactly one hold.`;

const values = parseCli({ reservations: { type: 'string', default: '300' }, site: { type: 'string', default: 'brighton-volkswagen' } }, HELP);
if (typeof values === 'number') process.exit(values);
const count = Number(values.reservations);
if (!Number.isSafeInteger(count) || count < 1) {
  console.error(`--reservations expects a whole number of at least 1\n\n${HELP}`);
  process.exit(2);
}

const root = fileURLToPath(new URL('..', import.meta.url));
const site = await requireSiteConfig(root, values.site);
if (site.features.buttons.reserve === 'off') {
  console.error(`${site.slug} does not take reservations (features.buttons.reserve is "off")`);
  process.exit(2);
}
const nowSeconds = Math.floor(Date.now() / 1000);
const reservable = listedCars([...(await readStockFeed(site, path.join(root, 'data', site.slug)))], site.search, nowSeconds).filter(
  (car) => reserveCheck(car, { reserve: site.features.buttons.reserve, listed: true, held: false }).ok,
);
if (reservable.length === 0) throw new Error(`${site.slug} has no reservable car; run npm run generate first`);
/** N + 1 reservable cars: the demo's, then copies of them under ids and slugs of their own. */
const cars: Car[] = Array.from({ length: count + 1 }, (_, i) => {
  const car = reservable[i % reservable.length] as Car;
  return i < reservable.length ? car : { ...car, id: 900_000 + i, slug: `${car.slug}-bench-${i}` };
});

interface Outcome {
  readonly ms: number;
  readonly status: number;
  readonly error: string | undefined;
}

async function reserve(origin: string, car: Car, index: number): Promise<Outcome> {
  const body = JSON.stringify({
    car_slug: car.slug,
    user: { name: `Shopper ${index}`, email: `shopper${index}@example.com`, phone: '0400 123 456', postcode: '3186', terms: true, opt_in: false },
    website: '',
    form_started_at: Date.now() - 60_000,
  });
  const started = performance.now();
  const response = await fetch(`${origin}/api/reservations`, { method: 'POST', headers: { 'content-type': 'application/json', origin, 'idempotency-key': randomUUID() }, body });
  const answer = (await response.json()) as { error?: string };
  return { ms: performance.now() - started, status: response.status, error: response.ok ? undefined : `${response.status} ${answer.error ?? ''}` };
}

const dir = await mkdtemp(path.join(tmpdir(), 'bench-reservations-'));
await writeFile(path.join(dir, 'index.html'), '<h1>bench</h1>');
const databaseUrl = process.env.DATABASE_URL?.trim() || undefined;
const scratch = databaseUrl === undefined ? undefined : await createScratchDatabase(databaseUrl, 'bench_reservations');
const store = await openLeadStore({ dataDir: path.join(dir, '.data', 'leads', 'pglite'), databaseUrl: scratch?.url, postgres: { maxConnections: 10 } });
const wide = { capacity: 1e9, refillPerSecond: 1e9 };
const built = createApiDeps({ site, store: () => Promise.resolve(store), rateLimits: { perIp: wide, perSite: wide } });
const deps = { ...built, cars: () => Promise.resolve(cars) };
const server: Server = await serveSite(dir, 0, '127.0.0.1', { api: createFunctionsRouter(deps) });
const address = server.address();
const origin = `http://127.0.0.1:${typeof address === 'object' && address !== null ? address.port : 0}`;

let failed = false;
try {
  console.log(`${scratch === undefined ? 'PGlite on disk' : 'PostgreSQL (scratch database)'}, ${deps.payments.gateway.name} gateway; ${count} reservations on ${site.slug}.`);
  const sequential: Outcome[] = [];
  for (let i = 0; i < count; i += 1) sequential.push(await reserve(origin, cars[i] as Car, i));
  const ms = sequential.map((outcome) => outcome.ms).sort((a, b) => a - b);
  const ok = sequential.filter((outcome) => outcome.status === 200).length;
  const refused = sequential.find((outcome) => outcome.error !== undefined);
  if (refused !== undefined) console.error(`${count - ok} refused; the first answered ${refused.error}`);
  const raceCar = cars[count] as Car;
  const raceStart = performance.now();
  const race = await Promise.all(Array.from({ length: RACERS }, (_, i) => reserve(origin, raceCar, count + i)));
  const raceMs = performance.now() - raceStart;
  const winners = race.filter((outcome) => outcome.status === 200).length;
  const told = race.filter((outcome) => outcome.status === 409).length;
  const holds = (await store.reservations.list(site.slug, { limit: 100_000 })).filter((row) => row.reservation.car.id === raceCar.id).length;
  console.log(
    formatTable(
      ['run', 'sent', '200', 'p50 ms', 'p95 ms', 'max ms'],
      [['sequential', String(count), String(ok), percentile(ms, 50).toFixed(1), percentile(ms, 95).toFixed(1), (ms.at(-1) ?? 0).toFixed(1)]],
    ),
  );
  console.log(`Race: ${RACERS} shoppers at one car in ${raceMs.toFixed(0)} ms: ${winners} got the hold, ${told} were told it was just reserved, ${holds} reservation stored.`);
  if (percentile(ms, 95) > P95_BUDGET_MS || ok !== count) failed = true;
  if (winners !== 1 || holds !== 1 || told !== RACERS - 1) failed = true;
  console.log(failed ? `✗ over budget or the race went wrong (p95 <= ${P95_BUDGET_MS} ms, exactly one hold)` : `✓ within budget (p95 <= ${P95_BUDGET_MS} ms, exactly one hold)`);
} finally {
  server.close();
  await store.close();
  await scratch?.drop();
  await rm(dir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
