/**
 * The checks every POST endpoint makes before it looks at the body's meaning, in this order:
 * method (405), Origin (403), rate limit (429; 503 when the lead store, which keeps its buckets, is
 * down), content type (415), size (413), UTF-8 and JSON (400), a JSON object whose text the
 * database can hold (400), and a well-formed Idempotency-Key (400).
 *
 * Origin policy: a browser sends Origin with every POST. We accept the site's production origin
 * (site config `url`) and the origin the request was made to (same-origin), which covers local
 * serving on any host and port and Netlify's deploy previews. Any other origin, and the opaque
 * "null" origin, is refused. A request without Origin does not come from a browser page, so it
 * cannot be a cross-site forgery; it is let through (and still rate limited).
 */
import type { HandlerDeps } from '../handlers/deps.ts';
import { API_TEXTS, errorResponse } from './responses.ts';
import type { RateDecision } from '../ports/rate-limiter.ts';
import { readLimited } from '../../lib/read-limited.ts';

/** A checked request: its JSON object body and its idempotency key (null when none was sent). */
type GuardResult =
  | { readonly ok: true; readonly body: Record<string, unknown>; readonly idempotencyKey: string | null }
  | { readonly ok: false; readonly response: Response };

/** The header a form sends so that a retry of the same submit stores nothing new. */
const IDEMPOTENCY_HEADER = 'Idempotency-Key';
const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,200}$/;

/** Deepest nesting of arrays and objects accepted (a lead needs 3). */
const MAX_DEPTH = 16;

function fail(response: Response): GuardResult {
  return { ok: false, response };
}

/** The origins a browser page of this site posts from. */
function allowedOrigins(request: Request, siteUrl: string): Set<string> {
  const origins = new Set<string>([new URL(request.url).origin]);
  try {
    origins.add(new URL(siteUrl).origin);
  } catch {
    // The config schema guarantees a URL; a broken one only narrows the allowed set.
  }
  return origins;
}

/** Whether the content type is JSON in UTF-8 (the charset may be left out). */
function isJsonContentType(header: string | null): boolean {
  if (header === null) return false;
  const [type, ...parameters] = header.split(';').map((part) => part.trim().toLowerCase());
  if (type !== 'application/json') return false;
  return parameters.every((parameter) => !parameter.startsWith('charset=') || /^charset="?utf-8"?$/.test(parameter));
}

type BodyRead = { readonly ok: true; readonly bytes: Uint8Array } | { readonly ok: false };

/** Reads at most `limit` bytes; refuses a body whose declared length is larger without reading it. */
async function readBodyLimited(request: Request, limit: number): Promise<BodyRead> {
  const declared = Number(request.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > limit) return { ok: false };
  const bytes = await readLimited(request.body, limit);
  return bytes === null ? { ok: false } : { ok: true, bytes };
}

/**
 * A body as text, at most `limit` bytes of UTF-8: null when it is larger, unreadable or not UTF-8.
 * For callers that must see the exact bytes (a webhook's signature covers the raw body).
 */
export async function readBodyText(request: Request, limit: number): Promise<string | null> {
  let read: BodyRead;
  try {
    read = await readBodyLimited(request, limit);
  } catch {
    return null;
  }
  if (!read.ok) return null;
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(read.bytes);
  } catch {
    return null;
  }
}

/**
 * Whether every string (and key) can be stored: PostgreSQL text and jsonb refuse NUL and lone
 * surrogates. Also refuses nesting deeper than MAX_DEPTH. Iterative, so no body can exhaust the stack.
 */
function checkStorable(value: unknown): 'ok' | 'unstorable' | 'too-deep' {
  const stack: { value: unknown; depth: number }[] = [{ value, depth: 0 }];
  const storable = (text: string) => !text.includes('\u0000') && text.isWellFormed();
  while (stack.length > 0) {
    const item = stack.pop();
    if (item === undefined) break;
    if (typeof item.value === 'string') {
      if (!storable(item.value)) return 'unstorable';
    } else if (typeof item.value === 'object' && item.value !== null) {
      if (item.depth >= MAX_DEPTH) return 'too-deep';
      for (const [key, child] of Object.entries(item.value)) {
        if (!storable(key)) return 'unstorable';
        stack.push({ value: child, depth: item.depth + 1 });
      }
    }
  }
  return 'ok';
}

/** Takes a token from the caller's bucket and the site's (the API's rate limit); throws when the limiter cannot decide. */
export function takeCallerTokens(deps: HandlerDeps): Promise<RateDecision> {
  return deps.rateLimiter.take(
    [
      { key: `ip:${deps.site.slug}:${deps.clientIp}`, rule: deps.rateLimits.perIp },
      { key: `site:${deps.site.slug}`, rule: deps.rateLimits.perSite },
    ],
    deps.now().getTime(),
  );
}

/** Runs every check; the first that fails gives the answer. */
export async function guardPost(request: Request, deps: HandlerDeps): Promise<GuardResult> {
  if (request.method !== 'POST') {
    return fail(errorResponse(405, API_TEXTS.methodNotAllowed, {}, { Allow: 'POST' }));
  }
  const origin = request.headers.get('origin');
  if (origin !== null && !allowedOrigins(request, deps.site.url).has(origin)) {
    return fail(errorResponse(403, API_TEXTS.foreignOrigin));
  }
  let decision: RateDecision;
  try {
    decision = await takeCallerTokens(deps);
  } catch (error) {
    // A limiter that cannot decide lets nothing through unlimited (the wired one falls back to its own buckets first).
    deps.logError(`${deps.site.slug}: the lead store failed for the rate limit of ${new URL(request.url).pathname}`, error);
    return fail(errorResponse(503, API_TEXTS.storeUnavailable, {}, { 'Retry-After': '30' }));
  }
  if (!decision.allowed) {
    return fail(errorResponse(429, API_TEXTS.rateLimited, {}, { 'Retry-After': String(decision.retryAfterSeconds) }));
  }
  if (!isJsonContentType(request.headers.get('content-type'))) {
    return fail(errorResponse(415, API_TEXTS.unsupportedMediaType));
  }
  let read: BodyRead;
  try {
    read = await readBodyLimited(request, deps.maxBodyBytes);
  } catch {
    // The client went away or sent a broken stream: its fault, not ours.
    return fail(errorResponse(400, API_TEXTS.unreadableBody));
  }
  if (!read.ok) return fail(errorResponse(413, API_TEXTS.bodyTooLarge(Math.floor(deps.maxBodyBytes / 1024))));
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(read.bytes);
  } catch {
    return fail(errorResponse(400, API_TEXTS.notUtf8));
  }
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return fail(errorResponse(400, API_TEXTS.notJson));
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return fail(errorResponse(400, API_TEXTS.notObject));
  const storable = checkStorable(body);
  if (storable === 'too-deep') return fail(errorResponse(400, API_TEXTS.tooDeep));
  if (storable === 'unstorable') return fail(errorResponse(400, API_TEXTS.unstorableText));
  const key = request.headers.get(IDEMPOTENCY_HEADER);
  if (key !== null && !IDEMPOTENCY_KEY.test(key)) {
    return fail(errorResponse(400, API_TEXTS.invalidFields, { fields: { [IDEMPOTENCY_HEADER]: API_TEXTS.badIdempotencyKey } }));
  }
  return { ok: true, body: body as Record<string, unknown>, idempotencyKey: key };
}
