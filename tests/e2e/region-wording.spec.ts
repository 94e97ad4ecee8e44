/**
 * US wording on the US site and the makes list on the search page: on
 * lakeside-mazda (US) a petrol car's card, filter, vehicle page and meta description read 'Gas',
 * its JSON-LD says 'Gasoline', while the stored value and the URL keep 'Petrol'; an Australian site
 * still reads 'Petrol'. The make filter lists the site's own makes first, then the rest by name, and
 * every make's logo is served by the site itself.
 */
import { expect, type Locator, type Page } from '@playwright/test';
import { lookupMake, makeFacetValues, MAKES } from '../../src/domain/cars/makes.ts';
import { regionTerm, structuredDataTerm } from '../../src/domain/basics/region-terms.ts';
import { siteMakeSlugs } from '../../src/site/site-makes.ts';
import { expectNoAxeViolations, test } from './a11y.ts';
import { carCards, filterGroup, openFilter, openSearch, stockSnapshot, urlParams } from './search-helpers.ts';
import { siteConfig, siteOrigin, type DemoSite } from './sites.ts';

const STOCK = '/search/new-used-and-demo-cars';
// Each test visits full search and vehicle pages and runs axe on them: more than the default 30 s on a busy machine.
test.describe.configure({ timeout: 90_000 });

const US_SITE: DemoSite = 'lakeside-mazda';
const AU_SITE: DemoSite = 'brighton-volkswagen';

/** The value a definition list shows for a term ('Fuel Type' -> 'Gas'). */
function valueOf(list: Locator, term: string): Locator {
  return list.getByRole('term').filter({ hasText: new RegExp(`^${term}$`) }).locator('xpath=following-sibling::dd[1]');
}

/**
 * Opens the stock search for petrol cars (fuel=Petrol, the stored value), checks the first card's
 * fuel reads `word`, then opens that card's vehicle page.
 */
async function openFirstPetrolCar(page: Page, site: DemoSite, word: string): Promise<void> {
  await openSearch(page, site, `${STOCK}?fuel=Petrol`);
  await expect(page.getByRole('button', { name: `Remove Fuel type: ${word}` })).toBeVisible();
  const card = carCards(page).first();
  // The static first page is the unfiltered one; the island searches again for the URL's filter.
  await expect(valueOf(card, 'Fuel Type')).toHaveText(word);
  await expectNoAxeViolations(page);
  await card.getByRole('link', { name: /^View Details/ }).click();
  await expect(page.getByRole('heading', { name: 'Vehicle details' })).toBeVisible();
}

/** The vehicle page's JSON-LD. */
async function jsonLd(page: Page): Promise<{ fuelType: string; color: string }> {
  return JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}') as { fuelType: string; color: string };
}

test.describe('US wording on the US site', () => {
  test("a petrol car reads 'Gas' on its card, its page and its meta description, and 'Gasoline' in its JSON-LD", async ({ page }) => {
    const { region } = siteConfig(US_SITE);
    expect(regionTerm('Petrol', region)).toBe('Gas');
    await openFirstPetrolCar(page, US_SITE, 'Gas');

    const details = page.getByRole('region', { name: 'Vehicle details' });
    await expect(valueOf(details, 'Fuel Type')).toHaveText('Gas');
    await expect(details).not.toContainText('Petrol');
    await expect(details.getByRole('term').filter({ hasText: /^Color$/ })).toHaveCount(1);
    await expect(details.getByRole('term').filter({ hasText: /^Odometer \(mi\)$/ })).toHaveCount(1);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /, Gas\.$/);
    const data = await jsonLd(page);
    expect(data.fuelType).toBe('Gasoline');
    expect(data.fuelType).toBe(structuredDataTerm('Petrol', region));
    await expectNoAxeViolations(page);
  });

  test("the fuel filter reads 'Gas' and 'Color' heads the colours, while the URL keeps the stored 'Petrol'", async ({ page }) => {
    await openSearch(page, US_SITE, STOCK);
    const fuel = await openFilter(page, 'Fuel type');
    await expect(fuel.getByRole('checkbox', { name: /^Petrol/ })).toHaveCount(0);
    const gas = fuel.getByRole('checkbox', { name: /^Gas \(\d+\)$/ });
    await expect(gas).toHaveAttribute('value', 'Petrol');
    await gas.focus();
    await page.keyboard.press('Space');
    await expect.poll(() => urlParams(page).get('fuel')).toBe('Petrol');
    await expect(page.getByRole('button', { name: 'Remove Fuel type: Gas' })).toBeVisible();
    await expect(filterGroup(page, 'Colour')).toHaveCount(0);
    await expect(page.getByRole('group', { name: 'Color', exact: true, includeHidden: true })).toHaveCount(1);
    await expectNoAxeViolations(page);
  });
});

test("an Australian site still reads 'Petrol' on the card, the page and the JSON-LD", async ({ page }) => {
  await openFirstPetrolCar(page, AU_SITE, 'Petrol');
  const details = page.getByRole('region', { name: 'Vehicle details' });
  await expect(valueOf(details, 'Fuel Type')).toHaveText('Petrol');
  await expect(details.getByRole('term').filter({ hasText: /^Colour$/ })).toHaveCount(1);
  expect((await jsonLd(page)).fuelType).toBe('Petrol');
  await expectNoAxeViolations(page);
});

test.describe('the makes list on the search page', () => {
  test("the make filter lists the group's own makes first, then the others by name, before and after 'Show all makes'", async ({ page, request }) => {
    const site: DemoSite = 'harbour-city-renault-skoda';
    const expected = makeFacetValues(
      (await stockSnapshot(request, site)).map((document) => document.make),
      siteMakeSlugs(siteConfig(site)),
    ).map((make) => make.label);
    expect(expected.slice(0, 2)).toEqual(['Renault', 'Skoda']);
    await openSearch(page, site, STOCK);
    const group = filterGroup(page, 'Make');
    const names = async () => (await group.getByRole('checkbox').evaluateAll((boxes) => boxes.map((box) => box.parentElement?.querySelector('label')?.firstChild?.textContent ?? '')));
    await expect.poll(names).toEqual(expected.slice(0, 7));
    await group.getByRole('button', { name: 'Show all makes' }).click();
    await expect.poll(names).toEqual(expected);
  });

  test('every make of the list has a logo the site serves itself', async ({ request }) => {
    for (const slug of ['abarth', 'mazda', 'volkswagen', 'mercedes-benz']) {
      const make = lookupMake(slug);
      expect(make, slug).toBeDefined();
      const response = await request.get(`${siteOrigin(US_SITE)}${make?.logo.url ?? ''}`);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toContain('image/svg+xml');
      expect(await response.text()).toContain(`<title id="title">${make?.name ?? ''}</title>`);
    }
    expect(MAKES.length).toBeGreaterThan(130);
  });
});
