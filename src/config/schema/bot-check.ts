/**
 * `bot_check`: the bot challenge every enquiry and form carries (Cloudflare Turnstile). Only the
 * public site key is here: a config is committed, so the secret key is set on the deploy.
 */
import { z } from 'zod';

export const BotCheckSchema = z.strictObject({
  /**
   * Cloudflare Turnstile site key (public; shown in the form widget). The secret key is set on the
   * deploy as the environment variable TURNSTILE_SECRET_KEY, never in this file.
   */
  turnstile_site_key: z.string().regex(/^[0-9A-Za-z_-]{8,100}$/, 'expected a Turnstile site key like 0x4AAAAAAA...'),
});
