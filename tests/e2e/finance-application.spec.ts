/**
 * The finance application in the browser: the multi-step finance application on an AU, the NZ and the US
 * demo site. From a car's 'Get Finance' to the finance page with the query's prefill, step by step
 * to /success (each step saved through POST /api/leads on one lead); a half-finished application
 * is a partial lead in `npm run leads -- list`; a reload keeps the step, Back keeps the answers; a
 * failed save shows the server's message (or 'An unexpected error occured') and stays put; the
 * pre-approval page ends on 'Get Pre-Approved Now', by keyboard only. axe on every step.
 */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, type Locator, type Page } from '@playwright/test';
import { parseRememberedDetails, storageKeys } from '../../src/domain/shopper/browser-storage.ts';
import type { Car } from '../../src/domain/cars/car.ts';
import { FINANCE_STEP_TITLES, FINANCE_STEPS, initialFinanceValues, type FinanceStep } from '../../src/domain/leads/finance-application-form.ts';
import { serialiseProgress } from '../../src/domain/leads/multi-step.ts';
import { postcodeRuleFor } from '../../src/domain/leads/postcode.ts';
import { isValidPrice } from '../../src/domain/cars/valid-price.ts';
import { carPath, financePath, ROUTES } from '../../src/domain/routes/routes.ts';
import { ERROR_TEXTS, FORM_TEXTS, LABELS } from '../../src/domain/basics/texts.ts';
import { expectNoAxeViolations, test } from './a11y.ts';
import { waitOutBotCheck } from './lead-helpers.ts';
import { listedCar, siteConfig, siteOrigin, type DemoSite } from './sites.ts';

const ROOT = path.join(import.meta.dirname, '..', '..');

/** The heading of a step, as the indicator words it. */
function stepHeading(step: FinanceStep): string {
  return `Step ${FINANCE_STEPS.indexOf(step) + 1} of ${FINANCE_STEPS.length}: ${FINANCE_STEP_TITLES[step]}`;
}

const formSection = (page: Page) => page.locator('#finance-form');

async function expectStep(page: Page, step: FinanceStep): Promise<void> {
  const heading = formSection(page).getByRole('heading', { name: stepHeading(step) });
  await expect(heading).toBeVisible();
  await expect(formSection(page).getByRole('listitem').filter({ hasText: FINANCE_STEP_TITLES[step] })).toHaveAttribute('aria-current', 'step');
}

const shownAt = new WeakMap<Page, number>();

/**
 * A finance page opened and its form shown: its first step, or the step a reload restores. The form
 * hydrates when the shopper reaches for it (at once when the query or this tab's saved answers ask
 * it to); the bot check's fill-time clock starts with the page, so by now at the latest.
 */
async function waitForForm(page: Page): Promise<void> {
  await expect(formSection(page).getByRole('list').filter({ has: page.locator('[aria-current="step"]') })).toBeVisible();
  await expect(formSection(page).getByRole('status')).toHaveCount(0);
  shownAt.set(page, Date.now());
}

/** Waits out the bot check's minimum fill time since the page's form was shown. */
async function waitForFillTime(page: Page): Promise<void> {
  await waitOutBotCheck(page, shownAt.get(page) ?? Date.now());
}

/** A car the site lists, can be enquired about and has a whole-dollar price (the budget the query carries). */
function financeCar(site: DemoSite): Car {
  return listedCar(site, (car) => car.status === 'in_stock' && !car.sold && isValidPrice(car.price) && Number.isInteger(car.price));
}

interface Answers {
  name: string;
  email: string;
  postcode: string;
}

function answersFor(site: DemoSite): Answers {
  return { name: 'Pat Borrower', email: `pat+${site}@example.com`, postcode: postcodeRuleFor(siteConfig(site).region).length === 5 ? '49503' : '3186' };
}

async function fillAboutYou(page: Page, site: DemoSite, answers: Answers): Promise<void> {
  const form = formSection(page);
  await form.getByRole('textbox', { name: 'Name' }).fill(answers.name);
  await form.getByRole('textbox', { name: 'Email' }).fill(answers.email);
  await form.getByRole('textbox', { name: 'Phone' }).fill(siteConfig(site).region === 'US' ? '(616) 555-0142' : '0412 345 678');
  await form.getByRole('textbox', { name: postcodeRuleFor(siteConfig(site).region).label }).fill(answers.postcode);
  await form.getByRole('combobox', { name: 'Residential status' }).selectOption('Renting');
}

async function fillEmployment(page: Page): Promise<void> {
  const form = formSection(page);
  await form.getByRole('combobox', { name: 'Employment status' }).selectOption('Full-time');
  await form.getByRole('textbox', { name: /^Employer/ }).fill('Acme Pty Ltd');
  await form.getByRole('textbox', { name: /^Time in this job/ }).fill('30');
  await form.getByRole('textbox', { name: /^Annual income/ }).fill('85000');
  await form.getByRole('textbox', { name: /^Monthly expenses/ }).fill('2100');
}

/** Presses the step's button and waits for its save; the request body and the answer's lead_id. */
async function saveStep(page: Page, button: Locator): Promise<{ body: Record<string, unknown>; leadId: string }> {
  await waitForFillTime(page);
  const answer = page.waitForResponse((response) => response.url().endsWith('/api/leads') && response.request().method() === 'POST');
  await button.click();
  const response = await answer;
  // Read once, at once: the page may navigate right after, and the body goes with it.
  const answered = await response.text();
  expect(response.status(), answered).toBe(200);
  return { body: response.request().postDataJSON() as Record<string, unknown>, leadId: (JSON.parse(answered) as { lead_id: string }).lead_id };
}

async function leadsList(site: DemoSite): Promise<{ lead_id: string; category: string; complete: boolean }[]> {
  const { stdout } = await promisify(execFile)(process.execPath, [path.join(ROOT, 'scripts', 'leads.ts'), 'list', '--site', site, '--json'], { cwd: ROOT });
  return JSON.parse(stdout) as { lead_id: string; category: string; complete: boolean }[];
}

for (const site of ['brighton-volkswagen', 'harbour-city-renault-skoda', 'lakeside-mazda'] as const satisfies readonly DemoSite[]) {
  test(`${site}: from a car's '${LABELS.getFinance}' to /success, step by step on one lead`, async ({ page }) => {
    // Every step of the application saved on one lead, axe on four of them: past 30 s on a busy machine.
    test.setTimeout(90_000);
    const config = siteConfig(site);
    const car = financeCar(site);
    const answers = answersFor(site);
    await page.goto(`${siteOrigin(site)}${carPath(car.slug)}`);
    const getFinance = page.getByRole('complementary', { name: 'Price and actions' }).getByRole('link', { name: LABELS.getFinance, exact: true });
    await expect(getFinance).toHaveAttribute('href', financePath({ financeRoute: config.features.finance_route }, { preferredDealership: car.dealership_slug, vehiclePriceBudget: car.price, car_id: car.id, car_type: car.car_type }));
    await getFinance.click();
    await expect(page).toHaveURL(new RegExp(`${config.features.finance_route}\\?.*car_id=${car.id}.*#finance-form$`));
    await waitForForm(page);
    const form = formSection(page);

    // Step 1: prefilled from the query: the car named, its price as the budget, its dealership chosen.
    await expectStep(page, 'loan');
    await expect(form.getByText(car.name)).toBeVisible();
    await expect(form.getByRole('textbox', { name: /^Loan amount/ })).toHaveValue(String(car.price));
    if (config.dealerships.length > 1) await expect(form.getByRole('combobox', { name: 'Dealership' })).toHaveValue(car.dealership_slug);
    // The repayment calculator starts from the same budget.
    await expect(page.locator('#finance-calculator-price')).toHaveValue(String(car.price));
    await expectNoAxeViolations(page);
    await form.getByRole('textbox', { name: /^Deposit/ }).fill('5000');
    const first = await saveStep(page, form.getByRole('button', { name: 'Next' }));
    expect(first.body).toMatchObject({ lead_id: null, last_step: false, step: 'loan', category: 'Finance Enquiry' });
    expect(first.body.user).toMatchObject({ source: 'finance_application', car_id: car.id, 'Vehicle Make': car.make, loan_amount: car.price, deposit: 5000, term_months: 60 });

    // Step 2: focus on its heading; an empty save shows the banner and each field's message.
    await expectStep(page, 'about_you');
    await expect(form.getByRole('heading', { name: stepHeading('about_you') })).toBeFocused();
    await form.getByRole('textbox', { name: 'Name' }).fill('');
    await form.getByRole('textbox', { name: 'Email' }).fill('');
    await form.getByRole('button', { name: 'Next' }).click();
    const banner = form.getByRole('alert');
    await expect(banner).toBeFocused();
    await expect(banner).toContainText(FORM_TEXTS.errorBanner);
    await expect(form.getByRole('textbox', { name: 'Name' })).toHaveAttribute('aria-invalid', 'true');
    await expectNoAxeViolations(page);
    await fillAboutYou(page, site, answers);
    // By keyboard: leaving the select validates the step, and the messages it clears move the box.
    const remember = form.getByRole('checkbox', { name: FORM_TEXTS.rememberDetails });
    await remember.focus();
    await page.keyboard.press('Space');
    await expect(remember).toBeChecked();
    const second = await saveStep(page, form.getByRole('button', { name: 'Next' }));
    expect(second.body.user).not.toHaveProperty('remember_details');
    expect(second.body).toMatchObject({ lead_id: first.leadId, last_step: false, step: 'about_you' });
    expect(second.leadId).toBe(first.leadId);

    // Step 3.
    await expectStep(page, 'employment');
    await expectNoAxeViolations(page);
    await fillEmployment(page);
    await saveStep(page, form.getByRole('button', { name: 'Next' }));

    // Step 4: every answer, Edit back to a step and straight back to the review.
    await expectStep(page, 'review');
    await expect(form.getByText(answers.email)).toBeVisible();
    await expect(form.getByText(answers.postcode, { exact: true })).toBeVisible();
    await expectNoAxeViolations(page);
    await form.getByRole('button', { name: `Edit ${FINANCE_STEP_TITLES.employment}` }).click();
    await expectStep(page, 'employment');
    await form.getByRole('textbox', { name: /^Annual income/ }).fill('90000');
    await saveStep(page, form.getByRole('button', { name: 'Next' }));
    await expectStep(page, 'review');
    await form.getByRole('checkbox', { name: FORM_TEXTS.defaultOptIn }).check();
    const last = await saveStep(page, form.getByRole('button', { name: 'Submit application' }));
    expect(last.body).toMatchObject({ lead_id: first.leadId, last_step: true, step: 'review' });
    expect(last.body.user).toMatchObject({ annual_income: 90000, opt_in: true, name: answers.name });

    await expect(page).toHaveURL(`${siteOrigin(site)}${ROUTES.success}`);
    // Income data is gone from the tab once the application is in, and never was in localStorage;
    // the contact details the shopper asked to remember are.
    expect(await page.evaluate(() => Object.keys(sessionStorage).filter((key) => key.startsWith('finance_application:')))).toEqual([]);
    expect(await page.evaluate(() => JSON.stringify(localStorage))).not.toContain('90000');
    expect(parseRememberedDetails(await page.evaluate((key) => localStorage.getItem(key), storageKeys(site).userDetails))).toMatchObject({
      name: answers.name,
      email: answers.email,
      postcode: answers.postcode,
    });
    expect(await leadsList(site)).toContainEqual(expect.objectContaining({ lead_id: first.leadId, category: 'Finance Enquiry', complete: true }));
  });
}

test('a half-finished application is a partial lead; a reload keeps the step, Back keeps the answers', async ({ page }) => {
  // Several steps saved, a reload, Back and the leads CLI: past 30 s on a busy machine.
  test.setTimeout(60_000);
  const site: DemoSite = 'brighton-volkswagen';
  const config = siteConfig(site);
  const answers = answersFor(site);
  await page.goto(`${siteOrigin(site)}${financePath({ financeRoute: config.features.finance_route })}`);
  await waitForForm(page);
  await expectNoAxeViolations(page);
  const form = formSection(page);
  await form.getByRole('textbox', { name: /^Loan amount/ }).fill('25000');
  const first = await saveStep(page, form.getByRole('button', { name: 'Next' }));
  await fillAboutYou(page, site, answers);
  await saveStep(page, form.getByRole('button', { name: 'Next' }));
  await expectStep(page, 'employment');
  await form.getByRole('textbox', { name: /^Annual income/ }).fill('72000');

  // The shopper stops here: the dealer sees a partial lead.
  expect(await leadsList(site)).toContainEqual(expect.objectContaining({ lead_id: first.leadId, category: 'Finance Enquiry', complete: false }));

  await page.reload();
  await waitForForm(page);
  await expectStep(page, 'employment');
  await expect(form.getByRole('textbox', { name: /^Annual income/ })).toHaveValue('72000');
  await form.getByRole('button', { name: 'Back' }).click();
  await expectStep(page, 'about_you');
  await expect(form.getByRole('textbox', { name: 'Name' })).toHaveValue(answers.name);
  await expect(form.getByRole('textbox', { name: 'Email' })).toHaveValue(answers.email);
  await form.getByRole('button', { name: 'Back' }).click();
  await expect(form.getByRole('textbox', { name: /^Loan amount/ })).toHaveValue('25000');
  await expectNoAxeViolations(page);
  // Forward again: the same lead.
  const again = await saveStep(page, form.getByRole('button', { name: 'Next' }));
  expect(again.body.lead_id).toBe(first.leadId);
  await expectStep(page, 'about_you');
});

test("a failed save stays on its step with the server's message, or 'An unexpected error occured'", async ({ page }) => {
  const site: DemoSite = 'harbour-city-renault-skoda';
  const config = siteConfig(site);
  await page.goto(`${siteOrigin(site)}${financePath({ financeRoute: config.features.finance_route })}`);
  await waitForForm(page);
  const form = formSection(page);
  await form.getByRole('textbox', { name: /^Loan amount/ }).fill('18000');

  await page.route('**/api/leads', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ error: 'Our systems are busy. Please try again in a minute.' }) }));
  await form.getByRole('button', { name: 'Next' }).click();
  await expect(form.getByRole('alert')).toHaveText('Our systems are busy. Please try again in a minute.');
  await expect(form.getByRole('alert')).toBeFocused();
  await expectStep(page, 'loan');
  await expectNoAxeViolations(page);

  await page.unroute('**/api/leads');
  await page.route('**/api/leads', (route) => route.fulfill({ status: 500, contentType: 'text/html', body: '<h1>Internal Server Error</h1>' }));
  await form.getByRole('button', { name: 'Next' }).click();
  await expect(form.getByRole('alert')).toHaveText(ERROR_TEXTS.leadSubmitFailed);
  await expectStep(page, 'loan');
  await expect(form.getByRole('textbox', { name: /^Loan amount/ })).toHaveValue('18000');
});

test('Employer and Time in this job are marked required, with the reason, only while the employment status asks them', async ({ page }) => {
  const site: DemoSite = 'brighton-volkswagen';
  // The employment step straight away, as a reload finds it after two saved steps: what is tested
  // is the step's own fields, so no lead is saved (the made-up lead id is never sent).
  const saved = serialiseProgress({
    state: { steps: FINANCE_STEPS, current: 'employment', furthest: 'employment', leadId: 'lead-not-sent' },
    values: initialFinanceValues({ dealership_slug: '' }),
    startedAt: Date.now(),
  });
  await page.addInitScript(([key, value]) => sessionStorage.setItem(key, value), [`finance_application:${site}`, saved] as const);
  await page.goto(`${siteOrigin(site)}${financePath({ financeRoute: siteConfig(site).features.finance_route })}`);
  await waitForForm(page);
  await expectStep(page, 'employment');
  const form = formSection(page);
  const status = form.getByRole('combobox', { name: 'Employment status' });
  const conditional = [
    { field: form.getByRole('textbox', { name: /^Employer/ }), label: form.locator('label', { hasText: /^Employer/ }) },
    { field: form.getByRole('textbox', { name: /^Time in this job/ }), label: form.locator('label', { hasText: /^Time in this job/ }) },
  ];
  const hint = 'Required when your employment status is Full-time, Part-time, Casual or Self-employed.';

  for (const { field, label } of conditional) {
    await expect(field).toHaveAttribute('aria-required', 'false');
    await expect(label).not.toContainText('*');
    await expect(field).toHaveAccessibleDescription('');
  }
  await status.selectOption('Full-time');
  for (const { field, label } of conditional) {
    await expect(field).toHaveAttribute('aria-required', 'true');
    await expect(label).toContainText('*');
    await expect(field).toHaveAccessibleDescription(hint);
  }
  await expectNoAxeViolations(page);
  // Retired: neither is asked, so neither is marked.
  await status.selectOption('Retired');
  for (const { field, label } of conditional) {
    await expect(field).toHaveAttribute('aria-required', 'false');
    await expect(label).not.toContainText('*');
  }
});

/** Presses Tab until `target` has focus (at most `limit` times). */
async function tabTo(page: Page, target: Locator, limit = 40): Promise<void> {
  for (let press = 0; press < limit; press += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

/** Chooses an option of a focused select by keyboard: down until it shows `label`. */
async function chooseByKeyboard(page: Page, select: Locator, label: string): Promise<void> {
  await tabTo(page, select);
  for (let press = 0; press < 10; press += 1) {
    if ((await select.evaluate((element) => (element as HTMLSelectElement).selectedOptions[0]?.text)) === label) return;
    await page.keyboard.press('ArrowDown');
  }
  throw new Error(`could not choose ${label} by keyboard`);
}

test(`the pre-approval, by keyboard only, ends on '${LABELS.getPreApprovedNow}'`, async ({ page }) => {
  // Every step by keyboard, past the bot check's fill time, and axe three times: past 30 s on a busy machine.
  test.setTimeout(90_000);
  const site: DemoSite = 'lakeside-mazda';
  expect(siteConfig(site).features.pages.finance_pre_approval).toBe(true);
  await page.goto(`${siteOrigin(site)}${ROUTES.financePreApproval}`);
  await waitForForm(page);
  // Nothing in the address or this tab for the form to restore: loading the page leaves it (and the
  // calculator) waiting for the shopper, so that it blocks nothing; the keys below wake it.
  await page.waitForLoadState('networkidle');
  await expect(formSection(page).locator('astro-island[ssr]')).toHaveCount(1);
  await expect(page.locator('#finance-calculator astro-island[ssr]')).toHaveCount(1);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Finance pre-approval');
  await expect(page.locator('#finance-calculator')).toBeVisible();
  const form = formSection(page);
  await expectStep(page, 'loan');
  await expectNoAxeViolations(page);

  await tabTo(page, form.getByRole('textbox', { name: /^Loan amount/ }));
  await page.keyboard.type('32000');
  await waitForFillTime(page);
  await page.keyboard.press('Enter');
  await expectStep(page, 'about_you');
  await expect(form.getByRole('heading', { name: stepHeading('about_you') })).toBeFocused();
  await tabTo(page, form.getByRole('textbox', { name: 'Name' }));
  await page.keyboard.type('Kim Keyboard');
  await page.keyboard.press('Tab');
  await page.keyboard.type('kim@example.com');
  await page.keyboard.press('Tab');
  await page.keyboard.type('(616) 555-0199');
  await page.keyboard.press('Tab');
  await page.keyboard.type('49503');
  await chooseByKeyboard(page, form.getByRole('combobox', { name: 'Residential status' }), 'Renting');
  await tabTo(page, form.getByRole('button', { name: 'Next' }));
  await page.keyboard.press('Enter');

  await expectStep(page, 'employment');
  await expectNoAxeViolations(page);
  await chooseByKeyboard(page, form.getByRole('combobox', { name: 'Employment status' }), 'Retired');
  await tabTo(page, form.getByRole('textbox', { name: /^Annual income/ }));
  await page.keyboard.type('40000');
  await page.keyboard.press('Tab');
  await page.keyboard.type('1500');
  await page.keyboard.press('Enter');

  await expectStep(page, 'review');
  await expectNoAxeViolations(page);
  await tabTo(page, form.getByRole('button', { name: `Edit ${FINANCE_STEP_TITLES.loan}` }));
  await page.keyboard.press('Enter');
  await expectStep(page, 'loan');
  await tabTo(page, form.getByRole('button', { name: 'Next' }));
  await page.keyboard.press('Enter');
  await expectStep(page, 'review');
  await tabTo(page, form.getByRole('checkbox', { name: FORM_TEXTS.defaultOptIn }));
  await page.keyboard.press('Space');
  const submit = form.getByRole('button', { name: LABELS.getPreApprovedNow });
  await tabTo(page, submit);
  const answer = page.waitForResponse((response) => response.url().endsWith('/api/leads') && response.request().method() === 'POST');
  await page.keyboard.press('Enter');
  const body = (await answer).request().postDataJSON() as Record<string, unknown>;
  expect(body).toMatchObject({ category: 'Finance Pre-Approval', last_step: true, user: { source: 'finance_pre_approval', postcode: '49503', opt_in: true } });
  await expect(page).toHaveURL(`${siteOrigin(site)}${ROUTES.success}`);
});
