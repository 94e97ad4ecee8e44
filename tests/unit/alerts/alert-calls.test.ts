/**
 * The "Save this search" form's call as the browser makes and reads it
 * (src/islands/alerts/alert-calls.ts): the body of one save, with the search the page's address
 * holds when it is sent, and what each answer of POST /api/alerts asks the form to do.
 */
import { describe, expect, it } from 'vitest';
import { ALERT_SEARCH_MESSAGES } from '../../../src/domain/alerts/alert-search-value.ts';
import { ALERT_LIMITS } from '../../../src/domain/alerts/search-alert.ts';
import { readSaveAnswer, saveAlertBody, searchOfPage } from '../../../src/islands/alerts/alert-calls.ts';

const bot = { website: '', form_started_at: 1_700_000_000_000 };
const address = {
  pathname: '/search/used-cars',
  search: '?make=Toyota&price=-30000',
  href: 'https://bayside.example/search/used-cars?make=Toyota&price=-30000',
};

describe('the body of a save', () => {
  it('is the page address as it is now: its path and query', () => {
    expect(searchOfPage(address)).toBe('/search/used-cars?make=Toyota&price=-30000');
    expect(searchOfPage({ pathname: '/search/new-cars', search: '' })).toBe('/search/new-cars');
  });

  it('sends the address, the frequency, the search, the save id, the page, the consent shown and the bot-check fields', () => {
    expect(saveAlertBody({ email: ' ada@example.com ', frequency: 'weekly' }, address, 'Email me cars…', 'id-1', bot)).toEqual({
      email: 'ada@example.com',
      frequency: 'weekly',
      search: '/search/used-cars?make=Toyota&price=-30000',
      submissionId: 'id-1',
      page: address.href,
      consentText: 'Email me cars…',
      ...bot,
    });
  });

  it('leaves out a page address longer than the call takes (the page is optional; the search is what is saved)', () => {
    const long = { ...address, href: `https://bayside.example/search/used-cars?q=${'a'.repeat(ALERT_LIMITS.page)}` };
    expect(saveAlertBody({ email: 'ada@example.com', frequency: 'daily' }, long, 'c', 'id-1', bot)).not.toHaveProperty('page');
  });
});

describe('reading the answer of a save', () => {
  it.each([
    ['a new alert, pending', { status: 201, data: { alertId: 'A1', state: 'pending' } }, { kind: 'saved', alertId: 'A1', replayed: false }],
    ['a retry of a save that went through', { status: 200, data: { alertId: 'A1', state: 'pending' } }, { kind: 'saved', alertId: 'A1', replayed: true }],
    [
      "refused fields, by the form's names (the search too, which the banner shows)",
      {
        status: 400,
        data: {
          error: 'Please fix the following errors:',
          fields: { email: 'Email must be a valid email address.', search: ALERT_SEARCH_MESSAGES.notASearchPage, page: 'too long' },
        },
      },
      {
        kind: 'invalid',
        fields: { email: 'Email must be a valid email address.', search: ALERT_SEARCH_MESSAGES.notASearchPage },
        message: 'Please fix the following errors:',
      },
    ],
    [
      'a refused save id: nothing stored, so a new save next time',
      { status: 400, data: { error: 'Please fix the following errors:', fields: { submissionId: 'submissionId must be a UUID.' } } },
      { kind: 'failed', reason: 'refused', message: 'submissionId must be a UUID.', sameSave: false },
    ],
    [
      'the bot check, in its words: a new save next time',
      { status: 400, data: { error: 'Your message could not be sent. Please try again.' } },
      { kind: 'failed', reason: 'refused', message: 'Your message could not be sent. Please try again.', sameSave: false },
    ],
    [
      'too many saves for the address, in the words of the server',
      { status: 429, data: { error: 'This email address has been used for 3 saved searches in the last hour.' } },
      { kind: 'failed', reason: 'too-many', message: 'This email address has been used for 3 saved searches in the last hour.', sameSave: true },
    ],
    ['a 429 without words', { status: 429, data: null }, { kind: 'failed', reason: 'too-many', message: null, sameSave: true }],
    [
      'a 503 with its words: the same save next time',
      { status: 503, data: { error: 'Your search could not be saved just now. Please try again in a few minutes.' } },
      { kind: 'failed', reason: 'unavailable', message: 'Your search could not be saved just now. Please try again in a few minutes.', sameSave: true },
    ],
    ['a 500: no words of its own shown', { status: 500, data: { error: 'Something went wrong.' } }, { kind: 'failed', reason: 'unavailable', message: null, sameSave: true }],
    ['a 201 the form cannot read', { status: 201, data: { state: 'pending' } }, { kind: 'failed', reason: 'unavailable', message: null, sameSave: true }],
    ['no answer at all', null, { kind: 'failed', reason: 'offline', message: null, sameSave: true }],
  ] as const)('reads %s', (_name, answer, expected) => {
    expect(readSaveAnswer(answer)).toEqual(expected);
  });
});
