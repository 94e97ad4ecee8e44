/**
 * The dealer's time zone, and a moment's calendar date in it. Dated content (offers, promo cards)
 * starts and ends by the dealer's calendar (spec: "in the dealer's time zone"), not the build
 * machine's nor the shopper's. The site config names no zone, so it follows from the region and the
 * state of the site's primary location (its first location when none is primary): the zone that
 * state's capital keeps. A state this table does not know falls back to the region's default (for AU
 * the spec's default state, qld), so an unusual address never stops a build.
 */
import { parseIsoDate } from './opening-hours.ts';
import type { RegionCode } from '../basics/region.ts';

/** Australian states and territories, as addresses write them. */
const AU_ZONES: Readonly<Record<string, string>> = {
  ACT: 'Australia/Sydney',
  NSW: 'Australia/Sydney',
  VIC: 'Australia/Melbourne',
  QLD: 'Australia/Brisbane',
  SA: 'Australia/Adelaide',
  WA: 'Australia/Perth',
  TAS: 'Australia/Hobart',
  NT: 'Australia/Darwin',
};

const US_EASTERN = ['CT', 'DC', 'DE', 'FL', 'GA', 'IN', 'KY', 'MA', 'MD', 'ME', 'MI', 'NC', 'NH', 'NJ', 'NY', 'OH', 'PA', 'RI', 'SC', 'VA', 'VT', 'WV'];
const US_CENTRAL = ['AL', 'AR', 'IA', 'IL', 'KS', 'LA', 'MN', 'MO', 'MS', 'ND', 'NE', 'OK', 'SD', 'TN', 'TX', 'WI'];
const US_MOUNTAIN = ['CO', 'ID', 'MT', 'NM', 'UT', 'WY'];
const US_PACIFIC = ['CA', 'NV', 'OR', 'WA'];

/** US states by the zone their capital keeps. */
const US_ZONES: Readonly<Record<string, string>> = {
  ...Object.fromEntries(US_EASTERN.map((state) => [state, 'America/New_York'])),
  ...Object.fromEntries(US_CENTRAL.map((state) => [state, 'America/Chicago'])),
  ...Object.fromEntries(US_MOUNTAIN.map((state) => [state, 'America/Denver'])),
  ...Object.fromEntries(US_PACIFIC.map((state) => [state, 'America/Los_Angeles'])),
  AZ: 'America/Phoenix',
  AK: 'America/Anchorage',
  HI: 'Pacific/Honolulu',
};

/** The zone of an address whose state the tables do not know; in AU the spec's default state, qld. */
const REGION_DEFAULTS: Readonly<Record<RegionCode, string>> = {
  AU: 'Australia/Brisbane',
  NZ: 'Pacific/Auckland',
  US: 'America/New_York',
};

/** The IANA time zone of a dealer in `region` whose address gives `state`. */
export function timeZoneOf(region: RegionCode, state: string): string {
  const key = state.trim().toUpperCase();
  const known = region === 'AU' ? AU_ZONES[key] : region === 'US' ? US_ZONES[key] : undefined;
  return known ?? REGION_DEFAULTS[region];
}

/** A site's time zone: its region and its primary (else first) location's state. */
export function siteTimeZone(site: {
  readonly region: RegionCode;
  readonly locations: readonly { readonly primary?: boolean | undefined; readonly address: { readonly state: string } }[];
}): string {
  const location = site.locations.find((candidate) => candidate.primary === true) ?? site.locations[0];
  return timeZoneOf(site.region, location?.address.state ?? '');
}

/**
 * One date formatter per zone: making an Intl.DateTimeFormat costs far more than using one, and a
 * build asks for the dealer's date thousands of times (about a second of a 2,000-car build).
 */
const dateFormats = new Map<string, Intl.DateTimeFormat>();

/** The calendar date (YYYY-MM-DD) at `moment` in `timeZone`. */
export function dateInTimeZone(moment: Date, timeZone: string): string {
  let format = dateFormats.get(timeZone);
  if (format === undefined) {
    // en-CA writes dates as YYYY-MM-DD.
    format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    dateFormats.set(timeZone, format);
  }
  return format.format(moment);
}

/** A minute, ms: every zone's midnight falls on a whole minute (offsets are whole quarters of an hour). */
const MS_PER_MINUTE = 60_000;
/** Zone offsets lie within UTC-12 and UTC+14; a little more on each side is safe. */
const WIDEST_OFFSET_MS = 15 * 60 * MS_PER_MINUTE;

/** The first moment (ms since the epoch) of the calendar date `date` (YYYY-MM-DD) in `timeZone`. */
export function startOfDateInTimeZone(date: string, timeZone: string): number {
  const utcMidnight = parseIsoDate(date).getTime();
  // The first minute whose date in the zone is `date` or later, found by halving the window in which
  // every zone's midnight of that date lies (ISO dates compare as strings in calendar order).
  let before = (utcMidnight - WIDEST_OFFSET_MS) / MS_PER_MINUTE;
  let from = (utcMidnight + WIDEST_OFFSET_MS) / MS_PER_MINUTE;
  while (from - before > 1) {
    const middle = Math.floor((before + from) / 2);
    if (dateInTimeZone(new Date(middle * MS_PER_MINUTE), timeZone) >= date) from = middle;
    else before = middle;
  }
  return from * MS_PER_MINUTE;
}
