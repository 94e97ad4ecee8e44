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

/**
 * A zone's offset from UTC over a stretch of time, worked out at build time, so that a page's script
 * can tell the dealer's wall clock by arithmetic: a browser's first zone-aware Intl formatter costs
 * it 30 to 50 ms of main thread (loading the zone data), 4 times that on a phone, on every page
 * with a location's open-now line.
 */
export interface UtcOffsets {
  /** The end of the stretch (ms since the epoch, exclusive): past it the schedule says nothing. */
  readonly until: number;
  /**
   * From each moment (ms since the epoch, ascending; the first is the start of the stretch), the
   * zone's offset in minutes east of UTC, until the next.
   */
  readonly changes: readonly (readonly [from: number, minutes: number])[];
}

/** One wall-clock formatter per zone, as for dates. */
const clockFormats = new Map<string, Intl.DateTimeFormat>();

/** The offset of `timeZone` from UTC at `moment` (ms since the epoch), in minutes east of UTC. */
export function utcOffsetMinutes(moment: number, timeZone: string): number {
  let format = clockFormats.get(timeZone);
  if (format === undefined) {
    format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', hourCycle: 'h23' });
    clockFormats.set(timeZone, format);
  }
  const minute = Math.floor(moment / MS_PER_MINUTE) * MS_PER_MINUTE;
  const parts = Object.fromEntries(format.formatToParts(minute).map((part) => [part.type, Number(part.value)]));
  const wall = Date.UTC(parts.year ?? 0, (parts.month ?? 1) - 1, parts.day ?? 1, parts.hour ?? 0, parts.minute ?? 0);
  return Math.round((wall - minute) / MS_PER_MINUTE);
}

/** No zone changes its offset twice within this: the schedule samples at this step, then narrows each change to the minute. */
const SAMPLE_STEP_MS = 6 * 60 * MS_PER_MINUTE;

const offsetSchedules = new Map<string, UtcOffsets>();

/** The offsets of `timeZone` from `from` until `until` (ms since the epoch); worked out once per zone and stretch. */
export function utcOffsetsBetween(timeZone: string, from: number, until: number): UtcOffsets {
  const key = `${timeZone} ${from} ${until}`;
  const known = offsetSchedules.get(key);
  if (known !== undefined) return known;
  const changes: [number, number][] = [[from, utcOffsetMinutes(from, timeZone)]];
  let previous = from;
  let offset = changes[0]![1];
  for (let moment = from + SAMPLE_STEP_MS; moment < until + SAMPLE_STEP_MS; moment += SAMPLE_STEP_MS) {
    const sampled = Math.min(moment, until - MS_PER_MINUTE);
    const next = utcOffsetMinutes(sampled, timeZone);
    if (next !== offset) {
      // The first minute with the new offset, between the last sample with the old one and this.
      let before = Math.floor(previous / MS_PER_MINUTE);
      let after = Math.floor(sampled / MS_PER_MINUTE);
      while (after - before > 1) {
        const middle = Math.floor((before + after) / 2);
        if (utcOffsetMinutes(middle * MS_PER_MINUTE, timeZone) === offset) before = middle;
        else after = middle;
      }
      changes.push([after * MS_PER_MINUTE, next]);
      offset = next;
    }
    previous = sampled;
  }
  const schedule = { until, changes };
  offsetSchedules.set(key, schedule);
  return schedule;
}

/** The zone's offset at `moment` by its schedule, or null when the schedule does not cover it. */
export function scheduledOffset(moment: number, offsets: UtcOffsets): number | null {
  const [first] = offsets.changes;
  if (first === undefined || moment < first[0] || moment >= offsets.until) return null;
  let minutes = first[1];
  for (const [from, offset] of offsets.changes) {
    if (from > moment) break;
    minutes = offset;
  }
  return minutes;
}
