/**
 * The production payment gateway: Stripe Checkout through the `stripe` SDK. Stripe hosts the payment
 * page, so card data never reaches our servers; what we send is the amount, the currency, what it is
 * for and our reservation's ids as metadata, which come back on every webhook event (stripe-event.ts).
 *
 * The SDK talks through `fetch` (its fetch client), so the Netlify runtime needs no Node HTTP agent
 * and tests hand it a local fake of Stripe's API instead of the network. Every call that creates
 * something carries an Idempotency-Key derived from the reservation: a retry, by the SDK after a
 * timeout or by our handler after a crash, gets the first answer back instead of a second page or a
 * second refund.
 */
import Stripe from 'stripe';
import type { CheckoutRequest, CheckoutSession, PaymentGateway, RefundRequest } from '../ports/payment-gateway.ts';

export interface StripeGatewayOptions {
  /** The account's secret key (sk_live_... or sk_test_...), or a restricted key with Checkout and Refunds write access. */
  readonly secretKey: string;
  /** The fetch the SDK sends requests with; tests pass a local fake. Defaults to the global fetch. */
  readonly fetch?: typeof fetch;
  /** Pins a Stripe API version; without it the SDK sends the version it was built for. */
  readonly apiVersion?: string;
}

/**
 * Retries of a failed request (a timeout, a dropped connection, a 409 or a 5xx) before a call rejects.
 * Safe because each request keeps its Idempotency-Key across retries.
 */
const MAX_NETWORK_RETRIES = 2;
/** Milliseconds per request attempt: a handler waiting on Stripe should fail well inside the function's own limit. */
const REQUEST_TIMEOUT_MS = 10_000;

/** The Idempotency-Key of a reservation's checkout: one payment page per reservation. */
function checkoutIdempotencyKey(reservationId: string): string {
  return `reservation-checkout-${reservationId}`;
}

/** The Idempotency-Key of a reservation's refund: one refund per reservation. */
function refundIdempotencyKey(reservationId: string): string {
  return `reservation-refund-${reservationId}`;
}

function causeText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** A plain Error naming Stripe, what failed and why, keeping the SDK's error as the cause. */
function stripeFailure(action: string, error: unknown): Error {
  return new Error(`Stripe could not ${action}: ${causeText(error)}`, { cause: error });
}

function createClient(options: StripeGatewayOptions): Stripe {
  const config: Stripe.StripeConfig = {
    httpClient: Stripe.createFetchHttpClient(options.fetch ?? fetch),
    maxNetworkRetries: MAX_NETWORK_RETRIES,
    timeout: REQUEST_TIMEOUT_MS,
  };
  // The SDK's type names only the version it was built for, but any version string is valid at run
  // time; what we read back (session id and url, refund id) is the same in every version.
  if (options.apiVersion !== undefined) config.apiVersion = options.apiVersion as Stripe.LatestApiVersion;
  return new Stripe(options.secretKey, config);
}

/** The Checkout Session parameters of a reservation's payment page. */
function sessionParams(request: CheckoutRequest): Stripe.Checkout.SessionCreateParams {
  const metadata = { reservation_id: request.reservationId, site_slug: request.siteSlug, reference: request.reference };
  return {
    mode: 'payment',
    // No payment_method_types: the account's automatic payment methods (the dashboard's settings) offer
    // cards, Apple Pay and Google Pay where the shopper's device supports them, and whatever the dealer
    // turns on later, with no code change.
    line_items: [
      {
        price_data: {
          currency: request.currency.toLowerCase(),
          unit_amount: request.amountMinor,
          product_data: { name: request.description },
        },
        quantity: 1,
      },
    ],
    metadata,
    // The same ids on the PaymentIntent, so the dashboard's payment and refund pages show them too.
    payment_intent_data: { metadata },
    client_reference_id: request.reservationId,
    customer_email: request.customerEmail,
    expires_at: Math.floor(request.expiresAt.getTime() / 1000),
    success_url: request.successUrl,
    cancel_url: request.cancelUrl,
  };
}

/** A Stripe answer that the request itself was refused (400), rather than that the session does not exist. */
function isRefusedRequest(error: unknown): error is Stripe.errors.StripeInvalidRequestError {
  return error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode !== 404 && error.code !== 'resource_missing';
}

/** The payment gateway on Stripe Checkout. */
export function createStripeGateway(options: StripeGatewayOptions): PaymentGateway {
  const stripe = createClient(options);

  async function createCheckout(request: CheckoutRequest): Promise<CheckoutSession> {
    let session: Stripe.Checkout.Session;
    try {
      session = await stripe.checkout.sessions.create(sessionParams(request), { idempotencyKey: checkoutIdempotencyKey(request.reservationId) });
    } catch (error) {
      throw stripeFailure(`open the payment page for reservation ${request.reference}`, error);
    }
    // Hosted sessions always have a url; an embedded or custom ui_mode would not, and we never ask for one.
    if (session.url === null) throw new Error(`Stripe opened checkout session ${session.id} without a payment page address`);
    return { sessionId: session.id, url: session.url };
  }

  async function expireCheckout(sessionId: string): Promise<void> {
    try {
      await stripe.checkout.sessions.expire(sessionId);
    } catch (error) {
      if (!isRefusedRequest(error)) throw stripeFailure(`expire checkout session ${sessionId}`, error);
      // Stripe refuses to expire a session that is not open. Its answer says so only in words, so the
      // session's own status decides whether this is "already closed" (fine) or a real refusal.
      let status: Stripe.Checkout.Session['status'];
      try {
        status = (await stripe.checkout.sessions.retrieve(sessionId)).status;
      } catch (retrieveError) {
        throw stripeFailure(`expire checkout session ${sessionId}`, retrieveError);
      }
      if (status === 'open') throw stripeFailure(`expire checkout session ${sessionId}`, error);
    }
  }

  async function refund(request: RefundRequest): Promise<{ readonly refundId: string }> {
    try {
      const created = await stripe.refunds.create(
        { payment_intent: request.paymentId, amount: request.amountMinor, metadata: { reservation_id: request.reservationId } },
        { idempotencyKey: refundIdempotencyKey(request.reservationId) },
      );
      return { refundId: created.id };
    } catch (error) {
      throw stripeFailure(`refund payment ${request.paymentId} of reservation ${request.reservationId}`, error);
    }
  }

  return { name: 'stripe', createCheckout, expireCheckout, refund };
}
