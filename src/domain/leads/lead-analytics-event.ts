/**
 * The analytics event of a sent lead (spec section 7: "after a form success, the product sends an
 * analytics event with an event id and user data"): its event id, the lead id and user data that
 * identify no one. The shopper's name, e-mail and phone go to the lead API, never to the data layer
 * (no personal data in analytics): the tag manager hands the data layer to third-party tags, and Google Analytics' terms
 * forbid personal data in it. The lead id lets the dealer join the two.
 */
import type { LeadFormValues, LeadSubmission, ModelLeadFormValues } from './types.ts';

/**
 * The event of `submission`, whose user data is the lead, its category and source, the dealership,
 * the opt-in and `subject`: what the lead is about (a car's id, type and stock number, or a model).
 */
export function leadSubmittedEvent<Values extends LeadFormValues | ModelLeadFormValues>(
  eventId: number,
  leadId: string,
  submission: LeadSubmission<Values>,
  subject: Readonly<Record<string, unknown>>,
): Record<string, unknown> {
  const { user } = submission;
  return {
    event: 'lead_submitted',
    event_id: eventId,
    lead_id: leadId,
    category: submission.category,
    subcategory: submission.subcategory,
    user_data: {
      lead_id: leadId,
      category: submission.category,
      source: user.source,
      ...subject,
      dealership_slug: user.dealership_slug,
      opt_in: user.opt_in,
    },
  };
}
