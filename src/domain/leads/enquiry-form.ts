/**
 * The enquiry form (spec sections 3 and 5): its fields, the per-site settings that shape it, its
 * schema and its initial values.
 *
 * Rules from the spec: the message is required by default and can be made optional or switched off
 * per site; the category select is required and defaults to General Enquiry; the location select is
 * required when shown; the dealership select is required when there is more than one dealership and
 * it is not removed; the opt-in checkbox is optional.
 *
 * Ours (the spec names the fields only): the categories besides General Enquiry and the subcategory
 * table (ENQUIRY_SUBCATEGORIES); Rego is asked only with a Trade-In Enquiry, the one category about
 * the shopper's own car; the location select offers the site's visible sales locations (the kind a
 * vehicle enquiry concerns) and shows when there are two or more; the terms checkbox shows, and must
 * be ticked, only on a site that configures terms for its forms.
 */
import * as yup from 'yup';
import { selectLocations, type Location } from '../places/location.ts';
import type { RegionCode } from '../basics/region.ts';
import { FORM_TEXTS } from '../basics/texts.ts';
import type { FieldName } from './lead-fields.ts';
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
] as const satisfies readonly FieldName<EnquiryFormValues>[];

/** The spec's default category. */
export const GENERAL_ENQUIRY_CATEGORY = FORM_TEXTS.defaultCategory;
/** A question about the car itself. */
export const VEHICLE_ENQUIRY_CATEGORY = 'Vehicle Enquiry';
/** A finance question: the vehicle page's Finance Quote button opens the enquiry with it chosen. */
export const FINANCE_ENQUIRY_CATEGORY = 'Finance Enquiry';
/** A question about trading in the shopper's own car: the only category that asks for its Rego. */
export const TRADE_IN_ENQUIRY_CATEGORY = 'Trade-In Enquiry';

/** The categories the select offers, General Enquiry (the default) first. */
export const ENQUIRY_CATEGORIES = [GENERAL_ENQUIRY_CATEGORY, VEHICLE_ENQUIRY_CATEGORY, FINANCE_ENQUIRY_CATEGORY, TRADE_IN_ENQUIRY_CATEGORY] as const;
export type EnquiryCategory = (typeof ENQUIRY_CATEGORIES)[number];

/** The subcategories each category offers (ours: the spec names the field, not its options). */
export const ENQUIRY_SUBCATEGORIES: Readonly<Record<EnquiryCategory, readonly string[]>> = {
  [GENERAL_ENQUIRY_CATEGORY]: ['Availability', 'Price', 'Something else'],
  [VEHICLE_ENQUIRY_CATEGORY]: ['Features and specifications', 'Condition and history', 'Delivery'],
  [FINANCE_ENQUIRY_CATEGORY]: ['Finance quote', 'Pre-approval', 'Repayments'],
  [TRADE_IN_ENQUIRY_CATEGORY]: ['Trade-in valuation', 'Trade-in with this car'],
};

/** Shown when a subcategory does not belong to the chosen category. */
export const SUBCATEGORY_MESSAGE = 'Subcategory must be one of the chosen category\'s options.';

function isEnquiryCategory(category: string): category is EnquiryCategory {
  return (ENQUIRY_CATEGORIES as readonly string[]).includes(category);
}

/** The subcategories offered with a category; none for a category the table does not know. */
export function enquirySubcategories(category: string): readonly string[] {
  return isEnquiryCategory(category) ? ENQUIRY_SUBCATEGORIES[category] : [];
}

/** What the subcategory becomes when the category changes: kept when the new category offers it, else cleared. */
export function subcategoryForCategory(category: string, subcategory: string): string {
  return enquirySubcategories(category).includes(subcategory) ? subcategory : '';
}

/** Whether the form asks for the Rego (the shopper's own car's registration): with a Trade-In Enquiry only. */
export function isRegoShown(category: string): boolean {
  return category === TRADE_IN_ENQUIRY_CATEGORY;
}

/**
 * The Rego field's label: the spec calls the field Rego, which is what Australians and New
 * Zealanders call a registration; US shoppers know it as a license plate.
 */
export function regoLabel(region: RegionCode): string {
  return region === 'US' ? 'License plate' : 'Registration (Rego)';
}

/** A location the enquiry's location select offers: its name is the value the lead carries (the CRM matches it by name). */
export interface EnquiryLocationChoice {
  readonly name: string;
  readonly dealership_slug: string;
}

/** The locations a vehicle enquiry can be about: the visible sales locations (type sales or empty), in config order. */
export function enquiryLocationChoices(locations: readonly Location[]): EnquiryLocationChoice[] {
  return selectLocations(locations, { kind: 'sales' }).map((location) => ({ name: location.name, dealership_slug: location.dealership_slug }));
}

/** Whether the location select shows (and is required): only when there is more than one location to choose. */
export function isLocationSelectShown(choices: readonly EnquiryLocationChoice[]): boolean {
  return choices.length > 1;
}

/**
 * The location the select starts on: the car's own location when the page knows it and it is on
 * offer; else the one location of the car's dealership, when there is exactly one; else none ('').
 */
export function enquiryLocationPrefill(
  choices: readonly EnquiryLocationChoice[],
  car: { readonly dealership_slug: string; readonly location_name?: string | undefined },
): string {
  if (car.location_name !== undefined && choices.some((choice) => choice.name === car.location_name)) return car.location_name;
  const ofDealership = choices.filter((choice) => choice.dealership_slug === car.dealership_slug);
  return ofDealership.length === 1 ? (ofDealership[0]?.name ?? '') : '';
}

/**
 * The dealership a lead goes to: the one the shopper chose; else the dealership of the location the
 * shopper chose (so a site that removed the dealership select still routes by location); else ''
 * (the lead then goes to the car's dealership).
 */
export function enquiryDealership(values: Pick<EnquiryFormValues, 'dealership_slug' | 'location'>, choices: readonly EnquiryLocationChoice[]): string {
  const chosen = values.dealership_slug?.trim() ?? '';
  if (chosen !== '') return chosen;
  return choices.find((choice) => choice.name === values.location)?.dealership_slug ?? '';
}

/**
 * What the lead carries of the enquiry's own fields beyond the shared lead values: the Rego (only
 * with a category that asks for it), the chosen location, the terms answer (only where the form
 * asks) and the page id; empty text is left out.
 */
export function enquiryLeadExtras(values: EnquiryFormValues, settings: Pick<EnquiryFormSettings, 'terms'>): Partial<Pick<EnquiryFormValues, 'Rego' | 'location' | 'terms_conditions' | 'page_id'>> {
  const text = (value: string | undefined) => (value === undefined || value.trim() === '' ? undefined : value.trim());
  const rego = isRegoShown(values.category) ? text(values.Rego) : undefined;
  const location = text(values.location);
  const pageId = text(values.page_id);
  return {
    ...(rego === undefined ? {} : { Rego: rego }),
    ...(location === undefined ? {} : { location }),
    ...(settings.terms ? { terms_conditions: values.terms_conditions } : {}),
    ...(pageId === undefined ? {} : { page_id: pageId }),
  };
}

/** How the message field behaves on a site: the dealer's `features.enquiry_message` setting. */
export type EnquiryMessageSetting = 'required' | 'optional' | 'off';

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
  /** The site configures terms for its forms: the terms checkbox shows and must be ticked. */
  readonly terms: boolean;
}

/** The spec's defaults: message required, no location select, one dealership, no terms. */
export const DEFAULT_ENQUIRY_FORM_SETTINGS: EnquiryFormSettings = {
  message: 'required',
  showLocation: false,
  dealerships: 1,
  dealershipRemoved: false,
  terms: false,
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
  /** The registration of the shopper's own car, asked with a Trade-In Enquiry (isRegoShown). */
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

/** The message field under a site's enquiry_message setting (the model order and quote forms follow it too). */
export function messageField(setting: EnquiryMessageSetting) {
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
    // A category the table knows takes only its own subcategories; any other (a page's own) takes any.
    subcategory: optionalText().test('subcategory', SUBCATEGORY_MESSAGE, function check(value) {
      const category = String(this.parent.category ?? '');
      return value === undefined || value === '' || !isEnquiryCategory(category) || ENQUIRY_SUBCATEGORIES[category].includes(value);
    }),
    location: settings.showLocation ? requiredText('Location') : optionalText(),
    dealership_slug: isDealershipSelectRequired(settings) ? requiredText('Dealership') : optionalText(),
    message: messageField(settings.message),
    opt_in: optionalCheckbox(),
    terms_conditions: settings.terms ? yup.boolean().default(false).oneOf([true], FORM_TEXTS.termsRequired) : optionalCheckbox(),
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
