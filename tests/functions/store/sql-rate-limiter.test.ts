/**
 * The rate limiter's table does not grow without end: every so many takes, the buckets that have
 * filled up again (they hold nothing a new bucket would not) are deleted, and the others are kept.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate, readMigrations } from '../../../src/server/store/migrate.ts';
import { defaultMigrationsDir } from '../../../src/server/store/open-lead-store.ts';
import { openPgliteDatabase } from '../../../src/server/store/pglite-database.ts';
import type { SqlDatabase } from '../../../src/server/store/sql-database.ts';
import { SqlRateLimiter } from '../../../src/server/store/sql-rate-limiter.ts';

let db: SqlDatabase;

beforeAll(async () => {
  db = await openPgliteDatabase('memory://rate-limiter-sweep');
  await migrate(db, await readMigrations(await defaultMigrationsDir()));
});

afterAll(() => db.close());

async function keys(): Promise<string[]> {
  return (await db.query('SELECT key FROM rate_limit_buckets ORDER BY key')).map((row) => String(row.key));
}

describe('the rate limit buckets in the database', () => {
  it('sweeps the buckets that are full again every few takes and keeps the rest', async () => {
    const limiter = new SqlRateLimiter(db, { sweepEvery: 3 });
    const rule = { capacity: 2, refillPerSecond: 1 };
    await limiter.take([{ key: 'idle', rule }], 0);
    await limiter.take([{ key: 'busy', rule }], 9_800);
    expect(await keys()).toEqual(['busy', 'idle']);
    // The third take sweeps: 'idle' refilled long ago, 'busy', taken from 0.2 s ago, is not full yet.
    await limiter.take([{ key: 'fresh', rule }], 10_000);
    expect(await keys()).toEqual(['busy', 'fresh']);
  });
});
