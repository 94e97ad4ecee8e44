/**
 * Rate limiting (the port and its in-memory adapter): a token bucket per key. The handlers ask for
 * one token under the client's IP and one under the site; either bucket being empty answers 429.
 *
 * Netlify caveat: this adapter counts inside one process. On Netlify every function instance has
 * its own buckets and instances come and go, so the limit there is per instance and approximate.
 * The entry points therefore also set Netlify's own rate limit (`config.rateLimit`, counted by the
 * platform per IP and per domain); a strict limit across instances would need an adapter over a
 * shared store behind this same interface.
 */

/** How a bucket fills: it holds at most `capacity` tokens and regains `refillPerSecond` each second. */
interface BucketRule {
  readonly capacity: number;
  readonly refillPerSecond: number;
}

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

/** The answer to "may this call go ahead?". */
type RateDecision = { readonly allowed: true } | { readonly allowed: false; readonly retryAfterSeconds: number };

/** The port: take one token for each key, all or none. */
export interface RateLimiter {
  take(keys: readonly { readonly key: string; readonly rule: BucketRule }[], now: number): RateDecision;
}

interface Bucket {
  tokens: number;
  at: number;
}

/** Buckets kept before idle full ones are dropped. */
const SWEEP_AT = 10_000;

/** The in-memory token bucket limiter (one per process). */
export class TokenBucketRateLimiter implements RateLimiter {
  readonly #buckets = new Map<string, Bucket>();

  take(keys: readonly { readonly key: string; readonly rule: BucketRule }[], now: number): RateDecision {
    if (this.#buckets.size > SWEEP_AT) this.#sweep(keys, now);
    const filled = keys.map(({ key, rule }) => {
      const bucket = this.#buckets.get(key) ?? { tokens: rule.capacity, at: now };
      const elapsed = Math.max(0, now - bucket.at) / 1000;
      return { key, rule, tokens: Math.min(rule.capacity, bucket.tokens + elapsed * rule.refillPerSecond) };
    });
    const short = filled.filter((bucket) => bucket.tokens < 1);
    if (short.length > 0) {
      for (const bucket of filled) this.#buckets.set(bucket.key, { tokens: bucket.tokens, at: now });
      const wait = Math.max(...short.map((bucket) => (1 - bucket.tokens) / bucket.rule.refillPerSecond));
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(wait)) };
    }
    for (const bucket of filled) this.#buckets.set(bucket.key, { tokens: bucket.tokens - 1, at: now });
    return { allowed: true };
  }

  /** Drops buckets that have refilled completely: they hold nothing a fresh bucket would not. */
  #sweep(keys: readonly { readonly key: string; readonly rule: BucketRule }[], now: number): void {
    const slowest = Math.min(...keys.map(({ rule }) => rule.refillPerSecond));
    const largest = Math.max(...keys.map(({ rule }) => rule.capacity));
    for (const [key, bucket] of this.#buckets) {
      if (bucket.tokens + ((now - bucket.at) / 1000) * slowest >= largest) this.#buckets.delete(key);
    }
  }
}
