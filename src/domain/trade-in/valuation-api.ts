/**
 * The shapes of the valuation endpoints (docs/trade-in.md), for the trade-in page and the server
 * alike: the bodies the page sends and the answers it reads. Paths: VALUATION_API in routes.ts.
 */
import type { AdjustmentAnswers } from './adjustment-answers.ts';
import type { TradeInEstimate } from './estimate.ts';

/** The car a provider identified. */
export interface ValuationVehicle {
  readonly make: string;
  readonly model: string;
  readonly year: number;
  readonly badge: string | null;
  readonly body?: string;
  readonly fuel?: string;
  readonly transmission?: string;
}

/** POST /api/valuations/registration: a plate (and its state in AU and the US), or a US VIN alone. */
export type RegistrationValuationBody =
  | { readonly rego: string; readonly regoState?: string }
  | { readonly vin: string };

/** POST /api/valuations/vehicle: the car chosen by hand. */
export interface VehicleValuationBody {
  readonly make: string;
  readonly model: string;
  readonly year: number;
  readonly badge?: string;
}

/** POST /api/valuations/estimate. */
export interface EstimateValuationBody {
  readonly id: string;
  readonly adjustmentAnswers: AdjustmentAnswers;
}

/** The 200 answer of the registration and vehicle calls. */
export type IdentifyAnswer =
  | { readonly status: 'identified'; readonly id: string; readonly vehicle: ValuationVehicle }
  | { readonly status: 'not-identified' };

/** The 200 answer of the estimate call. */
export type EstimateAnswer =
  | { readonly status: 'estimate'; readonly estimate: TradeInEstimate }
  | { readonly status: 'no-online-estimate'; readonly reason: 'too-old' | 'too-many-km' }
  | { readonly status: 'not-identified' };
