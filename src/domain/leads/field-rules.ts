/**
 * The field rules every lead form shares (name, e-mail, phone, opt-in), as yup schemas with
 * plain-words messages that name the field. The React forms (formik) and the Netlify functions
 * (server validation) use the same schemas, so a shopper and the server see the same words.
 *
 * The spec gives no bounds or messages for these fields ("Other typed-field bounds and messages: not
 * shown"), so the messages below are ours; they live in FIELD_MESSAGES so the lead can move them to
 * texts.ts.
 */
import * as yup from 'yup';

/** Fewest and most digits a phone number may have (an 8-digit local number up to the E.164 maximum of 15). */
export const PHONE_MIN_DIGITS = 8;
export const PHONE_MAX_DIGITS = 15;

/** The messages of the shared field rules, keyed by what went wrong. */
export const FIELD_MESSAGES = {
  /** '{Field} is required.' */
  required: (label: string) => `${label} is required.`,
  /** '{Field} must be a valid email address, like name@example.com.' */
  invalidEmail: (label: string) => `${label} must be a valid email address, like name@example.com.`,
  /** '{Field} must have 8 to 15 digits, ...' */
  invalidPhone: (label: string) =>
    `${label} must have ${PHONE_MIN_DIGITS} to ${PHONE_MAX_DIGITS} digits, and only digits, spaces, brackets, hyphens, dots and a leading + are allowed.`,
  /** 'Required when your {question} is A, B or C.': the hint of a field another answer makes required. */
  requiredWhen: (question: string, answers: readonly string[]) => `Required when your ${question} is ${inWordsWithOr(answers)}.`,
} as const;

/** "A", "A or B", "A, B or C". */
function inWordsWithOr(words: readonly string[]): string {
  return words.length <= 1 ? words.join('') : `${words.slice(0, -1).join(', ')} or ${words[words.length - 1]}`;
}

/**
 * Phone numbers may use digits, spaces, brackets, hyphens and dots, and one + in front:
 * "+61 (3) 5550 1100", "0400 123 456", "(262) 555-0142", "262.555.0142".
 */
const PHONE_CHARACTERS = /^\+?[\d\s().-]+$/;

/**
 * Whether a phone number is acceptable: only digits, spaces, brackets, hyphens, dots and a leading +,
 * with 8 to 15 digits. The spec gives no phone rule; this one accepts every Australian, New Zealand
 * and US number as people type them (with or without country code, US numbers with their hyphens)
 * and rejects letters and fragments.
 */
export function isValidPhone(value: string): boolean {
  if (!PHONE_CHARACTERS.test(value)) return false;
  const digits = value.replace(/\D/g, '').length;
  return digits >= PHONE_MIN_DIGITS && digits <= PHONE_MAX_DIGITS;
}

/** A required text field: surrounding spaces are trimmed, and blank counts as missing. */
export function requiredText(label: string) {
  return yup.string().trim().required(FIELD_MESSAGES.required(label));
}

/** An optional text field: surrounding spaces are trimmed; missing stays missing. */
export function optionalText() {
  return yup.string().trim().optional();
}

/** A required e-mail address. */
export function requiredEmail(label = 'Email') {
  return yup.string().trim().required(FIELD_MESSAGES.required(label)).email(FIELD_MESSAGES.invalidEmail(label));
}

/** A required phone number (see isValidPhone). */
export function requiredPhone(label = 'Phone') {
  return yup
    .string()
    .trim()
    .required(FIELD_MESSAGES.required(label))
    .test('phone', FIELD_MESSAGES.invalidPhone(label), (value) => value === undefined || value === '' || isValidPhone(value));
}

/** An opt-in or consent checkbox: never required, unticked unless given. */
export function optionalCheckbox() {
  return yup.boolean().default(false);
}

/** The key of a schema's meta that holds the hint of a requiredWhen rule (field-requirement.ts reads it). */
export const REQUIRED_WHEN_META = 'requiredWhen';

/**
 * When a field asked of some shoppers only is required: while the sibling field `answer` holds one
 * of `answers`. The hint, which the form shows beside the field while the rule holds, is written
 * from the same answers the rule tests, so the two cannot drift apart.
 */
export interface RequiredWhen {
  /** The sibling field whose answer decides. */
  readonly answer: string;
  readonly applies: (answer: unknown) => boolean;
  /** 'Required when your employment status is Full-time or Part-time.' */
  readonly hint: string;
}

/** The rule "required while `answer` (the question, in words) is one of `answers`". */
export function whenAnswerIsOneOf(answer: string, question: string, answers: readonly string[]): RequiredWhen {
  return { answer, applies: (given) => typeof given === 'string' && answers.includes(given), hint: FIELD_MESSAGES.requiredWhen(question, answers) };
}

/**
 * A field that is `optional` until `rule` applies, then `required(optional)`. The rule's hint rides
 * in the schema's meta, so a form finds the rule and its words where the validation has them.
 */
export function requiredWhen<S extends yup.AnySchema>(rule: RequiredWhen, optional: S, required: (schema: S) => yup.AnySchema): S {
  return optional.when(rule.answer, { is: rule.applies, then: required }).meta({ [REQUIRED_WHEN_META]: rule.hint }) as S;
}
