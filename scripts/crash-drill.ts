/**
 * `npm run drill:crash`: kills the local server in the middle of a burst of lead submissions and
 * checks that nothing answered was lost and nothing was stored twice. It starts the real local
 * server (scripts/lib/crash-drill-server.ts) in a child process on a fresh PGlite store on disk (or
 * a scratch PostgreSQL database when DATABASE_URL is set), fires the burst (each submission with
 * its own Idempotency-Key), SIGKILLs the child once some have been answered, starts it again on the
 * same store, and re-sends every submission that got no answer with the same key and body, as a
 * real form retries. Then: every submission answered 2xx is stored under the lead_id it was given,
 * every submission is stored exactly once. Prints the figures; exits 1 when a lead was lost or
 * stored twice.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { requireSiteConfig } from '../src/config/load-site-config.ts';
import { buildLeadFormValues, buildLeadSubmission } from '../src/domain/leads/lead-payload.ts';
import { openLeadStore } from '../src/server/store/open-lead-store.ts';
import { createScratchDatabase } from './lib/bench-database.ts';
import { parseCli } from './lib/cli.ts';
import { formatTable } from './lib/format-table.ts';

const HELP = `Kill the local server during a burst of lead submissions, restart it on the same store,
retry what got no answer, and check every answered lead is stored once and none twice.

Usage: npm run drill:crash [-- --leads 300] [--kill-after 100] [--site brighton-volkswagen]

Options:
  --leads <n>        submissions in the burst (default: 300)
  --kill-after <n>   answers received before the server is killed (default: a third of --leads)
  --concurrency <n>  submissions in flight at once (default: 16)
  --site <slug>      the demo site whose API takes the leads (default: brighton-volkswagen)
  -h, --help         show this help

Runs on PGlite on disk, or on PostgreSQL (a scratch database) when DATABASE_URL is set.
Exits 1 when an answered lead is missing, a lead is stored twice, or a retry is refused.`;

const values = parseCli(
  {
    leads: { type: 'string', default: '300' },
    'kill-after': { type: 'string' },
    concurrency: { type: 'string', default: '16' },
    site: { type: 'string', default: 'brighton-volkswagen' },
  },
  HELP,
);
if (typeof values === 'number') process.exit(values);
const count = (name: string, text: string | undefined, fallback: number): number => {
  const value = text === undefined ? fallback : Number(text);
  if (!Number.isSafeInteger(value) || value < 1) {
    console.error(`--${name} expects a whole number of at least 1, got "${text}"\n\n${HELP}`);
    process.exit(2);
  }
  return value;
};
const leadCount = count('leads', values.leads, 300);
const killAfter = count('kill-after', values['kill-after'], Math.max(1, Math.floor(leadCount / 3)));
const concurrency = count('concurrency', values.concurrency, 16);
if (killAfter >= leadCount) {
  console.error(`--kill-after (${killAfter}) must be below --leads (${leadCount}), or the server dies after the burst\n\n${HELP}`);
  process.exit(2);
}

const root = fileURLToPath(new URL('..', import.meta.url));
const site = await requireSiteConfig(root, values.site);
const dealership = site.dealerships[0];
if (dealership === undefined) throw new Error(`${site.slug} has no dealership`);

/** One shopper's submission: the same key and body on every try. */
interface Submission {
  readonly index: number;
  readonly key: string;
  readonly body: string;
  /** The lead_id of the first 2xx answer, and in which life of the server it came. */
  leadId?: string;
  answeredIn?: 'first' | 'second';
  /** The retry's answer said the lead was already stored (its first answer was lost in the crash). */
  replayed?: boolean;
}

function submission(index: number): Submission {
  const formValues = buildLeadFormValues({
    car: {
      id: 7000 + index,
      make: 'Volkswagen',
      make_slug: 'volkswagen',
      model: 'Golf',
      car_type: 'used',
      status: 'in_stock',
      stocknum: `DRILL-${index}`,
      dealership_id: dealership?.id ?? 1,
      dealership_slug: dealership?.slug ?? '',
    },
    source: 'enquiry',
    form: { message: `Drill enquiry ${index}`, opt_in: false },
    page: { url: `${site.url}/cars/drill-${index}`, user_agent: 'crash-drill', visited_pages: ['/'], linked_query_params: {} },
  });
  const body = JSON.stringify({
    ...buildLeadSubmission({
      contact: { name: `Drill Shopper ${index}`, email: `drill${index}@example.com`, phone: '0400 123 456' },
      values: formValues,
      category: 'Vehicle Enquiry',
      step: { lead_id: null, last_step: true },
    }),
    website: '',
    form_started_at: Date.now() - 60_000,
  });
  return { index, key: `drill-${randomUUID()}`, body };
}

/** Starts the server in a child process; resolves with it and its origin once it listens. */
async function startServer(siteDir: string, target: string): Promise<{ child: ChildProcess; origin: string }> {
  const child = spawn(process.execPath, [path.join(root, 'scripts', 'lib', 'crash-drill-server.ts'), siteDir, site.slug, target], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines = createInterface({ input: child.stdout ?? process.stdin });
  const port = await new Promise<string>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the drill server exited (${code}) before it listened`)));
    lines.on('line', (line) => {
      const match = /^listening (\d+)$/.exec(line);
      if (match?.[1] !== undefined) resolve(match[1]);
    });
  });
  child.removeAllListeners('exit');
  return { child, origin: `http://127.0.0.1:${port}` };
}

/** Sends one submission; true when it was answered 2xx with a lead_id. */
async function send(origin: string, item: Submission, life: 'first' | 'second'): Promise<boolean> {
  try {
    const response = await fetch(`${origin}/api/leads`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin, 'idempotency-key': item.key },
      body: item.body,
    });
    const answer = (await response.json()) as { lead_id?: string };
    if (!response.ok || answer.lead_id === undefined) return false;
    item.leadId ??= answer.lead_id;
    item.answeredIn ??= life;
    if (life === 'second' && response.headers.get('idempotent-replayed') === 'true') item.replayed = true;
    return true;
  } catch {
    // The server died under this request: no answer, so the client will retry it.
    return false;
  }
}

const dir = await mkdtemp(path.join(tmpdir(), 'crash-drill-'));
const siteDir = path.join(dir, 'site');
await mkdir(siteDir);
await writeFile(path.join(siteDir, 'index.html'), '<h1>drill</h1>');
const databaseUrl = process.env.DATABASE_URL?.trim() || undefined;
const scratch = databaseUrl === undefined ? undefined : await createScratchDatabase(databaseUrl, 'crash_drill');
const target = scratch?.url ?? path.join(dir, 'pglite');

let failed = false;
try {
  const items = Array.from({ length: leadCount }, (_, i) => submission(i));
  console.log(`${scratch === undefined ? 'PGlite on disk' : 'PostgreSQL (scratch database)'}: ${leadCount} leads, the server killed after ${killAfter} answers.`);

  // First life: the burst, SIGKILL once killAfter answers are in.
  let mark = performance.now();
  const lap = (what: string) => {
    const now = performance.now();
    console.log(`${what}: ${((now - mark) / 1000).toFixed(1)} s`);
    mark = now;
  };
  const first = await startServer(siteDir, target);
  lap('first start (store created and migrated)');
  let answered = 0;
  let killedAt: number | undefined;
  const queue = [...items];
  const killed = new Promise<void>((resolve) => first.child.once('exit', () => resolve()));
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      for (let item = queue.shift(); item !== undefined && killedAt === undefined; item = queue.shift()) {
        if (await send(first.origin, item, 'first')) answered += 1;
        if (answered >= killAfter && killedAt === undefined) {
          killedAt = answered;
          first.child.kill('SIGKILL');
        }
      }
    }),
  );
  await killed;
  lap('burst until the kill');
  const answeredFirst = items.filter((item) => item.answeredIn === 'first').length;

  // Second life on the same store: every submission without an answer is sent again, same key, same body.
  const second = await startServer(siteDir, target);
  lap('restart on the killed store');
  const unanswered = items.filter((item) => item.leadId === undefined);
  const refused: Submission[] = [];
  for (let i = 0; i < unanswered.length; i += concurrency) {
    const batch = unanswered.slice(i, i + concurrency);
    const results = await Promise.all(batch.map((item) => send(second.origin, item, 'second')));
    batch.forEach((item, n) => results[n] || refused.push(item));
  }
  lap('retries');
  second.child.kill('SIGTERM');
  await new Promise((resolve) => second.child.once('exit', resolve));
  lap('stop');

  // The store, read directly once the server has stopped.
  const store = await openLeadStore({ databaseUrl: scratch?.url, dataDir: target });
  const stored = await store.list(site.slug, { limit: leadCount * 2 + 10 });
  await store.close();
  lap('store read');
  const byKey = new Map<string, string[]>();
  for (const { submission: row } of stored) byKey.set(row.idempotencyKey, [...(byKey.get(row.idempotencyKey) ?? []), row.id]);
  const byShopper = new Map<string, number>();
  for (const { submission: row } of stored) {
    const email = String((row.payload.user as { email?: unknown } | undefined)?.email ?? '');
    byShopper.set(email, (byShopper.get(email) ?? 0) + 1);
  }
  const lost = items.filter((item) => item.leadId !== undefined && !(byKey.get(item.key) ?? []).includes(item.leadId));
  const twice = [...byShopper.values()].filter((n) => n > 1).length;
  const missing = items.filter((item) => (byShopper.get(`drill${item.index}@example.com`) ?? 0) === 0).length;

  console.log(
    formatTable(
      ['sent', 'answered before kill', 'retried after restart', 'stored before kill, answer lost', 'stored', 'lost', 'stored twice', 'missing'],
      [[leadCount, answeredFirst, unanswered.length, items.filter((item) => item.replayed === true).length, stored.length, lost.length, twice, missing].map(String)],
    ),
  );
  if (lost.length > 0 || twice > 0 || missing > 0 || refused.length > 0) {
    failed = true;
    if (refused.length > 0) console.error(`${refused.length} retries after the restart got no 2xx answer.`);
    console.error('✗ The crash drill failed: a lead answered 2xx must be stored exactly once.');
  } else {
    console.log('✓ Every lead answered 2xx is stored, and none twice.');
  }
} finally {
  await scratch?.drop();
  await rm(dir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
