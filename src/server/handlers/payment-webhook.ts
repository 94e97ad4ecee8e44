/**
 * POST /api/payments/webhook: the payment gateway's events, Stripe's or the local
 * sandbox's, signed the same way. The signature is checked on the raw body before anything is read
 * (Stripe's scheme, 300 s tolerance, timestamps from the future refused); the event is read by the
 * one reader of gateway JSON and applied to its reservation in one transaction with its id recorded,
 * so a replayed or duplicated event changes nothing. Fulfilment happens here and only here, never
 * from the shopper's return page.
 *
 * Answers: 200 once the event is applied, a duplicate, or not ours (another site's, another kind);
 * 400 for a bad signature or an unreadable event (a retry cannot mend it); 503 when the store or a
 * refund failed (nothing was recorded, so the gateway's retry applies it).
 */
import { parsePaymentEvent, reservationEventOf } from '../payments/stripe-event.ts';
import { STRIPE_SIGNATURE_HEADER, verifySignature } from '../payments/webhook-signature.ts';
import { readBodyText } from '../http/guards.ts';
import { errorResponse, jsonResponse } from '../http/responses.ts';
import { StoreFailure, useReservations } from './common.ts';
import type { HandlerDeps } from './deps.ts';
import { reservationEffects } from './reservation-effects.ts';
import { reservationNotices } from './reservation-notice.ts';

/** Stripe's largest event payloads are well under this. */
const MAX_WEBHOOK_BYTES = 256 * 1024;

export const WEBHOOK_TEXTS = {
  methodNotAllowed: 'This address only accepts POST requests.',
  unreadable: 'The event body could not be read.',
  badSignature: (reason: string) => `The event signature is not valid: ${reason}`,
  badEvent: (reason: string) => `The event could not be read: ${reason}`,
  unavailable: 'The event could not be applied just now; send it again later.',
} as const;

function received(outcome: string): Response {
  return jsonResponse(200, { received: true, outcome });
}

/** Handles POST /api/payments/webhook. */
export async function paymentWebhook(request: Request, deps: HandlerDeps): Promise<Response> {
  if (request.method !== 'POST') return errorResponse(405, WEBHOOK_TEXTS.methodNotAllowed, {}, { Allow: 'POST' });
  const payload = await readBodyText(request, MAX_WEBHOOK_BYTES);
  if (payload === null) return errorResponse(400, WEBHOOK_TEXTS.unreadable);
  const now = deps.now();
  const signature = verifySignature(payload, request.headers.get(STRIPE_SIGNATURE_HEADER), deps.payments.webhookSecret, Math.floor(now.getTime() / 1000));
  if (!signature.ok) return errorResponse(400, WEBHOOK_TEXTS.badSignature(signature.reason));
  const parsed = parsePaymentEvent(payload);
  if (!parsed.ok) return errorResponse(400, WEBHOOK_TEXTS.badEvent(parsed.reason));
  const { event } = parsed;
  const reservationEvent = reservationEventOf(event);
  if (reservationEvent === null || event.session === null) return received(`ignored: ${event.type} events are not used`);
  if (event.session.reservationId === null) return received('ignored: not a reservation\'s payment');
  if (event.session.siteSlug !== deps.site.slug) return received('ignored: another site\'s reservation');
  const { reservationId, paymentId } = event.session;
  try {
    const result = await useReservations(deps, (store) =>
      store.applyEvent(
        {
          siteSlug: deps.site.slug,
          reservationId,
          event: reservationEvent,
          source: `event:${event.id}`,
          gatewayEvent: { provider: deps.payments.gateway.name, id: event.id, type: event.type },
          paymentId,
        },
        now,
        reservationEffects(deps),
        reservationNotices(deps.site),
      ),
    );
    switch (result.kind) {
      case 'moved':
        return received(`applied: ${result.reservation.reference} is ${result.reservation.state}`);
      case 'unchanged':
        return received(`unchanged: ${result.reason}`);
      case 'duplicate':
        return received('duplicate: this event was applied before');
      case 'refused':
        return received(`unchanged: ${result.reason}`);
      case 'not_found':
        return received('ignored: no such reservation on this site');
    }
  } catch (error) {
    const cause = error instanceof StoreFailure ? error.cause : error;
    deps.logError(`${deps.site.slug}: payment event ${event.id} (${event.type}) could not be applied`, cause);
    return errorResponse(503, WEBHOOK_TEXTS.unavailable, {}, { 'Retry-After': '60' });
  }
}
