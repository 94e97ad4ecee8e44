/**
 * `npm run leads` while the local server runs: the server records itself in
 * `.data/leads/server.json`, answers `/__ops/leads` from loopback callers only with its own store,
 * and the CLI, finding the PGlite folder locked by the server's process, asks the server instead and
 * prints what it would print from the store itself. The alert routes: a stock change checked as a
 * feed is, matched and mailed as the importer does it, the listing and send-due.
 */
import { execFile } from 'node:child_process';
import { access, copyFile, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer, request, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFunctionsRouter } from '../../../scripts/lib/functions-router.ts';
import { serveSite } from '../../../scripts/lib/static-server.ts';
import { runLeadsCommand } from '../../../src/server/crm/leads-command.ts';
import type { LeadsSource } from '../../../src/server/ops/leads-source.ts';
import { MAX_STOCK_CHANGE_BYTES, OPS_TEXTS, isLoopbackAddress } from '../../../src/server/ops/ops-endpoint.ts';
import { openLeadStore, type OpenedLeadStore } from '../../../src/server/store/open-lead-store.ts';
import { ALERT_API } from '../../../src/domain/alerts/search-alert.ts';
import type { Car } from '../../../src/domain/cars/car.ts';
import { alerts, confirmAlert } from '../../../src/server/alerts/alert-handlers.ts';
import { readStockFeed } from '../../../src/stock/read-stock-feed.ts';
import { BRIGHTON, ROOT, call, depsFor, enquiryLead } from '../api/fixtures.ts';
import { alertDeps, saveBody, saveRequest, testClock, TOKENS } from '../alerts/fixtures.ts';
import { openEmptyPgliteStore } from '../empty-pglite-store.ts';

const run = promisify(execFile);

function originOf(server: Server): string {
  const address = server.address();
  return `http://127.0.0.1:${typeof address === 'object' && address !== null ? address.port : 0}`;
}

function close(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.closeAllConnections();
    server.close(() => resolve());
  });
}

// A project root of its own: dist/<slug>/ built and sites/<slug>.json, the leads in PGlite on disk
// under its .data/leads/pglite, as `npm start` has them.
let root: string;
let dataDir: string;
const savedEnv = { ...process.env };

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'ops-'));
  dataDir = path.join(root, '.data', 'leads', 'pglite');
  await mkdir(path.join(root, 'dist', BRIGHTON.slug), { recursive: true });
  await mkdir(path.join(root, 'sites'));
  await writeFile(path.join(root, 'dist', BRIGHTON.slug, 'index.html'), '<h1>home</h1>');
  await copyFile(path.join(ROOT, 'sites', `${BRIGHTON.slug}.json`), path.join(root, 'sites', `${BRIGHTON.slug}.json`));
  delete process.env.DATABASE_URL;
  delete process.env.LEADS_DATA_DIR;
  delete process.env.AWS_LAMBDA_FUNCTION_NAME;
});

afterAll(async () => {
  process.env = savedEnv;
  await rm(root, { recursive: true, force: true });
});

describe('who may call the ops endpoint', () => {
  let store: OpenedLeadStore;
  let server: Server;
  let origin: string;
  let remoteAddress = '127.0.0.1';

  beforeAll(async () => {
    ({ store } = await openEmptyPgliteStore());
    const router = createFunctionsRouter(depsFor(BRIGHTON, store).deps);
    // The router sees the caller's address on the socket; here it is whatever the test says.
    server = createServer((req, res) => {
      Object.defineProperty(req.socket, 'remoteAddress', { value: remoteAddress, configurable: true });
      void router(req, res);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = originOf(server);
  });
  afterAll(async () => {
    await close(server);
    await store.close();
  });

  it.each(['203.0.113.5', '::ffff:192.168.1.20', '10.0.0.1'])('refuses %s (403)', async (address) => {
    remoteAddress = address;
    const list = await fetch(`${origin}/__ops/leads?site=${BRIGHTON.slug}`);
    expect(list.status).toBe(403);
    expect(await list.json()).toEqual({ error: OPS_TEXTS.forbidden });
    expect((await fetch(`${origin}/__ops/leads/x/retry`, { method: 'POST' })).status).toBe(403);
    expect((await fetch(`${origin}/__ops/alerts?site=${BRIGHTON.slug}`)).status).toBe(403);
    const change = { site: BRIGHTON.slug, before: [], after: [] };
    expect((await fetch(`${origin}/__ops/alerts/stock-change`, { method: 'POST', body: JSON.stringify(change) })).status).toBe(403);
    expect((await fetch(`${origin}/__ops/alerts/send-due`, { method: 'POST' })).status).toBe(403);
  });

  it('answers loopback callers, but not a browser page (Origin) nor a foreign host name', async () => {
    remoteAddress = '::ffff:127.0.0.1';
    expect((await fetch(`${origin}/__ops/leads?site=${BRIGHTON.slug}`)).status).toBe(200);
    expect((await fetch(`${origin}/__ops/leads?site=${BRIGHTON.slug}`, { headers: { origin: 'https://evil.example' } })).status).toBe(403);
    // fetch sets Host itself: a DNS-rebound page's Host is sent with node:http.
    const rebound = await new Promise<number | undefined>((resolve, reject) => {
      const req = request(`${origin}/__ops/leads?site=${BRIGHTON.slug}`, { headers: { host: 'rebound.evil.example' } }, (res) => {
        res.resume();
        resolve(res.statusCode);
      });
      req.on('error', reject);
      req.end();
    });
    expect(rebound).toBe(403);
    expect((await fetch(`${origin}/__ops/leads?site=${BRIGHTON.slug}&limit=0`)).status).toBe(400);
  });

  it('knows loopback addresses', () => {
    expect(['127.0.0.1', '127.8.9.10', '::1', '::ffff:127.0.0.1'].every(isLoopbackAddress)).toBe(true);
    expect(['128.0.0.1', '::2', '', 'localhost', undefined].some(isLoopbackAddress)).toBe(false);
  });
});

describe('the alert routes', () => {
  let opened: { store: OpenedLeadStore; dispose(): Promise<void> };
  let server: Server;
  let origin: string;
  let stock: readonly Car[];
  /** The site's stock as the server reads it now. */
  let current: readonly Car[];
  const clock = testClock(new Date());

  beforeAll(async () => {
    opened = await openEmptyPgliteStore();
    stock = await readStockFeed(BRIGHTON, path.join(ROOT, 'data', BRIGHTON.slug));
    current = stock;
    const router = createFunctionsRouter(alertDeps(BRIGHTON, opened.store, clock, () => current));
    server = createServer((req, res) => void router(req, res));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = originOf(server);
  });
  afterAll(async () => {
    await close(server);
    await opened.dispose();
  });

  /** A saved search for used Volkswagens, confirmed. */
  async function confirmedAlert(): Promise<string> {
    const deps = alertDeps(BRIGHTON, opened.store, clock);
    const saved = await call(alerts, saveRequest(BRIGHTON, saveBody({ email: 'ops@example.com' })), deps);
    expect(saved.status).toBe(201);
    const { alertId } = (await saved.json()) as { alertId: string };
    const confirmUrl = `${BRIGHTON.url}${ALERT_API.confirm}?t=${TOKENS.issue('confirm', BRIGHTON.slug, alertId, clock.now)}`;
    expect((await call(confirmAlert, new Request(confirmUrl), deps)).status).toBe(200);
    return alertId;
  }

  /** A used Volkswagen in stock, again under another id: a car the saved search lists. */
  function newUsedVolkswagen(): Car {
    const car = stock.find((each) => each.car_type === 'used' && each.make === 'Volkswagen' && each.status === 'in_stock' && each.show_on_dealer_website && each.price > 10_000);
    if (car === undefined) throw new Error('no used Volkswagen in stock');
    return { ...car, id: Math.max(...stock.map((each) => each.id)) + 1, slug: `${car.slug}-ops`, stocknum: 'OPS-1' };
  }

  const postChange = (body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${origin}/__ops/alerts/stock-change`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });

  it('records the matches of a stock change, queues the due mails as the importer does, and lists the saved searches', async () => {
    const alertId = await confirmedAlert();
    const added = newUsedVolkswagen();
    const after = [...stock, added];
    // stock:sync's first step: the matches only.
    const matched = await postChange({ site: BRIGHTON.slug, before: stock, after, mails: false });
    expect(matched.status).toBe(200);
    expect(await matched.json()).toEqual({ alerts: 1, matches: 1, mails: 0, dropped: 0, waiting: 0 });

    const listed = await fetch(`${origin}/__ops/alerts?site=${BRIGHTON.slug}&limit=5`);
    expect(listed.status).toBe(200);
    const { alerts: listing } = (await listed.json()) as { alerts: { alert: { id: string; state: string }; unsentMatches: number }[] };
    expect(listing.map(({ alert, unsentMatches }) => [alert.id, alert.state, unsentMatches])).toEqual([[alertId, 'confirmed', 1]]);

    // Then the due mails, over the stock the server reads now.
    current = after;
    const due = await fetch(`${origin}/__ops/alerts/send-due?site=${BRIGHTON.slug}`, { method: 'POST' });
    expect(await due.json()).toEqual({ sites: [{ site: BRIGHTON.slug, ok: true, summary: { mails: 1, dropped: 0, waiting: 0 } }] });
    expect(await (await fetch(`${origin}/__ops/alerts/send-due`, { method: 'POST' })).json()).toEqual({ sites: [] });

    // stock:import's step: the car marked down is matched and mailed at once (mails by default).
    clock.advance(60_000);
    const markedDown = after.map((car) => (car.id === added.id ? { ...car, price: car.price - 500 } : car));
    const both = await postChange({ site: BRIGHTON.slug, before: after, after: markedDown });
    expect(await both.json()).toEqual({ alerts: 1, matches: 1, mails: 1, dropped: 0, waiting: 0 });
    // The same change again records nothing twice.
    expect(await (await postChange({ site: BRIGHTON.slug, before: after, after: markedDown })).json()).toMatchObject({ matches: 0, mails: 0 });
    expect((await opened.store.alerts.get(BRIGHTON.slug, alertId))?.lastMailedAt).toBe(clock.now.toISOString());
  });

  it('checks every car as the stock feed is checked, and refuses what is not a stock change', async () => {
    const priced = { ...newUsedVolkswagen(), price: 'POA' };
    const refused = await postChange({ site: BRIGHTON.slug, before: stock, after: [...stock, priced] });
    expect(refused.status).toBe(400);
    const answer = (await refused.json()) as { error: string; problems: string[] };
    expect(answer.error).toBe(OPS_TEXTS.invalidCars);
    expect(answer.problems).toEqual([expect.stringMatching(new RegExp(`^after -> \\[${stock.length}\\] stock OPS-1 -> price: `))]);
    expect((await postChange({ site: BRIGHTON.slug, before: stock })).status).toBe(400);
    expect((await postChange([stock])).status).toBe(400);
    const unknown = await postChange({ site: 'nobody-motors', before: [], after: [] });
    expect(unknown.status).toBe(400);
    expect(((await unknown.json()) as { error: string }).error).toMatch(/^Site nobody-motors cannot be used: this server does not serve nobody-motors/);
    expect((await fetch(`${origin}/__ops/alerts/stock-change`)).status).toBe(405);
    expect((await fetch(`${origin}/__ops/alerts/send-due?site=Not%20A%20Slug`, { method: 'POST' })).status).toBe(400);
    expect((await fetch(`${origin}/__ops/alerts?site=${BRIGHTON.slug}&limit=0`)).status).toBe(400);
  });

  it('refuses a stock change larger than its limit, unread', async () => {
    const status = await new Promise<number | undefined>((resolve, reject) => {
      const req = request(`${origin}/__ops/alerts/stock-change`, { method: 'POST', headers: { 'content-type': 'application/json', 'content-length': String(MAX_STOCK_CHANGE_BYTES + 1) } }, (res) => {
        res.resume();
        resolve(res.statusCode);
      });
      req.on('error', reject);
      // The body's first bytes only: the answer comes before the rest.
      req.write('{"site":"brighton-volkswagen","before":[');
    });
    expect(status).toBe(413);
  });
});

describe('npm run leads while the local server runs', () => {
  let server: Server;
  let origin: string;
  const serverFile = () => path.join(root, '.data', 'leads', 'server.json');

  beforeAll(async () => {
    server = await serveSite(path.join(root, 'dist', BRIGHTON.slug), 0, '127.0.0.1');
    origin = originOf(server);
  });

  it('records the server in .data/leads/server.json', async () => {
    expect(JSON.parse(await readFile(serverFile(), 'utf8'))).toEqual({ pid: process.pid, url: origin });
  });

  it('lists leads written through the API, and the CLI prints the same table and JSON through the server', async () => {
    const posted = await fetch(`${origin}/api/leads`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin },
      body: JSON.stringify(enquiryLead()),
    });
    expect(posted.status).toBe(200);
    const { lead_id } = (await posted.json()) as { lead_id: string };

    const listed = await fetch(`${origin}/__ops/leads?site=${BRIGHTON.slug}&limit=5`);
    expect(listed.status).toBe(200);
    const { leads } = (await listed.json()) as { leads: { submission: { id: string }; outbox: unknown[] }[] };
    expect(leads.map((lead) => lead.submission.id)).toEqual([lead_id]);
    expect(leads[0]?.outbox).toHaveLength(2);

    // What the command prints from the store itself (the server's store: one PGlite per process).
    const store = await openLeadStore({ dataDir });
    const direct: LeadsSource = { list: (site, options) => store.list(site, options), retry: (id, now) => store.retry(id, now), close: async () => {} };
    const expected = async (...argv: string[]) => {
      const out: string[] = [];
      await runLeadsCommand(argv, { openStore: async () => direct, out: (text) => out.push(text), err: () => undefined });
      return `${out.join('\n')}\n`;
    };
    // The CLI in its own process: PGlite's folder is locked by this one, so it asks the server.
    const cli = (...argv: string[]) =>
      run(process.execPath, [path.join(ROOT, 'scripts', 'leads.ts'), ...argv], { env: { ...process.env, LEADS_DATA_DIR: dataDir }, cwd: ROOT });
    expect((await cli('list', '--site', BRIGHTON.slug)).stdout).toBe(await expected('list', '--site', BRIGHTON.slug));
    expect((await cli('list', '--site', BRIGHTON.slug, '--json')).stdout).toBe(await expected('list', '--site', BRIGHTON.slug, '--json'));
    expect((await cli('retry', lead_id)).stdout).toBe(`Lead ${lead_id}: 2 deliveries back in the queue, due now.\n`);
    // Three CLI processes and the store opened here: 10 s alone, past 30 s beside other test files on a busy machine.
  }, 90_000);

  it('removes the record when the server stops', async () => {
    await close(server);
    // The server removes its record once it has closed, a few file operations later.
    await expect.poll(() => access(serverFile()).then(() => 'present', () => 'gone')).toBe('gone');
    // The store was opened by the server's router; close it so the temp folder can go.
    await (await openLeadStore({ dataDir })).close();
  });
});
