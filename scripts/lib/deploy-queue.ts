/**
 * The deploy queue's scheduling, apart from the processes it starts. Netlify takes about three
 * deploys a minute per account, however many dealer sites the account holds, so a fleet's deploys
 * go through one queue: no rolling window (60 s) ever holds more than that many deploy starts,
 * at most a few deploys run at once, and a failed deploy is tried once more when the window
 * allows. Time and the deploy itself are passed in, so tests run the queue on a fake clock;
 * scripts/deploy-queue.ts passes the system clock and a spawned command.
 *
 * Also here: the deploy command's template (split into words without a shell, the slug put in),
 * and the fleet arithmetic (how long the scheduled stock sync takes to go round a fleet), so the
 * figures in the README come from code, not from a calculator.
 */
import { formatTable } from './format-table.ts';

/** At most `perWindow` deploy starts in any `windowMs` milliseconds, wherever the window begins. */
export interface RateLimit {
  readonly perWindow: number;
  readonly windowMs: number;
}

/**
 * The earliest moment at or after `now` when one more deploy may start, given the earlier starts
 * (in the order they happened). A start must come a full window after the start `perWindow` places
 * before it: then no window holds `perWindow + 1` starts. That is a sliding window over the
 * starts, not a fixed spacing, so the first `perWindow` deploys start without waiting.
 */
export function nextStartAt(starts: readonly number[], now: number, limit: RateLimit): number {
  const bound = starts.length >= limit.perWindow ? starts.at(-limit.perWindow) : undefined;
  return bound === undefined ? now : Math.max(now, bound + limit.windowMs);
}

/** The most starts any window of `windowMs` holds (a window takes its start time, not its end). */
export function busiestWindow(starts: readonly number[], windowMs: number): number {
  const sorted = [...starts].sort((a, b) => a - b);
  let most = 0;
  let last = 0;
  sorted.forEach((start, first) => {
    last = Math.max(last, first);
    while (last + 1 < sorted.length && (sorted[last + 1] ?? Infinity) < start + windowMs) last += 1;
    most = Math.max(most, last - first + 1);
  });
  return most;
}

/**
 * The time from the first deploy's start to the last one's when the rate is what holds the queue
 * back (each deploy is over before the window lets another start): the first `perWindow` start at
 * once, and each further group of `perWindow` one window later.
 */
export function queueSpanMs(count: number, limit: RateLimit): number {
  return count === 0 ? 0 : Math.floor((count - 1) / limit.perWindow) * limit.windowMs;
}

/** Where the queue reads the time and waits: the system clock, or a fake one in tests. */
export interface QueueClock {
  now(): number;
  sleep(ms: number): Promise<void>;
}

export const systemClock: QueueClock = {
  now: () => Date.now(),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
};

export interface DeployAttempt {
  readonly startedAt: number;
  readonly endedAt: number;
  /** The deploy command's exit code: 0 deployed; -1 when it could not be run at all. */
  readonly code: number;
}

export type DeployStatus = 'deployed' | 'failed';

export interface SiteDeploy {
  readonly site: string;
  /** Whether its last attempt succeeded. */
  readonly status: DeployStatus;
  readonly attempts: readonly DeployAttempt[];
}

/** What the queue tells its caller as it goes, for progress lines. */
export type QueueEvent =
  | { readonly kind: 'wait'; readonly site: string; readonly at: number; readonly until: number }
  | { readonly kind: 'start'; readonly site: string; readonly attempt: number; readonly at: number }
  | {
      readonly kind: 'end';
      readonly site: string;
      readonly attempt: number;
      readonly at: number;
      readonly startedAt: number;
      readonly code: number;
      /** Why the deploy could not be run, when `deploy` threw. */
      readonly error?: string;
      /** It failed and goes back in the queue. */
      readonly retry: boolean;
    };

export interface QueueOptions {
  readonly sites: readonly string[];
  readonly limit: RateLimit;
  /** Deploys running at once (default 1). Starts stay within the limit whatever this is. */
  readonly parallel?: number;
  /** How many more times a failed deploy is tried (default 1). */
  readonly retries?: number;
  readonly clock: QueueClock;
  /** Runs one deploy of `site` (`attempt` counts from 1) and gives its exit code, 0 when deployed. */
  readonly deploy: (site: string, attempt: number) => Promise<number>;
  readonly onEvent?: (event: QueueEvent) => void;
}

/**
 * Deploys every site through the queue and gives each one's outcome, in the order of `sites`. A
 * failed deploy goes to the back of the queue for its retry: the sites not yet tried are not held
 * up by it, and whatever made it fail (a busy API, a network blip) has had longer to pass.
 */
export async function runDeployQueue(options: QueueOptions): Promise<SiteDeploy[]> {
  const { limit, clock, deploy } = options;
  const parallel = options.parallel ?? 1;
  const retries = options.retries ?? 1;
  const emit = options.onEvent ?? (() => undefined);
  const attempts = new Map<string, DeployAttempt[]>(options.sites.map((site) => [site, []]));
  const waiting = options.sites.map((site) => ({ site, attempt: 1 }));
  const running = new Set<Promise<void>>();
  const starts: number[] = [];

  const launch = (site: string, attempt: number): void => {
    const startedAt = clock.now();
    starts.push(startedAt);
    emit({ kind: 'start', site, attempt, at: startedAt });
    // A deploy that throws counts as a failed one, so one broken site never stops the queue.
    const run = deploy(site, attempt).then(
      (code) => ({ code, error: undefined }),
      (error: unknown) => ({ code: -1, error: error instanceof Error ? error.message : String(error) }),
    );
    const tracked: Promise<void> = run
      .then(({ code, error }) => {
        const endedAt = clock.now();
        attempts.get(site)?.push({ startedAt, endedAt, code });
        const retry = code !== 0 && attempt <= retries;
        if (retry) waiting.push({ site, attempt: attempt + 1 });
        emit({ kind: 'end', site, attempt, at: endedAt, startedAt, code, ...(error === undefined ? {} : { error }), retry });
      })
      .finally(() => running.delete(tracked));
    running.add(tracked);
  };

  while (waiting.length > 0 || running.size > 0) {
    const next = waiting[0];
    if (next === undefined || running.size >= parallel) {
      await Promise.race(running);
      continue;
    }
    const now = clock.now();
    const at = nextStartAt(starts, now, limit);
    if (at > now) {
      emit({ kind: 'wait', site: next.site, at: now, until: at });
      await clock.sleep(at - now);
      continue;
    }
    waiting.shift();
    launch(next.site, next.attempt);
  }
  return options.sites.map((site) => {
    const tries = attempts.get(site) ?? [];
    return { site, status: tries.at(-1)?.code === 0 ? 'deployed' : 'failed', attempts: tries };
  });
}

/** The deploy command run for each site unless `--command` says otherwise; `{site}` is the slug. */
export const DEFAULT_DEPLOY_COMMAND = 'npm run deploy -- --site {site} --prod --no-build';

/** A command template that cannot be split into words (an unclosed quote). */
export class CommandTemplateError extends Error {}

/**
 * Splits a command line into words as a POSIX shell would for quoting alone: spaces separate
 * words; single quotes keep everything; double quotes keep everything but `\"` and `\\`; a
 * backslash outside quotes keeps the next character. Nothing else of a shell happens (no
 * variables, globs or pipes), so a site's slug can never run as shell code.
 */
export function splitCommandLine(text: string): string[] {
  const words: string[] = [];
  let word = '';
  let inWord = false;
  let quote: "'" | '"' | null = null;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i] ?? '';
    if (quote === "'") {
      if (char === "'") quote = null;
      else word += char;
    } else if (quote === '"') {
      if (char === '"') quote = null;
      else if (char === '\\' && (text[i + 1] === '"' || text[i + 1] === '\\')) word += text[(i += 1)];
      else word += char;
    } else if (char === "'" || char === '"') {
      quote = char;
      inWord = true;
    } else if (char === '\\' && i + 1 < text.length) {
      word += text[(i += 1)];
      inWord = true;
    } else if (/\s/.test(char)) {
      if (inWord) words.push(word);
      word = '';
      inWord = false;
    } else {
      word += char;
      inWord = true;
    }
  }
  if (quote !== null) throw new CommandTemplateError(`the command has an unclosed ${quote === "'" ? 'single' : 'double'} quote: ${text}`);
  if (inWord) words.push(word);
  return words;
}

/** The words of a command template, checked once before any deploy starts. */
export function parseCommandTemplate(template: string): string[] {
  const words = splitCommandLine(template);
  if (words.length === 0) throw new CommandTemplateError('the command is empty');
  if (!words.some((word) => word.includes('{site}'))) throw new CommandTemplateError(`the command never names the site: put {site} where its slug goes, e.g. "${DEFAULT_DEPLOY_COMMAND}"`);
  return words;
}

/** The command for one site: `{site}` replaced by its slug in every word. */
export function commandForSite(words: readonly string[], site: string): string[] {
  return words.map((word) => word.replaceAll('{site}', site));
}

/** 0 when every site was deployed, 1 when one failed (after its retry). */
export function queueExitCode(results: readonly SiteDeploy[]): number {
  return results.some((result) => result.status === 'failed') ? 1 : 0;
}

/** `1:05`: minutes and seconds, for the time since the run began. */
export function formatElapsed(ms: number): string {
  const seconds = Math.max(0, Math.round(ms / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/** `42 s`, or `0.4 s` under ten seconds, where a rounded figure would say a wait of 0 s. */
function seconds(ms: number): string {
  return ms < 10_000 ? `${(ms / 1000).toFixed(1).replace(/\.0$/, '')} s` : `${Math.round(ms / 1000)} s`;
}

/** One progress line for an event; `begunAt` is when the run began. */
export function describeQueueEvent(event: QueueEvent, begunAt: number, limit: RateLimit): string {
  const stamp = `[+${formatElapsed(event.at - begunAt)}]`;
  switch (event.kind) {
    case 'wait':
      return `${stamp} waiting ${seconds(event.until - event.at)} to start ${event.site}: ${limit.perWindow} deploys started in the last ${seconds(limit.windowMs)}`;
    case 'start':
      return `${stamp} ${event.site}: deploy started${event.attempt > 1 ? ` (attempt ${event.attempt})` : ''}`;
    case 'end': {
      const took = seconds(event.at - event.startedAt);
      if (event.code === 0) return `${stamp} ${event.site}: deployed (${took})`;
      const why = event.error === undefined ? `exit code ${event.code}` : event.error;
      return `${stamp} ${event.site}: failed (${why}, ${took}); ${event.retry ? 'tried again when the rate allows' : 'not tried again'}`;
    }
  }
}

/** The outcome of every site as a table: result, attempts and when each started (UTC). */
export function formatQueueResults(results: readonly SiteDeploy[]): string {
  const rows = results.map((result) => [
    result.site,
    result.status,
    String(result.attempts.length),
    result.attempts.map((attempt) => `${new Date(attempt.startedAt).toISOString().slice(11, 19)}${attempt.code === 0 ? '' : ` (exit ${attempt.code})`}`).join(', ') || '-',
  ]);
  const deployed = results.filter((result) => result.status === 'deployed').length;
  return [formatTable(['site', 'result', 'attempts', 'started (UTC)'], rows), '', `${deployed} of ${results.length} sites deployed.`].join('\n');
}

/** The queue's outcome as JSON for CI: each site's result and attempts, times in ISO 8601. */
export function queueReport(results: readonly SiteDeploy[]): unknown {
  return {
    deployed: results.filter((result) => result.status === 'deployed').length,
    failed: results.filter((result) => result.status === 'failed').length,
    sites: results.map((result) => ({
      site: result.site,
      status: result.status,
      attempts: result.attempts.map((attempt) => ({
        startedAt: new Date(attempt.startedAt).toISOString(),
        seconds: Math.round((attempt.endedAt - attempt.startedAt) / 100) / 10,
        code: attempt.code,
      })),
    })),
  };
}

/** Minutes between two rounds of the stock sync: .github/workflows/stock-sync.yml's schedule. */
export const SYNC_SCHEDULE_MINUTES = 15;

/** What a round of the stock sync is assumed to cost; every figure of the fleet plan follows from these. */
export interface FleetAssumptions {
  /** Sites with a stock feed: every round syncs each of them. */
  readonly sites: number;
  /** Sites whose stock changed in the round: each is deployed. */
  readonly changedSites: number;
  /** Sync jobs running side by side, each syncing its share of the sites one after another. */
  readonly shards: number;
  /** Seconds one site's sync takes: fetch, import, incremental build, Typesense. */
  readonly syncSeconds: number;
  /** The account's deploy limit. */
  readonly deploysPerMinute: number;
  /** Seconds one deploy runs (netlify-cli uploading and Netlify processing). */
  readonly deploySeconds: number;
  /** Deploys the queue runs at once. */
  readonly parallel: number;
  /** Minutes each job of the round (plan, sync, deploy) spends getting ready: checkout, npm install, caches. */
  readonly setupMinutes: number;
  /** Minutes between scheduled rounds. */
  readonly scheduleMinutes: number;
}

export interface FleetRound {
  /** The most sites one shard syncs. */
  readonly sitesPerShard: number;
  /** The sync job: set-up plus its share of the sites. */
  readonly syncMinutes: number;
  /** Deploys a minute the queue keeps up: the limit, unless deploys one after another are slower. */
  readonly deployRate: number;
  /** The deploy job: set-up plus the changed sites at that rate (none when nothing changed). */
  readonly deployMinutes: number;
  /** Plan, sync and deploy, one after another. */
  readonly roundMinutes: number;
  /** Deploys that fit between two scheduled rounds at that rate. */
  readonly deploysPerSchedule: number;
  /**
   * The longest a feed change waits to be live: it just missed its site's sync, so it waits for
   * the next round to begin (the schedule, or the end of this round when that is later, since
   * rounds never overlap) and for that round to end.
   */
  readonly worstDelayMinutes: number;
}

/** The figures of one round of the stock sync from its assumptions. */
export function fleetRound(a: FleetAssumptions): FleetRound {
  const sitesPerShard = Math.ceil(a.sites / Math.max(1, a.shards));
  const syncMinutes = a.setupMinutes + (sitesPerShard * a.syncSeconds) / 60;
  const deployRate = Math.min(a.deploysPerMinute, (a.parallel * 60) / a.deploySeconds);
  const deployMinutes = a.changedSites === 0 ? 0 : a.setupMinutes + a.changedSites / deployRate;
  const roundMinutes = a.setupMinutes + syncMinutes + deployMinutes;
  return {
    sitesPerShard,
    syncMinutes,
    deployRate,
    deployMinutes,
    roundMinutes,
    deploysPerSchedule: Math.floor(deployRate * a.scheduleMinutes),
    worstDelayMinutes: Math.max(a.scheduleMinutes, roundMinutes) + roundMinutes,
  };
}

/** The assumptions of `npm run deploy:queue -- --plan-fleet`, besides the fleet's size. */
export const FLEET_DEFAULTS = {
  /**
   * One site's sync, on the safe side: a one-car change builds from the site's render kit in 2–4 s
   * (222 cars: 1.9 s; 2,000 cars: 3.8 s, feed file to ready to deploy), but a site whose kit is
   * gone (a cold cache, a code change) builds with Astro: 7 s for 222 cars, 21 s for 2,000.
   */
  syncSeconds: 15,
  /** Not measured: netlify-cli's upload of the changed files and Netlify's processing. */
  deploySeconds: 30,
  setupMinutes: 2,
  deploysPerMinute: 3,
  parallel: 1,
  scheduleMinutes: SYNC_SCHEDULE_MINUTES,
} as const;

function minutes(value: number): string {
  return value.toFixed(1);
}

/**
 * The fleet plan: for a fleet of `sites`, a table of rounds with each shard count and three
 * amounts of changed stock (a quiet round, what one schedule's deploys can take, every site), with
 * the assumptions above it.
 */
export function formatFleetPlan(sites: number, assumed: Omit<FleetAssumptions, 'sites' | 'changedSites' | 'shards'>, shardCounts: readonly number[]): string {
  const rate = fleetRound({ ...assumed, sites, changedSites: 0, shards: 1 });
  const changedCounts = [...new Set([Math.max(1, Math.round(sites * 0.05)), Math.min(sites, rate.deploysPerSchedule), sites])].sort((a, b) => a - b);
  const rows = shardCounts.flatMap((shards) =>
    changedCounts.map((changedSites) => {
      const round = fleetRound({ ...assumed, sites, changedSites, shards });
      return [String(shards), String(round.sitesPerShard), minutes(round.syncMinutes), String(changedSites), minutes(round.deployMinutes), minutes(round.roundMinutes), minutes(round.worstDelayMinutes)];
    }),
  );
  const share = Math.round((rate.deploysPerSchedule / sites) * 100);
  return [
    `A fleet of ${sites} sites with a stock feed, one Netlify account. Assumed:`,
    `  - each site's sync takes ${assumed.syncSeconds} s (measured: 2-4 s for a one-car change from the render kit, 7-21 s for an Astro build of 222 to 2,000 cars);`,
    `  - the account takes ${assumed.deploysPerMinute} deploys a minute; a deploy runs ${assumed.deploySeconds} s and the queue runs ${assumed.parallel} at once,`,
    `    so it keeps up ${rate.deployRate.toFixed(1)} deploys a minute: ${rate.deploysPerSchedule} in a ${assumed.scheduleMinutes}-minute round (${share}% of the fleet);`,
    `  - every job (plan, sync shard, deploy) spends ${assumed.setupMinutes} min on checkout, npm install and caches;`,
    `  - a round every ${assumed.scheduleMinutes} minutes, never two at once (a long round delays the next).`,
    '',
    formatTable(['shards', 'sites a shard', 'sync min', 'changed', 'deploy min', 'round min', 'worst delay min'], rows),
    '',
    `sync min: one shard's job; deploy min: the queue's job; round min: plan + sync + deploy; worst delay min:`,
    `from a feed change to the site live, when the change just missed its site's sync.`,
  ].join('\n');
}
