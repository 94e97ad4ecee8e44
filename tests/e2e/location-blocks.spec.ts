/**
 * The location block where it helps the shopper (spec section 2, "Location block"): the service
 * page lists the locations that do service (a combined service-and-parts site included), a model
 * page the sales locations that sell its make, and the parts page the locations that do parts.
 * Each block is an h2 section under the page's h1, its locations h3s, and its links land.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import { locationContactPath, modelPath, ROUTES } from '../../src/domain/routes/routes.ts';
import { expectNoAxeViolations, test } from './a11y.ts';
import { siteConfig, siteOrigin, type DemoSite } from './sites.ts';

/** A group with sales locations of several makes and separate service, parts and service-and-parts sites. */
const SITE: DemoSite = 'bayside-motor-group';
const locations = siteConfig(SITE).locations.filter((location) => location.visible);
const kindOf = (location: (typeof locations)[number]) => (location.location_type === '' ? 'sales' : location.location_type);
const namesOf = (kinds: readonly string[], make?: string) =>
  locations.filter((location) => kinds.includes(kindOf(location)) && (make === undefined || location.manufacturers.includes(make))).map((location) => location.name);

/** The names a block lists, in order, after checking it sits under the h1 with its locations one level below it. */
async function blockNames(page: Page, title: string): Promise<string[]> {
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  const block = page.getByRole('region', { name: title, exact: true });
  await expect(block.getByRole('heading', { level: 2, name: title, exact: true })).toBeVisible();
  return (await block.getByRole('heading', { level: 3 }).allInnerTexts()).map((name) => name.trim());
}

/** Every 'Contact Us' link of a block lands on a page that exists. */
async function expectContactLinksLand(page: Page, title: string): Promise<void> {
  const hrefs = await page
    .getByRole('region', { name: title, exact: true })
    .getByRole('link', { name: /^Contact Us/ })
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  expect(hrefs.length).toBeGreaterThan(0);
  for (const href of hrefs) expect((await page.request.get(`${siteOrigin(SITE)}${href}`)).status(), href).toBe(200);
}

test('the service page lists the service and the service-and-parts locations', async ({ page }) => {
  const expected = namesOf(['service', 'service-and-parts']);
  expect(expected.length).toBeGreaterThanOrEqual(2);
  await page.goto(`${siteOrigin(SITE)}${ROUTES.service}`);
  expect(await blockNames(page, 'Our service centres')).toEqual(expected);
  await expectContactLinksLand(page, 'Our service centres');
});

test("a model page lists the sales locations that sell its make, and only those", async ({ page }) => {
  const models = JSON.parse(readFileSync(path.join(import.meta.dirname, '..', '..', 'data', SITE, 'models.json'), 'utf8')) as {
    slug: string;
    name: string;
    manufacturer_name: string;
    manufacturer_slug: string;
    override_url: string | null;
  }[];
  const model = models.find((candidate) => candidate.override_url === null && namesOf(['sales'], candidate.manufacturer_slug).length > 0 && candidate.manufacturer_slug !== 'ford');
  if (!model) throw new Error(`${SITE} has no model of a make one of its sales locations sells`);
  const title = `Where to find the ${model.manufacturer_name} ${model.name}`;
  await page.goto(`${siteOrigin(SITE)}${modelPath(model.slug)}`);
  const names = await blockNames(page, title);
  expect(names).toEqual(namesOf(['sales'], model.manufacturer_slug));
  // Neither another make's showroom nor the service and parts sites of the same make.
  expect(names).not.toContain(namesOf(['sales'], 'ford')[0]);
  await expectContactLinksLand(page, title);
  const first = locations.find((location) => location.name === names[0]);
  await expect(page.getByRole('region', { name: title }).getByRole('link', { name: /^Contact Us/ }).first()).toHaveAttribute('href', locationContactPath(first?.slug ?? ''));
  await expectNoAxeViolations(page);
});

test('the parts page lists the parts and the service-and-parts locations', async ({ page }) => {
  const expected = namesOf(['parts', 'service-and-parts']);
  expect(expected.length).toBeGreaterThanOrEqual(2);
  await page.goto(`${siteOrigin(SITE)}${ROUTES.parts}`);
  expect(await blockNames(page, 'Our parts centres')).toEqual(expected);
  await expectContactLinksLand(page, 'Our parts centres');
  await expectNoAxeViolations(page);
});
