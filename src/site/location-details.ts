/**
 * What a location's block shows beyond its config fields, worked out at build time: the one-line
 * address, where 'Get Directions' leads (src/domain/places/directions.ts), the data the open-now script reads (weekly and special
 * hours, the public holidays ahead and the time zone: never the holiday library itself), and the
 * 'Holiday Opening Hours' rows.
 */
import type { Location } from '../domain/places/location.ts';
import { directionsUrl, type DirectionsProvider } from '../domain/places/directions.ts';
import { stateOrDefault } from '../domain/places/geo.ts';
import type { OpenNowInput } from '../domain/places/open-now.ts';
import { upcomingHolidayHours } from '../domain/places/opening-hours.ts';
import { regionSettings, type RegionCode } from '../domain/basics/region.ts';
import { startOfDateInTimeZone, timeZoneOf, utcOffsetsBetween } from '../domain/places/time-zone.ts';
import { publicHolidayCalendar } from './holiday-calendar.ts';

/** How far ahead the 'Holiday Opening Hours' modal lists special hours: a year. */
const HOLIDAY_HOURS_DAYS = 365;

/** "1180 Seabreeze Highway, Cheltenham VIC 3192". */
export function addressLine(location: { readonly address: Pick<Location['address'], 'street' | 'city' | 'state' | 'postcode'> }): string {
  const { street, city, state, postcode } = location.address;
  return `${street}, ${[city, state, postcode].filter((part) => part.trim() !== '').join(' ')}`;
}

/**
 * Where 'Get Directions' goes: the directions of the site's provider (`maps.directions`) to the
 * location's point, from wherever the shopper is. (Its `place_url` is a link to the place, not
 * directions to it.)
 */
export function directionsHref(location: Pick<Location, 'address'>, provider: DirectionsProvider): string {
  const { lat, long, place_id: placeId } = location.address;
  return directionsUrl(provider, { lat, long, placeId });
}

/** A car's location as the stock feed gives it. */
interface CarPlace {
  readonly id: number;
  readonly address: { readonly street: string; readonly city: string; readonly state: string; readonly postcode: string };
}

/**
 * Where a car's 'Get Directions' goes: to its location's point when the location is one of the
 * site's (the feed names it by id), else to the address the feed gives, whose missing state is the
 * default state in Australia.
 */
export function carDirectionsHref(
  place: CarPlace,
  site: { readonly region: RegionCode; readonly locations: readonly Pick<Location, 'id' | 'address'>[]; readonly maps: { readonly directions: DirectionsProvider } },
): string {
  const known = site.locations.find((location) => location.id === place.id);
  if (known !== undefined) return directionsHref(known, site.maps.directions);
  const { street, city, state, postcode } = place.address;
  return directionsUrl(site.maps.directions, { address: addressLine({ address: { street, city, state: stateOrDefault(state, site.region), postcode } }) });
}

/** How far ahead of the build's date a page's open-now line knows its zone's offsets (past it, the browser asks Intl). */
const OFFSETS_AHEAD_DAYS = 400;

/**
 * The open-now script's input for a location, with its public holidays from `today` on and its
 * zone's offsets from the start of `today` for OFFSETS_AHEAD_DAYS (from the day's start, so that a
 * page is the same all day).
 */
export function openNowData(location: Location, region: RegionCode, today: string): OpenNowInput {
  const state = stateOrDefault(location.address.state, region);
  const timeZone = timeZoneOf(region, state);
  const from = startOfDateInTimeZone(today, timeZone);
  return {
    openingHours: location.contact_detail.opening_hours.map(({ weekday, status, open, close }) => ({ weekday, status, open, close })),
    specialHours: location.special_hours.map(({ date, status, start_hour, end_hour }) => ({ date, status, start_hour, end_hour })),
    holidays: publicHolidayCalendar(region, state, today),
    timeZone,
    offsets: utcOffsetsBetween(timeZone, from, from + OFFSETS_AHEAD_DAYS * 24 * 60 * 60 * 1000),
  };
}

/** The 'Holiday Opening Hours' modal of a location from `today`; no rows means no modal. */
export function holidayHours(location: Location, region: RegionCode, today: string) {
  return upcomingHolidayHours(location.special_hours, today, HOLIDAY_HOURS_DAYS, regionSettings(region).locale);
}
