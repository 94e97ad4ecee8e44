/**
 * POST /api/forms: the generic form submit of spec section 7 (category, form fields,
 * additional_services, dealership_slug, page_id, opt_in, subcategory). The server applies the
 * domain's payload rules again with the site's own locations, so checkbox options become
 * additional services, radio option lists are dropped, a service booking's dealership comes from
 * its 'Service Location', and a Careers Enquiry is filed as the spec says, whatever the client did.
 * A form we define ourselves (the service booking) is validated field by field with the same
 * definition the browser used, and stored with only its own fields.
 */
import { FORM_TEXTS } from '../../domain/basics/texts.ts';
import { CAREER_ENQUIRY_SUBCATEGORY, CAREERS_ENQUIRY_CATEGORY, leadEvent } from '../../domain/leads/event-ids.ts';
import { buildGenericFormPayload, type GenericFieldValue } from '../../domain/leads/generic-form-payload.ts';
import {
  genericFormFieldOrder,
  genericFormFields,
  genericFormValuesSchema,
  genericFormValuesOf,
  serverEarliestDate,
} from '../../domain/leads/generic-form.ts';
import { formDefinitionFor, serviceLocationNames } from '../../domain/leads/service-booking-form.ts';
import type { Validated } from '../http/validation.ts';
import { leadIdResponse } from '../http/responses.ts';
import { validateBody } from '../http/validation.ts';
import { consentOf, crmOutbox, handleFormPost, keyReusedResponse, useStore } from './common.ts';
import type { HandlerDeps } from './deps.ts';
import { genericFormSchema, type GenericFormBody } from './schemas.ts';

/** The form's category before the remap: the browser sends a careers enquiry already filed as General Enquiry / Career Enquiry. */
function originalCategory(category: string, subcategory: string): string {
  return category === FORM_TEXTS.defaultCategory && subcategory === CAREER_ENQUIRY_SUBCATEGORY ? CAREERS_ENQUIRY_CATEGORY : category;
}

/** A form already filed as a careers enquiry by the client still sends the careers event (51). */
function formEventId(category: string, subcategory: string): number {
  return leadEvent({ kind: 'form', category: originalCategory(category, subcategory), subcategory }).eventId;
}

/** What a generic submit's fields and additional services are once a form we define has checked them. */
interface CheckedFields {
  readonly fields: Readonly<Record<string, GenericFieldValue>>;
  readonly additionalServices: readonly string[];
}

/**
 * The form's fields checked against its definition when we define one (a service booking, an offer
 * or careers enquiry), or as
 * sent when the dealer's form is not ours to know; a failure is the 400 answer naming the fields.
 */
async function checkedFields(form: GenericFormBody, deps: HandlerDeps): Promise<Validated<CheckedFields>> {
  const definition = formDefinitionFor(originalCategory(form.category, form.subcategory), serviceLocationNames(deps.site.locations), deps.site.region);
  if (definition === null) return { ok: true, value: { fields: form.fields, additionalServices: form.additional_services } };
  const values = genericFormValuesOf(definition, form.fields, form.additional_services, form.opt_in);
  const checked = await validateBody(genericFormValuesSchema(definition, serverEarliestDate(deps.now())), values, genericFormFieldOrder(definition));
  if (!checked.ok) return checked;
  return { ok: true, value: { fields: genericFormFields(definition, checked.value), additionalServices: [] } };
}

/** Handles POST /api/forms. */
export function submitForm(request: Request, deps: HandlerDeps): Promise<Response> {
  return handleFormPost(request, deps, async (body, idempotencyKey) => {
    const validated = await validateBody(genericFormSchema(deps.site), body);
    if (!validated.ok) return validated.response;
    const form = validated.value;
    const checked = await checkedFields(form, deps);
    if (!checked.ok) return checked.response;
    const built = buildGenericFormPayload({
      category: form.category,
      subcategory: form.subcategory,
      fields: checked.value.fields,
      page_id: form.page_id,
      opt_in: form.opt_in,
      dealership_slug: form.dealership_slug,
      locations: deps.site.locations.map((location) => ({ name: location.name, dealership_slug: location.dealership_slug })),
    });
    const payload = { ...built, additional_services: [...new Set([...checked.value.additionalServices, ...built.additional_services])] };
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
