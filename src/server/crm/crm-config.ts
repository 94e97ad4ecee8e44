/**
 * How leads leave the building: the one place that reads the CRM delivery settings from the
 * environment. Everything else takes the resulting CrmDeliveryConfig as an argument.
 *
 * Environment:
 * - `CRM_DELIVERY`: `live` (send for real) or `local` (write each message under the local outbox
 *   folder instead). Default: `live` when `SMTP_HOST` is set, `local` otherwise, so `npm start` on a
 *   fresh clone never sends mail or calls a dealer's webhook.
 * - `SMTP_HOST`, `SMTP_PORT` (default 587; 465 means implicit TLS), `SMTP_SECURE` (`true`/`false`,
 *   overrides the port's default), `SMTP_USER`, `SMTP_PASS` (both or neither), `LEADS_FROM_EMAIL`
 *   (the sender; required in live mode).
 * - `CRM_WEBHOOK_TIMEOUT_MS`: how long a webhook or a build hook may take before the try counts as
 *   failed (default 10000).
 * - `TYPESENSE_ADMIN_KEY` (ADMIN_KEY_ENV, the indexer's key): the key the search-index channel
 *   marks cars reserved with, in live mode. Optional here: only sites that search with Typesense
 *   need it, and their updates fail, naming the variable, while it is missing.
 * - `LEADS_OUTBOX_DIR`: the local outbox folder (default `.data/outbox` under the project root).
 */
import path from 'node:path';
import { ADMIN_KEY_ENV } from '../../search/typesense/search-key-env.ts';

/** SMTP server settings for the e-mail adapter. */
export interface SmtpConfig {
  readonly host: string;
  readonly port: number;
  /** Implicit TLS from the first byte (port 465); otherwise STARTTLS when the server offers it. */
  readonly secure: boolean;
  readonly auth: { readonly user: string; readonly pass: string } | null;
  /** The From address of lead e-mails. */
  readonly from: string;
}

/** Where CRM deliveries go. */
export type CrmDeliveryConfig =
  | {
      readonly mode: 'live';
      readonly smtp: SmtpConfig;
      /** For webhooks and build hooks. */
      readonly webhookTimeoutMs: number;
      /** The Typesense admin key for search-index updates; null when the environment has none. */
      readonly typesenseAdminKey: string | null;
    }
  | { readonly mode: 'local'; readonly outboxDir: string; readonly webhookTimeoutMs: number };

/** A setting that cannot be used; the message names the variable. */
export class CrmConfigError extends Error {
  override readonly name = 'CrmConfigError';
}

const DEFAULT_SMTP_PORT = 587;
const DEFAULT_WEBHOOK_TIMEOUT_MS = 10_000;
/** The local outbox folder, relative to the project root. */
export const DEFAULT_OUTBOX_DIR = path.join('.data', 'outbox');

type Env = Readonly<Record<string, string | undefined>>;

function setting(env: Env, name: string): string | undefined {
  const value = env[name]?.trim();
  return value === undefined || value === '' ? undefined : value;
}

function positiveInteger(env: Env, name: string, fallback: number): number {
  const text = setting(env, name);
  if (text === undefined) return fallback;
  if (!/^\d+$/.test(text) || Number(text) < 1) throw new CrmConfigError(`${name} expects a whole number of 1 or more, got "${text}"`);
  return Number(text);
}

/** The CRM delivery settings from the environment; `root` anchors the default local outbox folder. */
export function readCrmDeliveryConfig(env: Env, root: string): CrmDeliveryConfig {
  const webhookTimeoutMs = positiveInteger(env, 'CRM_WEBHOOK_TIMEOUT_MS', DEFAULT_WEBHOOK_TIMEOUT_MS);
  const host = setting(env, 'SMTP_HOST');
  const mode = setting(env, 'CRM_DELIVERY') ?? (host === undefined ? 'local' : 'live');
  if (mode === 'local') {
    return { mode, outboxDir: path.resolve(root, setting(env, 'LEADS_OUTBOX_DIR') ?? DEFAULT_OUTBOX_DIR), webhookTimeoutMs };
  }
  if (mode !== 'live') throw new CrmConfigError(`CRM_DELIVERY expects "live" or "local", got "${mode}"`);
  if (host === undefined) throw new CrmConfigError('CRM_DELIVERY is "live" but SMTP_HOST is not set: lead e-mails need an SMTP server');
  const from = setting(env, 'LEADS_FROM_EMAIL');
  if (from === undefined) throw new CrmConfigError('LEADS_FROM_EMAIL is not set: lead e-mails need a sender address');
  const port = positiveInteger(env, 'SMTP_PORT', DEFAULT_SMTP_PORT);
  const secureText = setting(env, 'SMTP_SECURE');
  if (secureText !== undefined && secureText !== 'true' && secureText !== 'false') {
    throw new CrmConfigError(`SMTP_SECURE expects "true" or "false", got "${secureText}"`);
  }
  const user = setting(env, 'SMTP_USER');
  const pass = setting(env, 'SMTP_PASS');
  if ((user === undefined) !== (pass === undefined)) throw new CrmConfigError('SMTP_USER and SMTP_PASS go together: set both or neither');
  return {
    mode,
    webhookTimeoutMs,
    typesenseAdminKey: setting(env, ADMIN_KEY_ENV) ?? null,
    smtp: {
      host,
      port,
      secure: secureText === undefined ? port === 465 : secureText === 'true',
      auth: user !== undefined && pass !== undefined ? { user, pass } : null,
      from,
    },
  };
}
