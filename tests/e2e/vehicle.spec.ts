/**
 * The vehicle detail pages on the demo sites: from a search card to its page,
 * the page's price, tag, info block, Dealer Comments and location, the phone reveal and its reveal
 * call, a favourite shared with the search cards, the saved enquiry car, the sold and 'Test Drive
 * Only' layouts, and the schema.org JSON-LD. Expected values come from the demo data and the domain
 * rules, so the tests follow the data wherever the generator puts it.
 */
import { readFileSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';
import { parseFavourites, parseSavedEnquiryCar, storageKeys } from '../../src/domain/shopper/browser-storage.ts';
import type { Car } from '../../src/domain/cars/car.ts';
import { carInfo } from '../../src/domain/cars/car-info.ts';
import { isReservable, isSold } from '../../src/domain/cars/car-state.ts';
import { cardTag } from '../../src/domain/cars/card-tag.ts';
import { TEST_DRIVE_ONLY_TAG } from '../../src/domain/basics/constants.ts';
import { LEAD_EVENT_IDS } from '../../src/domain/leads/event-ids.ts';
import { maskPhone, maskedPhone, samePhone, telHref } from '../../src/domain/basics/phone.ts';
import { maskPhonesInText, phonePartsOf } from '../../src/domain/basics/phone-in-text.ts';
import { advertisedPrice, subscriptionOffer } from '../../src/domain/cars/price.ts';
import { carPath, carPdfPath } from '../../src/domain/routes/routes.ts';
import { directionsUrl } from '../../src/domain/places/directions.ts';
import { LABELS, PRICE_TEXTS, RECENTLY_SOLD_TEXT, TAG_TEXTS } from '../../src/domain/basics/texts.ts';
import { CAR_PDF_TEXTS } from '../../src/server/handlers/car-pdf.ts';
import { CALL_THE_DEALER_ANCHOR, findSimilarPath } from '../../src/site/vehicle-page.ts';
import { recordDataLayer, recordedDataLayer } from './lead-helpers.ts';
import { expectNoAxeViolations, test } from './a11y.ts';
import { carCards, openSearch, waitForSearchIsland } from './search-helpers.ts';
import { listedCar, siteConfig, siteOrigin, type DemoSite, demoCars } from './sites.ts';
import { staticIslands } from './islands.ts';

const STOCK = '/search/new-used-and-demo-cars';
/** Opens a car's page and waits until its islands have hydrated. */
async function openVehicle(page: Page, site: DemoSite, car: Pick<Car, 'slug'>): Promise<void> {
  const response = await page.goto(`${siteOrigin(site)}${carPath(car.slug)}`);
  expect(response?.status()).toBe(200);
  await page.getByRole('region', { name: 'Location', exact: true }).scrollIntoViewIfNeeded();
  await expect(staticIslands(page)).toHaveCount(0);
}

/** The sidebar with the price and the action buttons. */
const sidebar = (page: Page) => page.getByRole('complementary', { name: 'Price and actions' });

/** What the page pushed to the tag manager's data layer. */
const dataLayer = (page: Page) => page.evaluate(() => (window as unknown as { dataLayer?: unknown[] }).dataLayer ?? []);

test("a search card's 'View Details' opens the car's page", async ({ page }) => {
  await openSearch(page, 'brighton-volkswagen', STOCK);
  const card = carCards(page).first();
  const name = await card.getByRole('heading').innerText();
  const href = await card.getByRole('heading').getByRole('link').getAttribute('href');
  await card.getByRole('link', { name: /^View Details/ }).click();
  await expect(page).toHaveURL(`${siteOrigin('brighton-volkswagen')}${href}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  await expect(page).toHaveTitle(`${name} | ${siteConfig('brighton-volkswagen').name}`);
  await expectNoAxeViolations(page);
});

test('the page shows the price, the tag, the info block in order, Dealer Comments, the location and the buttons the site switches on', async ({ page }) => {
  const site = 'brighton-volkswagen';
  const config = siteConfig(site);
  const car = listedCar(
    site,
    (candidate) =>
      ['electric', 'hybrid', 'custom'].includes(cardTag(candidate, config.features, new Date())?.kind ?? '') &&
      advertisedPrice(candidate, config.region).kind === 'amount' &&
      isReservable(candidate) &&
      candidate.features.length > 0,
  );
  await openVehicle(page, site, car);

  await expect(page.getByRole('heading', { level: 1 })).toHaveText(car.name);
  const price = advertisedPrice(car, config.region);
  if (price.kind !== 'amount') throw new Error('unreachable');
  await expect(sidebar(page)).toContainText(price.price.text);
  await expect(sidebar(page)).toContainText(price.priceTypeLabel);
  // The page's tag comes first in the main content, before the similar cars' tags.
  await expect(page.getByRole('main').getByText(cardTag(car, config.features, new Date())?.label ?? '', { exact: true }).first()).toBeVisible();

  const details = page.getByRole('region', { name: 'Vehicle details' });
  const info = carInfo(car, config.region);
  expect((await details.getByRole('term').allInnerTexts()).slice(0, 4)).toEqual(['Condition', 'Transmission', 'Odometer (km)', 'Fuel Type']);
  expect((await details.getByRole('definition').allInnerTexts()).slice(0, 4)).toEqual(info.map((item) => item.value));

  const features = page.getByRole('region', { name: 'Features', exact: true });
  expect(await features.getByRole('listitem').allInnerTexts()).toEqual(car.features);
  const comments = page.getByRole('region', { name: LABELS.dealerComments });
  await expect(comments.getByRole('heading', { name: LABELS.dealerComments })).toBeVisible();
  // With the phone reveal on, a number in the feed's text shows masked.
  await expect(comments).toContainText(maskPhonesInText(car.description.split('\n\n')[0] ?? ''));

  const location = page.getByRole('region', { name: 'Location', exact: true });
  await expect(location).toContainText(car.location.name);
  await expect(location).toContainText(car.location.address.street);
  const directions = location.getByRole('link', { name: /^Get Directions/ });
  const place = config.locations.find((entry) => entry.id === car.location.id)?.address;
  expect(place, "the car's location is one of the site's").toBeDefined();
  await expect(directions).toHaveAttribute('href', directionsUrl(config.maps.directions, { lat: place?.lat ?? 0, long: place?.long ?? 0, placeId: place?.place_id }));
  await expect(directions).toHaveAttribute('target', '_blank');
  await expect(directions).toHaveAccessibleName(`Get Directions to ${car.location.name} (opens in a new tab)`);

  const actions = sidebar(page).getByRole('list', { name: 'Actions' }).getByRole('link');
  expect((await actions.allInnerTexts()).slice(0, 3)).toEqual([LABELS.enquire, LABELS.bookATestDrive, LABELS.reserveThisCar]);
  await expect(sidebar(page).getByRole('link', { name: LABELS.reserveThisCar })).toHaveAttribute('href', `${carPath(car.slug)}/checkout`);
  await expect(sidebar(page)).toContainText(/with a \$\d[\d,]* deposit/);
  await expect(sidebar(page).getByRole('link', { name: LABELS.getFinance })).toHaveAttribute(
    'href',
    `/finance?preferredDealership=${car.dealership_slug}&vehiclePriceBudget=${car.price}&car_id=${car.id}&car_type=${car.car_type}#finance-form`,
  );

  const similar = page.getByRole('region', { name: 'Similar vehicles' }).getByRole('article');
  expect(await similar.count()).toBeGreaterThan(0);
  expect(await similar.count()).toBeLessThanOrEqual(4);
  // Never the car itself (other cars may share its name: same year, model and variant).
  await expect(similar.locator(`a[href="${carPath(car.slug)}"]`)).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test("a car's own page shows its weekly subscription offer, the history report the dealer attached and the other locations advertising it", async ({ page, request }) => {
  const site = 'bayside-motor-group';
  const region = siteConfig(site).region;
  const car = listedCar(site, (candidate) => candidate.file !== null && subscriptionOffer(candidate, region) !== null);
  const report = car.file;
  if (report === null) throw new Error('the car has no history report');
  await openVehicle(page, site, car);
  await expect(sidebar(page)).toContainText(`Or subscribe for ${subscriptionOffer(car, region)}`);
  const link = page.getByRole('link', { name: `${report.name} (PDF)` });
  await expect(link).toHaveAttribute('href', report.url);
  const pdf = await request.get(`${siteOrigin(site)}${report.url}`);
  expect(pdf.status()).toBe(200);
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
  await expectNoAxeViolations(page);

  const advertised = listedCar(site, (candidate) => candidate.location.distribution_locations.length > 0);
  await openVehicle(page, site, advertised);
  const names = advertised.location.distribution_locations.map((other) => other.name).join(', ');
  await expect(page.getByRole('region', { name: 'Location', exact: true })).toContainText(`Also advertised at ${names}.`);
  await expectNoAxeViolations(page);
});

test('a site that sells online sends Reserve This Car to the buy-online route', async ({ page }) => {
  const car = listedCar('bayside-motor-group', (candidate) => isReservable(candidate) && candidate.tag?.trim() !== TEST_DRIVE_ONLY_TAG);
  await openVehicle(page, 'bayside-motor-group', car);
  await expect(sidebar(page).getByRole('link', { name: LABELS.reserveThisCar })).toHaveAttribute('href', `${carPath(car.slug)}/buy-online`);
});

test('the phone starts masked to its first 5 characters; a click reveals it, records the reveal call and fires event 25', async ({ page }) => {
  const site = 'brighton-volkswagen';
  const config = siteConfig(site);
  const car = listedCar(site, (candidate) => !isSold(candidate));
  const number = config.phones.call_the_dealer ?? car.location.phone;
  const masked = maskedPhone(number);
  if (masked.kind !== 'masked') throw new Error('the demo site has no dealer phone');
  await openVehicle(page, site, car);

  const location = page.getByRole('region', { name: 'Location', exact: true });
  await expect(location.getByText(masked.masked, { exact: true })).toBeVisible();
  expect(masked.masked.slice(0, 5)).toBe(number.slice(0, 5));
  expect(masked.masked.slice(5)).toMatch(/^\*+$/);
  await expect(location.getByRole('link', { name: number })).toHaveCount(0);

  // Passed through untouched: intercepting is what lets Chromium hand over a beacon's body.
  await page.route('**/api/phone-reveal', (route) => route.continue());
  const revealCall = page.waitForRequest((request) => request.url().endsWith('/api/phone-reveal') && request.method() === 'POST');
  await location.getByRole('button', { name: new RegExp(`^${LABELS.callTheDealer}`) }).click();
  const request = await revealCall;
  expect(request.headers()['content-type']).toContain('application/json');
  expect(request.postDataJSON()).toEqual({ car_id: car.id, dealership_id: car.dealership_id, website_id: site });

  const link = location.getByRole('link', { name: number });
  await expect(link).toHaveAttribute('href', telHref(number));
  await expect(link).toBeFocused();
  await expect(location.getByRole('button', { name: new RegExp(`^${LABELS.callTheDealer}`) })).toHaveCount(0);
  expect(await dataLayer(page)).toContainEqual(expect.objectContaining({ event_id: LEAD_EVENT_IDS.phoneClick, car_id: car.id }));
  await expectNoAxeViolations(page);
});

/** The number's digits in any layout: brackets, spaces, dots or hyphens between them. */
const anyLayoutOf = (number: string) => new RegExp(number.replace(/\D/g, '').split('').join('\\D{0,3}'));
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

test('one phone policy: the HTML holds the number behind the reveal only masked, with no tel: link, until the reveal; then it shows, with the reveal call and event 25', async ({ page }) => {
  const site = 'bayside-motor-group';
  const config = siteConfig(site);
  // A car at the location whose number is also the header's Sales number, with a number in its dealer comments.
  const car = listedCar(
    site,
    (candidate) =>
      !isSold(candidate) && samePhone(candidate.location.phone, config.phones.sales) && phonePartsOf(candidate.description).some((part) => part.kind === 'phone'),
  );
  const number = config.phones.call_the_dealer ?? car.location.phone;
  expect(car.description).toMatch(anyLayoutOf(number));

  const html = await (await page.request.get(`${siteOrigin(site)}${carPath(car.slug)}`)).text();
  expect(html).not.toMatch(anyLayoutOf(number));
  expect(html).not.toContain(`"${telHref(number)}"`);

  await openVehicle(page, site, car);
  await recordDataLayer(page);
  await expect(page.locator(`a[href="${telHref(number)}"]`)).toHaveCount(0);
  expect(await page.locator('body').innerText()).not.toMatch(anyLayoutOf(number));
  const toTheReveal = new RegExp(`^${escapeRegExp(maskPhone(number))}`);
  const comments = page.getByRole('region', { name: LABELS.dealerComments });
  await expect(comments.getByRole('link', { name: toTheReveal }).first()).toHaveAttribute('href', `#${CALL_THE_DEALER_ANCHOR}`);
  const strip = page.getByRole('list', { name: 'Contact the dealer' });
  await expect(strip.getByRole('link', { name: toTheReveal })).toHaveAttribute('href', `#${CALL_THE_DEALER_ANCHOR}`);

  // Passed through untouched: intercepting is what lets Chromium hand over a beacon's body.
  await page.route('**/api/phone-reveal', (route) => route.continue());
  const revealCall = page.waitForRequest((request) => request.url().endsWith('/api/phone-reveal') && request.method() === 'POST');
  const contact = page.getByRole('region', { name: 'Contact us about this car' });
  await contact.getByRole('button', { name: new RegExp(`^${LABELS.callTheDealer}`) }).click();
  expect((await revealCall).postDataJSON()).toEqual({ car_id: car.id, dealership_id: car.dealership_id, website_id: site });
  await expect(contact.getByRole('link', { name: number })).toHaveAttribute('href', telHref(number));
  expect(await recordedDataLayer(page)).toContainEqual(expect.objectContaining({ event_id: LEAD_EVENT_IDS.phoneClick, car_id: car.id }));
  await expectNoAxeViolations(page);
});

test('a car whose location has no phone shows no phone reveal, and the page logs a warning', async ({ page }) => {
  const site = 'bayside-motor-group';
  expect(siteConfig(site).phones.call_the_dealer).toBeUndefined();
  const car = listedCar(site, (candidate) => candidate.location.phone.trim() === '');
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  await openVehicle(page, site, car);
  const location = page.getByRole('region', { name: 'Location', exact: true });
  await expect(location.getByText(car.location.name, { exact: true })).toBeVisible();
  await expect(location.getByRole('button')).toHaveCount(0);
  await expect(location.locator('a[href^="tel:"]')).toHaveCount(0);
  await expect.poll(() => warnings).toContain(`No phone number to show for car ${car.id}: the phone reveal is hidden.`);
  await expectNoAxeViolations(page);
});

test('a favourite toggled on the vehicle page shows as pressed on its search card after a reload', async ({ page }) => {
  const site = 'lakeside-mazda';
  await openSearch(page, site, STOCK);
  const name = await carCards(page).first().getByRole('heading').innerText();
  const href = (await carCards(page).first().getByRole('heading').getByRole('link').getAttribute('href')) ?? '';
  const car = demoCars(site).find((candidate) => carPath(candidate.slug) === href);
  if (!car) throw new Error(`no demo car at ${href}`);

  await openVehicle(page, site, car);
  const toggle = page.getByRole('button', { name: `Favourite ${name}` });
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  expect(await dataLayer(page)).toContainEqual(expect.objectContaining({ event_id: LEAD_EVENT_IDS.favouriteAdded, car_id: car.id }));
  const keys = storageKeys(site);
  expect(parseFavourites(await page.evaluate((key) => localStorage.getItem(key), keys.favourites))).toEqual([car.id]);

  await openSearch(page, site, STOCK);
  await page.reload();
  await waitForSearchIsland(page);
  const card = carCards(page).filter({ has: page.getByRole('heading', { name, exact: true }) });
  await expect(card.getByRole('button', { name: `Favourite ${name}` })).toHaveAttribute('aria-pressed', 'true');
});

test("a sold car inside its window shows SOLD, the recently-sold text and 'Find Me Something Similar', and no Reserve button", async ({ page }) => {
  const site = 'lakeside-mazda';
  const car = listedCar(site, (candidate) => isSold(candidate));
  await openVehicle(page, site, car);
  await expect(sidebar(page).getByText(PRICE_TEXTS.sold, { exact: true })).toBeVisible();
  await expect(sidebar(page).getByText(RECENTLY_SOLD_TEXT)).toBeVisible();
  await expect(page.getByText(TAG_TEXTS.justSold, { exact: true })).toBeVisible();
  await expect(sidebar(page).getByRole('link', { name: LABELS.findMeSomethingSimilar })).toHaveAttribute('href', findSimilarPath(car));
  for (const label of [LABELS.reserveThisCar, LABELS.enquire, LABELS.bookATestDrive, LABELS.getFinance, LABELS.tradeInValuation]) {
    await expect(page.getByRole('link', { name: label, exact: true })).toHaveCount(0);
  }
  await expectNoAxeViolations(page);
});

test("a 'Test Drive Only' car shows the test-drive layout: Book a Test Drive and Enquire only, opening their modals; Enquire saves the enquiry car", async ({ page }) => {
  const site = 'harbour-city-renault-skoda';
  const car = listedCar(site, (candidate) => candidate.tag?.trim() === TEST_DRIVE_ONLY_TAG && !isSold(candidate));
  await openVehicle(page, site, car);
  expect(await sidebar(page).getByRole('list', { name: 'Actions' }).getByRole('link').allInnerTexts()).toEqual([LABELS.bookATestDrive, LABELS.enquire]);
  await expect(sidebar(page)).toContainText(TEST_DRIVE_ONLY_TAG);
  // Without JavaScript the two buttons lead to the page's contact section; once hydrated they open their modals.
  await expect(sidebar(page).getByRole('link', { name: LABELS.bookATestDrive })).toHaveAttribute('href', '#test-drive');
  await expect(sidebar(page).getByRole('link', { name: LABELS.enquire, exact: true })).toHaveAttribute('href', '#enquire');
  await sidebar(page).getByRole('link', { name: LABELS.bookATestDrive }).click();
  await expect(page.getByRole('dialog', { name: `${LABELS.bookATestDrive}: ${car.name}` })).toBeVisible();
  await page.keyboard.press('Escape');

  await sidebar(page).getByRole('link', { name: LABELS.enquire, exact: true }).click();
  await expect(page.getByRole('dialog', { name: `${LABELS.enquire}: ${car.name}` })).toBeVisible();
  const saved = parseSavedEnquiryCar(await page.evaluate((key) => localStorage.getItem(key), storageKeys(site).enquiryCar));
  expect(saved).toMatchObject({ id: car.id, slug: car.slug, stocknum: car.stocknum, dealership_slug: car.dealership_slug });
  await expectNoAxeViolations(page);
});

test('the JSON-LD is a schema.org Car whose Offer carries the price, and it carries the VIN', async ({ page }) => {
  const site = 'northern-isuzu-ute';
  const config = siteConfig(site);
  const car = listedCar(site, (candidate) => advertisedPrice(candidate, config.region).kind === 'amount');
  await openVehicle(page, site, car);
  const text = await page.locator('script[type="application/ld+json"]').textContent();
  const data = JSON.parse(text ?? '') as { '@type': string; vehicleIdentificationNumber: string; offers: { price: number; priceCurrency: string } };
  expect(data['@type']).toBe('Car');
  expect(data.vehicleIdentificationNumber).toBe(car.vin);
  expect(data.offers.price).toBe(car.price);
  expect(data.offers.priceCurrency).toBe('AUD');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${config.url}${carPath(car.slug)}`);
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', new URL(car.images[0]?.url ?? '', config.url).href);
});

test("'Download brochure (PDF)' fetches the car's one-page PDF by slug and saves it as {slug}.pdf, by keyboard", async ({ page }) => {
  const site = 'bayside-motor-group';
  const car = listedCar(site, (candidate) => !isSold(candidate));
  await openVehicle(page, site, car);
  const link = sidebar(page).getByRole('link', { name: 'Download brochure (PDF)' });
  await expect(link).toHaveAttribute('href', carPdfPath(car.slug));
  const fetched = page.waitForResponse((response) => new URL(response.url()).pathname === carPdfPath(car.slug));
  const download = page.waitForEvent('download');
  await link.focus();
  await page.keyboard.press('Enter');
  const response = await fetched;
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('application/pdf');
  const saved = await download;
  expect(saved.suggestedFilename()).toBe(`${car.slug}.pdf`);
  const file = readFileSync(await saved.path());
  expect(file.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(file.toString('latin1')).toContain('/Count 1');
  await expectNoAxeViolations(page);
});

test('a brochure download that fails shows an alert with the error message, and saves nothing', async ({ page }) => {
  const site = 'bayside-motor-group';
  const car = listedCar(site, (candidate) => !isSold(candidate));
  await openVehicle(page, site, car);
  const message = CAR_PDF_TEXTS.unavailable;
  await page.route(`**${carPdfPath(car.slug)}`, (route) =>
    route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ error: message }) }),
  );
  let downloads = 0;
  page.on('download', () => (downloads += 1));
  const alerts: string[] = [];
  page.on('dialog', (dialog) => {
    alerts.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.accept();
  });
  await sidebar(page).getByRole('link', { name: 'Download brochure (PDF)' }).click();
  await expect.poll(() => alerts).toEqual([`alert: ${message}`]);
  await expect(sidebar(page).getByRole('link', { name: 'Download brochure (PDF)' })).not.toHaveAttribute('aria-busy');
  expect(downloads).toBe(0);
  await expectNoAxeViolations(page);
});

test('@mobile on a phone the vehicle page fits the screen and the photos swipe', async ({ page }) => {
  const site = 'bayside-motor-group';
  const car = listedCar(site, (candidate) => candidate.images.length > 1 && !isSold(candidate));
  await openVehicle(page, site, car);
  await page.evaluate(() => window.scrollTo(0, 0));
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  const photos = page.getByRole('region', { name: `Photos of the ${car.name}` });
  await expect(photos.getByRole('img').first()).toBeInViewport();
  await photos.evaluate((element) => element.scrollBy({ left: element.clientWidth }));
  await expect(photos.getByRole('img').nth(1)).toBeInViewport();
  await expectNoAxeViolations(page);
});
