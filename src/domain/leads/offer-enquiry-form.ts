/**
 * The offer enquiry form: 'Enquire Now' on an offer lands on this generic form (spec
 * section 7), filed under 'Special Offer Enquiry'. The offer's name and id travel as fixed fields,
 * so the dealer reads which offer the shopper asks about; the rest are the details a salesperson
 * needs to call back. The spec lists no fields for it; these are ours.
 */
import { genericFormDefinition, type GenericFormDefinition } from './generic-form.ts';

/** The category offer enquiries are filed under. */
export const OFFER_ENQUIRY_CATEGORY = 'Special Offer Enquiry';

/** The fixed fields naming the offer. */
export const OFFER_FIELD = 'Offer';
export const OFFER_ID_FIELD = 'Offer ID';

/**
 * The form for one offer (in the browser), or with the offer left open (on the server, which checks
 * that both fixed fields hold text but cannot know the page's offer).
 */
export function offerEnquiryForm(offer?: { readonly id: number; readonly name: string }): GenericFormDefinition {
  return genericFormDefinition({
    category: OFFER_ENQUIRY_CATEGORY,
    optIn: true,
    fields: [
      offer === undefined ? { kind: 'fixed', name: OFFER_FIELD, required: true } : { kind: 'fixed', name: OFFER_FIELD, required: true, value: offer.name },
      offer === undefined ? { kind: 'fixed', name: OFFER_ID_FIELD, required: true } : { kind: 'fixed', name: OFFER_ID_FIELD, required: true, value: String(offer.id) },
      { kind: 'text', name: 'First name', required: true, autoComplete: 'given-name' },
      { kind: 'text', name: 'Last name', required: true, autoComplete: 'family-name' },
      { kind: 'email', name: 'Email', required: true, autoComplete: 'email' },
      { kind: 'phone', name: 'Phone', required: true, autoComplete: 'tel' },
      { kind: 'textarea', name: 'Message', required: false },
    ],
  });
}
