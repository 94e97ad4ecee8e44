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
 * - `GET /__ops/alerts?site=<slug>&limit=N`: `{ alerts: [{ alert, unsentMatches }] }`, newest first,
 *   as AlertStore.list gives them (what `npm run alerts -- list` shows).
 * - `POST /__ops/alerts/send-due[?site=<slug>]`: `{ sites: [{ site, ok: true, summary } | { site, ok:
 *   false, error }] }`: the due mails queued over each site's stock now (`npm run alerts -- send-due`).
 * - `POST /__ops/alerts/stock-change`, JSON `{ site, before: Car[], after: Car[], mails?: boolean }`:
 *   the site's whole stock before and after a written import, every car checked as the stock
 *   reader checks a feed (the server's checkCars runs validate-stock.ts; 400 with the problems),
 *   matched against the site's confirmed alerts and, unless `mails` is false, the due mails queued,
 *   by the function the importer runs (runStockAlerts); answers `{ alerts, matches, mails, dropped,
 *   waiting }`. At most MAX_STOCK_CHANGE_BYTES (413 beyond).
 *
 * Only from a loopback address (403 otherwise), to a loopback host name (so a web page cannot reach
 * it by DNS rebinding), and never from a browser page (a request with an Origin header is refused,
 * so no page can make the shopper's browser retry or read leads).
 */
import { LEAD_OPS_KINDS, type LeadsSource } from './leads-source.ts';
import type { ReservationsSource } from './reservations-source.ts';
import type { SiteConfig } from '../../config/site-config-schema.ts';
import type { Car } from '../../domain/cars/car.ts';
import type { AlertsSource } from '../ports/alerts-source.ts';
import type { SubmissionKind } from '../ports/lead-store.ts';
import { readBodyText } from '../http/guards.ts';
import { errorResponse, jsonResponse } from '../http/responses.ts';

/**
 * The largest stock change taken: some 2.4 KB of JSON a car, so two whole stocks of some 13,000 cars
 * each. Far above the request limit of the API (the ops endpoint answers this machine only).
 */
export const MAX_STOCK_CHANGE_BYTES = 64 * 1024 * 1024;

/** A site slug, as the routes take it. */
const SLUG = /^[a-z0-9-]{1,100}$/;

/** Every ops path starts with this. */
export const OPS_PREFIX = '/__ops/';

export const OPS_TEXTS = {
  forbidden: 'The ops endpoint only answers requests from this machine.',
  notFound: 'There is no ops endpoint at this address.',
  methodNotAllowed: 'This method is not allowed at this address.',
  site: 'site must be a site slug.',
  limit: 'limit must be a whole number from 1 to 10000.',
  kind: `kind must be one of: ${LEAD_OPS_KINDS.join(', ')}.`,
  stockChangeTooLarge: `The stock change is too large: at most ${MAX_STOCK_CHANGE_BYTES / 1024 / 1024} MB of JSON.`,
  stockChangeUnreadable: `The stock change could not be read: it must be UTF-8 JSON of at most ${MAX_STOCK_CHANGE_BYTES / 1024 / 1024} MB.`,
  stockChangeBody: 'The stock change must be a JSON object { "site": "<slug>", "before": [cars], "after": [cars], "mails": true | false }.',
  invalidCars: 'The stock change holds cars the stock feed would refuse; nothing was matched.',
  unknownSite: (slug: string, why: string) => `Site ${slug} cannot be used: ${why}`,
} as const;

const MAX_LIMIT = 10_000;
/** How many of the refused cars' problems a 400 lists. */
const MAX_PROBLEMS = 50;
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
  if (!SLUG.test(site)) return { ok: false, response: errorResponse(400, OPS_TEXTS.site) };
  const limitText = url.searchParams.get('limit') ?? '50';
  const limit = Number(limitText);
  if (!/^\d+$/.test(limitText) || limit < 1 || limit > MAX_LIMIT) return { ok: false, response: errorResponse(400, OPS_TEXTS.limit) };
  return { ok: true, site, limit };
}

/** The alert routes' backend: the server's own operations on its store, how it reads a site's config and checks cars. */
export interface OpsAlerts {
  readonly source: AlertsSource;
  readonly siteOf: (slug: string) => Promise<SiteConfig>;
  /**
   * The values as the site's cars, checked as the one stock reader checks a feed's rows; or one
   * plain line per problem, each starting with `label` and the car's position.
   */
  readonly checkCars: (site: SiteConfig, label: string, values: readonly unknown[]) => { readonly cars: readonly Car[]; readonly problems: readonly string[] };
}

/** The words of an error and its cause. */
function errorWords(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  const cause = error instanceof Error && error.cause instanceof Error ? ` (${error.cause.message})` : '';
  return `${message}${cause}`;
}

/** The stock change of a request, checked: the site's config and both stocks as valid cars, or the answer refusing it. */
async function readStockChange(
  request: Request,
  alerts: OpsAlerts,
): Promise<{ ok: true; site: SiteConfig; before: readonly Car[]; after: readonly Car[]; mails: boolean } | { ok: false; response: Response }> {
  const refuse = (status: number, error: string, extra: Record<string, unknown> = {}) => ({ ok: false as const, response: errorResponse(status, error, extra) });
  const declared = Number(request.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > MAX_STOCK_CHANGE_BYTES) return refuse(413, OPS_TEXTS.stockChangeTooLarge);
  const text = await readBodyText(request, MAX_STOCK_CHANGE_BYTES);
  if (text === null) return refuse(400, OPS_TEXTS.stockChangeUnreadable);
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return refuse(400, OPS_TEXTS.stockChangeBody);
  }
  const { site: slug, before, after, mails } = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  if (typeof slug !== 'string' || !SLUG.test(slug)) return refuse(400, OPS_TEXTS.site);
  if (!Array.isArray(before) || !Array.isArray(after) || (mails !== undefined && typeof mails !== 'boolean')) return refuse(400, OPS_TEXTS.stockChangeBody);
  let site: SiteConfig;
  try {
    site = await alerts.siteOf(slug);
  } catch (error) {
    return refuse(400, OPS_TEXTS.unknownSite(slug, errorWords(error)));
  }
  // Each stock is checked as the stock reader checks a feed: every car valid for the site, ids and slugs unique.
  const checked = { before: alerts.checkCars(site, 'before', before), after: alerts.checkCars(site, 'after', after) };
  const problems = [...checked.before.problems, ...checked.after.problems];
  if (problems.length > 0) return refuse(400, OPS_TEXTS.invalidCars, { problems: problems.slice(0, MAX_PROBLEMS) });
  return { ok: true, site, before: checked.before.cars, after: checked.after.cars, mails: mails ?? true };
}

/** Answers the alert routes (`/__ops/alerts...`), or undefined for another path. */
async function answerAlerts(request: Request, url: URL, alerts: OpsAlerts): Promise<Response | undefined> {
  const path = url.pathname.replace(/\/+$/, '');
  if (path === '/__ops/alerts') {
    if (request.method !== 'GET') return errorResponse(405, OPS_TEXTS.methodNotAllowed, {}, { Allow: 'GET' });
    const listing = readListing(url);
    if (!listing.ok) return listing.response;
    return jsonResponse(200, { alerts: await alerts.source.list(listing.site, { limit: listing.limit }) });
  }
  if (path === '/__ops/alerts/send-due') {
    if (request.method !== 'POST') return errorResponse(405, OPS_TEXTS.methodNotAllowed, {}, { Allow: 'POST' });
    const site = url.searchParams.get('site');
    if (site !== null && !SLUG.test(site)) return errorResponse(400, OPS_TEXTS.site);
    return jsonResponse(200, { sites: await alerts.source.sendDue(site) });
  }
  if (path === '/__ops/alerts/stock-change') {
    if (request.method !== 'POST') return errorResponse(405, OPS_TEXTS.methodNotAllowed, {}, { Allow: 'POST' });
    const change = await readStockChange(request, alerts);
    if (!change.ok) return change.response;
    const { site, before, after, mails } = change;
    return jsonResponse(200, await alerts.source.stockChange({ site, before, after, queueMails: mails }));
  }
  return undefined;
}

/** Answers an ops request with the server's own store. */
export async function handleOpsRequest(
  request: Request,
  remoteAddress: string | undefined,
  store: () => Promise<LeadsSource>,
  now: () => Date,
  reservations?: ReservationsSource,
  alerts?: OpsAlerts,
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
  const alertsAnswer = alerts === undefined ? undefined : await answerAlerts(request, url, alerts);
  if (alertsAnswer !== undefined) return alertsAnswer;
  const retry = RETRY_PATH.exec(url.pathname);
  if (retry !== null) {
    if (request.method !== 'POST') return errorResponse(405, OPS_TEXTS.methodNotAllowed, {}, { Allow: 'POST' });
    const retried = await (await store()).retry(decodeURIComponent(retry[1] ?? ''), now());
    return jsonResponse(200, { retried });
  }
  return errorResponse(404, OPS_TEXTS.notFound);
}
