/**
 * POST /api/forms: the generic form submit of spec section 7 (category, form fields,
 * additional_services, dealership_slug, page_id, opt_in, subcategory). The server applies the
 * domain's payload rules again with the site's own locations, so checkbox options become
 * additional services, radio option lists are dropped, a service booking's dealership comes from
 * its 'Service Location', and a Careers Enquiry is filed as the spec says, whatever the client did.
 */
import { FORM_TEXTS } from '../../domain/texts.ts';
import { CAREER_ENQUIRY_SUBCATEGORY, CAREERS_ENQUIRY_CATEGORY, leadEvent } from '../../domain/leads/event-ids.ts';
import { buildGenericFormPayload } from '../../domain/leads/generic-form-payload.ts';
import { leadIdResponse } from '../http/responses.ts';
import { validateBody } from '../http/validation.ts';
import { consentOf, crmOutbox, handleFormPost, keyReusedResponse, useStore } from './common.ts';
import type { HandlerDeps } from './deps.ts';
import { genericFormSchema } from './schemas.ts';

/** A form already filed as a careers enquiry by the client still sends the careers event (51). */
function formEventId(category: string, subcategory: string): number {
  const original = category === FORM_TEXTS.defaultCategory && subcategory === CAREER_ENQUIRY_SUBCATEGORY ? CAREERS_ENQUIRY_CATEGORY : category;
  return leadEvent({ kind: 'form', category: original, subcategory }).eventId;
}

/** Handles POST /api/forms. */
export function submitForm(request: Request, deps: HandlerDeps): Promise<Response> {
  return handleFormPost(request, deps, async (body, idempotencyKey) => {
    const validated = await validateBody(genericFormSchema(deps.site), body);
    if (!validated.ok) return validated.response;
    const form = validated.value;
    const built = buildGenericFormPayload({
      category: form.category,
      subcategory: form.subcategory,
      fields: form.fields,
      page_id: form.page_id,
      opt_in: form.opt_in,
      dealership_slug: form.dealership_slug,
      locations: deps.site.locations.map((location) => ({ name: location.name, dealership_slug: location.dealership_slug })),
    });
    const payload = { ...built, additional_services: [...new Set([...form.additional_services, ...built.additional_services])] };
    const result = await useStore(deps, (store) =>
      store.record(
        {
          siteSlug: deps.site.slug,
          kind: 'form',
          idempotencyKey,
          dealershipSlug: payload.dealership_slug,
          category: payload.category,
          subcategory: payload.subcategory,
          eventId: formEventId(form.category, form.subcategory),
          payload,
          consent: consentOf(form.opt_in, deps.now()),
          complete: true,
        },
        crmOutbox(deps.site),
      ),
    );
    if (!result.created && result.submission.kind !== 'form') return keyReusedResponse();
    return leadIdResponse(result.submission.id, !result.created);
  });
}
