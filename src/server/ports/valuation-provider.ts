/**
 * The valuation provider port: who tells us which car a plate (or VIN, or a make,
 * model and year) is, and what it is worth. Adapters: the HTTP adapter for a registration-valuation
 * provider (src/server/valuation/http-valuation-provider.ts, when VALUATION_API_URL is set) and the
 * labelled local sandbox estimator (src/server/valuation/local-valuation-provider.ts).
 *
 * Every answer is typed: a provider that cannot identify a car says so (never a number for it), and
 * one that cannot be reached says it is unavailable, which the endpoints answer 503 in plain words.
 * The shopper's answers (condition, service history...) are applied after, by the domain's rule
 * (src/domain/trade-in/estimate.ts), the same for every provider.
 */
import type { RegionCode } from '../../domain/basics/region.ts';
import type { Confidence } from '../../domain/trade-in/estimate.ts';
import type { ValuationVehicle } from '../../domain/trade-in/valuation-api.ts';

/** A car as a provider identified it (the contract's `vehicle`). */
export type IdentifiedVehicle = ValuationVehicle;

/** The answer to "which car is this?": `ref` is the provider's own reference for the car. */
export type Identification =
  | { readonly status: 'identified'; readonly ref: string; readonly vehicle: IdentifiedVehicle }
  | { readonly status: 'not-identified' }
  | { readonly status: 'unavailable'; readonly reason: string };

/** The answer to "what is it worth?", before the shopper's answers are applied. */
export type ValuationAnswer =
  | { readonly status: 'valued'; readonly tradeValue: number; readonly retailValue: number; readonly confidence: Confidence }
  | { readonly status: 'not-identified' }
  | { readonly status: 'unavailable'; readonly reason: string };

/** A plate (with its state where states issue plates) or, in the US, a VIN. */
export interface RegistrationQuery {
  readonly rego?: string;
  readonly regoState?: string;
  readonly vin?: string;
  readonly region: RegionCode;
}

/** A car chosen by hand. */
export interface VehicleQuery {
  readonly make: string;
  readonly model: string;
  readonly year: number;
  readonly badge?: string;
  readonly region: RegionCode;
}

/** What estimate() needs: the provider's reference and the car it named, and the odometer in km. */
export interface EstimateQuery {
  readonly ref: string;
  readonly vehicle: IdentifiedVehicle;
  readonly odometerKm: number;
  readonly region: RegionCode;
}

/** The port. */
export interface ValuationProvider {
  /** 'sandbox' for the local estimator (the API says so in its logs and docs), else the provider's name. */
  readonly name: string;
  identifyByRegistration(query: RegistrationQuery): Promise<Identification>;
  identifyByVehicle(query: VehicleQuery): Promise<Identification>;
  estimate(query: EstimateQuery): Promise<ValuationAnswer>;
}

/** Longest valuation id we ever issue is well under this; anything longer is refused unread. */
export const MAX_VALUATION_ID_LENGTH = 2048;

/** What a valuation id says: the car a provider identified, for which site. */
export interface ValuationIdClaims {
  readonly site: string;
  readonly region: RegionCode;
  readonly ref: string;
  readonly vehicle: IdentifiedVehicle;
}

/**
 * The signed ids that carry an identified car from the identify call to the estimate call (the
 * adapter: src/server/valuation/valuation-id.ts).
 */
export interface ValuationIds {
  issue(claims: ValuationIdClaims, now: Date): string;
  /** The claims of an id issued for `site` and not expired at `now`, or null. */
  read(id: string, site: string, now: Date): ValuationIdClaims | null;
}
