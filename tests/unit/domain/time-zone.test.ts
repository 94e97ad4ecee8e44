import { describe, expect, it } from 'vitest';
import { dealerTimeZone, isoDateIn, timeZoneOf } from '../../../src/domain/time-zone.ts';

describe('timeZoneOf', () => {
  it('knows the states of the demo regions', () => {
    expect(timeZoneOf('AU', 'VIC')).toBe('Australia/Melbourne');
    expect(timeZoneOf('AU', 'qld')).toBe('Australia/Brisbane');
    expect(timeZoneOf('NZ', 'Auckland')).toBe('Pacific/Auckland');
    expect(timeZoneOf('US', 'WI')).toBe('America/Chicago');
  });

  it('falls back to the region zone for a state it does not know', () => {
    expect(timeZoneOf('AU', 'Nowhere')).toBe('Australia/Brisbane');
    expect(timeZoneOf('US', '')).toBe('America/New_York');
  });
});

describe('isoDateIn', () => {
  it("gives the dealer's date, not UTC's, either side of the dealer's midnight", () => {
    // 13:59 UTC on 30 Nov is 00:59 on 1 Dec in Melbourne (daylight time, UTC+11).
    expect(isoDateIn(new Date('2026-11-30T12:59:00Z'), 'Australia/Melbourne')).toBe('2026-11-30');
    expect(isoDateIn(new Date('2026-11-30T13:00:00Z'), 'Australia/Melbourne')).toBe('2026-12-01');
    expect(isoDateIn(new Date('2026-11-30T13:00:00Z'), 'UTC')).toBe('2026-11-30');
    expect(isoDateIn(new Date('2026-12-01T03:00:00Z'), 'America/Chicago')).toBe('2026-11-30');
  });
});

describe('dealerTimeZone', () => {
  it('uses the primary location', () => {
    const site = {
      region: 'AU' as const,
      locations: [
        { primary: false, address: { state: 'WA' } },
        { primary: true, address: { state: 'VIC' } },
      ],
    };
    expect(dealerTimeZone(site)).toBe('Australia/Melbourne');
  });
});
