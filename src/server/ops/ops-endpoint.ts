/**
 * The ops endpoint of the LOCAL server only (never a Netlify function): what `npm run leads` uses
 * while `npm start` or `npm run serve` holds the PGlite store (one process per data directory).
 *
 * - `GET /__ops/leads?site=<slug>&limit=N[&kind=K]`: `{ leads: [{ submission, outbox }] }`, newest
 *   first, as LeadStore.list gives them.
 * - `POST /__ops/leads/<lead_id>/retry`: `{ retried: N }`, as LeadStore.retry gives it.
 * - `GET /__ops/reservations?site=<slug>&limit=N`: `{ reservations: [{ reservation, history }] }`.
 * - `POST /__ops/reservations/<id>/release` or `/refund`: `{ outcome }` (the server's own gateway
 *   refunds, so the sandbox's payments are refunded where they were taken).
 *
 * Only from a loopback address (403 otherwise), to a loopback host name (so a web page cannot reach
 * it by DNS rebinding), and never from a browser page (a request with an Origin header is refused,
 * so no page can make the shopper's browser retry or read leads).
 */
import { LEAD_OPS_KINDS, type LeadsSource } from './leads-source.ts';
import type { ReservationsSource } from './reservations-source.ts';
import type { SubmissionKind } from '../ports/lead-store.ts';
import { errorResponse, jsonResponse } from '../http/responses.ts';

/** Every ops path starts with this. */
export const OPS_PREFIX = '/__ops/';

export const OPS_TEXTS = {
  forbidden: 'The ops endpoint only answers requests from this machine.',
  notFound: 'There is no ops endpoint at this address.',
  methodNotAllowed: 'This method is not allowed at this address.',
  site: 'site must be a site slug.',
  limit: 'limit must be a whole number from 1 to 10000.',
  kind: `kind must be one of: ${LEAD_OPS_KINDS.join(', ')}.`,
} as const;

const MAX_LIMIT = 10_000;
const RETRY_PATH = /^\/__ops\/leads\/([^/]+)\/retry$/;
const RESERVATION_OP_PATH = /^\/__ops\/reservations\/([^/]+)\/(release|refund)$/;

/** 127.0.0.0/8, ::1, and IPv4 loopback written as IPv6. */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (address === undefined) return false;
  const v4 = address.startsWith('::ffff:') ? address.slice('::ffff:'.length) : address;
  return /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(v4) || address === '::1';
}

function isLoopbackHost(host: string | null): boolean {
  if (host === null) return false;
  const name = host.replace(/:\d+$/, '').replace(/^\[(.*)\]$/, '$1').toLowerCase();
  return name === 'localhost' || isLoopbackAddress(name);
}

/** A listing's `site` and `limit` (default 50), or the 400 naming the bad one. */
function readListing(url: URL): { ok: true; site: string; limit: number } | { ok: false; response: Response } {
  const site = url.searchParams.get('site') ?? '';
  if (!/^[a-z0-9-]{1,100}$/.test(site)) return { ok: false, response: errorResponse(400, OPS_TEXTS.site) };
  const limitText = url.searchParams.get('limit') ?? '50';
  const limit = Number(limitText);
  if (!/^\d+$/.test(limitText) || limit < 1 || limit > MAX_LIMIT) return { ok: false, response: errorResponse(400, OPS_TEXTS.limit) };
  return { ok: true, site, limit };
}

/** Answers an ops request with the server's own store. */
export async function handleOpsRequest(
  request: Request,
  remoteAddress: string | undefined,
  store: () => Promise<LeadsSource>,
  now: () => Date,
  reservations?: ReservationsSource,
): Promise<Response> {
  if (!isLoopbackAddress(remoteAddress) || !isLoopbackHost(request.headers.get('host') ?? new URL(request.url).host) || request.headers.has('origin')) {
    return errorResponse(403, OPS_TEXTS.forbidden);
  }
  const url = new URL(request.url);
  if (url.pathname.replace(/\/+$/, '') === '/__ops/leads') {
    if (request.method !== 'GET') return errorResponse(405, OPS_TEXTS.methodNotAllowed, {}, { Allow: 'GET' });
    const listing = readListing(url);
    if (!listing.ok) return listing.response;
    const { site, limit } = listing;
    const kindText = url.searchParams.get('kind');
    const kind = LEAD_OPS_KINDS.find((known) => known === kindText);
    if (kindText !== null && kind === undefined) return errorResponse(400, OPS_TEXTS.kind);
    const leads = await (await store()).list(site, { limit, kind: kind as SubmissionKind | undefined });
    return jsonResponse(200, { leads });
  }
  if (reservations !== undefined && url.pathname.replace(/\/+$/, '') === '/__ops/reservations') {
    if (request.method !== 'GET') return errorResponse(405, OPS_TEXTS.methodNotAllowed, {}, { Allow: 'GET' });
    const listing = readListing(url);
    if (!listing.ok) return listing.response;
    return jsonResponse(200, { reservations: await reservations.list(listing.site, { limit: listing.limit }) });
  }
  const reservationOp = RESERVATION_OP_PATH.exec(url.pathname);
  if (reservations !== undefined && reservationOp !== null) {
    if (request.method !== 'POST') return errorResponse(405, OPS_TEXTS.methodNotAllowed, {}, { Allow: 'POST' });
    const op = reservationOp[2] === 'refund' ? 'refund' : 'release';
    return jsonResponse(200, { outcome: await reservations.apply(decodeURIComponent(reservationOp[1] ?? ''), op) });
  }
  const retry = RETRY_PATH.exec(url.pathname);
  if (retry !== null) {
    if (request.method !== 'POST') return errorResponse(405, OPS_TEXTS.methodNotAllowed, {}, { Allow: 'POST' });
    const retried = await (await store()).retry(decodeURIComponent(retry[1] ?? ''), now());
    return jsonResponse(200, { retried });
  }
  return errorResponse(404, OPS_TEXTS.notFound);
}
