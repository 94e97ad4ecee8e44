import { describe, expect, it } from 'vitest';
import { holidayRegionCode, publicHolidayCalendar } from '../../../src/site/holiday-calendar.ts';

describe('publicHolidayCalendar', () => {
  it("lists a Victorian location's public holidays for the next 400 days, state ones included", () => {
    const calendar = publicHolidayCalendar('AU', 'VIC', '2026-11-24');
    expect(calendar).toContainEqual({ date: '2026-12-25', name: 'Christmas Day' });
    expect(calendar).toContainEqual({ date: '2027-06-14', name: "King's Birthday" });
    expect(calendar.find((holiday) => holiday.name === 'Melbourne Cup')?.date).toBe('2027-11-02');
    expect(calendar.every((holiday) => holiday.date >= '2026-11-24' && holiday.date <= '2027-12-29')).toBe(true);
    expect(calendar.map((holiday) => holiday.date)).toEqual(calendar.map((holiday) => holiday.date).toSorted());
  });

  it('keeps state holidays to their state', () => {
    expect(publicHolidayCalendar('AU', 'QLD', '2026-11-24').some((holiday) => holiday.name === 'Melbourne Cup')).toBe(false);
  });

  it('reads New Zealand regions by name and US states by code', () => {
    expect(holidayRegionCode('NZ', 'Auckland')).toBe('AUK');
    expect(publicHolidayCalendar('NZ', 'Auckland', '2026-11-24')).toContainEqual({ date: '2027-02-01', name: 'Provincial anniversary day' });
    expect(publicHolidayCalendar('US', 'WI', '2026-11-24')).toContainEqual({ date: '2026-11-26', name: 'Thanksgiving Day' });
  });

  it('falls back to the national holidays for an unknown state', () => {
    expect(publicHolidayCalendar('AU', 'Nowhere', '2026-11-24')).toContainEqual({ date: '2027-01-26', name: 'Australia Day' });
  });
});
