/**
 * The Stripe gateway through the real `stripe` SDK, talking to a local fake of Stripe's API
 * (fake-stripe.ts): what a checkout sends, that a reservation gets one page and one refund however
 * often it asks, that expiring a closed page is quiet, and that Stripe's failures reject in plain words.
 */
import { describe, expect, it } from 'vitest';
import type { CheckoutRequest } from '../../../src/server/ports/payment-gateway.ts';
import { createStripeGateway } from '../../../src/server/payments/stripe-gateway.ts';
import { FAKE_STRIPE_KEY, FakeStripe } from './fake-stripe.ts';

const EXPIRES_AT = new Date('2026-11-24T10:30:00.900Z');

function checkoutRequest(overrides: Partial<CheckoutRequest> = {}): CheckoutRequest {
  return {
    reservationId: '3f0c9a4e-2b7d-4f1e-9a6b-8c5d2e1f0a9b',
    reference: 'R-7KQ2MX9P',
    siteSlug: 'brighton-volkswagen',
    amountMinor: 50000,
    currency: 'AUD',
    description: 'Reserve deposit: 2021 Volkswagen Golf 110TSI Life (stock U24117)',
    customerEmail: 'alex@example.com',
    expiresAt: EXPIRES_AT,
    successUrl: 'https://brighton-volkswagen.example/reservations/confirmed?reservation=3f0c9a4e',
    cancelUrl: 'https://brighton-volkswagen.example/cars/2021-volkswagen-golf/reserve',
    ...overrides,
  };
}

function setUp(options: { apiVersion?: string } = {}) {
  const stripe = new FakeStripe();
  const gateway = createStripeGateway({ secretKey: FAKE_STRIPE_KEY, fetch: stripe.fetch, ...options });
  return { stripe, gateway };
}

// Each test has its own fake, so they run at once: the SDK's retries wait half a second each.
describe.concurrent('the Stripe gateway', () => {
  it('is named stripe', () => {
    expect(setUp().gateway.name).toBe('stripe');
  });

  describe('opening a payment page', () => {
    it('sends the amount, currency, description, metadata, expiry and return addresses, keyed by the reservation', async () => {
      const { stripe, gateway } = setUp();
      const session = await gateway.createCheckout(checkoutRequest());
      expect(stripe.requests).toHaveLength(1);
      const [sent] = stripe.requests;
      expect(sent).toMatchObject({ method: 'POST', path: '/v1/checkout/sessions', idempotencyKey: 'reservation-checkout-3f0c9a4e-2b7d-4f1e-9a6b-8c5d2e1f0a9b', outcome: 200 });
      expect(sent?.headers.authorization).toBe(`Bearer ${FAKE_STRIPE_KEY}`);
      expect(sent?.form).toEqual({
        mode: 'payment',
        'line_items[0][price_data][currency]': 'aud',
        'line_items[0][price_data][unit_amount]': '50000',
        'line_items[0][price_data][product_data][name]': 'Reserve deposit: 2021 Volkswagen Golf 110TSI Life (stock U24117)',
        'line_items[0][quantity]': '1',
        'metadata[reservation_id]': '3f0c9a4e-2b7d-4f1e-9a6b-8c5d2e1f0a9b',
        'metadata[site_slug]': 'brighton-volkswagen',
        'metadata[reference]': 'R-7KQ2MX9P',
        'payment_intent_data[metadata][reservation_id]': '3f0c9a4e-2b7d-4f1e-9a6b-8c5d2e1f0a9b',
        'payment_intent_data[metadata][site_slug]': 'brighton-volkswagen',
        'payment_intent_data[metadata][reference]': 'R-7KQ2MX9P',
        client_reference_id: '3f0c9a4e-2b7d-4f1e-9a6b-8c5d2e1f0a9b',
        customer_email: 'alex@example.com',
        // Whole seconds, rounded down: Stripe takes Unix seconds.
        expires_at: String(Math.floor(EXPIRES_AT.getTime() / 1000)),
        success_url: 'https://brighton-volkswagen.example/reservations/confirmed?reservation=3f0c9a4e',
        cancel_url: 'https://brighton-volkswagen.example/cars/2021-volkswagen-golf/reserve',
      });
      expect(session.sessionId).toMatch(/^cs_test_/);
      expect(session.url).toBe(`https://checkout.stripe.com/c/pay/${session.sessionId}`);
      expect(stripe.sessions.get(session.sessionId)).toMatchObject({ amount_total: 50000, currency: 'aud', status: 'open' });
    });

    it('names no payment method types, so the dashboard\'s automatic payment methods (cards, Apple Pay, Google Pay) apply', async () => {
      const { stripe, gateway } = setUp();
      await gateway.createCheckout(checkoutRequest());
      expect(Object.keys(stripe.requests[0]?.form ?? {}).filter((name) => name.startsWith('payment_method_types'))).toEqual([]);
    });

    it('opens the same page when the same reservation asks again', async () => {
      const { stripe, gateway } = setUp();
      const first = await gateway.createCheckout(checkoutRequest());
      const second = await gateway.createCheckout(checkoutRequest());
      expect(second).toEqual(first);
      expect(stripe.sessions.size).toBe(1);
      const key = 'reservation-checkout-3f0c9a4e-2b7d-4f1e-9a6b-8c5d2e1f0a9b';
      expect(stripe.requests.map((r) => r.idempotencyKey)).toEqual([key, key]);
    });

    it('opens another page for another reservation', async () => {
      const { stripe, gateway } = setUp();
      const first = await gateway.createCheckout(checkoutRequest());
      const other = await gateway.createCheckout(checkoutRequest({ reservationId: 'another-reservation', reference: 'R-22222222' }));
      expect(other.sessionId).not.toBe(first.sessionId);
      expect(stripe.sessions.size).toBe(2);
    });

    it('sends the currency in lower case for each region', async () => {
      const { stripe, gateway } = setUp();
      for (const [index, currency] of (['AUD', 'NZD', 'USD'] as const).entries()) {
        await gateway.createCheckout(checkoutRequest({ reservationId: `r-${index}`, currency }));
      }
      expect(stripe.requests.map((r) => r.form['line_items[0][price_data][currency]'])).toEqual(['aud', 'nzd', 'usd']);
    });

    it('retries a Stripe outage with the same Idempotency-Key and opens one page', async () => {
      const { stripe, gateway } = setUp();
      stripe.failNext(1, 'http-500');
      stripe.failNext(1, 'network-error');
      const session = await gateway.createCheckout(checkoutRequest());
      expect(stripe.requests.map((r) => r.outcome)).toEqual([500, 'network-error', 200]);
      expect(new Set(stripe.requests.map((r) => r.idempotencyKey))).toEqual(new Set(['reservation-checkout-3f0c9a4e-2b7d-4f1e-9a6b-8c5d2e1f0a9b']));
      expect([...stripe.sessions.keys()]).toEqual([session.sessionId]);
    });

    it('rejects in plain words naming Stripe when Stripe keeps failing (after 2 retries)', async () => {
      const { stripe, gateway } = setUp();
      stripe.failNext(3, 'http-500');
      await expect(gateway.createCheckout(checkoutRequest())).rejects.toThrow(
        /^Stripe could not open the payment page for reservation R-7KQ2MX9P: An unknown error occurred \(FakeStripe: simulated outage\)\.$/,
      );
      expect(stripe.requests).toHaveLength(3);
      expect(stripe.sessions.size).toBe(0);
    });

    it('rejects naming Stripe and the connection when Stripe cannot be reached', async () => {
      const { stripe, gateway } = setUp();
      stripe.failNext(3, 'network-error');
      await expect(gateway.createCheckout(checkoutRequest())).rejects.toThrow(/^Stripe could not open the payment page for reservation R-7KQ2MX9P: .*connection to Stripe/);
    });

    it('rejects when Stripe refuses the key', async () => {
      const stripe = new FakeStripe();
      const gateway = createStripeGateway({ secretKey: 'sk_live_not_for_tests', fetch: stripe.fetch });
      await expect(gateway.createCheckout(checkoutRequest())).rejects.toThrow(/^Stripe could not open the payment page for reservation R-7KQ2MX9P: Invalid API Key provided/);
    });

    it('sends the pinned API version when one is given', async () => {
      const { stripe, gateway } = setUp({ apiVersion: '2025-09-30.clover' });
      await gateway.createCheckout(checkoutRequest());
      expect(stripe.requests[0]?.headers['stripe-version']).toBe('2025-09-30.clover');
    });
  });

  describe('expiring a payment page', () => {
    it('expires an open page', async () => {
      const { stripe, gateway } = setUp();
      const { sessionId } = await gateway.createCheckout(checkoutRequest());
      await gateway.expireCheckout(sessionId);
      expect(stripe.sessions.get(sessionId)?.status).toBe('expired');
      expect(stripe.requestsTo(`/v1/checkout/sessions/${sessionId}/expire`, 'POST')).toHaveLength(1);
    });

    it('leaves a paid page alone and resolves (Stripe refuses, the session says complete)', async () => {
      const { stripe, gateway } = setUp();
      const { sessionId } = await gateway.createCheckout(checkoutRequest());
      stripe.completeSession(sessionId);
      await expect(gateway.expireCheckout(sessionId)).resolves.toBeUndefined();
      expect(stripe.requests.map((r) => `${r.method} ${r.path} ${r.outcome}`)).toEqual([
        'POST /v1/checkout/sessions 200',
        `POST /v1/checkout/sessions/${sessionId}/expire 400`,
        `GET /v1/checkout/sessions/${sessionId} 200`,
      ]);
      expect(stripe.sessions.get(sessionId)?.status).toBe('complete');
    });

    it('resolves for a page that has expired already', async () => {
      const { gateway } = setUp();
      const { sessionId } = await gateway.createCheckout(checkoutRequest());
      await gateway.expireCheckout(sessionId);
      await expect(gateway.expireCheckout(sessionId)).resolves.toBeUndefined();
    });

    it('rejects for a session Stripe does not know', async () => {
      const { gateway } = setUp();
      await expect(gateway.expireCheckout('cs_test_unknown')).rejects.toThrow(/^Stripe could not expire checkout session cs_test_unknown: No such checkout\.session: 'cs_test_unknown'$/);
    });

    it('rejects naming Stripe when Stripe is down', async () => {
      const { stripe, gateway } = setUp();
      const { sessionId } = await gateway.createCheckout(checkoutRequest());
      stripe.failNext(3);
      await expect(gateway.expireCheckout(sessionId)).rejects.toThrow(`Stripe could not expire checkout session ${sessionId}: An unknown error occurred`);
      expect(stripe.sessions.get(sessionId)?.status).toBe('open');
    });
  });

  describe('refunding a deposit', () => {
    it('refunds the payment for the amount, with the reservation as metadata, keyed by the reservation', async () => {
      const { stripe, gateway } = setUp();
      const { sessionId } = await gateway.createCheckout(checkoutRequest());
      const paymentId = stripe.completeSession(sessionId);
      const { refundId } = await gateway.refund({ reservationId: '3f0c9a4e-2b7d-4f1e-9a6b-8c5d2e1f0a9b', paymentId, amountMinor: 50000 });
      const [sent] = stripe.requestsTo('/v1/refunds', 'POST');
      expect(sent?.idempotencyKey).toBe('reservation-refund-3f0c9a4e-2b7d-4f1e-9a6b-8c5d2e1f0a9b');
      expect(sent?.form).toEqual({ payment_intent: paymentId, amount: '50000', 'metadata[reservation_id]': '3f0c9a4e-2b7d-4f1e-9a6b-8c5d2e1f0a9b' });
      expect(refundId).toMatch(/^re_test_/);
      expect(stripe.refunds.get(refundId)).toMatchObject({ amount: 50000, currency: 'aud', payment_intent: paymentId, status: 'succeeded' });
    });

    it('refunds a reservation once however often it is asked', async () => {
      const { stripe, gateway } = setUp();
      const request = { reservationId: 'r-1', paymentId: 'pi_test_paid', amountMinor: 20000 };
      const first = await gateway.refund(request);
      const second = await gateway.refund(request);
      expect(second).toEqual(first);
      expect(stripe.refunds.size).toBe(1);
    });

    it('rejects naming Stripe and the cause when Stripe refuses the refund', async () => {
      const { stripe, gateway } = setUp();
      const { sessionId } = await gateway.createCheckout(checkoutRequest());
      const paymentId = stripe.completeSession(sessionId);
      await expect(gateway.refund({ reservationId: 'r-1', paymentId, amountMinor: 60000 })).rejects.toThrow(
        `Stripe could not refund payment ${paymentId} of reservation r-1: Refund amount (60000) is greater than unrefunded amount on charge (50000)`,
      );
      expect(stripe.refunds.size).toBe(0);
    });

    it('keeps Stripe\'s error as the cause', async () => {
      const { stripe, gateway } = setUp();
      stripe.failNext(3);
      const failure = await gateway.refund({ reservationId: 'r-1', paymentId: 'pi_test_1', amountMinor: 100 }).catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(Error);
      expect((failure as Error).cause).toMatchObject({ type: 'StripeAPIError', statusCode: 500 });
    });
  });
});
