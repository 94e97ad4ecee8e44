/**
 * The bot-check port: how a form's challenge token is verified. Its adapters (Cloudflare Turnstile
 * and the clearly labelled local one) and the checks that are always on are in src/server/bot-check.
 */

/** What a bot check answers for a token. */
export type BotVerdict =
  | { readonly ok: true }
  /** `unavailable`: the check itself could not run (its service timed out or failed): worth a log line. */
  | { readonly ok: false; readonly reason: string; readonly unavailable?: boolean };

/** The port: verifies a challenge token for the caller's IP address. */
export interface BotCheck {
  /** A short name for logs ("turnstile", "local"). */
  readonly name: string;
  /**
   * `token` is '' when the form sent none. `idempotencyKey` is the submit's Idempotency-Key: a
   * retried submit sends the same (single-use) token again, and Turnstile accepts it once more
   * under the same key.
   */
  verify(token: string, ip: string, idempotencyKey?: string): Promise<BotVerdict>;
}
