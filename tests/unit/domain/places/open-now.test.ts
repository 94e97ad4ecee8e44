import { describe, expect, it } from 'vitest';
import { openNow, openNowText, spokenTime, wallClock, type OpenNowInput } from '../../../../src/domain/places/open-now.ts';
import { utcOffsetsBetween } from '../../../../src/domain/places/time-zone.ts';

const weekdays = [1, 2, 3, 4, 5].map((weekday) => ({ weekday, status: 'Open' as const, open: '08:30', close: '17:30' }));
const melbourne: OpenNowInput = {
  openingHours: [...weekdays, { weekday: 6, status: 'Open', open: '09:00', close: '16:00' }, { weekday: 0, status: 'Closed' }],
  specialHours: [],
  holidays: [{ date: '2027-01-26', name: 'Australia Day' }],
  timeZone: 'Australia/Melbourne',
};

/** A text for a moment, e.g. "Open now | Closes 5:30 pm". */
function line(input: OpenNowInput, iso: string): string {
  const text = openNowText(openNow(input, new Date(iso)));
  return [text.status, text.detail].filter((part) => part !== null).join(' | ');
}

describe('openNow', () => {
  it('is open on a weekday morning in the dealer zone and says when it closes', () => {
    // Wednesday 25 Nov 2026, 10:00 in Melbourne (AEDT, UTC+11).
    expect(line(melbourne, '2026-11-24T23:00:00Z')).toBe('Open now | Closes 5:30 pm');
  });

  it('reads the dealer zone, not UTC: 06:00 UTC on a Wednesday is 5 pm in Melbourne, then closed at 6 pm', () => {
    expect(line(melbourne, '2026-11-25T06:00:00Z')).toBe('Open now | Closes 5:30 pm');
    expect(line(melbourne, '2026-11-25T07:00:00Z')).toBe('Closed | Opens tomorrow 8:30 am');
  });

  it('before opening time says it opens today', () => {
    expect(line(melbourne, '2026-11-24T20:00:00Z')).toBe('Closed | Opens today 8:30 am');
  });

  it('on a Sunday is closed and opens Monday', () => {
    // Sunday 29 Nov 2026, 11:00 in Melbourne.
    expect(line(melbourne, '2026-11-29T00:00:00Z')).toBe('Closed | Opens tomorrow 8:30 am');
    // Saturday 28 Nov 2026, 17:00: Sunday is closed, so Monday.
    expect(line(melbourne, '2026-11-28T06:00:00Z')).toBe('Closed | Opens Monday 8:30 am');
  });

  it('is closed on a public holiday that falls on a weekday', () => {
    // Tuesday 26 Jan 2027, 10:00 AEDT.
    expect(line(melbourne, '2027-01-25T23:00:00Z')).toBe('Closed | Opens tomorrow 8:30 am');
  });

  it('special hours win over the holiday and the weekly hours', () => {
    const input = { ...melbourne, specialHours: [{ date: '2027-01-26', status: 'Open' as const, start_hour: '10:00', end_hour: '15:00' }] };
    expect(line(input, '2027-01-25T23:00:00Z')).toBe('Open now | Closes 3:00 pm');
    const closedWednesday = { ...melbourne, specialHours: [{ date: '2026-11-25', status: 'Closed' as const }] };
    expect(line(closedWednesday, '2026-11-24T23:00:00Z')).toBe('Closed | Opens tomorrow 8:30 am');
  });

  it('skips holidays and closed days when naming the next opening day', () => {
    // Friday 25 Dec 2026 17:00 local; Sat 26 a holiday (Boxing Day), Sun closed: opens Monday.
    const input = { ...melbourne, holidays: [{ date: '2026-12-25', name: 'Christmas Day' }, { date: '2026-12-26', name: 'Boxing Day' }] };
    expect(line(input, '2026-12-25T06:00:00Z')).toBe('Closed | Opens Monday 8:30 am');
  });

  it('follows daylight saving: Melbourne moves to UTC+11 on 4 Oct 2026', () => {
    // Friday 2 Oct 2026 at 22:45 UTC is Saturday 08:45 AEST (UTC+10): before Saturday's 9:00.
    expect(line(melbourne, '2026-10-02T22:45:00Z')).toBe('Closed | Opens today 9:00 am');
    // Sunday 4 Oct 2026 at 22:45 UTC is Monday 09:45 AEDT (UTC+11): open.
    expect(line(melbourne, '2026-10-04T22:45:00Z')).toBe('Open now | Closes 5:30 pm');
  });

  it('says just "Closed" when nothing opens within a fortnight', () => {
    const shut: OpenNowInput = { ...melbourne, openingHours: [] };
    expect(line(shut, '2026-11-24T23:00:00Z')).toBe('Closed');
  });

  it('treats a day open without times (by appointment) as not open now', () => {
    const input: OpenNowInput = { ...melbourne, openingHours: [{ weekday: 3, status: 'Open' }] };
    expect(openNow(input, new Date('2026-11-24T23:00:00Z')).state).toBe('closed');
  });
});

describe('spokenTime and wallClock', () => {
  it('writes 12-hour times with a space', () => {
    expect(spokenTime('17:30')).toBe('5:30 pm');
    expect(spokenTime('08:30')).toBe('8:30 am');
    expect(spokenTime('12:00')).toBe('12:00 pm');
    expect(spokenTime('00:15')).toBe('12:15 am');
  });

  it('gives the dealer zone date and time', () => {
    expect(wallClock(new Date('2026-11-24T23:00:00Z'), 'Pacific/Auckland')).toEqual({ date: '2026-11-25', time: '12:00' });
    expect(wallClock(new Date('2026-11-24T23:00:00Z'), 'America/Chicago')).toEqual({ date: '2026-11-24', time: '17:00' });
    // The build's schedule of offsets gives the same clock, across a daylight-saving change.
    const from = Date.UTC(2026, 11, 5);
    const offsets = utcOffsetsBetween('Australia/Melbourne', from, from + 400 * 24 * 60 * 60 * 1000);
    for (const moment of ['2027-04-03T15:59:00Z', '2027-04-03T16:00:00Z', '2027-10-02T15:59:00Z', '2027-10-02T16:00:00Z', '2026-12-31T13:00:00Z']) {
      expect(wallClock(new Date(moment), 'Australia/Melbourne', offsets)).toEqual(wallClock(new Date(moment), 'Australia/Melbourne'));
    }
  });
});
