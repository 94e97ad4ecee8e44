/**
 * Limits that hold across instances: the rate limit's buckets are rows of the lead store's
 * database, so two separately wired handler instances (as two Netlify function instances) over one
 * store share one count, and a flood split across them is limited at the shared limit. Runs on
 * PGlite and, with DATABASE_URL, on PostgreSQL, where the second instance has its own pool.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { revealPhone } from '../../../src/server/handlers/reveal-phone.ts';
import type { ApiDeps } from '../../../src/server/handlers/deps.ts';
import { TokenBucketRateLimiter, type RateLimits } from '../../../src/server/http/rate-limit.ts';
import type { RateLimiter } from '../../../src/server/ports/rate-limiter.ts';
import type { LeadStore } from '../../../src/server/ports/lead-store.ts';
import { openPostgresDatabase } from '../../../src/server/store/postgres-database.ts';
import { SqlLeadStore } from '../../../src/server/store/sql-lead-store.ts';
import { BRIGHTON, PHONE_REVEAL, call, depsFor, postRequest } from './fixtures.ts';
import { STORE_FACTORIES, type TestStore } from './stores.ts';

/** Each test's limit: 5 calls per IP, then (practically) none; the site's bucket set per test. */
function limits(perSite: number): RateLimits {
  return { perIp: { capacity: 5, refillPerSecond: 0.001 }, perSite: { capacity: perSite, refillPerSecond: 0.001 } };
}

/** Sends `count` phone reveals at once, alternating between the instances; the statuses, in order. */
async function flood(instances: readonly ApiDeps[], count: number, ipOf: (i: number) => string): Promise<number[]> {
  const answers = await Promise.all(
    Array.from({ length: count }, (_, i) => call(revealPhone, postRequest(BRIGHTON, '/api/phone-reveal', PHONE_REVEAL), instances[i % instances.length] as ApiDeps, ipOf(i))),
  );
  return answers.map((answer) => answer.status);
}

const tally = (statuses: readonly number[]) => ({ ok: statuses.filter((s) => s === 200).length, limited: statuses.filter((s) => s === 429).length });

describe.each(STORE_FACTORIES)('rate limits shared by two instances over one store ($name)', (factory) => {
  let opened: TestStore;
  let second: LeadStore;

  beforeAll(async () => {
    opened = await factory.open();
    // PostgreSQL: a second instance has a pool of its own; PGlite is one database per process.
    second = opened.databaseUrl === undefined ? opened.store : new SqlLeadStore(await openPostgresDatabase(opened.databaseUrl));
  });

  afterAll(async () => {
    if (second !== opened.store) await second.close();
    await opened.dispose();
  });

  /**
   * Two separately wired instances over the store. Their keys carry this call's own prefix, so each
   * test starts with fresh buckets in the shared table.
   */
  function twoInstances(rateLimits: RateLimits): ApiDeps[] {
    const run = randomUUID();
    return [opened.store, second].map((store) => {
      const { deps } = depsFor(BRIGHTON, store, { rateLimits });
      const take: RateLimiter['take'] = (keys, now) => deps.rateLimiter.take(keys.map((key) => ({ ...key, key: `${run}:${key.key}` })), now);
      return { ...deps, rateLimiter: { take } };
    });
  }

  it('lets one IP through 5 times in all, however its 20 calls are split between the instances', async () => {
    const statuses = await flood(twoInstances(limits(1_000)), 20, () => '198.51.100.9');
    expect(tally(statuses)).toEqual({ ok: 5, limited: 15 });
  });

  it('limits the site at its shared limit when 20 IPs flood both instances', async () => {
    const statuses = await flood(twoInstances(limits(8)), 20, (i) => `192.0.2.${i + 1}`);
    expect(tally(statuses)).toEqual({ ok: 8, limited: 12 });
  });

  it('refills with time, answers Retry-After, and a refused call takes no token from its other bucket', async () => {
    const limiter = (twoInstances(limits(1_000))[0] as ApiDeps).rateLimiter;
    const rule = { capacity: 2, refillPerSecond: 1 };
    const tight = { capacity: 1, refillPerSecond: 0.5 };
    const t0 = 1_000_000;
    expect(await limiter.take([{ key: 'a', rule }, { key: 'b', rule: tight }], t0)).toEqual({ allowed: true });
    // b is empty: refused, and a keeps the token the refused call would have taken.
    expect(await limiter.take([{ key: 'a', rule }, { key: 'b', rule: tight }], t0)).toEqual({ allowed: false, retryAfterSeconds: 2 });
    expect(await limiter.take([{ key: 'a', rule }], t0)).toEqual({ allowed: true });
    expect(await limiter.take([{ key: 'a', rule }], t0)).toMatchObject({ allowed: false });
    // One second later a has one token again; two seconds later b has.
    expect(await limiter.take([{ key: 'a', rule }], t0 + 1_000)).toEqual({ allowed: true });
    expect(await limiter.take([{ key: 'b', rule: tight }], t0 + 2_000)).toEqual({ allowed: true });
  });

  it('would let the flood through twice over with an in-memory limiter per instance (what the shared store fixes)', async () => {
    const rateLimits = limits(1_000);
    const separate = [depsFor(BRIGHTON, opened.store, { rateLimits, rateLimiter: new TokenBucketRateLimiter() }).deps, depsFor(BRIGHTON, second, { rateLimits, rateLimiter: new TokenBucketRateLimiter() }).deps];
    expect(tally(await flood(separate, 20, () => '198.51.100.10'))).toEqual({ ok: 10, limited: 10 });
  });
});
