/**
 * The JSON answers of the API: `{ lead_id }` on success, `{ error }` (plus `fields` for validation)
 * on failure, always in plain words a shopper could read, since the forms show the server's message
 * (spec section 8).
 */
import { FORM_TEXTS } from '../../domain/basics/texts.ts';

/** Every message the API answers with, in one place. */
export const API_TEXTS = {
  methodNotAllowed: 'This address only accepts POST requests.',
  foreignOrigin: 'This form can only be sent from the dealer\'s own website.',
  rateLimited: 'Too many requests. Please wait a moment and try again.',
  unsupportedMediaType: 'The request must be sent as JSON (Content-Type: application/json).',
  bodyTooLarge: (limitKb: number) => `The request is too large. It must be at most ${limitKb} KB.`,
  unreadableBody: 'The request body could not be read.',
  notUtf8: 'The request body is not valid UTF-8 text.',
  notJson: 'The request body is not valid JSON.',
  notObject: 'The request body must be a JSON object.',
  tooDeep: 'The request body is nested too deeply.',
  unstorableText: 'The request holds text that cannot be stored (a NUL character or a broken Unicode sequence).',
  invalidFields: FORM_TEXTS.errorBanner,
  badIdempotencyKey: 'The Idempotency-Key header must be 1 to 200 visible ASCII characters.',
  keyReused: 'This Idempotency-Key was already used for a different request.',
  leadNotFound: 'There is no lead with this lead_id on this website.',
  storeUnavailable: 'Your details could not be saved just now. Please try again in a few minutes.',
  unexpected: 'Something went wrong on our side. Please try again in a few minutes.',
  notFound: 'There is no API at this address.',
  brokenPathEscape: (label: string) =>
    `The ${label} in the address has a broken percent-escape: each % must begin the UTF-8 code of a character, like %C3%A9 for é.`,
} as const;

const JSON_HEADERS = { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' } as const;

/** A JSON response. */
export function jsonResponse(status: number, body: unknown, headers: Readonly<Record<string, string>> = {}): Response {
  return new Response(JSON.stringify(body), { status, headers: { ...JSON_HEADERS, ...headers } });
}

/** An error answer: `{ error }` and any extra members (e.g. `fields`). */
export function errorResponse(
  status: number,
  error: string,
  extra: Readonly<Record<string, unknown>> = {},
  headers: Readonly<Record<string, string>> = {},
): Response {
  return jsonResponse(status, { error, ...extra }, headers);
}

/** A success answer: the stored submission's id, as lead_id. `replayed` marks an idempotent retry. */
export function leadIdResponse(leadId: string, replayed: boolean): Response {
  return jsonResponse(200, { lead_id: leadId }, replayed ? { 'Idempotent-Replayed': 'true' } : {});
}
