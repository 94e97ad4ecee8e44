/**
 * The parts enquiry form: on /vehicle-parts-and-accessories, a generic form (spec
 * section 7) filed under 'Parts Enquiry'. A part's 'Enquire' link in /parts/search names the part,
 * and the form then shows it as a fixed field; without one, the shopper types the part number or a
 * description. The server's definition leaves the part open as text, which both forms satisfy. The
 * spec lists no fields for it; these are the details a parts interpreter needs to quote.
 */
import { genericFormDefinition, type GenericFormDefinition } from './generic-form.ts';

/** The category parts enquiries are filed under. */
export const PARTS_ENQUIRY_CATEGORY = 'Parts Enquiry';

/** The field naming the part. */
export const PART_FIELD = 'Part number or description';

/** The form, with the part fixed when the shopper came from a part's 'Enquire' link. */
export function partsEnquiryForm(part?: { readonly part_number: string; readonly name: string }): GenericFormDefinition {
  return genericFormDefinition({
    category: PARTS_ENQUIRY_CATEGORY,
    optIn: true,
    fields: [
      { kind: 'text', name: 'First name', required: true, autoComplete: 'given-name' },
      { kind: 'text', name: 'Last name', required: true, autoComplete: 'family-name' },
      { kind: 'email', name: 'Email', required: true, autoComplete: 'email' },
      { kind: 'phone', name: 'Phone', required: true, autoComplete: 'tel' },
      part === undefined
        ? { kind: 'text', name: PART_FIELD, required: true }
        : { kind: 'fixed', name: PART_FIELD, required: true, value: `${part.part_number} ${part.name}` },
      { kind: 'text', name: 'Vehicle model', required: false },
      { kind: 'textarea', name: 'Message', required: false },
    ],
  });
}
