/**
 * The service booking form: a generic form (spec section 7) filed under 'Service Booking', whose
 * 'Service Location' names the location that gives the lead its dealership. The spec lists no
 * fields for it; these are ours, chosen so a service adviser can confirm a booking without calling
 * back for basics: who, which car, what work, which day.
 *
 * The vehicle make is a choice from the makes list (the site's own makes first, then the rest by
 * name, then 'Other' for a car the list does not hold), so the adviser reads a make they know. The
 * labels and choices read in the region's words ('License plate', 'Tires, brakes or battery' in the
 * US); server and browser build the form for the same region, so they agree on names and choices.
 */
import { CAREERS_ENQUIRY_CATEGORY } from '../leads/event-ids.ts';
import { careersEnquiryForm } from './careers-enquiry-form.ts';
import { CHECK_OPTION_SUFFIX, SERVICE_LOCATION_FIELD } from './generic-form-payload.ts';
import { selectLocations, type Location } from '../places/location.ts';
import { makeOptions, OTHER_MAKE } from '../cars/makes.ts';
import type { RegionCode } from '../basics/region.ts';
import { regionTerm } from '../basics/region-terms.ts';
import { genericFormDefinition, type GenericFormDefinition } from './generic-form.ts';
import { OFFER_ENQUIRY_CATEGORY, offerEnquiryForm } from './offer-enquiry-form.ts';
import { PARTS_ENQUIRY_CATEGORY, partsEnquiryForm } from './parts-enquiry-form.ts';

/** The category service bookings are filed under. */
export const SERVICE_BOOKING_CATEGORY = 'Service Booking';

/** The kinds of work a booking can ask for. */
export const SERVICE_TYPES = ['Scheduled (logbook) service', 'Repairs or diagnosis', 'Tyres, brakes or battery', 'Something else'] as const;

/** When in the day the car can be dropped off. */
export const DROP_OFF_TIMES = ['Morning (before 12 pm)', 'Afternoon (after 12 pm)'] as const;

/** The extras a booking can tick. */
export const ADDITIONAL_SERVICES = ['Wheel alignment', 'Air-conditioning service', 'Car wash and vacuum', 'Courtesy car'] as const;

/** What the form depends on besides the service locations. */
interface ServiceBookingOptions {
  readonly region: RegionCode;
  /** The site's makes (slugs or names), listed first in the vehicle make choice; order only, not validity. */
  readonly siteMakes?: readonly string[];
}

/** The vehicle make's choices: the makes list, the site's makes first, then 'Other'. */
export function vehicleMakeChoices(siteMakes: readonly string[] = []): readonly [string, ...string[]] {
  const [first = OTHER_MAKE, ...rest] = [...makeOptions(siteMakes).map((make) => make.name), OTHER_MAKE];
  return [first, ...rest];
}

/**
 * The service booking form for a site whose service locations are `locationNames` (at least one:
 * a site without a service location has no booking form).
 */
export function serviceBookingForm(locationNames: readonly [string, ...string[]], { region, siteMakes = [] }: ServiceBookingOptions): GenericFormDefinition {
  const term = (text: string) => regionTerm(text, region);
  const choices = ([first, ...rest]: readonly [string, ...string[]]): [string, ...string[]] => [term(first), ...rest.map(term)];
  return genericFormDefinition({
    category: SERVICE_BOOKING_CATEGORY,
    optIn: true,
    fields: [
      { kind: 'select', name: SERVICE_LOCATION_FIELD, required: true, options: locationNames },
      { kind: 'text', name: 'First name', required: true, autoComplete: 'given-name' },
      { kind: 'text', name: 'Last name', required: true, autoComplete: 'family-name' },
      { kind: 'email', name: 'Email', required: true, autoComplete: 'email' },
      { kind: 'phone', name: 'Phone', required: true, autoComplete: 'tel' },
      { kind: 'select', name: 'Vehicle make', required: true, options: vehicleMakeChoices(siteMakes) },
      { kind: 'text', name: 'Vehicle model', required: true },
      { kind: 'text', name: term('Registration'), required: false },
      { kind: 'select', name: 'Service type', required: true, options: choices(SERVICE_TYPES) },
      { kind: 'date', name: 'Preferred date', required: true },
      { kind: 'radio', name: 'Drop-off time', required: true, options: DROP_OFF_TIMES },
      ...ADDITIONAL_SERVICES.map((service) => ({ kind: 'check_option' as const, name: `${term(service)} ${CHECK_OPTION_SUFFIX}` as const })),
      { kind: 'textarea', name: 'Comments', required: false },
    ],
  });
}

/** The names of the visible locations that do service (a service-and-parts site included), in config order. */
export function serviceLocationNames(locations: readonly Location[]): string[] {
  return selectLocations(locations, { kind: 'service' }).map((location) => location.name);
}

/**
 * The dealer-defined form a generic submit of `category` must satisfy on a site of `region`, if we
 * define one: the service booking, the offer enquiry (with its offer left open), the parts enquiry
 * or the careers enquiry (with its role left open).
 */
export function formDefinitionFor(category: string, serviceLocationNames: readonly string[], region: RegionCode): GenericFormDefinition | null {
  const [first, ...rest] = serviceLocationNames;
  if (category === SERVICE_BOOKING_CATEGORY && first !== undefined) return serviceBookingForm([first, ...rest], { region });
  if (category === OFFER_ENQUIRY_CATEGORY) return offerEnquiryForm();
  if (category === PARTS_ENQUIRY_CATEGORY) return partsEnquiryForm();
  if (category === CAREERS_ENQUIRY_CATEGORY) return careersEnquiryForm();
  return null;
}
