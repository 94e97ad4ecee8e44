/**
 * The tokens of a saved search's links (`?t=`): a confirm link and an unsubscribe link, each signed
 * with HMAC-SHA256 for one purpose, one site and one alert, so the link alone is the proof (the
 * shopper needs no login) and nobody can make one: a token changed in any character, signed for
 * another site, or made for the other purpose reads as invalid and changes nothing.
 *
 * Format: `a1.<c|u>.<alert id>.<expiry in Unix seconds, or "-" for never>.<base64url signature>`;
 * the site is signed but not written (the request's site is the one checked). A confirm link lasts
 * CONFIRM_LINK_VALID_DAYS; an unsubscribe link never expires, so an old mail still lets the shopper
 * leave. Like the deal links, a token is compared as the text we issued, in constant time.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { CONFIRM_LINK_VALID_DAYS, UNSUBSCRIBE_LINK_VALID_DAYS } from '../../domain/alerts/search-alert.ts';

const VERSION = 'a1';

/** What a link does. */
export type AlertTokenPurpose = 'confirm' | 'unsubscribe';

const PURPOSE_CODES: Readonly<Record<AlertTokenPurpose, string>> = { confirm: 'c', unsubscribe: 'u' };

/** Longer than any token we issue; anything longer is refused unread. */
const MAX_TOKEN_LENGTH = 200;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** What reading a token found. */
export type AlertTokenRead = { readonly ok: true; readonly alertId: string } | { readonly ok: false; readonly reason: 'invalid' | 'expired' };

/** The codec the handlers and the mail composer use. */
export interface AlertTokens {
  issue(purpose: AlertTokenPurpose, site: string, alertId: string, now: Date): string;
  /** The alert a token of `purpose` names for `site`, or why not. */
  read(token: string, purpose: AlertTokenPurpose, site: string, now: Date): AlertTokenRead;
}

const DAY_SECONDS = 86_400;

function validDays(purpose: AlertTokenPurpose): number | null {
  return purpose === 'confirm' ? CONFIRM_LINK_VALID_DAYS : UNSUBSCRIBE_LINK_VALID_DAYS;
}

/** The codec for a secret of at least 16 characters. */
export function alertTokens(secret: string): AlertTokens {
  if (secret.length < 16) throw new Error('the alert token secret (ALERT_TOKEN_SECRET) must be at least 16 characters');
  const sign = (code: string, site: string, alertId: string, expiry: string) =>
    createHmac('sha256', secret).update(`${VERSION}.${code}.${site}.${alertId}.${expiry}`).digest('base64url');
  return {
    issue(purpose, site, alertId, now) {
      const days = validDays(purpose);
      const expiry = days === null ? '-' : String(Math.floor(now.getTime() / 1000) + days * DAY_SECONDS);
      const code = PURPOSE_CODES[purpose];
      return `${VERSION}.${code}.${alertId}.${expiry}.${sign(code, site, alertId, expiry)}`;
    },
    read(token, purpose, site, now) {
      const invalid = { ok: false, reason: 'invalid' } as const;
      if (token.length > MAX_TOKEN_LENGTH) return invalid;
      const [version, code, alertId, expiry, signature, ...rest] = token.split('.');
      if (version !== VERSION || code === undefined || alertId === undefined || expiry === undefined || signature === undefined || rest.length > 0) return invalid;
      if (code !== PURPOSE_CODES[purpose] || !UUID.test(alertId) || !/^(-|\d{1,12})$/.test(expiry)) return invalid;
      const expected = Buffer.from(sign(code, site, alertId, expiry));
      const given = Buffer.from(signature);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return invalid;
      // Checked after the signature, so "expired" is never said of a token someone made up.
      if (expiry !== '-' && now.getTime() > Number(expiry) * 1000) return { ok: false, reason: 'expired' };
      return { ok: true, alertId };
    },
  };
}
