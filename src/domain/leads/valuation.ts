/**
 * Trade-in valuation (spec sections 3 and 7): the valuation record, and the payloads of the offer
 * accepted and store valuation calls. The valuation by registration and by id are the valuation
 * API's (src/domain/trade-in/valuation-api.ts). The third-party valuation tool is not shown in
 * detail, so the adjustment answers stay an open record.
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

/** The offer-accepted call for a lead: accepting the offer completes the form. */
export function offerAcceptedRequest(leadId: string): OfferAcceptedRequest {
  return { lead_id: leadId, form_completed: true, offer_accepted: true };
}

/** The store-valuation call for a valuation. */
export function storeValuationRequest(valuation: Valuation): StoreValuationRequest {
  return { column_name: 'valuation', valuation: { ...valuation, adjustmentAnswers: { ...valuation.adjustmentAnswers } } };
}
