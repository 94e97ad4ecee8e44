import { describe, expect, it } from 'vitest';
import { isStockStale, timeAgoWords, unconfirmedStockMessage } from '../../../src/domain/stock-age.ts';

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
});
