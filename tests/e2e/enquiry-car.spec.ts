/**
 * The saved enquiry car read back on the contact page: the car a shopper pressed Enquire on is
 * offered as "Continue your enquiry about {car}", linking to its page; the contact form's
 * submission carries it until the shopper removes it. Nothing shows without a valid saved car.
 */
import { expect, type Page } from '@playwright/test';
import type { Car } from '../../src/domain/cars/car.ts';
import { isEnquirable } from '../../src/domain/cars/car-state.ts';
import { TEST_DRIVE_ONLY_TAG } from '../../src/domain/basics/constants.ts';
import { LABELS } from '../../src/domain/basics/texts.ts';
import { carPath, ROUTES } from '../../src/domain/routes/routes.ts';
import { storageKeys } from '../../src/domain/shopper/browser-storage.ts';
import { expectNoAxeViolations, test } from './a11y.ts';
import { sendContactForm } from './lead-helpers.ts';
import { listedCar, siteOrigin, type DemoSite } from './sites.ts';
import { staticIslands } from './islands.ts';

/** A single-dealership site: its contact page has the one contact form. */
const SITE: DemoSite = 'brighton-volkswagen';
const KEY = storageKeys(SITE).enquiryCar;

/** Presses Enquire on a car's page, which saves it as the site's enquiry car. */
async function enquireAbout(page: Page, car: Car): Promise<void> {
  await page.goto(`${siteOrigin(SITE)}${carPath(car.slug)}`);
  await page.getByRole('region', { name: 'Location', exact: true }).scrollIntoViewIfNeeded();
  await expect(staticIslands(page)).toHaveCount(0);
  await page.getByRole('complementary', { name: 'Price and actions' }).getByRole('link', { name: LABELS.enquire, exact: true }).click();
  await expect(page.getByRole('dialog', { name: `${LABELS.enquire}: ${car.name}` })).toBeVisible();
  await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), KEY)).not.toBeNull();
}

/** Fills the contact form and sends it; the body it posted to /api/forms. */
async function sendContact(page: Page): Promise<Record<string, unknown>> {
  const form = page.locator('#contact-form');
  await form.scrollIntoViewIfNeeded();
  await expect(page.locator('.contact-page__form astro-island[ssr]')).toHaveCount(0);
  return sendContactForm(page, form, { shownAt: Date.now(), postcode: '3186' });
}

const enquirableCar = () => listedCar(SITE, (candidate) => isEnquirable(candidate) && candidate.tag?.trim() !== TEST_DRIVE_ONLY_TAG);

test('the contact page offers to continue the enquiry about the saved car, linking to it, and its form carries the car', async ({ page }) => {
  // A car page, the contact page and a form held open for the bot check's minimum fill time: past a minute on a busy machine.
  test.setTimeout(120_000);
  const car = enquirableCar();
  await enquireAbout(page, car);
  await page.goto(`${siteOrigin(SITE)}${ROUTES.contact}`);
  const line = page.getByText(`Continue your enquiry about ${car.name}`);
  await expect(line).toBeVisible();
  await expect(line.getByRole('link', { name: car.name })).toHaveAttribute('href', carPath(car.slug));
  expect((await page.request.get(`${siteOrigin(SITE)}${carPath(car.slug)}`)).status()).toBe(200);
  await expectNoAxeViolations(page);

  const body = await sendContact(page);
  expect(body.fields).toMatchObject({
    car_id: car.id,
    stock_number: car.stocknum,
    'Vehicle Make': car.make,
    'Vehicle Model': car.model,
    car_type: car.car_type,
    vehicle_status: car.status,
    manufacturer_slug: car.make_slug,
    car_dealership_id: car.dealership_id,
  });
});

test('removing the saved car hides the line and clears it from storage and from the submission', async ({ page }) => {
  test.setTimeout(120_000);
  const car = enquirableCar();
  await enquireAbout(page, car);
  await page.goto(`${siteOrigin(SITE)}${ROUTES.contact}`);
  const line = page.getByText(`Continue your enquiry about ${car.name}`);
  await expect(line).toBeVisible();
  await page.getByRole('button', { name: `Remove ${car.name}` }).click();
  await expect(line).toBeHidden();
  await expect(page.getByRole('heading', { level: 2, name: 'Send us a message' })).toBeFocused();
  expect(await page.evaluate((key) => localStorage.getItem(key), KEY)).toBeNull();
  await expectNoAxeViolations(page);
  const body = await sendContact(page);
  expect(body.fields).not.toHaveProperty('car_id');
  expect(body.fields).not.toHaveProperty('stock_number');
});

test('without a saved car, or with a broken one, the contact page shows no enquiry line', async ({ page }) => {
  await page.goto(`${siteOrigin(SITE)}${ROUTES.contact}`);
  // The page's own scripts have run once the contact form has hydrated.
  await page.locator('#contact-form').scrollIntoViewIfNeeded();
  await expect(staticIslands(page)).toHaveCount(0);
  await expect(page.getByText(/Continue your enquiry about/)).toHaveCount(0);

  await page.evaluate((key) => localStorage.setItem(key, JSON.stringify({ id: 'not a car', name: 'Broken' })), KEY);
  await page.reload();
  await page.locator('#contact-form').scrollIntoViewIfNeeded();
  await expect(staticIslands(page)).toHaveCount(0);
  await expect(page.getByText(/Continue your enquiry about/)).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Remove / })).toHaveCount(0);
});
