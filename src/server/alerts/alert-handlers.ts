/**
 * The endpoints of saved searches (docs/alerts.md):
 *
 * - POST /api/alerts `{ email, frequency, search, submissionId, page?, consentText? }` plus the
 *   forms' bot-check fields: the search is saved pending, with the consent as the site words it
 *   (the browser's consentText is not trusted; its page is kept), and its one confirmation mail is
 *   queued, all in one transaction, before the answer: 201 `{ alertId, state: 'pending' }`. A retry
 *   with the same submissionId stores nothing new: 200 with the first alert (Idempotent-Replayed).
 *   400 `{ error, fields }` for a bad e-mail, frequency or search; 429 once an address saved
 *   MAX_ALERTS_PER_ADDRESS_PER_HOUR searches on the site within the hour; 503 when the store or
 *   the stock cannot be read, never success.
 * - GET /api/alerts/confirm?t=: switches the alert on (again: no change) and answers a small page;
 *   a link that is not one we signed for confirming on this site answers 400, an expired one 410,
 *   and neither changes anything.
 * - GET and POST /api/alerts/unsubscribe?t=: the visible link and RFC 8058's one-click (body
 *   `List-Unsubscribe=One-Click`, from the mail client): the alert is off at once, its unsent
 *   matches dropped and any mail of it not yet sent held back; 200 with a page, never a redirect.
 *   The link alone is enough (no login, no form) and works for as long as the alert exists.
 *
 * The links answer a browser (Accept: text/html) with a small page in the site's words, and
 * anything else with JSON: `{ alertId, state }`, or `{ error }` in the page's words.
 */
import { randomUUID } from 'node:crypto';
import * as yup from 'yup';
import { alertConsentText } from '../../domain/alerts/alert-consent.ts';
import { ALERT_FORM_FIELDS, alertFormSchema } from '../../domain/alerts/alert-form.ts';
import { readAlertSearchValue, type AlertSearch } from '../../domain/alerts/alert-search-value.ts';
import { ALERT_API_TEXTS, ALERT_PAGES, type AlertPage } from '../../domain/alerts/alert-texts.ts';
import { ALERT_API, ALERT_LIMITS, MAX_ALERTS_PER_ADDRESS_PER_HOUR, normalAlertEmail } from '../../domain/alerts/search-alert.ts';
import type { Car } from '../../domain/cars/car.ts';
import { FIELD_MESSAGES } from '../../domain/leads/field-rules.ts';
import { readBodyText, takeCallerTokens } from '../http/guards.ts';
import { API_TEXTS, errorResponse, jsonResponse } from '../http/responses.ts';
import { validateBody } from '../http/validation.ts';
import type { NewAlert, StoredAlert } from '../ports/alert-store.ts';
import type { RateDecision } from '../ports/rate-limiter.ts';
import { handleFormPost, StoreFailure, useAlerts } from '../handlers/common.ts';
import type { HandlerDeps } from '../handlers/deps.ts';
import { alertLinks, alertPageResponse, confirmationMailRecord, linkBase, searchWordsOf } from './alert-mail.ts';
import type { AlertTokenPurpose, AlertTokens } from './alert-token.ts';
import { listedSearchDocuments, siteSearchPages, URL_STATE_CODEC } from './search-pages.ts';

/** The paths, as the routes table registers them. */
export const ALERTS_PATH = ALERT_API.alerts;
export const ALERTS_CONFIRM_PATH = ALERT_API.confirm;
export const ALERTS_UNSUBSCRIBE_PATH = ALERT_API.unsubscribe;
/** The link paths, as the GET table matches them. */
export const ALERTS_CONFIRM_GET_PATH = /^\/api\/alerts\/confirm\/?$/;
export const ALERTS_UNSUBSCRIBE_GET_PATH = /^\/api\/alerts\/unsubscribe\/?$/;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The words of the fields only the API has. */
export const ALERT_REQUEST_MESSAGES = {
  submissionId: 'submissionId must be a UUID, the same for every retry of one save.',
  page: `page must be at most ${ALERT_LIMITS.page.toLocaleString('en')} characters: the address of the page the form was on.`,
} as const;

/** The order of the fields in a 400 answer. */
const FIELD_ORDER = [...ALERT_FORM_FIELDS, 'submissionId', 'page'];

/** POST /api/alerts's body: the form's fields, the submission id and the page the form was on. */
function saveAlertSchema(checkSearch: (value: string) => string | null) {
  return alertFormSchema(checkSearch).shape({
    submissionId: yup.string().trim().required(FIELD_MESSAGES.required('submissionId')).matches(UUID, ALERT_REQUEST_MESSAGES.submissionId),
    page: yup.string().trim().max(ALERT_LIMITS.page, ALERT_REQUEST_MESSAGES.page).optional(),
  });
}

/** The codec, or the 503 answer when the deploy has no secret to sign links with. */
function tokensOf(deps: HandlerDeps, path: string): AlertTokens | null {
  if (deps.alerts.tokens !== null) return deps.alerts.tokens;
  deps.logError(`${deps.site.slug}: ${path} cannot run`, new Error(deps.alerts.unavailableReason ?? 'no alert token secret'));
  return null;
}

/** Where the links of a request's mails and pages point. */
function baseOf(request: Request, deps: HandlerDeps): string {
  return deps.alerts.linksFromRequest ? new URL(request.url).origin : linkBase(deps.site);
}

/** POST /api/alerts. */
export function saveAlert(request: Request, deps: HandlerDeps): Promise<Response> {
  return handleFormPost(request, deps, async (body) => {
    const tokens = tokensOf(deps, ALERTS_PATH);
    if (tokens === null) return errorResponse(503, ALERT_API_TEXTS.unavailable, {}, { 'Retry-After': '60' });
    const { site } = deps;
    const now = deps.now();
    let cars: readonly Car[];
    try {
      cars = await deps.cars();
    } catch (error) {
      deps.logError(`${site.slug}: the stock could not be read for a saved search`, error);
      return errorResponse(503, ALERT_API_TEXTS.stockUnavailable, {}, { 'Retry-After': '30' });
    }
    const pages = siteSearchPages(listedSearchDocuments(site, cars, Math.floor(now.getTime() / 1000)));
    let search: AlertSearch | undefined;
    const checkSearch = (value: string) => {
      const read = readAlertSearchValue(value, pages, URL_STATE_CODEC);
      if (!read.ok) return read.message;
      search = read.search;
      return null;
    };
    const validated = await validateBody(saveAlertSchema(checkSearch), body, FIELD_ORDER);
    if (!validated.ok) return validated.response;
    if (search === undefined) throw new Error('a valid search value was not read');
    const value = validated.value;
    const alert: NewAlert = {
      id: randomUUID(),
      siteSlug: site.slug,
      idempotencyKey: `alert:${value.submissionId.toLowerCase()}`,
      email: normalAlertEmail(value.email),
      searchPath: search.path,
      searchQuery: search.query,
      searchState: search.state,
      frequency: value.frequency,
      consent: { text: alertConsentText(site.region, site.name), page: value.page === undefined || value.page === '' ? null : value.page, at: now.toISOString(), ip: deps.clientIp },
    };
    const confirmation = confirmationMailRecord(site, alert, tokens, now, baseOf(request, deps));
    const result = await useAlerts(deps, (store) => store.create(alert, confirmation, { maxPerHour: MAX_ALERTS_PER_ADDRESS_PER_HOUR, now }));
    switch (result.kind) {
      case 'created':
        return jsonResponse(201, { alertId: result.alert.id, state: result.alert.state });
      case 'replayed':
        return jsonResponse(200, { alertId: result.alert.id, state: result.alert.state }, { 'Idempotent-Replayed': 'true' });
      case 'too-many':
        return errorResponse(429, ALERT_API_TEXTS.tooMany(MAX_ALERTS_PER_ADDRESS_PER_HOUR), {}, { 'Retry-After': '3600' });
    }
  });
}

/** Handles /api/alerts (POST only). */
export function alerts(request: Request, deps: HandlerDeps): Promise<Response> {
  return saveAlert(request, deps);
}

/**
 * A link's answer: the page in the site's words for a browser (the shopper followed the link),
 * JSON for anything else (a mail client's one-click POST, a script), `{ error }` in the page's
 * words for a refusal as every API answer has it.
 */
function linkAnswer(request: Request, deps: HandlerDeps, page: AlertPage, success: Readonly<Record<string, unknown>> = {}): Response {
  if ((request.headers.get('accept') ?? '').includes('text/html')) return alertPageResponse(deps.site, page);
  if (page.status >= 400) return errorResponse(page.status, `${page.title}. ${page.paragraphs.join(' ')}`, {}, page.status === 503 ? { 'Retry-After': '30' } : {});
  return jsonResponse(page.status, success);
}

/** One token bucket per caller and per site, as the POST guards take them; a refusal is the answer. */
async function rateLimited(request: Request, deps: HandlerDeps): Promise<Response | null> {
  let decision: RateDecision;
  try {
    decision = await takeCallerTokens(deps);
  } catch (error) {
    deps.logError(`${deps.site.slug}: the rate limit of ${new URL(request.url).pathname} could not be read`, error);
    return linkAnswer(request, deps, ALERT_PAGES.unavailable(deps.site.url));
  }
  if (decision.allowed) return null;
  return errorResponse(429, API_TEXTS.rateLimited, {}, { 'Retry-After': String(decision.retryAfterSeconds) });
}

/** The alert a link's token names for `purpose` on this site, or the page that says why not. */
function linkedAlertId(request: Request, deps: HandlerDeps, purpose: AlertTokenPurpose, tokens: AlertTokens): string | Response {
  const token = new URL(request.url).searchParams.get('t')?.trim() ?? '';
  const read = token === '' ? ({ ok: false, reason: 'invalid' } as const) : tokens.read(token, purpose, deps.site.slug, deps.now());
  if (read.ok) return read.alertId;
  const page = read.reason === 'expired' ? ALERT_PAGES.expiredConfirmLink(deps.site.url) : ALERT_PAGES.invalidLink(deps.site.url);
  return linkAnswer(request, deps, page);
}

/** The search's address and words of an alert, for its pages. */
function pageFacts(request: Request, deps: HandlerDeps, alert: StoredAlert, tokens: AlertTokens) {
  const links = alertLinks(deps.site, alert, tokens, deps.now(), baseOf(request, deps));
  return { links, searchWords: searchWordsOf(deps.site, alert.searchState) };
}

/** Runs a link's work; a store that fails answers the "try again" page, never success. */
async function linkPage(request: Request, deps: HandlerDeps, path: string, work: (tokens: AlertTokens) => Promise<Response>): Promise<Response> {
  try {
    const limited = await rateLimited(request, deps);
    if (limited !== null) return limited;
    const tokens = tokensOf(deps, path);
    if (tokens === null) return linkAnswer(request, deps, ALERT_PAGES.unavailable(deps.site.url));
    return await work(tokens);
  } catch (error) {
    deps.logError(`${deps.site.slug}: ${error instanceof StoreFailure ? 'the lead store failed' : 'unexpected failure'} for ${path}`, error instanceof StoreFailure ? error.cause : error);
    return linkAnswer(request, deps, ALERT_PAGES.unavailable(deps.site.url));
  }
}

/** GET /api/alerts/confirm?t=. */
export async function confirmAlert(request: Request, deps: HandlerDeps): Promise<Response> {
  // A HEAD (a mail scanner looking at the link) changes nothing.
  if (request.method === 'HEAD') return new Response(null, { status: 200, headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' } });
  if (request.method !== 'GET') return errorResponse(405, ALERT_API_TEXTS.confirmMethodNotAllowed, {}, { Allow: 'GET, HEAD' });
  return linkPage(request, deps, ALERTS_CONFIRM_PATH, async (tokens) => {
    const alertId = linkedAlertId(request, deps, 'confirm', tokens);
    if (alertId instanceof Response) return alertId;
    const moved = await useAlerts(deps, (store) => store.confirm(deps.site.slug, alertId, deps.now()));
    if (moved.kind === 'not_found') return linkAnswer(request, deps, ALERT_PAGES.notFound(deps.site.url));
    const { links, searchWords } = pageFacts(request, deps, moved.alert, tokens);
    if (moved.kind === 'refused') return linkAnswer(request, deps, ALERT_PAGES.confirmAfterUnsubscribe({ searchUrl: links.search }));
    return linkAnswer(
      request,
      deps,
      ALERT_PAGES.confirmed({ dealerName: deps.site.name, searchWords, frequency: moved.alert.frequency, searchUrl: links.search, unsubscribeUrl: links.unsubscribe }),
      { alertId: moved.alert.id, state: moved.alert.state },
    );
  });
}

/** Largest one-click body read (RFC 8058's is 26 bytes); the body is not needed, only drained. */
const ONE_CLICK_BODY_LIMIT = 4096;

/** GET and POST /api/alerts/unsubscribe?t=. */
export async function unsubscribeAlert(request: Request, deps: HandlerDeps): Promise<Response> {
  if (request.method === 'HEAD') return new Response(null, { status: 200, headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' } });
  if (request.method !== 'GET' && request.method !== 'POST') return errorResponse(405, ALERT_API_TEXTS.methodNotAllowed, {}, { Allow: 'GET, HEAD, POST' });
  return linkPage(request, deps, ALERTS_UNSUBSCRIBE_PATH, async (tokens) => {
    // The one-click body says nothing the link does not: the link alone unsubscribes.
    if (request.method === 'POST') await readBodyText(request, ONE_CLICK_BODY_LIMIT);
    const alertId = linkedAlertId(request, deps, 'unsubscribe', tokens);
    if (alertId instanceof Response) return alertId;
    const moved = await useAlerts(deps, (store) => store.unsubscribe(deps.site.slug, alertId, deps.now()));
    if (moved.kind === 'not_found') return linkAnswer(request, deps, ALERT_PAGES.notFound(deps.site.url));
    const { links, searchWords } = pageFacts(request, deps, moved.alert, tokens);
    return linkAnswer(request, deps, ALERT_PAGES.unsubscribed({ dealerName: deps.site.name, searchWords, searchUrl: links.search }), {
      alertId: moved.alert.id,
      state: moved.alert.state,
    });
  });
}
