/**
 * The stock's age as this build sees it, for the pages that say when the stock was checked (search
 * and car pages) and hide Reserve / Buy online once it is stale (src/domain/cars/stock-age.ts). Read once
 * per build from the one reader of when the stock was confirmed (src/stock/stock-confirmed.ts).
 *
 * A page holds only the date of the check, not its time: every feed import confirms the stock
 * anew, and a time in every page would re-render every page at every import (the render kit's
 * one-car builds would become full ones). The exact time is published at STOCK_STATUS_PATH, which
 * the page's script reads; without JavaScript the shopper sees the date.
 */
import { buildMoment, dataDir, site } from 'virtual:dealer/site';
import { regionSettings } from '../domain/basics/region.ts';
import { isStockStale, stockCheckedDateText, type StockStatus } from '../domain/cars/stock-age.ts';
import { dateInTimeZone, siteTimeZone } from '../domain/places/time-zone.ts';
import { readStockConfirmedAt } from '../stock/stock-confirmed.ts';

export interface StockCheckedAtBuild extends StockStatus {
  /** Whether the stock is already stale at the build's moment: the pages leave Reserve / Buy online out. */
  readonly stale: boolean;
  /** The check's calendar date in the dealer's zone (YYYY-MM-DD) and in prose; null when never checked. */
  readonly date: { readonly iso: string; readonly text: string } | null;
}

let atBuild: Promise<StockCheckedAtBuild> | undefined;

export function stockCheckedAtBuild(): Promise<StockCheckedAtBuild> {
  atBuild ??= (async () => {
    const checkedAt = await readStockConfirmedAt(dataDir);
    const staleAfterHours = site.stock.stale_after_hours;
    const timeZone = siteTimeZone(site);
    return {
      checkedAt,
      staleAfterHours,
      stale: isStockStale(checkedAt, buildMoment.at, staleAfterHours),
      date: checkedAt === null ? null : { iso: dateInTimeZone(new Date(checkedAt * 1000), timeZone), text: stockCheckedDateText(checkedAt, regionSettings(site.region).locale, timeZone) },
    };
  })();
  return atBuild;
}

/** What a page that shows the stock's age renders from it, for its cache key: the date and staleness, never the exact time. */
export async function stockCheckedKeyInputs(): Promise<unknown> {
  const { stale, date } = await stockCheckedAtBuild();
  return { stale, date: date?.iso ?? null };
}
