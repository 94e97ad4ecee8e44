/**
 * The deal page's calls (docs/deals.md): GET /api/deals?d=<token> opens the deal, POST
 * /api/deals/send sends it to the dealer as one lead. Each answer becomes the one thing the page
 * has to do about it, with the server's own plain words where it gave any.
 */
import { DEAL_API } from '../../domain/deals/deal.ts';
import { parseOpenedDeal } from '../../domain/deals/deal-page.ts';
import type { DealCarView, OpenedDeal } from '../../domain/deals/deal-view.ts';
import type { DealSendFormValues } from '../../domain/leads/deal-send-form.ts';
import { VEHICLE_ENQUIRY_CATEGORY } from '../../domain/leads/enquiry-form.ts';
import { leadEvent } from '../../domain/leads/event-ids.ts';
import { DEAL_LEAD_SOURCE, DEAL_LEAD_SUBCATEGORY } from '../../domain/leads/types.ts';
import { sendJson, textRecord, type JsonAnswer } from '../forms/submit.ts';
import type { BotCheckBody } from '../forms/useLeadSubmission.tsx';

/**
 * What opening the deal came to:
 * - `opened`: the deal and what changed since it was made;
 * - `refused`: the link is not valid (400) or has expired (410): the server's words, nothing to retry;
 * - `failed`: no answer, a 503, or one the page cannot read: worth trying again.
 */
export type OpenAnswer =
  | { readonly kind: 'opened'; readonly opened: OpenedDeal }
  | { readonly kind: 'refused'; readonly message: string }
  | { readonly kind: 'failed'; readonly message: string | null };

const errorOf = (data: unknown): string | null => {
  const error = typeof data === 'object' && data !== null ? (data as Record<string, unknown>).error : undefined;
  return typeof error === 'string' && error !== '' ? error : null;
};

/** Reads a GET /api/deals answer (null: the network failed). */
export function readOpenAnswer(answer: JsonAnswer | null): OpenAnswer {
  if (answer === null) return { kind: 'failed', message: null };
  if (answer.status === 200) {
    const opened = parseOpenedDeal(answer.data);
    return opened === null ? { kind: 'failed', message: null } : { kind: 'opened', opened };
  }
  const error = errorOf(answer.data);
  if ((answer.status === 400 || answer.status === 410) && error !== null) return { kind: 'refused', message: error };
  return { kind: 'failed', message: answer.status === 503 ? error : null };
}

/** The address of the open call for a token. */
export function openDealPath(token: string): string {
  return `${DEAL_API.deals}?${new URLSearchParams({ d: token }).toString()}`;
}

/** Opens the deal of `token`. */
export async function openDeal(token: string): Promise<OpenAnswer> {
  let answer: JsonAnswer | null;
  try {
    const response = await fetch(openDealPath(token), { headers: { Accept: 'application/json' }, cache: 'no-store' });
    answer = { status: response.status, data: await response.json().catch(() => null) };
  } catch {
    answer = null;
  }
  return readOpenAnswer(answer);
}

/** The send call's body: the deal's token, the send's id, the shopper's details and the bot-check fields. */
export type SendDealBody = { readonly token: string; readonly submissionId: string } & DealSendFormValues & BotCheckBody;

/** The body of one send. An empty message is left out (the server's `message?`). */
export function sendDealBody(token: string, submissionId: string, values: DealSendFormValues, bot: BotCheckBody): SendDealBody {
  return { token, submissionId, ...values, message: values.message.trim(), ...bot };
}

/**
 * What a send came to:
 * - `sent`: the dealer has the lead (201), or had it from an earlier try of the same send (200);
 * - `invalid`: the server refused the shopper's fields (400 with `fields`, keyed as the form names them);
 * - `failed`: nothing to show by a field: the link refused (400/410), the bot check, no answer, a
 *   503; `message` is the server's words when it gave any, and `retry` says a new send id is needed
 *   (the server stored nothing, so the next press is a new send) or the same one is kept (it may have).
 */
export type SendAnswer =
  | { readonly kind: 'sent'; readonly leadId: string; readonly replayed: boolean }
  | { readonly kind: 'invalid'; readonly fields: Readonly<Record<string, string>>; readonly message: string | null }
  | { readonly kind: 'failed'; readonly message: string | null; readonly sameSend: boolean };

/** The fields of the send call's 400 that the form shows by a field. */
const FORM_FIELDS: ReadonlySet<string> = new Set(['name', 'email', 'phone', 'message', 'opt_in']);

/** Reads a POST /api/deals/send answer (null: the network failed on every try). */
export function readSendAnswer(answer: JsonAnswer | null): SendAnswer {
  if (answer === null) return { kind: 'failed', message: null, sameSend: true };
  const record = typeof answer.data === 'object' && answer.data !== null ? (answer.data as Record<string, unknown>) : {};
  const error = errorOf(answer.data);
  if ((answer.status === 200 || answer.status === 201) && typeof record.leadId === 'string' && record.leadId !== '') {
    return { kind: 'sent', leadId: record.leadId, replayed: answer.status === 200 };
  }
  if (answer.status === 400) {
    const all = textRecord(record.fields);
    const fields = Object.fromEntries(Object.entries(all).filter(([name]) => FORM_FIELDS.has(name)));
    if (Object.keys(fields).length > 0) return { kind: 'invalid', fields, message: error };
    // The token, the send's id or the bot check: the server stored nothing.
    const others = Object.values(all);
    return { kind: 'failed', message: others[0] ?? error, sameSend: false };
  }
  if (answer.status === 410) return { kind: 'failed', message: error, sameSend: false };
  // A 503, a 5xx or no readable answer: the store may have the lead, so the next press is the same send.
  return { kind: 'failed', message: answer.status === 503 || answer.status === 429 ? error : null, sameSend: true };
}

/** Sends the deal under the send's id (also the request's Idempotency-Key, so the bot check is not asked twice for one send). */
export async function sendDeal(body: SendDealBody): Promise<SendAnswer> {
  return readSendAnswer(await sendJson(DEAL_API.send, body, body.submissionId));
}

/** The analytics event of a deal sent to the dealer: its event id (14 or 15 by the car), the lead id and user data that identify no one. */
export function dealSentEvent(car: Pick<DealCarView, 'id' | 'car_type' | 'stocknum' | 'dealership_slug'>, leadId: string, optIn: boolean): Record<string, unknown> {
  return {
    event: 'lead_submitted',
    event_id: leadEvent({ kind: 'car_enquiry', car: { car_type: car.car_type } }).eventId,
    lead_id: leadId,
    category: VEHICLE_ENQUIRY_CATEGORY,
    subcategory: DEAL_LEAD_SUBCATEGORY,
    user_data: {
      lead_id: leadId,
      category: VEHICLE_ENQUIRY_CATEGORY,
      source: DEAL_LEAD_SOURCE,
      car_id: car.id,
      car_type: car.car_type,
      stock_number: car.stocknum,
      dealership_slug: car.dealership_slug,
      opt_in: optIn,
    },
  };
}
