/**
 * Dealer-defined forms (service bookings and the like), sent as the generic form submit of spec
 * section 7. A form is a definition: a list of fields, each named as the dealer reads it in the lead
 * ('Service Location', 'Preferred date', 'Wheel alignment (check_option)'). The same definition gives
 * the form's yup schema (formik in the browser, the server again on POST /api/forms), its starting
 * values and the `fields` record the payload carries, so the browser and the server cannot disagree.
 *
 * Field names are also the formik keys, so a name must not hold '.', '[' or ']' (formik reads those
 * as paths); genericFormDefinition checks that, and that names are unique.
 */
import * as yup from 'yup';
import { CHECK_OPTION_SUFFIX, type GenericFieldValue } from './generic-form-payload.ts';
import { FIELD_MESSAGES, isValidPhone, optionalCheckbox, optionalText, requiredEmail, requiredPhone, requiredText } from './field-rules.ts';
import { REMEMBER_FIELD, type DetailFields } from './detail-fields.ts';

/** A field the shopper types into. */
interface GenericTextField {
  readonly kind: 'text' | 'email' | 'phone' | 'textarea';
  readonly name: string;
  readonly required: boolean;
  /** The browser's autofill hint ('given-name', 'email'…). */
  readonly autoComplete?: string;
}

/** A calendar date (yyyy-mm-dd, as a date input gives it) that may not lie in the past. */
interface GenericDateField {
  readonly kind: 'date';
  readonly name: string;
  readonly required: boolean;
}

/** One answer out of a list, as a select or as radio buttons. */
interface GenericChoiceField {
  readonly kind: 'select' | 'radio';
  readonly name: string;
  readonly required: boolean;
  readonly options: readonly [string, ...string[]];
}

/** A tickable option; ticked ones become the payload's additional_services. */
interface GenericCheckOptionField {
  readonly kind: 'check_option';
  readonly name: `${string}${typeof CHECK_OPTION_SUFFIX}`;
}

/**
 * A value the page sets, not the shopper (which offer an offer enquiry is about): shown as text and
 * sent as a field. The browser's definition carries the value; the server's, which cannot know it,
 * leaves it out and requires some text.
 */
interface GenericFixedField {
  readonly kind: 'fixed';
  readonly name: string;
  /** Always: a fixed field is never left empty. */
  readonly required: true;
  readonly value?: string;
}

export type GenericField = GenericTextField | GenericDateField | GenericChoiceField | GenericCheckOptionField | GenericFixedField;

/** A dealer-defined form: the category its leads are filed under and its fields in order. */
export interface GenericFormDefinition {
  readonly category: string;
  readonly fields: readonly GenericField[];
  /** Whether the form offers the opt-in checkbox (sent as the payload's opt_in, not as a field). */
  readonly optIn: boolean;
}

/** The values a generic form holds: text by field name, true/false for check options and the opt-in. */
type GenericFormValues = Record<string, string | boolean>;

/** The key the opt-in checkbox has in the values (never a field of the payload). */
export const OPT_IN_KEY = 'opt_in';

/** Messages of the rules only generic forms have (our words; the spec gives none). */
export const GENERIC_FORM_MESSAGES = {
  invalidDate: (name: string) => `${name} must be a date, like 2026-05-01.`,
  pastDate: (name: string) => `${name} must be today or later.`,
  notAnOption: (name: string, options: readonly string[]) => `${name} must be one of: ${options.join(', ')}.`,
  tooLong: (name: string, max: number) => `${name} must be at most ${max} characters.`,
} as const;

/** The longest value a fixed field takes (an offer's name and id fit well within it). */
const FIXED_VALUE_MAX_LENGTH = 300;

/** What a field shows as its label: its name, without the check-option suffix. */
export function genericFieldLabel(field: GenericField): string {
  return field.kind === 'check_option' ? field.name.slice(0, -CHECK_OPTION_SUFFIX.length).trim() : field.name;
}

/** A definition, checked: every name usable as a formik key, unique, and not the opt-in's or the remember box's key. */
export function genericFormDefinition(definition: GenericFormDefinition): GenericFormDefinition {
  const seen = new Set<string>([OPT_IN_KEY, REMEMBER_FIELD]);
  for (const field of definition.fields) {
    if (/[.[\]]/.test(field.name) || field.name.trim() === '') throw new Error(`Form field name "${field.name}" must be non-blank text without '.', '[' or ']'.`);
    if (seen.has(field.name)) throw new Error(`Form field name "${field.name}" is used twice (or clashes with "${OPT_IN_KEY}" or "${REMEMBER_FIELD}").`);
    seen.add(field.name);
  }
  return definition;
}

/** A yyyy-mm-dd date that exists on the calendar. */
export function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (match === null) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

function textSchema(field: GenericTextField) {
  switch (field.kind) {
    case 'email':
      return field.required ? requiredEmail(field.name) : optionalText().email(FIELD_MESSAGES.invalidEmail(field.name));
    case 'phone':
      return field.required
        ? requiredPhone(field.name)
        : optionalText().test('phone', FIELD_MESSAGES.invalidPhone(field.name), (value) => value === undefined || value === '' || isValidPhone(value));
    default:
      return field.required ? requiredText(field.name) : optionalText();
  }
}

function dateSchema(field: GenericDateField, earliest: string) {
  const base = field.required ? requiredText(field.name) : optionalText();
  return base
    .test('date', GENERIC_FORM_MESSAGES.invalidDate(field.name), (value) => value === undefined || value === '' || isCalendarDate(value))
    .test('not-past', GENERIC_FORM_MESSAGES.pastDate(field.name), (value) => value === undefined || !isCalendarDate(value) || value >= earliest);
}

function choiceSchema(field: GenericChoiceField) {
  const base = field.required ? requiredText(field.name) : optionalText();
  return base.test(
    'option',
    GENERIC_FORM_MESSAGES.notAnOption(field.name, field.options),
    (value) => value === undefined || value === '' || field.options.includes(value),
  );
}

function fixedSchema(field: GenericFixedField) {
  const base = requiredText(field.name).max(FIXED_VALUE_MAX_LENGTH, GENERIC_FORM_MESSAGES.tooLong(field.name, FIXED_VALUE_MAX_LENGTH));
  const { value } = field;
  return value === undefined ? base : base.oneOf([value], GENERIC_FORM_MESSAGES.notAnOption(field.name, [value]));
}

function fieldSchema(field: GenericField, earliest: string): yup.AnySchema {
  switch (field.kind) {
    case 'fixed':
      return fixedSchema(field);
    case 'date':
      return dateSchema(field, earliest);
    case 'select':
    case 'radio':
      return choiceSchema(field);
    case 'check_option':
      return optionalCheckbox();
    default:
      return textSchema(field);
  }
}

/**
 * The form's schema. `earliestDate` (yyyy-mm-dd) is the first date a date field accepts: the
 * shopper's today in the browser, and a day before the server's UTC today on the server, so a
 * shopper west of UTC is never refused a date their own calendar calls today.
 */
export function genericFormValuesSchema(definition: GenericFormDefinition, earliestDate: string) {
  const shape: Record<string, yup.AnySchema> = {};
  for (const field of definition.fields) shape[field.name] = fieldSchema(field, earliestDate);
  if (definition.optIn) shape[OPT_IN_KEY] = optionalCheckbox();
  return yup.object(shape);
}

/** A date as yyyy-mm-dd in UTC. */
function utcDate(moment: Date): string {
  return moment.toISOString().slice(0, 10);
}

/** The earliest date the server accepts at `now`: a day before its UTC today (see genericFormValuesSchema). */
export function serverEarliestDate(now: Date): string {
  return utcDate(new Date(now.getTime() - 24 * 60 * 60 * 1000));
}

/**
 * Which of a form's fields hold the details it can remember, by their autofill hints and kinds: a
 * 'name' field (or 'given-name' and 'family-name'), the first e-mail and phone fields, a
 * 'postal-code' field.
 */
export function genericFormDetailFields(definition: GenericFormDefinition): DetailFields {
  const named = (wanted: (field: GenericField) => boolean) => definition.fields.find(wanted)?.name;
  const hinted = (hint: string) => named((field) => field.kind !== 'check_option' && 'autoComplete' in field && field.autoComplete === hint);
  const entries = {
    name: hinted('name'),
    firstName: hinted('given-name'),
    lastName: hinted('family-name'),
    email: named((field) => field.kind === 'email'),
    phone: named((field) => field.kind === 'phone'),
    postcode: hinted('postal-code'),
  };
  return Object.fromEntries(Object.entries(entries).filter(([, name]) => name !== undefined));
}

/** The form's field names in order, for the error banner. */
export function genericFormFieldOrder(definition: GenericFormDefinition): string[] {
  return definition.fields.map((field) => field.name);
}

/** What the form starts with: text empty (a choice with one option takes it), boxes unticked. */
export function genericFormInitialValues(definition: GenericFormDefinition): GenericFormValues {
  const values: GenericFormValues = {};
  for (const field of definition.fields) {
    if (field.kind === 'check_option') values[field.name] = false;
    else if ((field.kind === 'select' || field.kind === 'radio') && field.options.length === 1) values[field.name] = field.options[0];
    else if (field.kind === 'fixed') values[field.name] = field.value ?? '';
    else values[field.name] = '';
  }
  if (definition.optIn) values[OPT_IN_KEY] = false;
  return values;
}

/**
 * The payload's `fields` for validated values: every field by its name (blank text as null), check
 * options as true/false for buildGenericFormPayload to turn into additional_services.
 */
export function genericFormFields(definition: GenericFormDefinition, values: Readonly<Record<string, unknown>>): Record<string, GenericFieldValue> {
  const fields: Record<string, GenericFieldValue> = {};
  for (const field of definition.fields) {
    const value = values[field.name];
    if (field.kind === 'check_option') fields[field.name] = value === true;
    else fields[field.name] = typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
  }
  return fields;
}

/** The form's values read back from a payload's fields and additional_services (the server's side). */
export function genericFormValuesOf(
  definition: GenericFormDefinition,
  fields: Readonly<Record<string, GenericFieldValue>>,
  additionalServices: readonly string[],
  optIn: boolean,
): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const field of definition.fields) {
    const value = fields[field.name];
    if (field.kind === 'check_option') values[field.name] = value === true || value === 'true' || value === 'on' || additionalServices.includes(genericFieldLabel(field));
    else values[field.name] = typeof value === 'number' ? String(value) : value === null ? undefined : value;
  }
  if (definition.optIn) values[OPT_IN_KEY] = optIn;
  return values;
}
