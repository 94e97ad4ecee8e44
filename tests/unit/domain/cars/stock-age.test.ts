import { describe, expect, it } from 'vitest';
import { isStockStale, parseStockStatus, stockCheckDue, stockCheckedDateText, stockCheckedMomentText, stockStaleFrom, stockStatusRecord, timeAgoWords, unconfirmedStockMessage } from '../../../../src/domain/cars/stock-age.ts';

const NOW = 1_795_770_000;
const HOUR = 3600;

describe('stock age', () => {
  it('is stale only past the setting, and always when the stock was never confirmed', () => {
    expect(isStockStale(NOW - 24 * HOUR, NOW, 24)).toBe(false);
    expect(isStockStale(NOW - 24 * HOUR - 1, NOW, 24)).toBe(true);
    expect(isStockStale(NOW - 2 * HOUR, NOW, 1)).toBe(true);
    expect(isStockStale(null, NOW, 24)).toBe(true);
  });

  it('says how long ago in plain words', () => {
    expect(timeAgoWords(30)).toBe('just now');
    expect(timeAgoWords(60)).toBe('1 minute ago');
    expect(timeAgoWords(5 * 60)).toBe('5 minutes ago');
    expect(timeAgoWords(3 * HOUR + 59)).toBe('3 hours ago');
    expect(timeAgoWords(49 * HOUR)).toBe('2 days ago');
  });

  it("names the refusal 'Availability to be confirmed' and says when the stock was last confirmed", () => {
    expect(unconfirmedStockMessage(NOW - 30 * HOUR, NOW)).toMatch(/^Availability to be confirmed: the dealer's stock list was last confirmed 1 day ago/);
    expect(unconfirmedStockMessage(null, NOW)).toContain('has not been confirmed');
  });

  it('goes stale at the first second past the setting', () => {
    const from = stockStaleFrom(NOW, 24);
    expect(from).not.toBeNull();
    expect(isStockStale(NOW, from! - 1, 24)).toBe(false);
    expect(isStockStale(NOW, from!, 24)).toBe(true);
    expect(stockStaleFrom(null, 24)).toBeNull();
  });

  it('publishes the check as a record the pages read back exactly', () => {
    const record = stockStatusRecord({ checkedAt: NOW, staleAfterHours: 12 });
    expect(record).toEqual({ checked_at: '2026-11-27T09:00:00.000Z', stale_after_hours: 12 });
    expect(parseStockStatus(JSON.parse(JSON.stringify(record)))).toEqual({ checkedAt: NOW, staleAfterHours: 12 });
    expect(parseStockStatus({ checked_at: null, stale_after_hours: 24 })).toEqual({ checkedAt: null, staleAfterHours: 24 });
  });

  it('reads nothing from a record of another shape', () => {
    for (const data of [null, 'x', {}, { checked_at: 'soon', stale_after_hours: 24 }, { checked_at: null, stale_after_hours: 0 }, { checked_at: null, stale_after_hours: '24' }, { checked_at: 5, stale_after_hours: 24 }]) {
      expect(parseStockStatus(data)).toBeNull();
    }
  });

  it("writes the check's date and time in the region's words and the dealer's zone", () => {
    expect(stockCheckedDateText(NOW, 'en-AU', 'Australia/Sydney')).toBe('27 November 2026');
    expect(stockCheckedDateText(NOW + 4 * HOUR, 'en-AU', 'Australia/Sydney')).toBe('28 November 2026');
    expect(stockCheckedDateText(NOW, 'en-US', 'America/New_York')).toBe('November 27, 2026');
    expect(stockCheckedMomentText(NOW, 'en-AU', 'Australia/Sydney')).toBe('27 November 2026 at 8:00 pm');
  });

  it('publishes the check again, though no car changed, once the published one is older than half the window', () => {
    expect(stockCheckDue({ checkedAt: NOW - 12 * HOUR, staleAfterHours: 24 }, NOW)).toBe(false);
    expect(stockCheckDue({ checkedAt: NOW - 12 * HOUR - 1, staleAfterHours: 24 }, NOW)).toBe(true);
    expect(stockCheckDue({ checkedAt: null, staleAfterHours: 24 }, NOW)).toBe(true);
    expect(stockCheckDue(null, NOW)).toBe(true);
  });
});
