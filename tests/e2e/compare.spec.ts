/**
 * Comparing cars, as a shopper does it with the keyboard: 'Compare' on three search cards, the
 * tray's link to the comparison, "Show only differences", the link opened in a fresh browser with
 * the same cars; the tray following the shopper from a car page to the search; a phone stopping at
 * three cars; a car the site no longer lists named as such, and the link's cars as plain cards
 * without JavaScript. axe runs on every page state visited.
 */
import { expect, type Page } from '@playwright/test';
import { compareRows, compareCarFile, readCompareCar, rowsShown, type CompareCar } from '../../src/domain/compare/compare-car.ts';
import { compareHref } from '../../src/domain/compare/compare-list.ts';
import { COMPARE_TEXTS, trayCompareText, trayFullText } from '../../src/domain/compare/compare-texts.ts';
import { COMPARE_MAX_PHONE } from '../../src/domain/compare/compare-tray.ts';
import { COMPARE_CARDS_ID } from '../../src/domain/compare/compare-page.ts';
import { carPath, ROUTES } from '../../src/domain/routes/routes.ts';
import { isSold } from '../../src/domain/cars/car-state.ts';
import { expectNoAxeViolations, test } from './a11y.ts';
import { carCards, carSlugsOnShow, openSearch } from './search-helpers.ts';
import { listedCar, siteConfig, siteOrigin, type DemoSite } from './sites.ts';

const SITE: DemoSite = 'bayside-motor-group';
const origin = siteOrigin(SITE);
const region = siteConfig(SITE).region;

/** Presses a control with the keyboard: focus, then Space (Enter for a link). */
async function pressByKeyboard(page: Page, control: ReturnType<Page['getByRole']>, key: 'Space' | 'Enter' = 'Space'): Promise<void> {
  await control.focus();
  await page.keyboard.press(key);
}

function tray(page: Page) {
  return page.getByRole('region', { name: COMPARE_TEXTS.trayLabel });
}

function compareToggle(page: Page, index: number) {
  return carCards(page).nth(index).getByRole('button', { name: /^Compare / });
}

/** The build's compare record of a car, read as the page reads it. */
async function record(page: Page, slug: string): Promise<CompareCar> {
  const response = await page.request.get(`${origin}${compareCarFile(slug)}`);
  expect(response.status(), `the build's record of ${slug}`).toBe(200);
  const car = readCompareCar(await response.json());
  if (car === undefined) throw new Error(`the record of ${slug} does not read`);
  return car;
}

function comparison(page: Page) {
  return page.getByRole('table');
}

/** The cars the comparison shows, as its column headings name them. */
async function comparedNames(page: Page): Promise<string[]> {
  return (await comparison(page).locator('thead th[scope=col]').allInnerTexts()).map((text) => text.split('\n')[0]?.trim() ?? '');
}

async function rowLabels(page: Page): Promise<string[]> {
  return comparison(page).locator('tbody th[scope=row]').allInnerTexts();
}

/** Three cars on show (by index) that share at least one row, so "Show only differences" has a row to hide. */
function threeAlikeInSomething(cars: readonly CompareCar[]): [number, number, number] {
  for (let a = 0; a < cars.length; a += 1)
    for (let b = a + 1; b < cars.length; b += 1)
      for (let c = b + 1; c < cars.length; c += 1) {
        const three = [cars[a]!, cars[b]!, cars[c]!];
        if (compareRows(three, region).some((row) => !row.differs)) return [a, b, c];
      }
  throw new Error('no three cars on the first page share a row');
}

test('three cars compared from the search by keyboard, shared, opened fresh, differences only', async ({ page, browser }) => {
  await openSearch(page, SITE, ROUTES.stock);
  const onShow = await carSlugsOnShow(page);
  const records = await Promise.all(onShow.map((slug) => record(page, slug)));
  const chosen = threeAlikeInSomething(records);
  for (const index of chosen) {
    await pressByKeyboard(page, compareToggle(page, index));
    await expect(compareToggle(page, index)).toHaveAttribute('aria-pressed', 'true');
  }
  const cars = chosen.map((index) => records[index]!);
  const slugs = cars.map((car) => car.slug);
  await expect(tray(page).getByRole('listitem')).toHaveText(cars.map((car) => car.name));
  await expectNoAxeViolations(page);

  await pressByKeyboard(page, tray(page).getByRole('link', { name: trayCompareText(3) }), 'Enter');
  await expect(page).toHaveURL(`${origin}${compareHref(slugs)}`);
  await expect(comparison(page)).toBeVisible();
  expect(await comparedNames(page)).toEqual(cars.map((car) => car.name));
  const rows = compareRows(cars, region);
  expect(await rowLabels(page)).toEqual(rows.map((row) => row.label));
  const priceRow = comparison(page).getByRole('row', { name: /^Price/ });
  await expect(priceRow.getByRole('cell')).toHaveText(cars.map((car) => car.price));
  await expectNoAxeViolations(page);

  await pressByKeyboard(page, page.getByRole('checkbox', { name: COMPARE_TEXTS.onlyDifferences }));
  await expect(page.getByRole('checkbox', { name: COMPARE_TEXTS.onlyDifferences })).toBeChecked();
  const differing = rowsShown(rows, true, cars.length).map((row) => row.label);
  expect(differing.length).toBeLessThan(rows.length);
  await expect(comparison(page).locator('tbody th[scope=row]')).toHaveText(differing);
  await expectNoAxeViolations(page);

  // The link is the state: a shopper who never chose these cars sees the same comparison.
  const shared = page.url();
  const fresh = await browser.newContext();
  try {
    const other = await fresh.newPage();
    await other.goto(shared);
    await expect(comparison(other)).toBeVisible();
    expect(await comparedNames(other)).toEqual(cars.map((car) => car.name));
    await expect(other.getByRole('region', { name: COMPARE_TEXTS.trayLabel })).toHaveCount(0);
    await expectNoAxeViolations(other);
  } finally {
    await fresh.close();
  }
});

test('the tray follows the shopper from a car page to the search, and a car leaves it by keyboard', async ({ page }) => {
  const car = listedCar(SITE, (candidate) => !isSold(candidate));
  await page.goto(`${origin}${carPath(car.slug)}`);
  const toggle = page.getByRole('button', { name: `Compare ${car.name}` });
  await pressByKeyboard(page, toggle);
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await expect(tray(page).getByRole('listitem')).toHaveText([car.name]);
  await expect(tray(page)).toContainText(COMPARE_TEXTS.trayAddAnother);
  await expectNoAxeViolations(page);

  await page.goto(`${origin}${ROUTES.stock}`);
  await expect(tray(page).getByRole('listitem')).toHaveText([car.name]);
  await pressByKeyboard(page, tray(page).getByRole('button', { name: `Remove ${car.name} from the comparison` }));
  await expect(tray(page)).toBeHidden();
});

test('a phone compares three cars at most', async ({ browser }) => {
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  try {
    const page = await phone.newPage();
    await openSearch(page, SITE, ROUTES.stock);
    for (let index = 0; index < COMPARE_MAX_PHONE; index += 1) {
      await pressByKeyboard(page, compareToggle(page, index));
      await expect(compareToggle(page, index)).toHaveAttribute('aria-pressed', 'true');
    }
    await pressByKeyboard(page, compareToggle(page, COMPARE_MAX_PHONE));
    await expect(tray(page).getByRole('status')).toHaveText(trayFullText(COMPARE_MAX_PHONE));
    await expect(compareToggle(page, COMPARE_MAX_PHONE)).toHaveAttribute('aria-pressed', 'false');
    await expect(tray(page).getByRole('listitem')).toHaveCount(COMPARE_MAX_PHONE);
    await expectNoAxeViolations(page);
  } finally {
    await phone.close();
  }
});

test('a car no longer listed is named as such, and without JavaScript the link lists plain cards', async ({ page, browser }) => {
  const car = listedCar(SITE, (candidate) => !isSold(candidate));
  const gone = '2001-no-such-car-x1';
  const href = `${origin}${compareHref([car.slug, gone])}`;
  await page.goto(href);
  await expect(comparison(page)).toBeVisible();
  await expect(comparison(page)).toContainText(COMPARE_TEXTS.notListed);
  expect(await comparedNames(page)).toEqual([car.name, COMPARE_TEXTS.notListedName]);
  await expectNoAxeViolations(page);

  const noScript = await browser.newContext({ javaScriptEnabled: false });
  try {
    const plain = await noScript.newPage();
    await plain.goto(href);
    const cards = plain.locator(`#${COMPARE_CARDS_ID}`).getByRole('listitem');
    await expect(cards).toHaveCount(2);
    await expect(cards.nth(0)).toContainText(car.name);
    await expect(cards.nth(0).getByRole('link', { name: car.name })).toHaveAttribute('href', carPath(car.slug));
    await expect(cards.nth(1)).toContainText(COMPARE_TEXTS.notListed);
  } finally {
    await noScript.close();
  }
  // axe needs a script of its own, so the plain cards are checked where only the page's island fails to load.
  await page.route(/\/CompareTable\.[\w-]+\.js$/, (route) => route.abort());
  await page.goto(href);
  await expect(page.locator(`#${COMPARE_CARDS_ID}`).getByRole('listitem')).toHaveCount(2);
  await expectNoAxeViolations(page);
});
