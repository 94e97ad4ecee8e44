/**
 * The stale-stock guard in the browser, on the demo sites as the e2e server built them (fresh: their
 * stock was generated just before). A search page and a car page say "Stock checked 5 minutes ago",
 * worked out in the browser from the time the site publishes (/stock-status.json), and without
 * JavaScript the date of the check. With the shopper's clock moved past the site's
 * `stock.stale_after_hours` (a page opened later than the setting, or left open until then), the
 * car page withdraws Reserve / Buy online and says 'Availability to be confirmed', Enquire still
 * opens its form, and the checkout refuses with an enquiry in its place. A build that is already
 * stale is shown in tests/cli/incremental-build.test.ts, which can build at a later moment.
 */
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { Car } from '../../src/domain/cars/car.ts';
import { regionSettings } from '../../src/domain/basics/region.ts';
import { reserveCheck } from '../../src/domain/cars/reserve-check.ts';
import { carAvailabilityPath, carPath, carPurchasePath, ROUTES, STOCK_STATUS_PATH } from '../../src/domain/routes/routes.ts';
import { parseStockStatus, STOCK_AGE_TEXTS, stockCheckedDateText, stockStaleFrom, timeAgoWords, type StockStatus } from '../../src/domain/cars/stock-age.ts';
import { LABELS } from '../../src/domain/basics/texts.ts';
import { siteTimeZone } from '../../src/domain/places/time-zone.ts';
import { expectNoAxeViolations, test } from './a11y.ts';
import { listedDemoCars, siteConfig, siteOrigin, type DemoSite } from './sites.ts';

/** A checkout site and a buy-online site: both offer 'Reserve This Car', leading to their own checkout. */
const SITES = ['brighton-volkswagen', 'bayside-motor-group'] as const satisfies readonly DemoSite[];
const offer = LABELS.reserveThisCar;

const MINUTE_MS = 60_000;

async function stockStatus(request: APIRequestContext, site: DemoSite): Promise<StockStatus & { checkedAt: number }> {
  const response = await request.get(`${siteOrigin(site)}${STOCK_STATUS_PATH}`);
  expect(response.ok()).toBe(true);
  const status = parseStockStatus(await response.json());
  if (status === null || status.checkedAt === null) throw new Error(`${site} publishes no stock check`);
  return { ...status, checkedAt: status.checkedAt };
}

/**
 * A car the page offers to reserve and the availability API says is free: the first in the feed
 * (the reservation tests take theirs from the end), so no hold taken elsewhere withdraws its offer.
 */
async function reservableCar(request: APIRequestContext, site: DemoSite): Promise<Car> {
  const { reserve } = siteConfig(site).features.buttons;
  for (const car of listedDemoCars(site, (candidate) => reserveCheck(candidate, { reserve, listed: true, held: false }).ok && candidate.images.length > 0)) {
    const response = await request.get(`${siteOrigin(site)}${carAvailabilityPath(car.slug)}`);
    if (response.ok() && ((await response.json()) as { reservable?: unknown }).reservable === true) return car;
  }
  throw new Error(`${site}: no car is free to reserve`);
}

const sidebar = (page: Page) => page.getByRole('complementary', { name: 'Price and actions' });
const stockLine = (page: Page) => page.locator('[data-stock-checked]');
const unconfirmed = (page: Page) => sidebar(page).getByText(STOCK_AGE_TEXTS.unconfirmed);

async function openPage(page: Page, site: DemoSite, path: string): Promise<void> {
  const response = await page.goto(`${siteOrigin(site)}${path}`);
  expect(response?.status()).toBe(200);
}

for (const site of SITES) {
  test(`${site}: a fresh build's search and car pages say how long ago the stock was checked, and offer ${offer}`, async ({ page, request }) => {
    const status = await stockStatus(request, site);
    const car = await reservableCar(request, site);
    await openPage(page, site, ROUTES.stock);
    await expect(stockLine(page)).toHaveText(/^Stock checked (just now|\d+ (minute|hour)s? ago)$/);
    await expect(stockLine(page).locator('time')).toHaveAttribute('datetime', new Date(status.checkedAt * 1000).toISOString());
    await expectNoAxeViolations(page);

    await openPage(page, site, carPath(car.slug));
    await expect(sidebar(page).locator('[data-stock-checked]')).toHaveText(/^Stock checked (just now|\d+ (minute|hour)s? ago)$/);
    await expect(sidebar(page).getByRole('link', { name: offer })).toBeVisible();
    await expect(unconfirmed(page)).toBeHidden();
  });

  test(`${site}: a car page opened later than stock.stale_after_hours offers no ${offer}, says '${STOCK_AGE_TEXTS.unconfirmed}', and still takes an enquiry`, async ({ page, request }) => {
    const status = await stockStatus(request, site);
    const car = await reservableCar(request, site);
    // The shopper's clock, an hour past the setting: a page kept in a cache, or a site whose imports stopped.
    await page.clock.install({ time: ((stockStaleFrom(status.checkedAt, status.staleAfterHours) ?? 0) + 3600) * 1000 });
    await openPage(page, site, carPath(car.slug));
    await expect(unconfirmed(page)).toBeVisible();
    await expect(sidebar(page).getByRole('link', { name: offer })).toBeHidden();
    await expect(sidebar(page).locator('[data-stock-checked]')).toHaveText(`Stock checked ${timeAgoWords((status.staleAfterHours + 1) * 3600)}`);
    await expectNoAxeViolations(page);

    await sidebar(page).getByRole('link', { name: LABELS.enquire, exact: true }).click();
    await expect(page.getByRole('dialog', { name: `${LABELS.enquire}: ${car.name}` })).toBeVisible();
    await page.keyboard.press('Escape');

    // Straight to the checkout (a bookmark, an old tab): no form, the reason, and an enquiry instead.
    const checkout = carPurchasePath(car.slug, { reserve: siteConfig(site).features.buttons.reserve });
    if (checkout === null) throw new Error(`${site} does not sell online`);
    await openPage(page, site, checkout);
    await expect(page.getByText(`Availability to be confirmed: the dealer's stock list was last confirmed ${timeAgoWords((status.staleAfterHours + 1) * 3600)}`, { exact: false })).toBeVisible();
    await expect(page.getByRole('link', { name: LABELS.enquireNow })).toHaveAttribute('href', `${carPath(car.slug)}#enquire`);
    await expect(page.getByRole('button', { name: /Reserve Now|Pay Deposit and Buy/ })).toHaveCount(0);
  });
}

test('a car page left open until its stock goes stale withdraws Reserve as it ages', async ({ page, request }) => {
  const site = 'brighton-volkswagen';
  const status = await stockStatus(request, site);
  const car = await reservableCar(request, site);
  const staleFrom = stockStaleFrom(status.checkedAt, status.staleAfterHours) ?? 0;
  await page.clock.install({ time: (staleFrom - 90) * 1000 });
  await openPage(page, site, carPath(car.slug));
  await expect(sidebar(page).locator('[data-stock-checked]')).toHaveText(`Stock checked ${timeAgoWords(status.staleAfterHours * 3600 - 90)}`);
  await expect(sidebar(page).getByRole('link', { name: LABELS.reserveThisCar })).toBeVisible();
  await page.clock.runFor(3 * MINUTE_MS);
  await expect(unconfirmed(page)).toBeVisible();
  await expect(sidebar(page).getByRole('link', { name: LABELS.reserveThisCar })).toBeHidden();
  await expect(sidebar(page).locator('[data-stock-checked]')).toHaveText(`Stock checked ${timeAgoWords(status.staleAfterHours * 3600 + 90)}`);
});

test('without JavaScript a search page and a car page say the date the stock was checked', async ({ browser, page, request }) => {
  const site = 'bayside-motor-group';
  const config = siteConfig(site);
  const status = await stockStatus(request, site);
  const car = await reservableCar(request, site);
  const expected = `Stock checked ${stockCheckedDateText(status.checkedAt, regionSettings(config.region).locale, siteTimeZone(config))}`;
  // axe needs JavaScript: the same pages with it are checked above.
  const context = await browser.newContext({ javaScriptEnabled: false });
  try {
    const bare = await context.newPage();
    await openPage(bare, site, ROUTES.stock);
    await expect(stockLine(bare)).toHaveText(expected);
    await openPage(bare, site, carPath(car.slug));
    await expect(sidebar(bare).locator('[data-stock-checked]')).toHaveText(expected);
    await expect(sidebar(bare).getByRole('link', { name: offer })).toBeVisible();
  } finally {
    await context.close();
  }
  await openPage(page, site, carPath(car.slug));
});
