import { describe, expect, it } from 'vitest';
import { dateInTimeZone, siteTimeZone, timeZoneOf } from '../../../../src/domain/places/time-zone.ts';

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
