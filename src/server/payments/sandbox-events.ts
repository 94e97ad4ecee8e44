/**
 * The webhook events the sandbox gateway sends: Stripe Event JSON about a Checkout Session, with the
 * fields stripe-event.ts reads and the ones a developer looks for when reading a log (amount,
 * currency, status), signed with Stripe's scheme and posted to the same path Stripe posts to. The
 * webhook handler cannot tell the sandbox from Stripe, which is the point: the local run exercises
 * the production path.
 */
import { randomBytes } from 'node:crypto';
import { RESERVATION_API } from '../../domain/routes/routes.ts';
import type { CheckoutRequest, PaymentWebhookEvent } from '../ports/payment-gateway.ts';
import { STRIPE_SIGNATURE_HEADER, signPayload } from './webhook-signature.ts';

/** The event types the sandbox sends. */
export type SandboxEventType = Exclude<PaymentWebhookEvent['type'], 'other'>;

/** A sandbox Checkout Session as an event describes it. */
export interface SandboxSessionState {
  readonly id: string;
  readonly request: CheckoutRequest;
  readonly status: 'open' | 'complete' | 'expired';
  readonly paymentStatus: 'paid' | 'unpaid';
  /** pi_sandbox_..., once the shopper has paid. */
  readonly paymentIntent: string | null;
}

/** A random id with Stripe's kind of prefix: `cs_sandbox_...`, `pi_sandbox_...`. */
export function sandboxId(prefix: 'cs' | 'pi' | 're' | 'evt'): string {
  return `${prefix}_sandbox_${randomBytes(12).toString('hex')}`;
}

/** The JSON body of an event about `session`, stamped `createdSeconds`. */
export function sandboxEventJson(type: SandboxEventType, session: SandboxSessionState, createdSeconds: number): string {
  const { request } = session;
  return JSON.stringify({
    id: sandboxId('evt'),
    object: 'event',
    created: createdSeconds,
    livemode: false,
    type,
    data: {
      object: {
        id: session.id,
        object: 'checkout.session',
        mode: 'payment',
        status: session.status,
        amount_total: request.amountMinor,
        currency: request.currency.toLowerCase(),
        client_reference_id: request.reservationId,
        customer_email: request.customerEmail,
        metadata: { reservation_id: request.reservationId, site_slug: request.siteSlug, reference: request.reference },
        payment_status: session.paymentStatus,
        payment_intent: session.paymentIntent,
      },
    },
  });
}

/** The signed POST of an event body to the webhook path on `origin`, as Stripe sends it. */
export function webhookRequest(origin: string, body: string, secret: string, nowSeconds: number): Request {
  return new Request(new URL(RESERVATION_API.paymentWebhook, origin), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', [STRIPE_SIGNATURE_HEADER]: signPayload(body, secret, nowSeconds) },
    body,
  });
}
