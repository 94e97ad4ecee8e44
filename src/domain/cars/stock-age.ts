/**
 * How old a site's stock is: when a feed import (or, for demo stock, its generation) last confirmed
 * it, and whether that is longer ago than the site's `stock.stale_after_hours`. Past that, no car
 * can be reserved or bought online until the stock is confirmed again: a static site cannot know
 * that a car is still there, and taking a deposit on one that may be gone is the complaint dealers
 * and shoppers make most. Enquiries still go through.
 *
 * Each build publishes the time at STOCK_STATUS_PATH (src/domain/routes/routes.ts) in the shape below, so
 * a page (cached or not) works out in the browser how long ago its stock was checked, and the
 * reservation function reads the same time on the server.
 */
import { SECONDS_PER_DAY } from '../basics/constants.ts';

export const STOCK_AGE_TEXTS = {
  unconfirmed: 'Availability to be confirmed',
  /** Beside 'Availability to be confirmed' where Reserve or Buy online would be. */
  unconfirmedHint: 'Enquire and we will confirm this car is still here.',
  checked: 'Stock checked',
  neverChecked: 'Stock not yet confirmed',
} as const;

/** When a site's stock was last confirmed and how long that holds. */
export interface StockStatus {
  /** Unix seconds; null when nothing has confirmed it. */
  readonly checkedAt: number | null;
  /** The site's `stock.stale_after_hours`. */
  readonly staleAfterHours: number;
}

/** The published record's shape (STOCK_STATUS_PATH). */
export interface StockStatusRecord {
  readonly checked_at: string | null;
  readonly stale_after_hours: number;
}

export function stockStatusRecord(status: StockStatus): StockStatusRecord {
  return { checked_at: status.checkedAt === null ? null : new Date(status.checkedAt * 1000).toISOString(), stale_after_hours: status.staleAfterHours };
}

/** The published record read back; null for anything of another shape. */
export function parseStockStatus(data: unknown): StockStatus | null {
  if (typeof data !== 'object' || data === null) return null;
  const { checked_at: checked, stale_after_hours: hours } = data as Record<string, unknown>;
  if (typeof hours !== 'number' || !Number.isFinite(hours) || hours <= 0) return null;
  if (checked === null) return { checkedAt: null, staleAfterHours: hours };
  const ms = typeof checked === 'string' ? Date.parse(checked) : Number.NaN;
  return Number.isNaN(ms) ? null : { checkedAt: Math.floor(ms / 1000), staleAfterHours: hours };
}

/** Whether stock confirmed at `checkedAt` (Unix seconds; null: never) is stale at `now`. */
export function isStockStale(checkedAt: number | null, now: number, staleAfterHours: number): boolean {
  return checkedAt === null || now - checkedAt > staleAfterHours * 3600;
}

/** The first moment (Unix seconds) at which stock confirmed at `checkedAt` is stale; null when it already is, whenever. */
export function stockStaleFrom(checkedAt: number | null, staleAfterHours: number): number | null {
  return checkedAt === null ? null : checkedAt + staleAfterHours * 3600 + 1;
}

/**
 * Whether a site should publish its stock check again though no car changed: when the check it
 * publishes (null: none) is older than half its stale window, so a feed imported on schedule keeps
 * the site fresh without a deploy at every import.
 */
export function stockCheckDue(published: StockStatus | null, now: number): boolean {
  return published === null || published.checkedAt === null || now - published.checkedAt > (published.staleAfterHours * 3600) / 2;
}

/** How long ago, in words: 'just now', '5 minutes ago', '3 hours ago', '2 days ago'. */
export function timeAgoWords(seconds: number): string {
  const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'} ago`;
  if (seconds < 60) return 'just now';
  if (seconds < 3600) return plural(Math.floor(seconds / 60), 'minute');
  if (seconds < SECONDS_PER_DAY) return plural(Math.floor(seconds / 3600), 'hour');
  return plural(Math.floor(seconds / SECONDS_PER_DAY), 'day');
}

/** A moment as the region writes it in prose, in the dealer's zone: '27 November 2026, 9:14 am'. */
export function stockCheckedMomentText(at: number, locale: string, timeZone: string): string {
  return new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', hour: 'numeric', minute: '2-digit', timeZone }).format(new Date(at * 1000));
}

/** A moment's calendar date as the region writes it in prose, in the dealer's zone: '27 November 2026'. */
export function stockCheckedDateText(at: number, locale: string, timeZone: string): string {
  return new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone }).format(new Date(at * 1000));
}

/** The reservation refusal's words for stale stock. */
export function unconfirmedStockMessage(checkedAt: number | null, now: number): string {
  const when = checkedAt === null ? 'has not been confirmed' : `was last confirmed ${timeAgoWords(now - checkedAt)}`;
  return `${STOCK_AGE_TEXTS.unconfirmed}: the dealer's stock list ${when}, so this car cannot be reserved online just now. Please send an enquiry and the dealer will confirm it is still here.`;
}
