/**
 * The RateLimiter port over the lead store's database (migrations/003_rate_limits.sql): the buckets
 * are rows, so every function instance and local process over one database shares them. One
 * INSERT ... ON CONFLICT DO UPDATE refills each bucket and takes its token if it has one; the
 * database locks each row while it decides, so two instances taking at once can never both spend
 * the same token (no read-then-write). Runs unchanged on PostgreSQL and PGlite.
 */
import { retryAfterSeconds, type RateDecision, type RateKey, type RateLimiter } from '../ports/rate-limiter.ts';
import type { SqlExecutor } from './sql-database.ts';

/** How often (in takes, per process) the buckets that have filled up again are deleted, by default. */
const SWEEP_EVERY = 1_000;

/** A bucket's fill after the time since its last take, capped at its capacity. */
const REFILLED = `LEAST(excluded.capacity,
  bucket.tokens + GREATEST(0, excluded.updated_ms - bucket.updated_ms) / 1000.0 * excluded.refill_per_second)`;

/**
 * Refills and takes a token from every bucket named (a new bucket starts full, less this call's
 * token). Rows are written in key order, so two takes of the same keys lock them in the same order
 * and cannot deadlock. `taken` says which buckets had a token.
 */
const TAKE = `INSERT INTO rate_limit_buckets AS bucket (key, tokens, capacity, refill_per_second, updated_ms, taken)
  SELECT wanted.key, wanted.capacity - 1, wanted.capacity, wanted.refill, $4::bigint, true
  FROM unnest($1::text[], $2::float8[], $3::float8[]) AS wanted(key, capacity, refill)
  ORDER BY wanted.key
  ON CONFLICT (key) DO UPDATE SET
    tokens = CASE WHEN ${REFILLED} >= 1 THEN ${REFILLED} - 1 ELSE ${REFILLED} END,
    taken = ${REFILLED} >= 1,
    capacity = excluded.capacity,
    refill_per_second = excluded.refill_per_second,
    updated_ms = GREATEST(bucket.updated_ms, excluded.updated_ms)
  RETURNING key, tokens, taken`;

/** Gives back the tokens a refused call took from its other buckets (all or none). */
const GIVE_BACK = `UPDATE rate_limit_buckets SET tokens = LEAST(capacity, tokens + 1) WHERE key = ANY($1::text[])`;

/** Buckets that are full again hold nothing a new bucket would not: they go. */
const SWEEP = `DELETE FROM rate_limit_buckets
  WHERE tokens + GREATEST(0, $1::bigint - updated_ms) / 1000.0 * refill_per_second >= capacity`;

/** The rate limiter whose buckets are rows of the lead store's database. */
export class SqlRateLimiter implements RateLimiter {
  readonly #db: SqlExecutor;
  readonly #sweepEvery: number;
  #takes = 0;

  constructor(db: SqlExecutor, options: { readonly sweepEvery?: number } = {}) {
    this.#db = db;
    this.#sweepEvery = options.sweepEvery ?? SWEEP_EVERY;
  }

  async take(keys: readonly RateKey[], now: number): Promise<RateDecision> {
    // One row per key, in key order (a key named twice would be one row updated twice: refused by SQL).
    const unique = [...new Map(keys.map((key) => [key.key, key])).values()].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
    if (unique.length === 0) return { allowed: true };
    const rows = await this.#db.query(TAKE, [
      unique.map((key) => key.key),
      unique.map((key) => key.rule.capacity),
      unique.map((key) => key.rule.refillPerSecond),
      Math.round(now),
    ]);
    this.#sweepNow(now);
    const byKey = new Map(rows.map((row) => [String(row.key), row]));
    const short = unique.filter((key) => byKey.get(key.key)?.taken !== true);
    if (short.length === 0) return { allowed: true };
    const taken = unique.filter((key) => byKey.get(key.key)?.taken === true).map((key) => key.key);
    if (taken.length > 0) await this.#db.query(GIVE_BACK, [taken]);
    return {
      allowed: false,
      retryAfterSeconds: retryAfterSeconds(short.map((key) => ({ tokens: Number(byKey.get(key.key)?.tokens ?? 0), rule: key.rule }))),
    };
  }

  /** Every `sweepEvery` takes, deletes the full buckets; not awaited, and a failed sweep waits for the next. */
  #sweepNow(now: number): void {
    this.#takes += 1;
    if (this.#takes % this.#sweepEvery !== 0) return;
    this.#db.query(SWEEP, [Math.round(now)]).catch(() => undefined);
  }
}
