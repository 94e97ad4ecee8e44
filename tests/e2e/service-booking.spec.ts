/**
 * The service page's booking form, a generic form (POST /api/forms), on a multi-dealership site:
 * an empty submit names each field and shows the banner; a failing server shows the spec's alert and
 * banner; a good booking sent by keyboard goes to POST /api/forms with the ticked extras as
 * additional_services and ends on /success, and ops see it, filed under the dealership of the chosen
 * 'Service Location'.
 */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, type Page } from '@playwright/test';
import { ValidationError } from 'yup';
import { formErrorSummary } from '../../src/domain/leads/form-errors.ts';
import { genericFormInitialValues, genericFormValuesSchema } from '../../src/domain/leads/generic-form.ts';
import { DROP_OFF_TIMES, SERVICE_BOOKING_CATEGORY, SERVICE_TYPES, serviceBookingForm, serviceLocationNames, vehicleMakeChoices } from '../../src/domain/leads/service-booking-form.ts';
import { OTHER_MAKE } from '../../src/domain/cars/makes.ts';
import { siteMakeSlugs } from '../../src/site/site-makes.ts';
import { parseSuccessCategory, storageKeys } from '../../src/domain/shopper/browser-storage.ts';
import { LEAD_EVENT_IDS } from '../../src/domain/leads/event-ids.ts';
import { ROUTES } from '../../src/domain/routes/routes.ts';
import { ERROR_TEXTS, FORM_TEXTS } from '../../src/domain/basics/texts.ts';
import { expectNoAxeViolations, test } from './a11y.ts';
import { siteConfig, siteOrigin, type DemoSite } from './sites.ts';
import { keepAnswers, recordDataLayer, recordedDataLayer, waitOutBotCheck } from './lead-helpers.ts';
import { staticIslands } from './islands.ts';

const SITE: DemoSite = 'bayside-motor-group';
const ROOT = path.join(import.meta.dirname, '..', '..');

/** The site's service locations, as the form offers them. */
function serviceLocations(): [string, ...string[]] {
  const [first, ...rest] = serviceLocationNames(siteConfig(SITE).locations);
  if (first === undefined) throw new Error(`${SITE} has no service location`);
  return [first, ...rest];
}

/** Today in the browser's calendar (the test and the browser share the machine's clock and zone). */
function today(): string {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
}

/** The messages the domain gives an empty booking, in the form's order. */
async function emptyBookingMessages(): Promise<string[]> {
  const form = serviceBookingForm(serviceLocations(), { region: siteConfig(SITE).region });
  try {
    await genericFormValuesSchema(form, today()).validate(genericFormInitialValues(form), { abortEarly: false });
  } catch (error) {
    if (error instanceof ValidationError) return formErrorSummary(error, form.fields.map((field) => field.name))?.items.map((item) => item.message) ?? [];
  }
  return [];
}

async function openServicePage(page: Page) {
  const response = await page.goto(`${siteOrigin(SITE)}${ROUTES.service}`);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Book a service');
  const form = page.locator('#service-booking-form');
  await form.scrollIntoViewIfNeeded();
  await expect(staticIslands(page)).toHaveCount(0);
  return form;
}

test('an empty booking names each field and the banner lists them; the page shows the service centres', async ({ page }) => {
  const form = await openServicePage(page);
  await expect(page.getByRole('heading', { name: 'Our service centres' })).toBeVisible();
  for (const name of serviceLocations()) await expect(page.getByRole('heading', { name, exact: true, level: 3 })).toBeVisible();
  await form.getByRole('button', { name: 'Request booking' }).click();
  const banner = form.getByRole('alert');
  await expect(banner).toBeFocused();
  await expect(banner).toContainText(FORM_TEXTS.errorBanner);
  const messages = await emptyBookingMessages();
  expect(messages).toContain('Service Location is required.');
  expect(await banner.getByRole('listitem').allInnerTexts()).toEqual(messages);
  await expect(form.getByRole('combobox', { name: 'Service Location' })).toHaveAccessibleDescription('Service Location is required.');
  await expect(form.getByRole('combobox', { name: 'Vehicle make' })).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByRole('group', { name: 'Drop-off time' })).toHaveAccessibleDescription('Drop-off time is required.');
  await expectNoAxeViolations(page);
});

/** Fills a good booking for `location`, by keyboard where a shopper would use it. */
async function fillBooking(page: Page, form: ReturnType<Page['locator']>, location: string): Promise<void> {
  await form.getByRole('combobox', { name: 'Service Location' }).selectOption(location);
  await form.getByRole('textbox', { name: 'First name' }).fill('Robin');
  await form.getByRole('textbox', { name: 'Last name' }).fill('Nguyen');
  await form.getByRole('textbox', { name: 'Email' }).fill('robin@example.com');
  await form.getByRole('textbox', { name: 'Phone' }).fill('0400 765 432');
  await form.getByRole('combobox', { name: 'Vehicle make' }).selectOption('Ford');
  await form.getByRole('textbox', { name: 'Vehicle model' }).fill('Ranger');
  await form.getByRole('combobox', { name: 'Service type' }).selectOption(SERVICE_TYPES[0]);
  await form.getByLabel('Preferred date').fill(today());
  await form.getByRole('radio', { name: DROP_OFF_TIMES[0] }).focus();
  await page.keyboard.press('Space');
  await form.getByRole('checkbox', { name: 'Wheel alignment' }).focus();
  await page.keyboard.press('Space');
}

test('the vehicle make is a choice of the makes list: the group\'s own makes first, then every make by name, then Other', async ({ page }) => {
  const form = await openServicePage(page);
  const make = form.getByRole('combobox', { name: 'Vehicle make' });
  const options = await make.getByRole('option').allInnerTexts();
  expect(options.slice(0, 6)).toEqual(['Choose one', 'Ford', 'Hyundai', 'Kia', 'Mazda', 'Abarth']);
  expect(options).toEqual(['Choose one', ...vehicleMakeChoices(siteMakeSlugs(siteConfig(SITE)))]);
  expect(options.at(-1)).toBe(OTHER_MAKE);
  // By keyboard: focus the select and type the make's first letters.
  await make.focus();
  await page.keyboard.type('Volks');
  await expect(make).toHaveValue('Volkswagen');
  await expectNoAxeViolations(page);
});

test('a failing server: the alert reads the spec text and the banner shows the server message', async ({ page }) => {
  const form = await openServicePage(page);
  const serverMessage = 'Bookings are paused for maintenance.';
  await page.route('**/api/forms', (route) => route.fulfill({ status: 422, contentType: 'application/json', body: JSON.stringify({ error: serverMessage }) }));
  const alerts: string[] = [];
  page.on('dialog', (dialog) => {
    alerts.push(dialog.message());
    void dialog.accept();
  });
  await fillBooking(page, form, serviceLocations()[0]);
  await form.getByRole('button', { name: 'Request booking' }).click();
  await expect.poll(() => alerts).toEqual([ERROR_TEXTS.formSubmitFailed]);
  await expect(form.getByRole('alert')).toHaveText(serverMessage);
  await expect(form.getByRole('button', { name: 'Request booking' })).toBeEnabled();
  await expectNoAxeViolations(page);
});

test('a good booking sent by keyboard goes to /api/forms, ends on /success, and ops see it under the chosen location\'s dealership', async ({ page }) => {
  const form = await openServicePage(page);
  const shownAt = Date.now();
  const config = siteConfig(SITE);
  const location = serviceLocations().at(-1) ?? '';
  const dealership = config.locations.find((candidate) => candidate.name === location)?.dealership_slug;
  await fillBooking(page, form, location);
  await form.getByRole('checkbox', { name: FORM_TEXTS.defaultOptIn }).check();
  await recordDataLayer(page);
  await waitOutBotCheck(page, shownAt);
  const answered = await keepAnswers(page, '**/api/forms');
  const answer = page.waitForResponse((response) => response.url().endsWith('/api/forms') && response.request().method() === 'POST');
  await form.getByRole('button', { name: 'Request booking' }).focus();
  await page.keyboard.press('Enter');
  const response = await answer;
  const sent = response.request().postDataJSON() as Record<string, unknown>;
  expect(sent).toMatchObject({
    category: SERVICE_BOOKING_CATEGORY,
    dealership_slug: dealership,
    additional_services: ['Wheel alignment'],
    opt_in: true,
    fields: { 'Service Location': location, 'First name': 'Robin', 'Drop-off time': DROP_OFF_TIMES[0], Registration: null },
  });
  expect(Object.keys(sent.fields as object).some((name) => name.endsWith('(check_option)'))).toBe(false);
  await expect.poll(answered).toBeDefined();
  expect(answered()?.status, answered()?.text).toBe(200);
  const { lead_id: leadId } = JSON.parse(answered()?.text ?? '{}') as { lead_id: string };

  await expect(page).toHaveURL(`${siteOrigin(SITE)}${ROUTES.success}`);
  expect(parseSuccessCategory(await page.evaluate((key) => localStorage.getItem(key), storageKeys(SITE).successCategory))).toBe(SERVICE_BOOKING_CATEGORY);
  const pushed = await recordedDataLayer(page);
  expect(pushed).toContainEqual(
    expect.objectContaining({ event_id: LEAD_EVENT_IDS.form, lead_id: leadId, user_data: expect.objectContaining({ lead_id: leadId, category: SERVICE_BOOKING_CATEGORY }) }),
  );
  await expectNoAxeViolations(page);

  const { stdout } = await promisify(execFile)(process.execPath, [path.join(ROOT, 'scripts', 'leads.ts'), 'list', '--site', SITE, '--json'], { cwd: ROOT });
  const listed = JSON.parse(stdout) as { lead_id: string; kind: string; category: string; dealership_slug: string | null }[];
  expect(listed).toContainEqual(expect.objectContaining({ lead_id: leadId, kind: 'form', category: SERVICE_BOOKING_CATEGORY, dealership_slug: dealership }));
});
