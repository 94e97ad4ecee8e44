/**
 * What a lead carries (spec sections 3 and 7): the lead form values sent with every car lead, and the
 * lead submission call that wraps them. Field names are the wire names of the spec, including the two
 * with spaces ('Vehicle Make', 'Vehicle Model').
 */
import type { CarStatus, CarType } from '../cars/car.ts';

/** Where the shopper has been before the lead, for the dealer's attribution. */
interface LeadAttributes {
  /** Site paths the shopper visited this visit, oldest first (e.g. "/search/used-cars"). */
  visited_pages: string[];
  /** Query parameters of the link that brought the shopper (e.g. utm_source, gclid). */
  linked_query_params: Record<string, string>;
}

/** Which form or button a lead came from (the `source` field). */
export const LEAD_SOURCES = [
  'enquiry',
  'test_drive',
  'request_photos',
  'finance',
  'finance_application',
  'finance_pre_approval',
  'trade_in',
  'reserve',
  'model_order',
  'model_test_drive',
  'model_enquiry',
] as const;
export type LeadSource = (typeof LEAD_SOURCES)[number];

/**
 * The sources of a lead about a model of the catalogue rather than a car in stock: the order form
 * (/models/order-now), the model test drive (/book-test-drive/) and the model page's 'Get a Quote' /
 * 'Register Your Interest' section. Their lead carries the model, never a car id or stock number.
 */
export const MODEL_LEAD_SOURCES = ['model_order', 'model_test_drive', 'model_enquiry'] as const satisfies readonly LeadSource[];
export type ModelLeadSource = (typeof MODEL_LEAD_SOURCES)[number];

/** The sources of every other lead: about a car of the site, or (CAR_OPTIONAL_SOURCES) maybe none. */
export type CarLeadSource = Exclude<LeadSource, ModelLeadSource>;

/** Whether a source's lead is about a model of the catalogue (no car). */
export function isModelLeadSource(source: LeadSource | undefined): source is ModelLeadSource {
  return MODEL_LEAD_SOURCES.some((known) => known === source);
}

/**
 * The sources whose lead need not be about a car: a finance application or pre-approval (the shopper
 * may not have chosen one) and a trade-in (about the shopper's own car). Their car fields are sent
 * only when the lead concerns a car of the site, and validated then.
 */
export const CAR_OPTIONAL_SOURCES = ['finance_application', 'finance_pre_approval', 'trade_in'] as const satisfies readonly LeadSource[];
export type CarOptionalSource = (typeof CAR_OPTIONAL_SOURCES)[number];

/** Whether a source's lead may leave out the car fields. */
export function isCarOptionalSource(source: LeadSource | undefined): source is CarOptionalSource {
  return CAR_OPTIONAL_SOURCES.some((known) => known === source);
}

/** The sources of the multi-step finance application (spec section 4's multi-step lead form). */
export const FINANCE_APPLICATION_SOURCES = ['finance_application', 'finance_pre_approval'] as const satisfies readonly LeadSource[];
export type FinanceApplicationSource = (typeof FINANCE_APPLICATION_SOURCES)[number];

/** Whether a source is one of the multi-step finance application's. */
export function isFinanceApplicationSource(source: LeadSource | undefined): source is FinanceApplicationSource {
  return FINANCE_APPLICATION_SOURCES.some((known) => known === source);
}

/**
 * The source of a deal sent to the dealer (POST /api/deals/send, docs/deals.md): the car, its
 * drive-away estimate, a trade-in and a repayment in one lead. Not one of LEAD_SOURCES: no form
 * posts it to /api/leads; only the server's deal endpoint makes it, from its own figures. Its event
 * is a car enquiry's (14 new or demo, 15 used: event-ids.ts), filed as a Vehicle Enquiry with this
 * subcategory.
 */
export const DEAL_LEAD_SOURCE = 'deal';
export const DEAL_LEAD_SUBCATEGORY = 'Deal';

/** The lead form values (spec section 3): every car lead sends all of them. */
export interface LeadFormValues {
  /** The dealership that receives the lead: the one the shopper chose, else the car's. */
  dealership_slug: string;
  /** Slug of the car's make in the site config. */
  manufacturer_slug: string;
  /** The car's stock number. */
  stock_number: string;
  'Vehicle Make': string;
  'Vehicle Model': string;
  car_type: CarType;
  car_id: number;
  /** The car's status when the lead was sent. */
  vehicle_status: CarStatus;
  opt_in: boolean;
  /** '' when the shopper wrote none (or the form has no message). */
  message: string;
  /** '' when there is none. */
  subcategory: string;
  /** Preferred test drive time as the form gives it ("2026-05-01T10:30"); null when not asked or not given. */
  dateTime: string | null;
  /** The page the lead was sent from (absolute URL). */
  url: string;
  source: CarLeadSource;
  /** The shopper's browser, as its user-agent string. */
  user_agent: string;
  /** Id of the dealership that holds the car. */
  car_dealership_id: number;
  lead_attributes: LeadAttributes;
}

/**
 * The lead form values of a lead about a model (MODEL_LEAD_SOURCES): the shared values without the
 * car's (no car id, stock number, availability or holding dealership), and the model instead: its
 * slug as `model_id`, its make and name, always a new vehicle.
 */
export type ModelLeadFormValues = Omit<LeadFormValues, keyof LeadCarFields | 'source'> & {
  source: ModelLeadSource;
  /** The model's slug in the site's catalogue. */
  model_id: string;
  /** Slug of the model's make in the site config. */
  manufacturer_slug: string;
  /** The make's name (the catalogue's manufacturer_name). */
  'Vehicle Make': string;
  /** The model's name. */
  'Vehicle Model': string;
  car_type: 'new';
};

/** The lead form values that describe the car; optional for the CAR_OPTIONAL_SOURCES. */
export type LeadCarFields = Pick<
  LeadFormValues,
  'manufacturer_slug' | 'stock_number' | 'Vehicle Make' | 'Vehicle Model' | 'car_type' | 'car_id' | 'vehicle_status' | 'car_dealership_id'
>;

/** The lead form values of a lead that may or may not be about a car. */
export type LeadFormValuesWithoutCar = Omit<LeadFormValues, keyof LeadCarFields> & Partial<LeadCarFields>;

/** Who the shopper is. */
export interface LeadContact {
  name: string;
  email: string;
  phone: string;
}

/**
 * The lead submission call (spec section 7). A one-step form sends one submission with lead_id null
 * and last_step true. The user data is the shopper's details and the lead form values: a car's
 * (LeadFormValues) or, for a model lead, a model's (ModelLeadFormValues).
 */
export interface LeadSubmission<Values extends LeadFormValues | ModelLeadFormValues = LeadFormValues> {
  user: LeadContact & Values;
  category: string;
  subcategory: string;
  /** null on the first step; afterwards the lead_id the first step's response returned. */
  lead_id: string | null;
  /** True on the last step of a multi-step form (and on a one-step form). */
  last_step: boolean;
}
