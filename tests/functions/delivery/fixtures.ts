/**
 * Leads as the handlers store them, built with the domain's own payload builders: a new car
 * enquiry, a used car test drive, a trade-in offer accepted, a generic service booking without a car,
 * a lead full of hostile text, and a reservation's notice in each state. Sites are the demo dealers'
 * real configs.
 */
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { requireSiteConfig } from '../../../src/config/load-site-config.ts';
import type { SiteConfig } from '../../../src/config/site-config-schema.ts';
import { LEAD_EVENT_IDS } from '../../../src/domain/leads/event-ids.ts';
import { buildGenericFormPayload } from '../../../src/domain/leads/generic-form-payload.ts';
import { buildLeadFormValues, buildLeadSubmission, type LeadCar } from '../../../src/domain/leads/lead-payload.ts';
import { buildModelLeadFormValues } from '../../../src/domain/leads/model-lead.ts';
import type { CarLeadSource as LeadSource } from '../../../src/domain/leads/types.ts';
import { offerAcceptedRequest, storeValuationRequest } from '../../../src/domain/leads/valuation.ts';
import { holdsCar, type ReservationState } from '../../../src/domain/reservations/reservation.ts';
import { FORM_TEXTS } from '../../../src/domain/basics/texts.ts';
import type { NewSubmission, OutboxEntry, StoredSubmission } from '../../../src/server/ports/lead-store.ts';

export const PROJECT_ROOT = path.resolve(import.meta.dirname, '../../..');

export function loadSite(slug: string): Promise<SiteConfig> {
  return requireSiteConfig(PROJECT_ROOT, slug);
}

/** A car as a lead copies it, plus the snapshot fields ADF has elements for. */
export interface CarSnapshot extends LeadCar {
  readonly doors?: number;
  readonly simple_body?: string;
  readonly simple_transmission?: string;
  readonly colour?: string;
  readonly engine?: string;
  readonly year: number;
  readonly badge: string;
  readonly vin: string;
  readonly km: number;
  readonly price: number;
}

export const NEW_TIGUAN: CarSnapshot = {
  id: 4101,
  make: 'Volkswagen',
  make_slug: 'volkswagen',
  model: 'Tiguan',
  badge: '162TSI Elegance',
  year: 2025,
  car_type: 'new',
  status: 'in_stock',
  stocknum: 'BVW-4101',
  vin: 'WVGZZZ5NZSW041010',
  km: 12,
  price: 57990,
  dealership_id: 101,
  dealership_slug: 'brighton-volkswagen',
};

export const USED_CX5: CarSnapshot = {
  id: 5202,
  make: 'Mazda',
  make_slug: 'mazda',
  model: 'CX-5',
  badge: 'Touring',
  year: 2021,
  car_type: 'used',
  status: 'in_stock',
  stocknum: 'LM-5202',
  vin: 'JM3KFBCM5M0520201',
  km: 48_280,
  price: 24_500,
  doors: 5,
  simple_body: 'SUV',
  simple_transmission: 'Automatic',
  colour: 'Red',
  engine: '2.5L 4cyl petrol',
  dealership_id: 501,
  dealership_slug: 'lakeside-mazda',
};

const PAGE = {
  user_agent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Safari/604.1',
  visited_pages: ['/', '/search/new-used-and-demo-cars', '/cars/2025-volkswagen-tiguan'],
  linked_query_params: { utm_source: 'google', utm_campaign: 'spring', gclid: 'abc123' },
};

export const CONSENT_AT = '2026-05-01T09:59:30.000Z';

/** A car lead's payload as the lead handler stores it: the submission call, with the car snapshot. */
function carLeadPayload(
  car: CarSnapshot,
  site: SiteConfig,
  source: LeadSource,
  category: string,
  form: { message?: string; dateTime?: string; opt_in?: boolean; subcategory?: string },
  contact = { name: 'Jane Citizen', email: 'jane@example.com', phone: '0412 345 678' },
): Record<string, unknown> {
  const values = buildLeadFormValues({ car, source, form, page: { ...PAGE, url: `${site.url}/cars/${car.id}` } });
  const submission = buildLeadSubmission({ contact, values, category, step: { lead_id: null, last_step: true } });
  const { year, badge, vin, km, price, make, model, car_type, status, stocknum, id, ...extra } = car;
  const more = Object.fromEntries(Object.entries(extra).filter(([key]) => ['doors', 'simple_body', 'simple_transmission', 'colour', 'engine'].includes(key)));
  return { ...submission, car: { id, year, make, model, badge, vin, km, price, car_type, status, stocknum, ...more } };
}

function stored(submission: NewSubmission, createdAt = '2026-05-01T10:00:00.000Z'): StoredSubmission {
  return { ...submission, id: randomUUID(), createdAt, updatedAt: createdAt };
}

/** A pending outbox entry of a stored submission, as the worker claims it (id 7 unless given). */
export function entryFor(submission: StoredSubmission, channel: OutboxEntry['channel'], target: string, id = 7): OutboxEntry {
  return {
    id,
    submissionId: submission.id,
    siteSlug: submission.siteSlug,
    channel,
    target,
    state: 'pending',
    attempts: 0,
    nextAttemptAt: submission.createdAt,
    lastError: null,
    deliveredAt: null,
  };
}

export function newCarEnquiry(site: SiteConfig, key = randomUUID()): NewSubmission {
  return {
    siteSlug: site.slug,
    kind: 'lead',
    idempotencyKey: key,
    dealershipSlug: NEW_TIGUAN.dealership_slug,
    category: 'General Enquiry',
    subcategory: null,
    eventId: LEAD_EVENT_IDS.newCarEnquiry,
    payload: carLeadPayload(NEW_TIGUAN, site, 'enquiry', 'General Enquiry', {
      message: 'Is the Tiguan still available?\nCan I see it on Saturday?',
      opt_in: true,
    }),
    consent: { given: true, text: FORM_TEXTS.defaultOptIn, at: CONSENT_AT },
    complete: true,
  };
}

/** An order of a model of the range (no car): the order form's lead, as POST /api/leads stores it. */
export function modelOrder(site: SiteConfig): NewSubmission {
  const values = buildModelLeadFormValues({
    model: { slug: 'tiguan', name: 'Tiguan', manufacturer_name: 'Volkswagen', manufacturer_slug: 'volkswagen' },
    source: 'model_order',
    form: { message: 'In Pure Grey, please.', opt_in: true },
    page: { ...PAGE, url: `${site.url}/models/order-now?model_id=tiguan` },
    dealerships: site.dealerships,
  });
  const submission = buildLeadSubmission({
    contact: { name: 'Jane Citizen', email: 'jane@example.com', phone: '0412 345 678' },
    values,
    category: 'New Vehicle Order',
    step: { lead_id: null, last_step: true },
  });
  return {
    siteSlug: site.slug,
    kind: 'lead',
    idempotencyKey: randomUUID(),
    dealershipSlug: values.dealership_slug,
    category: 'New Vehicle Order',
    subcategory: null,
    eventId: LEAD_EVENT_IDS.newCarEnquiry,
    payload: { user: submission.user, category: submission.category, subcategory: submission.subcategory },
    consent: null,
    complete: true,
  };
}

export function usedTestDrive(site: SiteConfig): NewSubmission {
  return {
    siteSlug: site.slug,
    kind: 'lead',
    idempotencyKey: randomUUID(),
    dealershipSlug: USED_CX5.dealership_slug,
    category: 'Test Drive',
    subcategory: null,
    eventId: LEAD_EVENT_IDS.usedCarTestDrive,
    payload: carLeadPayload(USED_CX5, site, 'test_drive', 'Test Drive', { dateTime: '2026-05-09T10:30', opt_in: false }),
    consent: null,
    complete: true,
  };
}

export function tradeInOfferAccepted(site: SiteConfig): NewSubmission {
  const lead = carLeadPayload(NEW_TIGUAN, site, 'trade_in', 'Trade-In', { message: 'Happy with the offer.' });
  const valuation = storeValuationRequest({ rego: 'ABC123', regoState: 'VIC', id: 'val-778', adjustmentAnswers: { condition: 'good', serviceHistory: true } });
  const accepted = offerAcceptedRequest('9b2f3c1e-4d5a-4b6c-8d7e-0f1a2b3c4d5e');
  return {
    siteSlug: site.slug,
    kind: 'lead',
    idempotencyKey: randomUUID(),
    dealershipSlug: NEW_TIGUAN.dealership_slug,
    category: 'Trade-In',
    subcategory: null,
    eventId: LEAD_EVENT_IDS.tradeInOfferAccepted,
    payload: { ...lead, valuation: valuation.valuation, form_completed: accepted.form_completed, offer_accepted: accepted.offer_accepted },
    consent: null,
    complete: true,
  };
}

export function serviceBooking(site: SiteConfig): NewSubmission {
  const payload = buildGenericFormPayload({
    category: 'Service Booking',
    fields: {
      name: 'Sam Driver',
      email: 'sam@example.com',
      phone: '0400 111 222',
      'Service Location': 'Brighton Volkswagen Service',
      'Preferred date': '2026-05-12',
      Rego: 'XYZ987',
      'Wheel alignment (check_option)': true,
      'Car wash (check_option)': false,
      'Fuel_radio_options': 'Petrol|Diesel',
      Fuel: 'Diesel',
    },
    page_id: 'service',
    opt_in: true,
    dealership_slug: null,
    locations: site.locations.map((l) => ({ name: l.name, dealership_slug: l.dealership_slug })),
  });
  return {
    siteSlug: site.slug,
    kind: 'form',
    idempotencyKey: randomUUID(),
    dealershipSlug: payload.dealership_slug,
    category: payload.category,
    subcategory: payload.subcategory || null,
    eventId: LEAD_EVENT_IDS.form,
    payload: { ...payload },
    consent: { given: true, text: FORM_TEXTS.defaultOptIn, at: CONSENT_AT },
    complete: true,
  };
}

/** Text that would break out of an element, plus characters XML 1.0 forbids. */
export const HOSTILE = `</comments><script>alert("x")</script>&amp; 'quoted' "double" ]]> \u0001\u0008\u000B\u000C\u001F\uFFFE\uFFFF\uD800 end 🚗`;
/** HOSTILE as it must read back: the forbidden characters gone, everything else intact. */
export const HOSTILE_READ_BACK = `</comments><script>alert("x")</script>&amp; 'quoted' "double" ]]>  end 🚗`;

export function hostileLead(site: SiteConfig): NewSubmission {
  const base = newCarEnquiry(site);
  const lead = carLeadPayload(
    { ...NEW_TIGUAN, model: `Tiguan ${HOSTILE}` },
    site,
    'enquiry',
    'General Enquiry',
    { message: HOSTILE, subcategory: HOSTILE },
    { name: `Robert'); ${HOSTILE}`, email: `x${HOSTILE}@example.com`, phone: HOSTILE },
  );
  const user = lead.user as Record<string, unknown>;
  return {
    ...base,
    subcategory: HOSTILE,
    payload: {
      ...lead,
      user: { ...user, url: `https://x.example/?q=${HOSTILE}`, lead_attributes: { visited_pages: [HOSTILE], linked_query_params: { [HOSTILE]: HOSTILE } } },
    },
    consent: { given: true, text: HOSTILE, at: CONSENT_AT },
  };
}

/** The reservation of the notices below. */
export const RESERVATION = { id: '5f0c2b8e-7d1a-4c3b-9e2f-1a2b3c4d5e6f', reference: 'R-ABC23456', holdExpiresAt: '2026-05-01T10:30:00.000Z' } as const;

/** What each state's notice says: the state it came from, why, and the gateway's references. */
const NOTICE_OF: Readonly<Record<ReservationState, { from: ReservationState | null; reason: string; payment: string | null; refund: string | null }>> = {
  awaiting_payment: { from: null, reason: 'hold taken; waiting for the deposit', payment: null, refund: null },
  payment_pending: { from: 'awaiting_payment', reason: 'payment made; waiting for it to settle', payment: 'pi_3PendingSettle', refund: null },
  confirmed: { from: 'payment_pending', reason: 'deposit paid', payment: 'pi_3DepositPaid', refund: null },
  released: { from: 'awaiting_payment', reason: 'the hold expired without a payment', payment: null, refund: null },
  refunded: { from: 'confirmed', reason: 'refunded by the dealer', payment: 'pi_3DepositPaid', refund: 're_3GivenBack' },
};

/**
 * The dealer's notice of a reservation's change to `state`, as the reservation handlers store it
 * (src/server/crm/reservation-notice.ts has the shape): kind 'reservation', category Reservation,
 * subcategory the state, the shopper, the car snapshot and the reservation.
 */
export function reservationNotice(site: SiteConfig, state: ReservationState): NewSubmission {
  const notice = NOTICE_OF[state];
  const { id, year, make, model, badge, vin, stocknum, km, price, car_type, status } = NEW_TIGUAN;
  const slug = `2025-volkswagen-tiguan-162tsi-elegance-${id}`;
  return {
    siteSlug: site.slug,
    kind: 'reservation',
    idempotencyKey: randomUUID(),
    dealershipSlug: NEW_TIGUAN.dealership_slug,
    category: 'Reservation',
    subcategory: state,
    eventId: null,
    payload: {
      user: { name: 'Jane Citizen', email: 'jane@example.com', phone: '0412 345 678', postcode: '3186', opt_in: true, terms: true },
      car: { id, slug, name: '2025 Volkswagen Tiguan 162TSI Elegance', year, make, model, badge, vin, stocknum, km, price, car_type, status },
      reservation: {
        id: RESERVATION.id,
        reference: RESERVATION.reference,
        state,
        previous_state: notice.from,
        reason: notice.reason,
        deposit: 200,
        currency: 'AUD',
        hold_expires_at: RESERVATION.holdExpiresAt,
        payment_reference: notice.payment,
        refund_reference: notice.refund,
        car_held: holdsCar(state),
      },
      page_url: `${site.url}/cars/${slug}`,
    },
    consent: { given: true, text: FORM_TEXTS.defaultOptIn, at: CONSENT_AT },
    complete: true,
  };
}

export { stored };
