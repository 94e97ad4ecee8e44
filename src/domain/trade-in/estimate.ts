/**
 * The estimate a shopper sees: a range, not one number, from the provider's trade
 * and retail values adjusted by the shopper's answers, with the assumptions it rests on and the date
 * it expires. The same rule for every provider, so an adapter only answers values.
 *
 * The range runs from the adjusted trade value (what a dealer pays) to halfway to the adjusted
 * retail value (what a dealer could pay for a car in demand), rounded outwards to the nearest $100.
 */
import type { RegionCode } from '../basics/region.ts';
import { regionSettings } from '../basics/region.ts';
import { formatDistance } from '../basics/format.ts';
import type { AdjustmentAnswersKm, Condition, ServiceHistory } from './adjustment-answers.ts';

export type Confidence = 'high' | 'medium' | 'low';

/** The value of a car as a provider answers it, before the shopper's answers. */
export interface ProviderValues {
  readonly tradeValue: number;
  readonly retailValue: number;
  readonly confidence: Confidence;
}

/** The estimate as the API answers it. */
export interface TradeInEstimate {
  readonly low: number;
  readonly high: number;
  readonly currency: 'AUD' | 'NZD' | 'USD';
  readonly confidence: Confidence;
  readonly assumptions: readonly string[];
  /** YYYY-MM-DD, the last day the estimate holds. */
  readonly expires_on: string;
}

export const CONDITION_FACTORS: Readonly<Record<Condition, number>> = { excellent: 1.05, good: 1, fair: 0.92, poor: 0.8 };
export const SERVICE_HISTORY_FACTORS: Readonly<Record<ServiceHistory, number>> = { full: 1, partial: 0.96, none: 0.9 };
/** Damage needing repair: the dealer's repair cost comes off. */
export const DAMAGE_FACTOR = 0.88;

/** Days an estimate holds (prices move; a dealer honours an online estimate for two weeks). */
export const ESTIMATE_VALID_DAYS = 14;

/** The product of the answers' factors (finance owing changes who is paid, not the car's value). */
export function adjustmentFactor(answers: Pick<AdjustmentAnswersKm, 'condition' | 'service_history' | 'damage'>): number {
  return CONDITION_FACTORS[answers.condition] * SERVICE_HISTORY_FACTORS[answers.service_history] * (answers.damage ? DAMAGE_FACTOR : 1);
}

const ROUND_TO = 100;

/** The last day an estimate made on `today` holds, as YYYY-MM-DD (UTC dates). */
export function estimateExpiry(today: Date): string {
  const expiry = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() + ESTIMATE_VALID_DAYS));
  return expiry.toISOString().slice(0, 10);
}

const CONDITION_TEXTS: Readonly<Record<Condition, string>> = {
  excellent: 'excellent condition',
  good: 'good condition',
  fair: 'fair condition (some wear to fix)',
  poor: 'poor condition (it needs work)',
};
const SERVICE_TEXTS: Readonly<Record<ServiceHistory, string>> = {
  full: 'a full service history',
  partial: 'a partial service history',
  none: 'no service history',
};

/** The assumptions an estimate rests on, in plain words the shopper reads beside the range. */
export function estimateAssumptions(answers: AdjustmentAnswersKm, region: RegionCode): string[] {
  return [
    `The odometer reads ${formatDistance(answers.odometerKm, region)}.`,
    `The car is in ${CONDITION_TEXTS[answers.condition]}, with ${SERVICE_TEXTS[answers.service_history]}.`,
    answers.damage ? 'The car has damage that needs repair; the dealer will confirm its cost.' : 'The car has no damage needing repair.',
    answers.finance_owing
      ? 'Finance is owing on the car: the amount owing is paid out of the trade-in price.'
      : 'No finance is owing on the car.',
    'The dealer confirms the price when it inspects the car.',
  ];
}

/** The estimate for a provider's values and the shopper's answers, made on `today`. */
export function tradeInEstimate(values: ProviderValues, answers: AdjustmentAnswersKm, region: RegionCode, today: Date): TradeInEstimate {
  const factor = adjustmentFactor(answers);
  const retail = Math.max(values.retailValue, values.tradeValue);
  const low = Math.floor((values.tradeValue * factor) / ROUND_TO) * ROUND_TO;
  const high = Math.max(low, Math.ceil(((values.tradeValue + (retail - values.tradeValue) / 2) * factor) / ROUND_TO) * ROUND_TO);
  return {
    low,
    high,
    currency: regionSettings(region).currency,
    confidence: values.confidence,
    assumptions: estimateAssumptions(answers, region),
    expires_on: estimateExpiry(today),
  };
}
