/**
 * The outbox worker against real stores and a recording CRM webhook: a lead is delivered once even
 * when the CRM fails first, retries wait for their backoff, a CRM that always fails leaves the lead
 * dead but listed, and two workers never send the same entry. A reservation's notice reaches all
 * four channels (SMTP, webhook, build hook and a stand-in Typesense node), each with its own tries.
 */
import fc from 'fast-check';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { SiteConfig } from '../../../src/config/site-config-schema.ts';
import type { CrmDeliveries } from '../../../src/server/ports/delivery.ts';
import { createBuildHookDelivery } from '../../../src/server/crm/build-hook-delivery.ts';
import { createLocalEmailDelivery, createSmtpDelivery } from '../../../src/server/crm/email-delivery.ts';
import {
  DEFAULT_BACKOFF,
  DEFAULT_MAX_ATTEMPTS,
  deliverDue,
  nextRetryAt,
  retryCeilingMs,
  startOutboxLoop,
  type DeliverDueOptions,
} from '../../../src/server/crm/outbox-worker.ts';
import { createSearchIndexDelivery } from '../../../src/server/crm/search-index-delivery.ts';
import { createWebhookDelivery } from '../../../src/server/crm/webhook-delivery.ts';
import type { LeadStore, NewOutboxEntry, NewSubmission } from '../../../src/server/ports/lead-store.ts';
import { loadSite, newCarEnquiry, reservationNotice, serviceBooking, usedTestDrive } from './fixtures.ts';
import { readEmail, startSmtpRecorder, startWebhookRecorder, type WebhookRecorder } from './recorders.ts';
import { STORE_FACTORIES, type TestStore } from './stores.ts';
import { startTypesenseRecorder, withTypesense } from './typesense-recorder.ts';
import { readXml, select, xmllintErrors } from './xml-reader.ts';

const DAY_MS = 86_400_000;
const ADMIN_KEY = 'test-admin-key';
let brighton: SiteConfig;
let lakeside: SiteConfig;

beforeAll(async () => {
  [brighton, lakeside] = await Promise.all([loadSite('brighton-volkswagen'), loadSite('lakeside-mazda')]);
});

const sites = async (slug: string) => [brighton, lakeside].find((site) => site.slug === slug);

/** A delivery a test does not expect to be used: every send fails, naming the channel. */
function unused(channel: string): { send: () => Promise<never> } {
  return { send: () => Promise.reject(new Error(`no ${channel} in this test`)) };
}

/** The site channels, for tests of the CRM channels only. */
const NO_SITE_CHANNELS = { 'build-hook': unused('build hook'), 'search-index': unused('search index'), 'shopper-email': unused('shopper e-mail') };

describe.each(STORE_FACTORIES)('the outbox worker on the $name', (factory) => {
  // One store per engine (PGlite takes seconds to open); the clock only moves forward, and each test
  // leaves nothing pending behind (afterEach parks leftovers), so tests do not see each other's work.
  let clockMs = Date.parse('2026-05-01T10:00:00.000Z');
  const now = () => new Date(clockMs);
  let opened: TestStore | undefined;
  let recorder: WebhookRecorder | undefined;

  beforeAll(async () => {
    opened = await factory.open(now);
  });

  afterAll(async () => {
    await opened?.dispose();
  });

  async function setUp(answer: Parameters<typeof startWebhookRecorder>[0]): Promise<{ store: LeadStore; hook: WebhookRecorder }> {
    if (!opened) throw new Error('the store did not open');
    recorder = await startWebhookRecorder(answer);
    return { store: opened.store, hook: recorder };
  }

  afterEach(async () => {
    await recorder?.close();
    recorder = undefined;
    if (!opened) return;
    clockMs += 365 * DAY_MS;
    for (const entry of await opened.store.claimDue(now(), 10_000)) await opened.store.markFailed(entry.id, 'parked by the test', null);
  });

  /** This test's leads of a site, out of everything the shared store lists. */
  async function listed(store: LeadStore, siteSlug: string, ids: readonly (string | undefined)[]) {
    return (await store.list(siteSlug, { limit: 1000 })).filter((lead) => ids.includes(lead.submission.id));
  }

  function worker(store: LeadStore, extra: Partial<DeliverDueOptions> = {}): () => ReturnType<typeof deliverDue> {
    const deliveries: CrmDeliveries = {
      webhook: createWebhookDelivery({ timeoutMs: 2000 }),
      email: unused('e-mail'),
      ...NO_SITE_CHANNELS,
    };
    return () => deliverDue({ store, deliveries, sites, now: now(), clock: now, ...extra });
  }

  async function recordLeads(store: LeadStore, hook: WebhookRecorder, submissions: NewSubmission[]): Promise<string[]> {
    const ids: string[] = [];
    for (const submission of submissions) {
      const { submission: stored } = await store.record(submission, [{ channel: 'webhook', target: hook.url }]);
      ids.push(stored.id);
    }
    return ids;
  }

  it('a CRM webhook that fails twice then succeeds receives each lead exactly once, delivered after 3 tries', async () => {
    const { store, hook } = await setUp((_lead, earlier) => (earlier < 2 ? 503 : 200));
    const ids = await recordLeads(store, hook, [newCarEnquiry(brighton), serviceBooking(brighton), usedTestDrive(lakeside)]);
    const run = worker(store);

    expect(await run()).toEqual({ claimed: 3, delivered: 0, retrying: 3, dead: 0 });
    // Nothing is due again before its backoff: the first retry waits at least half of 5 minutes.
    clockMs += DEFAULT_BACKOFF.baseMs / 2 - 1000;
    expect((await run()).claimed).toBe(0);
    clockMs += DAY_MS;
    expect(await run()).toEqual({ claimed: 3, delivered: 0, retrying: 3, dead: 0 });
    clockMs += DAY_MS;
    expect(await run()).toEqual({ claimed: 3, delivered: 3, retrying: 0, dead: 0 });
    clockMs += DAY_MS;
    expect((await run()).claimed).toBe(0);

    for (const id of ids) {
      const received = hook.requests.filter((r) => r.headers['x-lead-id'] === id);
      expect(received.map((r) => r.status)).toEqual([503, 503, 200]);
      // The same key on every try, so a CRM could drop a repeat; the body is the lead's valid ADF.
      expect(new Set(received.map((r) => r.headers['idempotency-key'])).size).toBe(1);
      const accepted = received[2];
      expect(accepted?.headers['content-type']).toBe('application/xml; charset=utf-8');
      expect(xmllintErrors(accepted?.body ?? '')).toBe('');
      expect(select(readXml(accepted?.body ?? ''), 'prospect/id')[0]?.text).toBe(id);
    }
    const accepted = hook.requests.filter((r) => r.status === 200).map((r) => r.headers['x-lead-id']);
    expect(accepted.sort()).toEqual([...ids].sort());

    const leads = [...(await listed(store, brighton.slug, ids)), ...(await listed(store, lakeside.slug, ids))];
    expect(leads).toHaveLength(3);
    for (const { outbox } of leads) {
      expect(outbox).toHaveLength(1);
      expect(outbox[0]).toMatchObject({ state: 'delivered', attempts: 3, lastError: null });
      expect(outbox[0]?.deliveredAt).not.toBeNull();
    }
  });

  it('a CRM that always fails leaves the lead dead after the last try, not lost: still listed with its tries and last error', async () => {
    const { store, hook } = await setUp(() => 500);
    const [id] = await recordLeads(store, hook, [newCarEnquiry(brighton)]);
    const run = worker(store);
    const outcomes = [];
    for (let attempt = 1; attempt <= DEFAULT_MAX_ATTEMPTS + 2; attempt += 1) {
      outcomes.push(await run());
      clockMs += DAY_MS;
    }
    expect(outcomes.slice(0, DEFAULT_MAX_ATTEMPTS - 1).every((o) => o.retrying === 1)).toBe(true);
    expect(outcomes[DEFAULT_MAX_ATTEMPTS - 1]).toEqual({ claimed: 1, delivered: 0, retrying: 0, dead: 1 });
    expect(outcomes.slice(DEFAULT_MAX_ATTEMPTS).every((o) => o.claimed === 0)).toBe(true);
    expect(hook.requests).toHaveLength(DEFAULT_MAX_ATTEMPTS);

    const [lead] = await listed(store, brighton.slug, [id]);
    expect(lead?.submission.id).toBe(id);
    expect(lead?.outbox[0]).toMatchObject({ state: 'dead', attempts: DEFAULT_MAX_ATTEMPTS, deliveredAt: null });
    expect(lead?.outbox[0]?.lastError).toBe('webhook answered 500 Internal Server Error: CRM is down (500)');
    expect(await store.get(brighton.slug, id ?? '')).not.toBeNull();

    // Ops put it back; it goes on the next run.
    expect(await store.retry(id ?? '', now())).toBe(1);
    expect((await run()).claimed).toBe(1);
  });

  it('two workers running at once never send the same entry', async () => {
    const { store, hook } = await setUp(() => 200);
    const ids = await recordLeads(
      store,
      hook,
      Array.from({ length: 12 }, () => newCarEnquiry(brighton)),
    );
    const run = worker(store, { batchSize: 5 });
    const runs = await Promise.all([run(), run(), run(), run()]);
    expect(runs.reduce((sum, r) => sum + r.delivered, 0)).toBe(12);
    expect(hook.requests.map((r) => r.headers['x-lead-id']).sort()).toEqual([...ids].sort());
  });

  it('a site whose config is gone is retried, not dropped', async () => {
    const { store, hook } = await setUp(() => 200);
    const ids = await recordLeads(store, hook, [newCarEnquiry(brighton)]);
    const run = await deliverDue({ store, deliveries: { webhook: createWebhookDelivery({ timeoutMs: 2000 }), email: createLocalEmailDelivery('/nonexistent'), ...NO_SITE_CHANNELS }, sites: async () => undefined, now: now() });
    expect(run).toEqual({ claimed: 1, delivered: 0, retrying: 1, dead: 0 });
    const [lead] = await listed(store, brighton.slug, ids);
    expect(lead?.outbox[0]).toMatchObject({ state: 'pending', attempts: 1, lastError: 'no valid site config for brighton-volkswagen' });
    expect(hook.requests).toHaveLength(0);
  });

  /** The four channels of a reservation's notice, each against its own recording receiver. */
  async function reservationChannels(documents: readonly string[], buildHookAnswer: (earlier: number) => number = () => 200) {
    // A build hook call names no lead, so the hook counts its own calls.
    let buildHookCalls = 0;
    const [smtp, buildHook, typesense] = await Promise.all([
      startSmtpRecorder(),
      startWebhookRecorder(() => buildHookAnswer(buildHookCalls++)),
      startTypesenseRecorder(ADMIN_KEY, Object.fromEntries(documents.map((id) => [`cars/${id}`, { id, reserved: false }]))),
    ]);
    const email = createSmtpDelivery({ host: '127.0.0.1', port: smtp.port, secure: false, auth: null, from: 'leads@dealer-sites.example' });
    const deliveries: CrmDeliveries = {
      email,
      webhook: createWebhookDelivery({ timeoutMs: 2000 }),
      'build-hook': createBuildHookDelivery({ timeoutMs: 2000 }),
      'search-index': createSearchIndexDelivery({ adminKey: ADMIN_KEY }),
      'shopper-email': unused('shopper e-mail'),
    };
    const site = withTypesense(brighton, typesense.port);
    return {
      smtp,
      buildHook,
      typesense,
      deliveries,
      sites: async (slug: string) => (slug === site.slug ? site : undefined),
      close: async () => {
        await email.close();
        await Promise.all([smtp.close(), buildHook.close(), typesense.close()]);
      },
    };
  }

  function noticeOutbox(crm: WebhookRecorder, buildHook: WebhookRecorder): NewOutboxEntry[] {
    return [
      { channel: 'email', target: 'crm@brightonvolkswagen.example' },
      { channel: 'webhook', target: crm.url },
      { channel: 'build-hook', target: buildHook.url },
      { channel: 'search-index', target: brighton.slug },
    ];
  }

  it('a reservation notice reaches all four channels: the CRM by e-mail and webhook as ADF, the build hook, and the car\'s search document', async () => {
    const { store, hook } = await setUp(() => 200);
    const channels = await reservationChannels(['101-4101']);
    const logged: string[] = [];
    try {
      const { submission } = await store.record(reservationNotice(brighton, 'confirmed'), noticeOutbox(hook, channels.buildHook));
      const run = await worker(store, { deliveries: channels.deliveries, sites: channels.sites, log: (line) => logged.push(line) })();
      expect(run).toEqual({ claimed: 4, delivered: 4, retrying: 0, dead: 0 });

      const [message] = channels.smtp.messages;
      const email = readEmail(message?.raw ?? '');
      expect(email.headers['subject']).toBe('Reservation R-ABC23456 confirmed (deposit paid): 2025 Volkswagen Tiguan 162TSI Elegance from Brighton Volkswagen website');
      expect(xmllintErrors(email.body)).toBe('');
      expect(hook.requests).toHaveLength(1);
      const adf = hook.requests[0]?.body ?? '';
      expect(xmllintErrors(adf)).toBe('');
      expect(select(readXml(adf), 'prospect/vehicle')[0]?.attributes.interest).toBe('buy');
      expect(adf).toContain('Reservation:\n  Reference: R-ABC23456');

      expect(channels.buildHook.requests).toHaveLength(1);
      expect(channels.buildHook.requests[0]).toMatchObject({ method: 'POST', body: '' });
      expect(new URL(channels.buildHook.requests[0]?.url ?? '', 'http://x.invalid').searchParams.get('trigger_title')).toBe(
        'Reservation R-ABC23456 confirmed (deposit paid): 2025 Volkswagen Tiguan 162TSI Elegance',
      );
      expect(channels.typesense.documents.get('cars/101-4101')).toEqual({ id: '101-4101', reserved: true });

      const [lead] = await listed(store, brighton.slug, [submission.id]);
      expect(lead?.submission.kind).toBe('reservation');
      expect(lead?.outbox.map((entry) => [entry.channel, entry.state, entry.attempts])).toEqual([
        ['email', 'delivered', 1],
        ['webhook', 'delivered', 1],
        ['build-hook', 'delivered', 1],
        ['search-index', 'delivered', 1],
      ]);
      expect(logged.filter((line) => line.endsWith('delivered on try 1'))).toHaveLength(4);
    } finally {
      await channels.close();
    }
  });

  it('each channel keeps its own tries: a failing build hook is retried with backoff while the others are delivered, and a car gone from the index is delivered with a remark', async () => {
    const { store, hook } = await setUp(() => 200);
    const channels = await reservationChannels([], (earlier) => (earlier < 1 ? 500 : 200));
    const logged: string[] = [];
    try {
      const { submission } = await store.record(reservationNotice(brighton, 'released'), noticeOutbox(hook, channels.buildHook));
      const run = worker(store, { deliveries: channels.deliveries, sites: channels.sites, log: (line) => logged.push(line) });
      expect(await run()).toEqual({ claimed: 4, delivered: 3, retrying: 1, dead: 0 });
      const searchLine = logged.find((line) => line.includes('search-index'));
      expect(searchLine).toBe(
        `lead ${submission.id} (brighton-volkswagen) search-index: delivered on try 1 (car 4101 is not in cars (101-4101: Could not find a document with id: 101-4101): nothing to update)`,
      );
      const [afterFirst] = await listed(store, brighton.slug, [submission.id]);
      expect(afterFirst?.outbox.find((entry) => entry.channel === 'build-hook')).toMatchObject({
        state: 'pending',
        attempts: 1,
        lastError: 'build hook answered 500 Internal Server Error: CRM is down (500)',
      });

      clockMs += DAY_MS;
      expect(await run()).toEqual({ claimed: 1, delivered: 1, retrying: 0, dead: 0 });
      expect(channels.buildHook.requests.map((request) => request.status)).toEqual([500, 200]);
      expect(hook.requests).toHaveLength(1);
      expect(channels.smtp.messages).toHaveLength(1);
    } finally {
      await channels.close();
    }
  });
});

describe('the outbox loop', () => {
  it('runs at once and on its interval until stopped, and stop waits for the run in progress', async () => {
    const { MemoryLeadStore } = await import('./memory-lead-store.ts');
    const store = new MemoryLeadStore();
    // Each run opens the store first: `runs` counts the runs started.
    let runs = 0;
    const openStore = async () => {
      runs += 1;
      return store;
    };
    // The webhook is a stand-in that writes each lead down and holds the second one until released
    // (no sockets: they would run on the fake timers below).
    const sent: string[] = [];
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const webhook = {
      send: async (submission: { readonly id: string }) => {
        sent.push(submission.id);
        if (sent.length === 2) await held;
      },
    };
    const deliveries: CrmDeliveries = { webhook, email: createLocalEmailDelivery('/nonexistent'), ...NO_SITE_CHANNELS };
    const record = () => store.record(newCarEnquiry(brighton), [{ channel: 'webhook', target: 'https://crm.example/leads' }]);
    // The loop's timers are fake: a run starts only when the clock is moved (vi.waitFor moves it by its
    // interval at each check), so that a stopped loop starts none is proven without a wait.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      await record();
      const stop = startOutboxLoop({ store: openStore, deliveries, sites, intervalMs: 20 });
      await vi.waitFor(() => expect(sent).toHaveLength(1));
      await record();
      await vi.waitFor(() => expect(sent).toHaveLength(2));
      // The run delivering the second lead is held: stop() waits for it.
      let stopped = false;
      const stopping = stop().then(() => (stopped = true));
      await vi.advanceTimersByTimeAsync(100);
      expect(stopped).toBe(false);
      release();
      await stopping;
      // Stopped: no run starts any more, however far the clock moves.
      const runsWhenStopped = runs;
      await record();
      await vi.advanceTimersByTimeAsync(1_000);
      expect(runs).toBe(runsWhenStopped);
      expect(sent).toHaveLength(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('opens the store lazily, and a store that cannot be opened yet is logged and tried again', async () => {
    const { MemoryLeadStore } = await import('./memory-lead-store.ts');
    const store = new MemoryLeadStore();
    const hook = await startWebhookRecorder(() => 200);
    const logged: string[] = [];
    let opens = 0;
    try {
      await store.record(newCarEnquiry(brighton), [{ channel: 'webhook', target: hook.url }]);
      const deliveries: CrmDeliveries = { webhook: createWebhookDelivery({ timeoutMs: 2000 }), email: createLocalEmailDelivery('/nonexistent'), ...NO_SITE_CHANNELS };
      const openStore = async () => {
        opens += 1;
        if (opens === 1) throw new Error('database is starting up');
        return store;
      };
      const stop = startOutboxLoop({ store: openStore, deliveries, sites, intervalMs: 20, log: (line) => logged.push(line) });
      // Two runs 20 ms apart and one local HTTP call: well under a second, the rest is room for a busy machine.
      await expect.poll(() => hook.requests.length, { timeout: 5_000 }).toBe(1);
      await stop();
      expect(logged[0]).toBe('outbox worker run failed: database is starting up');
      expect(logged[1]).toMatch(/^lead \S+ \(brighton-volkswagen\) webhook: delivered on try 1$/);
    } finally {
      await hook.close();
    }
  });
});

describe('backoff with jitter', () => {
  const start = new Date('2026-05-01T10:00:00.000Z');
  const delay = (attempts: number, random: number) => nextRetryAt(attempts, start, () => random).getTime() - start.getTime();
  const attempts = fc.integer({ min: 1, max: 60 });
  const draw = fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true });

  it('every delay lies between half and all of the ceiling, and never past the cap', () => {
    fc.assert(
      fc.property(attempts, draw, (n, r) => {
        const ms = delay(n, r);
        const ceiling = retryCeilingMs(n);
        return ms >= ceiling / 2 && ms <= ceiling && ms <= DEFAULT_BACKOFF.maxMs && ms >= DEFAULT_BACKOFF.baseMs / 2;
      }),
    );
  });

  it('a later try never waits less than an earlier one, whatever the jitter', () => {
    fc.assert(
      fc.property(attempts, attempts, draw, draw, (a, b, ra, rb) => {
        const [early, late] = a <= b ? [a, b] : [b, a];
        const lateUncapped = DEFAULT_BACKOFF.baseMs * 2 ** (late - 1) <= DEFAULT_BACKOFF.maxMs;
        // Until the cap, the floor of a later delay is the ceiling of the one before it.
        return early === late || !lateUncapped ? true : delay(early, ra) <= delay(late, rb);
      }),
    );
  });

  it('the ceiling doubles from the base until the cap, then stays', () => {
    fc.assert(
      fc.property(attempts, (n) => retryCeilingMs(n + 1) === Math.min(DEFAULT_BACKOFF.maxMs, 2 * retryCeilingMs(n))),
    );
    expect(retryCeilingMs(1)).toBe(DEFAULT_BACKOFF.baseMs);
    expect(retryCeilingMs(60)).toBe(DEFAULT_BACKOFF.maxMs);
  });

  it('the jitter spreads workers: the same try with different draws lands at different times', () => {
    expect(delay(3, 0)).toBe(retryCeilingMs(3) / 2);
    expect(delay(3, 0.999)).toBeGreaterThan(delay(3, 0.5));
  });
});
