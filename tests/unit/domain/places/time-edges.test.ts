import { describe, expect, it } from 'vitest';
import { NEW_ARRIVAL_DAYS, SECONDS_PER_DAY } from '../../../../src/domain/basics/constants.ts';
import { nextTimeEdge } from '../../../../src/domain/places/time-edges.ts';

const SYDNEY = { timeZone: 'Australia/Sydney', soldVisibilityDays: 3 };
/** 2026-11-27 09:00 UTC: 20:00 that day in Sydney (daylight saving, UTC+11). */
const AT = Date.UTC(2026, 10, 27, 9) / 1000;
/** The dealer's next day begins at 2026-11-28 00:00 in Sydney, 13:00 UTC on the 27th. */
const SYDNEY_MIDNIGHT = Date.UTC(2026, 10, 27, 13) / 1000;

const car = (created: number, sold: number | null = null) => ({ created_at: new Date(created * 1000).toISOString(), sold_date_timestamp: sold });

describe('nextTimeEdge', () => {
  it("is the dealer's next midnight when no car changes before it", () => {
    expect(nextTimeEdge([], AT, SYDNEY)).toBe(SYDNEY_MIDNIGHT);
    expect(nextTimeEdge([car(AT - 30 * SECONDS_PER_DAY)], AT, SYDNEY)).toBe(SYDNEY_MIDNIGHT);
  });

  it('is the moment a New Arrival tag ends, when that comes first', () => {
    const ends = AT + 3600;
    expect(nextTimeEdge([car(ends - NEW_ARRIVAL_DAYS * SECONDS_PER_DAY)], AT, SYDNEY)).toBe(ends);
  });

  it("is the moment a sold car's window closes, when that comes first, and ignores edges already passed", () => {
    const closes = AT + 60;
    const sold = car(AT - 30 * SECONDS_PER_DAY, closes - SYDNEY.soldVisibilityDays * SECONDS_PER_DAY);
    const closedAlready = car(AT - 30 * SECONDS_PER_DAY, AT - 10 * SECONDS_PER_DAY);
    expect(nextTimeEdge([closedAlready, sold], AT, SYDNEY)).toBe(closes);
    expect(nextTimeEdge([closedAlready], AT, SYDNEY)).toBe(SYDNEY_MIDNIGHT);
  });

  it('is the moment the stock goes stale, when that comes first and is still to come', () => {
    expect(nextTimeEdge([], AT, { ...SYDNEY, stockStaleFrom: AT + 600 })).toBe(AT + 600);
    expect(nextTimeEdge([], AT, { ...SYDNEY, stockStaleFrom: AT - 600 })).toBe(SYDNEY_MIDNIGHT);
    expect(nextTimeEdge([], AT, { ...SYDNEY, stockStaleFrom: null })).toBe(SYDNEY_MIDNIGHT);
  });
});
