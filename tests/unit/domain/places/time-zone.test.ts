import { describe, expect, it } from 'vitest';
import { dateInTimeZone, scheduledOffset, siteTimeZone, timeZoneOf, utcOffsetMinutes, utcOffsetsBetween } from '../../../../src/domain/places/time-zone.ts';

describe('the dealer\'s time zone', () => {
  it.each([
    ['AU', 'VIC', 'Australia/Melbourne'],
    ['AU', 'qld', 'Australia/Brisbane'],
    ['AU', 'WA', 'Australia/Perth'],
    ['AU', 'Somewhere', 'Australia/Brisbane'],
    ['NZ', 'Auckland', 'Pacific/Auckland'],
    ['US', 'WI', 'America/Chicago'],
    ['US', 'CA', 'America/Los_Angeles'],
    ['US', 'AZ', 'America/Phoenix'],
  ] as const)('%s %s: %s', (region, state, zone) => {
    expect(timeZoneOf(region, state)).toBe(zone);
  });

  it('follows the primary location, else the first', () => {
    const at = (state: string, primary?: boolean) => ({ primary, address: { state } });
    expect(siteTimeZone({ region: 'AU', locations: [at('QLD'), at('WA', true)] })).toBe('Australia/Perth');
    expect(siteTimeZone({ region: 'AU', locations: [at('QLD'), at('WA')] })).toBe('Australia/Brisbane');
  });
});

describe('dateInTimeZone', () => {
  it('gives the calendar date on both sides of midnight in Melbourne, against UTC', () => {
    expect(dateInTimeZone(new Date('2026-11-24T12:59:59Z'), 'Australia/Melbourne')).toBe('2026-11-24');
    expect(dateInTimeZone(new Date('2026-11-24T13:00:00Z'), 'Australia/Melbourne')).toBe('2026-11-25');
    expect(dateInTimeZone(new Date('2026-11-24T13:00:00Z'), 'UTC')).toBe('2026-11-24');
  });

  it('knows daylight saving: Melbourne is UTC+10 in June', () => {
    expect(dateInTimeZone(new Date('2026-06-30T13:59:59Z'), 'Australia/Melbourne')).toBe('2026-06-30');
    expect(dateInTimeZone(new Date('2026-06-30T14:00:00Z'), 'Australia/Melbourne')).toBe('2026-07-01');
  });

  it('a dealer west of UTC is still on the day before', () => {
    expect(dateInTimeZone(new Date('2026-12-01T03:00:00Z'), 'America/Chicago')).toBe('2026-11-30');
  });
});

describe('a zone\'s offsets worked out ahead, for a clock without Intl', () => {
  const DAY = 24 * 60 * 60 * 1000;
  const from = Date.UTC(2026, 11, 5);

  it('finds each daylight-saving change to the minute, and only those', () => {
    const melbourne = utcOffsetsBetween('Australia/Melbourne', from, from + 400 * DAY);
    expect(melbourne.changes).toEqual([
      [from, 660],
      [Date.UTC(2027, 3, 3, 16), 600],
      [Date.UTC(2027, 9, 2, 16), 660],
    ]);
    expect(utcOffsetsBetween('Australia/Brisbane', from, from + 400 * DAY).changes).toEqual([[from, 600]]);
    // Lord Howe moves by half an hour: a change that is not a whole hour is found all the same.
    expect(utcOffsetsBetween('Australia/Lord_Howe', from, from + 400 * DAY).changes.map(([, minutes]) => minutes)).toEqual([660, 630, 660]);
  });

  it('answers what Intl answers at every hour of the stretch, and nothing outside it', () => {
    for (const zone of ['Australia/Adelaide', 'Pacific/Auckland', 'America/New_York', 'Australia/Perth']) {
      const offsets = utcOffsetsBetween(zone, from, from + 400 * DAY);
      for (let moment = from; moment < offsets.until; moment += 61 * 60 * 1000) {
        expect(scheduledOffset(moment, offsets)).toBe(utcOffsetMinutes(moment, zone));
      }
      expect(scheduledOffset(from - 1, offsets)).toBeNull();
      expect(scheduledOffset(offsets.until, offsets)).toBeNull();
    }
  });
});
