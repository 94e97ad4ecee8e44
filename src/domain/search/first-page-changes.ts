/**
 * When a search page's static first page stops being what a shopper should see, though no stock
 * has changed: a listed sold car's window closes (the page's `staleAt`), a car on the page stops
 * being a New Arrival, or a promo card's first or last day begins or ends in the dealer's time
 * zone. The search island waits for the shopper before it hydrates only until then
 * (intent-hydration.ts); from then on it hydrates at once and renders at the browser's clock.
 */
import { NEW_ARRIVAL_DAYS, SECONDS_PER_DAY } from '../basics/constants.ts';
import { addDays } from '../places/opening-hours.ts';
import { dateInTimeZone, startOfDateInTimeZone } from '../places/time-zone.ts';
import type { PromoCard } from './promo-cards.ts';

export interface FirstPage {
  /** The build moment the page was rendered for, Unix seconds. */
  readonly builtAt: number;
  /** When a listed sold car drops out of the results (first-page.ts), Unix seconds; null for never. */
  readonly staleAt: number | null;
  /** The cars on the page. */
  readonly hits: readonly { readonly created_at: string }[];
  readonly promoCards: readonly PromoCard[];
  /** The dealer's time zone, in which promo card dates are days. */
  readonly timeZone: string;
}

/** Every moment at which the first page renders differently from just before it, Unix seconds. */
function firstPageEdges(page: Omit<FirstPage, 'builtAt'>): number[] {
  const moments: number[] = page.staleAt === null ? [] : [page.staleAt];
  for (const hit of page.hits) {
    const created = Date.parse(hit.created_at);
    if (!Number.isNaN(created)) moments.push(created / 1000 + NEW_ARRIVAL_DAYS * SECONDS_PER_DAY);
  }
  for (const card of page.promoCards) {
    if (card.display === false) continue;
    // An expiry's last day ends when the next begins.
    const days = [card.start, card.expiry === undefined ? undefined : addDays(card.expiry, 1)];
    for (const day of days) if (day !== undefined) moments.push(startOfDateInTimeZone(day, page.timeZone) / 1000);
  }
  return moments;
}

/** The first moment after the build (Unix seconds) at which the page's first page would render differently; null for never. */
export function firstPageChangesAt(page: FirstPage): number | null {
  const ahead = firstPageEdges(page).filter((moment) => moment > page.builtAt);
  return ahead.length === 0 ? null : Math.min(...ahead);
}

/**
 * The moment a search page is rendered for when it is built at `now`: the last edge of its first
 * page up to `now` (firstPageEdges), or the start of the dealer's day when that is later (the page
 * carries the dealer's date). The first page is the same at every moment from then to `now`, so a
 * page rendered for it stays byte for byte what a build at any of those moments would write, and an
 * incremental build can keep it; the island's first render and its wait (firstPageChangesAt) read
 * the same as at `now`. `hits` may hold more cars than the first page shows (all that the page's
 * preset matches): a later moment, never a wrong one.
 */
export function firstPageMoment(page: Omit<FirstPage, 'builtAt'>, now: number): number {
  const today = dateInTimeZone(new Date(now * 1000), page.timeZone);
  const passed = firstPageEdges(page).filter((moment) => moment <= now);
  return Math.max(startOfDateInTimeZone(today, page.timeZone) / 1000, ...passed);
}
