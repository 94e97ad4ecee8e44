/**
 * The "Save this search" form's call (docs: src/server/alerts/alert-handlers.ts): POST /api/alerts
 * with the shopper's e-mail address and frequency, the search (the page's address as it is at the
 * moment of sending), the page and the consent line shown, a save id kept for every retry of one
 * save, and the bot-check fields. Each answer becomes the one thing the form has to do about it,
 * with the server's own plain words where it gave any.
 */
import { ALERT_LIMITS, ALERT_API, type AlertFrequency } from '../../domain/alerts/search-alert.ts';
import type { SaveSearchFormValues } from '../../domain/alerts/save-search-form.ts';
import { sendJson, textRecord, type JsonAnswer } from '../forms/submit.ts';
import type { BotCheckBody } from '../forms/useLeadSubmission.tsx';

/** The call's body. */
export type SaveAlertBody = {
  readonly email: string;
  readonly frequency: AlertFrequency;
  readonly search: string;
  readonly submissionId: string;
  readonly page?: string;
  readonly consentText: string;
} & BotCheckBody;

/** Where the page is, as the browser says it (`location`). */
export interface PageAddress {
  readonly pathname: string;
  readonly search: string;
  readonly href: string;
}

/** The search a page's address holds: its path and query, as the search island keeps them in step with the filters. */
export function searchOfPage(address: Pick<PageAddress, 'pathname' | 'search'>): string {
  return `${address.pathname}${address.search}`;
}

/**
 * The body of one save: the values, the search and the page of the moment it is sent, the consent
 * line the form shows. A page address longer than the call takes is left out (it is optional; the
 * search is what is saved).
 */
export function saveAlertBody(
  values: SaveSearchFormValues,
  address: PageAddress,
  consentText: string,
  submissionId: string,
  bot: BotCheckBody,
): SaveAlertBody {
  return {
    email: values.email.trim(),
    frequency: values.frequency,
    search: searchOfPage(address),
    submissionId,
    ...(address.href.length <= ALERT_LIMITS.page ? { page: address.href } : {}),
    consentText,
    ...bot,
  };
}

/**
 * What a save came to:
 * - `saved`: the alert is stored, pending its confirmation (201), or was by an earlier try of the
 *   same save (200);
 * - `invalid`: the server refused the form's fields (400 with `fields`: email, frequency, search);
 * - `failed`: nothing to show by a field. `message` is the server's words when it gave any; `reason`
 *   says what happened (`refused`: a 400 of another field or the bot check; `too-many`: the address's
 *   saves this hour; `unavailable`: a 503 or another failure; `offline`: no answer at all);
 *   `sameSave` says whether the next press is a retry of this save (the server may have stored it)
 *   or a new one (it surely stored nothing).
 */
export type SaveAnswer =
  | { readonly kind: 'saved'; readonly alertId: string; readonly replayed: boolean }
  | { readonly kind: 'invalid'; readonly fields: Readonly<Record<string, string>>; readonly message: string | null }
  | { readonly kind: 'failed'; readonly reason: 'refused' | 'too-many' | 'unavailable' | 'offline'; readonly message: string | null; readonly sameSave: boolean };

/** The fields of the call's 400 that the form shows: by a field, or (the search, which has none) in the banner. */
const FORM_FIELDS: ReadonlySet<string> = new Set(['email', 'frequency', 'search']);

const errorOf = (record: Readonly<Record<string, unknown>>): string | null => (typeof record.error === 'string' && record.error !== '' ? record.error : null);

/** Reads a POST /api/alerts answer (null: the network failed on every try). */
export function readSaveAnswer(answer: JsonAnswer | null): SaveAnswer {
  if (answer === null) return { kind: 'failed', reason: 'offline', message: null, sameSave: true };
  const record = typeof answer.data === 'object' && answer.data !== null ? (answer.data as Record<string, unknown>) : {};
  const error = errorOf(record);
  if ((answer.status === 201 || answer.status === 200) && typeof record.alertId === 'string' && record.alertId !== '') {
    return { kind: 'saved', alertId: record.alertId, replayed: answer.status === 200 };
  }
  if (answer.status === 400) {
    const all = textRecord(record.fields);
    const fields = Object.fromEntries(Object.entries(all).filter(([name]) => FORM_FIELDS.has(name)));
    if (Object.keys(fields).length > 0) return { kind: 'invalid', fields, message: error };
    // The save's id, the page, the bot check: the server stored nothing, so the next press is a new save.
    return { kind: 'failed', reason: 'refused', message: Object.values(all)[0] ?? error, sameSave: false };
  }
  if (answer.status === 429) return { kind: 'failed', reason: 'too-many', message: error, sameSave: true };
  // A 503, a 5xx or an answer the form cannot read: the store may have the alert, so the next press is the same save.
  return { kind: 'failed', reason: 'unavailable', message: answer.status === 503 ? error : null, sameSave: true };
}

/** Saves the search under the save's id (also the request's Idempotency-Key, so a retry is not taken for a new save). */
export async function saveAlert(body: SaveAlertBody): Promise<SaveAnswer> {
  return readSaveAnswer(await sendJson(ALERT_API.alerts, body, body.submissionId));
}
