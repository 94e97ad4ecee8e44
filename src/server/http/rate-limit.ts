/**
 * Rate limiting: the API's limits and the in-memory adapter of the rate limiter port
 * (src/server/ports/rate-limiter.ts). The handlers ask for one token under the client's IP and one
 * under the site; either bucket being empty answers 429.
 *
 * Where the buckets live: in the lead store's database (src/server/store/sql-rate-limiter.ts), so
 * every Netlify function instance and every local process over one database shares one count; a
 * flood spread over many instances is limited as if it hit one. The in-memory adapter below counts
 * inside one process only, and is used only where the store keeps no buckets (a test's stand-in
 * store). The Netlify entry points also keep the platform's own limit (`config.rateLimit`, counted
 * per IP and per domain before a function even starts), a first, coarser line in front of this one.
 */
import { retryAfterSeconds, type BucketRule, type RateDecision, type RateKey, type RateLimiter } from '../ports/rate-limiter.ts';

/** The limits of the API. */
export interface RateLimits {
  readonly perIp: BucketRule;
  readonly perSite: BucketRule;
}

/**
 * Defaults: a shopper may send a burst of 20 calls (multi-step forms, phone reveals) and then one
 * every 3 seconds; a site takes bursts of 600 and 10 a second sustained, far above any real
 * dealer's traffic but low enough to blunt a flood.
 */
export const DEFAULT_RATE_LIMITS: RateLimits = {
  perIp: { capacity: 20, refillPerSecond: 1 / 3 },
  perSite: { capacity: 600, refillPerSecond: 10 },
};

interface Bucket {
  tokens: number;
  at: number;
}

/** Buckets kept before idle full ones are dropped. */
const SWEEP_AT = 10_000;

/** The in-memory token bucket limiter (one per process). */
export class TokenBucketRateLimiter implements RateLimiter {
  readonly #buckets = new Map<string, Bucket>();

  take(keys: readonly RateKey[], now: number): Promise<RateDecision> {
    return Promise.resolve(this.#take(keys, now));
  }

  #take(keys: readonly RateKey[], now: number): RateDecision {
    if (this.#buckets.size > SWEEP_AT) this.#sweep(keys, now);
    const filled = keys.map(({ key, rule }) => {
      const bucket = this.#buckets.get(key) ?? { tokens: rule.capacity, at: now };
      const elapsed = Math.max(0, now - bucket.at) / 1000;
      return { key, rule, tokens: Math.min(rule.capacity, bucket.tokens + elapsed * rule.refillPerSecond) };
    });
    const short = filled.filter((bucket) => bucket.tokens < 1);
    if (short.length > 0) {
      for (const bucket of filled) this.#buckets.set(bucket.key, { tokens: bucket.tokens, at: now });
      return { allowed: false, retryAfterSeconds: retryAfterSeconds(short) };
    }
    for (const bucket of filled) this.#buckets.set(bucket.key, { tokens: bucket.tokens - 1, at: now });
    return { allowed: true };
  }

  /** Drops buckets that have refilled completely: they hold nothing a fresh bucket would not. */
  #sweep(keys: readonly RateKey[], now: number): void {
    const slowest = Math.min(...keys.map(({ rule }) => rule.refillPerSecond));
    const largest = Math.max(...keys.map(({ rule }) => rule.capacity));
    for (const [key, bucket] of this.#buckets) {
      if (bucket.tokens + ((now - bucket.at) / 1000) * slowest >= largest) this.#buckets.delete(key);
    }
  }
}
