/**
 * The automotive analytics standard beside the spec's event ids: the Automotive Standards Council's
 * GA4 events (ASC), pushed to the tag manager's data layer so a dealer's agency can use the reports
 * it already has for its other dealers. This module is the one place that names the events and
 * their parameters. The page views are built with the page (src/layouts/SiteLayout.astro); the
 * browser calls the other builders (src/scripts/asc-analytics.ts and asc-interactions.ts, the lead
 * forms, the phone reveal, the reservation confirmation). docs/analytics.md lists every event.
 *
 * No personal data (the tag manager hands the data layer to third-party tags): the inputs are typed facts of cars, pages and forms, never what a
 * shopper typed. The few free texts (a link's text or address, a form's name) come from our own
 * markup, and still pass `withoutContactDetails`, so a label that happens to hold an e-mail address
 * or a phone number is dropped rather than pushed. The standard's `comm_phone_number` on
 * `asc_click_to_call` is left out for the same reason.
 */
import type { Car, CarType } from '../cars/car.ts';
import type { AscPage, AscPageType } from './asc-page-type.ts';

/** Who sends the events (the standard's `event_owner`): this platform. */
export const ASC_EVENT_OWNER = 'dealer-sites';

/** The standard's `affiliation`: the site's own code sent the event, not a third-party tool on it. */
const ASC_AFFILIATION = 'native';

/** The car as every ASC event about one car describes it. */
export type AscItem = {
  /** The VIN. */
  readonly item_id: string;
  /** The stock number. */
  readonly item_number: string;
  readonly item_price: number;
  /** new, used, or cpo (a certified used car); a demo car counts as new, as for the lead event ids. */
  readonly item_condition: 'new' | 'used' | 'cpo';
  readonly item_year: number;
  readonly item_make: string;
  readonly item_model: string;
  /** The badge (trim). */
  readonly item_variant: string;
  readonly item_color: string;
  /** The car type as the stock has it (new, used, demo), which item_condition folds. */
  readonly item_type: CarType;
  /** The body style. */
  readonly item_category: string;
  readonly item_fuel_type: string;
  /** When the car joined the stock, YYYY-MM-DD. */
  readonly item_inventory_date: string;
};

/** The car fields an AscItem is made of. */
export type AscItemCar = Pick<
  Car,
  'vin' | 'stocknum' | 'price' | 'car_type' | 'certified' | 'year' | 'make' | 'model' | 'badge' | 'colour' | 'simple_body' | 'simple_fuel' | 'created_at'
>;

/** Where an event happened: the page's type and, on a car's page, the car. */
export interface AscContext {
  readonly pageType: AscPageType;
  readonly item?: AscItem | undefined;
}

/** The department a form or call goes to. */
export type AscDepartment = 'sales' | 'service' | 'parts' | 'trade' | 'other';

/** What kind of form it is. */
export type AscFormType = 'consumer_contact' | 'test_drive' | 'finance' | 'trade_in' | 'service' | 'parts' | 'reservation' | 'employment';

/** Parameters every event has. Event shapes are type aliases, not interfaces, so they are plain records for the data layer. */
type AscCommon = {
  readonly event_owner: string;
  readonly page_type: AscPageType;
};

/** Parameters of an event a shopper caused on a page (the car's item fields when the page is one car's). */
type AscInteraction = AscCommon & Partial<AscItem> & { readonly affiliation: string };

export type AscPageview = AscCommon & { readonly event: 'asc_pageview'; readonly error_code?: string };
export type AscItemPageview = AscCommon & AscItem & { readonly event: 'asc_item_pageview' };
export type AscItemlistPageview = AscCommon & {
  readonly event: 'asc_itemlist_pageview';
  /** How many cars the search found. */
  readonly item_results: number;
};
export type AscCtaInteraction = AscInteraction & {
  readonly event: 'asc_cta_interaction';
  readonly element_text: string;
  /** Where the control is (e.g. sidebar). */
  readonly element_type: string;
  readonly element_subtype: 'cta_button';
  readonly event_action: 'click';
  readonly event_action_result: AscActionResult;
  readonly link_url?: string;
};
export type AscMenuInteraction = AscCommon & {
  readonly event: 'asc_menu_interaction';
  readonly element_text: string;
  readonly element_type: 'header' | 'footer';
  /** A menu link, or a dropdown's toggle. */
  readonly element_subtype: 'nav_link' | 'dropdown';
  readonly event_action: 'click';
  readonly event_action_result: 'open' | 'close' | 'redirect';
  readonly link_url?: string;
};
export type AscMediaInteraction = AscInteraction & {
  readonly event: 'asc_media_interaction';
  readonly media_type: 'image';
  readonly event_action: 'scroll';
  readonly event_action_result: 'next' | 'previous';
};
export type AscFormEngagement = AscInteraction & AscFormFacts & {
  readonly event: 'asc_form_engagement';
  readonly comm_type: 'form';
  readonly comm_status: 'start';
};
export type AscFormSubmission = AscInteraction & AscFormFacts & {
  readonly event: 'asc_form_submission';
  readonly comm_type: 'form';
  /** The lead reached the dealer's lead store (and from there the CRM). */
  readonly comm_outcome: 'crm_update';
};
export type AscClickToCall = AscInteraction & {
  readonly event: 'asc_click_to_call';
  readonly comm_type: 'call';
  readonly department?: AscDepartment;
};

/** Any ASC event. */
export type AscEvent =
  | AscPageview
  | AscItemPageview
  | AscItemlistPageview
  | AscCtaInteraction
  | AscMenuInteraction
  | AscMediaInteraction
  | AscFormEngagement
  | AscFormSubmission
  | AscClickToCall;

/** What a call to action does: opens a dialog, goes to another page, or downloads a file. */
export type AscActionResult = 'open' | 'redirect' | 'download';

/** A form as the form events name it. */
export type AscFormFacts = {
  readonly form_name: string;
  readonly form_type: AscFormType;
  readonly department: AscDepartment;
};

const EMAIL = /[^\s@]+@[^\s@]+\.[^\s@]+/;
/** Eight or more digits, with the spaces, dots, dashes and brackets phone numbers are written with. */
const PHONE = /\+?\d(?:[\s().-]*\d){7,}/;
const CONTACT_LINK = /^(?:tel|mailto|sms):/i;

/** True when a text holds an e-mail address, a phone number or a tel:/mailto:/sms: link. */
export function containsContactDetails(text: string): boolean {
  return EMAIL.test(text) || PHONE.test(text) || CONTACT_LINK.test(text.trim());
}

/** The text, trimmed and with runs of white space made one space; '' when it holds contact details. */
export function withoutContactDetails(text: string): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  return containsContactDetails(clean) ? '' : clean;
}

/** The car as ASC events describe it. */
export function ascItemOf(car: AscItemCar): AscItem {
  return {
    item_id: car.vin,
    item_number: car.stocknum,
    item_price: car.price,
    item_condition: car.car_type === 'used' ? (car.certified ? 'cpo' : 'used') : 'new',
    item_year: car.year,
    item_make: car.make,
    item_model: car.model,
    item_variant: car.badge,
    item_color: car.colour,
    item_type: car.car_type,
    item_category: car.simple_body,
    item_fuel_type: car.simple_fuel,
    item_inventory_date: car.created_at.slice(0, 10),
  };
}

function common(pageType: AscPageType): AscCommon {
  return { event_owner: ASC_EVENT_OWNER, page_type: pageType };
}

function interaction(context: AscContext): AscInteraction {
  return { ...common(context.pageType), ...context.item, affiliation: ASC_AFFILIATION };
}

/** An optional link address, left out when there is none or it is a contact link. */
function linkUrl(href: string | undefined): { link_url?: string } {
  const url = withoutContactDetails(href ?? '');
  return url === '' ? {} : { link_url: url };
}

/** Every page view. */
export function ascPageview(page: AscPage): AscPageview {
  return { event: 'asc_pageview', ...common(page.pageType), ...(page.errorCode === undefined ? {} : { error_code: page.errorCode }) };
}

/**
 * The events a page sends as it opens, built when the page is built: its page view and, on a car's
 * page, the car's page view.
 */
export function ascPageEvents(page: AscPage, item?: AscItem): AscEvent[] {
  return item === undefined ? [ascPageview(page)] : [ascPageview(page), ascItemPageview(item)];
}

/** A car's page was viewed. */
export function ascItemPageview(item: AscItem): AscItemPageview {
  return { event: 'asc_item_pageview', ...common('item'), ...item };
}

/** A search's results were shown: on arrival, and again after each search the shopper makes. */
export function ascItemlistPageview(results: number): AscItemlistPageview {
  return { event: 'asc_itemlist_pageview', ...common('itemlist'), item_results: results };
}

/** A call to action (a marked button or link) was clicked. */
export function ascCtaInteraction(
  context: AscContext,
  control: { readonly text: string; readonly elementType: string; readonly result: AscActionResult; readonly href?: string | undefined },
): AscCtaInteraction {
  return {
    event: 'asc_cta_interaction',
    ...interaction(context),
    element_text: withoutContactDetails(control.text),
    element_type: control.elementType,
    element_subtype: 'cta_button',
    event_action: 'click',
    event_action_result: control.result,
    ...linkUrl(control.href),
  };
}

/** A header or footer menu link, or a dropdown toggle, was clicked. */
export function ascMenuInteraction(
  pageType: AscPageType,
  control: { readonly text: string; readonly place: 'header' | 'footer' } & (
    | { readonly kind: 'link'; readonly href: string }
    | { readonly kind: 'dropdown'; readonly opens: boolean }
  ),
): AscMenuInteraction {
  return {
    event: 'asc_menu_interaction',
    ...common(pageType),
    element_text: withoutContactDetails(control.text),
    element_type: control.place,
    element_subtype: control.kind === 'link' ? 'nav_link' : 'dropdown',
    event_action: 'click',
    event_action_result: control.kind === 'link' ? 'redirect' : control.opens ? 'open' : 'close',
    ...(control.kind === 'link' ? linkUrl(control.href) : {}),
  };
}

/** The shopper moved to the next or the previous photo of a gallery. */
export function ascMediaInteraction(context: AscContext, direction: 'next' | 'previous'): AscMediaInteraction {
  return { event: 'asc_media_interaction', ...interaction(context), media_type: 'image', event_action: 'scroll', event_action_result: direction };
}

/**
 * What kind of form a form is and where it goes, from its name and the category the shopper chose
 * (the category wins: an enquiry filed as 'Trade-In Enquiry' is a trade-in form). A careers enquiry
 * goes to no sales department; anything not named otherwise is a sales contact.
 */
export function ascFormFacts(formName: string, category = ''): AscFormFacts {
  const text = `${category} ${formName}`;
  const [formType, department] = ((): [AscFormType, AscDepartment] => {
    if (/career|employ/i.test(text)) return ['employment', 'other'];
    if (/service/i.test(text)) return ['service', 'service'];
    if (/\bparts?\b/i.test(text)) return ['parts', 'parts'];
    if (/trade/i.test(text)) return ['trade_in', 'trade'];
    if (/financ/i.test(text)) return ['finance', 'sales'];
    if (/test.?drive/i.test(text)) return ['test_drive', 'sales'];
    if (/reserv|checkout|buy/i.test(text)) return ['reservation', 'sales'];
    return ['consumer_contact', 'sales'];
  })();
  return { form_name: withoutContactDetails(formName), form_type: formType, department };
}

/** The shopper started filling in a form (the first focus into it). */
export function ascFormEngagement(context: AscContext, form: AscFormFacts): AscFormEngagement {
  return { event: 'asc_form_engagement', ...interaction(context), ...form, comm_type: 'form', comm_status: 'start' };
}

/** The server took a form's lead (or a paid reservation was confirmed). */
export function ascFormSubmission(context: AscContext, form: AscFormFacts): AscFormSubmission {
  return { event: 'asc_form_submission', ...interaction(context), ...form, comm_type: 'form', comm_outcome: 'crm_update' };
}

/** A phone number was revealed or a tel: link clicked; the number itself is never sent. */
export function ascClickToCall(context: AscContext, department?: AscDepartment): AscClickToCall {
  return { event: 'asc_click_to_call', ...interaction(context), comm_type: 'call', ...(department === undefined ? {} : { department }) };
}
