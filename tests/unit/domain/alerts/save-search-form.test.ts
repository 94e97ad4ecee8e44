/**
 * The "Save this search" form's own part of the saved-search definition
 * (src/domain/alerts/save-search-form.ts): the fields the shopper fills in, by the shared schema,
 * and the search the page's address holds, checked by the same schema's rule when it is sent.
 */
import { describe, expect, it } from 'vitest';
import { ALERT_SEARCH_MESSAGES } from '../../../../src/domain/alerts/alert-search-value.ts';
import { ALERT_LIMITS } from '../../../../src/domain/alerts/search-alert.ts';
import { SAVE_SEARCH_TEXTS, saveSearchFormInitialValues, saveSearchFormSchema, searchValueProblem } from '../../../../src/domain/alerts/save-search-form.ts';

describe("the form's fields", () => {
  it('start empty, daily, and hold no search: the page address is read when the form is sent', () => {
    expect(saveSearchFormInitialValues()).toEqual({ email: '', frequency: 'daily' });
  });

  it("are checked by the shared schema's rules and words", async () => {
    const schema = saveSearchFormSchema();
    await expect(schema.validate({ email: 'not an address', frequency: 'weekly' })).rejects.toThrow(/email/i);
    await expect(schema.validate({ email: 'ada@example.com', frequency: 'hourly' })).rejects.toThrow(/How often must be one of/);
    await expect(schema.validate({ email: 'ada@example.com', frequency: 'weekly' })).resolves.toEqual({ email: 'ada@example.com', frequency: 'weekly' });
  });

  it("check the page's search by the shared rule when it is sent", () => {
    expect(searchValueProblem('/search/used-cars?make=Toyota')).toBeNull();
    expect(searchValueProblem('')).toBe(ALERT_SEARCH_MESSAGES.required);
    expect(searchValueProblem(`/search/used-cars?q=${'a'.repeat(ALERT_LIMITS.search)}`)).toBe(ALERT_SEARCH_MESSAGES.tooLong);
  });
});

describe("the form's words", () => {
  it('name the address the confirmation went to, and say nothing comes before it is followed', () => {
    expect(SAVE_SEARCH_TEXTS.saved('ada@example.com')).toBe(
      'Check your email: we sent a link to confirm this alert to ada@example.com. No alerts are sent until you follow it.',
    );
  });
});
