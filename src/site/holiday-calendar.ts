/**
 * A location's public holidays, resolved at build time from date-holidays into a short list of
 * dates and names (the next ~400 days), so the browser's open-now line knows them without shipping
 * the holiday library. Australia and the US go by state code; New Zealand by region, which
 * addresses write by name ("Auckland"), so the names map to the library's region codes.
 */
import Holidays from 'date-holidays';
import type { PublicHoliday } from '../domain/places/open-now.ts';
import type { RegionCode } from '../domain/basics/region.ts';
import { addDays } from '../domain/places/opening-hours.ts';

/** How far ahead the embedded calendar reaches: a year and a bit, so a page built once stays right. */
const CALENDAR_DAYS = 400;

/** New Zealand regions as addresses write them, by date-holidays' region code. */
const NZ_REGIONS: Readonly<Record<string, string>> = {
  AUCKLAND: 'AUK',
  'BAY OF PLENTY': 'BOP',
  CANTERBURY: 'CAN',
  CHRISTCHURCH: 'CAN',
  GISBORNE: 'GIS',
  "HAWKE'S BAY": 'HKB',
  'HAWKES BAY': 'HKB',
  MARLBOROUGH: 'MBH',
  'MANAWATU-WHANGANUI': 'MWT',
  NELSON: 'NSN',
  NORTHLAND: 'NTL',
  OTAGO: 'OTA',
  SOUTHLAND: 'STL',
  TASMAN: 'TAS',
  TARANAKI: 'TKI',
  WAIKATO: 'WKO',
  WELLINGTON: 'WGN',
  'WEST COAST': 'WTC',
};

/** The date-holidays state or region code of an address's state, or undefined for the country's holidays only. */
export function holidayRegionCode(region: RegionCode, state: string): string | undefined {
  const key = state.trim().toUpperCase();
  if (key === '') return undefined;
  if (region === 'NZ') return NZ_REGIONS[key] ?? (Object.values(NZ_REGIONS).includes(key) ? key : undefined);
  return key;
}

/** The public holidays of a location in `region`/`state` from `today` (`YYYY-MM-DD`) for the next ~400 days. */
export function publicHolidayCalendar(region: RegionCode, state: string, today: string, days = CALENDAR_DAYS): PublicHoliday[] {
  const code = holidayRegionCode(region, state);
  const known = new Holidays();
  const states = known.getStates(region) ?? {};
  const holidays = code !== undefined && code in states ? new Holidays(region, code) : new Holidays(region);
  const last = addDays(today, days);
  const firstYear = Number(today.slice(0, 4));
  const byDate = new Map<string, string>();
  for (let year = firstYear; year <= Number(last.slice(0, 4)); year += 1) {
    for (const holiday of holidays.getHolidays(year)) {
      const date = holiday.date.slice(0, 10);
      // Only days off for everyone close the dealer; observances and bank holidays do not.
      if (holiday.type !== 'public' || date < today || date > last || byDate.has(date)) continue;
      byDate.set(date, holiday.name);
    }
  }
  return [...byDate].map(([date, name]) => ({ date, name })).toSorted((a, b) => (a.date < b.date ? -1 : 1));
}
