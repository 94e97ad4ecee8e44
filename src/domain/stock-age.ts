/**
 * How old a site's stock is: when a feed import (or, for demo stock, its generation) last confirmed
 * it, and whether that is longer ago than the site's `stock.stale_after_hours`. Past that, no car
 * can be reserved or bought online until the stock is confirmed again: a static site cannot know
 * that a car is still there, and taking a deposit on one that may be gone is the complaint dealers
 * and shoppers make most. Enquiries still go through.
 */
import { SECONDS_PER_DAY } from './constants.ts';

export const STOCK_AGE_TEXTS = {
  unconfirmed: 'Availability to be confirmed',
} as const;

/** Whether stock confirmed at `checkedAt` (Unix seconds; null: never) is stale at `now`. */
export function isStockStale(checkedAt: number | null, now: number, staleAfterHours: number): boolean {
  return checkedAt === null || now - checkedAt > staleAfterHours * 3600;
}

/** How long ago, in words: 'just now', '5 minutes ago', '3 hours ago', '2 days ago'. */
export function timeAgoWords(seconds: number): string {
  const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'} ago`;
  if (seconds < 60) return 'just now';
  if (seconds < 3600) return plural(Math.floor(seconds / 60), 'minute');
  if (seconds < SECONDS_PER_DAY) return plural(Math.floor(seconds / 3600), 'hour');
  return plural(Math.floor(seconds / SECONDS_PER_DAY), 'day');
}

/** The reservation refusal's words for stale stock. */
export function unconfirmedStockMessage(checkedAt: number | null, now: number): string {
  const when = checkedAt === null ? 'has not been confirmed' : `was last confirmed ${timeAgoWords(now - checkedAt)}`;
  return `${STOCK_AGE_TEXTS.unconfirmed}: the dealer's stock list ${when}, so this car cannot be reserved online just now. Please send an enquiry and the dealer will confirm it is still here.`;
}
