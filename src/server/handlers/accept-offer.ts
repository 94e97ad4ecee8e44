/**
 * POST /api/offer-accepted: the shopper accepted the trade-in offer on a lead (lead_id,
 * form_completed, offer_accepted). It is a later step of that lead: the flags are merged into the
 * lead, and form_completed completes it, which queues its CRM delivery if it was not complete yet
 * (a lead is delivered once). Accepting the offer makes the lead's event id 18 (spec section 9:
 * trade-in offer accepted), so the CRM sees what happened. A retry (the same Idempotency-Key)
 * changes nothing; a second acceptance with a new key finds the lead already complete and 18, and
 * queues no second delivery. A lead_id of another site, or of no lead, answers 404.
 */
import { leadEvent } from '../../domain/leads/event-ids.ts';
import { API_TEXTS, errorResponse, leadIdResponse } from '../http/responses.ts';
import { validateBody } from '../http/validation.ts';
import { crmOutbox, handlePost, keyReusedResponse, useStore } from './common.ts';
import type { HandlerDeps } from './deps.ts';
import { offerAcceptedSchema } from './schemas.ts';

/** Handles POST /api/offer-accepted. */
export function acceptOffer(request: Request, deps: HandlerDeps): Promise<Response> {
  return handlePost(request, deps, async (body, idempotencyKey) => {
    const validated = await validateBody(offerAcceptedSchema(), body);
    if (!validated.ok) return validated.response;
    const offer = validated.value;
    const result = await useStore(deps, (store) =>
      store.addStep(
        deps.site.slug,
        offer.lead_id,
        {
          idempotencyKey,
          payload: { form_completed: offer.form_completed, offer_accepted: offer.offer_accepted, offer_accepted_at: deps.now().toISOString() },
          complete: offer.form_completed,
          ...(offer.offer_accepted ? { eventId: leadEvent({ kind: 'trade_in_offer_accepted' }).eventId } : {}),
        },
        crmOutbox(deps.site),
      ),
    );
    if (result === null) return errorResponse(404, API_TEXTS.leadNotFound);
    if (result.submission.id !== offer.lead_id) return keyReusedResponse();
    return leadIdResponse(result.submission.id, !result.created);
  });
}
