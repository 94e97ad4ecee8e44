/**
 * One helper per shopper action on the search pages (opening a search, ticking a filter, reading
 * the result count), so that search.spec.ts reads as the spec. Locators go by role and label.
 */
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import type { SearchDocument } from '../../src/search/search-document.ts';
import { parseStockSnapshot } from '../../src/search/embedded/snapshot.ts';
import { siteOrigin, type DemoSite } from './sites.ts';

/**
 * The search island while it is still its static HTML: Astro drops an island's `ssr` attribute once
 * it has hydrated. Only the search island: the page's other islands ("Save this search") wait for
 * intent of their own.
 */
export function staticSearchIsland(page: Page): Locator {
  return page.locator('astro-island[ssr][component-url*="/SearchIsland."]');
}

/**
 * The shopper reaches for the search (the pointer goes to the search box) and the island hydrates:
 * it waits for that intent (client:intent) unless the page needed it at once.
 */
export async function waitForSearchIsland(page: Page): Promise<void> {
  if ((await staticSearchIsland(page).count()) > 0) await page.getByRole('search').hover();
  await expect(staticSearchIsland(page)).toHaveCount(0);
}

/** Opens a search page (path and query) of a demo site, ready for the shopper. */
export async function openSearch(page: Page, site: DemoSite, pathAndQuery: string): Promise<void> {
  await page.goto(`${siteOrigin(site)}${pathAndQuery}`);
  await waitForSearchIsland(page);
}

/** The results line that counts the matching cars ("207 cars found, page 1 of 9."). */
export function resultStatus(page: Page): Locator {
  return page.getByRole('region', { name: 'Results' }).getByRole('status');
}

/** The status text for `count` matching cars, as a pattern. */
export function countPattern(count: number): RegExp {
  return new RegExp(`^${count.toLocaleString('en')} cars? found`);
}

/** How many cars the results line says match. */
export async function resultCount(page: Page): Promise<number> {
  const text = await resultStatus(page).innerText();
  const match = /^([\d,]+) cars? found/.exec(text);
  if (!match?.[1]) throw new Error(`no result count in ${JSON.stringify(text)}`);
  return Number(match[1].replaceAll(',', ''));
}

/** The grid's items in order: vehicle cards and promo cards. */
export function gridItems(page: Page): Locator {
  return page.getByRole('region', { name: 'Results' }).getByRole('list', { name: 'Cars found' }).getByRole('listitem');
}

/** The vehicle cards of the grid (articles with a 'View Details' link). */
export function carCards(page: Page): Locator {
  return gridItems(page)
    .getByRole('article')
    .filter({ has: page.getByRole('link', { name: /^View Details/ }) });
}

/** The slugs of the cars on show, in grid order. */
export async function carSlugsOnShow(page: Page): Promise<string[]> {
  const hrefs = await carCards(page)
    .getByRole('heading')
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  return hrefs.map((href) => href.replace(/^\/cars\//, ''));
}

/** A filter group of the sidebar (its fieldset, named by its legend). */
export function filterGroup(page: Page, label: string): Locator {
  return page.getByRole('group', { name: label, exact: true });
}

/** Opens a collapsed filter group. */
export async function openFilter(page: Page, label: string): Promise<Locator> {
  const details = page.locator('details').filter({ has: page.getByRole('group', { name: label, exact: true, includeHidden: true }) });
  if (!(await details.evaluate((element) => (element as HTMLDetailsElement).open))) await details.locator('summary').click();
  const group = filterGroup(page, label);
  await expect(group).toBeVisible();
  return group;
}

/** The facet count a checkbox's label shows: "SUV (94)" is 94. */
export async function facetCount(checkbox: Locator): Promise<number> {
  const name = (await checkbox.getAttribute('id')) ?? '';
  const label = await checkbox.page().locator(`label[for="${name}"]`).innerText();
  const match = /\((\d+)\)\s*$/.exec(label);
  if (!match?.[1]) throw new Error(`no facet count in ${JSON.stringify(label)}`);
  return Number(match[1]);
}

/** The search's URL parameters as the address bar holds them now. */
export function urlParams(page: Page): URLSearchParams {
  return new URL(page.url()).searchParams;
}

/** The stock snapshot an embedded demo site publishes. */
export async function stockSnapshot(request: APIRequestContext, site: DemoSite): Promise<readonly SearchDocument[]> {
  const response = await request.get(`${siteOrigin(site)}/search/stock.json`);
  expect(response.status()).toBe(200);
  return parseStockSnapshot(await response.json());
}
