/**
 * What every generic form (the contact form and the dealer-defined forms) does around its submit:
 * POST /api/forms, the spec's failure handling (section 8: alert 'An error occurred when submitting
 * this form'; the banner shows the server's message or that same text) and, once the server took
 * it, the analytics event with its event id and user data (section 7), none of it personal.
 */
import { leadEvent } from '../../domain/leads/event-ids.ts';
import type { GenericFormPayload } from '../../domain/leads/generic-form-payload.ts';
import { genericFormErrorMessages } from '../../domain/leads/submit-errors.ts';
import { postJson, type SubmitResult } from './submit.ts';
import type { BotCheckBody } from './useLeadSubmission.tsx';

/** The send and failureText options of useLeadSubmission for a generic form built by `payloadOf`. */
export function genericFormSending<V>(payloadOf: (values: V) => GenericFormPayload) {
  return {
    send: (values: V, bot: BotCheckBody, attemptKey: string): Promise<SubmitResult> => postJson('/api/forms', { ...payloadOf(values), ...bot }, attemptKey),
    failureText: (serverMessage: string | null): string => {
      const texts = genericFormErrorMessages(serverMessage);
      window.alert(texts.alert);
      return texts.banner;
    },
  };
}

/**
 * The event for a generic form filed under `category` as lead `leadId` (spec section 7: an event id
 * and user data). The user data is the lead and how it is filed, nothing that identifies the
 * shopper: the tag manager hands the data layer to third-party tags, and Google Analytics' terms
 * forbid personal data in it; the lead id lets the dealer join the event to the lead.
 */
export function formSubmittedEvent(category: string, leadId: string): Record<string, unknown> {
  const event = leadEvent({ kind: 'form', category });
  return {
    event: 'form_submitted',
    event_id: event.eventId,
    lead_id: leadId,
    category: event.category,
    subcategory: event.subcategory,
    user_data: { lead_id: leadId, category: event.category, subcategory: event.subcategory },
  };
}
