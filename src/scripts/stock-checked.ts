/**
 * The stock's age on search and car pages, worked out in the browser from the time the site's
 * last build published (STOCK_STATUS_PATH), so a page kept in a cache for hours ages honestly. The
 * built page says "Stock checked {date}" (all it can say without JavaScript); this script makes it
 * "Stock checked 5 minutes ago" and keeps it current while the page stays open. Once the stock is
 * older than the site's `stock.stale_after_hours`, it withdraws Reserve / Buy online
 * (`[data-reserve-offer]`) and shows "Availability to be confirmed" (`[data-stock-unconfirmed]`);
 * the reservation function refuses on its own clock too, so a page that cannot fetch the record
 * loses nothing.
 */
import { STOCK_STATUS_PATH } from '../domain/routes/routes.ts';
import { isStockStale, parseStockStatus, STOCK_AGE_TEXTS, stockCheckedMomentText, timeAgoWords, type StockStatus } from '../domain/cars/stock-age.ts';

/** The record as the site publishes it now; null when it cannot be read. */
export async function fetchStockStatus(): Promise<StockStatus | null> {
  try {
    // Revalidated every time: the record changes at every build, the page that asks may not.
    const response = await fetch(STOCK_STATUS_PATH, { cache: 'no-cache', headers: { Accept: 'application/json' } });
    return response.ok ? parseStockStatus(await response.json()) : null;
  } catch {
    return null;
  }
}

/** How often an open page rewrites its "time ago" and looks again at whether its stock went stale. */
const REFRESH_MS = 60_000;

function show(status: StockStatus, lines: readonly HTMLElement[]): void {
  const now = Math.floor(Date.now() / 1000);
  if (status.checkedAt !== null) {
    const checkedAt = status.checkedAt;
    for (const line of lines) {
      const { locale, timeZone } = line.dataset;
      const time = document.createElement('time');
      time.dateTime = new Date(checkedAt * 1000).toISOString();
      if (locale && timeZone) time.title = stockCheckedMomentText(checkedAt, locale, timeZone);
      time.textContent = timeAgoWords(now - checkedAt);
      line.replaceChildren(`${STOCK_AGE_TEXTS.checked} `, time);
    }
  }
  if (!isStockStale(status.checkedAt, now, status.staleAfterHours)) return;
  for (const offer of document.querySelectorAll<HTMLElement>('[data-reserve-offer]')) offer.hidden = true;
  for (const note of document.querySelectorAll<HTMLElement>('[data-stock-unconfirmed]')) note.hidden = false;
}

/** Every `[data-stock-checked]` line of the page, and the page's Reserve / Buy online offers. */
export function initStockChecked(): void {
  const lines = [...document.querySelectorAll<HTMLElement>('[data-stock-checked]')];
  if (lines.length === 0) return;
  void fetchStockStatus().then((status) => {
    if (status === null) return;
    show(status, lines);
    window.setInterval(() => show(status, lines), REFRESH_MS);
  });
}
