/**
 * POST /api/phone-reveal: records that a shopper revealed a car's phone number (car_id,
 * dealership_id, website_id) with the phone-click event (25). A reveal is not delivered to the CRM.
 */
import { leadEvent } from '../../domain/leads/event-ids.ts';
import { leadIdResponse } from '../http/responses.ts';
import { validateBody } from '../http/validation.ts';
import { handlePost, keyReusedResponse, useStore } from './common.ts';
import type { HandlerDeps } from './deps.ts';
import { phoneRevealSchema } from './schemas.ts';

/** Handles POST /api/phone-reveal. */
export function revealPhone(request: Request, deps: HandlerDeps): Promise<Response> {
  return handlePost(request, deps, async (body, idempotencyKey) => {
    const validated = await validateBody(phoneRevealSchema(deps.site), body);
    if (!validated.ok) return validated.response;
    const reveal = validated.value;
    const dealership = deps.site.dealerships.find((candidate) => candidate.id === reveal.dealership_id);
    const result = await useStore(deps, (store) =>
      store.record(
        {
          siteSlug: deps.site.slug,
          kind: 'phone-reveal',
          idempotencyKey,
          dealershipSlug: dealership?.slug ?? null,
          category: null,
          subcategory: null,
          eventId: leadEvent({ kind: 'phone_click' }).eventId,
          payload: { car_id: reveal.car_id, dealership_id: reveal.dealership_id, website_id: reveal.website_id ?? deps.site.slug },
          consent: null,
          complete: true,
        },
        [],
      ),
    );
    if (!result.created && result.submission.kind !== 'phone-reveal') return keyReusedResponse();
    return leadIdResponse(result.submission.id, !result.created);
  });
}
