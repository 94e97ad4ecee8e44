/**
 * The generic form submit (spec section 7): the payload of the dealer's own forms (service booking,
 * careers, parts and the like), whose fields the dealer defines.
 *
 * - additional_services lists the ticked checkbox options, i.e. fields whose names end in
 *   '(check_option)'. We send each option's name without the suffix (and without the space before
 *   it), because the dealer reads the list, and drop those fields from the form fields, because the
 *   list already says everything they said.
 * - For a service booking, dealership_slug comes from the chosen 'Service Location': the location with
 *   that name gives its dealership. When the field is absent, or names no known location, the
 *   dealership given by the form (its select, or the site's only dealership) stands.
 * - Fields whose names end in '_radio_options' are removed: they hold a radio group's option list,
 *   not an answer.
 * - The category is filed as remapFormCategory says (a Careers Enquiry becomes a General Enquiry with
 *   subcategory Career Enquiry).
 */
import { remapFormCategory } from '../leads/event-ids.ts';

/** A form field's value as a dealer-defined form holds it. */
export type GenericFieldValue = string | number | boolean | readonly string[] | null;

/** Ends the name of a checkbox option that becomes an additional service when ticked. */
export const CHECK_OPTION_SUFFIX = '(check_option)';
/** Ends the name of a field that lists a radio group's options; it is never sent. */
const RADIO_OPTIONS_SUFFIX = '_radio_options';
/** The field of a service booking form that names the chosen location. */
export const SERVICE_LOCATION_FIELD = 'Service Location';

/** A location a service booking can choose, with the dealership it belongs to. */
export interface ServiceLocationChoice {
  readonly name: string;
  readonly dealership_slug: string;
}

/** Everything the generic form payload is built from. */
export interface GenericFormInput {
  readonly category: string;
  readonly subcategory?: string;
  /** The form's fields by name, as the shopper left them. */
  readonly fields: Readonly<Record<string, GenericFieldValue>>;
  /** The content page the form sits on; null when it sits on none. */
  readonly page_id: string | null;
  readonly opt_in: boolean;
  /** The dealership the form gives (its select, or the site's only one); null when it gives none. */
  readonly dealership_slug: string | null;
  /** The site's locations, for service bookings. */
  readonly locations: readonly ServiceLocationChoice[];
}

/** The generic form submit payload. */
export interface GenericFormPayload {
  category: string;
  /** The form's fields, without checkbox options and radio option lists. */
  fields: Record<string, GenericFieldValue>;
  additional_services: string[];
  dealership_slug: string | null;
  page_id: string | null;
  opt_in: boolean;
  subcategory: string;
}

/** Whether a checkbox value means ticked: true, or the strings a form post uses for it. */
function isTicked(value: GenericFieldValue): boolean {
  return value === true || value === 'true' || value === 'on';
}

/** The service location's dealership, when the form names a known location. */
function serviceLocationDealership(input: GenericFormInput): string | undefined {
  const chosen = input.fields[SERVICE_LOCATION_FIELD];
  if (typeof chosen !== 'string') return undefined;
  return input.locations.find((location) => location.name === chosen.trim())?.dealership_slug;
}

/** The generic form submit payload for a filled-in form (see the module comment for each rule). */
export function buildGenericFormPayload(input: GenericFormInput): GenericFormPayload {
  const fields: Record<string, GenericFieldValue> = {};
  const additionalServices: string[] = [];
  for (const [name, value] of Object.entries(input.fields)) {
    if (name.endsWith(RADIO_OPTIONS_SUFFIX)) continue;
    if (name.endsWith(CHECK_OPTION_SUFFIX)) {
      if (isTicked(value)) additionalServices.push(name.slice(0, -CHECK_OPTION_SUFFIX.length).trim());
      continue;
    }
    fields[name] = value;
  }
  const filed = remapFormCategory(input.category, input.subcategory);
  return {
    category: filed.category,
    fields,
    additional_services: additionalServices,
    dealership_slug: serviceLocationDealership(input) ?? input.dealership_slug,
    page_id: input.page_id,
    opt_in: input.opt_in,
    subcategory: filed.subcategory,
  };
}
