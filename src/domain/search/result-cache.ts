/**
 * The search result cache (spec section 9: "The result cache holds up to 10 to 50 entries; the
 * oldest is evicted first"). Keyed by the search state (search-key.ts), so states that ask for the
 * same results share an entry. Our decisions:
 * - the size must be a whole number from RESULT_CACHE_MIN_SIZE to RESULT_CACHE_MAX_SIZE; anything
 *   else is a RangeError, not silently clamped, because a wrong size is a programming mistake;
 * - the default size is the largest, RESULT_CACHE_MAX_SIZE;
 * - "oldest" is by storing time (first in, first out): reading an entry does not make it younger,
 *   storing a state again replaces its entry and makes it the newest.
 */
import { RESULT_CACHE_MAX_SIZE, RESULT_CACHE_MIN_SIZE } from '../basics/constants.ts';
import { searchStateKey } from './search-key.ts';
import type { SearchState } from './types.ts';

/** The cache size when none is given. */
export const DEFAULT_RESULT_CACHE_SIZE = RESULT_CACHE_MAX_SIZE;

/** A first-in-first-out cache of search results by search state. No timers, no I/O. */
export class ResultCache<Value> {
  readonly #capacity: number;
  /** A Map iterates in insertion order: its first key is the oldest entry. */
  readonly #entries = new Map<string, Value>();

  constructor(capacity: number = DEFAULT_RESULT_CACHE_SIZE) {
    if (!Number.isInteger(capacity) || capacity < RESULT_CACHE_MIN_SIZE || capacity > RESULT_CACHE_MAX_SIZE) {
      throw new RangeError(
        `the result cache holds ${RESULT_CACHE_MIN_SIZE} to ${RESULT_CACHE_MAX_SIZE} entries, got ${capacity}`,
      );
    }
    this.#capacity = capacity;
  }

  /** How many entries the cache holds at most. */
  get capacity(): number {
    return this.#capacity;
  }

  /** How many entries it holds now. */
  get size(): number {
    return this.#entries.size;
  }

  /** The cached value for the state, if any. */
  get(state: SearchState): Value | undefined {
    return this.#entries.get(searchStateKey(state));
  }

  /** Whether the state has a cached value. */
  has(state: SearchState): boolean {
    return this.#entries.has(searchStateKey(state));
  }

  /** Stores the value as the newest entry, evicting the oldest when the cache is full. */
  set(state: SearchState, value: Value): void {
    const key = searchStateKey(state);
    this.#entries.delete(key);
    if (this.#entries.size >= this.#capacity) {
      const oldest = this.#entries.keys().next();
      if (!oldest.done) this.#entries.delete(oldest.value);
    }
    this.#entries.set(key, value);
  }

  /** Empties the cache, e.g. when the stock changes. */
  clear(): void {
    this.#entries.clear();
  }
}
