/**
 * The trade-in valuation endpoints (docs/trade-in.md; spec section 7, "valuation by registration"
 * and "valuation by id"):
 *
 * - POST /api/valuations/registration `{ rego, regoState?, vin? }` and POST /api/valuations/vehicle
 *   `{ make, model, year, badge? }` answer `{ status: 'identified', id, vehicle }` or
 *   `{ status: 'not-identified' }`. The id is signed (valuation-id.ts): it carries the car to the
 *   estimate without any server state.
 * - POST /api/valuations/estimate `{ id, adjustmentAnswers }` answers the estimate range, or
 *   `no-online-estimate` with the reason (the trade-in FAQ's 7 years / 100,000 km rule, applied to
 *   the odometer in km: US sites send miles), or not-identified for an unknown or expired id.
 *
 * A provider that cannot be reached (or answers nonsense) is a 503 in plain words: the shopper's
 * trade-in lead still goes to the dealer. Nothing here writes to the lead store.
 */
import { onlineEstimateEligibility } from '../../domain/cars/trade-in-eligibility.ts';
import { odometerKm } from '../../domain/trade-in/distance.ts';
import { tradeInEstimate } from '../../domain/trade-in/estimate.ts';
import type { EstimateAnswer, IdentifyAnswer } from '../../domain/trade-in/valuation-api.ts';
import { errorResponse, jsonResponse } from '../http/responses.ts';
import { validateBody } from '../http/validation.ts';
import type { Identification, ValuationAnswer } from '../ports/valuation-provider.ts';
import { handlePost } from './common.ts';
import type { HandlerDeps } from './deps.ts';
import { estimateValuationSchema, registrationValuationSchema, vehicleValuationSchema } from './valuation-schemas.ts';

export const VALUATION_TEXTS = {
  providerUnavailable:
    'We could not reach our valuation service just now. Please try again in a few minutes, or send us your details and the dealer will value your car.',
} as const;

const UNAVAILABLE_RETRY_SECONDS = '30';

/** The answer when the provider is down, slow or answered nonsense (already logged by the adapter). */
function unavailableResponse(): Response {
  return errorResponse(503, VALUATION_TEXTS.providerUnavailable, {}, { 'Retry-After': UNAVAILABLE_RETRY_SECONDS });
}

/** Runs a provider call; an adapter that throws (a bug, not an answer) counts as unavailable and is logged. */
async function ask<T extends Identification | ValuationAnswer>(deps: HandlerDeps, what: string, call: () => Promise<T>): Promise<T | { status: 'unavailable'; reason: string }> {
  try {
    return await call();
  } catch (error) {
    deps.logError(`${deps.site.slug}: the valuation provider (${deps.valuations.provider.name}) failed on ${what}`, error);
    return { status: 'unavailable', reason: 'the provider failed' };
  }
}

/** The 200 answer for an identification, with a fresh signed id. */
function identificationResponse(deps: HandlerDeps, identification: Identification | { status: 'unavailable'; reason: string }): Response {
  switch (identification.status) {
    case 'unavailable':
      return unavailableResponse();
    case 'not-identified':
      return jsonResponse(200, { status: 'not-identified' } satisfies IdentifyAnswer);
    case 'identified': {
      const id = deps.valuations.ids.issue(
        { site: deps.site.slug, region: deps.site.region, ref: identification.ref, vehicle: identification.vehicle },
        deps.now(),
      );
      return jsonResponse(200, { status: 'identified', id, vehicle: identification.vehicle } satisfies IdentifyAnswer);
    }
  }
}

/** Handles POST /api/valuations/registration. */
export function valuationByRegistration(request: Request, deps: HandlerDeps): Promise<Response> {
  return handlePost(request, deps, async (body) => {
    const validated = await validateBody(registrationValuationSchema(deps.site.region), body, ['rego', 'regoState', 'vin']);
    if (!validated.ok) return validated.response;
    const { rego, regoState } = validated.value;
    const vin = 'vin' in validated.value && typeof validated.value.vin === 'string' ? validated.value.vin : undefined;
    // A VIN (US) identifies the car by itself; the plate is then not needed.
    const query =
      vin !== undefined
        ? { vin, region: deps.site.region }
        : { rego: rego ?? '', ...(typeof regoState === 'string' ? { regoState } : {}), region: deps.site.region };
    return identificationResponse(deps, await ask(deps, 'registration', () => deps.valuations.provider.identifyByRegistration(query)));
  });
}

/** Handles POST /api/valuations/vehicle. */
export function valuationByVehicle(request: Request, deps: HandlerDeps): Promise<Response> {
  return handlePost(request, deps, async (body) => {
    const validated = await validateBody(vehicleValuationSchema(deps.now().getUTCFullYear()), body, ['make', 'model', 'year', 'badge']);
    if (!validated.ok) return validated.response;
    const { make, model, year, badge } = validated.value;
    const query = { make, model, year, ...(badge === undefined ? {} : { badge }), region: deps.site.region };
    return identificationResponse(deps, await ask(deps, 'vehicle', () => deps.valuations.provider.identifyByVehicle(query)));
  });
}

/** Handles POST /api/valuations/estimate. */
export function valuationEstimate(request: Request, deps: HandlerDeps): Promise<Response> {
  return handlePost(request, deps, async (body) => {
    const validated = await validateBody(estimateValuationSchema(), body);
    if (!validated.ok) return validated.response;
    const { id, adjustmentAnswers } = validated.value;
    const now = deps.now();
    const claims = deps.valuations.ids.read(id, deps.site.slug, now);
    if (claims === null) return jsonResponse(200, { status: 'not-identified' } satisfies EstimateAnswer);
    const region = deps.site.region;
    const km = odometerKm(adjustmentAnswers.odometer, region);
    const eligibility = onlineEstimateEligibility({ year: claims.vehicle.year, km }, now.getUTCFullYear());
    if (!eligibility.eligible) return jsonResponse(200, { status: 'no-online-estimate', reason: eligibility.reason } satisfies EstimateAnswer);
    const answer = await ask(deps, 'estimate', () =>
      deps.valuations.provider.estimate({ ref: claims.ref, vehicle: claims.vehicle, odometerKm: km, region }),
    );
    switch (answer.status) {
      case 'unavailable':
        return unavailableResponse();
      case 'not-identified':
        return jsonResponse(200, { status: 'not-identified' } satisfies EstimateAnswer);
      case 'valued': {
        const answers = {
          odometerKm: km,
          condition: adjustmentAnswers.condition,
          service_history: adjustmentAnswers.service_history,
          damage: adjustmentAnswers.damage,
          finance_owing: adjustmentAnswers.finance_owing,
        };
        return jsonResponse(200, { status: 'estimate', estimate: tradeInEstimate(answer, answers, region, now) } satisfies EstimateAnswer);
      }
    }
  });
}
