/**
 * The "Save this search" form on the search pages, beside the shared definition (alert-form.ts):
 * its own words, and how it splits that definition. The shopper fills in the e-mail address and
 * how often; the search is not a field of theirs but the page's address as it is when the form is
 * sent (the search island keeps the address in step with the filters), so the form validates the
 * two fields as the shopper types, and the search, by the same schema's rule, when it sends.
 */
import { ValidationError } from 'yup';
import { alertFormInitialValues, alertFormSchema, type AlertFormValues } from './alert-form.ts';

/** The form's words. */
export const SAVE_SEARCH_TEXTS = {
  /** The disclosure button that opens the form, and the form's name. */
  open: 'Save this search',
  submit: 'Save this search',
  busy: 'Saving your search…',
  frequency: 'How often',
  /** What replaces the form once the search is saved (pending until the link in the mail is followed). */
  saved: (email: string) => `Check your email: we sent a link to confirm this alert to ${email}. No alerts are sent until you follow it.`,
  /** No answer at all: the connection. */
  offline: 'Your search could not be saved: we could not reach the website. Check your connection and try again. What you typed is kept.',
  /** An answer the form cannot read, or a failure without words of its own. */
  failed: 'Your search could not be saved just now. Please try again in a few minutes. What you typed is kept.',
  /** Too many saves for one address (429), when the server gave no words. */
  tooMany: 'This email address has been used for too many saved searches in the last hour. Please confirm those from your inbox first, or try again in an hour.',
} as const;

/** What the shopper fills in: everything but the search, which is the page's own address. */
export type SaveSearchFormValues = Pick<AlertFormValues, 'email' | 'frequency'>;

/** The fields the shopper fills in, by the shared schema's rules and words. */
export function saveSearchFormSchema() {
  return alertFormSchema().omit(['search']);
}

/** What the form starts with: the shared definition's, without the search. */
export function saveSearchFormInitialValues(): SaveSearchFormValues {
  const { email, frequency } = alertFormInitialValues('');
  return { email, frequency };
}

/** The words of what is wrong with a search value by the shared schema's rule (required, not too long), or null. */
export function searchValueProblem(search: string): string | null {
  try {
    alertFormSchema().validateSyncAt('search', { search });
    return null;
  } catch (error) {
    if (ValidationError.isError(error)) return error.message;
    throw error;
  }
}
