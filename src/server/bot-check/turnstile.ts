/**
 * The production bot check: Cloudflare Turnstile's siteverify API
 * (https://developers.cloudflare.com/turnstile/get-started/server-side-validation/). The form's
 * widget gives a single-use token; we POST it with the secret and the caller's IP and accept only
 * `success: true`. A timeout, a network failure or an unreadable answer refuses (fails closed).
 */
import type { BotCheck, BotVerdict } from '../ports/bot-check.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const TURNSTILE_SITEVERIFY_URL = 'https://challenges.cloudflare.com/turnstile/v0/siteverify';

/** How long we wait for siteverify before refusing. */
const DEFAULT_TURNSTILE_TIMEOUT_MS = 5_000;

interface TurnstileOptions {
  readonly secret: string;
  /** The siteverify address; tests point it at a local stand-in. */
  readonly url?: string;
  readonly timeoutMs?: number;
}

function errorCodes(answer: unknown): string {
  const codes = typeof answer === 'object' && answer !== null ? (answer as Record<string, unknown>)['error-codes'] : undefined;
  return Array.isArray(codes) && codes.length > 0 ? codes.map(String).join(', ') : 'no error code';
}

/** Verifies Turnstile tokens with siteverify. */
export class TurnstileBotCheck implements BotCheck {
  readonly name = 'turnstile';
  readonly #secret: string;
  readonly #url: string;
  readonly #timeoutMs: number;

  constructor(options: TurnstileOptions) {
    this.#secret = options.secret;
    this.#url = options.url ?? TURNSTILE_SITEVERIFY_URL;
    this.#timeoutMs = options.timeoutMs ?? DEFAULT_TURNSTILE_TIMEOUT_MS;
  }

  async verify(token: string, ip: string, idempotencyKey?: string): Promise<BotVerdict> {
    if (token === '') return { ok: false, reason: 'no challenge token' };
    const form = new URLSearchParams({ secret: this.#secret, response: token });
    if (ip !== '' && ip !== 'unknown') form.set('remoteip', ip);
    // siteverify takes a UUID idempotency_key, so that a retried submit can verify its token again.
    if (idempotencyKey !== undefined && UUID.test(idempotencyKey)) form.set('idempotency_key', idempotencyKey);
    let answer: unknown;
    try {
      const response = await fetch(this.#url, { method: 'POST', body: form, signal: AbortSignal.timeout(this.#timeoutMs) });
      if (!response.ok) return { ok: false, reason: `siteverify answered ${response.status}`, unavailable: true };
      answer = await response.json();
    } catch (error) {
      const timedOut = error instanceof Error && error.name === 'TimeoutError';
      const reason = timedOut ? `siteverify did not answer within ${this.#timeoutMs} ms` : `siteverify failed (${error instanceof Error ? error.message : String(error)})`;
      return { ok: false, reason, unavailable: true };
    }
    if (typeof answer === 'object' && answer !== null && (answer as Record<string, unknown>).success === true) return { ok: true };
    return { ok: false, reason: `token refused (${errorCodes(answer)})` };
  }
}
