/**
 * Opening hours as the site shows them (spec section 9, "Opening hours display"): 12-hour times with
 * am or pm, Mon-Fri on one line when all five weekdays are equal, Saturday and Sunday on lines of
 * their own, and 'By appointment only' or 'Closed' where there are no times. Also the rows of the
 * 'Holiday Opening Hours' modal and the hours that apply on a given date (special hours first).
 *
 * Dates are calendar dates `YYYY-MM-DD` in the dealer's time zone; the caller decides what "today"
 * is, so these rules never read a clock.
 */
import type { OpeningHour, SpecialHours, Weekday } from './location.ts';
import { HOURS_TEXTS } from '../basics/texts.ts';

/** Short day names on the hours list, indexed by weekday (0 Sunday). */
export const DAY_LABELS: Readonly<Record<Weekday, string>> = {
  0: 'Sun',
  1: 'Mon',
  2: 'Tue',
  3: 'Wed',
  4: 'Thu',
  5: 'Fri',
  6: 'Sat',
};

/** The label of the grouped Monday-to-Friday line. */
export const WEEKDAYS_GROUP_LABEL = 'Mon - Fri';

/** Between the opening and closing time, e.g. "8:30am - 5:00pm". */
const HOURS_RANGE_SEPARATOR = ' - ';

/** Monday to Friday, in display order. */
const MONDAY_TO_FRIDAY: readonly Weekday[] = [1, 2, 3, 4, 5];

const TIME_24H = /^([01]\d|2[0-3]):([0-5]\d)$/;
const TIME_12H = /^(1[0-2]|[1-9]):([0-5]\d)(am|pm)$/;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * A 24-hour `HH:MM` time in the site's 12-hour style: "08:30" -> "8:30am", "17:00" -> "5:00pm",
 * "12:00" -> "12:00pm", "00:00" -> "12:00am". Null for anything that is not a valid `HH:MM`.
 */
export function formatTime12h(time: string): string | null {
  if (!TIME_24H.test(time)) return null;
  const hours = Number(time.slice(0, 2));
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  return `${hour12}:${time.slice(3)}${hours < 12 ? 'am' : 'pm'}`;
}

/** The inverse of `formatTime12h`: "5:00pm" -> "17:00". Null for anything not in the 12-hour style. */
export function parseTime12h(time: string): string | null {
  if (!TIME_12H.test(time)) return null;
  const hour12 = Number(time.slice(0, -5)) % 12;
  const hours = time.endsWith('pm') ? hour12 + 12 : hour12;
  return `${String(hours).padStart(2, '0')}:${time.slice(-4, -2)}`;
}

/** Hours as shown for one day or date, given its status, free text and times. */
function hoursText(status: OpeningHour['status'], formatted: string | undefined, open: string | undefined, close: string | undefined): string {
  if (status === 'Closed') return HOURS_TEXTS.closed;
  if (formatted !== undefined && formatted.trim() !== '') return formatted;
  const from = open === undefined ? null : formatTime12h(open);
  const to = close === undefined ? null : formatTime12h(close);
  if (from === null || to === null) return HOURS_TEXTS.byAppointmentOnly;
  return `${from}${HOURS_RANGE_SEPARATOR}${to}`;
}

/**
 * How one weekday's entry reads: 'Closed' for a closed day or a weekday with no entry; for an open
 * day its free text (`formated_hours`) when set, else "open - close", else 'By appointment only'
 * (an open day with no times, or with only one of them).
 */
export function openingHourText(entry: OpeningHour | undefined): string {
  if (entry === undefined) return HOURS_TEXTS.closed;
  return hoursText(entry.status, entry.formated_hours, entry.open, entry.close);
}

/** One line of the hours list. */
interface HoursRow {
  /** "Mon - Fri", or one day's short name. */
  days: string;
  hours: string;
  /** The weekdays the line covers (0 Sunday), so a caller can mark today. */
  weekdays: readonly Weekday[];
}

/** What makes two weekdays "equal" for grouping: same status, times and free text; a missing day is closed. */
function groupingKey(entry: OpeningHour | undefined): string {
  if (entry === undefined) return JSON.stringify(['Closed', '', '', '']);
  return JSON.stringify([entry.status, entry.open ?? '', entry.close ?? '', entry.formated_hours ?? '']);
}

/**
 * The weekly hours list: one "Mon - Fri" line when Monday to Friday are all equal (same status,
 * times and `formated_hours`), otherwise one line per weekday; then Saturday and Sunday, always on
 * lines of their own. A weekday with no entry reads 'Closed'; when a weekday is listed twice the
 * first entry counts.
 */
export function weeklyHoursRows(openingHours: readonly OpeningHour[]): HoursRow[] {
  const entryFor = (weekday: Weekday) => openingHours.find((entry) => entry.weekday === weekday);
  const row = (weekday: Weekday): HoursRow => ({
    days: DAY_LABELS[weekday],
    hours: openingHourText(entryFor(weekday)),
    weekdays: [weekday],
  });
  const weekdayKeys = new Set(MONDAY_TO_FRIDAY.map((weekday) => groupingKey(entryFor(weekday))));
  const weekdays =
    weekdayKeys.size === 1
      ? [{ days: WEEKDAYS_GROUP_LABEL, hours: openingHourText(entryFor(1)), weekdays: MONDAY_TO_FRIDAY }]
      : MONDAY_TO_FRIDAY.map(row);
  return [...weekdays, row(6), row(0)];
}

/**
 * A `YYYY-MM-DD` calendar date as UTC midnight, so weekday and formatting never depend on the
 * machine's time zone; a RangeError for anything else (2026-02-30 included).
 */
export function parseIsoDate(date: string): Date {
  const match = ISO_DATE.exec(date);
  const parsed = match === null ? null : new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  if (parsed === null || parsed.toISOString().slice(0, 10) !== date) {
    throw new RangeError(`expected a date like 2026-12-25, got '${date}'`);
  }
  return parsed;
}

/** The calendar date `days` after `date` (both `YYYY-MM-DD`). */
export function addDays(date: string, days: number): string {
  const start = parseIsoDate(date);
  return new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth(), start.getUTCDate() + days)).toISOString().slice(0, 10);
}

/** The weekday of a `YYYY-MM-DD` date (0 Sunday). Throws a RangeError for a malformed date. */
export function weekdayOf(date: string): Weekday {
  return parseIsoDate(date).getUTCDay() as Weekday;
}

/**
 * A `YYYY-MM-DD` date as the holiday list shows it in the site's locale, e.g. "Fri, 25 Dec 2026"
 * (en-AU) or "Fri, Dec 25, 2026" (en-US). Throws a RangeError for a malformed date.
 */
export function formatHolidayDate(date: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(parseIsoDate(date));
}

/** How a special date's hours read: 'Closed', "start - end", or 'By appointment only' when open without times. */
function specialHoursText(special: SpecialHours): string {
  return hoursText(special.status, undefined, special.start_hour, special.end_hour);
}

/** One line of the 'Holiday Opening Hours' modal. */
interface HolidayHoursRow {
  /** `YYYY-MM-DD`, for sorting and `<time datetime>`. */
  date: string;
  /** The date in the site's locale. */
  dateLabel: string;
  /** e.g. "Christmas Day"; null when the config names none. */
  name: string | null;
  hours: string;
}

/** The 'Holiday Opening Hours' modal: its title and its lines; an empty list means no modal. */
interface HolidayHours {
  title: typeof HOURS_TEXTS.holidayOpeningHours;
  rows: HolidayHoursRow[];
}

/**
 * The special hours from `today` to `days` days after it (both ends included), earliest first, as
 * the 'Holiday Opening Hours' modal lists them. `today` is a `YYYY-MM-DD` date in the dealer's time
 * zone; `locale` is the region's (en-AU, en-NZ or en-US). Throws a RangeError for a malformed date.
 */
export function upcomingHolidayHours(
  specialHours: readonly SpecialHours[],
  today: string,
  days: number,
  locale: string,
): HolidayHours {
  const last = addDays(today, days);
  const rows = specialHours
    .filter((special) => special.date >= today && special.date <= last)
    .toSorted((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0))
    .map((special) => ({
      date: special.date,
      dateLabel: formatHolidayDate(special.date, locale),
      name: special.name ?? null,
      hours: specialHoursText(special),
    }));
  return { title: HOURS_TEXTS.holidayOpeningHours, rows };
}

/** The hours that apply on one date: a special date's, or the weekly hours of its weekday. */
type EffectiveHours =
  | { source: 'special'; status: SpecialHours['status']; hours: string; name: string | null }
  | { source: 'weekly'; status: OpeningHour['status']; hours: string };

/** The parts of a location that decide its hours. */
interface LocationHours {
  contact_detail: { opening_hours: readonly OpeningHour[] };
  special_hours: readonly SpecialHours[];
}

/**
 * The hours a location keeps on `date` (`YYYY-MM-DD`): special hours for that date override the
 * weekly hours; a weekday with no weekly entry is closed. Throws a RangeError for a malformed date.
 */
export function hoursOn(location: LocationHours, date: string): EffectiveHours {
  const weekday = weekdayOf(date);
  const special = location.special_hours.find((entry) => entry.date === date);
  if (special !== undefined) {
    return { source: 'special', status: special.status, hours: specialHoursText(special), name: special.name ?? null };
  }
  const entry = location.contact_detail.opening_hours.find((candidate) => candidate.weekday === weekday);
  return { source: 'weekly', status: entry?.status ?? 'Closed', hours: openingHourText(entry) };
}
