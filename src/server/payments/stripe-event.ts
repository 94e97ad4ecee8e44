/**
 * The one reader of payment gateway events: Stripe's Event JSON (https://docs.stripe.com/api/events/object)
 * about a Checkout Session (https://docs.stripe.com/api/checkout/sessions/object), which the sandbox
 * gateway sends in the same shape. It reshapes them into the port's PaymentWebhookEvent, so nothing else
 * knows Stripe's field names, and says which reservation event each one is.
 *
 * Lenient about fields we do not read (Stripe adds fields in new API versions, and an event carries
 * dozens), strict about the ones we do: a wrong type or an unknown payment status is refused, never
 * guessed at.
 */
import { z, type core } from 'zod';
import { describeIssue, formatJsonPath } from '../../config/config-errors.ts';
import type { ReservationEvent } from '../../domain/reservations/reservation.ts';
import type { PaymentWebhookEvent } from '../ports/payment-gateway.ts';

/** The Checkout Session event types we act on; every other type is read as 'other'. */
export const CHECKOUT_EVENT_TYPES = [
  'checkout.session.completed',
  'checkout.session.async_payment_succeeded',
  'checkout.session.async_payment_failed',
  'checkout.session.expired',
] as const satisfies readonly PaymentWebhookEvent['type'][];

type CheckoutEventType = (typeof CHECKOUT_EVENT_TYPES)[number];

function isCheckoutEventType(type: string): type is CheckoutEventType {
  return (CHECKOUT_EVENT_TYPES as readonly string[]).includes(type);
}

/**
 * An id the reservation's history records. The database's text holds no NUL character and no half
 * of a surrogate pair, so such an id is refused here, as any unreadable event is (400), rather than
 * failing the write with a 503 the gateway would retry for days.
 */
const storableId = () =>
  z
    .string()
    .min(1)
    .refine((text) => !text.includes('\u0000') && text.isWellFormed(), { error: 'must not hold a NUL character or a broken Unicode sequence' });

/** What every event carries, whatever its type. Unknown fields are dropped (Zod's default), not refused. */
const EventEnvelopeSchema = z.object({
  /** evt_...: the handler records it so a redelivered event changes nothing. */
  id: storableId(),
  object: z.literal('event'),
  type: z.string().min(1),
  /** Unix seconds. */
  created: z.number().int().nonnegative(),
});

/** The part of a Checkout Session we read. */
const CheckoutSessionSchema = z.object({
  /** cs_... */
  id: storableId(),
  object: z.literal('checkout.session'),
  /** Set by createCheckout; null or without our keys for a session some other integration made. */
  metadata: z
    .object({
      reservation_id: z.string().optional(),
      site_slug: z.string().optional(),
    })
    .nullable(),
  payment_status: z.enum(['paid', 'unpaid', 'no_payment_required']),
  /** An id, or the PaymentIntent itself when the event was expanded; null until a payment is made. */
  payment_intent: z.union([storableId(), z.object({ id: storableId() }), z.null()], {
    error: 'expected a PaymentIntent id, an expanded PaymentIntent or null',
  }),
});

const CheckoutEventSchema = z.object({ data: z.object({ object: CheckoutSessionSchema }) });

/** The event, or why it cannot be read. */
export type ParsedPaymentEvent = { readonly ok: true; readonly event: PaymentWebhookEvent } | { readonly ok: false; readonly reason: string };

function issuesText(issues: readonly core.$ZodIssue[]): string {
  return issues.map((issue) => `${formatJsonPath(issue.path)}: ${describeIssue(issue)}`).join('; ');
}

/** Metadata values are text; an empty one means the key is not set (Stripe drops empty values). */
function metadataValue(value: string | undefined): string | null {
  return value === undefined || value === '' ? null : value;
}

/** Reads a gateway event from its raw JSON body. Reasons name the JSON path and the problem. */
export function parsePaymentEvent(json: string): ParsedPaymentEvent {
  let body: unknown;
  try {
    body = JSON.parse(json);
  } catch {
    return { ok: false, reason: 'the event is not valid JSON' };
  }
  const envelope = EventEnvelopeSchema.safeParse(body, { reportInput: true });
  if (!envelope.success) return { ok: false, reason: issuesText(envelope.error.issues) };
  const { id, type, created } = envelope.data;
  if (!isCheckoutEventType(type)) return { ok: true, event: { id, type: 'other', created, session: null } };
  const checkout = CheckoutEventSchema.safeParse(body, { reportInput: true });
  if (!checkout.success) return { ok: false, reason: issuesText(checkout.error.issues) };
  const session = checkout.data.data.object;
  const paymentIntent = session.payment_intent;
  return {
    ok: true,
    event: {
      id,
      type,
      created,
      session: {
        id: session.id,
        reservationId: metadataValue(session.metadata?.reservation_id),
        siteSlug: metadataValue(session.metadata?.site_slug),
        paymentStatus: session.payment_status,
        paymentId: typeof paymentIntent === 'string' ? paymentIntent : (paymentIntent?.id ?? null),
      },
    },
  };
}

/**
 * What a gateway event means for its reservation, or null when it means nothing (an event type we do
 * not act on). A completed checkout is paid unless its payment settles later (payment_status
 * 'unpaid', e.g. a bank debit); 'no_payment_required' cannot happen for a deposit above zero, and is
 * read as paid because the session asks for nothing more. An event without a session (only 'other'
 * has none when parsePaymentEvent reads it) names no reservation, so it means nothing either.
 */
export function reservationEventOf(event: PaymentWebhookEvent): ReservationEvent | null {
  if (event.session === null) return null;
  switch (event.type) {
    case 'checkout.session.completed':
      return event.session.paymentStatus === 'unpaid' ? 'payment_processing' : 'paid';
    case 'checkout.session.async_payment_succeeded':
      return 'payment_succeeded';
    case 'checkout.session.async_payment_failed':
      return 'payment_failed';
    case 'checkout.session.expired':
      return 'checkout_expired';
    case 'other':
      return null;
  }
}
