/**
 * Builds the handlers' shared dependencies for one site, once per process: the site config, one
 * lead store (opened on first use; PostgreSQL or PGlite), one in-memory rate limiter. Used by the
 * Netlify entry points and the local functions router alike.
 */
import { requireSiteConfig } from '../../config/load-site-config.ts';
import type { SiteConfig } from '../../config/site-config-schema.ts';
import type { LeadStore } from '../ports/lead-store.ts';
import { DEFAULT_RATE_LIMITS, TokenBucketRateLimiter, type RateLimiter, type RateLimits } from '../http/rate-limit.ts';
import { openLeadStore, type LeadStoreOptions } from '../store/open-lead-store.ts';
import { StoreUnavailableError } from '../store/sql-database.ts';
import type { ApiEnvironment } from './api-environment.ts';
import { DEFAULT_MAX_BODY_BYTES, type ApiDeps } from './deps.ts';

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
}

/** The handlers' dependencies, with the defaults filled in. */
export function createApiDeps(options: ApiDepsOptions): ApiDeps {
  return {
    site: options.site,
    store: options.store,
    rateLimiter: options.rateLimiter ?? new TokenBucketRateLimiter(),
    rateLimits: options.rateLimits ?? DEFAULT_RATE_LIMITS,
    maxBodyBytes: options.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES,
    now: options.now ?? (() => new Date()),
    logError: options.logError ?? logToConsole,
  };
}

/** The store options for an environment; refuses PGlite where the disk is not durable. */
export function leadStoreOptions(environment: Pick<ApiEnvironment, 'databaseUrl' | 'dataDir' | 'serverless'>): LeadStoreOptions {
  if (environment.databaseUrl === undefined && environment.serverless) {
    throw new StoreUnavailableError('DATABASE_URL is not set: in a serverless runtime leads must go to PostgreSQL, not to a disk that vanishes.');
  }
  return { databaseUrl: environment.databaseUrl, dataDir: environment.dataDir };
}

/** The dependencies for a deploy: its site from sites/, its store from the environment. */
export async function apiDepsForEnvironment(environment: ApiEnvironment, root: string): Promise<ApiDeps> {
  const site = await requireSiteConfig(root, environment.siteSlug);
  return createApiDeps({ site, store: () => openLeadStore(leadStoreOptions(environment)) });
}
