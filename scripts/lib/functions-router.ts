/**
 * The local mount of the API: routes `/api/*` of a served site to the same handlers that Netlify
 * runs (src/server/handlers/routes.ts), with the site's config and one lead store per process
 * (PGlite under `.data/leads/pglite`, or PostgreSQL when DATABASE_URL is set), so `npm start` and
 * `npm run serve` answer the API at the same paths as production.
 */
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import path from 'node:path';
import { requireSiteConfig } from '../../src/config/load-site-config.ts';
import { SECURITY_HEADERS } from '../../src/config/http-headers.ts';
import { botCheckFor, createApiDeps, leadStoreOptions } from '../../src/server/wiring/api-deps.ts';
import { paymentsFor } from '../../src/server/wiring/payment-wiring.ts';
import { valuationsFor } from '../../src/server/wiring/valuation-wiring.ts';
import { dealsFor } from '../../src/server/wiring/deal-wiring.ts';
import { alertTokensFor } from '../../src/server/wiring/alert-wiring.ts';
import { readCrmDeliveryConfig } from '../../src/server/crm/crm-config.ts';
import { MAIL_CATCHER_PREFIX, mailCatcherResponse } from './mail-catcher.ts';
import { paymentWebhook } from '../../src/server/handlers/payment-webhook.ts';
import { readApiEnvironment } from '../../src/server/wiring/api-environment.ts';
import type { ApiDeps } from '../../src/server/handlers/deps.ts';
import { releaseLapsedHolds } from '../../src/server/handlers/release-lapsed-holds.ts';
import { runReservationOp } from '../../src/server/handlers/reservation-ops.ts';
import type { ReservationsSource } from '../../src/server/ops/reservations-source.ts';
import { opOutcome } from './reservations-direct.ts';
import { SANDBOX_GATEWAY_PREFIX, type SandboxGateway } from '../../src/server/payments/sandbox-gateway.ts';
import { API_PREFIX, routeFor } from '../../src/server/handlers/routes.ts';
import { API_TEXTS, errorResponse } from '../../src/server/http/responses.ts';
import { handleOpsRequest, OPS_PREFIX, type OpsAlerts } from '../../src/server/ops/ops-endpoint.ts';
import { storeAlertsSource, type AlertSites } from '../../src/server/alerts/stock-alerts.ts';
import { readStockFeed } from '../../src/stock/read-stock-feed.ts';
import { formatRefusedRows, validateStockRows } from '../../src/stock/validate-stock.ts';
import { serverRecordPath, writeServerRecord } from '../../src/server/ops/server-record.ts';
import { openLeadStore } from '../../src/server/store/open-lead-store.ts';
import { requestBody } from './request-body.ts';

/** Answers a request when it is for the API (true), or leaves it to the static files (false). */
export type FunctionsRouter = (req: IncomingMessage, res: ServerResponse) => Promise<boolean>;

/** What the local server answers a request whose Host header makes no URL. */
const BAD_HOST_TEXT = 'The request\'s Host header is not a valid host name.';

/**
 * A Node request as the web Request the handlers take, with `body` (requestBody) as its body, unread
 * until asked for; undefined when its Host header makes no valid URL.
 */
export function toWebRequest(req: IncomingMessage, body: ReadableStream<Uint8Array>): Request | undefined {
  let url: URL;
  try {
    url = new URL(req.url ?? '/', `http://${req.headers.host ?? 'localhost'}`);
  } catch {
    return undefined;
  }
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
  return new Request(url, {
    method: req.method ?? 'GET',
    headers,
    body: hasBody ? body : undefined,
    // Required by fetch for a streamed request body.
    duplex: hasBody ? 'half' : undefined,
  } as RequestInit);
}

/** Writes a web Response to a Node response. */
export async function writeWebResponse(response: Response, res: ServerResponse): Promise<void> {
  const body = Buffer.from(await response.arrayBuffer());
  const headers: Record<string, string> = { ...SECURITY_HEADERS };
  response.headers.forEach((value, name) => {
    headers[name] = value;
  });
  headers['content-length'] = String(body.length);
  res.writeHead(response.status, headers);
  res.end(body);
}

/**
 * The router for handlers with these dependencies. Besides `/api/*` it answers the local ops
 * endpoint `/__ops/*` (src/server/ops/ops-endpoint.ts: loopback callers only) with the same store,
 * when the site's payments go to the sandbox gateway, that gateway's payment pages under
 * `/__sandbox-gateway/`, and, given the local outbox folder, the mail catcher `/_mail/`
 * (mail-catcher.ts: the mails the local adapters wrote); Netlify has none of these routes. Given the
 * project's root, the ops endpoint's alert routes also work for the project's sites this process
 * does not serve (their config from sites/, their stock from data/), since the store is shared.
 */
export function createFunctionsRouter(deps: ApiDeps & { readonly sandbox?: SandboxGateway | null }, mailCatcherDir?: string, root?: string): FunctionsRouter {
  const answer = answerer(deps, mailCatcherDir, servedAlerts(deps, root));
  return async (req, res) => {
    const respond = answer(new URL(req.url ?? '/', 'http://localhost').pathname, req);
    if (respond === undefined) return false;
    const body = requestBody(req, res);
    const request = toWebRequest(req, body.stream);
    const response = request === undefined ? errorResponse(400, BAD_HOST_TEXT) : await respond(request);
    // What the handler left unread (a refused or ignored body) is read and thrown away, so the
    // connection is ready for the client's next request.
    body.discardRest();
    await writeWebResponse(response, res);
    return true;
  };
}

/** Which of the routes answers a path: a function of the web request, or undefined for the static files. */
function answerer(
  deps: ApiDeps & { readonly sandbox?: SandboxGateway | null },
  mailCatcherDir: string | undefined,
  alerts: OpsAlerts,
): (pathname: string, req: IncomingMessage) => ((request: Request) => Promise<Response>) | undefined {
  return (pathname, req) => {
    const { sandbox } = deps;
    if (mailCatcherDir !== undefined && (pathname === MAIL_CATCHER_PREFIX.replace(/\/$/, '') || pathname.startsWith(MAIL_CATCHER_PREFIX))) {
      return (request) => mailCatcherResponse(request, req.socket.remoteAddress, mailCatcherDir);
    }
    if (pathname.startsWith(SANDBOX_GATEWAY_PREFIX) && sandbox) {
      return async (request) => (await sandbox.handle(request)) ?? errorResponse(404, API_TEXTS.notFound);
    }
    if (pathname.startsWith(OPS_PREFIX)) {
      return async (request) => {
        try {
          return await handleOpsRequest(request, req.socket.remoteAddress, deps.store, deps.now, servedReservations(deps), alerts);
        } catch (error) {
          deps.logError('the ops endpoint failed', error);
          return errorResponse(503, API_TEXTS.storeUnavailable);
        }
      };
    }
    if (!pathname.startsWith(API_PREFIX)) return undefined;
    const handler = routeFor(pathname);
    if (handler === undefined) return () => Promise.resolve(errorResponse(404, API_TEXTS.notFound));
    return (request) => handler(request, { ...deps, clientIp: req.socket.remoteAddress ?? 'unknown' });
  };
}

/**
 * The router for a site of this project, served locally: its config from sites/, the store from
 * DATABASE_URL or PGlite under the project (opened on the first API call, shared by every site the
 * process serves).
 */
export async function localFunctionsRouter(root: string, slug: string): Promise<FunctionsRouter> {
  const environment = { ...readApiEnvironment({ ...process.env, DEALER_SITE: slug }, root), serverless: false };
  const site = await requireSiteConfig(root, slug);
  const deps = createApiDeps({
    site,
    store: () => openLeadStore(leadStoreOptions(environment)),
    botCheck: botCheckFor(site, environment),
    dataDir: path.join(root, 'data', slug),
    payments: (self) => paymentsFor(site, environment, (request) => paymentWebhook(request, { ...self(), clientIp: 'sandbox-gateway' })),
    valuations: (sources) => valuationsFor(site, environment, sources),
    deals: dealsFor(site, environment),
    // The mails' links point at this server, whose address the site config does not know.
    alerts: { ...alertTokensFor(site, environment), linksFromRequest: true },
  });
  servedSites.set(slug, deps);
  startLapsedHoldSweep(deps);
  return createFunctionsRouter(deps, localMailDir(root), root);
}

/** The local outbox folder whose mails the mail catcher shows, when mail is not sent for real. */
function localMailDir(root: string): string | undefined {
  try {
    const crm = readCrmDeliveryConfig(process.env, root);
    return crm.mode === 'local' ? crm.outboxDir : undefined;
  } catch {
    // A broken CRM setting is reported by the outbox worker; the catcher just stays off.
    return undefined;
  }
}

/**
 * The deps of every site this process serves, so the ops endpoint (reached on any site's port) runs
 * a reservation's release or refund with its own site's gateway and notices.
 */
const servedSites = new Map<string, ApiDeps>();

/** The reservations backend of the ops endpoint: the shared store, each move by its site's deps. */
function servedReservations(deps: ApiDeps): ReservationsSource {
  return {
    list: async (siteSlug, options) => (await deps.reservations()).list(siteSlug, options),
    apply: async (reservationId, op) => {
      const reservation = await (await deps.reservations()).find(reservationId);
      if (reservation === null) return { kind: 'not_found' };
      const siteDeps = servedSites.get(reservation.siteSlug);
      if (siteDeps === undefined) throw new Error(`this server does not serve ${reservation.siteSlug}, the site of reservation ${reservation.reference}`);
      return opOutcome(await runReservationOp(siteDeps, reservationId, op));
    },
    close: () => Promise.resolve(),
  };
}

/**
 * The alerts backend of the ops endpoint: the shared store, each site as the process serves it (its
 * config, its stock, its links' signing), and, given the project's root, a site it does not serve
 * as `npm run alerts` would read it. The matching and mails are storeAlertsSource's, as on the CLI;
 * the cars of a stock change are checked by the stock reader's own row checks.
 */
function servedAlerts(deps: ApiDeps, root: string | undefined): OpsAlerts {
  const served = (slug: string) => (slug === deps.site.slug ? deps : servedSites.get(slug));
  const unserved = (slug: string) => {
    if (root === undefined) throw new Error(`this server does not serve ${slug}`);
    return { root, environment: { ...readApiEnvironment({ ...process.env, DEALER_SITE: slug }, root), serverless: false } };
  };
  const sites: AlertSites = {
    siteOf: async (slug) => served(slug)?.site ?? requireSiteConfig(unserved(slug).root, slug),
    carsOf: (site) => served(site.slug)?.cars() ?? readStockFeed(site, path.join(unserved(site.slug).root, 'data', site.slug)),
    tokensOf: (site) => {
      const siteDeps = served(site.slug);
      return siteDeps === undefined ? alertTokensFor(site, unserved(site.slug).environment).tokens : siteDeps.alerts.tokens;
    },
    now: deps.now,
  };
  return {
    source: storeAlertsSource(deps.alerts.store, sites),
    siteOf: sites.siteOf,
    // The stock reader's row checks, as for a feed file.
    checkCars: (site, label, values) => {
      const { cars, refused } = validateStockRows(values.map((value, index) => ({ where: `[${index}]`, value })), site);
      return { cars, problems: formatRefusedRows(label, refused) };
    },
  };
}

/** How often the local server releases lapsed holds (Netlify's scheduled function runs every minute). */
const LAPSED_HOLD_SWEEP_MS = 30_000;

/** Releases the site's lapsed holds every half minute while the process runs (the timer never keeps it alive). */
function startLapsedHoldSweep(deps: ApiDeps): void {
  const sweep = () => {
    releaseLapsedHolds(deps).catch((error: unknown) => deps.logError(`${deps.site.slug}: lapsed holds could not be released`, error));
  };
  setInterval(sweep, LAPSED_HOLD_SWEEP_MS).unref();
}

/**
 * Records a started local server of a site of this project in `server.json` next to its PGlite
 * folder (see src/server/ops/server-record.ts), for `npm run leads`, `npm run reservations`,
 * `npm run alerts` and the stock commands' alert step while the server runs; the record goes when
 * the server closes or the process exits.
 */
export async function recordLocalServer(root: string, slug: string, server: Server): Promise<void> {
  const address = server.address();
  if (typeof address !== 'object' || address === null) return;
  const environment = readApiEnvironment({ ...process.env, DEALER_SITE: slug }, root);
  if (environment.databaseUrl !== undefined) return;
  const host = address.family === 'IPv6' ? '[::1]' : '127.0.0.1';
  const remove = await writeServerRecord(serverRecordPath(environment.dataDir), `http://${host}:${address.port}`);
  server.once('close', () => void remove());
}
