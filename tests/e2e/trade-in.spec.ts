/**
 * The trade-in valuation, in the browser, on an AU, the NZ and the US demo site: a trade-in by plate
 * reaches an estimate and 'Accept offer' records event 18 (the data layer's push, and the lead
 * complete with event 18 in the leads CLI); an old or high-km car gets the no-estimate explanation
 * and a stored lead; the valuation service being down (a 503 for the registration call) gives the
 * plain message and the lead is still stored; a plate nobody knows is chosen by hand; the vehicle
 * page's 'Trade-In Valuation' lands on /cars/trade-in?car_id= showing the car; one run by keyboard
 * only. axe runs on every step.
 */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, type Page } from '@playwright/test';
import { isPriceEligibleForValuation } from '../../src/domain/cars/car-state.ts';
import { advertisedPrice } from '../../src/domain/cars/price.ts';
import { LEAD_EVENT_IDS } from '../../src/domain/leads/event-ids.ts';
import { TRADE_IN_CATEGORY } from '../../src/domain/trade-in/trade-in-lead.ts';
import { carPath, carTradeInPath, ROUTES, VALUATION_API } from '../../src/domain/routes/routes.ts';
import { ERROR_TEXTS, LABELS } from '../../src/domain/basics/texts.ts';
import { noOnlineEstimateRuleText, tradeInFaq } from '../../src/domain/trade-in/faq.ts';
import { estimateValidityText, formatEstimateRange, noEstimateExplanation } from '../../src/domain/trade-in/wizard-lead.ts';
import { expectNoAxeViolations, test } from './a11y.ts';
import { listedCar, siteConfig, siteOrigin, type DemoSite } from './sites.ts';
import { recordDataLayer, recordedDataLayer, waitOutBotCheck } from './lead-helpers.ts';
import { answerAdjustments, AU, AU_STATE_NAMES, fillDetails, findByPlate, getEstimate, NZ, oldPlate, openedAt, openTradeIn, stepHeading, US, valuedPlate } from './trade-in-helpers.ts';
import { staticIslands } from './islands.ts';

const ROOT = path.join(import.meta.dirname, '..', '..');

interface ListedLead {
  lead_id: string;
  kind: string;
  category: string | null;
  event_id: number | null;
  complete: boolean;
}

/** What ops see: the site's leads from `npm run leads -- list` (the running server's store). */
async function listedLeads(site: DemoSite): Promise<ListedLead[]> {
  const { stdout } = await promisify(execFile)(process.execPath, [path.join(ROOT, 'scripts', 'leads.ts'), 'list', '--site', site, '--json'], { cwd: ROOT });
  return JSON.parse(stdout) as ListedLead[];
}


test.describe('the trade-in page', () => {
  test('has its heading, the wizard and the five FAQ questions with FAQPage structured data', async ({ page }) => {
    await openTradeIn(page, AU);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Value your car');
    const faq = page.getByRole('region', { name: 'Trade-in questions' });
    const questions = tradeInFaq('AU');
    await expect(faq.locator('summary')).toHaveText(questions.map((entry) => entry.question));
    // A disclosure: the answer shows once its question is opened, by keyboard.
    const rule = faq.locator('details').filter({ hasText: noOnlineEstimateRuleText('AU') });
    await rule.locator('summary').focus();
    await page.keyboard.press('Enter');
    await expect(rule.getByText(noOnlineEstimateRuleText('AU'))).toBeVisible();
    const structured = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((text) => JSON.parse(text) as { '@type': string; mainEntity: { name: string }[] });
    const jsonLd = structured.find((data) => data['@type'] === 'FAQPage');
    if (jsonLd === undefined) throw new Error('the trade-in page has no FAQPage structured data');
    expect(jsonLd.mainEntity.map((entry) => entry.name)).toEqual(questions.map((entry) => entry.question));
    await expectNoAxeViolations(page);
  });

  test("the home banner's 'Sell your car' lands on it", async ({ page }) => {
    await page.goto(`${siteOrigin(NZ)}/`);
    await page.getByRole('link', { name: 'Value my car' }).click();
    await expect(page).toHaveURL(`${siteOrigin(NZ)}${ROUTES.tradeIn}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Value your car');
  });
});

test("the vehicle page's 'Trade-In Valuation' lands on /cars/trade-in?car_id= showing the car", async ({ page }) => {
  const car = listedCar(AU, isPriceEligibleForValuation);
  await page.goto(`${siteOrigin(AU)}${carPath(car.slug)}`);
  await page.getByRole('complementary', { name: 'Price and actions' }).getByRole('link', { name: LABELS.tradeInValuation }).click();
  await expect(page).toHaveURL(`${siteOrigin(AU)}${carTradeInPath(car.id)}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(LABELS.tradeInValuation);
  const buying = page.getByRole('region', { name: 'Trading in towards' });
  await expect(buying).toContainText(car.name);
  await expect(buying).toContainText(advertisedPrice(car, 'AU').words);
  await expect(buying.getByRole('link', { name: `Back to the ${car.name}` })).toHaveAttribute('href', carPath(car.slug));
  await expectNoAxeViolations(page);

  // An unknown car still leaves a plain trade-in, with a note.
  await openTradeIn(page, AU, carTradeInPath(1));
  await expect(page.getByText('no longer available to value a trade-in against')).toBeVisible();
  await expect(stepHeading(page, 'Your registration')).toBeVisible();
});

test('the valuation service down: the plain message, the car by hand, and the lead still stored (US)', async ({ page }) => {
  // The wizard step by step with axe on each, the lead and the leads CLI: past 30 s on a busy machine.
  test.setTimeout(60_000);
  await page.route(`**${VALUATION_API.registration}`, (route) => route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ error: 'The valuation service did not answer.' }) }));
  await openTradeIn(page, US);
  await findByPlate(page, US, '7ABC123', 'WI');
  await expect(stepHeading(page, 'Choose your car')).toBeFocused();
  await expect(page.getByText("We can't value cars online right now.")).toBeVisible();
  await page.getByRole('combobox', { name: 'Make' }).selectOption('Mazda');
  await page.getByRole('textbox', { name: 'Model' }).fill('CX-5');
  await page.getByRole('combobox', { name: 'Year' }).selectOption(String(new Date().getFullYear() - 3));
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Continue' }).click();
  await answerAdjustments(page, { odometer: '30000', condition: /^Good/ });
  await fillDetails(page, US);
  const answer = page.waitForResponse((response) => response.url().endsWith('/api/leads') && response.request().method() === 'POST');
  await page.getByRole('button', { name: 'Send to the dealer' }).click();
  const response = await answer;
  expect(response.status(), await response.text()).toBe(200);
  const sent = response.request().postDataJSON() as { user: { trade_in: Record<string, unknown>; source: string }; last_step: boolean; category: string };
  expect(sent).toMatchObject({ category: TRADE_IN_CATEGORY, last_step: true, user: { source: 'trade_in', trade_in: { make: 'Mazda', model: 'CX-5', rego: '7ABC123', regoState: 'WI', outcome: 'provider-unavailable', estimate: null } } });
  const { lead_id: leadId } = (await response.json()) as { lead_id: string };
  await expect(page.getByText('Your details have reached the dealer')).toBeVisible();
  await expectNoAxeViolations(page);
  expect(await listedLeads(US)).toContainEqual(expect.objectContaining({ lead_id: leadId, category: TRADE_IN_CATEGORY, complete: true }));
});

test("a plate nobody knows is chosen by hand; a lead the server refuses shows the spec's fallback; Back and reload keep the answers (NZ)", async ({ page }) => {
  // The wizard step by step with axe on each, Back twice and a reload: past 30 s on a busy machine.
  test.setTimeout(60_000);
  await page.route('**/api/leads', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }));
  await openTradeIn(page, NZ);
  await findByPlate(page, NZ, 'KLM42', null);
  // A plate nobody knows: the car is chosen by hand.
  await expect(stepHeading(page, 'Choose your car')).toBeFocused();
  await expect(page.getByText('We could not find a car with that plate.')).toBeVisible();
  await page.getByRole('combobox', { name: 'Make' }).selectOption('Skoda');
  await page.getByRole('textbox', { name: 'Model' }).fill('Octavia');
  await page.getByRole('combobox', { name: 'Year' }).selectOption(String(new Date().getFullYear() - 2));
  await page.getByRole('button', { name: 'Continue' }).click();
  await answerAdjustments(page, { odometer: '20000', condition: /^Excellent/ });
  await fillDetails(page, NZ);
  // The car chosen by hand was identified: the estimate is asked for, then the lead fails.
  await getEstimate(page);
  const banner = page.getByRole('alert');
  await expect(banner).toHaveText(ERROR_TEXTS.leadSubmitFailed);
  await expect(banner).toBeFocused();
  await expectNoAxeViolations(page);
  // Back keeps every answer.
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByRole('textbox', { name: /^Odometer/ })).toHaveValue('20000');
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByRole('textbox', { name: 'Model' })).toHaveValue('Octavia');
  // A reload comes back to the same step.
  await page.reload();
  await expect(staticIslands(page)).toHaveCount(0);
  await expect(stepHeading(page, 'Choose your car')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Model' })).toHaveValue('Octavia');
});

/** Reads the estimate the page shows and checks it reads as the contract's answer: a range, an expiry, the assumptions. */
async function expectEstimateShown(page: Page, site: DemoSite, estimate: { low: number; high: number; expires_on: string; assumptions: string[] }): Promise<void> {
  await expect(stepHeading(page, 'Your estimate')).toBeFocused();
  const region = siteConfig(site).region;
  await expect(page.getByText(formatEstimateRange(estimate, region), { exact: true })).toBeVisible();
  await expect(page.getByText(`${estimateValidityText(estimate.expires_on, region)}.`)).toBeVisible();
  for (const assumption of estimate.assumptions) await expect(page.getByRole('listitem').filter({ hasText: assumption })).toBeVisible();
  await expectNoAxeViolations(page);
}

for (const site of [AU, NZ, US] as const) {
  test(`a trade-in by plate reaches an estimate and 'Accept offer' records event 18 (${siteConfig(site).region})`, async ({ page }) => {
    // The wizard step by step with axe on each, the estimate, the offer and the leads CLI twice: past 30 s on a busy machine.
    test.setTimeout(90_000);
    const plate = valuedPlate(site);
    await openTradeIn(page, site);
    await findByPlate(page, site, plate.rego, plate.regoState);
    await expect(stepHeading(page, 'Is this your car?')).toBeFocused();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: "Yes, that's my car" }).click();
    await answerAdjustments(page, { odometer: site === US ? '20000' : '30000', condition: /^Good/ });
    await fillDetails(page, site);
    const estimateAnswer = page.waitForResponse((response) => response.url().endsWith(VALUATION_API.estimate));
    const leadAnswer = page.waitForResponse((response) => response.url().endsWith('/api/leads') && response.request().method() === 'POST');
    const stored: unknown[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/miscellaneous')) stored.push(request.postDataJSON());
    });
    const keepsValuations = siteConfig(site).trade_in.store_valuations;
    const storedAnswer = keepsValuations ? page.waitForResponse((response) => response.url().endsWith('/api/miscellaneous')) : null;
    await getEstimate(page);
    const { estimate, id } = await (async () => {
      const answer = await estimateAnswer;
      const body = (await answer.json()) as { status: 'estimate'; estimate: { low: number; high: number; expires_on: string; assumptions: string[] } };
      return { estimate: body.estimate, id: (answer.request().postDataJSON() as { id: string }).id };
    })();
    // A site that keeps valuations stores this one beside the lead (POST /api/miscellaneous); the others send none.
    if (storedAnswer !== null) {
      const answer = await storedAnswer;
      expect(answer.status(), await answer.text()).toBe(200);
      expect(answer.request().postDataJSON()).toMatchObject({ column_name: 'valuation', valuation: { rego: plate.rego, id, adjustmentAnswers: { condition: 'good' } } });
    }
    const lead = await leadAnswer;
    expect(lead.request().postDataJSON()).toMatchObject({ category: TRADE_IN_CATEGORY, lead_id: null, last_step: false, user: { source: 'trade_in', trade_in: { outcome: 'estimate' } } });
    const { lead_id: leadId } = (await lead.json()) as { lead_id: string };
    await expectEstimateShown(page, site, estimate);
    if (!keepsValuations) expect(stored).toEqual([]);
    // Partial until the shopper answers: the dealer sees it already.
    expect(await listedLeads(site)).toContainEqual(expect.objectContaining({ lead_id: leadId, complete: false }));

    await recordDataLayer(page);
    const accepted = page.waitForResponse((response) => response.url().endsWith('/api/offer-accepted'));
    await page.getByRole('button', { name: 'Accept offer' }).click();
    expect((await accepted).request().postDataJSON()).toEqual({ lead_id: leadId, form_completed: true, offer_accepted: true });
    await expect(page).toHaveURL(`${siteOrigin(site)}${ROUTES.success}`);
    expect(await recordedDataLayer(page)).toContainEqual(expect.objectContaining({ event_id: LEAD_EVENT_IDS.tradeInOfferAccepted, lead_id: leadId }));
    expect(JSON.stringify(await recordedDataLayer(page))).not.toContain('alex.trader@example.com');
    expect(await listedLeads(site)).toContainEqual(expect.objectContaining({ lead_id: leadId, category: TRADE_IN_CATEGORY, complete: true, event_id: LEAD_EVENT_IDS.tradeInOfferAccepted }));
  });
}

test('an old car gets the no-estimate explanation and its lead reaches the dealer (NZ)', async ({ page }) => {
  // The wizard step by step with axe on each, the lead and the leads CLI: past 30 s on a busy machine.
  test.setTimeout(60_000);
  const plate = oldPlate(NZ);
  await openTradeIn(page, NZ);
  await findByPlate(page, NZ, plate.rego, null);
  await page.getByRole('button', { name: "Yes, that's my car" }).click();
  await answerAdjustments(page, { odometer: '60000', condition: /^Fair/ });
  await fillDetails(page, NZ);
  const leadAnswer = page.waitForResponse((response) => response.url().endsWith('/api/leads') && response.request().method() === 'POST');
  await getEstimate(page);
  const lead = await leadAnswer;
  expect(lead.request().postDataJSON()).toMatchObject({ last_step: true, user: { trade_in: { outcome: 'no-online-estimate-too-old', estimate: null } } });
  const { lead_id: leadId } = (await lead.json()) as { lead_id: string };
  await expect(stepHeading(page, 'No online estimate for this car')).toBeFocused();
  await expect(page.getByText(noEstimateExplanation('too-old', 'NZ'))).toBeVisible();
  await expect(page.getByText('Your details have reached the dealer')).toBeVisible();
  await expectNoAxeViolations(page);
  expect(await listedLeads(NZ)).toContainEqual(expect.objectContaining({ lead_id: leadId, category: TRADE_IN_CATEGORY, complete: true }));
});

test('a high-km car gets the no-estimate explanation (AU)', async ({ page }) => {
  // The wizard step by step with axe on each: past 30 s on a busy machine.
  test.setTimeout(60_000);
  const plate = valuedPlate(AU);
  await openTradeIn(page, AU);
  await findByPlate(page, AU, plate.rego, plate.regoState);
  await page.getByRole('button', { name: "Yes, that's my car" }).click();
  await answerAdjustments(page, { odometer: '180000', condition: /^Good/ });
  await fillDetails(page, AU);
  await getEstimate(page);
  await expect(stepHeading(page, 'No online estimate for this car')).toBeFocused();
  await expect(page.getByText(noEstimateExplanation('too-many-km', 'AU'))).toBeVisible();
});

test('the whole trade-in by keyboard only, to Talk to us; a valuation that fails to store is only logged (AU)', async ({ page }) => {
  // Every step by keyboard, past the bot check's fill time, to /success: past 30 s on a busy machine.
  test.setTimeout(60_000);
  const plate = valuedPlate(AU);
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.route('**/api/miscellaneous', (route) => route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ error: 'The store is down.' }) }));
  await openTradeIn(page, AU);
  const tab = async (times = 1) => {
    for (let index = 0; index < times; index += 1) await page.keyboard.press('Tab');
  };
  await page.getByRole('textbox', { name: 'Registration plate' }).focus();
  await page.keyboard.type(plate.rego);
  await tab();
  await expect(page.getByRole('combobox', { name: 'State or territory' })).toBeFocused();
  await page.keyboard.type(AU_STATE_NAMES[plate.regoState ?? 'VIC'] ?? '');
  await tab();
  await expect(page.getByRole('button', { name: 'Find my car' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(stepHeading(page, 'Is this your car?')).toBeFocused();
  await tab();
  await expect(page.getByRole('button', { name: "Yes, that's my car" })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(stepHeading(page, 'About your car')).toBeFocused();
  await tab();
  await page.keyboard.type('42000');
  // Each radio group takes one Tab; the arrow keys choose within it (the first press selects the first answer).
  for (const group of ['Condition', 'Service history', 'Does the car have any damage?', 'Is there finance owing on the car?']) {
    await tab();
    await page.keyboard.press('Space');
    await expect(page.getByRole('group', { name: new RegExp(`^${group.replace('?', '\\?')}`) }).getByRole('radio').first()).toBeChecked();
  }
  await tab();
  await expect(page.getByRole('button', { name: 'Continue' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(stepHeading(page, 'Your details')).toBeFocused();
  for (const text of ['Kim Keyboard', 'kim@example.com', '0400 555 123', '3186']) {
    await tab();
    await page.keyboard.type(text);
  }
  await expect(page.getByRole('textbox', { name: 'Postcode' })).toHaveValue('3186');
  // The opt-in, 'Remember my details', then the button.
  await tab(3);
  await expect(page.getByRole('button', { name: 'Get my estimate' })).toBeFocused();
  await waitOutBotCheck(page, openedAt.get(page) ?? Date.now());
  await page.keyboard.press('Enter');
  await expect(stepHeading(page, 'Your estimate')).toBeFocused();
  await expect.poll(() => errors).toContain(ERROR_TEXTS.valuationSaveFailed);
  await tab(2);
  await expect(page.getByRole('button', { name: 'Talk to us' })).toBeFocused();
  const completed = page.waitForResponse((response) => response.url().endsWith('/api/leads') && response.request().method() === 'POST');
  await page.keyboard.press('Enter');
  expect((await completed).request().postDataJSON()).toMatchObject({ last_step: true, user: { trade_in: { outcome: 'estimate' } } });
  await expect(page).toHaveURL(`${siteOrigin(AU)}${ROUTES.success}`);
});

test('US: the plate and its state, or else the VIN, is marked required as the shopper chooses how to find the car', async ({ page }) => {
  await openTradeIn(page, US);
  await stepHeading(page, /license plate/i).waitFor();
  const step = page.locator('#trade-in-plate');
  const findBy = step.getByRole('group', { name: /^Find my car by/ });
  const plate = step.getByRole('textbox', { name: 'License plate' });
  const state = step.getByRole('combobox', { name: 'State' });
  const vin = step.getByRole('textbox', { name: /^VIN/ });
  await expect(findBy.getByRole('radio', { name: 'VIN' })).toHaveAttribute('aria-required', 'true');
  for (const field of [plate, state]) await expect(field).toHaveAttribute('aria-required', 'true');
  await expect(step.locator('label[for="trade-in-plate-rego"]')).toContainText('*');

  await findBy.getByRole('radio', { name: 'VIN' }).check();
  await expect(vin).toHaveAttribute('aria-required', 'true');
  await expect(step.locator('label[for="trade-in-plate-vin"]')).toContainText('*');
  await expect(plate).toHaveCount(0);
  await expect(state).toHaveCount(0);
  await expectNoAxeViolations(page);
});
