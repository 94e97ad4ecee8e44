/**
 * Builds what a lead about a model of the catalogue sends (the order form, the model test drive and
 * the model page's quote section): the model's lead form values, with the model where a car lead
 * has the car. A model is always a new vehicle; there is no car id, stock number or holding
 * dealership, so the lead goes to the dealership the shopper chose, else the one selling the make.
 */
import type { ModelCatalogueEntry } from '../content/content.ts';
import { filled, formAndPageValues, type LeadFormInput, type LeadPageContext } from './lead-payload.ts';
import type { LeadSubmission, ModelLeadFormValues, ModelLeadSource } from './types.ts';
import { leadSubmittedEvent } from './lead-analytics-event.ts';

/** The model fields a lead copies. */
export type LeadModel = Pick<ModelCatalogueEntry, 'slug' | 'name' | 'manufacturer_name' | 'manufacturer_slug'>;

/** A dealership as the model lead's routing needs it. */
export interface ModelLeadDealership {
  readonly slug: string;
  readonly name: string;
  /** Slugs of the makes it sells. */
  readonly manufacturers: readonly string[];
}

/**
 * The dealerships a model's lead may go to: those selling its make, or every dealership when none
 * is listed as selling it (a site whose dealerships name other makes still gets the lead).
 */
export function modelDealerships<D extends ModelLeadDealership>(dealerships: readonly D[], manufacturerSlug: string): D[] {
  const selling = dealerships.filter((dealership) => dealership.manufacturers.includes(manufacturerSlug));
  return selling.length > 0 ? selling : [...dealerships];
}

/** The dealership a model lead goes to when the shopper chose none: the first that sells the make. */
export function defaultModelDealership(dealerships: readonly ModelLeadDealership[], manufacturerSlug: string): string {
  return modelDealerships(dealerships, manufacturerSlug)[0]?.slug ?? '';
}

/** Everything a model's lead form values are built from. */
interface ModelLeadPayloadInput {
  readonly model: LeadModel;
  readonly source: ModelLeadSource;
  readonly form: LeadFormInput;
  readonly page: LeadPageContext;
  /** The site's dealerships, for the lead's dealership when the form has no select. */
  readonly dealerships: readonly ModelLeadDealership[];
}

/**
 * The lead form values of a model lead. The dealership is the one the shopper chose, else the first
 * selling the model's make; missing text becomes '' (dateTime null); a missing opt-in is no opt-in.
 */
export function buildModelLeadFormValues({ model, source, form, page, dealerships }: ModelLeadPayloadInput): ModelLeadFormValues {
  return {
    dealership_slug: filled(form.dealership_slug) ?? defaultModelDealership(dealerships, model.manufacturer_slug),
    model_id: model.slug,
    manufacturer_slug: model.manufacturer_slug,
    'Vehicle Make': model.manufacturer_name,
    'Vehicle Model': model.name,
    car_type: 'new',
    ...formAndPageValues(form, page, source),
  };
}

/** How the ops CLI and the CRM name a model lead's vehicle: "Volkswagen Tiguan (model)". */
export function modelLeadVehicleName(values: Pick<ModelLeadFormValues, 'Vehicle Make' | 'Vehicle Model'>): string {
  return `${values['Vehicle Make']} ${values['Vehicle Model']} (model)`;
}

/** The analytics event of a sent model lead: the car leads' event, about the model. */
export function modelLeadAnalyticsEvent(eventId: number, leadId: string, submission: LeadSubmission<ModelLeadFormValues>): Record<string, unknown> {
  const { user } = submission;
  return leadSubmittedEvent(eventId, leadId, submission, { model_id: user.model_id, manufacturer_slug: user.manufacturer_slug, car_type: user.car_type });
}
