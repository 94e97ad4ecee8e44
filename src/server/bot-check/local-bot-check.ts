/**
 * LOCAL ADAPTER, not a bot check: used when a site has no `bot_check` config (the demo sites, local
 * serving). It lets every token through; the honeypot and the minimum fill time (./bot-check.ts)
 * still run on every form. Production sites that want a challenge configure Turnstile.
 */
import type { BotCheck, BotVerdict } from '../ports/bot-check.ts';

/** Passes the token step; the always-on checks are not its business. */
export class LocalBotCheck implements BotCheck {
  readonly name = 'local (no challenge)';

  verify(): Promise<BotVerdict> {
    return Promise.resolve({ ok: true });
  }
}
