/**
 * For every route of src/server/handlers/routes.ts, how to make requests to it: the POST routes'
 * bodies built on the fields each one knows (body-shapes.ts) and the headers it reads, the GET
 * routes' paths with awkward segments and queries. The malformed-requests test looks each route of
 * the two tables up here and fails for one that has no entry.
 */
import fc from 'fast-check';
import type { AnyObjectSchema } from 'yup';
import type { SiteConfig } from '../../../src/config/site-config-schema.ts';
import { FINANCE_STEPS } from '../../../src/domain/leads/finance-application-form.ts';
import { buildLeadSubmission } from '../../../src/domain/leads/lead-payload.ts';
import { buildModelLeadFormValues } from '../../../src/domain/leads/model-lead.ts';
import { TRADE_IN_CATEGORY } from '../../../src/domain/trade-in/trade-in-lead.ts';
import { LEAD_SOURCES, MODEL_LEAD_SOURCES } from '../../../src/domain/leads/types.ts';
import { storeValuationRequest } from '../../../src/domain/leads/valuation.ts';
import { MAX_AVAILABILITY_SLUGS } from '../../../src/domain/reservations/reservation-api.ts';
import { VALUATION_API } from '../../../src/domain/routes/routes.ts';
import { CAR_AVAILABILITY_PATH, CARS_AVAILABILITY_PATH } from '../../../src/server/handlers/car-availability.ts';
import { CAR_PDF_PATH } from '../../../src/server/handlers/car-pdf.ts';
import { RESERVATION_STATUS_PATH } from '../../../src/server/handlers/reservation-status.ts';
import { dealCarOf } from '../../../src/server/deals/compute-deal.ts';
import { DEALS_GET_PATH, DEALS_PATH, DEALS_SEND_PATH } from '../../../src/server/deals/deal-handlers.ts';
import { createDealSchema, sendDealSchema } from '../../../src/server/deals/deal-schemas.ts';
import { ALERTS_CONFIRM_GET_PATH, ALERTS_PATH, ALERTS_UNSUBSCRIBE_GET_PATH, ALERTS_UNSUBSCRIBE_PATH } from '../../../src/server/alerts/alert-handlers.ts';
import { alertFormSchema } from '../../../src/domain/alerts/alert-form.ts';
import {
  genericFormSchema,
  leadSubmissionSchema,
  modelLeadSubmissionSchema,
  offerAcceptedSchema,
  phoneRevealSchema,
  reservationRequestSchema,
} from '../../../src/server/handlers/schemas.ts';
import { estimateValuationSchema, registrationValuationSchema, storedValuationSchema, vehicleValuationSchema } from '../../../src/server/handlers/valuation-schemas.ts';
import { CHECKOUT_EVENT_TYPES } from '../../../src/server/payments/stripe-event.ts';
import { STRIPE_SIGNATURE_HEADER, signPayload } from '../../../src/server/payments/webhook-signature.ts';
import { awkwardPathText, awkwardText } from './awkward-values.ts';
import { bodyOf, shapeOf } from './body-shapes.ts';
import { botFields, dealerDefinedForm, serviceBookingForm } from './fixtures.ts';
import { goodPostcode, siteEnquiry, type KnownSite } from './known-site.ts';

/** The headers a route reads besides the content type, for a body's text: good ones, and awkward ones. */
export interface RouteHeaders {
  readonly good: (known: KnownSite, body: string) => Record<string, string>;
  readonly awkward: (known: KnownSite, body: string) => fc.Arbitrary<Record<string, string>>;
}

/** How a POST route's requests are made for a site. */
export interface PostCase {
  /** Bodies on the route's own fields, some wrong or missing. */
  readonly bodies: (known: KnownSite) => fc.Arbitrary<Record<string, unknown>>;
  /** Bodies every run sends first: mistakes once answered 500, or with yup's own wording. */
  readonly examples?: (known: KnownSite) => readonly Record<string, unknown>[];
  readonly headers?: RouteHeaders;
}

/** Bodies on the fields of each good body and of the schemas. */
function bodiesOn(goods: readonly Record<string, unknown>[], schemas: readonly AnyObjectSchema[]): fc.Arbitrary<Record<string, unknown>> {
  const descriptions = schemas.map((schema) => schema.describe());
  return fc.oneof(...goods.map((good) => bodyOf(shapeOf(good, descriptions))));
}

/** What every form sends for the bot check, with the Turnstile token field the check reads. */
function formFields() {
  return { ...botFields(), 'cf-turnstile-response': '' };
}

/** A good trade-in lead of the site, beside the enquiry's car the shopper is buying. */
function tradeInLead(known: KnownSite) {
  const enquiry = siteEnquiry(known);
  const regoState = { AU: 'VIC', NZ: undefined, US: 'CA' }[known.site.region];
  const currency = { AU: 'AUD', NZ: 'NZD', US: 'USD' }[known.site.region];
  return {
    ...enquiry,
    category: TRADE_IN_CATEGORY,
    user: {
      ...enquiry.user,
      source: 'trade_in',
      trade_in: {
        rego: 'ABC123',
        regoState,
        make: 'Mazda',
        model: 'CX-5',
        year: 2021,
        odometer: 48000,
        adjustmentAnswers: { odometer: 48000, condition: 'good', service_history: 'full', damage: false, finance_owing: false },
        valuation_id: known.valuationId,
        estimate: { low: 24000, high: 27000, currency, expires_on: '2026-06-01' },
        outcome: 'estimate',
      },
    },
  };
}

/** A good lead about a model of the site's catalogue (none when it has no catalogue). */
function modelLeads(known: KnownSite) {
  return known.models.slice(0, 1).map((model) => ({
    ...buildLeadSubmission({
      contact: { name: 'Alex Citizen', email: 'alex@example.com', phone: '0400 123 456' },
      values: buildModelLeadFormValues({
        model,
        source: 'model_enquiry',
        form: { message: 'Which colours?', opt_in: true },
        page: { url: `${known.site.url}/models`, user_agent: 'Mozilla/5.0 (test)', visited_pages: ['/'], linked_query_params: {} },
        dealerships: known.site.dealerships,
      }),
      category: 'New Vehicle Order',
      step: { lead_id: null, last_step: true },
    }),
    ...formFields(),
  }));
}

/** Good reservations of cars the site's seed reservation does not hold. */
function reservationBodies(known: KnownSite): Record<string, unknown>[] {
  const user = { name: 'Grace Hopper', email: 'grace@example.com', phone: '0400 123 456', postcode: goodPostcode(known.site), terms: true, opt_in: false };
  return known.reservableSlugs.slice(1, 6).map((slug) => ({ car_slug: slug, user, page_url: `${known.site.url}/cars/${slug}`, ...formFields() }));
}

/** Every schema a lead body may be checked with: each car source at each finance step, and each model source. */
function leadSchemas(known: KnownSite): AnyObjectSchema[] {
  const currentYear = new Date().getUTCFullYear();
  return [
    ...LEAD_SOURCES.flatMap((source) => FINANCE_STEPS.map((step) => leadSubmissionSchema(known.site, { source, step, currentYear }))),
    ...MODEL_LEAD_SOURCES.map((source) => modelLeadSubmissionSchema(known.site, known.models, source)),
  ];
}

/** A valuation the trade-in page stores, for the site's region (a NZ plate has no state). */
function storedValuation(site: SiteConfig): Record<string, unknown> {
  const regoState = { AU: 'vic', NZ: undefined, US: 'ca' }[site.region];
  return { ...storeValuationRequest({ rego: 'abc 12-3', regoState, adjustmentAnswers: { condition: 'Good', owners: 1 }, id: 'val-77' }) };
}

/** Plates (or a VIN) the site's region takes. */
function registrations(site: SiteConfig): Record<string, unknown>[] {
  switch (site.region) {
    case 'AU':
      return [{ rego: 'TRADE1', regoState: 'VIC', vin: 'JM3KFBCM1M0123456' }];
    case 'NZ':
      return [{ rego: 'KIWI1', regoState: 'Auckland' }];
    case 'US':
      return [{ rego: 'TRADE1', regoState: 'ca' }, { vin: 'jm3kfbcm1m0123456' }];
  }
}

/** The Checkout Session of the site's seed reservation, as the gateway reports it. */
function checkoutSession(known: KnownSite): Record<string, unknown> {
  return {
    id: 'cs_malformed',
    object: 'checkout.session',
    metadata: { reservation_id: known.reservationId, site_slug: known.site.slug },
    payment_status: 'paid',
    payment_intent: 'pi_malformed',
  };
}

function paymentEvent(type: string, session: Record<string, unknown>, id = 'evt_malformed'): Record<string, unknown> {
  return { id, object: 'event', type, created: Math.floor(Date.now() / 1000), data: { object: session } };
}

/** An event about the site's seed reservation, of each type the webhook knows and one it does not. */
function paymentEvents(known: KnownSite): Record<string, unknown>[] {
  return [...CHECKOUT_EVENT_TYPES, 'customer.created'].map((type) => paymentEvent(type, checkoutSession(known)));
}

/** The webhook's signature: good (so the event reaches its reader), or missing, garbled, stale, early or under another secret. */
const SIGNATURE_HEADERS: RouteHeaders = {
  good: (known, body) => ({ [STRIPE_SIGNATURE_HEADER]: signPayload(body, known.deps.payments.webhookSecret, Math.floor(Date.now() / 1000)) }),
  awkward: (known, body) => {
    const now = Math.floor(Date.now() / 1000);
    return fc.oneof(
      fc.constant({}),
      fc.string().map((header) => ({ [STRIPE_SIGNATURE_HEADER]: header })),
      fc.constantFrom(-3600, 3600).map((offset) => ({ [STRIPE_SIGNATURE_HEADER]: signPayload(body, known.deps.payments.webhookSecret, now + offset) })),
      fc.constant({ [STRIPE_SIGNATURE_HEADER]: signPayload(body, 'whsec_another', now) }),
    );
  },
};

/** A good event with its id or payment id holding NUL, which the database refuses (once a 503 the gateway retried). */
function unstorableEvents(known: KnownSite): Record<string, unknown>[] {
  return [
    paymentEvent('checkout.session.completed', checkoutSession(known), 'evt_\u0000'),
    paymentEvent('checkout.session.completed', { ...checkoutSession(known), payment_intent: 'pi_\u0000' }, 'evt_payment_id'),
  ];
}

/** A good deal link of the site, on its first listed car (made by the site's own codec). */
function dealToken(known: KnownSite): string {
  const car = known.cars[0];
  const tokens = known.deps.deals.tokens;
  if (car === undefined || tokens === null) throw new Error(`${known.site.slug} cannot make a deal`);
  const figures = { price: car.price, priceType: car.price_type, driveAway: null, tradeIn: null, repayment: null, reserveDeposit: null };
  const choices = { car: car.slug, place: null, tradeIn: null, finance: null };
  return tokens.issue({ site: known.site.slug, car: dealCarOf(car), choices, figures, placeLabel: null }, new Date()).token;
}

/** Good deals of the site: a bare one, and one with every choice (AU's place; a trade-in and finance). */
function dealBodies(known: KnownSite): Record<string, unknown>[] {
  const car = known.listedSlugs[0] ?? '';
  const answers = { odometer: 60_000, condition: 'good', service_history: 'full', damage: false, finance_owing: false };
  return [
    { car },
    {
      car,
      place: known.site.region === 'AU' ? { postcode: '3186' } : null,
      tradeIn: { valuationId: known.valuationId, ...answers },
      finance: { deposit: 2_000, termMonths: 60, balloonPercent: 10, frequency: 'monthly' },
    },
  ];
}

/** A good save of a search on the site, as the "Save this search" form sends it. */
function alertBody(): Record<string, unknown> {
  return {
    email: 'saver@example.com',
    frequency: 'daily',
    search: '/search/used-cars?price=-40000',
    submissionId: '7f0c9a52-3b1e-4d2a-9c4e-5b6a7d8e9f01',
    page: '/search/used-cars?price=-40000',
    consentText: 'Email me cars that match this search.',
    ...formFields(),
  };
}

/** A link token of the site's own codec, for an alert the store does not have. */
function alertToken(known: KnownSite, purpose: 'confirm' | 'unsubscribe'): string {
  const tokens = known.deps.alerts.tokens;
  if (tokens === null) throw new Error(`${known.site.slug} cannot sign alert links`);
  return tokens.issue(purpose, known.site.slug, '5d6e7f80-1a2b-4c3d-8e9f-0a1b2c3d4e5f', new Date());
}

/** A link's path with a token (good, awkward, or good with awkward text after it) and what may follow. */
function alertLinkPaths(path: string, token: string): fc.Arbitrary<string> {
  return fc
    .tuple(fc.oneof(fc.constant(token), awkwardPathText, fc.tuple(fc.constant(token), awkwardPathText).map((parts) => parts.join(''))), tail)
    .map(([text, rest]) => `${path}${rest === '/' ? '/' : ''}?t=${text}${rest.startsWith('?') ? `&${rest.slice(1)}` : ''}`);
}

/** The POST routes, by path. */
export const POST_CASES: Readonly<Record<string, PostCase>> = {
  '/api/leads': {
    bodies: (known) => bodiesOn([siteEnquiry(known), siteEnquiry(known, known.leadId), { ...tradeInLead(known), ...formFields() }, ...modelLeads(known)], leadSchemas(known)),
    examples: (known) => {
      const tradeIn = tradeInLead(known);
      // A null postcode reached the postcode rule's text test (the trade-in lead's postcode was nullable).
      return [{ ...siteEnquiry(known), user: null }, { ...tradeIn, ...formFields(), user: { ...tradeIn.user, postcode: null } }];
    },
  },
  '/api/forms': {
    bodies: (known) =>
      bodiesOn([{ ...serviceBookingForm(known.site), ...formFields() }, { ...dealerDefinedForm(known.site), ...formFields() }], [genericFormSchema(known.site)]),
    examples: (known) => [{ ...dealerDefinedForm(known.site), ...formFields(), subcategory: null }],
  },
  '/api/phone-reveal': {
    bodies: (known) =>
      bodiesOn([{ car_id: known.cars[0]?.id, dealership_id: known.site.dealerships[0]?.id, website_id: known.site.slug }], [phoneRevealSchema(known.site)]),
    examples: (known) => [{ car_id: known.cars[0]?.id, dealership_id: known.site.dealerships[0]?.id, website_id: null }],
  },
  '/api/offer-accepted': {
    bodies: (known) => bodiesOn([{ lead_id: known.leadId, form_completed: true, offer_accepted: true }], [offerAcceptedSchema()]),
  },
  '/api/miscellaneous': {
    bodies: (known) => bodiesOn([storedValuation(known.site)], [storedValuationSchema(known.site.region)]),
  },
  '/api/reservations': {
    bodies: (known) => bodiesOn(reservationBodies(known), [reservationRequestSchema(known.site)]),
    examples: (known) => reservationBodies(known).slice(0, 1).map((body) => ({ ...body, page_url: null })),
  },
  '/api/payments/webhook': {
    bodies: (known) => bodiesOn(paymentEvents(known), []),
    examples: unstorableEvents,
    headers: SIGNATURE_HEADERS,
  },
  [VALUATION_API.registration]: {
    bodies: (known) => bodiesOn(registrations(known.site), [registrationValuationSchema(known.site.region)]),
    // A null plate or VIN reached the text transforms that normalise them.
    examples: (known) => [{ ...registrations(known.site)[0], rego: null }, { vin: null }],
  },
  [VALUATION_API.vehicle]: {
    bodies: () => bodiesOn([{ make: 'Volkswagen', model: 'Golf', year: 2021, badge: '110TSI Life' }], [vehicleValuationSchema(new Date().getUTCFullYear())]),
  },
  [DEALS_PATH]: {
    bodies: (known) => bodiesOn(dealBodies(known), [createDealSchema(known.site.region)]),
    examples: (known) => [{ car: null }, { ...dealBodies(known)[1], finance: { deposit: null, termMonths: '60' } }, { car: known.listedSlugs[0], place: { postcode: null } }],
  },
  [DEALS_SEND_PATH]: {
    bodies: (known) =>
      bodiesOn(
        [{ token: dealToken(known), submissionId: 'send-1', name: 'Alex Citizen', email: 'alex@example.com', phone: '0400 123 456', message: 'Saturday?', ...formFields() }],
        [sendDealSchema()],
      ),
    examples: (known) => [{ token: null, submissionId: null, ...formFields() }, { token: `${dealToken(known)}x`, submissionId: 's', name: 'A', email: 'a@example.com', phone: '0400 123 456', ...formFields() }],
  },
  [VALUATION_API.estimate]: {
    bodies: (known) =>
      bodiesOn(
        [{ id: known.valuationId, adjustmentAnswers: { odometer: 60_000, condition: 'good', service_history: 'full', damage: false, finance_owing: false } }],
        [estimateValuationSchema()],
      ),
  },
  [ALERTS_PATH]: {
    bodies: () => bodiesOn([alertBody()], [alertFormSchema()]),
    examples: () => [{ ...alertBody(), search: null, email: null }, { ...alertBody(), frequency: null, submissionId: null, page: null }, { ...alertBody(), search: '/search/%E0%A4%A' }],
  },
  // The one-click body is form-encoded; whatever is sent, the link (its ?t=) decides.
  [ALERTS_UNSUBSCRIBE_PATH]: {
    bodies: () => bodiesOn([{ 'List-Unsubscribe': 'One-Click' }], []),
  },
};

/** A path segment: a good one, an awkward one, or a good one with awkward text around it. */
function segment(goods: readonly string[]): fc.Arbitrary<string> {
  const good = fc.constantFrom(...goods);
  return fc.oneof(
    { weight: 2, arbitrary: good },
    { weight: 5, arbitrary: awkwardPathText },
    { weight: 1, arbitrary: fc.tuple(awkwardPathText, good, awkwardPathText).map((parts) => parts.join('')) },
  );
}

/** What may follow the path: nothing, a trailing slash, or a query of awkward text. */
const tail = fc.oneof(
  { weight: 3, arbitrary: fc.constant('') },
  { weight: 1, arbitrary: fc.constant('/') },
  { weight: 1, arbitrary: awkwardPathText.map((query) => `?${query}`) },
);

/** The `slugs` query of the batch availability: none, empty, good and awkward slugs (more than it takes, too), or awkward text. */
function slugsQuery(goods: readonly string[]): fc.Arbitrary<string> {
  return fc.oneof(
    fc.constantFrom('', '?', '?slugs=', '?slugs=,,,', '?slugs'),
    fc.array(segment(goods), { minLength: 1, maxLength: MAX_AVAILABILITY_SLUGS + 3 }).map((slugs) => `?slugs=${slugs.join(',')}`),
    fc.tuple(awkwardPathText, awkwardText).map(([name, value]) => `?${name}=${encodeURIComponent(value.replace(/[\ud800-\udfff]/g, ''))}`),
  );
}

/** How a GET route's paths (with any query) are made for a site. */
export interface GetCase {
  readonly paths: (known: KnownSite) => fc.Arbitrary<string>;
  /** Paths every run sends first (a broken percent-escape once threw out of two of the handlers). */
  readonly examples: readonly string[];
}

/** The GET routes, by their pattern in API_GET_ROUTES. */
export const GET_CASES: ReadonlyMap<RegExp, GetCase> = new Map([
  [
    CAR_PDF_PATH,
    {
      paths: (known: KnownSite) => fc.tuple(segment(known.listedSlugs), tail).map(([slug, rest]) => `/api/cars/${slug}/pdf${rest}`),
      examples: ['/api/cars/%E0%A4%A/pdf'],
    },
  ],
  [
    CAR_AVAILABILITY_PATH,
    {
      paths: (known: KnownSite) => fc.tuple(segment(known.listedSlugs), tail).map(([slug, rest]) => `/api/cars/${slug}/availability${rest}`),
      examples: ['/api/cars/%E0%A4%A/availability', '/api/cars/%/availability'],
    },
  ],
  [
    CARS_AVAILABILITY_PATH,
    {
      paths: (known: KnownSite) => slugsQuery(known.listedSlugs).map((query) => `/api/cars/availability${query}`),
      examples: ['/api/cars/availability?slugs=%E0%A4%A'],
    },
  ],
  [
    DEALS_GET_PATH,
    {
      paths: (known: KnownSite) =>
        fc
          .tuple(fc.oneof(fc.constant(dealToken(known)), awkwardPathText, fc.tuple(fc.constant(dealToken(known)), awkwardPathText).map((parts) => parts.join(''))), tail)
          .map(([token, rest]) => `/api/deals${rest === '/' ? '/' : ''}?d=${token}${rest.startsWith('?') ? `&${rest.slice(1)}` : ''}`),
      examples: ['/api/deals', '/api/deals?d=', '/api/deals?d=%E0%A4%A', '/api/deals?d=d1.%ED%A0%80.x'],
    },
  ],
  [
    ALERTS_CONFIRM_GET_PATH,
    {
      paths: (known: KnownSite) => alertLinkPaths('/api/alerts/confirm', alertToken(known, 'confirm')),
      examples: ['/api/alerts/confirm', '/api/alerts/confirm?t=', '/api/alerts/confirm?t=%E0%A4%A', '/api/alerts/confirm?t=a1.c.%ED%A0%80.-.x'],
    },
  ],
  [
    ALERTS_UNSUBSCRIBE_GET_PATH,
    {
      paths: (known: KnownSite) => alertLinkPaths('/api/alerts/unsubscribe', alertToken(known, 'unsubscribe')),
      examples: ['/api/alerts/unsubscribe', '/api/alerts/unsubscribe?t=', '/api/alerts/unsubscribe?t=%E0%A4%A'],
    },
  ],
  [
    RESERVATION_STATUS_PATH,
    {
      paths: (known: KnownSite) =>
        fc.tuple(segment([known.reservationId, known.reservationId.toUpperCase(), known.leadId]), tail).map(([id, rest]) => `/api/reservations/${id}${rest}`),
      examples: ['/api/reservations/%E0%A4%A', '/api/reservations/%ED%A0%80'],
    },
  ],
]);
