/**
 * How a site's deal links are signed, from the environment (DEAL_TOKEN_SECRET; see
 * api-environment.ts), with the valuation ids' default policy (valuation-wiring.ts):
 *
 * - DEAL_TOKEN_SECRET set: it signs every link (at least 16 characters, else the deploy is refused
 *   with the variable named, as a short VALUATION_ID_SECRET is).
 * - Locally without it: a random secret per process, so `npm start` makes and opens deals with no
 *   setting (its links stop working when the server restarts).
 * - On a deploy without it: no codec. A random secret per instance would make links that other
 *   instances call changed, so the deal endpoints answer 503 in plain words instead, and a warning
 *   names the variable. Every other call of the deploy works.
 */
import { randomBytes } from 'node:crypto';
import type { SiteConfig } from '../../config/site-config-schema.ts';
import { dealTokens } from '../deals/deal-token.ts';
import type { DealDeps } from '../handlers/deps.ts';
import type { ApiEnvironment } from './api-environment.ts';

type DealEnvironment = Pick<ApiEnvironment, 'dealTokenSecret' | 'serverless'>;

/** The deals of a site on this deploy. */
export function dealsFor(
  site: Pick<SiteConfig, 'slug'>,
  environment: DealEnvironment,
  warn: (message: string) => void = (message) => console.warn(message),
): DealDeps {
  if (environment.dealTokenSecret !== undefined) return { tokens: dealTokens(environment.dealTokenSecret) };
  if (environment.serverless) {
    const reason = 'DEAL_TOKEN_SECRET is not set: deal links cannot be signed on this deploy';
    warn(`${site.slug}: ${reason}; the deal endpoints answer 503 until it is set.`);
    return { tokens: null, unavailableReason: reason };
  }
  // Random per process: only this process's links are read back (the local server is one process).
  return { tokens: dealTokens(randomBytes(32).toString('hex')) };
}
