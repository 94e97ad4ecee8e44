import { describe, expect, it } from 'vitest';
import { ValidationError } from 'yup';
import { ALERT_FORM_FIELDS, ALERT_FORM_MESSAGES, alertFormInitialValues, alertFormSchema } from '../../../../src/domain/alerts/alert-form.ts';
import { ALERT_SEARCH_MESSAGES } from '../../../../src/domain/alerts/alert-search-value.ts';

const VALID = { email: 'ada@example.com', frequency: 'daily', search: '/search/used-cars?make=Kia' };

function errors(values: Record<string, unknown>, checkSearch?: (value: string) => string | null): Record<string, string> {
  try {
    alertFormSchema(checkSearch).validateSync(values, { abortEarly: false });
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    return Object.fromEntries(error.inner.map((inner) => [inner.path ?? '', inner.message]));
  }
}

describe('the "Save this search" form', () => {
  it('starts with the page\'s own search, daily, its fields in the order shown', () => {
    expect(alertFormInitialValues('/search/used-cars')).toEqual({ email: '', frequency: 'daily', search: '/search/used-cars' });
    expect(ALERT_FORM_FIELDS).toEqual(['email', 'frequency', 'search']);
  });

  it.each<[string, Record<string, unknown>, Record<string, string>]>([
    ['valid', VALID, {}],
    ['every field named when missing', {}, { email: 'Email is required.', frequency: 'How often is required.', search: ALERT_SEARCH_MESSAGES.required }],
    ['a bad e-mail address', { ...VALID, email: 'ada@' }, { email: 'Email must be a valid email address, like name@example.com.' }],
    ['an address too long', { ...VALID, email: `${'a'.repeat(320)}@example.com` }, { email: ALERT_FORM_MESSAGES.emailTooLong }],
    ['a frequency not offered', { ...VALID, frequency: 'hourly' }, { frequency: 'How often must be one of: As it happens (instant), Daily (daily), Weekly (weekly).' }],
    ['a search too long', { ...VALID, search: `/search?query=${'x'.repeat(2000)}` }, { search: ALERT_SEARCH_MESSAGES.tooLong }],
  ])('%s', (_name, values, expected) => {
    expect(errors(values)).toEqual(expected);
  });

  it('reads the search with the check it is given, in its words', () => {
    const check = (value: string) => (value.startsWith('/search/used-cars') ? null : ALERT_SEARCH_MESSAGES.notASearchPage);
    expect(errors(VALID, check)).toEqual({});
    expect(errors({ ...VALID, search: '/cars/x' }, check)).toEqual({ search: ALERT_SEARCH_MESSAGES.notASearchPage });
  });
});
