/**
 * The forms' rules on the demo sites: the enquiry form whole (the location
 * select where a site has several sales locations, the dealership select, the category default and
 * its subcategories, the Rego by region, the message required, optional or off, the opt-in, the
 * terms where configured), the triggers that open it (a category named by the button, the
 * #quick-enquiry link), the contact form's postcode rule, and remembered details: ticked, stored,
 * prefilled on another form, forgotten; unticked, nothing stored. axe runs on every state visited.
 */
import { expect, type Locator, type Page } from '@playwright/test';
import { enquiryFormSettingsOf } from '../../src/config/enquiry-form-settings.ts';
import { stockFilterSettingsOf } from '../../src/config/stock-filter-settings.ts';
import { parseRememberedDetails, storageKeys } from '../../src/domain/shopper/browser-storage.ts';
import type { Car } from '../../src/domain/cars/car.ts';
import { carActions } from '../../src/domain/cars/car-state.ts';
import { enquiryLocationChoices, enquiryLocationPrefill, enquirySubcategories, FINANCE_ENQUIRY_CATEGORY, TRADE_IN_ENQUIRY_CATEGORY } from '../../src/domain/leads/enquiry-form.ts';
import { reserveCheck } from '../../src/domain/cars/reserve-check.ts';
import { carAvailabilityPath, carPath, carPurchasePath, QUICK_ENQUIRY_ANCHOR, quickEnquiryPath, ROUTES } from '../../src/domain/routes/routes.ts';
import { stockPredicate } from '../../src/domain/search/stock-filter.ts';
import { FORM_TEXTS, LABELS } from '../../src/domain/basics/texts.ts';
import { expectNoAxeViolations, test } from './a11y.ts';
import { sendContactForm } from './lead-helpers.ts';
import { demoCars, siteConfig, siteOrigin, type DemoSite } from './sites.ts';
import { staticIslands } from './islands.ts';

/** A car the site lists (now and for the next ten minutes) that can still be enquired about. */
function enquirableCar(site: DemoSite): Car {
  const config = siteConfig(site);
  const isListed = stockPredicate(stockFilterSettingsOf(config.search), Math.floor(Date.now() / 1000) + 600);
  const car = demoCars(site).find((candidate) => isListed(candidate) && carActions(candidate, config.features).kind === 'standard');
  if (!car) throw new Error(`${site} lists no car that can be enquired about`);
  return car;
}

/** Opens a car's page (at `path`, its plain path unless given) and waits until its modals work. */
async function openVehicle(page: Page, site: DemoSite, car: Car, path = carPath(car.slug)): Promise<void> {
  const response = await page.goto(`${siteOrigin(site)}${path}`);
  expect(response?.status()).toBe(200);
  await page.getByRole('region', { name: 'Location', exact: true }).scrollIntoViewIfNeeded();
  await expect(staticIslands(page)).toHaveCount(0);
  await expect(page.locator('html[data-lead-modals="ready"]')).toHaveCount(1);
}

const enquiryDialog = (page: Page, car: Car) => page.getByRole('dialog', { name: `${LABELS.enquire}: ${car.name}` });

/** Opens the enquiry modal from the sidebar's Enquire button. */
async function openEnquiry(page: Page, site: DemoSite, car: Car): Promise<Locator> {
  await openVehicle(page, site, car);
  await page.getByRole('complementary', { name: 'Price and actions' }).getByRole('link', { name: LABELS.enquire, exact: true }).click();
  const dialog = enquiryDialog(page, car);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: 'Name', exact: true })).toBeVisible();
  return dialog;
}

/** The banner's list after an empty submit. */
async function submitAndReadBanner(dialog: Locator): Promise<string[]> {
  await dialog.getByRole('button', { name: LABELS.enquireNow }).click();
  const banner = dialog.getByRole('alert');
  await expect(banner).toContainText(FORM_TEXTS.errorBanner);
  return banner.getByRole('listitem').allInnerTexts();
}

test.describe('the enquiry form', () => {
  test('every site: category required and General Enquiry, opt-in unticked with the default text, Remember unticked, Enquire Now', async ({ page }) => {
    const site: DemoSite = 'brighton-volkswagen';
    const car = enquirableCar(site);
    const dialog = await openEnquiry(page, site, car);
    const category = dialog.getByRole('combobox', { name: 'Category', exact: true });
    await expect(category).toHaveValue(FORM_TEXTS.defaultCategory);
    await expect(category).toHaveAttribute('aria-required', 'true');
    const optIn = dialog.getByRole('checkbox', { name: FORM_TEXTS.defaultOptIn });
    await expect(optIn).not.toBeChecked();
    await expect(optIn).not.toHaveAttribute('aria-required', 'true');
    await expect(dialog.getByRole('checkbox', { name: FORM_TEXTS.rememberDetails })).not.toBeChecked();
    await expect(dialog.getByRole('button', { name: LABELS.enquireNow })).toBeVisible();
    await expect(dialog.locator('input[type="hidden"][name="page_id"]')).toHaveCount(1);
    // The subcategory follows the category; the Rego is asked with a Trade-In Enquiry only.
    const subcategory = dialog.getByRole('combobox', { name: 'Subcategory (optional)' });
    await expect(subcategory.getByRole('option')).toHaveText(['None', ...enquirySubcategories(FORM_TEXTS.defaultCategory)]);
    await expect(dialog.getByRole('textbox', { name: 'Registration (Rego)' })).toHaveCount(0);
    await category.selectOption(TRADE_IN_ENQUIRY_CATEGORY);
    await expect(subcategory.getByRole('option')).toHaveText(['None', ...enquirySubcategories(TRADE_IN_ENQUIRY_CATEGORY)]);
    await expect(dialog.getByRole('textbox', { name: 'Registration (Rego)' })).toBeVisible();
    // One dealership and one sales location: neither select; the message required (the spec's default).
    await expect(dialog.getByRole('combobox', { name: 'Location' })).toHaveCount(0);
    await expect(dialog.getByRole('combobox', { name: 'Dealership' })).toHaveCount(0);
    await expect(dialog.getByRole('textbox', { name: 'Message' })).toHaveAttribute('aria-required', 'true');
    await expect(dialog.getByRole('checkbox', { name: /terms/i })).toHaveCount(0);
    expect(await submitAndReadBanner(dialog)).toContain('Message is required.');
    await expectNoAxeViolations(page);
  });

  test('several dealerships and sales locations: both selects shown and required, the car\'s own chosen; the message optional', async ({ page }) => {
    const site: DemoSite = 'bayside-motor-group';
    const config = siteConfig(site);
    expect(enquiryFormSettingsOf(config)).toMatchObject({ message: 'optional', showLocation: true });
    const car = enquirableCar(site);
    const dialog = await openEnquiry(page, site, car);
    const location = dialog.getByRole('combobox', { name: 'Location' });
    const dealership = dialog.getByRole('combobox', { name: 'Dealership' });
    const choices = enquiryLocationChoices(config.locations);
    await expect(location.getByRole('option')).toHaveText(['Choose a location', ...choices.map((choice) => choice.name)]);
    const ownLocation = enquiryLocationPrefill(choices, { dealership_slug: car.dealership_slug, location_name: car.location.name });
    expect(ownLocation).toBe(car.location.name);
    await expect(location).toHaveValue(ownLocation);
    await expect(location).toHaveAttribute('aria-required', 'true');
    await expect(dealership).toHaveValue(car.dealership_slug);
    await expect(dealership).toHaveAttribute('aria-required', 'true');
    await expect(dialog.getByRole('textbox', { name: 'Message' })).toHaveAttribute('aria-required', 'false');
    await location.selectOption('');
    await dealership.selectOption('');
    const messages = await submitAndReadBanner(dialog);
    expect(messages).toEqual(expect.arrayContaining(['Location is required.', 'Dealership is required.']));
    expect(messages).not.toContain('Message is required.');
    await expect(location).toHaveAccessibleDescription('Location is required.');
    await expectNoAxeViolations(page);
  });

  test('one dealership with two sales locations: the location select shown and required, starting on the car\'s location, no dealership select', async ({ page }) => {
    const site: DemoSite = 'northern-isuzu-ute';
    const car = enquirableCar(site);
    const dialog = await openEnquiry(page, site, car);
    await expect(dialog.getByRole('combobox', { name: 'Location' })).toBeVisible();
    // The dealership has two sales locations: the select starts on the one holding the car.
    await expect(dialog.getByRole('combobox', { name: 'Location' })).toHaveValue(car.location.name);
    await expect(dialog.getByRole('combobox', { name: 'Dealership' })).toHaveCount(0);
    await dialog.getByRole('combobox', { name: 'Location' }).selectOption('');
    expect(await submitAndReadBanner(dialog)).toEqual(expect.arrayContaining(['Location is required.', 'Message is required.']));
    await expectNoAxeViolations(page);
  });

  test('a site that removed the dealership select and configures terms: terms required, linked to a page the site builds', async ({ page }) => {
    const site: DemoSite = 'harbour-city-renault-skoda';
    const terms = siteConfig(site).features.enquiry_terms;
    if (terms === undefined) throw new Error(`${site} configures no enquiry terms`);
    const car = enquirableCar(site);
    const dialog = await openEnquiry(page, site, car);
    await expect(dialog.getByRole('combobox', { name: 'Dealership' })).toHaveCount(0);
    await expect(dialog.getByRole('combobox', { name: 'Location' })).toBeVisible();
    const box = dialog.getByRole('checkbox', { name: terms.label });
    await expect(box).not.toBeChecked();
    await expect(box).toHaveAttribute('aria-required', 'true');
    const link = dialog.getByRole('link', { name: /^Read our terms and conditions/ });
    await expect(link).toHaveAttribute('href', ROUTES.termsAndConditions);
    expect((await page.request.get(`${siteOrigin(site)}${ROUTES.termsAndConditions}`)).status()).toBe(200);
    expect(await submitAndReadBanner(dialog)).toContain(FORM_TEXTS.termsRequired);
    await expect(box).toHaveAccessibleDescription(FORM_TEXTS.termsRequired);
    await expectNoAxeViolations(page);
  });

  test('a US site with the message off: no message field; the Rego is a license plate', async ({ page }) => {
    const site: DemoSite = 'lakeside-mazda';
    const car = enquirableCar(site);
    const dialog = await openEnquiry(page, site, car);
    await expect(dialog.getByRole('textbox', { name: 'Message' })).toHaveCount(0);
    await dialog.getByRole('combobox', { name: 'Category', exact: true }).selectOption(TRADE_IN_ENQUIRY_CATEGORY);
    await expect(dialog.getByRole('textbox', { name: 'License plate' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('a button naming a category opens the enquiry on it; a #quick-enquiry link opens the enquiry on load', async ({ page }) => {
    const site: DemoSite = 'brighton-volkswagen';
    const car = enquirableCar(site);
    await openVehicle(page, site, car);
    // Another change adds the page's Finance Quote button; its trigger is this one.
    await page.evaluate((category) => {
      const button = document.createElement('button');
      button.type = 'button';
      button.textContent = 'Finance Quote (test)';
      button.dataset.leadModal = 'enquiry';
      button.dataset.enquiryCategory = category;
      document.querySelector('main')?.append(button);
    }, FINANCE_ENQUIRY_CATEGORY);
    await page.getByRole('button', { name: 'Finance Quote (test)' }).click();
    const dialog = enquiryDialog(page, car);
    await expect(dialog.getByRole('combobox', { name: 'Category', exact: true })).toHaveValue(FINANCE_ENQUIRY_CATEGORY);
    await page.keyboard.press('Escape');
    // The plain Enquire button opens it on the default again.
    await page.getByRole('complementary', { name: 'Price and actions' }).getByRole('link', { name: LABELS.enquire, exact: true }).click();
    await expect(dialog.getByRole('combobox', { name: 'Category', exact: true })).toHaveValue(FORM_TEXTS.defaultCategory);
    await page.keyboard.press('Escape');

    // Without JavaScript the Quick Enquiry link lands on the contact section; with it the modal opens.
    expect(await page.locator(`#${QUICK_ENQUIRY_ANCHOR}`).count()).toBe(1);
    // A fresh load (from the same page, a hash alone would not load it again).
    await page.goto('about:blank');
    await openVehicle(page, site, car, quickEnquiryPath(car.slug));
    await expect(enquiryDialog(page, car)).toBeVisible();
    await expect(enquiryDialog(page, car).getByRole('textbox', { name: 'Name', exact: true })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test.describe('the contact form', () => {
  test("the postcode takes 4 digits, no separators, with the spec's message", async ({ page }) => {
    await page.goto(`${siteOrigin('brighton-volkswagen')}${ROUTES.contact}`);
    const form = page.locator('#contact-form');
    await form.scrollIntoViewIfNeeded();
    await expect(staticIslands(page)).toHaveCount(0);
    for (const label of ['First name', 'Last name', 'Postcode', 'Mobile', 'Email']) {
      await expect(form.getByRole('textbox', { name: label })).toHaveAttribute('aria-required', 'true');
    }
    await expect(form.locator('input[type="hidden"][name="category"]')).toHaveValue(FORM_TEXTS.defaultCategory);
    const postcode = form.getByRole('textbox', { name: 'Postcode' });
    await expect(postcode).toHaveAttribute('maxlength', '4');
    await expect(postcode).toHaveAttribute('inputmode', 'numeric');
    // Typed with a separator and one digit too many: digits only, at most 4.
    await postcode.pressSequentially('3,1866');
    await expect(postcode).toHaveValue('3186');
    await postcode.fill('318');
    await postcode.blur();
    await expect(postcode).toHaveAccessibleDescription(FORM_TEXTS.invalidPostcode);
    await form.getByRole('button', { name: 'Send message' }).click();
    await expect(form.getByRole('alert')).toContainText(FORM_TEXTS.invalidPostcode);
    await expectNoAxeViolations(page);
  });

  test('on the US site the postcode is a 5-digit ZIP code', async ({ page }) => {
    await page.goto(`${siteOrigin('lakeside-mazda')}${ROUTES.contact}`);
    const form = page.locator('#contact-form');
    await form.scrollIntoViewIfNeeded();
    await expect(staticIslands(page)).toHaveCount(0);
    const postcode = form.getByRole('textbox', { name: 'ZIP code' });
    await expect(postcode).toHaveAttribute('maxlength', '5');
    await postcode.fill('5320');
    await postcode.blur();
    await expect(postcode).toHaveAccessibleDescription('Invalid ZIP code. Please enter a 5-digit number.');
    await expectNoAxeViolations(page);
  });
});

test.describe('remembered details', () => {
  const SITE: DemoSite = 'brighton-volkswagen';
  const stored = (page: Page) => page.evaluate((key) => localStorage.getItem(key), storageKeys(SITE).userDetails);

  /** Fills the contact form and sends it; `remember` ticks the box. Ends on /success. */
  async function sendContact(page: Page, remember: boolean): Promise<Record<string, unknown>> {
    await page.goto(`${siteOrigin(SITE)}${ROUTES.contact}`);
    const form = page.locator('#contact-form');
    await form.scrollIntoViewIfNeeded();
    await expect(staticIslands(page)).toHaveCount(0);
    return sendContactForm(page, form, { shownAt: Date.now(), postcode: '3186', remember });
  }

  test('without the tick nothing is stored', async ({ page }) => {
    const sent = await sendContact(page, false);
    expect(JSON.stringify(sent)).not.toContain('remember');
    expect(await stored(page)).toBeNull();
  });

  test('ticked: stored after the form, prefilled on another form, and Forget clears them', async ({ page }) => {
    const sent = await sendContact(page, true);
    expect(JSON.stringify(sent)).not.toContain('remember');
    expect(parseRememberedDetails(await stored(page))).toEqual({ name: 'Mary Jane Smith', email: 'mary@example.com', phone: '0400 123 456', postcode: '3186' });

    // The vehicle page's enquiry starts filled in, with the name whole.
    const car = enquirableCar(SITE);
    const dialog = await openEnquiry(page, SITE, car);
    await expect(dialog.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue('Mary Jane Smith');
    await expect(dialog.getByRole('textbox', { name: 'Email' })).toHaveValue('mary@example.com');
    await expect(dialog.getByRole('textbox', { name: 'Phone' })).toHaveValue('0400 123 456');
    await expect(dialog.getByRole('checkbox', { name: FORM_TEXTS.rememberDetails })).not.toBeChecked();
    await expectNoAxeViolations(page);

    // Forget, by keyboard: the record goes, the fields empty, a polite status says so, focus stays in the form.
    await dialog.getByRole('button', { name: FORM_TEXTS.forgetDetails }).focus();
    await page.keyboard.press('Enter');
    await expect(dialog.getByText(FORM_TEXTS.detailsForgotten)).toHaveAttribute('aria-live', 'polite');
    await expect(dialog.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue('');
    await expect(dialog.getByRole('textbox', { name: 'Email' })).toHaveValue('');
    await expect(dialog.getByRole('button', { name: FORM_TEXTS.forgetDetails })).toHaveCount(0);
    await expect(dialog.getByRole('checkbox', { name: FORM_TEXTS.rememberDetails })).toBeFocused();
    expect(await stored(page)).toBeNull();
    await expectNoAxeViolations(page);

    // The contact form starts empty again, with no Forget control.
    await page.goto(`${siteOrigin(SITE)}${ROUTES.contact}`);
    const form = page.locator('#contact-form');
    await form.scrollIntoViewIfNeeded();
    await expect(staticIslands(page)).toHaveCount(0);
    await expect(form.getByRole('textbox', { name: 'First name' })).toHaveValue('');
    await expect(form.getByRole('button', { name: FORM_TEXTS.forgetDetails })).toHaveCount(0);
  });

  test('the contact form is prefilled with the name split, and the checkout with the postcode', async ({ page }) => {
    await page.goto(`${siteOrigin(SITE)}/`);
    await page.evaluate(
      ([key, value]) => localStorage.setItem(key ?? '', value ?? ''),
      [storageKeys(SITE).userDetails, JSON.stringify({ name: 'Mary Jane Smith', email: 'mary@example.com', phone: '0400 123 456', postcode: '3186' })],
    );
    await page.goto(`${siteOrigin(SITE)}${ROUTES.contact}`);
    const form = page.locator('#contact-form');
    await form.scrollIntoViewIfNeeded();
    await expect(staticIslands(page)).toHaveCount(0);
    await expect(form.getByRole('textbox', { name: 'First name' })).toHaveValue('Mary Jane');
    await expect(form.getByRole('textbox', { name: 'Last name' })).toHaveValue('Smith');
    await expect(form.getByRole('textbox', { name: 'Postcode' })).toHaveValue('3186');
    await expect(form.getByRole('button', { name: FORM_TEXTS.forgetDetails })).toBeVisible();
    await expectNoAxeViolations(page);

    // The reserve checkout, on a car free to reserve.
    const config = siteConfig(SITE);
    const isListed = stockPredicate(stockFilterSettingsOf(config.search), Math.floor(Date.now() / 1000) + 600);
    const candidates = demoCars(SITE).filter((car) => isListed(car) && reserveCheck(car, { reserve: config.features.buttons.reserve, listed: true, held: false }).ok);
    let free: Car | undefined;
    for (const car of candidates) {
      const answer = await page.request.get(`${siteOrigin(SITE)}${carAvailabilityPath(car.slug)}`);
      if (answer.ok() && ((await answer.json()) as { reservable?: unknown }).reservable === true) {
        free = car;
        break;
      }
    }
    if (free === undefined) throw new Error(`${SITE} has no car free to reserve`);
    await page.goto(`${siteOrigin(SITE)}${carPurchasePath(free.slug, config.features.buttons) ?? ''}`);
    const checkout = page.locator('#checkout-form');
    await expect(staticIslands(page)).toHaveCount(0);
    await expect(checkout.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue('Mary Jane Smith');
    await expect(checkout.getByRole('textbox', { name: 'Postcode' })).toHaveValue('3186');
    await expect(checkout.getByRole('checkbox', { name: FORM_TEXTS.rememberDetails })).not.toBeChecked();
    await expectNoAxeViolations(page);
  });
});
