/**
 * Live similar cars: a vehicle page's 'Similar vehicles' ask the site's search
 * backend (the embedded engine over the stock snapshot on the demo sites) and the availability API
 * when the page is viewed, so a car reserved since the build is not suggested, while the page's HTML
 * (the no-JavaScript fallback) still lists it; a failed lookup leaves the built row; a sold car
 * shows its live similar cars right under 'Find Me Something Similar'. Each card links with
 * 'Explore Vehicle'. axe runs on every page visited.
 *
 * The car reserved here is held through the real local API (POST /api/reservations, as the checkout
 * form sends it). The local database outlives a run, so the test picks a car the availability API
 * says is free now, from the start of the feed (reserve.spec.ts picks from the end).
 */
import { randomUUID } from 'node:crypto';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { Car } from '../../src/domain/cars/car.ts';
import { isEnquirable, isSold } from '../../src/domain/cars/car-state.ts';
import { TEST_DRIVE_ONLY_TAG } from '../../src/domain/basics/constants.ts';
import { postcodeRuleFor } from '../../src/domain/leads/postcode.ts';
import { carsAvailabilityPath, type CarsAvailability } from '../../src/domain/reservations/reservation-api.ts';
import { reserveCheck } from '../../src/domain/cars/reserve-check.ts';
import { RESERVATION_API, carPath } from '../../src/domain/routes/routes.ts';
import { LABELS } from '../../src/domain/basics/texts.ts';
import { findSimilarPath } from '../../src/site/vehicle-page.ts';
import { expectNoAxeViolations, test } from './a11y.ts';
import { demoCars, listedCar, listedDemoCars, siteConfig, siteOrigin, type DemoSite } from './sites.ts';
import { staticIslands } from './islands.ts';

const similarSection = (page: Page) => page.getByRole('region', { name: 'Similar vehicles' });

/** The slugs the similar cards link to with 'Explore Vehicle', in order. */
async function similarSlugs(page: Page): Promise<string[]> {
  const hrefs = await similarSection(page)
    .getByRole('link', { name: new RegExp(`^${LABELS.exploreVehicle} ?, `) })
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  return hrefs.map((href) => href.replace(/^\/cars\//, ''));
}

/** The slugs of the row the built HTML of a car's page shows as similar cars (not its hidden spares). */
async function builtSimilarSlugs(request: APIRequestContext, site: DemoSite, car: Car): Promise<string[]> {
  const html = await (await request.get(`${siteOrigin(site)}${carPath(car.slug)}`)).text();
  return [...html.matchAll(/<li data-similar-slug="([^"]+)"( hidden)?>/g)].filter((match) => match[2] === undefined).map((match) => match[1] ?? '');
}

/** What the availability API says about each car now. */
async function availabilityOf(request: APIRequestContext, site: DemoSite, slugs: readonly string[]): Promise<CarsAvailability['cars']> {
  if (slugs.length === 0) return [];
  const response = await request.get(`${siteOrigin(site)}${carsAvailabilityPath(slugs)}`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as CarsAvailability).cars;
}

/**
 * A car whose built page suggests a car that can be reserved and is free now: the page to look at
 * and the car to reserve.
 */
async function pageSuggestingAFreeCar(request: APIRequestContext, site: DemoSite): Promise<{ car: Car; suggested: Car }> {
  const config = siteConfig(site);
  const bySlug = new Map(demoCars(site).map((car) => [car.slug, car]));
  for (const car of listedDemoCars(site, isEnquirable).slice(0, 40)) {
    const suggested = (await builtSimilarSlugs(request, site, car))
      .map((slug) => bySlug.get(slug))
      .filter((other): other is Car => other !== undefined && other.tag?.trim() !== TEST_DRIVE_ONLY_TAG)
      .filter((other) => reserveCheck(other, { reserve: config.features.buttons.reserve, listed: true, held: false }).ok);
    const [free] = (await availabilityOf(request, site, suggested.map((other) => other.slug))).filter((answer) => answer.reservable);
    const found = suggested.find((other) => other.slug === free?.slug);
    if (found) return { car, suggested: found };
  }
  throw new Error(`${site}: no page suggests a car that is free to reserve; release some with \`npm run reservations\``);
}

/** Holds a car through the local API, as the checkout form does (the hold lasts the site's hold_minutes). */
async function reserve(request: APIRequestContext, site: DemoSite, car: Car): Promise<void> {
  const origin = siteOrigin(site);
  const rule = postcodeRuleFor(siteConfig(site).region);
  const response = await request.post(`${origin}${RESERVATION_API.reservations}`, {
    headers: { Origin: origin, 'Idempotency-Key': randomUUID() },
    data: {
      car_slug: car.slug,
      user: { name: 'Sam Similar', email: 'sam@example.com', phone: '0400 123 456', postcode: '31860'.slice(0, rule.length), terms: true, opt_in: false },
      website: '',
      form_started_at: Date.now() - 60_000,
    },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** Opens a car's page, brings its similar cars into view and waits until its islands have hydrated. */
async function openVehicle(page: Page, site: DemoSite, car: Car): Promise<void> {
  const response = await page.goto(`${siteOrigin(site)}${carPath(car.slug)}`);
  expect(response?.status()).toBe(200);
  await page.getByRole('region', { name: 'Location', exact: true }).scrollIntoViewIfNeeded();
  await expect(staticIslands(page)).toHaveCount(0);
  await similarSection(page).scrollIntoViewIfNeeded();
}

test('a car reserved since the build is no longer suggested, while the page\'s HTML (the fallback) still lists it', async ({ page, request }) => {
  // A reservation through the API, the built page and the live one: past 30 s on a busy machine.
  test.setTimeout(90_000);
  const site = 'brighton-volkswagen';
  const { car, suggested } = await pageSuggestingAFreeCar(request, site);
  await reserve(request, site, suggested);
  expect((await availabilityOf(request, site, [suggested.slug]))[0]).toMatchObject({ state: 'reserved', reservable: false });

  // The page's HTML (what a shopper without JavaScript gets) still holds the row it was built with.
  expect(await builtSimilarSlugs(request, site, car)).toContain(suggested.slug);

  // With JavaScript the row is asked for when the section comes into view: the reserved car is gone,
  // and every car suggested is one the API calls available now.
  await openVehicle(page, site, car);
  // The row is asked for once the section is in view and its island has hydrated: more than the default 5 s on a busy machine.
  await expect.poll(() => similarSlugs(page), { timeout: 15_000 }).not.toContain(suggested.slug);
  const live = await similarSlugs(page);
  expect(live).not.toContain(car.slug);
  expect(live.length).toBeLessThanOrEqual(4);
  const answers = await availabilityOf(request, site, live);
  expect(answers.map((answer) => [answer.slug, answer.state])).toEqual(live.map((slug) => [slug, 'available']));
  await expect(similarSection(page).getByRole('article')).toHaveCount(live.length);
  await expectNoAxeViolations(page);
});

test('when the lookup fails, the built row stays and nothing broken shows', async ({ page, request }) => {
  const site = 'lakeside-mazda';
  const car = listedCar(site, isEnquirable);
  const built = await builtSimilarSlugs(request, site, car);
  expect(built.length).toBeGreaterThan(0);
  let asked = false;
  await page.route('**/search/stock.json', async (route) => {
    asked = true;
    await route.abort();
  });
  await openVehicle(page, site, car);
  await expect.poll(() => asked).toBe(true);
  expect(await similarSlugs(page)).toEqual(built);
  await expect(similarSection(page)).toBeVisible();
  await expectNoAxeViolations(page);
});

test("a sold car shows its live similar cars right under 'Find Me Something Similar', none of them sold or held", async ({ page, request }) => {
  const site = 'lakeside-mazda';
  let car: Car | undefined;
  for (const candidate of listedDemoCars(site, isSold)) {
    if ((await builtSimilarSlugs(request, site, candidate)).length === 0) continue;
    car = candidate;
    break;
  }
  if (!car) throw new Error(`${site} lists no sold car with similar cars`);
  // The section is at the top of the page, so the row is asked for as soon as the island hydrates.
  const answered = page.waitForResponse((response) => response.url().includes('/api/cars/availability?') && response.ok());
  await page.goto(`${siteOrigin(site)}${carPath(car.slug)}`);
  const sidebar = page.locator('.vehicle-page__sidebar');
  await expect(sidebar.getByRole('link', { name: LABELS.findMeSomethingSimilar })).toHaveAttribute('href', findSimilarPath(car));
  await expect(sidebar.getByRole('region', { name: 'Similar vehicles' })).toBeVisible();
  await sidebar.getByRole('region', { name: 'Similar vehicles' }).scrollIntoViewIfNeeded();
  await answered;
  const live = await similarSlugs(page);
  expect(live.length).toBeGreaterThan(0);
  for (const answer of await availabilityOf(request, site, live)) expect(answer.state).toBe('available');
  await expectNoAxeViolations(page);
});
