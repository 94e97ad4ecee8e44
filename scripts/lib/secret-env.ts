/**
 * Every secret the code reads from the environment, in one list, for the check that none ships
 * (secret-check.ts). There is no config of secrets to read them from: each is read where it is
 * used (api-environment.ts, crm-config.ts, search-key-env.ts...), so a unit test greps src/ and
 * scripts/ for names with KEY, SECRET, PASS or TOKEN and fails on one missing here.
 *
 * Canary values are made per run (random, and shaped like the real thing where the real thing has
 * a shape, so the shape patterns of secret-scan.ts would catch them too): they exist only in the
 * environment of the build, never in a file, so finding one in the output is a leak.
 */
import { randomBytes } from 'node:crypto';

/** A secret environment variable and a canary value for it. */
export interface SecretEnv {
  readonly name: string;
  /** What it is, for the report. */
  readonly what: string;
  /** A fresh canary value from random text. */
  readonly canary: (random: string) => string;
}

export const SECRET_ENV: readonly SecretEnv[] = [
  { name: 'TYPESENSE_ADMIN_KEY', what: 'Typesense admin key', canary: (r) => `TsAdminCanary${r}` },
  { name: 'TYPESENSE_SEARCH_PARENT_KEY', what: 'Typesense search-only parent key', canary: (r) => `TsParentCanary${r}` },
  { name: 'STRIPE_SECRET_KEY', what: 'Stripe secret key', canary: (r) => `sk_test_StripeCanary${r}` },
  { name: 'STRIPE_WEBHOOK_SECRET', what: 'Stripe webhook signing secret', canary: (r) => `whsec_StripeCanary${r}` },
  { name: 'TURNSTILE_SECRET_KEY', what: 'Cloudflare Turnstile secret', canary: (r) => `0x4AAAAAAATurnstileCanary${r}` },
  { name: 'SMTP_PASS', what: 'SMTP password', canary: (r) => `SmtpCanary${r}` },
  { name: 'VALUATION_API_KEY', what: 'valuation provider key', canary: (r) => `ValuationCanary${r}` },
  { name: 'VALUATION_ID_SECRET', what: 'valuation id signing secret', canary: (r) => `ValuationIdCanary${r}` },
  { name: 'DEAL_TOKEN_SECRET', what: 'deal link signing secret', canary: (r) => `DealTokenCanary${r}` },
  { name: 'ALERT_TOKEN_SECRET', what: 'saved-search link signing secret', canary: (r) => `AlertTokenCanary${r}` },
  { name: 'NETLIFY_AUTH_TOKEN', what: 'Netlify deploy token', canary: (r) => `nfp_NetlifyCanary${r}` },
  // Not named like a secret, but it carries the database password.
  { name: 'DATABASE_URL', what: 'PostgreSQL URL with password', canary: (r) => `postgres://leads:DbCanary${r}@db.invalid:5432/leads` },
];

/**
 * Environment variables named like secrets that are public by design: the site's scoped search
 * key (`TYPESENSE_SEARCH_KEY_<SLUG>`) is handed to the browser on purpose. It can only search, only
 * the site's own cars, and expires (src/search/typesense/scoped-key.ts).
 */
export const PUBLIC_ENV_PREFIXES: readonly string[] = ['TYPESENSE_SEARCH_KEY_'];

/** Each secret's name with a fresh canary value. */
export function canaryEnvironment(): Record<string, string> {
  return Object.fromEntries(SECRET_ENV.map(({ name, canary }) => [name, canary(randomBytes(12).toString('hex'))]));
}

/** Environment variable names in `source` that look like secrets: quoted, or read as `env.NAME`. */
export function secretLikeEnvNames(source: string): string[] {
  const names = source.matchAll(/(?:['"`]|env\.)([A-Z][A-Z0-9_]*(?:KEY|SECRET|PASS|PASSWORD|TOKEN)[A-Z0-9_]*)/g);
  return [...new Set([...names].map((match) => match[1] as string))];
}

/** Whether `name` is covered: a listed secret or a public-by-design prefix. */
export function isKnownEnvName(name: string): boolean {
  return SECRET_ENV.some((secret) => secret.name === name) || PUBLIC_ENV_PREFIXES.some((prefix) => name.startsWith(prefix));
}
