/**
 * Trade-in valuation (spec sections 3 and 7): the valuation record, and the payloads of the calls
 * around it (valuation by registration, valuation by id, offer accepted, store valuation). The
 * third-party valuation tool is not shown in detail, so the adjustment answers stay an open record.
 */

/** A shopper's answers to the valuation tool's adjustment questions (condition, service history...), by question. */
type AdjustmentAnswers = Readonly<Record<string, string | number | boolean>>;

/**
 * A valuation (spec section 3). A NZ plate has no state, and a US car may be known by its VIN
 * alone, so each identifying field is optional; the server requires the plate or the VIN, and the
 * state beside a plate where states issue plates (POST /api/miscellaneous, docs/trade-in.md).
 */
export interface Valuation {
  /** The registration plate, upper case without spaces. */
  rego?: string;
  /** The state or territory the car is registered in, upper case (e.g. VIC); none in New Zealand. */
  regoState?: string;
  /** The VIN (US sites), when the car was identified by it. */
  vin?: string;
  adjustmentAnswers: AdjustmentAnswers;
  /** The valuation tool's id for this valuation. */
  id: string;
}

/** The valuation-by-registration call. */
interface ValuationByRegoRequest {
  rego: string;
  regoState: string;
}

/** The valuation-by-id call, sent once the shopper has answered the adjustment questions. */
interface ValuationByIdRequest {
  id: string;
  adjustmentAnswers: AdjustmentAnswers;
}

/** The offer-accepted call: the shopper accepted the trade-in offer on a lead. */
interface OfferAcceptedRequest {
  lead_id: string;
  form_completed: true;
  offer_accepted: true;
}

/** The store-valuation call some sites make (POST /api/miscellaneous). */
interface StoreValuationRequest {
  column_name: 'valuation';
  valuation: Valuation;
}

/** A registration as the valuation tool expects it: upper case, without spaces or hyphens ("abc 12-3" is "ABC123"). */
export function normaliseRego(raw: string): string {
  return raw.replace(/[\s-]/g, '').toUpperCase();
}

/** The valuation-by-registration call for what the shopper typed. */
export function valuationByRegoRequest(rego: string, regoState: string): ValuationByRegoRequest {
  return { rego: normaliseRego(rego), regoState: regoState.trim().toUpperCase() };
}

/** The valuation-by-id call. */
export function valuationByIdRequest(valuation: Pick<Valuation, 'id' | 'adjustmentAnswers'>): ValuationByIdRequest {
  return { id: valuation.id, adjustmentAnswers: { ...valuation.adjustmentAnswers } };
}

/** The offer-accepted call for a lead: accepting the offer completes the form. */
export function offerAcceptedRequest(leadId: string): OfferAcceptedRequest {
  return { lead_id: leadId, form_completed: true, offer_accepted: true };
}

/** The store-valuation call for a valuation. */
export function storeValuationRequest(valuation: Valuation): StoreValuationRequest {
  return { column_name: 'valuation', valuation: { ...valuation, adjustmentAnswers: { ...valuation.adjustmentAnswers } } };
}
