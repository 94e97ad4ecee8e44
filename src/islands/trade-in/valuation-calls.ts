/**
 * The trade-in wizard's calls: the valuation API (by registration, by the car chosen by hand, the
 * estimate by id), the trade-in lead (POST /api/leads), the offer accepted, the stored valuation of
 * sites that keep them, and the build's list of the cars a trade-in can be valued against. Each
 * answer is read by the domain's readers (trade-in-answers.ts), so nothing here knows its shape.
 */
import { ERROR_TEXTS } from '../../domain/basics/texts.ts';
import { offerAcceptedRequest, storeValuationRequest } from '../../domain/leads/valuation.ts';
import { VALUATION_API } from '../../domain/routes/routes.ts';
import { readEstimateAnswer, readIdentifyAnswer, type EstimateAnswer, type IdentifyAnswer } from '../../domain/trade-in/trade-in-answers.ts';
import type { AdjustmentAnswers } from '../../domain/trade-in/adjustment-answers.ts';
import type { TradeInCar } from '../../domain/trade-in/wizard-lead.ts';
import { newAttemptKey, postJson, sendJson, type SubmitResult } from '../forms/submit.ts';
import type { BotCheckBody } from '../forms/useLeadSubmission.tsx';

/** POST /api/valuations/registration: a plate with its state, or a US VIN. */
export async function lookupRegistration(body: { rego: string; regoState?: string } | { vin: string }): Promise<IdentifyAnswer> {
  const answer = await sendJson(VALUATION_API.registration, body, newAttemptKey());
  return readIdentifyAnswer(answer?.status ?? null, answer?.data);
}

/** POST /api/valuations/vehicle: the car chosen by hand. */
export async function lookupVehicle(body: { make: string; model: string; year: number; badge?: string }): Promise<IdentifyAnswer> {
  const answer = await sendJson(VALUATION_API.vehicle, body, newAttemptKey());
  return readIdentifyAnswer(answer?.status ?? null, answer?.data);
}

/** POST /api/valuations/estimate: the valuation by id, with the adjustment answers. */
export async function requestEstimate(id: string, adjustmentAnswers: AdjustmentAnswers): Promise<EstimateAnswer> {
  const answer = await sendJson(VALUATION_API.estimate, { id, adjustmentAnswers }, newAttemptKey());
  return readEstimateAnswer(answer?.status ?? null, answer?.data);
}

/** POST /api/leads: the trade-in lead with the bot-check fields. */
export function sendTradeInLead(lead: Readonly<Record<string, unknown>>, bot: BotCheckBody): Promise<SubmitResult> {
  return postJson('/api/leads', { ...lead, ...bot }, newAttemptKey());
}

/** POST /api/offer-accepted for the lead: completes it. */
export function acceptOffer(leadId: string): Promise<SubmitResult> {
  return postJson('/api/offer-accepted', offerAcceptedRequest(leadId), newAttemptKey());
}

/**
 * POST /api/miscellaneous (column_name 'valuation') on sites that keep valuations. It never blocks
 * the shopper: a failure is only logged, in the spec's words (section 8).
 */
export async function storeValuation(valuation: { rego?: string; regoState?: string; vin?: string; adjustmentAnswers: AdjustmentAnswers; id: string }): Promise<void> {
  const result = await postJson('/api/miscellaneous', storeValuationRequest({ ...valuation, adjustmentAnswers: { ...valuation.adjustmentAnswers } }), newAttemptKey()).catch(() => null);
  if (result === null || !result.ok) console.error(ERROR_TEXTS.valuationSaveFailed);
}

/** What the car lookup of /cars/trade-in?car_id= came to. */
export type BuyingCarLookup = { readonly kind: 'found'; readonly car: TradeInCar } | { readonly kind: 'unknown' } | { readonly kind: 'failed' };

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Finds the car `carId` in the build's list at `path` (the site's price-eligible cars). */
export async function findBuyingCar(path: string, carId: number): Promise<BuyingCarLookup> {
  try {
    const response = await fetch(path);
    if (!response.ok) return { kind: 'failed' };
    const data: unknown = await response.json();
    if (!Array.isArray(data)) return { kind: 'failed' };
    const car = data.find((item): item is TradeInCar => isRecord(item) && item.id === carId);
    return car === undefined ? { kind: 'unknown' } : { kind: 'found', car };
  } catch {
    return { kind: 'failed' };
  }
}
