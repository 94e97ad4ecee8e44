/**
 * A shopper on a slow phone types into a form, or presses a button, before its script has arrived:
 * the server-rendered inputs take the text, and the form keeps it once it hydrates, through the
 * next keystrokes, rather than writing its own empty state back over it; a button pressed early
 * either works without JavaScript or does its job once its script has come. Each test holds back
 * the page's scripts, acts, then lets them run, so the action always lands before hydration
 * (module scripts hold back DOMContentLoaded too, so each page is awaited only until its HTML
 * starts to arrive). axe runs on the page each ends on.
 */
import { expect, type Locator, type Page } from '@playwright/test';
import { isSold } from '../../src/domain/cars/car-state.ts';
import { LABELS } from '../../src/domain/basics/texts.ts';
import { maskedPhone } from '../../src/domain/basics/phone.ts';
import { initialInputs, loanRequestOf } from '../../src/domain/finance/calculator-inputs.ts';
import { offersFinanceQuote } from '../../src/domain/finance/finance-quote.ts';
import { formatMoneyCents } from '../../src/domain/finance/format-cents.ts';
import { estimateRepayments } from '../../src/domain/finance/repayments.ts';
import { carPath, financePath, ROUTES } from '../../src/domain/routes/routes.ts';
import { expectNoAxeViolations, test } from './a11y.ts';
import { listedCar, siteConfig, siteOrigin, type DemoSite } from './sites.ts';
import { staticIslands } from './islands.ts';

/** A script that is not in the build: put at the end of a page, it holds the page's parsing. */
const PARSING_HELD = '/_astro/parsing-held.js';

/**
 * Holds every script of the site until `release` is called: the page shows its server HTML only.
 * A small script Astro inlines into the page runs once the page is parsed, so the end of the page
 * is held as well, behind a script that arrives with the others: as on a slow phone, which paints
 * the top of the page while the rest is still coming.
 */
async function holdScripts(page: Page): Promise<{ release: () => void }> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/_astro\/.+\.js$/, async (route) => {
    await released;
    if (new URL(route.request().url()).pathname === PARSING_HELD) await route.fulfill({ contentType: 'text/javascript', body: '' });
    else await route.continue();
  });
  await page.route('**/*', async (route) => {
    if (route.request().resourceType() !== 'document') return route.fallback();
    const response = await route.fetch();
    const html = (await response.text()).replace('</body>', `<script src="${PARSING_HELD}"></script></body>`);
    return route.fulfill({ response, body: html });
  });
  return { release };
}

/**
 * Waits until Astro has hydrated every island inside `scope`. The form's first effect may still be
 * pending then; React runs it before the next keystroke's render, which is what each test checks.
 */
async function waitForHydration(scope: Locator): Promise<void> {
  await expect(scope.locator('astro-island[ssr]')).toHaveCount(0);
}

const SITE: DemoSite = 'brighton-volkswagen';

test('the contact form keeps a name typed before its script arrived', async ({ page }) => {
  const scripts = await holdScripts(page);
  await page.goto(`${siteOrigin(SITE)}${ROUTES.contact}`, { waitUntil: 'commit' });
  const form = page.locator('form.lead-form');
  await form.getByRole('textbox', { name: /^First name/ }).fill('Early');
  await form.getByRole('textbox', { name: /^Last name/ }).fill('Bird');
  await expect(staticIslands(page)).not.toHaveCount(0);
  scripts.release();
  await waitForHydration(page.locator('.contact-page__form'));
  // A keystroke after hydration renders the form again: the early text must survive it.
  await form.getByRole('textbox', { name: /^Email/ }).fill('early@example.com');
  await form.getByRole('textbox', { name: /^Email/ }).blur();
  await expect(form.getByRole('textbox', { name: /^First name/ })).toHaveValue('Early');
  await expect(form.getByRole('textbox', { name: /^Last name/ })).toHaveValue('Bird');
  await expect(form.getByRole('textbox', { name: /^Email/ })).toHaveValue('early@example.com');
});

test('the finance application keeps a loan amount typed before its script arrived', async ({ page }) => {
  const scripts = await holdScripts(page);
  const config = siteConfig(SITE);
  await page.goto(`${siteOrigin(SITE)}${financePath({ financeRoute: config.features.finance_route })}`, { waitUntil: 'commit' });
  const form = page.locator('#finance-form');
  await form.getByRole('textbox', { name: /^Loan amount/ }).fill('32000');
  scripts.release();
  await waitForHydration(form);
  await expect(form.getByRole('status')).toHaveCount(0);
  await form.getByRole('textbox', { name: /^Deposit/ }).fill('5000');
  await form.getByRole('textbox', { name: /^Deposit/ }).blur();
  await expect(form.getByRole('textbox', { name: /^Loan amount/ })).toHaveValue('32000');
  await expect(form.getByRole('textbox', { name: /^Deposit/ })).toHaveValue('5000');
});

test('the header\'s dropdowns and the Menu button pressed before their script open once it arrives', async ({ page }) => {
  let scripts = await holdScripts(page);
  await page.goto(`${siteOrigin(SITE)}${ROUTES.aboutUs}`, { waitUntil: 'commit' });
  const newVehicles = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'New Vehicles' });
  await newVehicles.click();
  scripts.release();
  await expect(newVehicles).toHaveAttribute('aria-expanded', 'true');
  await expect(page.locator(`#${await newVehicles.getAttribute('aria-controls')}`)).toBeVisible();

  // The Menu button shows on small screens only.
  await page.setViewportSize({ width: 390, height: 800 });
  scripts = await holdScripts(page);
  await page.goto(`${siteOrigin(SITE)}${ROUTES.aboutUs}`, { waitUntil: 'commit' });
  const toggle = page.getByRole('button', { name: 'Menu' });
  await toggle.click();
  scripts.release();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
});

test('on the home page, the carousels move on a press made before their script, and the holiday hours open without it', async ({ page }) => {
  const scripts = await holdScripts(page);
  await page.goto(`${siteOrigin(SITE)}${ROUTES.home}`, { waitUntil: 'commit' });
  const [hero, models] = [page.locator('[data-carousel]').first(), page.locator('[data-carousel]').nth(1)];
  await hero.getByRole('button', { name: 'Next slide' }).click();
  await models.getByRole('button', { name: 'Next model' }).click();
  // A native dialog opened by its button's command: it needs no script at all.
  await page.getByRole('button', { name: /^Holiday Opening Hours/ }).first().click();
  const dialog = page.getByRole('dialog', { name: /Holiday Opening Hours/ });
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: /^Close/ }).click();
  await expect(dialog).toBeHidden();
  scripts.release();
  await expect(hero.locator('[data-carousel-status]')).toHaveText(/^Slide 2 of \d+$/);
  await expect(models.locator('[data-carousel-status]')).toHaveText(/^Slide 2 of \d+$/);
});

test('on a car page, the favourite, the phone reveal and the calculator keep what the shopper did before their scripts', async ({ page }) => {
  const config = siteConfig(SITE);
  const car = listedCar(SITE, (candidate) => !isSold(candidate) && offersFinanceQuote(candidate, config.features.buttons.finance));
  const number = config.phones.call_the_dealer ?? car.location.phone;
  if (maskedPhone(number).kind !== 'masked') throw new Error('the demo car has no dealer phone');
  const scripts = await holdScripts(page);
  await page.goto(`${siteOrigin(SITE)}${carPath(car.slug)}`, { waitUntil: 'commit' });

  const favourite = page.getByRole('button', { name: `Favourite ${car.name}` });
  await favourite.click();
  const location = page.getByRole('region', { name: 'Location', exact: true });
  await location.getByRole('button', { name: new RegExp(`^${LABELS.callTheDealer}`) }).click();
  const calculator = page.getByRole('region', { name: LABELS.financeQuote, exact: true });
  await calculator.getByRole('textbox', { name: 'Vehicle price' }).fill('25000');
  await calculator.getByRole('combobox', { name: 'Loan term' }).selectOption('3');
  // Held back by the island's directive until it has hydrated, then made again.
  await calculator.getByRole('radio', { name: 'Fortnightly' }).click();
  scripts.release();

  await expect(favourite).toHaveAttribute('aria-pressed', 'true');
  await expect(location.getByRole('link', { name: number })).toBeVisible();
  // A keystroke after hydration renders the calculator again: what was set early must survive it.
  await expect(staticIslands(page.locator('main'))).toHaveCount(0);
  await calculator.getByRole('textbox', { name: 'Deposit or trade-in' }).fill('1000');
  const inputs = { ...initialInputs('AU', 25000), deposit: '1000', termYears: 3, frequency: 'fortnightly' as const };
  const result = estimateRepayments(loanRequestOf(inputs, config.finance.interest_rate, { establishment: config.finance.establishment_fee, monthly: config.finance.monthly_fee }));
  if (!result.ok) throw new Error('no estimate');
  await expect(calculator.getByRole('textbox', { name: 'Vehicle price' })).toHaveValue('25000');
  await expect(calculator.getByRole('radio', { name: 'Fortnightly' })).toBeChecked();
  await expect(calculator.getByRole('status')).toContainText(formatMoneyCents(result.estimate.repayment, 'AU'));
});

test('on the special offers, a model chosen and a text opened before the script stay chosen and open', async ({ page }) => {
  const scripts = await holdScripts(page);
  await page.goto(`${siteOrigin(SITE)}${ROUTES.specialOffers}`, { waitUntil: 'commit' });
  const cards = page.locator('[data-offer-card]');
  const card = cards.nth(await cards.evaluateAll((all) => all.findIndex((element) => element.querySelector('[aria-expanded]') !== null)));
  const model = (await card.getAttribute('data-model')) ?? '';
  expect(model).not.toBe('');
  await page.getByRole('combobox', { name: 'Model' }).selectOption(model);
  const more = card.getByRole('button', { name: 'View more' });
  await more.click();
  scripts.release();
  await expect(page).toHaveURL(`${siteOrigin(SITE)}${ROUTES.specialOffers}?model=${model}`);
  await expect(page.getByRole('combobox', { name: 'Model' })).toHaveValue(model);
  await expect(page.locator(`[data-offer-card]:not([data-model="${model}"])`).first()).toBeHidden();
  await expect(card.locator('.collapsible__toggle').first()).toHaveAttribute('aria-expanded', 'true');
});

test('the parts search keeps a search typed and a category chosen before its script arrived', async ({ page }) => {
  const scripts = await holdScripts(page);
  await page.goto(`${siteOrigin(SITE)}${ROUTES.partsSearch}`, { waitUntil: 'commit' });
  const query = page.getByRole('searchbox', { name: 'Search parts' });
  await query.fill('mat');
  await page.getByRole('combobox', { name: 'Category' }).selectOption('Floor mats');
  scripts.release();
  await expect(page).toHaveURL(`${siteOrigin(SITE)}${ROUTES.partsSearch}?query=mat&category=Floor+mats`);
  await expect(query).toHaveValue('mat');
  await expect(page.getByRole('combobox', { name: 'Category' })).toHaveValue('Floor mats');
});

test('a group\'s contact form keeps the location tab pressed and the name typed before its script arrived', async ({ page }) => {
  const site: DemoSite = 'bayside-motor-group';
  const scripts = await holdScripts(page);
  await page.goto(`${siteOrigin(site)}${ROUTES.contact}`, { waitUntil: 'commit' });
  const tabs = page.getByRole('tablist', { name: 'Choose a location' }).getByRole('tab');
  const second = tabs.nth(1);
  const secondName = await second.textContent();
  await second.click();
  await page.getByRole('textbox', { name: /^First name/ }).fill('Early');
  scripts.release();
  await waitForHydration(page.locator('.contact-page__form'));
  await expect(second).toHaveAttribute('aria-selected', 'true');
  await expect(tabs.first()).toHaveAttribute('aria-selected', 'false');
  await expect(page.getByRole('tabpanel', { name: secondName ?? '' })).toBeVisible();
  // Changing tabs changes the dealership the message goes to, not what the shopper has written.
  await tabs.first().click();
  await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('textbox', { name: /^First name/ })).toHaveValue('Early');
  await expectNoAxeViolations(page);
});

test('a group\'s contact form moves to the tab chosen by arrow key before its script arrived', async ({ page }) => {
  const site: DemoSite = 'bayside-motor-group';
  const scripts = await holdScripts(page);
  await page.goto(`${siteOrigin(site)}${ROUTES.contact}`, { waitUntil: 'commit' });
  const tabs = page.getByRole('tablist', { name: 'Choose a location' }).getByRole('tab');
  await tabs.first().focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  scripts.release();
  await expect(tabs.nth(2)).toHaveAttribute('aria-selected', 'true');
  await expect(tabs.nth(2)).toBeFocused();
  await page.keyboard.press('End');
  await expect(tabs.last()).toHaveAttribute('aria-selected', 'true');
  await expectNoAxeViolations(page);
});
