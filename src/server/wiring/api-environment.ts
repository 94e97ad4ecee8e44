/**
 * The API's settings from the environment, read in one place (the Netlify entry points pass
 * `process.env` in; nothing else reads it).
 *
 * - `DEALER_SITE`: the slug of the site this deploy serves (sites/<slug>.json); the tenant of
 *   every call. Required.
 * - `DATABASE_URL`: PostgreSQL for the leads. Without it the leads go to PGlite under
 *   `LEADS_DATA_DIR` (default `.data/leads/pglite` under the project root). On Netlify (or any AWS
 *   Lambda) the disk does not outlive the instance, so there PGlite is refused and DATABASE_URL is
 *   required: a lead must never be acknowledged from a store that will vanish.
 * - `TURNSTILE_SECRET_KEY`: the Cloudflare Turnstile secret, for a site whose config has
 *   `bot_check.turnstile_site_key`.
 * - `STRIPE_SECRET_KEY` and `STRIPE_WEBHOOK_SECRET`: the Stripe account's secret key and the signing
 *   secret of the site's webhook endpoint (`/api/payments/webhook`), for a site whose
 *   `payments.gateway` is "stripe".
 * - `VALUATION_API_URL` and `VALUATION_API_KEY`: the trade-in valuation provider's base URL and key
 *   (docs/trade-in.md). Without them `npm start` values trade-ins with the labelled local sandbox
 *   estimator; a deploy answers that valuations are unavailable (see valuation-wiring.ts).
 * - `VALUATION_ID_SECRET`: signs the valuation ids (at least 16 characters). Optional: by default it
 *   is derived from VALUATION_API_KEY, or random per process for the local sandbox.
 * - `DEAL_TOKEN_SECRET`: signs the deal links (`/deal?d=<token>`, at least 16 characters; see
 *   deal-wiring.ts). Required on a deploy, where a link made by one function instance must open on
 *   every other for 7 days: without it the deal endpoints answer 503 there. Locally it is random per
 *   process when not set (as the valuation ids are), so links last until `npm start` restarts.
 * - `ALERT_TOKEN_SECRET`: signs a saved search's confirm and unsubscribe links (at least 16
 *   characters; see alert-wiring.ts). Required on a deploy: an unsubscribe link must work from any
 *   instance for as long as the alert exists, so without it the alert endpoints answer 503 there.
 *   Locally, when not set, a random secret is kept in `alert-token-secret` beside the PGlite folder,
 *   so the server, `npm run stock:import` and `npm run alerts` sign and read the same links.
 */
import path from 'node:path';

/** The settings the API needs. */
export interface ApiEnvironment {
  readonly siteSlug: string;
  readonly databaseUrl: string | undefined;
  readonly dataDir: string;
  /** True in a serverless runtime, where only PostgreSQL is durable. */
  readonly serverless: boolean;
  /** The Turnstile secret (TURNSTILE_SECRET_KEY), undefined when not set. */
  readonly turnstileSecret: string | undefined;
  /** STRIPE_SECRET_KEY, undefined when not set. */
  readonly stripeSecretKey: string | undefined;
  /** STRIPE_WEBHOOK_SECRET, undefined when not set. */
  readonly stripeWebhookSecret: string | undefined;
  /** VALUATION_API_URL, undefined when not set. */
  readonly valuationApiUrl: string | undefined;
  /** VALUATION_API_KEY, undefined when not set. */
  readonly valuationApiKey: string | undefined;
  /** VALUATION_ID_SECRET, undefined when not set. */
  readonly valuationIdSecret: string | undefined;
  /** DEAL_TOKEN_SECRET, undefined when not set. */
  readonly dealTokenSecret?: string | undefined;
  /** ALERT_TOKEN_SECRET, undefined when not set. */
  readonly alertTokenSecret?: string | undefined;
}

/** The default PGlite folder, relative to the project root; `.data/` is git-ignored. */
export const DEFAULT_LEADS_DATA_DIR = '.data/leads/pglite';

/** A setting that cannot be used; the message names the variable. */
export class ApiEnvironmentError extends Error {
  override readonly name = 'ApiEnvironmentError';
}

function nonEmpty(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed === undefined || trimmed === '' ? undefined : trimmed;
}

/** Reads the API's settings; throws ApiEnvironmentError when DEALER_SITE is missing. */
export function readApiEnvironment(env: Readonly<Record<string, string | undefined>>, root: string): ApiEnvironment {
  const siteSlug = nonEmpty(env.DEALER_SITE);
  if (siteSlug === undefined) throw new ApiEnvironmentError('DEALER_SITE is not set: it names the site (sites/<slug>.json) this deploy serves.');
  return {
    siteSlug,
    databaseUrl: nonEmpty(env.DATABASE_URL),
    dataDir: path.resolve(root, nonEmpty(env.LEADS_DATA_DIR) ?? DEFAULT_LEADS_DATA_DIR),
    // Netlify Functions run on AWS Lambda, which sets this in every function.
    serverless: nonEmpty(env.AWS_LAMBDA_FUNCTION_NAME) !== undefined,
    turnstileSecret: nonEmpty(env.TURNSTILE_SECRET_KEY),
    stripeSecretKey: nonEmpty(env.STRIPE_SECRET_KEY),
    stripeWebhookSecret: nonEmpty(env.STRIPE_WEBHOOK_SECRET),
    valuationApiUrl: nonEmpty(env.VALUATION_API_URL),
    valuationApiKey: nonEmpty(env.VALUATION_API_KEY),
    valuationIdSecret: nonEmpty(env.VALUATION_ID_SECRET),
    dealTokenSecret: nonEmpty(env.DEAL_TOKEN_SECRET),
    alertTokenSecret: nonEmpty(env.ALERT_TOKEN_SECRET),
  };
}
