/**
 * The request schemas of the API, built from the domain's yup rules: the contact fields and the
 * form rules come from src/domain/forms (the same schemas the forms use, so a shopper and the server
 * see the same words); the shapes are the domain's call payloads (src/domain/leads). What the
 * domain leaves to the server is added here: the site's dealerships are the only ones a body may
 * name, and lead ids are the UUIDs this store hands out.
 */
import * as yup from 'yup';
import { checkoutFormSchema } from '../../domain/leads/checkout-form.ts';
import type { SiteConfig } from '../../config/site-config-schema.ts';
import { CAR_STATUSES, CAR_TYPES } from '../../domain/cars/car.ts';
import { enquiryFormSchema } from '../../domain/leads/enquiry-form.ts';
import { FIELD_MESSAGES, optionalCheckbox, optionalText, requiredEmail, requiredPhone, requiredText } from '../../domain/leads/field-rules.ts';
import { requestPhotosFormSchema } from '../../domain/leads/request-photos-form.ts';
import { postcodeRuleFor, postcodeSchema } from '../../domain/leads/postcode.ts';
import { INVALID_DATE_TIME_MESSAGE, isLocalDateTime } from '../../domain/leads/test-drive-form.ts';
import type { GenericFieldValue } from '../../domain/leads/generic-form-payload.ts';
import { FINANCE_MESSAGES, FINANCE_STEPS, financeApplicationSchema, type FinanceStep } from '../../domain/leads/finance-application-form.ts';
import { TRADE_IN_DETAILS_FIELD, tradeInDetailsSchema } from '../../domain/trade-in/trade-in-lead.ts';
import { isCarOptionalSource, isFinanceApplicationSource, isModelLeadSource, LEAD_SOURCES, MODEL_LEAD_SOURCES, type CarLeadSource, type LeadFormValues, type LeadSource, type ModelLeadFormValues, type ModelLeadSource } from '../../domain/leads/types.ts';
import { regionSettings } from '../../domain/basics/region.ts';
import type { FieldName } from '../../domain/leads/lead-fields.ts';
import { isSubmissionId } from '../ports/lead-store.ts';
import { enquiryFormSettingsOf, modelLeadFormSettingsOf } from '../../config/enquiry-form-settings.ts';
import { DEALERSHIP_MODEL_MESSAGE, modelDealershipChoices, modelLeadFormSchema, UNKNOWN_MODEL_MESSAGE, type ModelLeadIntent } from '../../domain/leads/model-lead-form.ts';
import type { CatalogueModel } from '../../stock/read-model-catalogue.ts';

/** Messages of the rules added here (the domain's own messages are used everywhere else). */
export const SCHEMA_MESSAGES = {
  foreignDealership: 'Dealership must be one of this website\'s dealerships.',
  leadId: 'lead_id must be the lead_id that the first step answered.',
  oneOf: (label: string, values: readonly string[]) => `${label} must be one of: ${values.join(', ')}.`,
  wholeNumber: (label: string) => `${label} must be a whole number above 0.`,
  textList: (label: string) => `${label} must be a list of text.`,
  textRecord: (label: string) => `${label} must be an object whose values are text.`,
  formFields: 'Form fields must be an object whose values are text, numbers, true/false, lists of text or null.',
  pageUrl: 'Page address must be a web address starting with http:// or https://.',
} as const;

/** A rule for every field of a lead kind's values type, under the name that type gives it. */
type FieldSchemas<V> = { [K in FieldName<V>]: yup.ISchema<unknown> };

function isRecordOf(value: unknown, accept: (item: unknown) => boolean): boolean {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && Object.values(value).every(accept);
}

const isText = (item: unknown): item is string => typeof item === 'string';

function isGenericFieldValue(item: unknown): item is GenericFieldValue {
  return (
    item === null ||
    typeof item === 'string' ||
    typeof item === 'boolean' ||
    (typeof item === 'number' && Number.isFinite(item)) ||
    (Array.isArray(item) && item.every(isText))
  );
}

/** A record field: absent is {}, anything else must pass `accept` for every value. */
function recordField<T>(message: string, accept: (item: unknown) => boolean) {
  return yup
    .mixed<Record<string, T>>()
    .default(() => ({}))
    .test('record', message, (value) => value === undefined || isRecordOf(value, accept));
}

function wholeNumber(label: string) {
  return yup
    .number()
    .typeError(SCHEMA_MESSAGES.wholeNumber(label))
    .required(FIELD_MESSAGES.required(label))
    .integer(SCHEMA_MESSAGES.wholeNumber(label))
    .positive(SCHEMA_MESSAGES.wholeNumber(label));
}

function oneOfText<T extends string>(label: string, values: readonly T[]) {
  return yup
    .string<T>()
    .required(FIELD_MESSAGES.required(label))
    .oneOf([...values], SCHEMA_MESSAGES.oneOf(label, values));
}

function dealershipSlugs(site: SiteConfig): string[] {
  return site.dealerships.map((dealership) => dealership.slug);
}

function isHttpUrl(value: string): boolean {
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

/** A field that is required, or optional (validated when present) for a lead that need not be about a car. */
function carField<S extends yup.Schema>(schema: S, required: boolean): S {
  return (required ? schema : schema.optional()) as S;
}

/** The lead form values every lead shares, car or model: where it goes, what the shopper said, the page. */
function sharedLeadFields(site: SiteConfig) {
  return {
    dealership_slug: requiredText('Dealership').oneOf(dealershipSlugs(site), SCHEMA_MESSAGES.foreignDealership),
    opt_in: optionalCheckbox(),
    message: optionalText().default(''),
    subcategory: optionalText().default(''),
    dateTime: yup
      .string()
      .trim()
      .nullable()
      .default(null)
      .test('date-time', INVALID_DATE_TIME_MESSAGE, (value) => value === null || value === undefined || value === '' || isLocalDateTime(value)),
    url: requiredText('Page address').test('url', SCHEMA_MESSAGES.pageUrl, (value) => value === undefined || isHttpUrl(value)),
    user_agent: optionalText().default(''),
    lead_attributes: yup
      .object({
        visited_pages: yup.array(yup.string().defined()).typeError(SCHEMA_MESSAGES.textList('Visited pages')).default([]),
        linked_query_params: recordField<string>(SCHEMA_MESSAGES.textRecord('Linked query parameters'), isText),
      })
      .default(() => ({ visited_pages: [], linked_query_params: {} })),
  } satisfies Partial<FieldSchemas<LeadFormValues>>;
}

/**
 * The lead form values of spec section 3 (LeadFormValues), the dealership limited to the site's. The
 * car fields are optional for the sources whose lead need not be about a car (CAR_OPTIONAL_SOURCES).
 */
function leadFormValuesSchema(site: SiteConfig, source: LeadSource | undefined) {
  const carRequired = !isCarOptionalSource(source);
  const optionalCarText = () => optionalText().transform((value: unknown) => (value === '' ? undefined : value));
  return yup.object({
    ...sharedLeadFields(site),
    manufacturer_slug: carRequired ? requiredText('Manufacturer') : optionalCarText(),
    stock_number: optionalText().default(''),
    'Vehicle Make': carRequired ? requiredText('Vehicle make') : optionalCarText(),
    'Vehicle Model': carRequired ? requiredText('Vehicle model') : optionalCarText(),
    car_type: carField(oneOfText('Car type', CAR_TYPES), carRequired),
    car_id: carField(wholeNumber('Car id'), carRequired),
    vehicle_status: carField(oneOfText('Vehicle status', CAR_STATUSES), carRequired),
    source: oneOfText<CarLeadSource>('Source', CAR_LEAD_SOURCES),
    car_dealership_id: carField(wholeNumber('Car dealership id'), carRequired),
  } satisfies FieldSchemas<LeadFormValues>);
}

/** The car lead sources, for the car lead schema's `source` rule. */
const CAR_LEAD_SOURCES = LEAD_SOURCES.filter((source): source is CarLeadSource => !isModelLeadSource(source));

/**
 * The shopper's fields under the form's own rules: the enquiry form (with the site's settings: its
 * message, location select and terms), the request-photos form (its hidden request is required), otherwise the shared contact
 * rules. The test drive's dateTime rule is part of the lead form values.
 */
function contactSchema(site: SiteConfig, source: LeadSource | undefined, step: FinanceStep, currentYear: number) {
  switch (source) {
    case 'finance_application':
    case 'finance_pre_approval':
      // The first step asks no contact details; from the about-you step on they are required.
      return step === 'loan'
        ? yup.object({ name: optionalText(), email: optionalText(), phone: optionalText() }).concat(financeApplicationSchema(step, site.region))
        : financeApplicationSchema(step, site.region);
    case 'trade_in':
      return yup.object({
        name: requiredText('Name'),
        email: requiredEmail(),
        phone: requiredPhone(),
        // The wizard asks for it (the region's rule, as on its details step); a lead without one is still
        // taken. Optional, not notRequired: that would let a null through to the rule's text test.
        postcode: postcodeSchema(postcodeRuleFor(site.region)).optional(),
        [TRADE_IN_DETAILS_FIELD]: tradeInDetailsSchema({ currency: regionSettings(site.region).currency, currentYear: currentYear })
          .default(undefined)
          .required(
          FIELD_MESSAGES.required('Trade-in details'),
        ),
      });
    case 'enquiry':
      return enquiryFormSchema(enquiryFormSettingsOf(site)).pick(['name', 'email', 'phone', 'message', 'Rego', 'location', 'terms_conditions', 'page_id']);
    case 'request_photos':
      return requestPhotosFormSchema().pick(['name', 'email', 'phone', 'message']);
    default:
      return yup.object({ name: requiredText('Name'), email: requiredEmail(), phone: requiredPhone() });
  }
}

/** Which lead source a body claims, for choosing the form rules; undefined when it names none we know. */
export function claimedLeadSource(body: Readonly<Record<string, unknown>>): LeadSource | undefined {
  const user = body.user;
  const source = typeof user === 'object' && user !== null ? (user as Record<string, unknown>).source : undefined;
  return LEAD_SOURCES.find((known) => known === source);
}

/** Which finance step a body claims; the first step when it names none we know (its own error is reported then). */
export function claimedFinanceStep(body: Readonly<Record<string, unknown>>): FinanceStep {
  return FINANCE_STEPS.find((known) => known === body.step) ?? 'loan';
}

/** What the lead rules depend on besides the site: the source and step the body claims, and the year now. */
export interface LeadRuleContext {
  readonly source: LeadSource | undefined;
  readonly step: FinanceStep;
  readonly currentYear: number;
}

/**
 * The lead submission call of spec section 7 (LeadSubmission). A finance application's body also
 * names its `step`; its user data carries every answer up to that step, checked by the form's own
 * schemas, and its last step is the review.
 */
export function leadSubmissionSchema(site: SiteConfig, { source, step, currentYear }: LeadRuleContext) {
  const finance = isFinanceApplicationSource(source);
  return yup.object({
    user: leadFormValuesSchema(site, source).concat(contactSchema(site, source, step, currentYear)),
    step: finance
      ? yup
          .string<FinanceStep>()
          .required(FIELD_MESSAGES.required('Step'))
          .oneOf([...FINANCE_STEPS], SCHEMA_MESSAGES.oneOf('Step', FINANCE_STEPS))
          .test('last-step', FINANCE_MESSAGES.notLastStep, function (value) {
            return (this.parent as { last_step?: unknown }).last_step !== true || value === 'review';
          })
      : yup.string<FinanceStep>().optional().strip(),
    category: requiredText('Category'),
    subcategory: optionalText().default(''),
    lead_id: yup
      .string()
      .nullable()
      .default(null)
      .test('lead-id', SCHEMA_MESSAGES.leadId, (value) => value === null || value === undefined || isSubmissionId(value)),
    last_step: yup.boolean().typeError('Last step must be true or false.').required('Last step is required.'),
  });
}
export type LeadSubmissionBody = yup.InferType<ReturnType<typeof leadSubmissionSchema>>;

/**
 * The lead form values of a model lead (ModelLeadFormValues): the shared values and the model, which
 * must be one of the site's catalogue, with a dealership of the site that sells its make. A car's
 * fields (car_id, stock_number, vehicle_status, car_dealership_id) are not part of it, so they are
 * dropped; the make and model names are the catalogue's (modelLeadOfCatalogue puts them in).
 */
function modelLeadFormValuesSchema(site: SiteConfig, models: readonly CatalogueModel[]) {
  const settings = modelLeadFormSettingsOf(site);
  const modelOf = (slug: unknown) => models.find((model) => model.slug === slug);
  const shared = sharedLeadFields(site);
  return yup.object({
    ...shared,
    dealership_slug: shared.dealership_slug.test('sells-model', DEALERSHIP_MODEL_MESSAGE, function check(value) {
      const model = modelOf((this.parent as { model_id?: unknown }).model_id);
      return value === undefined || model === undefined || modelDealershipChoices(settings, model).some((dealership) => dealership.slug === value);
    }),
    model_id: requiredText('Model').test('model', UNKNOWN_MODEL_MESSAGE, (value) => value === undefined || modelOf(value) !== undefined),
    manufacturer_slug: optionalText(),
    'Vehicle Make': optionalText(),
    'Vehicle Model': optionalText(),
    car_type: yup.string<'new'>().default('new').oneOf(['new'], SCHEMA_MESSAGES.oneOf('Car type', ['new'])),
    source: oneOfText<ModelLeadSource>('Source', MODEL_LEAD_SOURCES),
  } satisfies FieldSchemas<ModelLeadFormValues>);
}

/** Which model form a source is, for its contact rules. */
const MODEL_FORM_INTENT: Readonly<Record<ModelLeadSource, ModelLeadIntent>> = {
  model_order: 'order',
  model_test_drive: 'test_drive',
  model_enquiry: 'enquiry',
};

/**
 * The lead submission call for a lead about a model (MODEL_LEAD_SOURCES): one step, its user data
 * the model's lead form values and the shopper's fields under the model form's own rules (the test
 * drive's message optional, the order's and quote's per the site's enquiry_message setting, and
 * their terms accepted where the site sets enquiry terms).
 */
export function modelLeadSubmissionSchema(site: SiteConfig, models: readonly CatalogueModel[], source: ModelLeadSource) {
  const contact = modelLeadFormSchema(MODEL_FORM_INTENT[source], modelLeadFormSettingsOf(site), models).pick(['name', 'email', 'phone', 'message', 'terms_conditions']);
  return yup.object({
    user: modelLeadFormValuesSchema(site, models).concat(contact),
    category: requiredText('Category'),
    subcategory: optionalText().default(''),
    lead_id: yup
      .string()
      .nullable()
      .default(null)
      .test('lead-id', SCHEMA_MESSAGES.leadId, (value) => value === null || value === undefined || isSubmissionId(value)),
    last_step: yup.boolean().typeError('Last step must be true or false.').required('Last step is required.'),
  });
}
export type ModelLeadSubmissionBody = yup.InferType<ReturnType<typeof modelLeadSubmissionSchema>>;

/**
 * A validated model lead's user data with the catalogue's names for its model: the make, its slug
 * and the model name are the site's, whatever the body said, so the CRM and the ops CLI name the
 * vehicle the dealer lists.
 */
export function modelLeadOfCatalogue(lead: ModelLeadSubmissionBody, models: readonly CatalogueModel[]): ModelLeadSubmissionBody {
  const model = models.find((entry) => entry.slug === lead.user.model_id);
  if (model === undefined) return lead;
  return {
    ...lead,
    user: { ...lead.user, manufacturer_slug: model.manufacturer_slug, 'Vehicle Make': model.manufacturer_name, 'Vehicle Model': model.name, car_type: 'new' },
  };
}

/** Whether a body claims to be a model lead. */
export function claimedModelLeadSource(body: Readonly<Record<string, unknown>>): ModelLeadSource | undefined {
  const source = claimedLeadSource(body);
  return isModelLeadSource(source) ? source : undefined;
}

/** The generic form submit of spec section 7 (GenericFormPayload), the dealership limited to the site's. */
export function genericFormSchema(site: SiteConfig) {
  return yup.object({
    category: requiredText('Category'),
    subcategory: optionalText().default(''),
    fields: recordField<GenericFieldValue>(SCHEMA_MESSAGES.formFields, isGenericFieldValue),
    additional_services: yup.array(yup.string().defined()).typeError(SCHEMA_MESSAGES.textList('Additional services')).default([]),
    dealership_slug: yup
      .string()
      .trim()
      .nullable()
      .default(null)
      .oneOf([...dealershipSlugs(site), null], SCHEMA_MESSAGES.foreignDealership),
    page_id: yup.string().trim().nullable().default(null),
    opt_in: optionalCheckbox(),
  });
}
export type GenericFormBody = yup.InferType<ReturnType<typeof genericFormSchema>>;

/** The phone reveal call: the car, its dealership (one of the site's) and the website. */
export function phoneRevealSchema(site: SiteConfig) {
  const ids = site.dealerships.map((dealership) => dealership.id);
  return yup.object({
    car_id: wholeNumber('Car id'),
    dealership_id: wholeNumber('Dealership id').oneOf(ids, SCHEMA_MESSAGES.foreignDealership),
    /** Recorded as sent; the website that counts is the site serving the call. */
    website_id: yup
      .mixed<string | number>()
      .test('website-id', 'Website id must be text or a number.', (value) => value === undefined || typeof value === 'string' || typeof value === 'number')
      .optional(),
  });
}
export type PhoneRevealBody = yup.InferType<ReturnType<typeof phoneRevealSchema>>;

/** The offer accepted call (OfferAcceptedRequest). */
export function offerAcceptedSchema() {
  return yup.object({
    lead_id: requiredText('lead_id').test('lead-id', SCHEMA_MESSAGES.leadId, (value) => value === undefined || isSubmissionId(value)),
    form_completed: yup.boolean().typeError('form_completed must be true or false.').required('form_completed is required.'),
    offer_accepted: yup.boolean().typeError('offer_accepted must be true or false.').required('offer_accepted is required.'),
  });
}
export type OfferAcceptedBody = yup.InferType<ReturnType<typeof offerAcceptedSchema>>;

/** POST /api/reservations: the car by slug and the checkout form (the domain's schema for the site's region). */
export function reservationRequestSchema(site: SiteConfig) {
  return yup.object({
    car_slug: requiredText('Car'),
    user: checkoutFormSchema(site.region),
    page_url: optionalText(),
  });
}
export type ReservationRequestBody = yup.InferType<ReturnType<typeof reservationRequestSchema>>;
