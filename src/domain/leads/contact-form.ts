/**
 * The contact form (spec section 3, "Contact form fields"): first name, last name, postcode, mobile
 * and e-mail, plus one hidden field; the field types are string, postcode, phone and email.
 *
 * The spec names neither the hidden field nor which fields are required. We decided: the hidden field
 * is `category`, prefilled with General Enquiry, because the generic form submit carries a category;
 * every visible field is required, because a contact request the dealer cannot answer is useless.
 */
import * as yup from 'yup';
import { FORM_TEXTS } from '../basics/texts.ts';
import { FIELD_MESSAGES, requiredEmail, requiredPhone, requiredText } from './field-rules.ts';
import type { DetailFields } from './detail-fields.ts';
import type { ContactFormPayloadLabel, FieldName } from './lead-fields.ts';
import { postcodeSchema, SPEC_POSTCODE_RULE, type PostcodeRule } from './postcode.ts';

/** How a contact form field is typed and shown. */
type ContactFieldType = 'string' | 'postcode' | 'phone' | 'email' | 'hidden';

/** A contact form field: its key in the values, its label and its type. */
interface ContactFormFieldSpec {
  readonly name: FieldName<ContactFormValues>;
  readonly label: ContactFormPayloadLabel | 'Category';
  readonly type: ContactFieldType;
}

/** The contact form's fields, in the order the form shows them. */
export const CONTACT_FORM_FIELDS: readonly ContactFormFieldSpec[] = [
  { name: 'name', label: 'First name', type: 'string' },
  { name: 'last_name', label: 'Last name', type: 'string' },
  { name: 'postcode', label: 'Postcode', type: 'postcode' },
  { name: 'phone', label: 'Mobile', type: 'phone' },
  { name: 'email', label: 'Email', type: 'email' },
  { name: 'category', label: 'Category', type: 'hidden' },
];

/** A contact request as the shopper fills it in. */
export interface ContactFormValues {
  /** First name. */
  name: string;
  last_name: string;
  postcode: string;
  /** Mobile number. */
  phone: string;
  email: string;
  /** Hidden; always General Enquiry unless the page sets another category. */
  category: string;
}

/**
 * The contact form schema under the site region's postcode rule (postcodeRuleFor): the spec's 4
 * digits and message in Australia and New Zealand, a 5-digit ZIP code in the US; the phone's
 * messages name it as its label does (Mobile, or the region's word for it).
 */
export function contactFormSchema(postcodeRule: PostcodeRule = SPEC_POSTCODE_RULE, phoneLabel = 'Mobile'): yup.ObjectSchema<ContactFormValues> {
  return yup.object({
    name: requiredText('First name'),
    last_name: requiredText('Last name'),
    postcode: postcodeSchema(postcodeRule),
    phone: requiredPhone(phoneLabel),
    email: requiredEmail(),
    category: yup.string().trim().required(FIELD_MESSAGES.required('Category')).default(FORM_TEXTS.defaultCategory),
  });
}

/** The fields the contact form sends, under their labels (the hidden category goes as the payload's own category). */
export function contactFormPayloadFields(values: ContactFormValues): Record<ContactFormPayloadLabel, string> {
  const sent: Partial<Record<ContactFormPayloadLabel, string>> = {};
  for (const field of CONTACT_FORM_FIELDS) if (field.label !== 'Category') sent[field.label] = values[field.name];
  return sent as Record<ContactFormPayloadLabel, string>;
}

/** Where the contact form keeps the details it can remember: the name split into first and last name. */
export const CONTACT_FORM_DETAIL_FIELDS: DetailFields = { firstName: 'name', lastName: 'last_name', email: 'email', phone: 'phone', postcode: 'postcode' };

/** What the form starts with: every visible field empty, the hidden category General Enquiry. */
export function contactFormInitialValues(prefill: Partial<ContactFormValues> = {}): ContactFormValues {
  return { name: '', last_name: '', postcode: '', phone: '', email: '', category: FORM_TEXTS.defaultCategory, ...prefill };
}
