/**
 * The shopper's whole deal, as they build it: a trade-in valued in the wizard from a car's page,
 * back to the car's deal builder with it, a repayment chosen in the calculator and a postcode for the
 * drive-away estimate; the deal's page shows every figure the server worked out, its link is copied
 * and opened in a fresh browser with the same figures, and sent to the dealer by keyboard: the stored
 * lead's ADF (valid against the repository's DTD) carries the car with its price, the trade-in with
 * its estimate and the finance figures. A changed link is refused in plain words. axe runs on every
 * page visited.
 */
import { spawnSync } from 'node:child_process';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import type { Car } from '../../src/domain/cars/car.ts';
import { isPriceEligibleForValuation, isSold } from '../../src/domain/cars/car-state.ts';
import { formatMoney, formatMoneyToCent } from '../../src/domain/basics/format.ts';
import { offersFinanceQuote } from '../../src/domain/finance/finance-quote.ts';
import { DEAL_API, DEAL_BUILDER_ANCHOR, DEAL_TEXTS } from '../../src/domain/deals/deal.ts';
import { DEAL_BUILDER_TEXTS } from '../../src/domain/deals/deal-builder.ts';
import type { DealView } from '../../src/domain/deals/deal-view.ts';
import { carPath, carTradeInPath, ROUTES } from '../../src/domain/routes/routes.ts';
import { siteDriveAwayFigure } from '../../src/config/site-drive-away.ts';
import { readCrmDeliveryConfig } from '../../src/server/crm/crm-config.ts';
import { expectNoAxeViolations, test } from './a11y.ts';
import { listedCar, siteConfig, siteOrigin } from './sites.ts';
import { keepAnswers, waitOutBotCheck } from './lead-helpers.ts';
import { answerAdjustments, AU, fillDetails, findByPlate, getEstimate, openTradeIn, stepHeading, valuedPlate } from './trade-in-helpers.ts';

const ROOT = path.join(import.meta.dirname, '..', '..');
const ADF_DTD = path.join(ROOT, 'docs', 'standards', 'adf-1.0.dtd');
const config = siteConfig(AU);

/** A car a whole deal can be built on: valued against, with a repayment and a drive-away estimate. */
function dealCar(): Car {
  return listedCar(
    AU,
    (car) =>
      !isSold(car) &&
      isPriceEligibleForValuation(car) &&
      offersFinanceQuote(car, true) &&
      siteDriveAwayFigure(config, Math.floor(Date.now() / 1000), car).kind === 'estimate',
  );
}

/** The deal page's headline figures, by name, as the shopper reads them. */
async function shownFigures(page: Page): Promise<Record<string, string>> {
  const figures = page.locator('[data-figure]');
  await expect(figures.first()).toBeVisible();
  return Object.fromEntries(await figures.evaluateAll((elements) => elements.map((element) => [element.getAttribute('data-figure') ?? '', (element.textContent ?? '').replace(/\s+/g, ' ').trim()])));
}

/** The ADF the local outbox delivered for a lead (the webhook's file: the request line, headers, then the ADF). */
async function deliveredAdf(leadId: string): Promise<string> {
  const crm = readCrmDeliveryConfig(process.env, ROOT);
  if (crm.mode !== 'local') throw new Error('the browser tests deliver leads to the local outbox');
  const dir = crm.outboxDir;
  await expect
    .poll(async () => (await readdir(dir).catch(() => [])).some((name) => name.includes(`lead-${leadId}-`) && name.endsWith('.http')), {
      message: `the outbox delivers lead ${leadId}`,
      timeout: 30_000,
    })
    .toBe(true);
  const name = (await readdir(dir)).find((file) => file.includes(`lead-${leadId}-`) && file.endsWith('.http')) ?? '';
  const request = await readFile(path.join(dir, name), 'utf8');
  return request.slice(request.indexOf('<?xml'));
}

test('a deal with a trade-in and a repayment is built, shared, opened elsewhere with the same figures and sent to the dealer', async ({ page, browser }) => {
  // The wizard, the car page, the deal page twice, the send and the outbox's delivery, with axe on each: past 60 s on a busy machine.
  test.setTimeout(180_000);
  const car = dealCar();

  // The trade-in, valued from the car's page: the wizard offers the way back to the car's deal.
  await openTradeIn(page, AU, carTradeInPath(car.id));
  const plate = valuedPlate(AU);
  await findByPlate(page, AU, plate.rego, plate.regoState);
  await page.getByRole('button', { name: "Yes, that's my car" }).click();
  await answerAdjustments(page, { odometer: '30000', condition: /^Good/ });
  await fillDetails(page, AU);
  await getEstimate(page);
  await expect(stepHeading(page, 'Your estimate')).toBeFocused();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: `Add this trade-in to your deal on the ${car.name}` }).click();
  await expect(page).toHaveURL(`${siteOrigin(AU)}${carPath(car.slug)}#${DEAL_BUILDER_ANCHOR}`);

  // The repayment: a deposit and a term chosen in the calculator, which the builder follows.
  const calculator = page.getByRole('region', { name: 'Finance Quote' });
  await calculator.getByRole('textbox', { name: 'Deposit or trade-in' }).fill('5000');
  await calculator.getByRole('combobox', { name: 'Loan term' }).selectOption('4');
  const builder = page.getByRole('region', { name: DEAL_BUILDER_TEXTS.heading });
  await expect(builder.getByText('Deposit or trade-in $5,000, 4 years, balloon 0%, weekly repayments.')).toBeVisible();
  const tradeIn = builder.getByRole('checkbox', { name: /^Include my trade-in: / });
  await expect(tradeIn).toBeChecked();
  await expect(builder.getByRole('checkbox', { name: DEAL_BUILDER_TEXTS.includeFinance })).toBeChecked();
  // A postcode that is no state's is refused beside its field; a Sydney one is taken.
  const postcode = builder.getByRole('textbox', { name: DEAL_BUILDER_TEXTS.postcodeLabel });
  await postcode.fill('0100');
  await builder.getByRole('button', { name: DEAL_BUILDER_TEXTS.submit }).click();
  await expect(postcode).toHaveAttribute('aria-invalid', 'true');
  await expect(builder.getByRole('alert')).toContainText(DEAL_BUILDER_TEXTS.badPostcode);
  await expectNoAxeViolations(page);
  await postcode.fill('2000');
  const madeAnswer = await keepAnswers(page, `**${DEAL_API.deals}`);
  const made = page.waitForRequest((request) => request.url().endsWith(DEAL_API.deals) && request.method() === 'POST');
  await builder.getByRole('button', { name: DEAL_BUILDER_TEXTS.submit }).click();
  // Only choices go: the car, the postcode, the wizard's id with its answers, and the calculator's choices.
  expect((await made).postDataJSON()).toEqual({
    car: car.slug,
    place: { postcode: '2000' },
    tradeIn: { valuationId: expect.any(String) as unknown as string, odometer: 30000, condition: 'good', service_history: 'full', damage: false, finance_owing: false },
    finance: { deposit: 5000, termMonths: 48, balloonPercent: 0, frequency: 'weekly' },
  });
  await page.waitForURL((url) => url.pathname === ROUTES.deal && url.searchParams.has('d'));
  const answer = madeAnswer();
  expect(answer?.status).toBe(201);
  const { deal } = JSON.parse(answer?.text ?? '{}') as { token: string; deal: DealView };
  const dealUrl = page.url();

  // Every figure the server worked out, as it worked them out.
  if (deal.driveAway?.kind !== 'estimate' || deal.tradeIn?.outcome !== 'estimate' || deal.finance?.kind !== 'estimate' || deal.price.amount === null) {
    throw new Error(`the deal lacks a part: ${JSON.stringify(deal)}`);
  }
  expect(deal.driveAway.placeLabel).toContain('NSW 2000');
  const figures = await shownFigures(page);
  expect(figures.price).toContain(formatMoney(deal.price.amount, 'AU'));
  expect(figures['drive-away']).toContain(formatMoneyToCent(deal.driveAway.total, 'AU'));
  expect(figures['trade-in']).toContain(`${formatMoney(deal.tradeIn.low ?? 0, 'AU')}`);
  expect(figures['trade-in']).toContain(`${formatMoney(deal.tradeIn.high ?? 0, 'AU')}`);
  expect(figures.repayment).toContain(formatMoneyToCent(deal.finance.repayment, 'AU'));
  await expectNoAxeViolations(page);

  // Shared, by keyboard: the link is copied.
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: siteOrigin(AU) });
  await page.getByRole('button', { name: 'Share this deal' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Link copied')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(dealUrl);

  // Opened in a browser that has never seen the site: the same figures.
  const elsewhere = await browser.newContext();
  try {
    const other = await elsewhere.newPage();
    await other.goto(dealUrl);
    expect(await shownFigures(other)).toEqual(figures);
    await expectNoAxeViolations(other);
  } finally {
    await elsewhere.close();
  }

  // Sent to the dealer, by keyboard.
  const form = page.getByRole('form', { name: 'Send to the dealer' });
  const shownAt = Date.now();
  await form.getByRole('textbox', { name: 'Name' }).focus();
  await page.keyboard.type('Alex Dealmaker');
  await page.keyboard.press('Tab');
  await page.keyboard.type('alex.dealmaker@example.com');
  await page.keyboard.press('Tab');
  await page.keyboard.type('0400 123 456');
  await waitOutBotCheck(page, shownAt);
  const sent = page.waitForResponse((response) => response.url().endsWith(DEAL_API.send));
  await form.getByRole('button', { name: 'Send to the dealer' }).focus();
  await page.keyboard.press('Enter');
  const sendAnswer = await sent;
  expect(sendAnswer.status()).toBe(201);
  const { leadId } = (await sendAnswer.json()) as { leadId: string };
  await expect(page.getByRole('status').filter({ hasText: car.name })).toBeVisible();
  await expectNoAxeViolations(page);

  // The stored lead's ADF: valid, with the car and its price, the trade-in and its estimate, and the finance.
  const adf = await deliveredAdf(leadId);
  const check = spawnSync('xmllint', ['--noout', '--dtdvalid', ADF_DTD, '-'], { input: adf, encoding: 'utf8' });
  expect(check.status, check.stderr).toBe(0);
  expect(adf).toMatch(new RegExp(`<vehicle interest="buy"[^>]*>[\\s\\S]*<price type="asking"[^>]*>${deal.price.amount}</price>`));
  expect(adf).toMatch(/<vehicle interest="trade-in" status="used">[\s\S]*<price type="appraisal"[^>]*>\d+<\/price>/);
  expect(adf).toContain(`<amount type="downpayment"`);
  expect(adf).toMatch(/<finance>[\s\S]*<method>finance<\/method>[\s\S]*<\/finance>/);
  const total = deal.driveAway.total;
  expect(adf).toContain(`Estimated drive-away price for ${deal.driveAway.placeLabel}: AUD ${Number.isInteger(total) ? total : total.toFixed(2)}`);

  // A changed link is refused in plain words.
  const url = new URL(dealUrl);
  const token = url.searchParams.get('d') ?? '';
  // One character of the deal's claims changed, as a shopper editing the link would.
  const at = token.indexOf('.') + 10;
  url.searchParams.set('d', `${token.slice(0, at)}${token[at] === 'A' ? 'B' : 'A'}${token.slice(at + 1)}`);
  await page.goto(url.href);
  await expect(page.getByRole('alert')).toHaveText(DEAL_TEXTS.invalid);
  await expectNoAxeViolations(page);
});
