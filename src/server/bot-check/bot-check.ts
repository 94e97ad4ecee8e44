/**
 * The bot check (docs/architecture.md, Calls, ports and adapters): the port (src/server/ports/bot-check.ts)
 * with a production adapter (Cloudflare Turnstile, ./turnstile.ts) and a clearly labelled local one
 * (./local-bot-check.ts), plus the two checks that are always on whatever the adapter: the honeypot
 * field and the minimum fill time.
 *
 * Every form (POST /api/leads and /api/forms) sends, besides its own fields:
 * - `website`: a honeypot input hidden from people; a person leaves it empty, a naive bot fills it;
 * - `form_started_at`: when the form was shown, in milliseconds since the epoch (the browser clock);
 * - `cf-turnstile-response`: the Turnstile token, when the site configures Turnstile.
 * These are taken out of the body before it is validated or stored.
 */
import type { BotCheck } from '../ports/bot-check.ts';

/** The honeypot field: must be absent or empty. */
const HONEYPOT_FIELD = 'website';
/** When the form was shown (ms since the epoch). */
const FORM_STARTED_AT_FIELD = 'form_started_at';
/** The Turnstile token the widget adds to the form. */
const TURNSTILE_TOKEN_FIELD = 'cf-turnstile-response';

/**
 * A person needs more than 2 seconds to read a form and type a name, an e-mail and a phone number;
 * a script posts as soon as it has the page. Kept short so that a shopper whose browser fills the
 * fields for them is not refused.
 */
export const MIN_FILL_TIME_MS = 2_000;

/**
 * No form on these sites was shown before this moment (2024-01-01), so an earlier value is not a
 * real timestamp (a bot sending 0, or seconds instead of milliseconds).
 */
const EARLIEST_FORM_STARTED_AT = Date.UTC(2024, 0, 1);

/** The one answer for any refusal: plain words, nothing that teaches a bot which check it failed. */
export const BOT_CHECK_FAILED_TEXT = 'Your message could not be sent. Please try again.';

/** The result of the checks: the body without the bot fields, or the reason it was refused (for logs). */
type FormBotResult =
  | { readonly ok: true; readonly body: Record<string, unknown> }
  | { readonly ok: false; readonly reason: string; readonly unavailable: boolean };

/** The body without the bot-check fields. */
function withoutBotFields(body: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const rest: Record<string, unknown> = { ...body };
  delete rest[HONEYPOT_FIELD];
  delete rest[FORM_STARTED_AT_FIELD];
  delete rest[TURNSTILE_TOKEN_FIELD];
  return rest;
}

/** What checkFormBody needs besides the body. */
interface FormBotCheckInput {
  readonly body: Readonly<Record<string, unknown>>;
  readonly now: Date;
  readonly clientIp: string;
  readonly botCheck: BotCheck;
  /**
   * Whether the challenge token is verified for this body. Turnstile tokens are single-use, so a
   * later step of a multi-step lead (which names the lead_id the first, checked step answered) is
   * not challenged again; the honeypot and fill time are checked on every body.
   */
  readonly verifyToken: boolean;
  readonly idempotencyKey?: string;
}

/** Runs the honeypot, fill-time and (when asked) token checks, in that order. */
export async function checkFormBody(input: FormBotCheckInput): Promise<FormBotResult> {
  const { body } = input;
  const honeypot = body[HONEYPOT_FIELD];
  if (honeypot !== undefined && honeypot !== '' && honeypot !== null) return { ok: false, reason: 'honeypot filled', unavailable: false };
  const startedAt = body[FORM_STARTED_AT_FIELD];
  if (typeof startedAt !== 'number' || !Number.isFinite(startedAt) || startedAt < EARLIEST_FORM_STARTED_AT) {
    return { ok: false, reason: 'form_started_at missing or implausible', unavailable: false };
  }
  if (input.now.getTime() - startedAt < MIN_FILL_TIME_MS) return { ok: false, reason: 'filled faster than the minimum fill time', unavailable: false };
  if (input.verifyToken) {
    const token = body[TURNSTILE_TOKEN_FIELD];
    // A missing token is '' here: the challenge adapter refuses it, the local one lets it through.
    const verdict = await input.botCheck.verify(typeof token === 'string' ? token : '', input.clientIp, input.idempotencyKey);
    if (!verdict.ok) return { ok: false, reason: `${input.botCheck.name}: ${verdict.reason}`, unavailable: verdict.unavailable === true };
  }
  return { ok: true, body: withoutBotFields(body) };
}
