/**
 * The trade-in lead as the wizard sends it (the trade-in contract: POST /api/leads with `user.source`
 * 'trade_in', category 'Trade-In Enquiry' and `user.trade_in`, whose rules are trade-in-lead.ts),
 * and how the wizard shows an estimate. With an estimate the
 * lead is sent partial (`last_step` false) so the dealer sees it even if the shopper leaves, then
 * completed by 'Accept offer' (POST /api/offer-accepted) or 'Talk to us' (the same lead, `last_step`
 * true); without one it is sent complete at once.
 *
 * From /cars/trade-in?car_id= the lead also carries the car being bought (the lead form values of
 * spec section 3); from /trade-in it carries the shopper's dealership and no car.
 */
// Types only from the trade-in lead's rules: they bring yup, which the pages' shared chunk must not
// (a module two islands import at run time goes into it, with what it imports).
import { TRADE_IN_DETAILS_FIELD, type TradeInLeadDetails, type TradeInOutcome } from './trade-in-lead.ts';
import { TRADE_IN_ENQUIRY_CATEGORY as TRADE_IN_CATEGORY } from '../leads/enquiry-form.ts';
import { buildLeadFormValues, type LeadCar, type LeadPageContext } from '../leads/lead-payload.ts';
import type { LeadContact } from '../leads/types.ts';
import { formatMoney } from '../basics/format.ts';
import type { RegionCode } from '../basics/region.ts';
import { regionSettings } from '../basics/region.ts';
import type { Estimate, NoEstimateReason } from './trade-in-answers.ts';
import { noOnlineEstimateRuleText, tradeInDistanceLimitText } from './faq.ts';
import { TRADE_IN_MAX_AGE_YEARS } from '../basics/constants.ts';
import type { AdjustmentAnswers } from './adjustment-answers.ts';
import { normalisePlate, normaliseVin } from './registration.ts';
import type { DetailsValues, PlateValues } from './trade-in-form.ts';


/** The car a shopper is buying, as /cars/trade-in looks it up (the build's list of price-eligible cars). */
/** The car being bought, as /cars/trade-in.json lists it; `price_words` is its advertised price line (src/domain/cars/price.ts). */
export type TradeInCar = LeadCar & { readonly name: string; readonly slug: string; readonly price: number; readonly price_words: string };

/** What the wizard knows when it sends the lead. */
export interface TradeInLeadInput {
  readonly details: DetailsValues;
  readonly plate: PlateValues;
  readonly vehicle: { readonly make: string; readonly model: string; readonly year: number; readonly badge: string | null };
  readonly adjustments: AdjustmentAnswers | null;
  readonly valuationId: string | null;
  readonly estimate: Estimate | null;
  readonly outcome: TradeInOutcome;
  /** The car being bought, from /cars/trade-in?car_id=; null on /trade-in. */
  readonly car: TradeInCar | null;
  /** The lead's dealership when no car decides it: the shopper's choice, or the site's only dealership. */
  readonly dealershipSlug: string;
  readonly page: LeadPageContext;
  readonly region: RegionCode;
  /** null on the first send; the lead_id it answered on the one that completes it. */
  readonly leadId: string | null;
  readonly lastStep: boolean;
}

/** The plate or VIN part of `user.trade_in`: the region's plate (with its state where it has states), or a US VIN. */
function identificationFields(plate: PlateValues, region: RegionCode): Pick<TradeInLeadDetails, 'rego' | 'regoState' | 'vin'> {
  if (plate.lookup === 'vin') return plate.vin.trim() === '' ? {} : { vin: normaliseVin(plate.vin) };
  if (plate.rego.trim() === '') return {};
  return { rego: normalisePlate(plate.rego), ...(region === 'NZ' || plate.regoState === '' ? {} : { regoState: plate.regoState }) };
}

/** The contract's `user.trade_in` for what the wizard knows. */
export function tradeInDetailsOf(input: Pick<TradeInLeadInput, 'plate' | 'vehicle' | 'adjustments' | 'valuationId' | 'estimate' | 'outcome' | 'region'>): TradeInLeadDetails {
  const { vehicle, adjustments, estimate } = input;
  return {
    ...identificationFields(input.plate, input.region),
    make: vehicle.make,
    model: vehicle.model,
    year: vehicle.year,
    ...(vehicle.badge === null ? {} : { badge: vehicle.badge }),
    ...(adjustments === null ? {} : { odometer: adjustments.odometer, adjustmentAnswers: { ...adjustments } }),
    ...(input.valuationId === null ? {} : { valuation_id: input.valuationId }),
    estimate: estimate === null ? null : { low: estimate.low, high: estimate.high, currency: estimate.currency, expires_on: estimate.expires_on },
    outcome: input.outcome,
  };
}

/** The POST /api/leads body of a trade-in lead (without the bot-check fields). */
export function buildTradeInLead(input: TradeInLeadInput): Record<string, unknown> {
  const { details } = input;
  const contact: LeadContact = { name: details.name.trim(), email: details.email.trim(), phone: details.phone.trim() };
  const page = input.page;
  const carValues =
    input.car === null
      ? {
          dealership_slug: input.dealershipSlug,
          opt_in: details.opt_in,
          message: '',
          subcategory: '',
          url: page.url,
          source: 'trade_in' as const,
          user_agent: page.user_agent,
          lead_attributes: { visited_pages: [...page.visited_pages], linked_query_params: { ...page.linked_query_params } },
        }
      : buildLeadFormValues({ car: input.car, source: 'trade_in', form: { opt_in: details.opt_in }, page });
  return {
    user: { ...contact, postcode: details.postcode.trim(), ...carValues, [TRADE_IN_DETAILS_FIELD]: tradeInDetailsOf(input) },
    category: TRADE_IN_CATEGORY,
    subcategory: '',
    lead_id: input.leadId,
    last_step: input.lastStep,
  };
}

/** An estimate as a range in the region's money: "$18,400 – $20,900". */
export function formatEstimateRange(estimate: Pick<Estimate, 'low' | 'high'>, region: RegionCode): string {
  return `${formatMoney(estimate.low, region)} – ${formatMoney(estimate.high, region)}`;
}

/** The day an estimate expires as the region writes dates: "8 December 2026" (en-AU), "December 8, 2026" (en-US). */
export function formatExpiryDate(expiresOn: string, region: RegionCode): string {
  const [year, month, day] = expiresOn.split('-').map(Number);
  const date = new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, day ?? 1));
  return new Intl.DateTimeFormat(regionSettings(region).locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(date);
}

/** "This estimate is valid until 8 December 2026". */
export function estimateValidityText(expiresOn: string, region: RegionCode): string {
  return `This estimate is valid until ${formatExpiryDate(expiresOn, region)}`;
}

/** Why a car got no online estimate, in plain words, with the rule itself. */
export function noEstimateExplanation(reason: NoEstimateReason, region: RegionCode): string {
  const why = reason === 'too-old' ? `Your car is more than ${TRADE_IN_MAX_AGE_YEARS} years old.` : `Your car has more than ${tradeInDistanceLimitText(region)} on the odometer.`;
  return `${why} ${noOnlineEstimateRuleText(region)} One of our team will value it in person.`;
}

/**
 * The analytics event of a trade-in lead (spec section 7: an event id and user data): 18 when the
 * offer is accepted, the form's 22 when the lead is completed without one. Like every lead event,
 * the user data identifies no one (no personal data in analytics): the lead, how it is filed, the car and the dealership.
 */
export function tradeInLeadEvent(eventId: number, leadId: string, lead: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const user = (typeof lead.user === 'object' && lead.user !== null ? lead.user : {}) as Readonly<Record<string, unknown>>;
  return {
    event: 'lead_submitted',
    event_id: eventId,
    lead_id: leadId,
    category: TRADE_IN_CATEGORY,
    subcategory: '',
    user_data: {
      lead_id: leadId,
      category: TRADE_IN_CATEGORY,
      source: 'trade_in',
      car_id: user.car_id ?? null,
      dealership_slug: user.dealership_slug ?? null,
      opt_in: user.opt_in === true,
    },
  };
}
