/**
 * "Recent searches" on the search pages: the recorded search history (5 entries, newest first)
 * as links back to each search, labelled in words, below the results so that it pushes nothing
 * the shopper is looking at. Nothing shows when the history is empty or unreadable.
 */
import { expect, type Page } from '@playwright/test';
import { ROUTES } from '../../src/domain/routes/routes.ts';
import { storageKeys } from '../../src/domain/shopper/browser-storage.ts';
import { searchHref } from '../../src/search/url-state.ts';
import { expectNoAxeViolations, test } from './a11y.ts';
import { countPattern, facetCount, filterGroup, openFilter, openSearch, resultStatus, urlParams } from './search-helpers.ts';
import { siteOrigin, type DemoSite } from './sites.ts';

const SITE: DemoSite = 'brighton-volkswagen';
const HISTORY_KEY = storageKeys(SITE).searchHistory;

const recentSearches = (page: Page) => page.getByRole('region', { name: 'Recent searches' });

/** Opens a search page as a shopper arriving on it (its scripts have run, the island not yet hydrated). */
async function arriveOn(page: Page, path: string): Promise<void> {
  const response = await page.goto(`${siteOrigin(SITE)}${path}`);
  expect(response?.status()).toBe(200);
  await expect(resultStatus(page)).toBeVisible();
}

test('a refined search is offered back, in words, on the other search pages, and its link restores it', async ({ page }) => {
  // Three search pages, a search and an axe check: past a minute on a busy machine.
  test.setTimeout(120_000);
  await openSearch(page, SITE, ROUTES.usedCars);
  const group = await openFilter(page, 'Make');
  const checkbox = group.getByRole('checkbox').first();
  const value = (await checkbox.getAttribute('value')) ?? '';
  const count = await facetCount(checkbox);
  const makeLabel = (await page.locator(`label[for="${await checkbox.getAttribute('id')}"]`).innerText()).replace(/\s*\(\d+\)\s*$/, '');
  await checkbox.check();
  await expect(resultStatus(page)).toHaveText(countPattern(count));
  await expect.poll(() => urlParams(page).get('make')).toBe(value);

  await arriveOn(page, ROUTES.stock);
  const link = recentSearches(page).getByRole('link', { name: `Used · ${makeLabel}`, exact: true });
  await expect(link).toBeVisible();
  const href = searchHref(ROUTES.usedCars, { refinements: { make: [value] } });
  await expect(link).toHaveAttribute('href', href);
  await expectNoAxeViolations(page);

  await link.click();
  await expect(page).toHaveURL(`${siteOrigin(SITE)}${href}`);
  await expect(resultStatus(page)).toHaveText(countPattern(count));
  await expect(filterGroup(page, 'Make').locator(`input[value="${value}"]`)).toBeChecked();
});

test('nothing without a history; at most five searches, newest first, with ranges in words; the results do not move; a broken history shows nothing', async ({ page }) => {
  await arriveOn(page, ROUTES.stock);
  await expect(recentSearches(page)).toHaveCount(0);
  const results = page.getByRole('region', { name: 'Results' });
  const topWithout = (await results.boundingBox())?.y;

  const stored = [
    { path: ROUTES.stock, refinements: { car_type: ['used'], make: ['Toyota'], price: { max: 30000 } } },
    { path: ROUTES.newCars, refinements: { body: ['SUV'] } },
    { path: ROUTES.stock, refinements: { year: { min: 2020 } } },
    { path: ROUTES.usedCars, refinements: { km: { max: 50000 } } },
    { path: ROUTES.stock, refinements: { fuel: ['Electric'] } },
    { path: ROUTES.stock, refinements: { make: ['Kia'] } },
  ];
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [HISTORY_KEY, JSON.stringify(stored)] as const);
  await arriveOn(page, ROUTES.stock);
  const links = recentSearches(page).getByRole('link');
  await expect(links).toHaveText([
    'Used · Toyota · Price up to $30,000',
    'New · SUV',
    'Year from 2020',
    'Used · Odometer up to 50,000 km',
    'Electric',
  ]);
  await expect(links.first()).toHaveAttribute('href', searchHref(ROUTES.stock, { refinements: stored[0]?.refinements ?? {} }));
  await expect(recentSearches(page).getByRole('heading', { level: 2, name: 'Recent searches' })).toBeVisible();
  expect((await results.boundingBox())?.y).toBe(topWithout);
  await expectNoAxeViolations(page);

  await page.evaluate((key) => localStorage.setItem(key, '{"not": "a list"'), HISTORY_KEY);
  await arriveOn(page, ROUTES.stock);
  await expect(recentSearches(page)).toHaveCount(0);
});
