/**
 * The model lead forms: the order form (/models/order-now?model_id=) and the model test drive
 * (/book-test-drive/?model_id=&model=) open with the query's model chosen, end on /success through
 * POST /api/leads with the spec's event ids (14 for an order, 17 for a new test drive), and the lead
 * is listed with its model by `npm run leads -- list`. An unknown model_id chooses nothing and says
 * so. axe runs on every page visited.
 */
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, type Page } from '@playwright/test';
import type { ModelCatalogueEntry } from '../../src/domain/content/content.ts';
import { LEAD_EVENT_IDS } from '../../src/domain/leads/event-ids.ts';
import { FIELD_MESSAGES } from '../../src/domain/leads/field-rules.ts';
import { MODEL_LEAD_CATEGORY } from '../../src/domain/leads/model-lead-form.ts';
import { modelOrderPath, modelTestDrivePath, ROUTES } from '../../src/domain/routes/routes.ts';
import { FORM_TEXTS, LABELS } from '../../src/domain/basics/texts.ts';
import { expectNoAxeViolations, test } from './a11y.ts';
import { siteConfig, siteOrigin, type DemoSite } from './sites.ts';
import { recordDataLayer, recordedDataLayer, waitOutBotCheck } from './lead-helpers.ts';
import { staticIslands } from './islands.ts';

const ROOT = path.join(import.meta.dirname, '..', '..');

/** A model of a demo site's catalogue. */
function demoModel(site: DemoSite, slug: string): ModelCatalogueEntry {
  const models = JSON.parse(readFileSync(path.join(ROOT, 'data', site, 'models.json'), 'utf8')) as ModelCatalogueEntry[];
  const model = models.find((entry) => entry.slug === slug);
  if (model === undefined) throw new Error(`${site} has no model ${slug}`);
  return model;
}

/** Opens a model lead page and waits for its form island; returns when the form was shown (the bot check's fill time counts from it). */
async function openForm(page: Page, url: string): Promise<number> {
  await page.goto(url);
  await expect(staticIslands(page)).toHaveCount(0);
  return Date.now();
}

/** Submits with `button`, waits for POST /api/leads, and checks the shopper lands on /success; the lead id. */
async function submitToSuccess(page: Page, site: DemoSite, button: string, shownAt: number): Promise<{ leadId: string; sent: { user: Record<string, unknown>; category: string } }> {
  await waitOutBotCheck(page, shownAt);
  await recordDataLayer(page);
  const answer = page.waitForResponse((response) => response.url().endsWith('/api/leads') && response.request().method() === 'POST');
  await page.getByRole('button', { name: button, exact: true }).click();
  const response = await answer;
  // Read once, at once: the page navigates to /success right after, and the body goes with it.
  const body = await response.text();
  expect(response.status(), body).toBe(200);
  const { lead_id: leadId } = JSON.parse(body) as { lead_id: string };
  await expect(page).toHaveURL(`${siteOrigin(site)}${ROUTES.success}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Thank you');
  await expectNoAxeViolations(page);
  return { leadId, sent: response.request().postDataJSON() as { user: Record<string, unknown>; category: string } };
}

/** The event ids pushed to the data layer for a lead. */
async function pushedEventIds(page: Page, leadId: string): Promise<unknown[]> {
  const pushed = await recordedDataLayer(page);
  return pushed.filter((item) => item.lead_id === leadId).map((item) => item.event_id);
}

/** What `npm run leads -- list --json` says of a lead (through the running server's ops endpoint). */
async function listedLead(site: DemoSite, leadId: string): Promise<Record<string, unknown> | undefined> {
  const { stdout } = await promisify(execFile)(process.execPath, [path.join(ROOT, 'scripts', 'leads.ts'), 'list', '--site', site, '--json'], { cwd: ROOT });
  return (JSON.parse(stdout) as Record<string, unknown>[]).find((lead) => lead.lead_id === leadId);
}

test('an order for a Brighton Volkswagen model opens with it chosen and ends on /success, listed with its model', async ({ page }) => {
  // The form twice, past the bot check's fill time, axe twice and the leads CLI: past 30 s on a busy machine.
  test.setTimeout(60_000);
  const site: DemoSite = 'brighton-volkswagen';
  const model = demoModel(site, 'tiguan');
  const shownAt = await openForm(page, `${siteOrigin(site)}${modelOrderPath(model.slug)}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Order your new Volkswagen');
  const form = page.locator('#model-order-form');
  await expect(form.getByRole('combobox', { name: 'Model' })).toHaveValue(model.slug);
  await expectNoAxeViolations(page);

  // An empty submit: the banner lists what is missing (the model is chosen), focused.
  await form.getByRole('button', { name: 'Order Now' }).click();
  const banner = form.getByRole('alert');
  await expect(banner).toContainText(FORM_TEXTS.errorBanner);
  await expect(banner).toBeFocused();
  await expect(banner.getByRole('listitem')).toHaveText(['Name', 'Email', 'Phone', 'Message'].map((label) => FIELD_MESSAGES.required(label)));
  await expectNoAxeViolations(page);

  await form.getByRole('textbox', { name: 'Name', exact: true }).fill('Alex Shopper');
  await form.getByRole('textbox', { name: 'Email', exact: true }).fill('alex@example.com');
  await form.getByRole('textbox', { name: 'Phone', exact: true }).fill('0400 123 456');
  if (siteConfig(site).features.enquiry_message !== 'off') await form.getByRole('textbox', { name: 'Message' }).fill('In Pure Grey, please.');
  // Leaving the message clears its error line, which moves the opt-in up: tab to the box as a keyboard user would.
  await page.keyboard.press('Tab');
  await expect(page.locator('#model-order-form-message-error')).toHaveCount(0);
  await form.getByRole('checkbox', { name: FORM_TEXTS.defaultOptIn }).check();
  const { leadId, sent } = await submitToSuccess(page, site, 'Order Now', shownAt);
  expect(sent.category).toBe(MODEL_LEAD_CATEGORY.order);
  expect(sent.user).toMatchObject({ source: 'model_order', model_id: model.slug, 'Vehicle Make': 'Volkswagen', 'Vehicle Model': model.name, car_type: 'new' });
  expect(sent.user).not.toHaveProperty('car_id');
  expect(await pushedEventIds(page, leadId)).toEqual([LEAD_EVENT_IDS.newCarEnquiry]);

  expect(await listedLead(site, leadId)).toMatchObject({
    kind: 'lead',
    category: MODEL_LEAD_CATEGORY.order,
    event_id: LEAD_EVENT_IDS.newCarEnquiry,
    model_id: model.slug,
    vehicle: `Volkswagen ${model.name} (model)`,
  });
});

test('a Bayside test drive of a model, date-time and message left out, ends on /success with event 17, listed with its model', async ({ page }) => {
  // The form past the bot check's fill time, axe and the leads CLI: past 30 s on a busy machine.
  test.setTimeout(60_000);
  const site: DemoSite = 'bayside-motor-group';
  const model = demoModel(site, 'ev9');
  const shownAt = await openForm(page, `${siteOrigin(site)}${modelTestDrivePath(model)}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(LABELS.bookATestDrive);
  const form = page.locator('#model-test-drive-form');
  await expect(form.getByRole('combobox', { name: 'Model' })).toHaveValue(model.slug);
  // One dealership sells the make: no dealership to choose.
  await expect(form.getByRole('combobox', { name: 'Dealership' })).toHaveCount(0);
  await expect(form.getByLabel('Preferred date and time')).toBeVisible();
  await expectNoAxeViolations(page);

  await form.getByRole('textbox', { name: 'Name', exact: true }).fill('Sam Driver');
  await form.getByRole('textbox', { name: 'Email', exact: true }).fill('sam@example.com');
  await form.getByRole('textbox', { name: 'Phone', exact: true }).fill('0400 987 654');
  const { leadId, sent } = await submitToSuccess(page, site, LABELS.bookATestDrive, shownAt);
  expect(sent.user).toMatchObject({ source: 'model_test_drive', model_id: model.slug, dealership_slug: 'bayside-kia', dateTime: null, message: '' });
  expect(await pushedEventIds(page, leadId)).toEqual([LEAD_EVENT_IDS.newOrTestDriveOnlyTestDrive]);

  expect(await listedLead(site, leadId)).toMatchObject({
    kind: 'lead',
    category: MODEL_LEAD_CATEGORY.test_drive,
    event_id: LEAD_EVENT_IDS.newOrTestDriveOnlyTestDrive,
    dealership_slug: 'bayside-kia',
    model_id: model.slug,
    vehicle: `Kia ${model.name} (model)`,
  });
});

test('a model_id the catalogue does not have chooses no model and says so; the select still works', async ({ page }) => {
  const site: DemoSite = 'bayside-motor-group';
  await openForm(page, `${siteOrigin(site)}${modelTestDrivePath({ slug: 'no-such-model', name: 'Imaginary GT' })}`);
  const form = page.locator('#model-test-drive-form');
  await expect(form.getByRole('status')).toContainText('We could not find the model “Imaginary GT” in our range.');
  const select = form.getByRole('combobox', { name: 'Model' });
  await expect(select).toHaveValue('');
  // The shopper chooses one; its make has one dealership here, so there is still none to choose.
  await select.selectOption('cx-5');
  await expect(select).toHaveValue('cx-5');
  await expect(form.getByRole('combobox', { name: 'Dealership' })).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test('on a site with enquiry terms the order form asks for them and links to them; the test drive does not', async ({ page }) => {
  const site: DemoSite = 'harbour-city-renault-skoda';
  const terms = siteConfig(site).features.enquiry_terms;
  if (terms === undefined) throw new Error(`${site} sets no enquiry terms`);
  await openForm(page, `${siteOrigin(site)}${ROUTES.orderNow}`);
  const order = page.locator('#model-order-form');
  await expect(order.getByRole('checkbox', { name: terms.label })).toBeVisible();
  await expect(order.getByRole('link', { name: /opens in a new tab/ })).toHaveAttribute('target', '_blank');
  await expectNoAxeViolations(page);
  await openForm(page, `${siteOrigin(site)}${ROUTES.bookTestDrive}`);
  await expect(page.locator('#model-test-drive-form').getByRole('checkbox', { name: terms.label })).toHaveCount(0);
});
