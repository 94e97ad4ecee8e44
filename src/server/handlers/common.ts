/**
 * The frame every handler shares: the request guards, then the handler's own work, with store
 * failures answered 503 (never success) and nothing a client sends able to cause a 500.
 */
import { randomUUID } from 'node:crypto';
import type { SiteConfig } from '../../config/site-config-schema.ts';
import { optInLabel } from '../../domain/leads/enquiry-form.ts';
import type { Consent, LeadStore, NewOutboxEntry } from '../ports/lead-store.ts';
import type { ReservationStore } from '../ports/reservation-store.ts';
import type { AlertStore } from '../ports/alert-store.ts';
import { BOT_CHECK_FAILED_TEXT, checkFormBody } from '../bot-check/bot-check.ts';
import { guardPost } from '../http/guards.ts';
import { API_TEXTS, errorResponse } from '../http/responses.ts';
import type { HandlerDeps } from './deps.ts';

/** Thrown by useStore: the store could not be opened or could not write. */
export class StoreFailure extends Error {
  constructor(cause: unknown) {
    super('the lead store failed', { cause });
    this.name = 'StoreFailure';
  }
}

/** Runs `work` on what `open` gives; any failure of either becomes a StoreFailure (answered 503). */
async function withDatabase<S, T>(open: () => Promise<S>, work: (store: S) => Promise<T>): Promise<T> {
  let store: S;
  try {
    store = await open();
  } catch (error) {
    throw new StoreFailure(error);
  }
  try {
    return await work(store);
  } catch (error) {
    throw new StoreFailure(error);
  }
}

/** Runs `work` with the lead store; any failure of the store becomes a 503 answer. */
export function useStore<T>(deps: HandlerDeps, work: (store: LeadStore) => Promise<T>): Promise<T> {
  return withDatabase(deps.store, work);
}

/** Runs `work` with the alert store; any failure of the store becomes a 503 answer. */
export function useAlerts<T>(deps: HandlerDeps, work: (store: AlertStore) => Promise<T>): Promise<T> {
  return withDatabase(deps.alerts.store, work);
}

/** Runs `work` with the reservation store; any failure of the store (or of a move's refund) becomes a 503 answer. */
export function useReservations<T>(deps: HandlerDeps, work: (store: ReservationStore) => Promise<T>): Promise<T> {
  return withDatabase(deps.reservations, work);
}

/** What a handler does with a guarded body and its idempotency key (a fresh one when none was sent). */
export type GuardedWork = (body: Record<string, unknown>, idempotencyKey: string) => Promise<Response>;

/** Guards the request, runs the work, and turns failures into plain answers. */
export async function handlePost(request: Request, deps: HandlerDeps, work: GuardedWork): Promise<Response> {
  try {
    const guard = await guardPost(request, deps);
    if (!guard.ok) return guard.response;
    return await work(guard.body, guard.idempotencyKey ?? randomUUID());
  } catch (error) {
    if (error instanceof StoreFailure) {
      deps.logError(`${deps.site.slug}: the lead store failed for ${new URL(request.url).pathname}`, error.cause);
      return errorResponse(503, API_TEXTS.storeUnavailable, {}, { 'Retry-After': '30' });
    }
    deps.logError(`${deps.site.slug}: unexpected failure for ${new URL(request.url).pathname}`, error);
    return errorResponse(500, API_TEXTS.unexpected);
  }
}

/**
 * handlePost for a form (POST /api/leads, /api/forms): after the guards, the bot check (honeypot,
 * minimum fill time, and the site's challenge for a body that starts a submission, i.e. names no
 * lead_id); a refusal answers 400 in plain words and stores nothing. The work gets the body without
 * the bot-check fields. A check that could not run (Turnstile unreachable) refuses too (fails
 * closed) and is logged.
 */
export function handleFormPost(request: Request, deps: HandlerDeps, work: GuardedWork): Promise<Response> {
  return handlePost(request, deps, async (body, idempotencyKey) => {
    const leadId = body.lead_id;
    const checked = await checkFormBody({
      body,
      now: deps.now(),
      clientIp: deps.clientIp,
      botCheck: deps.botCheck,
      verifyToken: leadId === undefined || leadId === null,
      idempotencyKey,
    });
    if (!checked.ok) {
      // A refused bot is a client's mistake like any 400; only a check that could not run is reported.
      if (checked.unavailable) deps.logError(`${deps.site.slug}: the bot check could not run for ${new URL(request.url).pathname}`, new Error(checked.reason));
      return errorResponse(400, BOT_CHECK_FAILED_TEXT);
    }
    return work(checked.body, idempotencyKey);
  });
}

/** Where the site's leads are delivered (site config `leads`): its CRM e-mail and/or its webhook. */
export function crmOutbox(site: SiteConfig): NewOutboxEntry[] {
  const entries: NewOutboxEntry[] = [];
  if (site.leads.crm_email !== undefined) entries.push({ channel: 'email', target: site.leads.crm_email });
  if (site.leads.webhook_url !== undefined) entries.push({ channel: 'webhook', target: site.leads.webhook_url });
  return entries;
}

/** The opt-in as given: the text the form shows (the spec's default wording) and when. */
export function consentOf(optIn: boolean, now: Date): Consent {
  return { given: optIn, text: optInLabel(), at: now.toISOString() };
}

/** The answer when an idempotency key comes back with another kind of request. */
export function keyReusedResponse(): Response {
  return errorResponse(422, API_TEXTS.keyReused);
}
