/**
 * The estimated drive-away price beside a price that leaves out on-road costs, as a shopper meets
 * it: on a used car's page and its search card for the dealer's state, worked out again for the
 * postcode they type, its workings in a dialog, and nothing beside a drive-away price. Expected
 * figures come from the one estimate function, so the tests follow the tables and the demo data.
 */
import { expect, type Page } from '@playwright/test';
import type { Car } from '../../src/domain/cars/car.ts';
import { isSold } from '../../src/domain/cars/car-state.ts';
import { formatMoneyToCent } from '../../src/domain/basics/format.ts';
import { DRIVE_AWAY_TEXTS } from '../../src/domain/on-road/drive-away-texts.ts';
import { ON_ROAD_POSTCODE_KEY } from '../../src/domain/shopper/browser-storage.ts';
import { auPlaceOfPostcode } from '../../src/domain/on-road/au-states.ts';
import { driveAwayLine, driveAwayWords, type DriveAwayFigure } from '../../src/domain/on-road/drive-away-figure.ts';
import { carPath } from '../../src/domain/routes/routes.ts';
import { siteDriveAwayFigure } from '../../src/config/site-drive-away.ts';
import { expectNoAxeViolations, test } from './a11y.ts';
import { carCards, openSearch } from './search-helpers.ts';
import { listedCar, siteConfig, siteOrigin, type DemoSite } from './sites.ts';

const SITE: DemoSite = 'brighton-volkswagen';
const STOCK = '/search/new-used-and-demo-cars';
const config = siteConfig(SITE);
const now = () => Math.floor(Date.now() / 1000);

/** The estimate a car should show for a place (null: its own). */
function expectedFigure(car: Car, postcode: string | null = null): Extract<DriveAwayFigure, { kind: 'estimate' }> {
  const place = postcode === null ? null : auPlaceOfPostcode(postcode);
  const figure = siteDriveAwayFigure(config, now(), car, place);
  if (figure.kind !== 'estimate') throw new Error(`${car.slug} has no estimate for ${postcode ?? 'its own state'}: ${figure.kind}`);
  return figure;
}

const usedCarWithoutCharges = () =>
  listedCar(SITE, (car) => car.car_type === 'used' && car.price_type === 'excl_gov_charges' && !isSold(car) && car.price > 10 && car.state === 'VIC');

/** The car page's estimate block, once its island has hydrated. */
async function openCarPage(page: Page, car: Car): Promise<void> {
  expect((await page.goto(`${siteOrigin(SITE)}${carPath(car.slug)}`))?.status()).toBe(200);
}

const estimateLine = (page: Page) => page.locator('.drive-away__line');

test.describe('the estimated drive-away price', () => {
  test('a Victorian shopper sees it on a used car\'s card and page, and a NSW postcode gives the NSW figure', async ({ page }) => {
    const car = usedCarWithoutCharges();
    const vic = expectedFigure(car);
    const vicWords = driveAwayWords({ total: vic.total, placeLabel: vic.placeLabel }, config.region);
    expect(vic.placeLabel).toMatch(/^VIC \d{4}$/);

    await openSearch(page, SITE, `${STOCK}?query=${car.stocknum}`);
    const card = carCards(page).filter({ has: page.getByRole('link', { name: car.name, exact: true }) }).first();
    await expect(card.locator('.vehicle-card__drive-away')).toHaveText(vicWords);
    await expectNoAxeViolations(page);

    await openCarPage(page, car);
    await expect(estimateLine(page)).toHaveText(vicWords);
    // As prominent as the advertised price (ACL s48): the same size and weight.
    const sizeOf = (selector: string) => page.locator(selector).first().evaluate((element) => [getComputedStyle(element).fontSize, getComputedStyle(element).fontWeight]);
    expect(await sizeOf('.drive-away__amount')).toEqual(await sizeOf('.vehicle-price--large .vehicle-price__amount'));

    const nsw = expectedFigure(car, '2000');
    expect(nsw.total).not.toBe(vic.total);
    const postcode = page.getByLabel(DRIVE_AWAY_TEXTS.postcodeLabel);
    await postcode.fill('2000');
    await postcode.press('Enter');
    await expect(estimateLine(page)).toHaveText(driveAwayWords({ total: nsw.total, placeLabel: 'NSW 2000' }, config.region));
    expect(await page.evaluate((key) => localStorage.getItem(key), ON_ROAD_POSTCODE_KEY)).toBe('2000');

    // A page opened later is worked out for the shopper's postcode at once.
    await page.reload();
    await expect(estimateLine(page)).toHaveText(driveAwayWords({ total: nsw.total, placeLabel: 'NSW 2000' }, config.region));
    await expectNoAxeViolations(page);
  });

  test('its dialog lists duty, registration, CTP or TAC and delivery with their sources, by keyboard', async ({ page }) => {
    const car = listedCar(SITE, (candidate) => candidate.price_type === 'plus_on_road_costs' && !isSold(candidate) && candidate.price > 10);
    const figure = expectedFigure(car);
    await openCarPage(page, car);
    const open = page.getByRole('button', { name: DRIVE_AWAY_TEXTS.openWorkings });
    await open.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: DRIVE_AWAY_TEXTS.dialogTitle });
    await expect(dialog).toBeVisible();
    const rows = dialog.getByRole('row');
    for (const part of [/Stamp duty/, /Registration/, /TAC|CTP/, /Dealer delivery/]) await expect(rows.filter({ hasText: part })).toHaveCount(1);
    for (const component of figure.components) {
      await expect(rows.filter({ has: page.getByRole('rowheader', { name: component.label, exact: true }) })).toContainText(component.source.name);
    }
    await expect(dialog).toContainText('estimate');
    await expect(dialog.getByRole('row').last()).toContainText(formatMoneyToCent(figure.total, config.region));
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(open).toBeFocused();
  });

  test('a postcode that is not Australian is refused in plain words', async ({ page }) => {
    const car = usedCarWithoutCharges();
    await openCarPage(page, car);
    const postcode = page.getByLabel(DRIVE_AWAY_TEXTS.postcodeLabel);
    await postcode.fill('12');
    await page.getByRole('button', { name: DRIVE_AWAY_TEXTS.update }).click();
    await expect(page.getByRole('alert')).toHaveText(DRIVE_AWAY_TEXTS.badPostcode);
    await expect(postcode).toHaveAttribute('aria-invalid', 'true');
    await expect(estimateLine(page)).toHaveText(driveAwayWords(driveAwayLine(expectedFigure(car)) ?? { total: 0, placeLabel: '' }, config.region));
  });

  test('a drive-away car shows its price as it is, with no estimate', async ({ page }) => {
    const car = listedCar(SITE, (candidate) => candidate.price_type === 'drive_away' && !isSold(candidate) && candidate.price > 10);
    await openCarPage(page, car);
    await expect(page.locator('.vehicle-price--large .vehicle-price__type')).toHaveText('Drive Away');
    const sidebar = page.getByRole('complementary', { name: 'Price and actions' });
    await expect(sidebar.locator('.drive-away')).toHaveCount(0);
    await expect(sidebar.getByText(DRIVE_AWAY_TEXTS.label)).toHaveCount(0);
    await expectNoAxeViolations(page);
  });
});
