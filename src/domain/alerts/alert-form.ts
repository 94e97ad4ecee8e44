/**
 * The "Save this search" form: the shopper's e-mail address, how often to hear, and the search (the
 * search page's own address, which the form fills in). The form (formik) validates with this
 * schema; POST /api/alerts checks the same fields with the same rules and words, and there reads
 * `search` with the site's search pages (readAlertSearchValue), which the browser has no need to.
 */
import * as yup from 'yup';
import { FIELD_MESSAGES, requiredEmail } from '../leads/field-rules.ts';
import { ALERT_FREQUENCIES, ALERT_FREQUENCY_LABELS, ALERT_LIMITS, type AlertFrequency } from './search-alert.ts';
import { ALERT_SEARCH_MESSAGES } from './alert-search-value.ts';

/** The form's fields, in the order it shows them (the error banner follows it). */
export const ALERT_FORM_FIELDS = ['email', 'frequency', 'search'] as const;

/** The form as the shopper fills it in. */
export interface AlertFormValues {
  email: string;
  frequency: AlertFrequency;
  search: string;
}

/** The words of the fields the shared rules do not cover. */
export const ALERT_FORM_MESSAGES = {
  frequency: `How often must be one of: ${ALERT_FREQUENCIES.map((frequency) => `${ALERT_FREQUENCY_LABELS[frequency]} (${frequency})`).join(', ')}.`,
  emailTooLong: `Email must be at most ${ALERT_LIMITS.email} characters.`,
} as const;

/**
 * The schema. `checkSearch` reads the search value against the site's search pages and answers
 * the words of what is wrong, or null; without it any address up to the length limit passes (the
 * form fills the field in from the page it is on).
 */
export function alertFormSchema(checkSearch?: (value: string) => string | null): yup.ObjectSchema<AlertFormValues> {
  return yup.object({
    email: requiredEmail('Email').max(ALERT_LIMITS.email, ALERT_FORM_MESSAGES.emailTooLong),
    frequency: yup
      .mixed<AlertFrequency>()
      .oneOf(ALERT_FREQUENCIES, ALERT_FORM_MESSAGES.frequency)
      .required(FIELD_MESSAGES.required('How often')),
    search: yup
      .string()
      .trim()
      .required(ALERT_SEARCH_MESSAGES.required)
      .max(ALERT_LIMITS.search, ALERT_SEARCH_MESSAGES.tooLong)
      .test('search-page', function check(value) {
        if (checkSearch === undefined || value === undefined || value === '') return true;
        const problem = checkSearch(value);
        return problem === null ? true : this.createError({ message: problem });
      }),
  });
}

/** What the form starts with: the page's own search, the first frequency the shopper is likely to want. */
export function alertFormInitialValues(search: string): AlertFormValues {
  return { email: '', frequency: 'daily', search };
}
