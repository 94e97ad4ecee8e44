/**
 * The one reader of gateway events: real-shaped Stripe Event JSON (an event envelope around a full
 * Checkout Session, as Stripe's API reference shows them) becomes the port's PaymentWebhookEvent,
 * extra fields are ignored, wrong ones are refused with the path and the problem, and each event
 * maps to the reservation event it means.
 */
import { describe, expect, it } from 'vitest';
import type { PaymentWebhookEvent } from '../../../src/server/ports/payment-gateway.ts';
import { parsePaymentEvent, reservationEventOf } from '../../../src/server/payments/stripe-event.ts';

const CREATED = 1_795_000_000;

/** A Checkout Session as Stripe sends it in an event, with every field Stripe adds that we ignore. */
function checkoutSession(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    id: 'cs_test_a1b2c3d4e5f6g7h8i9j0k1l2m3n4o5p6q7r8s9t0u1v2w3x4y5z6',
    object: 'checkout.session',
    adaptive_pricing: { enabled: true },
    after_expiration: null,
    allow_promotion_codes: null,
    amount_subtotal: 50000,
    amount_total: 50000,
    automatic_tax: { enabled: false, liability: null, provider: null, status: null },
    billing_address_collection: null,
    cancel_url: 'https://brighton-volkswagen.example/cars/2021-volkswagen-golf/reserve',
    client_reference_id: '3f0c9a4e-2b7d-4f1e-9a6b-8c5d2e1f0a9b',
    client_secret: null,
    collected_information: null,
    consent: null,
    consent_collection: null,
    created: CREATED - 600,
    currency: 'aud',
    currency_conversion: null,
    custom_fields: [],
    custom_text: { after_submit: null, shipping_address: null, submit: null, terms_of_service_acceptance: null },
    customer: null,
    customer_creation: 'if_required',
    customer_details: { address: null, email: 'alex@example.com', name: 'Alex Citizen', phone: null, tax_exempt: 'none', tax_ids: [] },
    customer_email: 'alex@example.com',
    discounts: [],
    expires_at: CREATED + 1200,
    invoice: null,
    invoice_creation: { enabled: false, invoice_data: { account_tax_ids: null, custom_fields: null, description: null, footer: null, issuer: null, metadata: {}, rendering_options: null } },
    livemode: false,
    locale: null,
    metadata: { reservation_id: '3f0c9a4e-2b7d-4f1e-9a6b-8c5d2e1f0a9b', site_slug: 'brighton-volkswagen', reference: 'R-7KQ2MX9P' },
    mode: 'payment',
    origin_context: null,
    payment_intent: 'pi_3SxYzAbCdEfGhIjK0aBcDeFg',
    payment_link: null,
    payment_method_collection: 'if_required',
    payment_method_configuration_details: { id: 'pmc_1SxYzAbCdEfGhIjK', parent: null },
    payment_method_options: { card: { request_three_d_secure: 'automatic' } },
    payment_method_types: ['card', 'link'],
    payment_status: 'paid',
    permissions: null,
    phone_number_collection: { enabled: false },
    recovered_from: null,
    saved_payment_method_options: null,
    setup_intent: null,
    shipping_address_collection: null,
    shipping_cost: null,
    shipping_options: [],
    status: 'complete',
    submit_type: null,
    subscription: null,
    success_url: 'https://brighton-volkswagen.example/reservations/confirmed?reservation=3f0c9a4e-2b7d-4f1e-9a6b-8c5d2e1f0a9b',
    total_details: { amount_discount: 0, amount_shipping: 0, amount_tax: 0 },
    ui_mode: 'hosted',
    url: null,
    wallet_options: null,
    ...overrides,
  };
}

/** A Stripe Event around `object`. */
function stripeEvent(type: string, object: Record<string, unknown>, overrides: Record<string, unknown> = {}): string {
  return JSON.stringify({
    id: 'evt_1SxYzAbCdEfGhIjKlMnOpQrS',
    object: 'event',
    api_version: '2026-10-28.endive',
    created: CREATED,
    data: { object },
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
    ...overrides,
  });
}

function parsed(json: string): PaymentWebhookEvent {
  const result = parsePaymentEvent(json);
  if (!result.ok) throw new Error(`expected the event to be read, but: ${result.reason}`);
  return result.event;
}

const SESSION_ID = checkoutSession().id;

describe('reading Stripe events', () => {
  it('reads a completed, paid checkout into the port\'s event', () => {
    expect(parsed(stripeEvent('checkout.session.completed', checkoutSession()))).toEqual({
      id: 'evt_1SxYzAbCdEfGhIjKlMnOpQrS',
      type: 'checkout.session.completed',
      created: CREATED,
      session: {
        id: SESSION_ID,
        reservationId: '3f0c9a4e-2b7d-4f1e-9a6b-8c5d2e1f0a9b',
        siteSlug: 'brighton-volkswagen',
        paymentStatus: 'paid',
        paymentId: 'pi_3SxYzAbCdEfGhIjK0aBcDeFg',
      },
    });
  });

  const sessions: [string, string, Record<string, unknown>, Partial<NonNullable<PaymentWebhookEvent['session']>>][] = [
    ['a completed checkout paid by a method that settles later', 'checkout.session.completed', { payment_status: 'unpaid' }, { paymentStatus: 'unpaid' }],
    ['a later payment that succeeded', 'checkout.session.async_payment_succeeded', {}, { paymentStatus: 'paid' }],
    ['a later payment that failed', 'checkout.session.async_payment_failed', { payment_status: 'unpaid' }, { paymentStatus: 'unpaid' }],
    ['an expired checkout, with no payment', 'checkout.session.expired', { status: 'expired', payment_status: 'unpaid', payment_intent: null }, { paymentStatus: 'unpaid', paymentId: null }],
    ['a session that asked for no payment', 'checkout.session.completed', { payment_status: 'no_payment_required', payment_intent: null }, { paymentStatus: 'no_payment_required', paymentId: null }],
    ['an expanded payment_intent (its id is read)', 'checkout.session.completed', { payment_intent: { id: 'pi_expanded', object: 'payment_intent', amount: 50000 } }, { paymentId: 'pi_expanded' }],
    ['a session that is not ours (no metadata of ours)', 'checkout.session.completed', { metadata: { order: '1234' } }, { reservationId: null, siteSlug: null }],
    ['a session with null metadata', 'checkout.session.completed', { metadata: null }, { reservationId: null, siteSlug: null }],
    ['a session with an empty site_slug', 'checkout.session.completed', { metadata: { reservation_id: 'r-1', site_slug: '' } }, { reservationId: 'r-1', siteSlug: null }],
  ];
  it.each(sessions)('reads %s', (_, type, change, expected) => {
    const event = parsed(stripeEvent(type, checkoutSession(change)));
    expect(event.type).toBe(type);
    expect(event.session).toMatchObject(expected);
  });

  it('reads any other event type as "other", without a session, whatever its object', () => {
    const charge = { id: 'ch_3Sx', object: 'charge', amount: 50000, refunded: true };
    expect(parsed(stripeEvent('charge.refunded', charge))).toEqual({ id: 'evt_1SxYzAbCdEfGhIjKlMnOpQrS', type: 'other', created: CREATED, session: null });
  });

  it('reads a checkout type it does not act on as "other"', () => {
    expect(parsed(stripeEvent('checkout.session.updated', checkoutSession())).type).toBe('other');
  });

  it('ignores fields Stripe adds in later API versions', () => {
    const event = parsed(stripeEvent('checkout.session.completed', checkoutSession({ brand_new_field: { nested: true } }), { context: 'acct_123', another: 1 }));
    expect(event.session?.id).toBe(SESSION_ID);
  });

  const refused: [string, string, string][] = [
    ['a body that is not JSON', '{"id": "evt_1', 'the event is not valid JSON'],
    ['a JSON array', '[]', '(root): expected an object, got a list'],
    ['an event without an id', stripeEvent('checkout.session.completed', checkoutSession(), { id: undefined }), 'id: is required (expected a string)'],
    ['a session object passed as the event', JSON.stringify(checkoutSession()), 'object: expected "event", got the text "checkout.session"; type: is required (expected a string)'],
    ['a created time that is not a number', stripeEvent('checkout.session.completed', checkoutSession(), { created: '2026-11-24' }), 'created: expected a number, got the text "2026-11-24"'],
    ['a checkout event without data', stripeEvent('checkout.session.completed', checkoutSession(), { data: undefined }), 'data: is required (expected an object)'],
    ['a checkout event about another object', stripeEvent('checkout.session.completed', checkoutSession({ object: 'payment_intent' })), 'data.object.object: expected "checkout.session", got the text "payment_intent"'],
    ['an unknown payment status', stripeEvent('checkout.session.completed', checkoutSession({ payment_status: 'pending' })), 'data.object.payment_status: expected one of "paid", "unpaid", "no_payment_required", got the text "pending"'],
    ['a missing payment status', stripeEvent('checkout.session.completed', checkoutSession({ payment_status: undefined })), 'data.object.payment_status: expected one of "paid", "unpaid", "no_payment_required", got undefined'],
    ['a reservation id that is not text', stripeEvent('checkout.session.completed', checkoutSession({ metadata: { reservation_id: 42 } })), 'data.object.metadata.reservation_id: expected a string, got the number 42'],
    ['a payment_intent that is a number', stripeEvent('checkout.session.completed', checkoutSession({ payment_intent: 7 })), 'data.object.payment_intent: expected a PaymentIntent id, an expanded PaymentIntent or null'],
  ];
  it.each(refused)('refuses %s, naming the path and the problem', (_, json, reason) => {
    expect(parsePaymentEvent(json)).toEqual({ ok: false, reason });
  });
});

describe('what an event means for its reservation', () => {
  const session = (paymentStatus: 'paid' | 'unpaid' | 'no_payment_required') => ({ id: 'cs_1', reservationId: 'r-1', siteSlug: 's', paymentStatus, paymentId: 'pi_1' });
  const meanings: [PaymentWebhookEvent['type'], 'paid' | 'unpaid' | 'no_payment_required' | null, string | null][] = [
    ['checkout.session.completed', 'paid', 'paid'],
    ['checkout.session.completed', 'no_payment_required', 'paid'],
    ['checkout.session.completed', 'unpaid', 'payment_processing'],
    ['checkout.session.async_payment_succeeded', 'paid', 'payment_succeeded'],
    ['checkout.session.async_payment_failed', 'unpaid', 'payment_failed'],
    ['checkout.session.expired', 'unpaid', 'checkout_expired'],
    ['other', null, null],
  ];
  it.each(meanings)('%s with payment status %s is %s', (type, paymentStatus, meaning) => {
    const event: PaymentWebhookEvent = { id: 'evt_1', type, created: CREATED, session: paymentStatus === null ? null : session(paymentStatus) };
    expect(reservationEventOf(event)).toBe(meaning);
  });

  it('an event without a session means nothing, whatever its type', () => {
    expect(reservationEventOf({ id: 'evt_1', type: 'checkout.session.completed', created: CREATED, session: null })).toBeNull();
  });

  it('each event the parser reads from Stripe JSON maps as its type says', () => {
    const completed = parsed(stripeEvent('checkout.session.completed', checkoutSession({ payment_status: 'unpaid' })));
    expect(reservationEventOf(completed)).toBe('payment_processing');
  });
});
