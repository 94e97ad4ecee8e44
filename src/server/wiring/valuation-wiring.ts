/**
 * Which valuation provider a site's functions use, from the environment (VALUATION_API_URL,
 * VALUATION_API_KEY, VALUATION_ID_SECRET; see api-environment.ts), like the payment gateway:
 *
 * - URL and key set: the HTTP adapter. The id secret is VALUATION_ID_SECRET or, without it, derived
 *   from the key, so every function instance of the deploy reads the ids the others issued.
 * - Locally without them: the labelled local sandbox estimator (with a warning when only one of the
 *   two is set), so `npm start` works with no account and no network.
 * - On a deploy without them: a provider that answers "unavailable" to every call (the endpoints
 *   answer 503 in plain words and the shopper's lead still reaches the dealer), and a warning. A
 *   deploy never shows sandbox numbers as if they were a valuation.
 */
import { createHmac, randomBytes } from 'node:crypto';
import path from 'node:path';
import type { SiteConfig } from '../../config/site-config-schema.ts';
import type { Car } from '../../domain/cars/car.ts';
import type { ValuationDeps } from '../handlers/deps.ts';
import type { ValuationProvider } from '../ports/valuation-provider.ts';
import { readCataloguePrices } from '../valuation/catalogue-prices.ts';
import { HttpValuationProvider } from '../valuation/http-valuation-provider.ts';
import { LocalValuationProvider } from '../valuation/local-valuation-provider.ts';
import { valuationIds } from '../valuation/valuation-id.ts';
import type { ApiEnvironment } from './api-environment.ts';

/** What the local sandbox needs from the site's deps. */
export interface LocalValuationSources {
  readonly cars: () => Promise<readonly Car[]>;
  /** The site's data folder (its models.json). */
  readonly dataDir: string;
  readonly now: () => Date;
  readonly logError: (message: string, error: unknown) => void;
}

type ValuationEnvironment = Pick<ApiEnvironment, 'valuationApiUrl' | 'valuationApiKey' | 'valuationIdSecret' | 'serverless'>;

/** The environment of a process with no valuation settings (tests, benches). */
export const NO_VALUATION_ENVIRONMENT: ValuationEnvironment = {
  valuationApiUrl: undefined,
  valuationApiKey: undefined,
  valuationIdSecret: undefined,
  serverless: false,
};

/** The local sandbox estimator over a site's stock and catalogue. */
export function localValuationProvider(sources: LocalValuationSources): LocalValuationProvider {
  return new LocalValuationProvider({
    cars: sources.cars,
    catalogue: () => readCataloguePrices(sources.dataDir),
    now: sources.now,
    logError: sources.logError,
  });
}

/** A provider that is not set up: every call is unavailable, with why. */
function unconfiguredProvider(reason: string): ValuationProvider {
  const unavailable = () => Promise.resolve({ status: 'unavailable' as const, reason });
  return { name: 'unconfigured', identifyByRegistration: unavailable, identifyByVehicle: unavailable, estimate: unavailable };
}

/** The valuations of a site on this deploy. */
export function valuationsFor(
  site: SiteConfig,
  environment: ValuationEnvironment,
  sources: LocalValuationSources,
  warn: (message: string) => void = (message) => console.warn(message),
): ValuationDeps {
  const { valuationApiUrl: url, valuationApiKey: key } = environment;
  const secretFrom = (fallback: () => string) => environment.valuationIdSecret ?? fallback();
  if (url !== undefined && key !== undefined) {
    return {
      provider: new HttpValuationProvider({ baseUrl: url, apiKey: key, logError: (message, error) => sources.logError(`${site.slug}: ${message}`, error) }),
      ids: valuationIds(secretFrom(() => createHmac('sha256', key).update(`valuation-id:${site.slug}`).digest('hex'))),
    };
  }
  const missing = url === undefined && key === undefined ? 'VALUATION_API_URL and VALUATION_API_KEY are not set' : `${url === undefined ? 'VALUATION_API_URL' : 'VALUATION_API_KEY'} is not set`;
  if (environment.serverless) {
    warn(`${site.slug}: ${missing}: trade-in valuations answer that the valuation service is unavailable (the leads still reach the dealer).`);
    return { provider: unconfiguredProvider(missing), ids: valuationIds(secretFrom(() => randomBytes(32).toString('hex'))) };
  }
  if (url !== undefined || key !== undefined) warn(`${site.slug}: ${missing}; valuing trade-ins locally with the sandbox estimator.`);
  return {
    provider: localValuationProvider({ ...sources, dataDir: path.resolve(sources.dataDir) }),
    // Random per process: only this process's ids are read back (the local server is one process).
    ids: valuationIds(secretFrom(() => randomBytes(32).toString('hex'))),
  };
}
