/**
 * The adjustment questions of the trade-in valuation: what the shopper says about
 * the car once it is identified. Shared by the server's schema and the trade-in form.
 */

export const CONDITIONS = ['excellent', 'good', 'fair', 'poor'] as const;
export type Condition = (typeof CONDITIONS)[number];

export const SERVICE_HISTORIES = ['full', 'partial', 'none'] as const;
export type ServiceHistory = (typeof SERVICE_HISTORIES)[number];

/** The answers as the browser sends them: the odometer in the site's distance unit (miles on US sites). */
export interface AdjustmentAnswers {
  readonly odometer: number;
  readonly condition: Condition;
  readonly service_history: ServiceHistory;
  readonly damage: boolean;
  readonly finance_owing: boolean;
}

/** The answers with the odometer in kilometres, as every rule and provider takes them. */
export interface AdjustmentAnswersKm extends Omit<AdjustmentAnswers, 'odometer'> {
  readonly odometerKm: number;
}

/** Largest odometer reading accepted (a car past this is a data-entry mistake, not a trade-in). */
export const MAX_ODOMETER = 2_000_000;
