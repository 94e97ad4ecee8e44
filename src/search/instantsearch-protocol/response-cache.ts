/**
 * The search clients' result cache: the domain's ResultCache (spec section 9: 10 to 50 entries,
 * oldest out) keyed by the search state a request stands for (request-cache-key.ts). A state's entry
 * holds the responses of each request shape asked for it (the main request, the counts of each
 * refined disjunctive facet, facet searches as the shopper types), so one entry answers everything
 * InstantSearch sends for one state.
 *
 * An entry can be given a lifetime: the Typesense client's answers come from a cluster whose stock
 * changes under it, so they are not kept for ever; the embedded engine's snapshot only changes with
 * the clock, and its client empties the cache itself when the listed stock changes.
 *
 * Responses go in and come out as copies, because InstantSearch marks the hit arrays and hits it
 * is handed.
 */
import { ResultCache } from '../../domain/search/result-cache.ts';
import type { FacetValuesResponse, HitsResponse } from './algolia-response.ts';
import type { RequestCacheKey } from './request-cache-key.ts';

/** Either kind of response a search client hands InstantSearch. */
export type AlgoliaResponse = HitsResponse | FacetValuesResponse;

/**
 * Responses kept per search state: enough for any page (a handful of shapes plus a facet search per
 * letter typed), and a bound on one entry's size.
 */
const MAX_SHAPES_PER_STATE = 32;

/** How a response cache is built. */
interface ResponseCacheOptions {
  /** States kept, 10 to 50 (ResultCache's default when left out). */
  readonly size?: number;
  /** Seconds a state's entry answers after its first response is stored; for ever when left out. */
  readonly maxAgeSeconds?: number;
}

interface StateEntry {
  /** When the entry's first response was stored, in Unix seconds. */
  readonly storedAt: number;
  /** Responses by request shape, oldest first. */
  readonly responses: Map<string, AlgoliaResponse>;
}

/** Responses by search state and request shape (see the module comment). */
export class ResponseCache {
  readonly #states: ResultCache<StateEntry>;
  readonly #maxAgeSeconds: number;

  /** Throws a RangeError at once on a size outside 10 to 50 or a lifetime that is not positive. */
  constructor(options: ResponseCacheOptions = {}) {
    const maxAgeSeconds = options.maxAgeSeconds ?? Number.POSITIVE_INFINITY;
    if (!(maxAgeSeconds > 0)) throw new RangeError(`a cached response must live more than 0 seconds, got ${maxAgeSeconds}`);
    this.#states = new ResultCache<StateEntry>(options.size);
    this.#maxAgeSeconds = maxAgeSeconds;
  }

  /** A copy of the response stored for `key`, unless there is none or its entry is older than its lifetime at `now`. */
  get(key: RequestCacheKey, now: number): AlgoliaResponse | undefined {
    const response = this.#liveEntry(key, now)?.responses.get(key.shape);
    return response === undefined ? undefined : copyOf(response);
  }

  /** Stores a copy of `response` for `key` at `now` (Unix seconds). */
  set(key: RequestCacheKey, response: AlgoliaResponse, now: number): void {
    const entry = this.#liveEntry(key, now);
    if (entry === undefined) {
      this.#states.set(key.state, { storedAt: now, responses: new Map([[key.shape, copyOf(response)]]) });
      return;
    }
    if (!entry.responses.has(key.shape) && entry.responses.size >= MAX_SHAPES_PER_STATE) {
      entry.responses.delete(entry.responses.keys().next().value ?? '');
    }
    entry.responses.set(key.shape, copyOf(response));
  }

  /** Forgets every response. */
  clear(): void {
    this.#states.clear();
  }

  #liveEntry(key: RequestCacheKey, now: number): StateEntry | undefined {
    const entry = this.#states.get(key.state);
    return entry !== undefined && now - entry.storedAt < this.#maxAgeSeconds ? entry : undefined;
  }
}

/** A copy InstantSearch may change without changing the cached response. */
function copyOf(response: AlgoliaResponse): AlgoliaResponse {
  if ('hits' in response) return { ...response, hits: response.hits.map((hit) => ({ ...hit })) };
  return { ...response, facetHits: response.facetHits.map((hit) => ({ ...hit })) };
}
