/**
 * What every handler is given: the site it serves (the tenant: never taken from the body), the lead
 * store, the rate limiter and the caller's address. Netlify's entry points and the local functions
 * router build these; tests build them with a real PGlite store.
 */
import type { SiteConfig } from '../../config/site-config-schema.ts';
import type { Car } from '../../domain/cars/car.ts';
import type { CatalogueModel } from '../../stock/read-model-catalogue.ts';
import type { BotCheck } from '../ports/bot-check.ts';
import type { LeadStore } from '../ports/lead-store.ts';
import type { ReservationStore } from '../ports/reservation-store.ts';
import type { PaymentGateway } from '../ports/payment-gateway.ts';
import type { ValuationIds, ValuationProvider } from '../ports/valuation-provider.ts';
import type { RateLimits } from '../http/rate-limit.ts';
import type { RateLimiter } from '../ports/rate-limiter.ts';
import type { DealTokens } from '../deals/deal-token.ts';
import type { AlertStore } from '../ports/alert-store.ts';
import type { AlertTokens } from '../alerts/alert-token.ts';

/** What the handlers of one process share. */
export interface ApiDeps {
  readonly site: SiteConfig;
  /**
   * The lead store, opened on first use and shared after that. A rejection (the database is down)
   * makes the handler answer 503.
   */
  readonly store: () => Promise<LeadStore>;
  readonly rateLimiter: RateLimiter;
  readonly rateLimits: RateLimits;
  /** Largest accepted body in bytes. */
  readonly maxBodyBytes: number;
  readonly now: () => Date;
  /** Where unexpected failures are reported (never to the client). */
  readonly logError: (message: string, error: unknown) => void;
  /**
   * The site's cars, through the one stock reader (validated, kept while the feed file is unchanged);
   * for the car brochure and car lookups. Rejects with a StockFeedError when the feed is unusable.
   */
  readonly cars: () => Promise<readonly Car[]>;
  /**
   * When the site's stock was last confirmed (src/stock/stock-confirmed.ts), Unix seconds; null when
   * nothing says. Past the site's `stock.stale_after_hours` no car is reserved online.
   */
  readonly stockConfirmedAt: () => Promise<number | null>;
  /**
   * The site's model catalogue, through its one server reader (kept while the file is unchanged):
   * the models a model lead may name. Rejects with a ModelCatalogueError when the file is unusable.
   */
  readonly models: () => Promise<readonly CatalogueModel[]>;
  /** The challenge check of the forms: Turnstile when the site configures it, else the local adapter. */
  readonly botCheck: BotCheck;
  /** The reservations, in the lead store's database (opened with it). */
  readonly reservations: () => Promise<ReservationStore>;
  /** The site's payment gateway and the secret its webhook events are signed with. */
  readonly payments: PaymentsDeps;
  /** The trade-in valuation provider (the HTTP adapter or the labelled local sandbox) and the id codec. */
  readonly valuations: ValuationDeps;
  /** The signed deal links (src/server/deals/). */
  readonly deals: DealDeps;
  /** Saved searches with alerts (src/server/alerts/). */
  readonly alerts: AlertDeps;
}

/**
 * Saved searches: their store (in the lead store's database) and how their links are signed: the
 * codec, or null on a deploy without ALERT_TOKEN_SECRET (the alert endpoints then answer 503, with
 * the reason logged).
 */
export interface AlertDeps {
  readonly tokens: AlertTokens | null;
  readonly unavailableReason?: string;
  readonly store: () => Promise<AlertStore>;
  /**
   * Whether the links in the mails a request makes point at the address the request came to (the
   * local server, whose address the site config does not know) rather than the site's own address.
   */
  readonly linksFromRequest: boolean;
}

/**
 * How deal links are signed: the codec, or null on a deploy without DEAL_TOKEN_SECRET (the deal
 * endpoints then answer 503, with the reason logged; every other call works).
 */
export interface DealDeps {
  readonly tokens: DealTokens | null;
  readonly unavailableReason?: string;
}

/** How trade-ins are valued: the provider, and the signed ids that carry an identified car to the estimate. */
export interface ValuationDeps {
  readonly provider: ValuationProvider;
  readonly ids: ValuationIds;
}

/** How deposits are taken: the gateway (Stripe or the labelled sandbox) and its webhook secret. */
export interface PaymentsDeps {
  readonly gateway: PaymentGateway;
  readonly webhookSecret: string;
}

/** The deps of one request: the shared ones plus the caller's IP address. */
export interface HandlerDeps extends ApiDeps {
  readonly clientIp: string;
}

/** A handler: a plain function of the request and its dependencies. */
export type Handler = (request: Request, deps: HandlerDeps) => Promise<Response>;

/** The default largest body: 64 KB, ample for a lead with its visited pages. */
export const DEFAULT_MAX_BODY_BYTES = 64 * 1024;
