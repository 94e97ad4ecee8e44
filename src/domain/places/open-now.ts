/**
 * Whether a location is open at a moment, and when it next opens or closes (spec section 2, the
 * location block's "Open now" line): "Open now" with "Closes 5:30 pm", or "Closed" with
 * "Opens Monday 8:30 am". Worked out on the dealer's wall clock in its own time zone, so a shopper
 * elsewhere, and the daylight-saving switch, never shift it. A date's hours come from, in order:
 * the dealer's special hours for that date (they win), then the public holiday calendar (closed),
 * then the weekly hours.
 *
 * Pure: the caller passes the moment; the build embeds the inputs and a tiny script runs this in
 * the browser.
 */
import type { OpeningHour, SpecialHours } from './location.ts';
import { addDays, weekdayOf } from './opening-hours.ts';
import { OPEN_NOW_TEXTS } from '../basics/texts.ts';
import { scheduledOffset, type UtcOffsets } from './time-zone.ts';

/** A public holiday on the dealer's calendar (`YYYY-MM-DD`). */
export interface PublicHoliday {
  date: string;
  name: string;
}

/** What the open-now line needs of a location, plus its time zone and public holidays. */
export interface OpenNowInput {
  openingHours: readonly Pick<OpeningHour, 'weekday' | 'status' | 'open' | 'close'>[];
  specialHours: readonly Pick<SpecialHours, 'date' | 'status' | 'start_hour' | 'end_hour'>[];
  holidays: readonly PublicHoliday[];
  /** IANA zone, e.g. Australia/Melbourne. */
  timeZone: string;
  /** The zone's offsets over the coming months, when the build worked them out: the clock then needs no Intl. */
  offsets?: UtcOffsets;
}

/** When a closed location next opens: 'today', 'tomorrow' or a weekday's name, and a 24-hour time. */
interface NextOpening {
  day: string;
  time: string;
}

export type OpenNowState = { state: 'open'; closesAt: string } | { state: 'closed'; opensAt: NextOpening | null };

/** How far ahead to look for the next opening: a fortnight covers any holiday run plus a week. */
const LOOKAHEAD_DAYS = 14;

const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

const TIME_24H = /^([01]\d|2[0-3]):[0-5]\d$/;

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * The dealer's calendar date and 24-hour `HH:MM` at `moment`: by the zone's scheduled offset when
 * `offsets` covers the moment, else by Intl.
 */
export function wallClock(moment: Date, timeZone: string, offsets?: UtcOffsets): { date: string; time: string } {
  const offset = offsets === undefined ? null : scheduledOffset(moment.getTime(), offsets);
  if (offset !== null) {
    const wall = new Date(moment.getTime() + offset * 60_000);
    return {
      date: `${wall.getUTCFullYear()}-${pad(wall.getUTCMonth() + 1)}-${pad(wall.getUTCDate())}`,
      time: `${pad(wall.getUTCHours())}:${pad(wall.getUTCMinutes())}`,
    };
  }
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(moment);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((entry) => entry.type === type)?.value ?? '';
  return { date: `${part('year')}-${part('month')}-${part('day')}`, time: `${part('hour')}:${part('minute')}` };
}

/** The opening and closing times on a date, or null when the location does not open with set times. */
function timesOn(input: OpenNowInput, date: string): { open: string; close: string } | null {
  const special = input.specialHours.find((entry) => entry.date === date);
  if (special !== undefined) {
    if (special.status === 'Closed') return null;
    return validTimes(special.start_hour, special.end_hour);
  }
  if (input.holidays.some((holiday) => holiday.date === date)) return null;
  const weekday = weekdayOf(date);
  const entry = input.openingHours.find((candidate) => candidate.weekday === weekday);
  if (entry === undefined || entry.status === 'Closed') return null;
  return validTimes(entry.open, entry.close);
}

/** Times usable for open-now: both valid and the close after the open ('By appointment only' has none). */
function validTimes(open: string | undefined, close: string | undefined): { open: string; close: string } | null {
  if (open === undefined || close === undefined || !TIME_24H.test(open) || !TIME_24H.test(close) || close <= open) return null;
  return { open, close };
}

/** Whether the location is open at `moment`, and its next closing or opening. */
export function openNow(input: OpenNowInput, moment: Date): OpenNowState {
  const { date: today, time } = wallClock(moment, input.timeZone, input.offsets);
  const todays = timesOn(input, today);
  if (todays !== null && time >= todays.open && time < todays.close) return { state: 'open', closesAt: todays.close };
  if (todays !== null && time < todays.open) return { state: 'closed', opensAt: { day: 'today', time: todays.open } };
  for (let offset = 1; offset <= LOOKAHEAD_DAYS; offset += 1) {
    const date = addDays(today, offset);
    const times = timesOn(input, date);
    if (times !== null) {
      const day = offset === 1 ? 'tomorrow' : WEEKDAY_NAMES[weekdayOf(date)];
      return { state: 'closed', opensAt: { day, time: times.open } };
    }
  }
  return { state: 'closed', opensAt: null };
}

/** A 24-hour time as the open-now line writes it: "17:30" -> "5:30 pm". */
export function spokenTime(time: string): string {
  const hours = Number(time.slice(0, 2));
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  return `${hour12}:${time.slice(3, 5)} ${hours < 12 ? 'am' : 'pm'}`;
}

/** The line's two parts: "Open now" / "Closes 5:30 pm", or "Closed" / "Opens Monday 8:30 am". */
export function openNowText(state: OpenNowState): { status: string; detail: string | null } {
  if (state.state === 'open') return { status: OPEN_NOW_TEXTS.openNow, detail: `${OPEN_NOW_TEXTS.closes} ${spokenTime(state.closesAt)}` };
  const detail = state.opensAt === null ? null : `${OPEN_NOW_TEXTS.opens} ${state.opensAt.day} ${spokenTime(state.opensAt.time)}`;
  return { status: OPEN_NOW_TEXTS.closed, detail };
}
