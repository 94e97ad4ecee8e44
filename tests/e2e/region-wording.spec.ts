/**
 * US wording on the US site and the makes list on the search page: on
 * lakeside-mazda (US) a petrol car's card, filter, vehicle page and meta description read 'Gas',
 * its JSON-LD says 'Gasoline', while the stored value and the URL keep 'Petrol'; an Australian site
 * still reads 'Petrol'. No built page of the US site reads an Australian word (every page's file is
 * read), its forms and content pages read the US words in the browser, and an Australian site keeps
 * its own. The make filter lists the site's own makes first, then the rest by name, and every
 * make's logo is served by the site itself.
 */
import path from 'node:path';
import { expect, type Locator, type Page } from '@playwright/test';
import { lookupMake, makeFacetValues, MAKES } from '../../src/domain/cars/makes.ts';
import { regionTerm, structuredDataTerm } from '../../src/domain/basics/region-terms.ts';
import { siteMakeSlugs } from '../../src/site/site-makes.ts';
import { expectNoAxeViolations, test } from './a11y.ts';
import { carCards, filterGroup, openFilter, openSearch, stockSnapshot, urlParams } from './search-helpers.ts';
import { ROUTES } from '../../src/domain/routes/routes.ts';
import { findWords } from './shopper-text.ts';
import { siteConfig, siteOrigin, type DemoSite } from './sites.ts';
import { staticIslands } from './islands.ts';

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

/**
 * The Australian words a US shopper must not read, in any case and close variants: 'boot' and
 * 'bonnet' as parts of a car, 'licence' as the spelling. 'km' is allowed only as the trade-in
 * rule's own distance with its miles beside it ("100,000 km (about 62,137 miles)", faq.ts).
 */
const AUSTRALIAN_WORDS =
  /\b(?:registrations?|regos?|postcodes?|mobiles?|tyres?|petrol|utes?|colour(?:s|ed|ful)?|kerbs?|bonnets?|boot|licences?|windscreens?|kilometres?|km(?! \(about [\d,]+ miles\)))\b/gi;

/** The text box a form labels `name`, exactly. */
const textbox = (scope: Page | Locator, name: string) => scope.getByRole('textbox', { name, exact: true });

test.describe('no Australian word on the US site', () => {
  test('no built page of the US site reads an Australian word in its text, alt, title, label, placeholder or meta text', async () => {
    const { pages, found } = await findWords(path.join(import.meta.dirname, '..', '..', 'dist', US_SITE), AUSTRALIAN_WORDS);
    // Every page of the site is read, the vehicle pages and checkouts among them.
    expect(pages.length).toBeGreaterThan(300);
    expect(pages).toContain('pages/roadside-assist.html');
    expect(pages.some((page) => page.endsWith('/checkout.html'))).toBe(true);
    expect(found.map(({ page, word, context }) => `${page}: '${word}' in "${context}"`)).toEqual([]);
  });

  test('the contact form asks for a cell phone and a ZIP code, roadside assistance for a license plate and tires', async ({ page }) => {
    const { region } = siteConfig(US_SITE);
    await page.goto(`${siteOrigin(US_SITE)}${ROUTES.contact}`);
    const form = page.locator('#contact-form');
    await form.scrollIntoViewIfNeeded();
    await expect(staticIslands(page)).toHaveCount(0);
    await expect(textbox(form, regionTerm('Mobile', region))).toHaveAttribute('aria-required', 'true');
    await expect(textbox(form, 'Mobile')).toHaveCount(0);
    await expect(textbox(form, 'ZIP code')).toBeVisible();
    // Its message names the field as its label does.
    await textbox(form, regionTerm('Mobile', region)).focus();
    await textbox(form, regionTerm('Mobile', region)).blur();
    await expect(form.getByText(`${regionTerm('Mobile', region)} is required`)).toBeVisible();
    await expect(form).not.toContainText('Mobile');
    await expectNoAxeViolations(page);

    await page.goto(`${siteOrigin(US_SITE)}${ROUTES.roadsideAssist}`);
    const article = page.getByRole('article');
    await expect(article).toContainText('Have your license plate number');
    await expect(article.getByRole('listitem').filter({ hasText: /^Flat tires\./ })).toHaveCount(1);
    await expect(article).not.toContainText(/tyre|registration/i);
    await expectNoAxeViolations(page);

    await page.goto(`${siteOrigin(US_SITE)}${ROUTES.tradeIn}`);
    await page.getByText('How is my online estimate worked out?').click();
    await expect(page.getByText(/^We find your car from its license plate,/)).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test('an Australian site keeps its words: Mobile and Postcode on the contact form, tyres, registration and postcode on its content pages', async ({ page }) => {
  await page.goto(`${siteOrigin(AU_SITE)}${ROUTES.contact}`);
  const form = page.locator('#contact-form');
  await form.scrollIntoViewIfNeeded();
  await expect(staticIslands(page)).toHaveCount(0);
  await expect(textbox(form, 'Mobile')).toHaveAttribute('aria-required', 'true');
  await expect(textbox(form, 'Postcode')).toBeVisible();

  await page.goto(`${siteOrigin(AU_SITE)}${ROUTES.roadsideAssist}`);
  const article = page.getByRole('article');
  await expect(article).toContainText('Have your registration number');
  await expect(article.getByRole('listitem').filter({ hasText: /^Flat tyres\./ })).toHaveCount(1);
  await expect(article).toContainText('the windscreen sticker');

  await page.goto(`${siteOrigin(AU_SITE)}${ROUTES.privacyPolicy}`);
  await expect(page.getByRole('article')).toContainText('e-mail address and postcode;');
  await expectNoAxeViolations(page);
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
