/**
 * The forms of a lead about a model of the catalogue (spec sections 2 and 5): the order form
 * (/models/order-now?model_id=), the model test drive (/book-test-drive/?model_id=&model=) and the
 * model page's 'Get a Quote' / 'Register Your Interest' section. Name, e-mail and phone are required;
 * the model is required (a select of the catalogue, or fixed on the model page); the dealership
 * select follows spec 5 among the dealerships selling the model's make (shown and required when
 * there is more than one and the site has not removed it). The test drive's date and time and its
 * message are optional; the order and quote forms' message follows the site's enquiry_message
 * setting, as the enquiry form's does, and on a site with enquiry terms they must be accepted there.
 */
import * as yup from 'yup';
import type { ModelStatus } from '../content/content.ts';
import type { LeadFormValues, ModelLeadSource } from './types.ts';
import { FORM_TEXTS, LABELS } from '../basics/texts.ts';
import { modelDealerships, type ModelLeadDealership } from './model-lead.ts';
import { messageField, type EnquiryMessageSetting } from './enquiry-form.ts';
import { FIELD_MESSAGES, optionalCheckbox, optionalText, requiredEmail, requiredPhone, requiredText } from './field-rules.ts';
import { INVALID_DATE_TIME_MESSAGE, isLocalDateTime } from './test-drive-form.ts';
import type { FieldName, FormText } from './lead-fields.ts';

/** Which model form: the order, the test drive or the model page's quote / interest section. */
export type ModelLeadIntent = 'order' | 'test_drive' | 'enquiry';

/** The lead source each form sends. */
export const MODEL_LEAD_SOURCE: Readonly<Record<ModelLeadIntent, ModelLeadSource>> = {
  order: 'model_order',
  test_drive: 'model_test_drive',
  enquiry: 'model_enquiry',
};

/** The category each form's lead is filed under (the spec names none; ours). */
export const MODEL_LEAD_CATEGORY: Readonly<Record<ModelLeadIntent, string>> = {
  order: 'New Vehicle Order',
  test_drive: 'Test Drive',
  enquiry: 'New Vehicle Enquiry',
};

/** The subcategory of an enquiry about a coming-soon model: the shopper registers interest, there is no price yet. */
export const REGISTER_INTEREST_SUBCATEGORY = 'Register Your Interest';

/** The model page's section heading and button (spec section 2, "Model intro page"). */
export function modelEnquiryHeading(status: ModelStatus): string {
  return status === 'coming_soon' ? LABELS.registerYourInterest : LABELS.getAQuote;
}

/** The submit button: the order's 'Order Now' (a coming-soon model's 'Register Your Interest'), the test drive's 'Book a Test Drive', the quote's heading. */
export function modelLeadSubmitLabel(intent: ModelLeadIntent, status: ModelStatus | undefined): string {
  if (intent === 'test_drive') return LABELS.bookATestDrive;
  if (status === 'coming_soon') return LABELS.registerYourInterest;
  return intent === 'order' ? ORDER_NOW_LABEL : LABELS.getAQuote;
}

/** The order page's title and button (spec section 2 names the route /models/order-now). */
export const ORDER_NOW_LABEL = 'Order Now';

/** The subcategory a model lead is filed under: Register Your Interest for a coming-soon model's enquiry or order. */
export function modelLeadSubcategory(intent: ModelLeadIntent, status: ModelStatus): string {
  return intent !== 'test_drive' && status === 'coming_soon' ? REGISTER_INTEREST_SUBCATEGORY : '';
}

/** The fields, in the order the forms show them. */
export const MODEL_LEAD_FORM_FIELDS = ['name', 'email', 'phone', 'model_id', 'dealership_slug', 'dateTime', 'message', 'opt_in', 'terms_conditions'] as const satisfies readonly FieldName<ModelFormValues>[];

/**
 * A model lead as the shopper fills it in. Besides these, the test drive's preferred local date and
 * time ("2026-05-01T10:30") and the message (absent when the site switches it off on the order and
 * quote forms) are the lead form values', under their names.
 */
export interface ModelFormValues extends FormText<LeadFormValues, 'dateTime' | 'message'> {
  name: string;
  email: string;
  phone: string;
  /** The chosen model's slug. */
  model_id: string;
  /** The chosen dealership; required only when the select is shown. */
  dealership_slug?: string;
  opt_in: boolean;
  /** The site's terms accepted; asked on the order and quote forms where the site sets enquiry terms. */
  terms_conditions?: boolean;
}

/** A model as the forms offer it. */
export interface ModelChoice {
  readonly slug: string;
  readonly name: string;
  readonly manufacturer_name: string;
  readonly manufacturer_slug: string;
  readonly status: ModelStatus;
}

/** The site settings the model forms' rules depend on. */
export interface ModelLeadFormSettings {
  /** The site's enquiry_message setting (the order and quote forms follow it). */
  readonly message: EnquiryMessageSetting;
  readonly dealerships: readonly ModelLeadDealership[];
  /** The site hides the dealership select whatever the number of dealerships. */
  readonly dealershipRemoved: boolean;
  /** The site sets terms for its enquiries: the order and quote forms ask for them too, as the enquiry form does. */
  readonly terms: boolean;
}

/** The select's option label: "Volkswagen Tiguan", or on a coming-soon model "Volkswagen ID.7 (coming soon)". */
export function modelChoiceLabel(model: ModelChoice): string {
  return `${model.manufacturer_name} ${model.name}${model.status === 'coming_soon' ? ' (coming soon)' : ''}`;
}

/** The dealerships the select offers for a model: those selling its make. */
export function modelDealershipChoices(settings: ModelLeadFormSettings, model: ModelChoice | undefined): ModelLeadDealership[] {
  return model === undefined ? [] : modelDealerships(settings.dealerships, model.manufacturer_slug);
}

/** Whether the form shows (and requires) the dealership select for a model: more than one dealership sells it, and not removed. */
export function isModelDealershipSelectShown(settings: ModelLeadFormSettings, model: ModelChoice | undefined): boolean {
  return !settings.dealershipRemoved && modelDealershipChoices(settings, model).length > 1;
}

/** Said when the model is not one of the site's (the select always offers only the site's). */
export const UNKNOWN_MODEL_MESSAGE = 'Model must be one of this website\'s models.';
/** Said when the chosen dealership does not sell the chosen model. */
export const DEALERSHIP_MODEL_MESSAGE = 'Dealership must be one that sells the chosen model.';

/** Whether the message is asked on this form. */
export function isModelMessageShown(intent: ModelLeadIntent, settings: Pick<ModelLeadFormSettings, 'message'>): boolean {
  return intent === 'test_drive' || settings.message !== 'off';
}

/** Whether the form asks the shopper to accept the site's terms: the order and quote, on a site with enquiry terms. */
export function isModelTermsShown(intent: ModelLeadIntent, settings: Pick<ModelLeadFormSettings, 'terms'>): boolean {
  return settings.terms && intent !== 'test_drive';
}

/** The model form schema for a form, the site's settings and the models it offers. */
export function modelLeadFormSchema(
  intent: ModelLeadIntent,
  settings: ModelLeadFormSettings,
  models: readonly ModelChoice[],
): yup.ObjectSchema<ModelFormValues> {
  const modelOf = (slug: unknown) => models.find((model) => model.slug === slug);
  return yup.object({
    name: requiredText('Name'),
    email: requiredEmail(),
    phone: requiredPhone(),
    model_id: requiredText('Model').test('model', UNKNOWN_MODEL_MESSAGE, (value) => value === undefined || modelOf(value) !== undefined),
    dealership_slug: optionalText().test('dealership', function check(value) {
      const model = modelOf(this.parent.model_id);
      const chosen = value ?? '';
      if (chosen === '') return !isModelDealershipSelectShown(settings, model) || this.createError({ message: FIELD_MESSAGES.required('Dealership') });
      return model === undefined || modelDealershipChoices(settings, model).some((dealership) => dealership.slug === chosen) || this.createError({ message: DEALERSHIP_MODEL_MESSAGE });
    }),
    dateTime:
      intent === 'test_drive'
        ? optionalText().test('date-time', INVALID_DATE_TIME_MESSAGE, (value) => value === undefined || value === '' || isLocalDateTime(value))
        : optionalText().strip(),
    message: intent === 'test_drive' ? optionalText() : messageField(settings.message),
    opt_in: optionalCheckbox(),
    terms_conditions: isModelTermsShown(intent, settings) ? yup.boolean().default(false).oneOf([true], FORM_TEXTS.termsRequired) : optionalCheckbox().strip(),
  });
}

/**
 * What a form starts with: empty fields, the opt-in unticked, the model preselected when the page
 * names one of the offered models (else none), and no message field when the site switches it off.
 */
export function modelLeadFormInitialValues(intent: ModelLeadIntent, settings: Pick<ModelLeadFormSettings, 'message' | 'terms'>, modelId = ''): ModelFormValues {
  const values: ModelFormValues = { name: '', email: '', phone: '', model_id: modelId, dealership_slug: '', dateTime: '', message: '', opt_in: false, terms_conditions: false };
  if (intent !== 'test_drive') delete values.dateTime;
  if (!isModelMessageShown(intent, settings)) delete values.message;
  if (!isModelTermsShown(intent, settings)) delete values.terms_conditions;
  return values;
}

/**
 * The model a page's query names (`model_id`, spec section 2), when it is one of the offered models;
 * `unknown` says the query named a model the catalogue does not have (the form says so and offers
 * the select unchosen). The `model` query is only a display name, used when the slug is unknown.
 */
export function preselectedModel(
  models: readonly ModelChoice[],
  query: { readonly model_id?: string; readonly model?: string },
): { readonly model: ModelChoice | undefined; readonly unknown: string | undefined } {
  if (query.model_id === undefined) return { model: undefined, unknown: undefined };
  const model = models.find((entry) => entry.slug === query.model_id);
  return model === undefined ? { model: undefined, unknown: query.model ?? query.model_id } : { model, unknown: undefined };
}
