/**
 * The rate limiter port: a token bucket per key, taken all or none. Adapters: the buckets in the
 * lead store's database (src/server/store/sql-rate-limiter.ts), shared by every instance over it,
 * and the in-memory one of a single process (src/server/http/rate-limit.ts).
 */

/** How a bucket fills: it holds at most `capacity` tokens and regains `refillPerSecond` each second. */
export interface BucketRule {
  readonly capacity: number;
  readonly refillPerSecond: number;
}

/** The answer to "may this call go ahead?". */
export type RateDecision = { readonly allowed: true } | { readonly allowed: false; readonly retryAfterSeconds: number };

/** A bucket to take a token from: its key and how it fills. */
export interface RateKey {
  readonly key: string;
  readonly rule: BucketRule;
}

/**
 * The port: take one token for each key, all or none (a refused call takes nothing). `now` is the
 * caller's clock in Unix milliseconds. Rejects when the buckets cannot be reached.
 */
export interface RateLimiter {
  take(keys: readonly RateKey[], now: number): Promise<RateDecision>;
}

/** How long until every short bucket (holding `tokens`, under one) has a token again: whole seconds, at least 1. */
export function retryAfterSeconds(short: readonly { readonly tokens: number; readonly rule: BucketRule }[]): number {
  const wait = Math.max(...short.map((bucket) => (1 - bucket.tokens) / bucket.rule.refillPerSecond));
  return Math.max(1, Math.ceil(wait));
}
