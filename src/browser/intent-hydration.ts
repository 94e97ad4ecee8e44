/**
 * When an island that waits for the shopper (the `client:intent` directive, intent-directive.ts)
 * must hydrate at once instead: whenever its static HTML is not what the shopper should see. Pure,
 * so that the rule is tested on its own; the directive feeds it the page's URL, clock and storage.
 *
 * The directive's options travel in the island's `opts` attribute as JSON, so they are read here
 * as untrusted: anything malformed means "hydrate at once", the behaviour of an ordinary island.
 */
import { parseStoredJson } from '../domain/basics/stored-json.ts';
import type { WebStorageArea } from './web-storage.ts';

/**
 * Set on an island while something the shopper did before it hydrated waits for its results (a
 * box ticked, a sort chosen): its styles say the results are updating at once. The directive sets
 * it; the island clears it when it shows the results of that change (endIntentPending).
 */
export const INTENT_PENDING_ATTRIBUTE = 'data-intent-pending';

/** Clears INTENT_PENDING_ATTRIBUTE from the island holding `element`. */
export function endIntentPending(element: Element | null): void {
  element?.closest('astro-island')?.removeAttribute(INTENT_PENDING_ATTRIBUTE);
}

/** What makes an island's static HTML out of date, decided at build time. */
export interface IntentHydrationOptions {
  /** Unix seconds from which the static HTML is out of date (a date-bound tag or card changes); null for never. */
  readonly staleFrom: number | null;
  /** Query parameters the island reads: a URL carrying one asks for something the static HTML does not show. */
  readonly params: readonly string[];
  /** A localStorage key holding a JSON list that the island shows when it is not empty (favourites); null for none. */
  readonly storedList: string | null;
  /**
   * Whether the island's modules are fetched while the browser is idle, so that the first intent
   * waits for no network (the search page, whose budget counts them). False on a page whose budget
   * is what it loads before any interaction (the home page): they are fetched on intent.
   */
  readonly prefetch: boolean;
  /**
   * An IntersectionObserver margin: once the shopper has used the page (scrolled, touched, pressed
   * a key), the island also hydrates when it comes within it of the screen, so that it is live
   * when the shopper arrives at it (when-used-near.ts); null to wait for intent inside it.
   */
  readonly hydrateNear: string | null;
  /**
   * Whether the island hydrates once the browser is idle whatever the shopper does (as
   * `client:idle`), holding what they do to it until then: an island a shopper may well use
   * before its script has come (the vehicle page's favourite, phone reveal and calculator).
   * Left out, the island waits for intent.
   */
  readonly whenIdle?: boolean;
  /**
   * Web storage entries the island restores when it hydrates (a form's saved answers, remembered
   * contact details): any of them holding a value means its static HTML is not what the shopper
   * should see. Left out, none.
   */
  readonly storedEntries?: readonly StoredEntry[];
}

/** One web storage entry. */
export interface StoredEntry {
  readonly area: WebStorageArea;
  readonly key: string;
}

/**
 * The options of an island hydrated as `client:idle` would be, whose controls keep what the shopper
 * does to them before then: a small island whose static HTML is complete and always current.
 */
export const HYDRATE_WHEN_IDLE: IntentHydrationOptions = { staleFrom: null, params: [], storedList: null, prefetch: false, hydrateNear: null, whenIdle: true };

/**
 * The options of a server-rendered form whose static HTML is complete and usable (its first step,
 * its empty fields): it hydrates when the shopper reaches for it, or nears it once they have used
 * the page, so that loading the page blocks nothing; at once when the address carries one of
 * `params` or storage holds one of `storedEntries`, which it would fill in. Its modules are not
 * fetched ahead: reading React's module graph for the prefetch cost a phone some 40 ms of Total
 * Blocking Time (Lighthouse, the finance page), and what the shopper types while they arrive is
 * kept all the same.
 */
export function waitingFormHydration(storedEntries: readonly StoredEntry[], params: readonly string[] = []): IntentHydrationOptions {
  return { staleFrom: null, params, storedList: null, prefetch: false, hydrateNear: '50% 0px', storedEntries };
}

/**
 * The options of a small control whose static HTML is right until the shopper's storage holds
 * something it shows (the 'Compare' toggle and its tray): it hydrates when the shopper reaches for
 * it, or at once when one of `storedEntries` holds something. Its modules are not fetched ahead, so
 * a page whose shopper never uses it loads none of it.
 */
export function storedEntriesHydration(storedEntries: readonly StoredEntry[]): IntentHydrationOptions {
  return { staleFrom: null, params: [], storedList: null, prefetch: false, hydrateNear: null, storedEntries };
}

/** What the directive reads off the page. */
export interface PageFacts {
  /** `location.search`. */
  readonly search: string;
  /** The browser's clock, Unix seconds. */
  readonly now: number;
  /** Reads web storage, localStorage unless told (null when nothing is stored or storage is switched off). */
  readonly stored: (key: string, area?: WebStorageArea) => string | null;
}

/** The directive's value, or null when it is not the shape the build writes. */
export function parseIntentOptions(value: unknown): IntentHydrationOptions | null {
  if (typeof value !== 'object' || value === null) return null;
  const { staleFrom, params, storedList, prefetch, hydrateNear, whenIdle, storedEntries } = value as Record<string, unknown>;
  if (staleFrom !== null && (typeof staleFrom !== 'number' || !Number.isFinite(staleFrom))) return null;
  if (!Array.isArray(params) || !params.every((param) => typeof param === 'string')) return null;
  if (storedList !== null && typeof storedList !== 'string') return null;
  if (typeof prefetch !== 'boolean') return null;
  if (hydrateNear !== null && typeof hydrateNear !== 'string') return null;
  if (whenIdle !== undefined && typeof whenIdle !== 'boolean') return null;
  if (storedEntries !== undefined && !(Array.isArray(storedEntries) && storedEntries.every(isStoredEntry))) return null;
  return {
    staleFrom,
    params,
    storedList,
    prefetch,
    hydrateNear,
    ...(whenIdle === undefined ? {} : { whenIdle }),
    ...(storedEntries === undefined ? {} : { storedEntries }),
  };
}

function isStoredEntry(value: unknown): value is StoredEntry {
  if (typeof value !== 'object' || value === null) return false;
  const { area, key } = value as Record<string, unknown>;
  return (area === 'local' || area === 'session') && typeof key === 'string';
}

/** Unreadable storage counts as empty: the island would show nothing from it either. */
function isNonEmptyList(raw: string | null): boolean {
  return parseStoredJson(raw, (value) => Array.isArray(value) && value.length > 0, false);
}

/** Why the island must hydrate at once, or null when it may wait for the shopper. */
export function hydrateAtOnceBecause(options: IntentHydrationOptions | null, page: PageFacts): string | null {
  if (options === null) return 'options unreadable';
  if (options.whenIdle === true) return 'hydrates when idle';
  if (options.staleFrom !== null && page.now >= options.staleFrom) return 'static HTML out of date';
  const params = new URLSearchParams(page.search);
  if (options.params.some((param) => params.has(param))) return 'URL asks for a search';
  if (options.storedList !== null && isNonEmptyList(page.stored(options.storedList))) return 'stored list to show';
  if (options.storedEntries?.some((entry) => (page.stored(entry.key, entry.area) ?? '') !== '') === true) return 'stored answers to restore';
  return null;
}
