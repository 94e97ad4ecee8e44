import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { OpeningHour, SpecialHours } from '../../../../src/domain/places/location.ts';
import {
  DAY_LABELS,
  WEEKDAYS_GROUP_LABEL,
  addDays,
  formatHolidayDate,
  formatTime12h,
  hoursOn,
  openingHourText,
  parseTime12h,
  upcomingHolidayHours,
  weekdayOf,
  weeklyHoursRows,
} from '../../../../src/domain/places/opening-hours.ts';
import { HOURS_TEXTS } from '../../../../src/domain/basics/texts.ts';
import { openOn } from './fixtures.ts';

const SATURDAY: OpeningHour = { weekday: 6, status: 'Open', open: '09:00', close: '12:00' };
const SUNDAY: OpeningHour = { weekday: 0, status: 'Closed' };

describe('12-hour format with am or pm', () => {
  it.each([
    ['08:30', '8:30am'],
    ['17:00', '5:00pm'],
    ['12:00', '12:00pm'],
    ['00:00', '12:00am'],
    ['00:05', '12:05am'],
    ['11:59', '11:59am'],
    ['12:30', '12:30pm'],
    ['23:59', '11:59pm'],
  ])('%s shows as %s', (time24, time12) => {
    expect(formatTime12h(time24)).toBe(time12);
    expect(parseTime12h(time12)).toBe(time24);
  });

  it.each(['8:30', '24:00', '12:60', '', '08:30am'])('%j is not a 24-hour time', (time) => {
    expect(formatTime12h(time)).toBeNull();
  });

  it.each(['08:30am', '13:00pm', '0:30am', '8:30', '8:30 am', '8:30AM'])('%j is not in the 12-hour style', (time) => {
    expect(parseTime12h(time)).toBeNull();
  });

  it('formatting any valid HH:MM gives a valid 12-hour time that round-trips', () => {
    const time24 = fc
      .tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }))
      .map(([h, m]) => `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`);
    fc.assert(
      fc.property(time24, (time) => {
        const formatted = formatTime12h(time);
        expect(formatted).toMatch(/^(1[0-2]|[1-9]):[0-5]\d(am|pm)$/);
        expect(parseTime12h(formatted ?? '')).toBe(time);
      }),
    );
  });
});

describe('how one day reads', () => {
  it.each<[string, OpeningHour | undefined, string]>([
    ['an open day with times shows them', { weekday: 1, status: 'Open', open: '08:30', close: '17:30' }, '8:30am - 5:30pm'],
    ['a day open with no times shows By appointment only', { weekday: 1, status: 'Open' }, 'By appointment only'],
    ['a day open with only an opening time shows By appointment only', { weekday: 1, status: 'Open', open: '08:30' }, 'By appointment only'],
    ['a day open with only a closing time shows By appointment only', { weekday: 1, status: 'Open', close: '17:30' }, 'By appointment only'],
    ['a day open with unreadable times shows By appointment only', { weekday: 1, status: 'Open', open: '8am', close: '5pm' }, 'By appointment only'],
    ['a day open with formated_hours shows them', { weekday: 1, status: 'Open', formated_hours: 'Call to book' }, 'Call to book'],
    ['formated_hours replace the times', { weekday: 1, status: 'Open', open: '08:30', close: '17:30', formated_hours: 'Appointments' }, 'Appointments'],
    ['blank formated_hours are not shown', { weekday: 1, status: 'Open', formated_hours: '  ' }, 'By appointment only'],
    ['a closed day shows Closed', { weekday: 1, status: 'Closed', open: '08:30', close: '17:30', formated_hours: 'x' }, 'Closed'],
    ['a missing weekday shows Closed', undefined, 'Closed'],
  ])('%s', (_rule, entry, expected) => {
    expect(openingHourText(entry)).toBe(expected);
  });

  it('the fallback texts are the spec\'s', () => {
    expect(HOURS_TEXTS.byAppointmentOnly).toBe('By appointment only');
    expect(HOURS_TEXTS.closed).toBe('Closed');
  });
});

describe('the weekly hours list', () => {
  it('Mon-Fri are grouped when all five are equal', () => {
    expect(weeklyHoursRows([...openOn([1, 2, 3, 4, 5]), SATURDAY, SUNDAY])).toEqual([
      { days: 'Mon - Fri', hours: '8:30am - 5:30pm', weekdays: [1, 2, 3, 4, 5] },
      { days: 'Sat', hours: '9:00am - 12:00pm', weekdays: [6] },
      { days: 'Sun', hours: 'Closed', weekdays: [0] },
    ]);
  });

  it('Saturday and Sunday show separately, even when they equal the weekdays', () => {
    const rows = weeklyHoursRows(openOn([0, 1, 2, 3, 4, 5, 6]));
    expect(rows.map((row) => [row.days, row.hours])).toEqual([
      ['Mon - Fri', '8:30am - 5:30pm'],
      ['Sat', '8:30am - 5:30pm'],
      ['Sun', '8:30am - 5:30pm'],
    ]);
  });

  it.each<[string, OpeningHour[]]>([
    ['one weekday closes earlier', [...openOn([1, 2, 3, 4]), ...openOn([5], '08:30', '16:00')]],
    ['one weekday has free text', [...openOn([1, 2, 3, 4]), { weekday: 5, status: 'Open', open: '08:30', close: '17:30', formated_hours: 'Late night' }]],
    ['one weekday is closed', [...openOn([1, 2, 3, 4]), { weekday: 5, status: 'Closed' }]],
    ['one weekday is missing', openOn([1, 2, 3, 4])],
  ])('Mon-Fri show each day when they are not all equal: %s', (_name, hours) => {
    expect(weeklyHoursRows(hours).map((row) => row.days)).toEqual(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']);
  });

  it('a missing weekday shows Closed, and five missing weekdays group as closed', () => {
    expect(weeklyHoursRows([SATURDAY]).map((row) => [row.days, row.hours])).toEqual([
      ['Mon - Fri', 'Closed'],
      ['Sat', '9:00am - 12:00pm'],
      ['Sun', 'Closed'],
    ]);
  });

  it('the first entry counts when a weekday is listed twice', () => {
    const rows = weeklyHoursRows([...openOn([6], '09:00', '12:00'), ...openOn([6], '10:00', '11:00')]);
    expect(rows.find((row) => row.days === 'Sat')?.hours).toBe('9:00am - 12:00pm');
  });

  const entryArb: fc.Arbitrary<OpeningHour> = fc.record(
    {
      weekday: fc.integer({ min: 0, max: 6 }),
      status: fc.constantFrom('Open' as const, 'Closed' as const),
      open: fc.constantFrom('08:00', '08:30'),
      close: fc.constantFrom('17:00', '17:30'),
      formated_hours: fc.constantFrom('By appointment only', 'Call us'),
    },
    { requiredKeys: ['weekday', 'status'] },
  );
  const weekArb = fc.uniqueArray(entryArb, { selector: (entry) => entry.weekday, maxLength: 7 });

  it('grouping never loses or duplicates a weekday', () => {
    fc.assert(
      fc.property(weekArb, (week) => {
        const covered = weeklyHoursRows(week).flatMap((row) => row.weekdays);
        expect(covered.toSorted()).toEqual([0, 1, 2, 3, 4, 5, 6]);
      }),
    );
  });

  it('when all five weekdays are equal there is exactly one Mon-Fri row', () => {
    const sameWeekdays = fc
      .tuple(entryArb, fc.subarray([0, 6]))
      .map(([entry, weekend]) => [...[1, 2, 3, 4, 5].map((weekday) => ({ ...entry, weekday })), ...weekend.map((weekday) => ({ ...entry, weekday }))]);
    fc.assert(
      fc.property(sameWeekdays, (week) => {
        const rows = weeklyHoursRows(week);
        expect(rows.filter((row) => row.days === WEEKDAYS_GROUP_LABEL)).toHaveLength(1);
        expect(rows).toHaveLength(3);
      }),
    );
  });

  it('Saturday and Sunday rows are always present and separate, last and in that order', () => {
    fc.assert(
      fc.property(weekArb, (week) => {
        const rows = weeklyHoursRows(week);
        expect(rows.slice(-2).map((row) => [row.days, row.weekdays])).toEqual([
          [DAY_LABELS[6], [6]],
          [DAY_LABELS[0], [0]],
        ]);
      }),
    );
  });
});

const specialHours: SpecialHours[] = [
  { status: 'Closed', date: '2027-01-01', name: "New Year's Day" },
  { status: 'Closed', date: '2026-12-25', name: 'Christmas Day' },
  { status: 'Open', date: '2026-12-26', start_hour: '10:00', end_hour: '16:00', name: 'Boxing Day' },
  { status: 'Open', date: '2026-12-31' },
  { status: 'Closed', date: '2026-12-01', name: 'Stocktake' },
];

describe("the 'Holiday Opening Hours' modal", () => {
  it('lists the special hours from today to N days ahead, earliest first, titled Holiday Opening Hours', () => {
    expect(upcomingHolidayHours(specialHours, '2026-12-20', 12, 'en-AU')).toEqual({
      title: 'Holiday Opening Hours',
      rows: [
        { date: '2026-12-25', dateLabel: 'Fri, 25 Dec 2026', name: 'Christmas Day', hours: 'Closed' },
        { date: '2026-12-26', dateLabel: 'Sat, 26 Dec 2026', name: 'Boxing Day', hours: '10:00am - 4:00pm' },
        { date: '2026-12-31', dateLabel: 'Thu, 31 Dec 2026', name: null, hours: 'By appointment only' },
        { date: '2027-01-01', dateLabel: 'Fri, 1 Jan 2027', name: "New Year's Day", hours: 'Closed' },
      ],
    });
  });

  it('includes today and the last day of the window, and nothing past it or before today', () => {
    const dates = (today: string, days: number) => upcomingHolidayHours(specialHours, today, days, 'en-AU').rows.map((row) => row.date);
    expect(dates('2026-12-25', 1)).toEqual(['2026-12-25', '2026-12-26']);
    expect(dates('2026-12-26', 0)).toEqual(['2026-12-26']);
    expect(dates('2027-01-02', 365)).toEqual([]);
  });

  it('two entries for the same date are both listed, in their given order', () => {
    const twice: SpecialHours[] = [
      { status: 'Open', date: '2026-12-24', start_hour: '09:00', end_hour: '12:00', name: 'Christmas Eve' },
      { status: 'Closed', date: '2026-12-24', name: 'Stocktake' },
      { status: 'Closed', date: '2026-12-23' },
    ];
    expect(upcomingHolidayHours(twice, '2026-12-20', 7, 'en-US').rows.map((row) => [row.dateLabel, row.name, row.hours])).toEqual([
      ['Wed, Dec 23, 2026', null, 'Closed'],
      ['Thu, Dec 24, 2026', 'Christmas Eve', '9:00am - 12:00pm'],
      ['Thu, Dec 24, 2026', 'Stocktake', 'Closed'],
    ]);
  });

  it.each([
    ['en-AU', 'Fri, 25 Dec 2026'],
    ['en-NZ', 'Fri, 25 Dec 2026'],
    ['en-US', 'Fri, Dec 25, 2026'],
  ])('dates are formatted for the locale: %s', (locale, expected) => {
    expect(formatHolidayDate('2026-12-25', locale)).toBe(expected);
  });
});

describe('the hours on a date', () => {
  const location = {
    contact_detail: { opening_hours: [...openOn([1, 2, 3, 4, 5]), SATURDAY] },
    special_hours: specialHours,
  };

  it('special hours override the weekly hours', () => {
    expect(hoursOn(location, '2026-12-25')).toEqual({ source: 'special', status: 'Closed', hours: 'Closed', name: 'Christmas Day' });
    expect(hoursOn(location, '2026-12-26')).toEqual({ source: 'special', status: 'Open', hours: '10:00am - 4:00pm', name: 'Boxing Day' });
  });

  it('without special hours the weekday\'s weekly hours apply', () => {
    expect(hoursOn(location, '2026-12-24')).toEqual({ source: 'weekly', status: 'Open', hours: '8:30am - 5:30pm' });
    expect(hoursOn(location, '2026-12-19')).toEqual({ source: 'weekly', status: 'Open', hours: '9:00am - 12:00pm' });
  });

  it('a special date without a name or times is open by appointment only', () => {
    expect(hoursOn(location, '2026-12-31')).toEqual({ source: 'special', status: 'Open', hours: 'By appointment only', name: null });
  });

  it('a weekday with no weekly entry is closed', () => {
    expect(hoursOn(location, '2026-12-20')).toEqual({ source: 'weekly', status: 'Closed', hours: 'Closed' });
  });
});

describe('calendar dates', () => {
  it.each([
    ['2026-12-25', 5],
    ['2026-12-27', 0],
    ['2024-02-29', 4],
  ])('%s falls on weekday %i', (date, weekday) => {
    expect(weekdayOf(date)).toBe(weekday);
  });

  it('adding days crosses months and years', () => {
    expect(addDays('2026-12-30', 3)).toBe('2027-01-02');
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
  });

  it.each(['2026-13-01', '2026-02-30', '25/12/2026', ''])('a malformed date %j is an error', (date) => {
    expect(() => weekdayOf(date)).toThrow(RangeError);
  });
});
