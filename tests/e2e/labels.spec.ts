/**
 * The spec's labels where their screens are. 'Message Now' in a vehicle page's
 * contact section opens the enquiry modal, and 'Finance Quote' at its price leads to the page's
 * repayment calculator and its finance enquiry; 'Quick Enquiry' sits
 * beside 'View Details' on each search card of a car that can be enquired about; the brand header's
 * New Vehicles menu tags new models 'New'; 'Reserve Now' submits the checkout. ('Explore Vehicle'
 * on the similar cars: similar-vehicles.spec.ts.) axe runs on every page visited.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import type { Car } from '../../src/domain/cars/car.ts';
import { isEnquirable, isReservable, isSold } from '../../src/domain/cars/car-state.ts';
import { TEST_DRIVE_ONLY_TAG } from '../../src/domain/basics/constants.ts';
import { carPath, carPurchasePath, quickEnquiryPath, ROUTES } from '../../src/domain/routes/routes.ts';
import { LABELS, TAG_TEXTS } from '../../src/domain/basics/texts.ts';
import { expectNoAxeViolations, test } from './a11y.ts';
import { carCards, carSlugsOnShow, openSearch } from './search-helpers.ts';
import { builtPages, modelHref } from '../../src/site/built-pages.ts';
import { demoCars, listedCar, siteConfig, siteOrigin, type DemoSite } from './sites.ts';
import { staticIslands } from './islands.ts';

const SITE = 'brighton-volkswagen';

/** Opens a car's page and waits until its islands have hydrated. */
async function openVehicle(page: Page, site: DemoSite, car: Car): Promise<void> {
  const response = await page.goto(`${siteOrigin(site)}${carPath(car.slug)}`);
  expect(response?.status()).toBe(200);
  await page.getByRole('region', { name: 'Location', exact: true }).scrollIntoViewIfNeeded();
  await expect(staticIslands(page)).toHaveCount(0);
}

const enquiryDialog = (page: Page, car: Car) => page.getByRole('dialog', { name: `${LABELS.enquire}: ${car.name}` });

test("'Message Now' in the contact section opens the enquiry modal, and is a link to the contact page before that", async ({ page }) => {
  const car = listedCar(SITE, (candidate) => isEnquirable(candidate) && candidate.tag?.trim() !== TEST_DRIVE_ONLY_TAG);
  await openVehicle(page, SITE, car);
  const contact = page.getByRole('region', { name: 'Contact us about this car' });
  const messageNow = contact.getByRole('link', { name: LABELS.messageNow, exact: true });
  await expect(messageNow).toHaveAttribute('href', ROUTES.contact);
  await messageNow.click();
  await expect(enquiryDialog(page, car)).toBeVisible();
  await expectNoAxeViolations(page);
});

test("'Finance Quote' at the price leads to the page's repayment calculator, whose finance enquiry opens the enquiry modal; a sold car offers neither it nor 'Message Now'", async ({ page }) => {
  expect(siteConfig(SITE).features.buttons.finance).toBe(true);
  const car = listedCar(SITE, (candidate) => isEnquirable(candidate) && candidate.tag?.trim() !== TEST_DRIVE_ONLY_TAG);
  await openVehicle(page, SITE, car);
  const sidebar = page.getByRole('complementary', { name: 'Price and actions' });
  const financeQuote = sidebar.getByRole('link', { name: LABELS.financeQuote, exact: true });
  // The Finance Quote section on this page: never a finance page, which another branch builds.
  await expect(financeQuote).toHaveAttribute('href', '#finance-quote');
  await financeQuote.click();
  const section = page.getByRole('region', { name: LABELS.financeQuote, exact: true });
  await expect(section).toBeInViewport();
  const enquiry = section.getByRole('link', { name: 'Send a finance enquiry' });
  await expect(enquiry).toHaveAttribute('data-enquiry-category', 'Finance Enquiry');
  await enquiry.click();
  await expect(enquiryDialog(page, car)).toBeVisible();
  await expectNoAxeViolations(page);

  const sold = listedCar('lakeside-mazda', isSold);
  await openVehicle(page, 'lakeside-mazda', sold);
  await expect(page.getByRole('link', { name: LABELS.financeQuote, exact: true })).toHaveCount(0);
  await expect(page.getByRole('link', { name: LABELS.messageNow, exact: true })).toHaveCount(0);
});

test("search cards offer 'Quick Enquiry' beside 'View Details' for each car that can be enquired about, named with the car", async ({ page }) => {
  // Two stock searches and axe on the first: past 30 s on a busy machine.
  test.setTimeout(60_000);
  // Every card of the first page: 'Quick Enquiry' exactly when the car can be enquired about.
  const site = 'lakeside-mazda';
  await openSearch(page, site, ROUTES.stock);
  const bySlug = new Map(demoCars(site).map((car) => [car.slug, car]));
  const cards = await carCards(page).evaluateAll((articles) =>
    articles.map((article) => {
      const links = [...article.querySelectorAll('a')];
      return {
        slug: (article.querySelector('h3 a')?.getAttribute('href') ?? '').replace(/^\/cars\//, ''),
        quick: links.find((link) => link.textContent?.startsWith('Quick Enquiry'))?.getAttribute('href') ?? null,
      };
    }),
  );
  expect(cards.length).toBeGreaterThan(0);
  expect(cards.map(({ slug }) => [slug, isEnquirable(bySlug.get(slug) as Car) ? quickEnquiryPath(slug) : null])).toEqual(cards.map(({ slug, quick }) => [slug, quick]));
  // The visually hidden ", {car name}" makes each link's name its own (Chromium adds a space before it).
  const first = bySlug.get(cards[0]?.slug ?? '') as Car;
  await expect(carCards(page).first().getByRole('link', { name: new RegExp(`^${LABELS.quickEnquiry} ?, ${RegExp.escape(first.name)}$`) })).toBeVisible();
  await expectNoAxeViolations(page);

  // A sold car (found by its stock number): 'View Details' only.
  const sold = listedCar(site, isSold);
  await openSearch(page, site, `${ROUTES.stock}?query=${sold.stocknum}`);
  await expect.poll(() => carSlugsOnShow(page)).toEqual([sold.slug]);
  await expect(carCards(page).getByRole('link', { name: new RegExp(`^${LABELS.viewDetails}`) })).toBeVisible();
  await expect(page.getByRole('link', { name: new RegExp(`^${LABELS.quickEnquiry}`) })).toHaveCount(0);
});

test("the New Vehicles menu tags each model the catalogue marks new with 'New'", async ({ page }) => {
  const models = JSON.parse(readFileSync(path.join(import.meta.dirname, '..', '..', 'data', SITE, 'models.json'), 'utf8')) as { name: string; slug: string; status: string; override_url: string | null }[];
  expect(models.some((model) => model.status === 'new')).toBe(true);
  await page.goto(`${siteOrigin(SITE)}/`);
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('button', { name: 'New Vehicles' }).click();
  for (const model of models) {
    // By name: two entries may share a link (the Golf R's catalogue entry points at the Golf's page).
    const link = nav.getByRole('link', { name: model.status === 'new' ? `${model.name} ${TAG_TEXTS.new}` : model.name, exact: true });
    await expect(link).toBeVisible();
    await expect(link).toHaveAttribute('href', modelHref(builtPages(siteConfig(SITE)), model));
  }
  await expectNoAxeViolations(page);
});

test("'Reserve Now' submits the checkout of a checkout site", async ({ page }) => {
  const car = listedCar(SITE, (candidate) => isReservable(candidate) && candidate.tag?.trim() !== TEST_DRIVE_ONLY_TAG);
  await page.goto(`${siteOrigin(SITE)}${carPurchasePath(car.slug, { reserve: 'checkout' })}`);
  await expect(staticIslands(page)).toHaveCount(0);
  await expect(page.getByRole('button', { name: LABELS.reserveNow, exact: true })).toBeVisible();
});
