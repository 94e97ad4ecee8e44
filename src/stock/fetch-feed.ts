/**
 * Fetches a dealer's stock export over HTTP for the importer: one GET with a time limit for the
 * whole download, a size limit, and an Authorization header taken from the environment (the site
 * config names the variable; it never holds the secret). Every failure comes back as a sentence
 * that names the feed and what went wrong, so the import can refuse in plain words and change
 * nothing. The address is shown without its query or credentials, which may carry a key.
 */
import { readLimited } from '../lib/read-limited.ts';

/** The whole download must finish within this: a dealer-management export of 50,000 cars is some 65 MB. */
export const FEED_FETCH_TIMEOUT_MS = 120_000;

/** Larger than any dealer's export (50,000 cars as CSV are about 65 MB): more is a wrong address, not stock. */
export const MAX_FEED_BYTES = 256 * 1024 * 1024;

export interface FeedRequest {
  /** An http or https URL. */
  readonly url: string;
  /** The Authorization header's value, when the feed needs one. */
  readonly authorization?: string;
  /** Where the Authorization value came from, for the message a refused credential gets (an environment variable's name). */
  readonly authorizationFrom?: string;
}

export interface FeedFetchOptions {
  readonly timeoutMs?: number;
  readonly maxBytes?: number;
  /** The fetch to use; the platform's by default. */
  readonly fetch?: typeof fetch;
}

export type FetchedFeed = { readonly ok: true; readonly text: string } | { readonly ok: false; readonly problem: string };

/** Whether `from` names a feed to fetch rather than a file. */
export function isFeedUrl(from: string): boolean {
  return /^https?:\/\//i.test(from);
}

/** The address as messages and the provenance record show it: no credentials, query or fragment. */
export function shownFeedUrl(url: string): string {
  const parsed = new URL(url);
  return `${parsed.origin}${parsed.pathname}`;
}

/** Why a fetch threw, in a few words. */
function networkProblem(error: unknown): string {
  const cause = error instanceof Error ? (error.cause as { code?: string; message?: string } | undefined) : undefined;
  return cause?.code ?? cause?.message ?? (error instanceof Error ? error.message : String(error));
}

/** `256 MB`, `1 KB`: a limit as people read it. */
function sizeText(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${Math.round(bytes / 1024 / 1024)} MB` : `${Math.round(bytes / 1024)} KB`;
}

/** Fetches the feed's text, or says why it could not. */
export async function fetchFeed(request: FeedRequest, options: FeedFetchOptions = {}): Promise<FetchedFeed> {
  const timeoutMs = options.timeoutMs ?? FEED_FETCH_TIMEOUT_MS;
  const maxBytes = options.maxBytes ?? MAX_FEED_BYTES;
  const shown = shownFeedUrl(request.url);
  const seconds = `${(timeoutMs / 1000).toLocaleString('en-US')} s`;
  const signal = AbortSignal.timeout(timeoutMs);
  const headers: Record<string, string> = { Accept: 'text/csv, application/json;q=0.9, */*;q=0.1' };
  if (request.authorization !== undefined) headers.Authorization = request.authorization;
  try {
    const response = await (options.fetch ?? fetch)(request.url, { headers, signal, redirect: 'follow' });
    if (!response.ok) {
      await response.body?.cancel();
      const refused = response.status === 401 || response.status === 403;
      const hint = refused
        ? request.authorizationFrom === undefined
          ? '; the feed wants credentials: name the environment variable that holds them in the site config (stock.feed.auth_header_env)'
          : `; check the value of ${request.authorizationFrom}`
        : '';
      return { ok: false, problem: `${shown} answered ${response.status}${response.statusText ? ` ${response.statusText}` : ''}${hint}` };
    }
    const bytes = await readLimited(response.body, maxBytes);
    if (bytes === null) return { ok: false, problem: `${shown} sent more than ${sizeText(maxBytes)}, more than any stock export` };
    return { ok: true, text: new TextDecoder('utf-8').decode(bytes) };
  } catch (error) {
    if (signal.aborted) return { ok: false, problem: `${shown} did not send the whole feed within ${seconds}` };
    return { ok: false, problem: `cannot reach ${shown} (${networkProblem(error)})` };
  }
}
