import { describe, expect, it } from 'vitest';
import {
  ALERT_FREQUENCIES,
  ALERT_FREQUENCY_LABELS,
  ALERT_API,
  alertMailWindow,
  isAlertFrequency,
  normalAlertEmail,
} from '../../../../src/domain/alerts/search-alert.ts';

const HOUR = 3_600_000;
const confirmedAt = new Date('2026-05-01T08:00:00Z');
const at = (hours: number) => new Date(confirmedAt.getTime() + hours * HOUR);

describe('the frequencies', () => {
  it('are offered in the shopper\'s words, in order', () => {
    expect(ALERT_FREQUENCIES.map((frequency) => ALERT_FREQUENCY_LABELS[frequency])).toEqual(['As it happens', 'Daily', 'Weekly']);
    expect(ALERT_FREQUENCIES.every(isAlertFrequency)).toBe(true);
    expect([undefined, 'hourly', 'Daily', 7].some(isAlertFrequency)).toBe(false);
  });

  it('the API paths', () => {
    expect(ALERT_API).toEqual({ alerts: '/api/alerts', confirm: '/api/alerts/confirm', unsubscribe: '/api/alerts/unsubscribe' });
  });
});

describe('the window rule', () => {
  it('an instant alert may mail at every stock change, its window the moment', () => {
    expect(alertMailWindow('instant', { confirmedAt, lastMailedAt: at(0.01) }, at(0.02))).toEqual({ open: true, start: at(0.02) });
  });

  it('the first mail of any alert may go at once, in the window its confirmation opened', () => {
    for (const frequency of ['daily', 'weekly'] as const) expect(alertMailWindow(frequency, { confirmedAt, lastMailedAt: null }, at(1))).toEqual({ open: true, start: confirmedAt });
  });

  it('a daily alert mails at most once in 24 hours, counted from the last mail', () => {
    const lastMailedAt = at(5);
    expect(alertMailWindow('daily', { confirmedAt, lastMailedAt }, at(28.99))).toEqual({ open: false, opensAt: at(29) });
    expect(alertMailWindow('daily', { confirmedAt, lastMailedAt }, at(29))).toEqual({ open: true, start: at(29) });
    // Two composers at once name the same window, so the store lets one mail in.
    expect(alertMailWindow('daily', { confirmedAt, lastMailedAt }, at(40))).toEqual(alertMailWindow('daily', { confirmedAt, lastMailedAt }, at(41)));
  });

  it('a weekly alert mails at most once in 7 days', () => {
    expect(alertMailWindow('weekly', { confirmedAt, lastMailedAt: at(0) }, at(7 * 24 - 1))).toEqual({ open: false, opensAt: at(7 * 24) });
    expect(alertMailWindow('weekly', { confirmedAt, lastMailedAt: at(0) }, at(7 * 24))).toEqual({ open: true, start: at(7 * 24) });
  });
});

it('keeps an address trimmed and in lower case', () => {
  expect(normalAlertEmail('  Ada.Lovelace@Example.COM ')).toBe('ada.lovelace@example.com');
});
