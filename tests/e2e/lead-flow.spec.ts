/**
 * A shopper's whole lead flow on a demo site: from a search card to the vehicle page, the phone reveal,
 * a favourite, then the enquiry modal (opened by keyboard, focus trapped, Escape closes and focus
 * returns), an empty submit showing each field's message and the banner, and a good submit ending
 * on /success with the lead stored (the POST /api/leads answer carries its lead_id). axe runs on
 * every page, with the modal open too. The sold state is covered by vehicle.spec.ts.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import { ValidationError } from 'yup';
import { parseSavedEnquiryCar, parseSuccessCategory, storageKeys } from '../../src/domain/shopper/browser-storage.ts';
import type { Car } from '../../src/domain/cars/car.ts';
import { isSold } from '../../src/domain/cars/car-state.ts';
import { enquiryFormSettingsOf } from '../../src/config/enquiry-form-settings.ts';
import { enquiryFormInitialValues, enquiryFormSchema, type EnquiryFormSettings } from '../../src/domain/leads/enquiry-form.ts';
import { formErrorSummary } from '../../src/domain/leads/form-errors.ts';
import { requestPhotosMessage } from '../../src/domain/leads/request-photos-form.ts';
import { TEST_DRIVE_ONLY_TAG } from '../../src/domain/basics/constants.ts';
import { LEAD_EVENT_IDS } from '../../src/domain/leads/event-ids.ts';
import { maskedPhone } from '../../src/domain/basics/phone.ts';
import { carPath, ROUTES } from '../../src/domain/routes/routes.ts';
import { FORM_TEXTS, LABELS } from '../../src/domain/basics/texts.ts';
import { expectNoAxeViolations, test } from './a11y.ts';
import { carCards, openSearch } from './search-helpers.ts';
import { siteConfig, siteOrigin, type DemoSite, demoCars } from './sites.ts';
import { formShownAt, recordDataLayer, recordedDataLayer, waitOutBotCheck } from './lead-helpers.ts';
import { staticIslands } from './islands.ts';

const SITE: DemoSite = 'brighton-volkswagen';
const STOCK = '/search/new-used-and-demo-cars';
const ROOT = path.join(import.meta.dirname, '..', '..');

/** The messages the domain's schema gives an empty enquiry on this site, in the form's order. */
async function emptyEnquiryMessages(settings: EnquiryFormSettings): Promise<string[]> {
  try {
    await enquiryFormSchema(settings).validate(enquiryFormInitialValues(settings), { abortEarly: false });
  } catch (error) {
    if (error instanceof ValidationError) return formErrorSummary(error)?.items.map((item) => item.message) ?? [];
  }
  return [];
}

const sidebar = (page: Page) => page.getByRole('complementary', { name: 'Price and actions' });

test('from a search card to an enquiry that ends on /success, with the lead stored', async ({ page }) => {
  // Search and car pages, the enquiry to /success and axe five times: past 30 s on a busy machine.
  test.setTimeout(60_000);
  const config = siteConfig(SITE);
  const cars = demoCars(SITE);

  // A search card of a car that can still be enquired about.
  await openSearch(page, SITE, STOCK);
  await expectNoAxeViolations(page);
  const hrefs = await carCards(page).getByRole('heading').getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  const car = hrefs.map((href) => cars.find((candidate) => carPath(candidate.slug) === href)).find((candidate) => candidate !== undefined && !isSold(candidate));
  if (!car) throw new Error('the first page of the stock search shows no unsold car');
  const card = carCards(page).filter({ has: page.getByRole('link', { name: car.name, exact: true }) }).first();
  await card.getByRole('link', { name: /^View Details/ }).click();
  await expect(page).toHaveURL(`${siteOrigin(SITE)}${carPath(car.slug)}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(car.name);

  // The phone starts masked and reveals on click.
  const location = page.getByRole('region', { name: 'Location', exact: true });
  await location.scrollIntoViewIfNeeded();
  await expect(staticIslands(page)).toHaveCount(0);
  const number = config.phones.call_the_dealer ?? car.location.phone;
  const masked = maskedPhone(number);
  if (masked.kind !== 'masked') throw new Error('the demo site has no dealer phone');
  await expect(location.getByText(masked.masked, { exact: true })).toBeVisible();
  await location.getByRole('button', { name: new RegExp(`^${LABELS.callTheDealer}`) }).click();
  await expect(location.getByRole('link', { name: number })).toBeVisible();

  // A favourite toggles.
  const favourite = page.getByRole('button', { name: `Favourite ${car.name}` });
  await expect(favourite).toHaveAttribute('aria-pressed', 'false');
  await favourite.click();
  await expect(favourite).toHaveAttribute('aria-pressed', 'true');
  await favourite.click();
  await expect(favourite).toHaveAttribute('aria-pressed', 'false');
  await expectNoAxeViolations(page);

  // The enquiry modal opens by keyboard, traps focus, closes on Escape and hands focus back.
  await expect(page.locator('html[data-lead-modals="ready"]')).toHaveCount(1);
  const enquire = sidebar(page).getByRole('link', { name: LABELS.enquire, exact: true });
  await enquire.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: `${LABELS.enquire}: ${car.name}` });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: 'Name', exact: true })).toBeFocused();
  for (let step = 0; step < 15; step += 1) {
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press('Shift+Tab');
  expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(enquire).toBeFocused();

  // An empty submit: each field's message, and the banner listing them, focused.
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  // Taken after the form was shown again: it may have started its fill-time clock anew.
  const shownAt = await formShownAt(dialog.getByRole('textbox', { name: 'Name', exact: true }));
  await dialog.getByRole('button', { name: LABELS.enquireNow }).click();
  const messages = await emptyEnquiryMessages(enquiryFormSettingsOf(config));
  expect(messages.length).toBeGreaterThanOrEqual(3);
  const banner = dialog.getByRole('alert');
  await expect(banner).toBeFocused();
  await expect(banner).toContainText(FORM_TEXTS.errorBanner);
  expect(await banner.getByRole('listitem').allInnerTexts()).toEqual(messages);
  for (const [label, message] of [
    ['Name', messages[0]],
    ['Email', messages[1]],
    ['Phone', messages[2]],
  ] as const) {
    const field = dialog.getByRole('textbox', { name: label, exact: true });
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(message ?? '');
  }
  await expectNoAxeViolations(page);

  // Good input: the lead is stored (the server answers its lead_id) and the shopper lands on /success.
  await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill('Alex Shopper');
  await dialog.getByRole('textbox', { name: 'Email', exact: true }).fill('alex@example.com');
  await dialog.getByRole('textbox', { name: 'Phone', exact: true }).fill('0400 123 456');
  if (config.features.enquiry_message !== 'off') await dialog.getByRole('textbox', { name: 'Message' }).fill('Is it still available for a test drive on Saturday?');
  await dialog.getByRole('checkbox', { name: FORM_TEXTS.defaultOptIn }).check();
  // The data layer does not survive the navigation to /success: keep a copy of what is pushed.
  await recordDataLayer(page);
  await waitOutBotCheck(page, shownAt);
  const answer = page.waitForResponse((response) => response.url().endsWith('/api/leads') && response.request().method() === 'POST');
  await dialog.getByRole('button', { name: LABELS.enquireNow }).click();
  const response = await answer;
  const request = response.request();
  expect(request.headers()['idempotency-key']).toMatch(/^[\x21-\x7e]{1,200}$/);
  const sent = request.postDataJSON() as { user: Record<string, unknown>; category: string; lead_id: unknown; last_step: boolean; website: string; form_started_at: number };
  expect(sent).toMatchObject({ category: FORM_TEXTS.defaultCategory, lead_id: null, last_step: true, website: '' });
  expect(sent.form_started_at).toBeLessThan(Date.now());
  expect(sent.user).toMatchObject({ name: 'Alex Shopper', car_id: car.id, stock_number: car.stocknum, source: 'enquiry', opt_in: true });
  expect(sent.user.lead_attributes).toMatchObject({ visited_pages: [STOCK, carPath(car.slug)] });
  // Read once, at once: the page navigates to /success right after, and the body goes with it.
  const body = await response.text();
  expect(response.status(), body).toBe(200);
  const { lead_id: leadId } = JSON.parse(body) as { lead_id: string };
  expect(leadId).toMatch(/^[0-9a-f-]{36}$/);

  await expect(page).toHaveURL(`${siteOrigin(SITE)}${ROUTES.success}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Thank you');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  const event = LEAD_EVENT_IDS[car.car_type === 'used' ? 'usedCarEnquiry' : 'newCarEnquiry'];
  expect(parseSuccessCategory(await page.evaluate((key) => localStorage.getItem(key), storageKeys(SITE).successCategory))).toBe(FORM_TEXTS.defaultCategory);
  const pushed = await recordedDataLayer(page);
  expect(pushed).toContainEqual(
    expect.objectContaining({ event_id: event, lead_id: leadId, user_data: expect.objectContaining({ lead_id: leadId, car_id: car.id }) }),
  );
  // No personal data in the data layer, which third-party tags read: the shopper's details went to the lead API only.
  expect(JSON.stringify(pushed)).not.toContain('alex@example.com');
  expect(JSON.stringify(pushed)).not.toContain('Alex Shopper');
  await expectNoAxeViolations(page);

  // What ops see: the lead is listed by `npm run leads -- list` (through the running server's ops endpoint).
  const { stdout } = await promisify(execFile)(process.execPath, [path.join(ROOT, 'scripts', 'leads.ts'), 'list', '--site', SITE, '--json'], { cwd: ROOT });
  const listed = JSON.parse(stdout) as { lead_id: string; kind: string; category: string }[];
  expect(listed).toContainEqual(expect.objectContaining({ lead_id: leadId, kind: 'lead', category: FORM_TEXTS.defaultCategory }));
});

/** Opens a car's page and waits until its islands (the modals included) have hydrated. */
async function openVehicle(page: Page, site: DemoSite, car: Pick<Car, 'slug'>): Promise<void> {
  await page.goto(`${siteOrigin(site)}${carPath(car.slug)}`);
  await page.getByRole('region', { name: 'Location', exact: true }).scrollIntoViewIfNeeded();
  await expect(staticIslands(page)).toHaveCount(0);
  await expect(page.locator('html[data-lead-modals="ready"]')).toHaveCount(1);
}

test("a 'Test Drive Only' car: Book a Test Drive opens the test-drive modal; Enquire opens the enquiry modal and saves the enquiry car", async ({ page }) => {
  const site: DemoSite = 'harbour-city-renault-skoda';
  const car = demoCars(site).find((candidate) => candidate.tag?.trim() === TEST_DRIVE_ONLY_TAG && !isSold(candidate));
  if (!car) throw new Error(`${site} has no unsold 'Test Drive Only' car`);
  await openVehicle(page, site, car);
  await sidebar(page).getByRole('link', { name: LABELS.bookATestDrive }).click();
  const testDrive = page.getByRole('dialog', { name: `${LABELS.bookATestDrive}: ${car.name}` });
  await expect(testDrive).toBeVisible();
  await expect(testDrive.getByLabel('Preferred date and time')).toHaveAttribute('type', 'datetime-local');
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(testDrive).toBeHidden();

  await sidebar(page).getByRole('link', { name: LABELS.enquire, exact: true }).click();
  await expect(page.getByRole('dialog', { name: `${LABELS.enquire}: ${car.name}` })).toBeVisible();
  // Two dealerships, but the site removed the dealership select: the location select (two sales
  // locations) decides, starting on the location of the car's dealership.
  await expect(page.getByRole('combobox', { name: 'Dealership' })).toHaveCount(0);
  const carLocation = siteConfig(site).locations.find((location) => location.dealership_slug === car.dealership_slug && location.location_type === 'sales');
  await expect(page.getByRole('combobox', { name: 'Location' })).toHaveValue(carLocation?.name ?? '');
  const saved = parseSavedEnquiryCar(await page.evaluate((key) => localStorage.getItem(key), storageKeys(site).enquiryCar));
  expect(saved).toMatchObject({ id: car.id, slug: car.slug });
});

test('a certified car offers the certified-vehicle info; request photos carries the hidden prefilled request', async ({ page }) => {
  const car = demoCars(SITE).find((candidate) => candidate.certified && !isSold(candidate));
  if (!car) throw new Error(`${SITE} has no unsold certified car`);
  await openVehicle(page, SITE, car);
  await page.getByRole('button', { name: 'About certified vehicles' }).click();
  const certified = page.getByRole('dialog', { name: 'Certified vehicle' });
  await expect(certified).toBeVisible();
  await expectNoAxeViolations(page);
  await certified.getByRole('button', { name: 'Close' }).click();
  await expect(certified).toBeHidden();
  await expect(page.getByRole('button', { name: 'About certified vehicles' })).toBeFocused();

  await page.getByRole('button', { name: 'Request more photos' }).click();
  const photos = page.getByRole('dialog', { name: 'Request more photos' });
  await expect(photos.locator('input[type="hidden"][name="message"]')).toHaveValue(requestPhotosMessage(car.name));
  await expectNoAxeViolations(page);
});

test('the contact page sends its form to /api/forms and shows the locations', async ({ page }) => {
  await page.goto(`${siteOrigin(SITE)}${ROUTES.contact}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact us');
  await expect(page.getByRole('main').getByRole('heading', { name: 'Our locations' })).toBeVisible();
  const form = page.locator('#contact-form');
  await form.scrollIntoViewIfNeeded();
  await expect(staticIslands(page)).toHaveCount(0);
  await form.getByRole('button', { name: 'Send message' }).click();
  await expect(form.getByRole('alert')).toContainText(FORM_TEXTS.errorBanner);
  await expect(form.getByRole('alert')).toContainText(FORM_TEXTS.invalidPostcode);
  await expectNoAxeViolations(page);
});
