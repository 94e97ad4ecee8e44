/**
 * What a location's block shows beyond its config fields, worked out at build time: the one-line
 * address, where 'Get Directions' leads, the data the open-now script reads (weekly and special
 * hours, the public holidays ahead and the time zone: never the holiday library itself), and the
 * 'Holiday Opening Hours' rows.
 */
import type { Location } from '../domain/places/location.ts';
import type { OpenNowInput } from '../domain/places/open-now.ts';
import { upcomingHolidayHours } from '../domain/places/opening-hours.ts';
import { regionSettings, type RegionCode } from '../domain/basics/region.ts';
import { timeZoneOf } from '../domain/places/time-zone.ts';
import { publicHolidayCalendar } from './holiday-calendar.ts';

/** How far ahead the 'Holiday Opening Hours' modal lists special hours: a year. */
const HOLIDAY_HOURS_DAYS = 365;

/** "1180 Seabreeze Highway, Cheltenham VIC 3192". */
export function addressLine(location: Pick<Location, 'address'>): string {
  const { street, city, state, postcode } = location.address;
  return `${street}, ${[city, state, postcode].filter((part) => part.trim() !== '').join(' ')}`;
}

/**
 * Where 'Get Directions' goes: the location's own map link when the config gives one, else
 * OpenStreetMap's directions with the location as the destination (the shopper picks the start).
 */
export function directionsHref(location: Pick<Location, 'address'>): string {
  const { place_url: placeUrl, lat, long } = location.address;
  return placeUrl ?? `https://www.openstreetmap.org/directions?route=%3B${lat}%2C${long}`;
}

/** The open-now script's input for a location, with its public holidays from `today` on. */
export function openNowData(location: Location, region: RegionCode, today: string): OpenNowInput {
  return {
    openingHours: location.contact_detail.opening_hours.map(({ weekday, status, open, close }) => ({ weekday, status, open, close })),
    specialHours: location.special_hours.map(({ date, status, start_hour, end_hour }) => ({ date, status, start_hour, end_hour })),
    holidays: publicHolidayCalendar(region, location.address.state, today),
    timeZone: timeZoneOf(region, location.address.state),
  };
}

/** The 'Holiday Opening Hours' modal of a location from `today`; no rows means no modal. */
export function holidayHours(location: Location, region: RegionCode, today: string) {
  return upcomingHolidayHours(location.special_hours, today, HOLIDAY_HOURS_DAYS, regionSettings(region).locale);
}
