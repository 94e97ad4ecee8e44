/**
 * `npm run leads`: what ops see of a site's leads and their CRM delivery, and how they put a dead
 * lead back in the queue. Run as a function against a store holding a delivered, a pending and a
 * dead lead, and once for real as `node scripts/leads.ts` against PGlite on disk.
 */
import { spawnSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SiteConfig } from '../../../src/config/site-config-schema.ts';
import { LEADS_HELP, LIST_HELP, RETRY_HELP, runLeadsCommand, type LeadJson } from '../../../src/server/crm/leads-command.ts';
import type { LeadStore } from '../../../src/server/ports/lead-store.ts';
import { openLeadStore } from '../../../src/server/store/open-lead-store.ts';
import { loadSite, modelOrder, newCarEnquiry, PROJECT_ROOT, serviceBooking, usedTestDrive } from './fixtures.ts';
import { MemoryLeadStore } from './memory-lead-store.ts';

const NOW = new Date('2026-05-01T10:00:00.000Z');
const HOOK = 'https://crm.brightonvolkswagen.example/adf';
let site: SiteConfig;

beforeAll(async () => {
  site = await loadSite('brighton-volkswagen');
});

/** Records a lead that was delivered, one waiting for its second try, and one parked dead. */
async function seed(store: LeadStore): Promise<{ delivered: string; pending: string; dead: string }> {
  const lakeside = await loadSite('lakeside-mazda');
  const delivered = (await store.record(newCarEnquiry(site), [{ channel: 'webhook', target: HOOK }])).submission.id;
  const pending = (await store.record(serviceBooking(site), [{ channel: 'webhook', target: HOOK }])).submission.id;
  const dead = (await store.record({ ...usedTestDrive(lakeside), siteSlug: site.slug }, [{ channel: 'webhook', target: HOOK }])).submission.id;
  const claimed = await store.claimDue(NOW, 10);
  const entryOf = (id: string) => claimed.find((entry) => entry.submissionId === id)?.id ?? -1;
  await store.markDelivered(entryOf(delivered), NOW);
  await store.markFailed(entryOf(pending), 'webhook answered 503 Service Unavailable', new Date('2026-05-01T10:07:30.000Z'));
  await store.markFailed(entryOf(dead), 'webhook answered 410 Gone', null);
  return { delivered, pending, dead };
}

/** The store with a close that leaves it open, so one store serves several runs of the command. */
function keepOpen(store: LeadStore): LeadStore {
  return {
    record: (...args) => store.record(...args),
    addStep: (...args) => store.addStep(...args),
    get: (...args) => store.get(...args),
    list: (...args) => store.list(...args),
    claimDue: (...args) => store.claimDue(...args),
    markDelivered: (...args) => store.markDelivered(...args),
    markFailed: (...args) => store.markFailed(...args),
    retry: (...args) => store.retry(...args),
    close: async () => {},
  };
}

/** Runs the command on a store that stays open between runs (the real CLI opens and closes its own). */
async function run(store: LeadStore, ...argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runLeadsCommand(argv, {
    openStore: async () => keepOpen(store),
    out: (text) => out.push(text),
    err: (text) => err.push(text),
    now: () => NOW,
  });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

describe('npm run leads', () => {
  let store: MemoryLeadStore;
  let ids: { delivered: string; pending: string; dead: string };

  beforeAll(async () => {
    store = new MemoryLeadStore({ now: () => NOW });
    ids = await seed(store);
  });

  it('list prints a table of the site\'s leads with each delivery\'s state, tries and last error', async () => {
    const { code, out } = await run(store, 'list', '--site', site.slug);
    expect(code).toBe(0);
    const lines = out.split('\n');
    expect(lines[0]).toMatch(/^lead_id\s+created\s+kind\s+category\s+vehicle\s+complete\s+email\s+webhook\s+last error$/);
    const row = (id: string) => lines.find((line) => line.startsWith(id)) ?? '';
    expect(row(ids.delivered)).toMatch(/2026-05-01 10:00:00Z\s+lead\s+General Enquiry\s+Volkswagen Tiguan \(stock BVW-4101\)\s+yes\s+-\s+delivered \(1 try\)$/);
    expect(row(ids.pending)).toMatch(
      /form\s+Service Booking\s+-\s+yes\s+-\s+pending \(1 try, next 2026-05-01 10:07:30Z\)\s+webhook: webhook answered 503 Service Unavailable$/,
    );
    expect(row(ids.dead)).toMatch(/lead\s+Test Drive\s+Mazda CX-5 \(stock LM-5202\)\s+yes\s+-\s+dead \(1 try\)\s+webhook: webhook answered 410 Gone$/);
    expect(lines.at(-1)).toBe('3 leads of site brighton-volkswagen, newest first.');
  });

  it('list --json gives every lead with its deliveries, newest first; --limit keeps the newest', async () => {
    const { code, out } = await run(store, 'list', '--site', site.slug, '--json', '--limit', '2');
    expect(code).toBe(0);
    const leads = JSON.parse(out) as LeadJson[];
    expect(leads.map((lead) => lead.lead_id)).toEqual([ids.dead, ids.pending]);
    expect(leads[0]).toMatchObject({ kind: 'lead', category: 'Test Drive', event_id: 48, complete: true });
    expect(leads[0]?.deliveries).toEqual([
      { channel: 'webhook', target: HOOK, state: 'dead', attempts: 1, next_attempt_at: null, last_error: 'webhook answered 410 Gone', delivered_at: null },
    ]);
    expect(leads[1]?.deliveries[0]).toMatchObject({ state: 'pending', next_attempt_at: '2026-05-01T10:07:30.000Z' });
  });

  it('list names a model lead\'s model, in the table and as model_id and vehicle in --json', async () => {
    const own = new MemoryLeadStore({ now: () => NOW });
    const id = (await own.record(modelOrder(site), [])).submission.id;
    const table = await run(own, 'list', '--site', site.slug);
    expect(table.out.split('\n').find((line) => line.startsWith(id))).toMatch(/lead\s+New Vehicle Order\s+Volkswagen Tiguan \(model\)\s+yes/);
    const [lead] = JSON.parse((await run(own, 'list', '--site', site.slug, '--json')).out) as LeadJson[];
    expect(lead).toMatchObject({ lead_id: id, vehicle: 'Volkswagen Tiguan (model)', model_id: 'tiguan', event_id: 14 });
  });

  it("list names a trade-in lead's own car beside the car it is about", async () => {
    const own = new MemoryLeadStore({ now: () => NOW });
    const enquiry = newCarEnquiry(site);
    const payload = enquiry.payload as { user: Record<string, unknown> };
    const tradeIn = { make: 'Toyota', model: 'Corolla', year: 2018, rego: 'ABC123', regoState: 'VIC', outcome: 'estimate' };
    const id = (await own.record({ ...enquiry, category: 'Trade-In', payload: { ...payload, user: { ...payload.user, trade_in: tradeIn } } }, [])).submission.id;
    const [lead] = JSON.parse((await run(own, 'list', '--site', site.slug, '--json')).out) as LeadJson[];
    expect(lead?.lead_id).toBe(id);
    expect(lead?.vehicle).toMatch(/ \(stock [^)]+\); trade-in 2018 Toyota Corolla \(ABC123 VIC\)$/);
    const table = await run(own, 'list', '--site', site.slug);
    expect(table.out.split('\n').find((line) => line.startsWith(id))).toContain('trade-in 2018 Toyota Corolla (ABC123 VIC)');
  });

  it('list of a site without leads says so', async () => {
    expect(await run(store, 'list', '--site', 'lakeside-mazda')).toEqual({ code: 0, out: 'No leads for site lakeside-mazda.', err: '' });
  });

  it('retry puts a dead lead back in the queue, due now; a delivered lead has nothing to retry', async () => {
    const retried = await run(store, 'retry', ids.dead);
    expect(retried).toEqual({ code: 0, out: `Lead ${ids.dead}: 1 delivery back in the queue, due now.`, err: '' });
    const [lead] = JSON.parse((await run(store, 'list', '--site', site.slug, '--json', '--limit', '1')).out) as LeadJson[];
    expect(lead?.deliveries[0]).toMatchObject({ state: 'pending', attempts: 0, next_attempt_at: NOW.toISOString(), last_error: 'webhook answered 410 Gone' });
    expect((await store.claimDue(NOW, 10)).map((entry) => entry.submissionId)).toContain(ids.dead);

    const nothing = await run(store, 'retry', ids.delivered);
    expect(nothing.code).toBe(1);
    expect(nothing.err).toBe(`Nothing to retry for lead ${ids.delivered}: no such lead, or every delivery of it is delivered already.`);
  });

  it.each([
    [['--help'], LEADS_HELP],
    [['list', '--help'], LIST_HELP],
    [['retry', '--help'], RETRY_HELP],
  ])('%j prints its help', async (argv, help) => {
    expect(await run(store, ...argv)).toEqual({ code: 0, out: help, err: '' });
  });

  it.each([
    [['list'], 'list needs --site <slug>'],
    [['list', '--site', 'x', '--limit', '0'], '--limit expects a whole number of 1 or more, got "0"'],
    [['list', '--site', 'x', '--kind', 'car'], '--kind expects one of lead, form, phone-reveal, offer-accepted, valuation, got "car"'],
    [['list', '--site', 'x', '--colour'], "Unknown option '--colour'"],
    [['retry'], 'retry needs a lead_id (see npm run leads -- list)'],
    [['archive'], 'unknown command "archive"'],
  ])('%j is a usage mistake: its message, the help, exit 2', async (argv, message) => {
    const { code, err } = await run(store, ...argv);
    expect(code).toBe(2);
    expect(err).toContain(message);
    expect(err).toContain('Usage: npm run leads --');
  });
});

describe('node scripts/leads.ts', () => {
  let dataDir: string;
  let ids: { delivered: string; pending: string; dead: string };

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'leads-cli-'));
    const store = await openLeadStore({ dataDir, now: () => NOW });
    ids = await seed(store);
    await store.close();
  });

  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it('lists the leads of the PGlite store the local server writes', () => {
    const env = { ...process.env, LEADS_DATA_DIR: dataDir, DATABASE_URL: '' };
    // A node process that opens PGlite on disk: some seconds, several times that on a busy machine; a hung CLI fails here.
    const listed = spawnSync(process.execPath, ['scripts/leads.ts', 'list', '--site', site.slug], { cwd: PROJECT_ROOT, env, encoding: 'utf8', timeout: 30_000 });
    expect(listed.stderr).toBe('');
    expect(listed.status).toBe(0);
    expect(listed.stdout).toMatch(new RegExp(`^${ids.dead}\\s.*dead \\(1 try\\)\\s+webhook: webhook answered 410 Gone$`, 'm'));
    expect(listed.stdout).toMatch(new RegExp(`^${ids.pending}\\s.*pending \\(1 try, next 2026-05-01 10:07:30Z\\)`, 'm'));
    expect(listed.stdout).toMatch(new RegExp(`^${ids.delivered}\\s.*delivered \\(1 try\\)$`, 'm'));
  });
});
