/**
 * The outbox worker: delivers stored leads to the dealers' CRMs, and a reservation's changes to the
 * site's build hook and search index. It claims due outbox entries, sends each through its channel
 * (building the lead's ADF document for the CRM channels, email and webhook; the site channels,
 * build-hook and search-index, take the site config instead), and records the outcome: delivered;
 * failed with a next try after an exponential backoff with jitter; or, after the last try, parked as
 * dead. A `shopper-email` entry (a saved search's mail) carries its composed mail in its
 * submission. Nothing is ever deleted: a dead entry stays listed (`npm run leads -- list`) with its tries
 * and last error until ops put it back (`npm run leads -- retry <lead_id>`).
 *
 * It runs in two places, with the same code:
 * - on Netlify, as the scheduled function src/functions/deliver-leads.ts (every minute);
 * - in the local server, as a loop:
 *     const crm = createCrmDeliveries(readCrmDeliveryConfig(process.env, root));
 *     const stop = startOutboxLoop({ store: () => openLeadStore(options), deliveries: crm.deliveries,
 *       sites: siteLookup(root), intervalMs: 5000, log: (line) => console.log(line) });
 *   and on shutdown `await stop(); await crm.close();` before the store closes. Without SMTP
 *   settings the messages land in `.data/outbox/` (see crm-config.ts).
 *
 * Try counting follows the store: claiming an entry does not count; markDelivered and markFailed
 * each count one try. So a claimed entry's `attempts` is the number of earlier tries.
 */
import { requireSiteConfig } from '../../config/load-site-config.ts';
import type { LeadStore, OutboxEntry, StoredSubmission } from '../ports/lead-store.ts';
import { buildAdf } from './adf.ts';
import type { CrmDeliveries, OutboxSite } from '../ports/delivery.ts';

/** Tries per entry before it is parked as dead. */
export const DEFAULT_MAX_ATTEMPTS = 8;
/** Entries claimed per batch. */
const DEFAULT_BATCH_SIZE = 20;

/**
 * The backoff: the delay before try n+1 is drawn between half and all of min(maxMs, baseMs * 2^(n-1))
 * ("equal jitter": never two workers' retries in lockstep, and never shorter than the step before).
 * With the defaults (5 minutes doubling, at most 6 hours) and 8 tries, a lead is parked dead after
 * 5.3 to 10.6 hours of failures: long enough to ride out a CRM's bad evening, short enough that ops
 * see a dead lead the same day.
 */
interface BackoffPolicy {
  readonly baseMs: number;
  readonly maxMs: number;
}

export const DEFAULT_BACKOFF: BackoffPolicy = { baseMs: 5 * 60_000, maxMs: 6 * 60 * 60_000 };

/** The longest the delay after `attempts` failed tries can be (the jitter draws between half of it and it). */
export function retryCeilingMs(attempts: number, policy: BackoffPolicy = DEFAULT_BACKOFF): number {
  const steps = Math.max(0, Math.floor(attempts) - 1);
  return Math.min(policy.maxMs, policy.baseMs * 2 ** Math.min(steps, 52));
}

/**
 * When to try again after `attempts` failed tries (1 or more), at `now`. `random` gives a number in
 * [0, 1) (Math.random in production; tests pass their own).
 */
export function nextRetryAt(attempts: number, now: Date, random: () => number = Math.random, policy: BackoffPolicy = DEFAULT_BACKOFF): Date {
  const ceiling = retryCeilingMs(attempts, policy);
  const draw = Math.min(1, Math.max(0, random()));
  return new Date(now.getTime() + ceiling / 2 + (draw * ceiling) / 2);
}

/** The site config of a slug, or undefined when there is none. */
type SiteLookup = (siteSlug: string) => Promise<OutboxSite | undefined>;

/** Site configs read from `sites/` under `root`, each read once per process. */
export function siteLookup(root: string): SiteLookup {
  const cache = new Map<string, Promise<OutboxSite | undefined>>();
  return (slug) => {
    let site = cache.get(slug);
    if (!site) {
      site = requireSiteConfig(root, slug).catch(() => {
        cache.delete(slug);
        return undefined;
      });
      cache.set(slug, site);
    }
    return site;
  };
}

export interface DeliverDueOptions {
  readonly store: LeadStore;
  readonly deliveries: CrmDeliveries;
  readonly sites: SiteLookup;
  /** The time of this run: entries due at it are claimed. */
  readonly now: Date;
  readonly batchSize?: number;
  readonly maxAttempts?: number;
  /** When to try again after `attempts` failed tries; default nextRetryAt with Math.random. */
  readonly backoff?: (attempts: number, now: Date) => Date;
  /** The clock for delivery times; default the system clock. */
  readonly clock?: () => Date;
  readonly log?: (line: string) => void;
}

/** What one run did. */
interface DeliveryRun {
  readonly claimed: number;
  readonly delivered: number;
  /** Failed tries that will be tried again. */
  readonly retrying: number;
  /** Entries parked as dead by this run. */
  readonly dead: number;
}

/** The longest error text stored with an entry. */
const MAX_ERROR_CHARS = 1000;

function errorText(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.length > MAX_ERROR_CHARS ? `${text.slice(0, MAX_ERROR_CHARS - 1)}…` : text;
}

type Outcome = 'delivered' | 'retrying' | 'dead';

/** A failure that no further try can mend: the entry is parked at once. */
class PermanentFailure extends Error {}

/**
 * Sends an entry through its channel: the CRM channels get the lead's ADF document (built only for
 * them), the site channels the site config. Resolves with the adapter's remark, if any.
 */
async function sendEntry(deliveries: CrmDeliveries, submission: StoredSubmission, entry: OutboxEntry, site: OutboxSite): Promise<string | undefined> {
  switch (entry.channel) {
    case 'email':
    case 'webhook':
      await deliveries[entry.channel].send(submission, entry, buildAdf(submission, site), { slug: site.slug, name: site.name });
      return undefined;
    case 'build-hook':
    case 'search-index':
      return deliveries[entry.channel].send(submission, entry, site);
    case 'shopper-email':
      return deliveries['shopper-email'].send(submission, entry, site);
  }
}

async function deliverOne(entry: OutboxEntry, options: DeliverDueOptions): Promise<Outcome> {
  const { store, deliveries, sites, now } = options;
  const log = options.log ?? (() => {});
  const tryNumber = entry.attempts + 1;
  const label = `lead ${entry.submissionId} (${entry.siteSlug}) ${entry.channel}`;
  let remark: string | undefined;
  try {
    const submission = await store.get(entry.siteSlug, entry.submissionId);
    if (!submission) throw new PermanentFailure(`submission ${entry.submissionId} is not in site ${entry.siteSlug}`);
    const site = await sites(entry.siteSlug);
    if (!site) throw new Error(`no valid site config for ${entry.siteSlug}`);
    remark = await sendEntry(deliveries, submission, entry, site);
  } catch (error) {
    const message = errorText(error);
    const maxAttempts = options.maxAttempts ?? DEFAULT_MAX_ATTEMPTS;
    if (error instanceof PermanentFailure || tryNumber >= maxAttempts) {
      await store.markFailed(entry.id, message, null);
      log(`${label}: try ${tryNumber} failed, parked as dead: ${message}`);
      return 'dead';
    }
    const retryAt = (options.backoff ?? ((attempts, at) => nextRetryAt(attempts, at)))(tryNumber, now);
    await store.markFailed(entry.id, message, retryAt);
    log(`${label}: try ${tryNumber} failed, next try at ${retryAt.toISOString()}: ${message}`);
    return 'retrying';
  }
  await store.markDelivered(entry.id, (options.clock ?? (() => new Date()))());
  log(`${label}: delivered on try ${tryNumber}${remark === undefined ? '' : ` (${remark})`}`);
  return 'delivered';
}

/** Claims the entries due at `now` (one batch) and delivers each. */
export async function deliverDue(options: DeliverDueOptions): Promise<DeliveryRun> {
  const entries = await options.store.claimDue(options.now, options.batchSize ?? DEFAULT_BATCH_SIZE);
  const outcomes = await Promise.all(entries.map((entry) => deliverOne(entry, options)));
  const count = (outcome: Outcome) => outcomes.filter((o) => o === outcome).length;
  return { claimed: entries.length, delivered: count('delivered'), retrying: count('retrying'), dead: count('dead') };
}

/** Options of a run of batches: the clock gives each batch its `now`. */
type DrainOptions = Omit<DeliverDueOptions, 'now'> & {
  readonly clock?: () => Date;
  /** Stop starting batches after this long (a Netlify scheduled function has 30 s). */
  readonly budgetMs?: number;
};

/** Runs batches while they come back full and the budget lasts; returns the totals. */
export async function drainDue(options: DrainOptions): Promise<DeliveryRun> {
  const clock = options.clock ?? (() => new Date());
  const batchSize = options.batchSize ?? DEFAULT_BATCH_SIZE;
  const started = clock().getTime();
  const total = { claimed: 0, delivered: 0, retrying: 0, dead: 0 };
  for (;;) {
    const run = await deliverDue({ ...options, now: clock() });
    total.claimed += run.claimed;
    total.delivered += run.delivered;
    total.retrying += run.retrying;
    total.dead += run.dead;
    if (run.claimed < batchSize || clock().getTime() - started >= (options.budgetMs ?? 20_000)) return total;
  }
}

/** Options of the loop: as drainDue's, but the store may be opened lazily (as the handlers' deps do). */
type OutboxLoopOptions = Omit<DrainOptions, 'store'> & {
  /** The store, or how to open it; a failed open is logged and tried again on the next run. */
  readonly store: LeadStore | (() => Promise<LeadStore>);
  readonly intervalMs: number;
};

/**
 * Runs the worker in this process every `intervalMs` (the local server's way; Netlify uses the
 * scheduled function). The first run starts at once; runs never overlap; a failed run is logged and
 * the loop goes on. Returns stop(), which resolves once the current run is over.
 */
export function startOutboxLoop(options: OutboxLoopOptions): () => Promise<void> {
  const log = options.log ?? ((line: string) => console.error(line));
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  const runOnce = async () => {
    const store = typeof options.store === 'function' ? await options.store() : options.store;
    await drainDue({ ...options, store, budgetMs: options.budgetMs ?? options.intervalMs });
  };
  const tick = () => {
    running = runOnce()
      .catch((error: unknown) => log(`outbox worker run failed: ${errorText(error)}`))
      .finally(() => {
        running = undefined;
        if (!stopped) timer = setTimeout(tick, options.intervalMs).unref();
      });
  };
  timer = setTimeout(tick, 0).unref();
  return async () => {
    stopped = true;
    clearTimeout(timer);
    await running;
  };
}
