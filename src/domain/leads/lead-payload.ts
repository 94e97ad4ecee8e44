/**
 * Builds what a car lead sends: the lead form values (spec section 3) from the car, the form and the
 * page, and the lead submission call (spec section 7) around them.
 */
import type { Car } from '../cars/car.ts';
import { remapFormCategory } from '../leads/event-ids.ts';
import type { CarLeadSource, LeadCarFields, LeadContact, LeadFormValues, LeadSubmission, ModelLeadFormValues } from './types.ts';

/** The car fields a lead copies. */
export type LeadCar = Pick<
  Car,
  'id' | 'make' | 'make_slug' | 'model' | 'car_type' | 'status' | 'stocknum' | 'dealership_id' | 'dealership_slug'
>;

/** What the form contributes; every field may be missing because forms differ. */
export interface LeadFormInput {
  readonly message?: string;
  readonly subcategory?: string;
  readonly opt_in?: boolean;
  /** The test drive form's preferred date and time. */
  readonly dateTime?: string;
  /** The dealership the shopper chose, when the form has a dealership select. */
  readonly dealership_slug?: string;
}

/** Where the lead was sent from, as the browser knows it. */
export interface LeadPageContext {
  /** Absolute URL of the page. */
  readonly url: string;
  readonly user_agent: string;
  /** Site paths visited this visit, oldest first. */
  readonly visited_pages: readonly string[];
  /** Query parameters of the link that brought the shopper. */
  readonly linked_query_params: Readonly<Record<string, string>>;
}

/** Everything the lead form values are built from. */
interface LeadPayloadInput {
  readonly car: LeadCar;
  readonly source: CarLeadSource;
  readonly form: LeadFormInput;
  readonly page: LeadPageContext;
}

/** The trimmed text, or undefined when there is none. */
export function filled(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed === undefined || trimmed === '' ? undefined : trimmed;
}

/**
 * The values every lead takes from its form and page, whatever it is about: missing text becomes ''
 * (dateTime becomes null), a missing opt-in counts as not opted in, and the visit's attribution.
 */
export function formAndPageValues<Source extends string>(form: LeadFormInput, page: LeadPageContext, source: Source) {
  return {
    opt_in: form.opt_in ?? false,
    message: filled(form.message) ?? '',
    subcategory: filled(form.subcategory) ?? '',
    dateTime: filled(form.dateTime) ?? null,
    url: page.url,
    source,
    user_agent: page.user_agent,
    lead_attributes: {
      visited_pages: [...page.visited_pages],
      linked_query_params: { ...page.linked_query_params },
    },
  };
}

/**
 * The lead form values that name a car, so the dealer's CRM files the lead against it: a car lead's,
 * and the contact form's when the shopper had enquired about a car (the saved enquiry car).
 */
export function leadCarFields(car: Omit<LeadCar, 'dealership_slug'>): LeadCarFields {
  return {
    manufacturer_slug: car.make_slug,
    stock_number: car.stocknum,
    'Vehicle Make': car.make,
    'Vehicle Model': car.model,
    car_type: car.car_type,
    car_id: car.id,
    vehicle_status: car.status,
    car_dealership_id: car.dealership_id,
  };
}

/**
 * The lead form values for a car lead. The dealership is the one the shopper chose, else the car's;
 * missing text becomes '' (dateTime becomes null) and a missing opt-in counts as not opted in.
 */
export function buildLeadFormValues({ car, source, form, page }: LeadPayloadInput): LeadFormValues {
  return {
    dealership_slug: filled(form.dealership_slug) ?? car.dealership_slug,
    ...leadCarFields(car),
    ...formAndPageValues(form, page, source),
  };
}

/** Which step of a lead form is being sent. */
interface LeadStep {
  /** null on the first (or only) step, where the server creates the lead; then the lead_id it returned. */
  readonly lead_id: string | null;
  /** True on the last step (and on a one-step form). */
  readonly last_step: boolean;
}

/** Everything a lead submission is built from: a car's lead form values or a model's. */
interface LeadSubmissionInput<Values extends LeadFormValues | ModelLeadFormValues> {
  readonly contact: LeadContact;
  readonly values: Values;
  readonly category: string;
  readonly step: LeadStep;
}

/**
 * The lead submission call. The category and subcategory are filed as remapFormCategory says (a
 * Careers Enquiry becomes a General Enquiry with subcategory Career Enquiry), and the user data
 * carries the same subcategory so the two never disagree.
 */
export function buildLeadSubmission<Values extends LeadFormValues | ModelLeadFormValues>({
  contact,
  values,
  category,
  step,
}: LeadSubmissionInput<Values>): LeadSubmission<Values> {
  const filed = remapFormCategory(category, values.subcategory);
  return {
    user: { ...contact, ...values, subcategory: filed.subcategory },
    category: filed.category,
    subcategory: filed.subcategory,
    lead_id: step.lead_id,
    last_step: step.last_step,
  };
}
