/**
 * POST /api/leads: the lead submission call of spec section 7 (user data, category, subcategory,
 * lead_id, last-step flag). The first step (lead_id null) creates the lead and answers its lead_id;
 * a later step with that lead_id updates the same lead; the step with last_step true completes it
 * and queues its CRM delivery (once). A finance application names the step it saves (its answers so
 * far are checked by the form's own schemas); a trade-in lead carries the shopper's car in
 * `user.trade_in`. A model lead (the order form, the model test drive, the model page's quote) names a
 * model of the site's catalogue instead of a car. The lead and its outbox entries are written in one
 * transaction before the answer.
 */
import { carSnapshot, type CarSnapshot } from '../../domain/leads/car-snapshot.ts';
import { leadEvent } from '../../domain/leads/event-ids.ts';
import { isCarOptionalSource, type LeadSource, type ModelLeadSource } from '../../domain/leads/types.ts';
import { API_TEXTS, errorResponse, leadIdResponse } from '../http/responses.ts';
import { validateBody } from '../http/validation.ts';
import { consentOf, crmOutbox, handleFormPost, keyReusedResponse, useStore } from './common.ts';
import type { HandlerDeps } from './deps.ts';
import {
  claimedFinanceStep,
  claimedLeadSource,
  claimedModelLeadSource,
  leadSubmissionSchema,
  modelLeadOfCatalogue,
  modelLeadSubmissionSchema,
  type LeadSubmissionBody,
} from './schemas.ts';

/**
 * The event a lead sends: a finance application, a pre-approval and a trade-in are forms (22; a
 * trade-in becomes 18 when its offer is accepted, by the offer-accepted call); a test drive 17 or 48;
 * any other car lead 14 (new, demo) or 15 (used).
 */
function leadEventId(lead: LeadSubmissionBody): number {
  const { user } = lead;
  const source: LeadSource = user.source;
  if (isCarOptionalSource(source) || user.car_type === undefined) return leadEvent({ kind: 'form', category: lead.category }).eventId;
  // The lead form values do not carry the car's tag, so a used 'Test Drive Only' car counts as used here.
  return source === 'test_drive'
    ? leadEvent({ kind: 'test_drive', car: { car_type: user.car_type, tag: null } }).eventId
    : leadEvent({ kind: 'car_enquiry', car: { car_type: user.car_type } }).eventId;
}

/**
 * The lead's stored payload: the submission without its lead_id and last-step flag. A finance
 * application keeps the step it reached, so the dealer sees how far a stopped one got.
 */
function leadPayload(lead: LeadSubmissionBody): Record<string, unknown> {
  return {
    user: { ...lead.user, message: lead.user.message ?? '' },
    category: lead.category,
    subcategory: lead.subcategory,
    ...(lead.step === undefined ? {} : { step: lead.step }),
  };
}

/** What the store keeps of a validated lead, car or model: its routing, event and payload. */
interface AcceptedLead {
  readonly user: { readonly dealership_slug: string; readonly opt_in: boolean };
  readonly category: string;
  readonly subcategory: string;
  readonly lead_id: string | null | undefined;
  readonly last_step: boolean;
  readonly eventId: number;
  readonly payload: Record<string, unknown>;
}

/**
 * The car a lead names, as the site's stock has it (carSnapshot): the ADF's vehicle and price come
 * from it, not from the browser. None when the lead names no car or the car is no longer in the
 * stock; and none, with the reason logged, when the stock cannot be read: the lead still counts.
 */
async function namedCar(carId: number | undefined, deps: HandlerDeps): Promise<CarSnapshot | undefined> {
  if (carId === undefined) return undefined;
  try {
    const car = (await deps.cars()).find((each) => each.id === carId);
    return car === undefined ? undefined : carSnapshot(car, deps.site.region);
  } catch (error) {
    deps.logError(`${deps.site.slug}: the stock could not be read for the car of a lead (car ${carId})`, error);
    return undefined;
  }
}

/** A car lead (or one about no car) under its source's rules, or the 400 answer. */
async function acceptCarLead(body: Readonly<Record<string, unknown>>, deps: HandlerDeps): Promise<AcceptedLead | Response> {
  const schema = leadSubmissionSchema(deps.site, { source: claimedLeadSource(body), step: claimedFinanceStep(body), currentYear: deps.now().getUTCFullYear() });
  const validated = await validateBody(schema, body);
  if (!validated.ok) return validated.response;
  const lead = validated.value;
  const user: AcceptedLead['user'] = { dealership_slug: lead.user.dealership_slug, opt_in: lead.user.opt_in };
  const car = await namedCar(lead.user.car_id, deps);
  const payload = { ...leadPayload(lead), ...(car === undefined ? {} : { car }) };
  return { user, category: lead.category, subcategory: lead.subcategory, lead_id: lead.lead_id, last_step: lead.last_step, eventId: leadEventId(lead), payload };
}

const MODEL_LEAD_TEXTS = {
  catalogueUnavailable: 'Your enquiry could not be sent just now. Please try again in a few minutes.',
};

/**
 * A lead about a model: the model must be one of the site's catalogue (its names are the
 * catalogue's); the event is a new vehicle's, 17 for the test drive and 14 otherwise.
 */
async function acceptModelLead(body: Readonly<Record<string, unknown>>, source: ModelLeadSource, deps: HandlerDeps): Promise<AcceptedLead | Response> {
  let models: Awaited<ReturnType<HandlerDeps['models']>>;
  try {
    models = await deps.models();
  } catch (error) {
    // Nothing was stored: the shopper can send the same lead again once the catalogue is readable.
    deps.logError(`${deps.site.slug}: the model catalogue could not be read for a model lead`, error);
    return errorResponse(503, MODEL_LEAD_TEXTS.catalogueUnavailable, {}, { 'Retry-After': '30' });
  }
  const validated = await validateBody(modelLeadSubmissionSchema(deps.site, models, source), body);
  if (!validated.ok) return validated.response;
  const lead = modelLeadOfCatalogue(validated.value, models);
  return {
    ...lead,
    eventId: leadEvent({ kind: 'model_lead', source: lead.user.source }).eventId,
    payload: { user: { ...lead.user, message: lead.user.message ?? '' }, category: lead.category, subcategory: lead.subcategory },
  };
}

/** Handles POST /api/leads. */
export function submitLead(request: Request, deps: HandlerDeps): Promise<Response> {
  return handleFormPost(request, deps, async (body, idempotencyKey) => {
    const modelSource = claimedModelLeadSource(body);
    const accepted = modelSource === undefined ? await acceptCarLead(body, deps) : await acceptModelLead(body, modelSource, deps);
    if (accepted instanceof Response) return accepted;
    const lead = accepted;
    const now = deps.now();
    const outbox = crmOutbox(deps.site);
    if (lead.lead_id === null || lead.lead_id === undefined) {
      const result = await useStore(deps, (store) =>
        store.record(
          {
            siteSlug: deps.site.slug,
            kind: 'lead',
            idempotencyKey,
            dealershipSlug: lead.user.dealership_slug,
            category: lead.category,
            subcategory: lead.subcategory,
            eventId: lead.eventId,
            payload: lead.payload,
            consent: consentOf(lead.user.opt_in, now),
            complete: lead.last_step,
          },
          lead.last_step ? outbox : [],
        ),
      );
      if (!result.created && result.submission.kind !== 'lead') return keyReusedResponse();
      return leadIdResponse(result.submission.id, !result.created);
    }
    const leadId = lead.lead_id;
    const result = await useStore(deps, (store) =>
      store.addStep(
        deps.site.slug,
        leadId,
        { idempotencyKey, payload: lead.payload, complete: lead.last_step, consent: consentOf(lead.user.opt_in, now) },
        outbox,
      ),
    );
    if (result === null) return errorResponse(404, API_TEXTS.leadNotFound);
    if (result.submission.id !== leadId) return keyReusedResponse();
    return leadIdResponse(result.submission.id, !result.created);
  });
}
