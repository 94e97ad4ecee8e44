/**
 * The search island hydrates when the shopper reaches for it (client:intent, so that the page's
 * load blocks the main thread as little as it can), and nothing the shopper does before that is lost: a filter ticked, the favourite heart or the
 * 'Filters' button pressed while the island is still static take effect once it has hydrated. A
 * box ticked then shows ticked in the frame of the tap, and the results say at once that they are
 * updating. It
 * hydrates at once, without waiting, when the page must differ from its static HTML: a URL asking
 * for a search, or stored favourites to show.
 */
import { expect, type Page } from '@playwright/test';
import path from 'node:path';
import { islandModulePaths } from '../../scripts/lib/island-modules.ts';
import { storageKeys } from '../../src/domain/shopper/browser-storage.ts';
import { expectNoAxeViolations, test } from './a11y.ts';
import { carCards, countPattern, facetCount, filterGroup, resultStatus, staticSearchIsland, urlParams } from './search-helpers.ts';
import { demoCars, siteOrigin, type DemoSite } from './sites.ts';

const SITE: DemoSite = 'bayside-motor-group';
const STOCK = '/search/new-used-and-demo-cars';

/** The search island while static (the page's "Save this search" island waits for intent of its own). */
const staticIslands = staticSearchIsland;

/** How long before its static HTML goes out of date a page is still taken as up to date here. */
const STALE_MARGIN_MS = 120_000;

/**
 * Opens the stock search without moving the pointer over it, and lets the page go idle. A moment
 * at which the first page changes (a car's listing window, a dated tag) can fall between the build
 * and this test; the island then rightly hydrates at once. So the page's clock is held just before
 * that moment when it is near or past, and the page shows what it does while its HTML is current.
 */
async function openUntouched(page: Page, query = ''): Promise<void> {
  const url = `${siteOrigin(SITE)}${STOCK}${query}`;
  await page.goto(url);
  // The search island's directive options, as the build wrote them (intent-hydration.ts reads the same).
  const opts = await page.locator('astro-island[client="intent"][component-url*="/SearchIsland."]').getAttribute('opts');
  expect(opts, 'the search island carries its intent options').not.toBeNull();
  const staleFrom = (JSON.parse(opts ?? '{}') as { value: { staleFrom: number | null } }).value.staleFrom;
  if (staleFrom !== null && Date.now() >= staleFrom * 1000 - STALE_MARGIN_MS) {
    await page.clock.setFixedTime(staleFrom * 1000 - STALE_MARGIN_MS);
    await page.goto(url);
  }
  // The island prefetches its modules when the browser is idle: that is when the page has settled.
  await expect(page.locator('link[rel=modulepreload]').first()).toBeAttached();
}

test('the search island stays static until the shopper reaches for it, its modules fetched ahead', async ({ page }) => {
  await openUntouched(page);
  // Nothing to await: the test proves that the island does not hydrate by itself once the page is idle.
  await page.waitForTimeout(1000);
  await expect(staticIslands(page)).toHaveCount(1);
  // Every module the island needs to hydrate, its component's and renderer's static imports too, as the build wrote them.
  // Not those of "Save this search", which fetches its own only when the shopper reaches for it.
  const needed = await islandModulePaths(path.join(import.meta.dirname, '..', '..', 'dist', SITE), await page.content(), { beforeInteraction: true });
  expect(needed.length).toBeGreaterThan(2);
  const prefetched = () => page.locator('link[rel=modulepreload]').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  await expect.poll(prefetched).toEqual(expect.arrayContaining(needed));
  // The static first page is complete: cars, the count and the filters.
  await expect(resultStatus(page)).toHaveText(/cars? found/);
  await expect(carCards(page).first()).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('search').hover();
  await expect(staticIslands(page)).toHaveCount(0);
});

test('a filter ticked before the island has hydrated is applied once it has', async ({ page }) => {
  await openUntouched(page);
  const checkbox = filterGroup(page, 'Make').getByRole('checkbox').first();
  const count = await facetCount(checkbox);
  const value = (await checkbox.getAttribute('value')) ?? '';
  // One click, as a tap lands: no pointer rests over the island first.
  await checkbox.dispatchEvent('click');
  await expect(staticIslands(page)).toHaveCount(0);
  await expect(checkbox).toBeChecked();
  await expect(resultStatus(page)).toHaveText(countPattern(count));
  await expect.poll(() => urlParams(page).getAll('make')).toEqual([value]);
});

/** Records, in the frame after the first click on a checkbox, whether it shows ticked and what the result line adds. */
async function recordTapFrame(page: Page): Promise<void> {
  await page.evaluate(() => {
    addEventListener(
      'click',
      (event) => {
        const box = event.target instanceof HTMLInputElement && event.target.type === 'checkbox' ? event.target : null;
        if (box === null) return;
        // Animation callbacks run before the frame is painted: what they see is what that frame shows.
        requestAnimationFrame(() => {
          const line = document.querySelector('.results-status__count');
          Object.assign(window, { tapFrame: { ticked: box.checked, adds: line === null ? null : getComputedStyle(line, '::after').content } });
        });
      },
      { capture: true, once: true },
    );
  });
}

test('a tap before the island has hydrated ticks the box in that frame and says the results are updating, and the results follow', async ({ page }) => {
  await openUntouched(page);
  const checkbox = filterGroup(page, 'Make').getByRole('checkbox').first();
  const count = await facetCount(checkbox);
  await recordTapFrame(page);
  await checkbox.dispatchEvent('click');
  await expect.poll(() => page.evaluate(() => (window as { tapFrame?: unknown }).tapFrame)).toEqual({ ticked: true, adds: '" Updating results…"' });
  await expect(resultStatus(page)).toHaveText(countPattern(count));
  await expect(checkbox).toBeChecked();
  await expect(page.locator('astro-island[data-intent-pending]')).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test('a box ticked and unticked again before the island has hydrated changes nothing, and stops saying it is updating', async ({ page }) => {
  await openUntouched(page);
  const checkbox = filterGroup(page, 'Make').getByRole('checkbox').first();
  const before = await resultStatus(page).textContent();
  await checkbox.dispatchEvent('click');
  await checkbox.dispatchEvent('click');
  await expect(staticIslands(page)).toHaveCount(0);
  await expect(page.locator('astro-island[data-intent-pending]')).toHaveCount(0);
  await expect(checkbox).not.toBeChecked();
  await expect(resultStatus(page)).toHaveText(before ?? '');
  expect(urlParams(page).getAll('make')).toEqual([]);
});

test('words typed in the search box before the island has hydrated stay, and are searched for', async ({ page }) => {
  await openUntouched(page);
  const word = (demoCars(SITE).find((car) => car.make.length >= 3)?.make ?? '').toLowerCase();
  const before = await resultStatus(page).textContent();
  const box = page.getByRole('searchbox', { name: 'Search stock' });
  // Focus and the first key start hydration; the rest arrive while it runs.
  await box.pressSequentially(word);
  await expect(box).toHaveValue(word);
  await expect.poll(() => urlParams(page).get('query')).toBe(word);
  await expect(resultStatus(page)).not.toHaveText(before ?? '');
  await expect(box).toHaveValue(word);
  await expect(page.locator('astro-island[data-intent-pending]')).toHaveCount(0);
});

test('a keyboard shopper hydrates the island by tabbing into it', async ({ page }) => {
  await openUntouched(page);
  // From "Save this search", the tab stop between the heading and the search.
  await page.getByRole('button', { name: 'Save this search', expanded: false }).focus();
  await page.keyboard.press('Tab');
  await expect(staticIslands(page)).toHaveCount(0);
  await expect(page.getByRole('searchbox', { name: 'Search stock' })).toBeFocused();
});

test('a favourite pressed before the island has hydrated is kept, and shows at once on the next visit', async ({ page }) => {
  await openUntouched(page);
  const heart = carCards(page).first().getByRole('button', { name: /^Favourite / });
  await heart.dispatchEvent('click');
  await expect(staticIslands(page)).toHaveCount(0);
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  const stored = await page.evaluate((key) => localStorage.getItem(key), storageKeys(SITE).favourites);
  expect(JSON.parse(stored ?? '[]')).toHaveLength(1);

  // Stored favourites must show, so the island no longer waits for the shopper.
  await page.reload();
  await expect(staticIslands(page)).toHaveCount(0);
  await expect(carCards(page).first().getByRole('button', { name: /^Favourite / })).toHaveAttribute('aria-pressed', 'true');
});

test('a URL asking for a search hydrates the island at once and applies it', async ({ page }) => {
  await openUntouched(page, '?page=2');
  await expect(staticIslands(page)).toHaveCount(0);
  await expect(resultStatus(page)).toHaveText(/, page 2 of \d+\.$/);
});

test('the Filters button pressed before the island has hydrated opens the filters @mobile', async ({ page }) => {
  await openUntouched(page);
  await page.getByRole('button', { name: 'Filters', exact: true }).tap();
  await expect(page.getByRole('dialog', { name: 'Filters' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('a sort order chosen before the island has hydrated is applied once it has', async ({ page }) => {
  await openUntouched(page);
  // Chosen from the keyboard or a picker: a change event, no pointer over the island first.
  const sort = page.getByRole('combobox', { name: 'Sort by' });
  const second = (await sort.locator('option').nth(1).getAttribute('value')) ?? '';
  await sort.selectOption(second);
  await expect(staticIslands(page)).toHaveCount(0);
  await expect.poll(() => urlParams(page).get('sortBy')).not.toBeNull();
  await expect(sort).toHaveValue(second);
});
