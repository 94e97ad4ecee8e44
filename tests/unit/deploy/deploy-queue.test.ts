/**
 * The deploy queue's scheduling (scripts/lib/deploy-queue.ts) on a fake clock: no rolling window
 * ever holds more starts than the limit, whatever the deploys' lengths, failures and parallelism;
 * the first deploys start at once and the span of a run is the one the rate allows; a failed deploy
 * is tried once more, after the others; and the fleet arithmetic behind the README's figures.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CommandTemplateError,
  DEFAULT_DEPLOY_COMMAND,
  busiestWindow,
  commandForSite,
  describeQueueEvent,
  fleetRound,
  formatFleetPlan,
  nextStartAt,
  parseCommandTemplate,
  queueExitCode,
  queueSpanMs,
  runDeployQueue,
  splitCommandLine,
  FLEET_DEFAULTS,
  type QueueClock,
  type QueueEvent,
  type RateLimit,
} from '../../../scripts/lib/deploy-queue.ts';

const NETLIFY: RateLimit = { perWindow: 3, windowMs: 60_000 };
const SECOND = 1000;

/**
 * A clock whose time moves only when every task is waiting on it: then it jumps to the earliest
 * sleep's end. Deploys "take" time by sleeping on it, so a run of hours takes milliseconds.
 */
function fakeClock() {
  let now = 0;
  const timers: { at: number; wake: () => void }[] = [];
  const clock: QueueClock = {
    now: () => now,
    sleep: (ms) =>
      new Promise<void>((wake) => {
        timers.push({ at: now + ms, wake });
        timers.sort((a, b) => a.at - b.at);
      }),
  };
  /** Runs `work` to its end, moving the time on whenever nothing else can happen. */
  async function drive<T>(work: Promise<T>): Promise<T> {
    let done = false;
    const finished = work.finally(() => {
      done = true;
    });
    while (!done) {
      // Every promise continuation runs before a setImmediate callback: the tasks are all waiting.
      await new Promise((resolve) => setImmediate(resolve));
      if (done) break;
      const next = timers.shift();
      if (next === undefined) throw new Error('the queue waits on nothing');
      now = next.at;
      next.wake();
    }
    return finished;
  }
  return { clock, drive };
}

interface Scenario {
  sites: number;
  limit?: RateLimit;
  parallel?: number;
  /** How long each site's deploy takes, in ms. */
  duration?: (site: string, attempt: number) => number;
  /** The exit code of each deploy. */
  code?: (site: string, attempt: number) => number;
}

async function runScenario({ sites, limit = NETLIFY, parallel = 1, duration = () => 5 * SECOND, code = () => 0 }: Scenario) {
  const { clock, drive } = fakeClock();
  const names = Array.from({ length: sites }, (_, index) => `site-${index + 1}`);
  const events: QueueEvent[] = [];
  let running = 0;
  let mostRunning = 0;
  const results = await drive(
    runDeployQueue({
      sites: names,
      limit,
      parallel,
      clock,
      onEvent: (event) => events.push(event),
      deploy: async (site, attempt) => {
        running += 1;
        mostRunning = Math.max(mostRunning, running);
        await clock.sleep(duration(site, attempt));
        running -= 1;
        return code(site, attempt);
      },
    }),
  );
  const starts = events.filter((event) => event.kind === 'start').map((event) => event.at);
  return { results, events, starts, mostRunning };
}

describe('nextStartAt', () => {
  it('lets the first deploys of a window start at once and the next one a window after the first', () => {
    expect(nextStartAt([], 0, NETLIFY)).toBe(0);
    expect(nextStartAt([0, 1000], 2000, NETLIFY)).toBe(2000);
    expect(nextStartAt([0, 1000, 2000], 3000, NETLIFY)).toBe(60_000);
    expect(nextStartAt([0, 1000, 2000, 60_000], 60_500, NETLIFY)).toBe(61_000);
    expect(nextStartAt([0, 1000, 2000], 90_000, NETLIFY)).toBe(90_000);
  });
});

describe('busiestWindow', () => {
  it('counts the starts of the fullest window, a start a full window later falling outside it', () => {
    expect(busiestWindow([], 60_000)).toBe(0);
    expect(busiestWindow([0, 0, 0, 60_000], 60_000)).toBe(3);
    expect(busiestWindow([0, 59_999, 30_000, 10], 60_000)).toBe(4);
  });
});

describe('runDeployQueue', () => {
  it('never starts more than 3 deploys in any 60 s for 10 sites, the first three at once', async () => {
    const { results, starts } = await runScenario({ sites: 10 });
    expect(results.every((result) => result.status === 'deployed')).toBe(true);
    expect(busiestWindow(starts, 60_000)).toBe(3);
    // One at a time, 5 s each: three in a row, then a wait for the window.
    expect(starts.map((start) => start / SECOND)).toEqual([0, 5, 10, 60, 65, 70, 120, 125, 130, 180]);
    expect(starts.at(-1)).toBe(queueSpanMs(10, NETLIFY));
  });

  it('spans (n - 1) / 3 windows for n sites when the rate holds the queue back', async () => {
    for (const sites of [1, 2, 3, 4, 6, 7, 45, 100]) {
      const { starts } = await runScenario({ sites, duration: () => 0 });
      expect(starts.at(-1), `${sites} sites`).toBe(queueSpanMs(sites, NETLIFY));
      expect(busiestWindow(starts, 60_000)).toBeLessThanOrEqual(3);
    }
    expect(queueSpanMs(45, NETLIFY)).toBe(14 * 60_000); // one 15-minute round takes 45 deploys
    expect(queueSpanMs(500, NETLIFY)).toBe(166 * 60_000);
  });

  it('keeps to the limit and to --parallel whatever the deploys take, fail and overlap', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 14 }),
        fc.integer({ min: 1, max: 4 }),
        fc.array(fc.integer({ min: 0, max: 150 }), { minLength: 14, maxLength: 14 }),
        fc.array(fc.integer({ min: 0, max: 2 }), { minLength: 14, maxLength: 14 }),
        async (sites, parallel, seconds, failures) => {
          const index = (site: string) => Number(site.slice('site-'.length)) - 1;
          const { results, starts, mostRunning } = await runScenario({
            sites,
            parallel,
            duration: (site, attempt) => (seconds[index(site)] ?? 0) * SECOND + attempt,
            // A site fails its first `failures` attempts: 0 deploys, 1 needs the retry, 2 fails for good.
            code: (site, attempt) => (attempt <= (failures[index(site)] ?? 0) ? 1 : 0),
          });
          expect(busiestWindow(starts, 60_000)).toBeLessThanOrEqual(3);
          expect(mostRunning).toBeLessThanOrEqual(parallel);
          for (const result of results) {
            const failing = failures[index(result.site)] ?? 0;
            expect(result.status).toBe(failing === 2 ? 'failed' : 'deployed');
            expect(result.attempts).toHaveLength(failing === 0 ? 1 : 2);
          }
        },
      ),
      { numRuns: 60 },
    );
  });

  it('tries a failed deploy once more, after the sites not yet tried, when the window allows', async () => {
    const { results, events } = await runScenario({ sites: 4, code: (site, attempt) => (site === 'site-1' && attempt === 1 ? 1 : 0) });
    const started = events.filter((event) => event.kind === 'start').map((event) => `${event.site}#${event.attempt}@${event.at / SECOND}`);
    expect(started).toEqual(['site-1#1@0', 'site-2#1@5', 'site-3#1@10', 'site-4#1@60', 'site-1#2@65']);
    expect(results[0]).toMatchObject({ site: 'site-1', status: 'deployed', attempts: [{ code: 1 }, { code: 0 }] });
    expect(events.find((event) => event.kind === 'end' && event.code === 1)).toMatchObject({ retry: true });
    expect(queueExitCode(results)).toBe(0);
  });

  it('reports a site that fails twice as failed, exit code 1, and still deploys the others', async () => {
    const { results } = await runScenario({ sites: 3, code: (site) => (site === 'site-2' ? 1 : 0) });
    expect(results.map((result) => [result.site, result.status, result.attempts.length])).toEqual([
      ['site-1', 'deployed', 1],
      ['site-2', 'failed', 2],
      ['site-3', 'deployed', 1],
    ]);
    expect(queueExitCode(results)).toBe(1);
  });

  it('counts a deploy that throws as a failed one, and goes on', async () => {
    const { clock, drive } = fakeClock();
    const events: QueueEvent[] = [];
    const results = await drive(
      runDeployQueue({
        sites: ['a', 'b'],
        limit: NETLIFY,
        clock,
        onEvent: (event) => events.push(event),
        deploy: async (site) => {
          if (site === 'a') throw new Error('spawn npm ENOENT');
          return 0;
        },
      }),
    );
    expect(results.map((result) => result.status)).toEqual(['failed', 'deployed']);
    expect(results[0]?.attempts.map((attempt) => attempt.code)).toEqual([-1, -1]);
    expect(events.find((event) => event.kind === 'end' && event.site === 'a')).toMatchObject({ error: 'spawn npm ENOENT' });
  });

  it('deploys nothing for no sites', async () => {
    const { results, starts } = await runScenario({ sites: 0 });
    expect(results).toEqual([]);
    expect(starts).toEqual([]);
  });
});

describe('describeQueueEvent', () => {
  it('says when, which site and what happened, in plain words', () => {
    expect(describeQueueEvent({ kind: 'start', site: 'a', attempt: 2, at: 65_000 }, 0, NETLIFY)).toBe('[+1:05] a: deploy started (attempt 2)');
    expect(describeQueueEvent({ kind: 'wait', site: 'b', at: 10_000, until: 60_000 }, 0, NETLIFY)).toBe('[+0:10] waiting 50 s to start b: 3 deploys started in the last 60 s');
    expect(describeQueueEvent({ kind: 'wait', site: 'b', at: 0, until: 400 }, 0, NETLIFY)).toContain('waiting 0.4 s');
    expect(describeQueueEvent({ kind: 'end', site: 'c', attempt: 1, at: 12_000, startedAt: 0, code: 0, retry: false }, 0, NETLIFY)).toBe('[+0:12] c: deployed (12 s)');
    expect(describeQueueEvent({ kind: 'end', site: 'c', attempt: 1, at: 12_000, startedAt: 0, code: 2, retry: true }, 0, NETLIFY)).toBe(
      '[+0:12] c: failed (exit code 2, 12 s); tried again when the rate allows',
    );
  });
});

describe('the deploy command template', () => {
  it('splits words as a shell splits quotes, and puts the slug where {site} is', () => {
    expect(parseCommandTemplate(DEFAULT_DEPLOY_COMMAND)).toEqual(['npm', 'run', 'deploy', '--', '--site', '{site}', '--prod', '--no-build']);
    expect(splitCommandLine(`node "/tmp/my dir/deploy.mjs" '{site}' --note "say \\"hi\\"" a\\ b`)).toEqual(['node', '/tmp/my dir/deploy.mjs', '{site}', '--note', 'say "hi"', 'a b']);
    expect(splitCommandLine(`x '' "" y`)).toEqual(['x', '', '', 'y']);
    expect(commandForSite(['deploy', '--site={site}', 'dist/{site}'], 'lakeside-mazda')).toEqual(['deploy', '--site=lakeside-mazda', 'dist/lakeside-mazda']);
  });

  it('refuses a template with an open quote, none at all, or no {site}', () => {
    expect(() => parseCommandTemplate('node "deploy.mjs {site}')).toThrow(new CommandTemplateError('the command has an unclosed double quote: node "deploy.mjs {site}'));
    expect(() => parseCommandTemplate('  ')).toThrow('the command is empty');
    expect(() => parseCommandTemplate('npm run deploy')).toThrow('the command never names the site');
  });
});

describe('fleetRound', () => {
  const assumed = { ...FLEET_DEFAULTS, parallel: 2 };

  it('deploys 45 sites a 15-minute round at 3 a minute, and 500 changed sites in about 167 minutes', () => {
    const round = fleetRound({ ...assumed, sites: 500, changedSites: 500, shards: 8 });
    expect(round.deployRate).toBe(3);
    expect(round.deploysPerSchedule).toBe(45);
    expect(round.deployMinutes - assumed.setupMinutes).toBeCloseTo(500 / 3);
    // 500 sites over 8 shards: 63 a shard at 15 s each, after 2 minutes of set-up.
    expect(round.sitesPerShard).toBe(63);
    expect(round.syncMinutes).toBeCloseTo(2 + (63 * 15) / 60);
    expect(round.roundMinutes).toBeCloseTo(2 + round.syncMinutes + round.deployMinutes);
    expect(round.worstDelayMinutes).toBeCloseTo(2 * round.roundMinutes);
  });

  it('keeps up less than the limit when deploys one at a time are slower than it, and deploys nothing when nothing changed', () => {
    expect(fleetRound({ ...assumed, parallel: 1, deploySeconds: 30, sites: 10, changedSites: 10, shards: 1 }).deployRate).toBe(2);
    const quiet = fleetRound({ ...assumed, sites: 100, changedSites: 0, shards: 4 });
    expect(quiet.deployMinutes).toBe(0);
    expect(quiet.roundMinutes).toBeCloseTo(2 + 2 + (25 * 15) / 60);
    // A round shorter than the schedule waits for it: a change waits at most one schedule and one round.
    expect(quiet.worstDelayMinutes).toBeCloseTo(15 + quiet.roundMinutes);
  });

  it('agrees with the queue run on the fake clock: 45 deploys at the limit fit in one 15-minute round', async () => {
    const { starts } = await runScenario({ sites: fleetRound({ ...assumed, sites: 500, changedSites: 45, shards: 8 }).deploysPerSchedule, duration: () => 0 });
    expect(starts.at(-1)).toBeLessThan(FLEET_DEFAULTS.scheduleMinutes * 60_000);
    const { starts: more } = await runScenario({ sites: 46, duration: () => 0 });
    expect(more.at(-1)).toBe(FLEET_DEFAULTS.scheduleMinutes * 60_000);
  });

  it('prints the plan of a fleet with its assumptions and one row per shard count and amount of change', () => {
    const text = formatFleetPlan(500, assumed, [4, 8, 16]);
    expect(text).toContain('A fleet of 500 sites');
    expect(text).toContain('45 in a 15-minute round (9% of the fleet)');
    const rows = text.split('\n').filter((line) => /^\s+\d+\s+\d+\s/.test(line));
    expect(rows).toHaveLength(9);
    expect(rows[0]?.trim().split(/\s+/).slice(0, 4)).toEqual(['4', '125', '33.3', '25']);
  });
});
