/**
 * The enquiry form (spec sections 3 and 5): its fields, the per-site settings that shape it, its
 * schema and its initial values.
 *
 * Rules from the spec: the message is required by default and can be made optional or switched off
 * per site; the category select is required and defaults to General Enquiry; the location select is
 * required when shown; the dealership select is required when there is more than one dealership and
 * it is not removed; the opt-in checkbox is optional.
 */
import * as yup from 'yup';
import { FORM_TEXTS } from '../texts.ts';
import { FIELD_MESSAGES, optionalCheckbox, optionalText, requiredEmail, requiredPhone, requiredText } from './field-rules.ts';

/** The enquiry form's fields, in the order the form shows them (and the error list lists them). */
export const ENQUIRY_FORM_FIELDS = [
  'name',
  'email',
  'phone',
  'Rego',
  'category',
  'subcategory',
  'location',
  'dealership_slug',
  'message',
  'opt_in',
  'terms_conditions',
  'page_id',
] as const;

/** How the message field behaves on a site: the dealer's `features.enquiry_message` setting. */
type EnquiryMessageSetting = 'required' | 'optional' | 'off';

/** The per-site settings the enquiry form's rules depend on. */
export interface EnquiryFormSettings {
  /** required (the default), optional, or off (the field is not shown and any value is dropped). */
  readonly message: EnquiryMessageSetting;
  /** Whether the form shows the location select. */
  readonly showLocation: boolean;
  /** How many dealerships the site has. */
  readonly dealerships: number;
  /** The form hides the dealership select whatever the number of dealerships. */
  readonly dealershipRemoved: boolean;
}

/** The spec's defaults: message required, no location select, one dealership. */
export const DEFAULT_ENQUIRY_FORM_SETTINGS: EnquiryFormSettings = {
  message: 'required',
  showLocation: false,
  dealerships: 1,
  dealershipRemoved: false,
};

/** An enquiry as the shopper fills it in (spec section 3, "Enquiry form fields"). */
export interface EnquiryFormValues {
  name: string;
  email: string;
  phone: string;
  /** Absent when the site switches the message off. */
  message?: string;
  /** Defaults to General Enquiry. */
  category: string;
  subcategory?: string;
  /** The registration of the shopper's own car, for trade-in enquiries. */
  Rego?: string;
  /** Name of the chosen location; required only when the select is shown. */
  location?: string;
  /** Slug of the chosen dealership; required only when the dealership select is shown. */
  dealership_slug?: string;
  opt_in: boolean;
  /** The content page the form sits on, when it sits on one. */
  page_id?: string;
  terms_conditions: boolean;
}

/** Whether the form shows (and requires) the dealership select: more than one dealership, and not removed. */
export function isDealershipSelectRequired(settings: Pick<EnquiryFormSettings, 'dealerships' | 'dealershipRemoved'>): boolean {
  return settings.dealerships > 1 && !settings.dealershipRemoved;
}

function messageField(setting: EnquiryMessageSetting) {
  switch (setting) {
    case 'required':
      return requiredText('Message');
    case 'optional':
      return optionalText();
    case 'off':
      return optionalText().strip();
  }
}

/** The enquiry form schema for a site's settings. */
export function enquiryFormSchema(settings: EnquiryFormSettings = DEFAULT_ENQUIRY_FORM_SETTINGS): yup.ObjectSchema<EnquiryFormValues> {
  return yup.object({
    name: requiredText('Name'),
    email: requiredEmail(),
    phone: requiredPhone(),
    Rego: optionalText(),
    category: yup.string().trim().required(FIELD_MESSAGES.required('Category')).default(FORM_TEXTS.defaultCategory),
    subcategory: optionalText(),
    location: settings.showLocation ? requiredText('Location') : optionalText(),
    dealership_slug: isDealershipSelectRequired(settings) ? requiredText('Dealership') : optionalText(),
    message: messageField(settings.message),
    opt_in: optionalCheckbox(),
    terms_conditions: optionalCheckbox(),
    page_id: optionalText(),
  });
}

/**
 * What the form starts with: empty text fields, category General Enquiry, boxes unticked, and no
 * message field when the site switches it off. `prefill` sets fields the page already knows (the
 * car's dealership, the page id, a saved shopper's details).
 */
export function enquiryFormInitialValues(
  settings: EnquiryFormSettings = DEFAULT_ENQUIRY_FORM_SETTINGS,
  prefill: Partial<EnquiryFormValues> = {},
): EnquiryFormValues {
  const values: EnquiryFormValues = {
    name: '',
    email: '',
    phone: '',
    Rego: '',
    category: FORM_TEXTS.defaultCategory,
    subcategory: '',
    location: '',
    dealership_slug: '',
    message: '',
    opt_in: false,
    terms_conditions: false,
    page_id: '',
    ...prefill,
  };
  if (settings.message === 'off') delete values.message;
  return values;
}

/** The opt-in checkbox label: the site's own wording, or the spec's default. */
export function optInLabel(siteText?: string): string {
  return siteText !== undefined && siteText.trim() !== '' ? siteText : FORM_TEXTS.defaultOptIn;
}
