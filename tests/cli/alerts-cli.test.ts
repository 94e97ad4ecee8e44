/**
 * `npm run alerts` as ops use it: the real script listing a site's saved searches from a PGlite
 * store on disk (tenant-scoped: another site's alerts are not listed), and the command on a real
 * in-memory store for the JSON listing, send-due and the usage mistakes. While a local server holds
 * the PGlite store, the real `npm run alerts` and `npm run stock:import` work through its ops
 * endpoint: the listing shows the alerts, and an import's matches are recorded and mailed there.
 */
import { randomUUID } from 'node:crypto';
import { copyFile, cp, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requireSiteConfig } from '../../src/config/load-site-config.ts';
import { ALERT_API } from '../../src/domain/alerts/search-alert.ts';
import { ALERTS_HELP, LIST_HELP, runAlertsCommand } from '../../src/server/alerts/alerts-command.ts';
import { alerts, confirmAlert } from '../../src/server/alerts/alert-handlers.ts';
import { matchStockChange } from '../../src/server/alerts/stock-alerts.ts';
import { storeAlertsSource } from '../../src/server/alerts/stock-alerts.ts';
import { openLeadStore, type OpenedLeadStore } from '../../src/server/store/open-lead-store.ts';
import type { Car } from '../../src/domain/cars/car.ts';
import { BRIGHTON, ROOT, call } from '../functions/api/fixtures.ts';
import { alertDeps, saveBody, saveRequest, testClock, TOKENS } from '../functions/alerts/fixtures.ts';
import { runScript } from './run-script.ts';
import { serveSite } from '../../scripts/lib/static-server.ts';
import { alertTokensFor } from '../../src/server/wiring/alert-wiring.ts';
import { readStockFeed } from '../../src/stock/read-stock-feed.ts';

const LAKESIDE = await requireSiteConfig(ROOT, 'lakeside-mazda');
// The forms' bot check reads the real clock (a form shown a minute ago), so the test's clock starts at it.
const clock = testClock(new Date());
const TIME = '\\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\dZ';

async function saveAlert(store: OpenedLeadStore, site = BRIGHTON, overrides: Record<string, unknown> = {}): Promise<string> {
  const response = await call(alerts, saveRequest(site, saveBody(overrides)), alertDeps(site, store, clock));
  expect(response.status).toBe(201);
  return ((await response.json()) as { alertId: string }).alertId;
}

async function confirm(store: OpenedLeadStore, alertId: string): Promise<void> {
  const url = `${BRIGHTON.url}${ALERT_API.confirm}?t=${TOKENS.issue('confirm', BRIGHTON.slug, alertId, clock.now)}`;
  expect((await call(confirmAlert, new Request(url), alertDeps(BRIGHTON, store, clock))).status).toBe(200);
}

describe('npm run alerts -- list, the real script on a PGlite store on disk', () => {
  let dir: string;
  let ids: string[];

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'alerts-cli-'));
    const store = await openLeadStore({ dataDir: path.join(dir, 'pglite') });
    try {
      const first = await saveAlert(store, BRIGHTON, { email: 'first@example.com', frequency: 'weekly' });
      clock.advance(60_000);
      ids = [first, await saveAlert(store, BRIGHTON, { email: 'second@example.com' })];
      await confirm(store, ids[1] ?? '');
      await saveAlert(store, LAKESIDE, { email: 'elsewhere@example.com', search: '/search/new-cars' });
    } finally {
      await store.close();
    }
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it("prints the site's saved searches as a table, and only that site's", async () => {
    const env: NodeJS.ProcessEnv = { ...process.env, LEADS_DATA_DIR: path.join(dir, 'pglite') };
    delete env.DATABASE_URL;
    const run = await runScript(path.join(ROOT, 'scripts', 'alerts.ts'), ['list', '--site', BRIGHTON.slug], { cwd: ROOT, env });
    expect(run.err).toBe('');
    expect(run.code).toBe(0);
    const lines = run.out.trim().split('\n');
    expect(lines[0]).toMatch(/^id\s+email\s+search\s+frequency\s+state\s+created\s+confirmed\s+last mailed\s+unsent matches$/);
    expect(lines).toHaveLength(5);
    expect(lines[2]).toMatch(new RegExp(`^${ids[1]}\\s+second@example\\.com\\s+/search/used-cars\\?make=Volkswagen\\s+instant\\s+confirmed\\s+${TIME}\\s+${TIME}\\s+-\\s+0$`));
    expect(lines[3]).toMatch(new RegExp(`^${ids[0]}\\s+first@example\\.com\\s+/search/used-cars\\?make=Volkswagen\\s+weekly\\s+pending\\s+${TIME}\\s+-\\s+-\\s+0$`));
    expect(lines[4]).toBe(`2 saved searches of site ${BRIGHTON.slug}, newest first.`);
    expect(run.out).not.toContain('elsewhere@example.com');
  });
});

describe('npm run alerts, the command on a real store', () => {
  let store: OpenedLeadStore;
  let cars: readonly Car[];

  beforeAll(async () => {
    store = await openLeadStore({ dataDir: `memory://alerts-cli-${randomUUID()}` });
    cars = await alertDeps(BRIGHTON, store, clock).cars();
  });
  afterAll(() => store.close());

  async function run(...argv: string[]) {
    const out: string[] = [];
    const err: string[] = [];
    const code = await runAlertsCommand(argv, {
      openSource: async () =>
        storeAlertsSource(() => Promise.resolve(store.alerts), {
          siteOf: async (slug) => {
            if (slug !== BRIGHTON.slug) throw new Error(`no site "${slug}" in sites/`);
            return BRIGHTON;
          },
          carsOf: async () => cars,
          tokensOf: () => TOKENS,
          now: () => clock.now,
        }),
      out: (text) => out.push(text),
      err: (text) => err.push(text),
    });
    return { code, out: out.join('\n'), err: err.join('\n') };
  }

  it('lists as JSON with the consent record, and says so when a site has none', async () => {
    const alertId = await saveAlert(store, BRIGHTON, { email: 'json@example.com' });
    const listed = JSON.parse((await run('list', '--site', BRIGHTON.slug, '--json')).out) as { id: string; consent: { text: string } }[];
    expect(listed.find((alert) => alert.id === alertId)?.consent.text).toMatch(/^Email me cars that match this search from Brighton Volkswagen\./);
    expect(await run('list', '--site', 'nobody-motors')).toEqual({ code: 0, out: 'No saved searches for site nobody-motors.', err: '' });
  });

  it('send-due queues the mails of confirmed alerts whose window is open', async () => {
    const alertId = await saveAlert(store, BRIGHTON, { email: 'due@example.com' });
    await confirm(store, alertId);
    expect(await run('send-due')).toEqual({ code: 0, out: 'No saved search has cars waiting to be mailed.', err: '' });
    const car = cars.find((each) => each.car_type === 'used' && each.make === 'Volkswagen' && each.status === 'in_stock' && !each.sold && each.price > 10_000);
    if (car === undefined) throw new Error('no used Volkswagen');
    const before = cars;
    cars = cars.map((each) => (each.id === car.id ? { ...each, price: each.price - 250 } : each));
    expect((await matchStockChange({ store: store.alerts, site: BRIGHTON, now: clock.now, before, after: cars })).matches).toBe(1);
    expect(await run('send-due')).toEqual({ code: 0, out: `${BRIGHTON.slug}: alerts: 1 mail queued`, err: '' });
    expect(await run('send-due', '--site', BRIGHTON.slug)).toEqual({ code: 0, out: `${BRIGHTON.slug}: alerts: 0 mails queued`, err: '' });
  });

  it('prints its help, and refuses a usage mistake with exit code 2', async () => {
    expect(await run('--help')).toEqual({ code: 0, out: ALERTS_HELP, err: '' });
    expect(await run('list', '--help')).toEqual({ code: 0, out: LIST_HELP, err: '' });
    expect(await run()).toMatchObject({ code: 2, out: ALERTS_HELP });
    expect(await run('list')).toMatchObject({ code: 2, err: expect.stringMatching(/^list needs --site <slug>/) });
    expect(await run('list', '--site', BRIGHTON.slug, '--limit', 'lots')).toMatchObject({ code: 2, err: expect.stringMatching(/^--limit expects a whole number/) });
    expect(await run('purge')).toMatchObject({ code: 2, err: expect.stringMatching(/^unknown command "purge"/) });
    expect(await run('send-due', '--site', 'nowhere')).toEqual({ code: 1, out: '', err: 'nowhere: the due mails were not queued: no site "nowhere" in sites/' });
  });
});

describe('npm run alerts and npm run stock:import while a local server holds the PGlite store', () => {
  // A project root of its own, as `npm start` has it: dist/<slug>/ built, sites/<slug>.json, the
  // stock in data/<slug>/, and the store in PGlite on disk under .data/leads/pglite.
  let root: string;
  let dataDir: string;
  let server: Server;
  let origin: string;
  const savedEnv = { ...process.env };

  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'alerts-ops-'));
    dataDir = path.join(root, '.data', 'leads', 'pglite');
    await mkdir(path.join(root, 'dist', BRIGHTON.slug), { recursive: true });
    await mkdir(path.join(root, 'sites'));
    await writeFile(path.join(root, 'dist', BRIGHTON.slug, 'index.html'), '<h1>home</h1>');
    await copyFile(path.join(ROOT, 'sites', `${BRIGHTON.slug}.json`), path.join(root, 'sites', `${BRIGHTON.slug}.json`));
    await cp(path.join(ROOT, 'data', BRIGHTON.slug), path.join(root, 'data', BRIGHTON.slug), { recursive: true });
    delete process.env.DATABASE_URL;
    delete process.env.LEADS_DATA_DIR;
    delete process.env.ALERT_TOKEN_SECRET;
    delete process.env.AWS_LAMBDA_FUNCTION_NAME;
    server = await serveSite(path.join(root, 'dist', BRIGHTON.slug), 0, '127.0.0.1');
    const address = server.address();
    origin = `http://127.0.0.1:${typeof address === 'object' && address !== null ? address.port : 0}`;
  });

  afterAll(async () => {
    await new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
    // The store was opened by the server's router; close it so the folder can go.
    await (await openLeadStore({ dataDir })).close();
    process.env = savedEnv;
    await rm(root, { recursive: true, force: true });
  });

  /** A project script in its own process, on the server's store: PGlite's folder is locked by this process. */
  function cli(script: string, ...argv: string[]) {
    const env: NodeJS.ProcessEnv = { ...process.env, LEADS_DATA_DIR: dataDir };
    return runScript(path.join(ROOT, 'scripts', script), argv, { cwd: ROOT, env });
  }

  it('lists the alerts through the server, and an import records its matches there and queues the mail', async () => {
    // A shopper saves a search on the running site and follows the confirmation link.
    const saved = await fetch(`${origin}${ALERT_API.alerts}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin },
      body: JSON.stringify(saveBody({ email: 'ops.shopper@example.com' })),
    });
    expect(saved.status, await saved.clone().text()).toBe(201);
    const { alertId } = (await saved.json()) as { alertId: string };
    // The server signs links with the local secret kept beside its PGlite folder.
    const tokens = alertTokensFor(BRIGHTON, { alertTokenSecret: undefined, serverless: false, dataDir }).tokens;
    const confirmed = await fetch(`${origin}${ALERT_API.confirm}?t=${tokens?.issue('confirm', BRIGHTON.slug, alertId, new Date()) ?? ''}`);
    expect(confirmed.status).toBe(200);

    // npm run alerts -- list cannot open the store this process holds: it asks the server.
    const list = await cli('alerts.ts', 'list', '--site', BRIGHTON.slug, '--json');
    expect(list.err).toBe('');
    expect(list.code).toBe(0);
    expect(JSON.parse(list.out)).toEqual([expect.objectContaining({ id: alertId, state: 'confirmed', last_mailed_at: null, unsent_matches: 0 })]);

    // The dealer's next feed brings in a used Volkswagen: the saved search's news.
    const stock = await readStockFeed(BRIGHTON, path.join(root, 'data', BRIGHTON.slug));
    const car = stock.find((each) => each.car_type === 'used' && each.make === 'Volkswagen' && each.status === 'in_stock' && each.show_on_dealer_website && each.price > 10_000);
    if (car === undefined) throw new Error('no used Volkswagen in stock');
    const feed = path.join(root, 'feed.json');
    await writeFile(feed, JSON.stringify([...stock, { ...car, id: Math.max(...stock.map((each) => each.id)) + 1, slug: `${car.slug}-new`, stocknum: 'NEW-1' }]));
    const imported = await cli('import-stock.ts', '--site', BRIGHTON.slug, '--from', feed, '--data', path.join(root, 'data'));
    expect(imported.code, imported.err).toBe(0);
    expect(imported.err).toContain(`${BRIGHTON.slug}: alerts: 1 match, 1 mail queued (through the local server at ${origin}, which holds the store)`);
    expect(imported.err).not.toContain('warning');

    // The match was recorded in the server's store, and mailed at once (an instant alert).
    const after = (await (await fetch(`${origin}/__ops/alerts?site=${BRIGHTON.slug}`)).json()) as { alerts: { alert: { id: string; lastMailedAt: string | null }; unsentMatches: number }[] };
    expect(after.alerts).toEqual([{ alert: expect.objectContaining({ id: alertId, lastMailedAt: expect.any(String) }), unsentMatches: 0 }]);
    // Two CLI processes (some 3 s each alone) and the server's store: far more beside other test files.
  }, 120_000);
});
