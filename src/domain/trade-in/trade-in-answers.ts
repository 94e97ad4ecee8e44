/**
 * What the valuation API answers the wizard (the trade-in contract: POST /api/valuations/registration,
 * /vehicle and /estimate), read from an HTTP status and its JSON into the wizard's own types. The
 * one reader of those answers: an answer of any other shape counts as the service being unavailable,
 * so the shopper is never shown a number the server did not give.
 */

import type { ValuationVehicle } from './valuation-api.ts';

/** The car the valuation service identified: the shape the endpoints answer. */
export type IdentifiedVehicle = ValuationVehicle;

/** The answer of a valuation by registration, or of a car chosen by hand. */
export type IdentifyAnswer =
  | { readonly status: 'identified'; readonly id: string; readonly vehicle: IdentifiedVehicle }
  | { readonly status: 'not-identified' }
  | { readonly status: 'unavailable' };

/** An estimate of what the dealer would pay, in whole currency units. */
export interface Estimate {
  readonly low: number;
  readonly high: number;
  readonly currency: 'AUD' | 'NZD' | 'USD';
  readonly confidence: 'high' | 'medium' | 'low';
  readonly assumptions: readonly string[];
  /** The last day the estimate holds, YYYY-MM-DD. */
  readonly expires_on: string;
}

/** Why a car gets no online estimate (spec section 5: over 7 years old, or over 100,000 km). */
export type NoEstimateReason = 'too-old' | 'too-many-km';

/** The answer of a valuation by id. */
export type EstimateAnswer =
  | { readonly status: 'estimate'; readonly estimate: Estimate }
  | { readonly status: 'no-online-estimate'; readonly reason: NoEstimateReason }
  | { readonly status: 'not-identified' }
  | { readonly status: 'unavailable' };

type Json = Readonly<Record<string, unknown>>;

const isRecord = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
const optionalText = (value: unknown): string | undefined => (typeof value === 'string' && value !== '' ? value : undefined);

function vehicleOf(value: unknown): IdentifiedVehicle | undefined {
  if (!isRecord(value)) return undefined;
  const { make, model, year, badge } = value;
  if (typeof make !== 'string' || make === '' || typeof model !== 'string' || model === '' || typeof year !== 'number' || !Number.isInteger(year)) return undefined;
  const extras = { body: optionalText(value.body), fuel: optionalText(value.fuel), transmission: optionalText(value.transmission) };
  return {
    make,
    model,
    year,
    badge: typeof badge === 'string' && badge.trim() !== '' ? badge : null,
    ...Object.fromEntries(Object.entries(extras).filter((entry) => entry[1] !== undefined)),
  };
}

/** Reads the answer of POST /api/valuations/registration or /vehicle (`status` null: no answer at all). */
export function readIdentifyAnswer(status: number | null, data: unknown): IdentifyAnswer {
  if (status !== 200 || !isRecord(data)) return { status: 'unavailable' };
  if (data.status === 'not-identified') return { status: 'not-identified' };
  if (data.status !== 'identified' || typeof data.id !== 'string' || data.id === '') return { status: 'unavailable' };
  const vehicle = vehicleOf(data.vehicle);
  return vehicle === undefined ? { status: 'unavailable' } : { status: 'identified', id: data.id, vehicle };
}

const CURRENCIES = ['AUD', 'NZD', 'USD'] as const;
const CONFIDENCES = ['high', 'medium', 'low'] as const;
const isWhole = (value: unknown): value is number => typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;

function estimateOf(value: unknown): Estimate | undefined {
  if (!isRecord(value)) return undefined;
  const { low, high, currency, confidence, assumptions, expires_on: expiresOn } = value;
  const knownCurrency = CURRENCIES.find((known) => known === currency);
  const knownConfidence = CONFIDENCES.find((known) => known === confidence);
  if (!isWhole(low) || !isWhole(high) || low > high || knownCurrency === undefined || knownConfidence === undefined) return undefined;
  if (typeof expiresOn !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(expiresOn)) return undefined;
  const texts = Array.isArray(assumptions) ? assumptions.filter((item): item is string => typeof item === 'string') : [];
  return { low, high, currency: knownCurrency, confidence: knownConfidence, assumptions: texts, expires_on: expiresOn };
}

/** Reads the answer of POST /api/valuations/estimate (`status` null: no answer at all). */
export function readEstimateAnswer(status: number | null, data: unknown): EstimateAnswer {
  if (status !== 200 || !isRecord(data)) return { status: 'unavailable' };
  switch (data.status) {
    case 'not-identified':
      return { status: 'not-identified' };
    case 'no-online-estimate':
      return data.reason === 'too-old' || data.reason === 'too-many-km' ? { status: 'no-online-estimate', reason: data.reason } : { status: 'unavailable' };
    case 'estimate': {
      const estimate = estimateOf(data.estimate);
      return estimate === undefined ? { status: 'unavailable' } : { status: 'estimate', estimate };
    }
    default:
      return { status: 'unavailable' };
  }
}
