/** Small pure helpers shared by the demo-data generators: dates, slugs, numbers and prices. */
import { SECONDS_PER_DAY } from '../domain/basics/constants.ts';
import type { RegionCode } from '../domain/basics/region.ts';


/** The UTC midnight at or before `date`, in Unix seconds; all generated times count back from it. */
export function referenceSeconds(date: Date): number {
  if (Number.isNaN(date.getTime())) throw new Error('referenceDate is not a valid date');
  return Math.floor(date.getTime() / 1000 / SECONDS_PER_DAY) * SECONDS_PER_DAY;
}

/** Unix seconds as an ISO 8601 timestamp without milliseconds: `2026-05-01T09:30:00Z`. */
export function isoTimestamp(seconds: number): string {
  return new Date(seconds * 1000).toISOString().replace('.000Z', 'Z');
}

/** Unix seconds as an ISO 8601 date: `2026-05-01`. */
export function isoDate(seconds: number): string {
  return new Date(seconds * 1000).toISOString().slice(0, 10);
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** A date as the region writes it in prose: "31 July 2026", or "July 31, 2026" in the US. */
export function formatLongDate(seconds: number, region: RegionCode): string {
  const date = new Date(seconds * 1000);
  const day = date.getUTCDate();
  const month = MONTHS[date.getUTCMonth()] ?? '';
  const year = date.getUTCFullYear();
  return region === 'US' ? `${month} ${day}, ${year}` : `${day} ${month} ${year}`;
}

/** The UTC year of a Unix time. */
export function utcYear(seconds: number): number {
  return new Date(seconds * 1000).getUTCFullYear();
}

/** Lower-case, ASCII, hyphen-separated: "ID. Buzz Pro" -> "id-buzz-pro". */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\+/g, ' plus ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** AUD list prices become local prices with these factors (rough market parity, not exchange rates). */
const regionPriceFactor: Record<RegionCode, number> = { AU: 1, NZ: 1.08, US: 0.68 };

export function localPrice(audPrice: number, region: RegionCode): number {
  return audPrice * regionPriceFactor[region];
}

/**
 * A dealer-style price: the nearest `step` less 10 ($45,990), or less 5 in the US ($31,495), where
 * prices end that way. Never below `step`.
 */
export function dealerPrice(value: number, region: RegionCode, step: number): number {
  const rounded = Math.max(step, Math.round(value / step) * step);
  return rounded - (region === 'US' ? 5 : 10);
}

/** Joins words as a list: "a, b and c". */
export function listText(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/**
 * Strips tags and decodes the few entities our HTML uses, collapsing whitespace. A list item that
 * ends without punctuation gets a full stop, so items read as sentences rather than running together.
 */
export function htmlToText(html: string): string {
  return html
    .replace(/([^.!?:;\s])\s*<\/li>/g, '$1. ')
    .replace(/<\/(p|li|h[1-6])>/g, ' ')
    .replace(/<[^>]+>/g, '')
    .replace(/&amp;/g, '&')
    .replace(/&nbsp;/g, ' ')
    .replace(/&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * An engine as the region writes it: the catalogue says "2.0L 4cyl petrol", a US listing "2.0L
 * 4cyl gas" (region-terms.ts reads the stock's 'Petrol' as 'Gas' on the US site, and the generated
 * text follows it).
 */
export function regionalEngine(engine: string, region: RegionCode): string {
  return region === 'US' ? engine.replace(/\bpetrol\b/g, 'gas') : engine;
}
