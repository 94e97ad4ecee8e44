/**
 * What the vehicle page's forms share: the car a lead is about, the site settings the forms need,
 * and the lead submission they send (POST /api/leads, one step: lead_id null and last_step true),
 * built with the domain's builders from the form, the page and the recorded visit.
 */
import type { Car } from '../../domain/cars/car.ts';
import type { EnquiryFormSettings, EnquiryLocationChoice } from '../../domain/leads/enquiry-form.ts';
import { buildLeadFormValues, buildLeadSubmission, type LeadCar, type LeadFormInput } from '../../domain/leads/lead-payload.ts';
import type { CarLeadSource, LeadContact, LeadSubmission } from '../../domain/leads/types.ts';
import type { RegionCode } from '../../domain/basics/region.ts';
import { readVisit } from '../../scripts/visited-pages.ts';
import type { AnyObjectSchema } from 'yup';
import { VEHICLE_FORM_DETAIL_FIELDS } from '../../domain/leads/detail-fields.ts';
import { leadSubmittedEvent } from '../../domain/leads/lead-analytics-event.ts';
import { leadErrorMessage } from '../../domain/leads/submit-errors.ts';
import type { DealershipChoice } from './SharedFields.tsx';
import { postJson, type SubmitResult } from './submit.ts';
import { useLeadSubmission, type BotCheckBody } from './useLeadSubmission.tsx';

/** The car as the vehicle page's forms know it; `location_name` (the location holding it) prefills the enquiry's location. */
export type FormCar = LeadCar & Pick<Car, 'name' | 'tag' | 'certified'> & { readonly location_name?: string | undefined };

/** The terms a site asks enquiries to accept: the checkbox's wording and the page it links to. */
interface EnquiryTerms {
  readonly label: string;
  readonly href: string;
  /** The link's text, naming the page ('Read our terms and conditions'). */
  readonly linkText: string;
}

/** The site settings the vehicle forms read, passed in from the page. */
export interface VehicleFormSettings {
  readonly siteSlug: string;
  /** Names the Rego field: 'Registration (Rego)' in Australia and New Zealand, 'License plate' in the US. */
  readonly region: RegionCode;
  /** The enquiry form's rules on this site (message, location select, dealership select, terms). */
  readonly enquiry: EnquiryFormSettings;
  readonly dealerships: readonly DealershipChoice[];
  /** The locations the enquiry's location select offers (shown when there are two or more). */
  readonly locations: readonly EnquiryLocationChoice[];
  /** The enquiry's terms checkbox, when the site configures terms. */
  readonly terms?: EnquiryTerms | undefined;
  /** The site's own opt-in wording, when it has one. */
  readonly optInText?: string | undefined;
  /** Cloudflare Turnstile's site key, when the site configures the bot challenge. */
  readonly turnstileSiteKey?: string | undefined;
}

/** The lead submission for a vehicle form. */
export function vehicleLeadSubmission(car: FormCar, source: CarLeadSource, category: string, contact: LeadContact, form: LeadFormInput): LeadSubmission {
  const visit = readVisit();
  const values = buildLeadFormValues({
    car,
    source,
    form,
    page: { url: window.location.href, user_agent: navigator.userAgent, visited_pages: visit.visited_pages, linked_query_params: visit.linked_query_params },
  });
  return buildLeadSubmission({ contact, values, category, step: { lead_id: null, last_step: true } });
}

/** Sends a lead submission with the bot-check fields. */
export function sendLead(submission: LeadSubmission, bot: BotCheckBody, attemptKey: string): Promise<SubmitResult> {
  return postJson('/api/leads', { ...submission, ...bot }, attemptKey);
}

/** The analytics event of a sent car lead (lead-analytics-event.ts), about the car. */
export function leadAnalyticsEvent(eventId: number, leadId: string, submission: LeadSubmission): Record<string, unknown> {
  const { user } = submission;
  return leadSubmittedEvent(eventId, leadId, submission, { car_id: user.car_id, car_type: user.car_type, stock_number: user.stock_number });
}

/** What a vehicle form gives its submission: its schema, values and field order, its lead and its event. */
interface VehicleLeadOptions<V extends Record<string, unknown>> {
  readonly settings: VehicleFormSettings;
  readonly schema: AnyObjectSchema;
  readonly initialValues: V;
  /** The form's field order, for the banner. */
  readonly fieldOrder: readonly string[];
  /** The lead the values make (vehicleLeadSubmission, with what the form adds). */
  readonly build: (values: V) => LeadSubmission;
  /** The analytics event id of the lead (leadEvent). */
  readonly eventId: number;
}

/**
 * A vehicle form's submission (enquiry, test drive, request photos): its lead to /api/leads, the
 * spec's failure texts, the name, e-mail and phone remembered, and the analytics event about the car.
 */
export function useVehicleLeadSubmission<V extends Record<string, unknown>>({ settings, schema, initialValues, fieldOrder, build, eventId }: VehicleLeadOptions<V>) {
  return useLeadSubmission<V>({
    siteSlug: settings.siteSlug,
    schema,
    initialValues,
    fieldOrder,
    rememberFields: VEHICLE_FORM_DETAIL_FIELDS,
    failureText: leadErrorMessage,
    send: (values, bot, key) => sendLead(build(values), bot, key),
    analytics: (values, leadId) => {
      const submission = build(values);
      return { event: leadAnalyticsEvent(eventId, leadId, submission), category: submission.category };
    },
  });
}
