/**
 * The payment gateway port (docs/architecture.md, Calls, ports and adapters): how a reserve deposit is taken and given
 * back. Two adapters behind it:
 * - Stripe Checkout (src/server/payments/stripe-gateway.ts): production. A hosted payment page, so card data never
 *   touches our servers (PCI SAQ A), and Apple Pay and Google Pay need no per-domain registration.
 * - The sandbox gateway (src/server/payments/sandbox-gateway.ts): local and tests, clearly labelled, takes no money. Its
 *   payment page is served by the local server and it drives the same webhook path, signed the same
 *   way (src/server/payments/webhook-signature.ts), as Stripe.
 *
 * Every call that moves money or makes a page is idempotent per reservation (Stripe's
 * Idempotency-Key), so a retry after a timeout never makes a second page or a second refund.
 */

/** Which adapter: the site config's `payments.gateway`. */
export type GatewayName = 'stripe' | 'sandbox';

/** A payment page to open for a reservation. Every amount comes from the server's config and feed. */
export interface CheckoutRequest {
  readonly reservationId: string;
  /** The shopper's reference (R-XXXXXXXX), shown on the payment page. */
  readonly reference: string;
  readonly siteSlug: string;
  /** Whole minor units (cents). */
  readonly amountMinor: number;
  readonly currency: 'AUD' | 'NZD' | 'USD';
  /** What is paid for: "Reserve deposit: 2024 Volkswagen Tiguan ... (stock U1234)". */
  readonly description: string;
  readonly customerEmail: string;
  /** The page stops taking payments then: the hold's expiry (30 minutes to 24 hours ahead). */
  readonly expiresAt: Date;
  /** Where the shopper returns after paying (our confirmation page). */
  readonly successUrl: string;
  /** Where the shopper returns after giving up (our checkout page). */
  readonly cancelUrl: string;
}

/** An opened payment page. */
export interface CheckoutSession {
  /** The gateway's id (Stripe: cs_...). */
  readonly sessionId: string;
  /** Where to send the shopper. */
  readonly url: string;
}

/** A deposit to give back. */
export interface RefundRequest {
  readonly reservationId: string;
  /** The payment to refund (Stripe: pi_...), from the webhook event that reported it. */
  readonly paymentId: string;
  readonly amountMinor: number;
}

/** The gateway. Every method rejects with an Error saying why when the gateway cannot be reached. */
export interface PaymentGateway {
  readonly name: GatewayName;
  /** Opens the payment page of a reservation; the same reservation always gets the same page. */
  createCheckout(request: CheckoutRequest): Promise<CheckoutSession>;
  /** Closes a payment page so it takes no more money; a page already closed or paid is left alone. */
  expireCheckout(sessionId: string): Promise<void>;
  /** Refunds a deposit in full; the same reservation is refunded at most once. Answers the refund's id. */
  refund(request: RefundRequest): Promise<{ readonly refundId: string }>;
}

/**
 * A gateway event as the webhook handler needs it, read from the gateway's JSON by one reader
 * (stripe-event.ts): the sandbox sends the same shape.
 */
export interface PaymentWebhookEvent {
  /** The gateway's event id (Stripe: evt_...): recorded so a repeat changes nothing. */
  readonly id: string;
  /** The event types we act on; any other type is acknowledged and ignored. */
  readonly type:
    | 'checkout.session.completed'
    | 'checkout.session.async_payment_succeeded'
    | 'checkout.session.async_payment_failed'
    | 'checkout.session.expired'
    | 'other';
  /** Unix seconds, as the gateway stamped the event. */
  readonly created: number;
  /** The checkout session the event is about; null for 'other'. */
  readonly session: {
    readonly id: string;
    /** From the session's metadata; null when the session is not one of ours. */
    readonly reservationId: string | null;
    readonly siteSlug: string | null;
    /** 'paid', 'unpaid' (a method that settles later) or 'no_payment_required'. */
    readonly paymentStatus: 'paid' | 'unpaid' | 'no_payment_required';
    /** The payment (Stripe: pi_...), once there is one. */
    readonly paymentId: string | null;
  } | null;
}
