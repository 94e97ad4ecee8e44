/**
 * Builds the handlers' shared dependencies for one site, once per process: the site config, one
 * lead store (opened on first use; PostgreSQL or PGlite) and the rate limiter whose buckets it keeps
 * (shared by every instance over the same database). Used by the Netlify entry points and the local
 * functions router alike.
 */
import path from 'node:path';
import { requireSiteConfig } from '../../config/load-site-config.ts';
import type { SiteConfig } from '../../config/site-config-schema.ts';
import type { BotCheck } from '../ports/bot-check.ts';
import { LocalBotCheck } from '../bot-check/local-bot-check.ts';
import { TurnstileBotCheck } from '../bot-check/turnstile.ts';
import { DEFAULT_RATE_LIMITS, TokenBucketRateLimiter, type RateLimits } from '../http/rate-limit.ts';
import type { RateLimiter } from '../ports/rate-limiter.ts';
import { openLeadStore, type LeadStoreOptions } from '../store/open-lead-store.ts';
import { StoreUnavailableError, type LeadStore } from '../ports/lead-store.ts';
import type { ReservationStore } from '../ports/reservation-store.ts';
import { paymentWebhook } from '../handlers/payment-webhook.ts';
import { paymentsFor, type PaymentsWiring } from './payment-wiring.ts';
import { readStockFeed } from '../../stock/read-stock-feed.ts';
import { readStockConfirmedAt } from '../../stock/stock-confirmed.ts';
import { readModelCatalogue } from '../../stock/read-model-catalogue.ts';
import type { ApiEnvironment } from './api-environment.ts';
import { DEFAULT_MAX_BODY_BYTES, type AlertDeps, type ApiDeps, type DealDeps, type PaymentsDeps, type ValuationDeps } from '../handlers/deps.ts';
import type { AlertStore } from '../ports/alert-store.ts';
import { alertTokensFor } from './alert-wiring.ts';
import { NO_VALUATION_ENVIRONMENT, valuationsFor, type LocalValuationSources } from './valuation-wiring.ts';
import { dealsFor } from './deal-wiring.ts';

/** Logs to stderr, with the cause's message (never a request body). */
export function logToConsole(message: string, error: unknown): void {
  const cause = error instanceof Error && error.cause instanceof Error ? ` (${error.cause.message})` : '';
  console.error(`${message}: ${error instanceof Error ? error.message : String(error)}${cause}`);
}

/** What createApiDeps needs; everything but the site and the store has a default. */
export interface ApiDepsOptions {
  readonly site: SiteConfig;
  readonly store: () => Promise<LeadStore>;
  readonly rateLimiter?: RateLimiter;
  readonly rateLimits?: RateLimits;
  readonly maxBodyBytes?: number;
  readonly now?: () => Date;
  readonly logError?: (message: string, error: unknown) => void;
  /** The site's data folder, holding its stock feed. Default `data/<slug>` under the working directory. */
  readonly dataDir?: string;
  /** Default: the local adapter (no challenge; the honeypot and fill time still apply). */
  readonly botCheck?: BotCheck;
  /** Default: the reservations of the lead store (an SQL store keeps both). */
  readonly reservations?: () => Promise<ReservationStore>;
  /**
   * The gateway and its webhook secret, or how to make them from the deps (the sandbox needs the
   * deps to reach the webhook). Default: the local sandbox gateway.
   */
  readonly payments?: PaymentsDeps | ((deps: () => ApiDeps) => PaymentsWiring);
  /**
   * The valuation provider and id codec, or how to make them from the site's stock and data folder.
   * Default: the local sandbox estimator (valuation-wiring.ts).
   */
  readonly valuations?: ValuationDeps | ((sources: LocalValuationSources) => ValuationDeps);
  /** How deal links are signed. Default: a random secret of this process (deal-wiring.ts, as locally). */
  readonly deals?: DealDeps;
  /**
   * Saved searches: how their links are signed (default: a random secret of this process), their
   * store (default: the lead store's) and where their links point (default: the site's address).
   */
  readonly alerts?: Partial<AlertDeps>;
}

/** The reservations kept beside a store's leads (every SQL store keeps them; a test double may not). */
function reservationsOf(store: () => Promise<LeadStore>): () => Promise<ReservationStore> {
  return async () => {
    const opened: LeadStore & { readonly reservations?: ReservationStore } = await store();
    if (opened.reservations === undefined) throw new StoreUnavailableError('This lead store keeps no reservations.');
    return opened.reservations;
  };
}

/** The saved searches kept beside a store's leads (every SQL store keeps them; a test double may not). */
function alertStoreOf(store: () => Promise<LeadStore>): () => Promise<AlertStore> {
  return async () => {
    const opened: LeadStore & { readonly alerts?: AlertStore } = await store();
    if (opened.alerts === undefined) throw new StoreUnavailableError('This lead store keeps no saved searches.');
    return opened.alerts;
  };
}

/**
 * The rate limiter kept in the store's database, opened with the store, so every instance of a
 * deploy counts in the same buckets. When the store keeps no buckets (a test's stand-in) or cannot
 * be reached, this process's own buckets count instead: a store outage loosens the limit to one
 * instance's, as before buckets were shared, rather than refusing calls that never need the store
 * (valuations, availability); a lead still fails on its own write and never answers success.
 */
function rateLimiterOf(store: () => Promise<LeadStore>, logError: ApiDeps['logError']): RateLimiter {
  const inMemory = new TokenBucketRateLimiter();
  // Logged once per outage, not once per call.
  let onOwnBuckets = false;
  return {
    take: async (keys, now) => {
      try {
        const opened: LeadStore & { readonly rateLimiter?: RateLimiter } = await store();
        if (opened.rateLimiter !== undefined) {
          const decision = await opened.rateLimiter.take(keys, now);
          onOwnBuckets = false;
          return decision;
        }
      } catch (error) {
        if (!onOwnBuckets) logError('The lead store failed for the shared rate limit; this instance counts on its own until it is back', error);
        onOwnBuckets = true;
      }
      return inMemory.take(keys, now);
    },
  };
}

/** The handlers' dependencies, with the defaults filled in. */
export function createApiDeps(options: ApiDepsOptions): ApiDeps & { readonly sandbox: PaymentsWiring['sandbox'] } {
  // The sandbox reaches the webhook through the deps it is part of; it calls this only on a payment,
  // long after `deps` below exists.
  const self = (): ApiDeps => deps;
  const wiring: PaymentsWiring =
    options.payments === undefined
      ? paymentsFor(options.site, { serverless: false, stripeSecretKey: undefined, stripeWebhookSecret: undefined }, (request) =>
          paymentWebhook(request, { ...self(), clientIp: 'sandbox-gateway' }),
        )
      : typeof options.payments === 'function'
        ? options.payments(self)
        : { payments: options.payments, sandbox: null };
  const now = options.now ?? (() => new Date());
  const logError = options.logError ?? logToConsole;
  const dataDir = options.dataDir ?? path.resolve('data', options.site.slug);
  const cars = () => readStockFeed(options.site, dataDir);
  const sources: LocalValuationSources = { cars, dataDir, now, logError };
  const valuations =
    options.valuations === undefined
      ? valuationsFor(options.site, NO_VALUATION_ENVIRONMENT, sources)
      : typeof options.valuations === 'function'
        ? options.valuations(sources)
        : options.valuations;
  const deps: ApiDeps = {
    site: options.site,
    store: options.store,
    rateLimiter: options.rateLimiter ?? rateLimiterOf(options.store, logError),
    rateLimits: options.rateLimits ?? DEFAULT_RATE_LIMITS,
    maxBodyBytes: options.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES,
    now,
    logError,
    botCheck: options.botCheck ?? new LocalBotCheck(),
    cars,
    stockConfirmedAt: () => readStockConfirmedAt(dataDir),
    models: () => readModelCatalogue(dataDir),
    reservations: options.reservations ?? reservationsOf(options.store),
    payments: wiring.payments,
    valuations,
    deals: options.deals ?? dealsFor(options.site, { dealTokenSecret: undefined, serverless: false }),
    alerts: {
      ...alertTokensFor(options.site, { alertTokenSecret: undefined, serverless: false, dataDir: 'memory://' }),
      store: alertStoreOf(options.store),
      linksFromRequest: false,
      ...options.alerts,
    },
  };
  return { ...deps, sandbox: wiring.sandbox };
}

/** The store options for an environment; refuses PGlite where the disk is not durable. */
export function leadStoreOptions(environment: Pick<ApiEnvironment, 'databaseUrl' | 'dataDir' | 'serverless'>): LeadStoreOptions {
  if (environment.databaseUrl === undefined && environment.serverless) {
    throw new StoreUnavailableError('DATABASE_URL is not set: in a serverless runtime leads must go to PostgreSQL, not to a disk that vanishes.');
  }
  return { databaseUrl: environment.databaseUrl, dataDir: environment.dataDir };
}

/** A site configures Turnstile but the deploy has no TURNSTILE_SECRET_KEY. */
export class BotCheckConfigError extends Error {
  override readonly name = 'BotCheckConfigError';
}

/**
 * The site's bot check: Turnstile when its config has `bot_check` and the secret is set; the local
 * adapter when it has none. A site that asks for Turnstile without a secret is refused on a deploy
 * (`serverless`), so production never runs without the challenge it was configured with; locally it
 * falls back to the local adapter with a warning, so `npm start` works without the secret.
 */
export function botCheckFor(
  site: SiteConfig,
  environment: Pick<ApiEnvironment, 'turnstileSecret' | 'serverless'>,
  warn: (message: string) => void = (message) => console.warn(message),
): BotCheck {
  if (site.bot_check === undefined) return new LocalBotCheck();
  if (environment.turnstileSecret !== undefined) return new TurnstileBotCheck({ secret: environment.turnstileSecret });
  const message = `${site.slug}: the site configures Turnstile (bot_check) but TURNSTILE_SECRET_KEY is not set`;
  if (environment.serverless) throw new BotCheckConfigError(message);
  warn(`${message}; serving locally without the challenge (the honeypot and fill time still apply).`);
  return new LocalBotCheck();
}

/** The dependencies for a deploy: its site from sites/, its store from the environment. */
export async function apiDepsForEnvironment(environment: ApiEnvironment, root: string): Promise<ApiDeps> {
  const site = await requireSiteConfig(root, environment.siteSlug);
  return createApiDeps({
    site,
    store: () => openLeadStore(leadStoreOptions(environment)),
    botCheck: botCheckFor(site, environment),
    dataDir: path.join(root, 'data', site.slug),
    payments: (deps) => paymentsFor(site, environment, (request) => paymentWebhook(request, { ...deps(), clientIp: 'sandbox-gateway' })),
    valuations: (sources) => valuationsFor(site, environment, sources),
    deals: dealsFor(site, environment),
    alerts: alertTokensFor(site, environment),
  });
}
