/**
 * What the API tests send: real site configs from sites/, lead bodies built by the domain's own
 * payload builders (as the forms build them), and requests as a browser on the site sends them.
 */
import { randomUUID } from 'node:crypto';
import { requireSiteConfig } from '../../../src/config/load-site-config.ts';
import type { SiteConfig } from '../../../src/config/site-config-schema.ts';
import { buildLeadFormValues, buildLeadSubmission, type LeadCar } from '../../../src/domain/leads/lead-payload.ts';
import type { LeadSubmission } from '../../../src/domain/leads/types.ts';
import { offerAcceptedRequest, storeValuationRequest } from '../../../src/domain/leads/valuation.ts';
import { DROP_OFF_TIMES, SERVICE_BOOKING_CATEGORY, SERVICE_TYPES, serviceLocationNames } from '../../../src/domain/leads/service-booking-form.ts';
import { createApiDeps } from '../../../src/server/wiring/api-deps.ts';
import type { ApiDeps, Handler, HandlerDeps } from '../../../src/server/handlers/deps.ts';
import type { LeadStore } from '../../../src/server/ports/lead-store.ts';
import type { RateLimits } from '../../../src/server/http/rate-limit.ts';

export const ROOT = new URL('../../../', import.meta.url).pathname;

/** A one-dealership brand site (e-mail and webhook delivery) and a four-dealership group site (webhook only). */
export const BRIGHTON = await requireSiteConfig(ROOT, 'brighton-volkswagen');
export const BAYSIDE = await requireSiteConfig(ROOT, 'bayside-motor-group');

/** Limits no test reaches unless it means to. */
export const GENEROUS_LIMITS: RateLimits = {
  perIp: { capacity: 100_000, refillPerSecond: 100_000 },
  perSite: { capacity: 100_000, refillPerSecond: 100_000 },
};

/** Errors the handlers logged, so a test can check a failure was reported (and not to the client). */
export interface LoggedErrors {
  readonly messages: string[];
}

/** Handler deps for a site and a store. */
export function depsFor(
  site: SiteConfig,
  store: LeadStore | (() => Promise<LeadStore>),
  overrides: Partial<ApiDeps> = {},
): { deps: ApiDeps; logged: LoggedErrors } {
  const logged: LoggedErrors = { messages: [] };
  const deps = createApiDeps({
    site,
    store: typeof store === 'function' ? store : () => Promise.resolve(store),
    rateLimits: GENEROUS_LIMITS,
    logError: (message) => logged.messages.push(message),
    ...overrides,
  });
  return { deps: { ...deps, ...overrides }, logged };
}

/** The car a Brighton lead is about. */
export function brightonCar(overrides: Partial<LeadCar> = {}): LeadCar {
  return {
    id: 5101,
    make: 'Volkswagen',
    make_slug: 'volkswagen',
    model: 'Tiguan',
    car_type: 'used',
    status: 'in_stock',
    stocknum: 'BV-5101',
    dealership_id: 101,
    dealership_slug: 'brighton-volkswagen',
    ...overrides,
  };
}

/** The bot-check fields every form sends: an empty honeypot and a form shown a minute ago. */
export interface BotFields {
  readonly website: string;
  readonly form_started_at: number;
}

/** Bot-check fields a person's browser sends (the form was shown a minute before `now`). */
export function botFields(now: number = Date.now()): BotFields {
  return { website: '', form_started_at: now - 60_000 };
}

/** A good enquiry on a car, as the enquiry form sends it (one step). */
export function enquiryLead(overrides: { car?: LeadCar; lead_id?: string | null; last_step?: boolean; name?: string } = {}): LeadSubmission & BotFields {
  const values = buildLeadFormValues({
    car: overrides.car ?? brightonCar(),
    source: 'enquiry',
    form: { message: 'Is it still available? <b>"Tom & Jerry\'s"</b>', opt_in: true },
    page: {
      url: 'https://www.brightonvolkswagen.example/cars/2021-volkswagen-tiguan',
      user_agent: 'Mozilla/5.0 (test)',
      visited_pages: ['/', '/search/used-cars', '/cars/2021-volkswagen-tiguan'],
      linked_query_params: { utm_source: 'newsletter' },
    },
  });
  const submission = buildLeadSubmission({
    contact: { name: overrides.name ?? 'Alex Citizen', email: 'alex@example.com', phone: '0400 123 456' },
    values,
    category: 'Vehicle Enquiry',
    step: { lead_id: overrides.lead_id ?? null, last_step: overrides.last_step ?? true },
  });
  return { ...submission, ...botFields() };
}

/** A good generic form (a service booking with a ticked option and a radio option list). */
export function serviceBookingForm(site: SiteConfig = BRIGHTON) {
  const [location] = serviceLocationNames(site.locations);
  return {
    category: SERVICE_BOOKING_CATEGORY,
    fields: {
      'Service Location': location ?? '',
      'First name': 'Sam',
      'Last name': 'Lee',
      Email: 'sam@example.com',
      Phone: '0400 123 456',
      'Vehicle make': 'Volkswagen',
      'Vehicle model': 'Golf',
      Registration: null,
      'Service type': SERVICE_TYPES[0],
      'Preferred date': new Date(Date.now() + 7 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10),
      'Drop-off time': DROP_OFF_TIMES[0],
      'Wheel alignment (check_option)': true,
      'Courtesy car (check_option)': false,
      Comments: 'Rattle from the front left wheel.',
    },
    additional_services: [],
    dealership_slug: null,
    page_id: null,
    opt_in: true,
    subcategory: '',
    ...botFields(),
  };
}

/** A form of the dealer's own (not one we define), sent as a generic form with a radio option list. */
export function dealerDefinedForm(site: SiteConfig = BRIGHTON) {
  return {
    category: 'Accessories Fitting Enquiry',
    fields: {
      'First Name': 'Sam',
      Email: 'sam@example.com',
      'Service Location': serviceLocationNames(site.locations)[0] ?? '',
      'Floor mats (check_option)': true,
      'Time_radio_options': ['Morning', 'Afternoon'],
    },
    additional_services: [],
    dealership_slug: null,
    page_id: 'parts',
    opt_in: false,
    subcategory: '',
    ...botFields(),
  };
}

/** Good bodies for each endpoint but /api/leads and /api/offer-accepted (which need a lead first). */
export const PHONE_REVEAL = { car_id: 5101, dealership_id: 101, website_id: 'brighton-volkswagen' };
export const VALUATION = storeValuationRequest({ rego: 'abc 12-3', regoState: 'vic', adjustmentAnswers: { condition: 'Good', owners: 1 }, id: 'val-77' });
export { offerAcceptedRequest };

/** The site's own origin, as a browser on the production site sends it. */
export function originOf(site: SiteConfig): string {
  return new URL(site.url).origin;
}

/** A POST as a browser page of the site sends it. */
export function postRequest(
  site: SiteConfig,
  path: string,
  body: unknown,
  headers: Readonly<Record<string, string>> = {},
): Request {
  return new Request(`${originOf(site)}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: originOf(site), ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

/** Calls a handler from a client IP. */
export function call(handler: Handler, request: Request, deps: ApiDeps, clientIp = '203.0.113.7'): Promise<Response> {
  const requestDeps: HandlerDeps = { ...deps, clientIp };
  return handler(request, requestDeps);
}

/** A fresh idempotency key. */
export function newKey(): string {
  return `test-${randomUUID()}`;
}

/** How many submissions a site has in the store. */
export async function countStored(store: LeadStore, siteSlug: string): Promise<number> {
  return (await store.list(siteSlug, { limit: 100_000 })).length;
}
