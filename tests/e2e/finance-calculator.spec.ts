/**
 * The repayment calculator on the vehicle page's Finance Quote section,
 * on an AU site (northern-isuzu-ute, rate 10), the NZ site and the US site. From its own inputs it
 * reproduces the reference repayments ($30,000 at 10% over 5 years: $637.41 monthly, $293.68 fortnightly,
 * $146.73 weekly), and shows what each region's credit advertising rules require: the comparison
 * rate beside the rate with the warning and the credit licence (AU), the total amount payable (NZ),
 * the APR, term and down payment (US). Operated by keyboard; axe on every state checked.
 */
import { expect, type Locator, type Page } from '@playwright/test';
import type { Car } from '../../src/domain/cars/car.ts';
import { COMPARISON_RATE_WARNING } from '../../src/domain/finance/credit-disclosure.ts';
import { formatRate } from '../../src/domain/basics/format.ts';
import { offersFinanceQuote } from '../../src/domain/finance/finance-quote.ts';
import { comparisonRate } from '../../src/domain/finance/rate-maths.ts';
import { estimateRepayments } from '../../src/domain/finance/repayments.ts';
import { isSold } from '../../src/domain/cars/car-state.ts';
import { formatMoneyCents } from '../../src/domain/finance/format-cents.ts';
import { carPath } from '../../src/domain/routes/routes.ts';
import { LABELS } from '../../src/domain/basics/texts.ts';
import { expectNoAxeViolations, test } from './a11y.ts';
import { listedCar, siteConfig, siteOrigin, type DemoSite } from './sites.ts';
import { staticIslands } from './islands.ts';

const AU_SITE = 'northern-isuzu-ute';
const NZ_SITE = 'harbour-city-renault-skoda';
const US_SITE = 'lakeside-mazda';

/** A car with a Finance Quote on the site. */
function quoteCar(site: DemoSite): Car {
  return listedCar(site, (car) => offersFinanceQuote(car, siteConfig(site).features.buttons.finance));
}

/** Opens a car's page, follows the sidebar's 'Finance Quote' and waits for the calculator to hydrate. */
async function openFinanceQuote(page: Page, site: DemoSite, car: Car): Promise<Locator> {
  const response = await page.goto(`${siteOrigin(site)}${carPath(car.slug)}`);
  expect(response?.status()).toBe(200);
  await page.getByRole('complementary', { name: 'Price and actions' }).getByRole('link', { name: LABELS.financeQuote, exact: true }).click();
  await expect(page).toHaveURL(/#finance-quote$/);
  const section = page.getByRole('region', { name: LABELS.financeQuote, exact: true });
  await expect(section).toBeInViewport();
  await expect(section.locator('astro-island[ssr]')).toHaveCount(0);
  return section;
}

/** Types the reference loan: $30,000, nothing down, 5 years, no balloon. */
async function enterBaseLoan(section: Locator, depositLabel: string): Promise<void> {
  await section.getByRole('textbox', { name: 'Vehicle price' }).fill('30000');
  await section.getByRole('textbox', { name: depositLabel }).fill('0');
  await section.getByRole('combobox', { name: 'Loan term' }).selectOption('5');
  await section.getByRole('textbox', { name: /^Balloon/ }).fill('0');
}

/** The three vectors, chosen by the frequency radios; `terms` is what the region puts beside each. */
async function expectVectors(section: Locator, frequencies: { monthly: string; fortnightly: string; weekly: string }, terms: (payment: string) => string | null) {
  const result = section.getByRole('status');
  for (const [frequency, payment] of [
    [frequencies.monthly, '$637.41'],
    [frequencies.fortnightly, '$293.68'],
    [frequencies.weekly, '$146.73'],
  ] as const) {
    await section.getByRole('radio', { name: frequency, exact: true }).check();
    await expect(result).toContainText(payment);
    const beside = terms(payment);
    if (beside !== null) await expect(result).toContainText(beside);
  }
}

test('AU: the calculator gives the vectors at 10%, with the comparison rate beside the rate, the warning, the basis and the credit licence', async ({ page }) => {
  const config = siteConfig(AU_SITE);
  expect(config.region).toBe('AU');
  expect(config.finance.interest_rate).toBe(10);
  const section = await openFinanceQuote(page, AU_SITE, quoteCar(AU_SITE));
  await enterBaseLoan(section, 'Deposit or trade-in');
  await expectVectors(section, { monthly: 'Monthly', fortnightly: 'Fortnightly', weekly: 'Weekly' }, () => null);

  const fees = { establishment: config.finance.establishment_fee, monthly: config.finance.monthly_fee };
  const comparison = `${formatRate(comparisonRate(10, fees))} p.a.`;
  expect(comparison).not.toBe('10.00% p.a.');
  // The two rates in one element, each figure in the same strong element: as prominent as each other.
  const rates = section.locator('.finance-calculator__rates');
  await expect(rates).toHaveText(`10.00% p.a. interest rate ${comparison} comparison rate*`);
  await expect(rates.locator('strong')).toHaveText(['10.00% p.a.', comparison]);
  await expect(section.getByText(`*${COMPARISON_RATE_WARNING}`)).toBeVisible();
  await expect(section.getByText(/^Comparison rate calculated on a secured loan of \$30,000 over 5 years, with fees of /)).toBeVisible();
  await expect(section.getByText(config.finance.credit_licence_number ?? 'no licence in the config', { exact: true })).toBeVisible();
  // The estimate states the rate too, so it carries the comparison rate as well, and its assumptions.
  await expect(section.getByText(/^Estimate only, based on a price of \$30,000, a deposit or trade-in of \$0, a 5-year term, no balloon, weekly repayments at 10\.00% p\.a\. \(comparison rate /)).toContainText('Subject to credit approval.');
  await expectNoAxeViolations(page);
});

test('NZ: the vectors at 10%, each with the total amount payable beside it; no comparison rate', async ({ page }) => {
  const config = siteConfig(NZ_SITE);
  expect(config.region).toBe('NZ');
  expect(config.finance.interest_rate).toBe(10);
  const section = await openFinanceQuote(page, NZ_SITE, quoteCar(NZ_SITE));
  await enterBaseLoan(section, 'Deposit or trade-in');
  const totalPayable = (frequency: 'monthly' | 'fortnightly' | 'weekly') => {
    const result = estimateRepayments({
      price: 30_000,
      deposit: 0,
      termYears: 5,
      balloonPercent: 0,
      frequency,
      annualRatePercent: 10,
      fees: { establishment: config.finance.establishment_fee, monthly: config.finance.monthly_fee },
    });
    if (!result.ok) throw new Error('no estimate');
    return `Total amount payable ${formatMoneyCents(result.estimate.totalPayable, 'NZ')}`;
  };
  const byPayment: Record<string, string> = { '$637.41': totalPayable('monthly'), '$293.68': totalPayable('fortnightly'), '$146.73': totalPayable('weekly') };
  await expectVectors(section, { monthly: 'Monthly', fortnightly: 'Fortnightly', weekly: 'Weekly' }, (payment) => byPayment[payment] ?? null);
  await expect(section.getByRole('status')).toContainText('Total amount payable $38,');
  await expect(section.locator('.finance-calculator__rates')).toHaveText('10.00% p.a. interest rate');
  await expect(section.getByText(/comparison rate/i)).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test('US: the vectors at 10%, each payment with its APR, term and down payment', async ({ page }) => {
  const config = siteConfig(US_SITE);
  expect(config.region).toBe('US');
  expect(config.finance).toMatchObject({ interest_rate: 10, establishment_fee: 0, monthly_fee: 0 });
  const section = await openFinanceQuote(page, US_SITE, quoteCar(US_SITE));
  await enterBaseLoan(section, 'Down payment or trade-in');
  const terms: Record<string, string> = {
    '$637.41': '$637.41/mo for 60 months at 10.00% APR with $0 down',
    '$293.68': '$293.68 every two weeks for 130 payments at 10.00% APR with $0 down',
    '$146.73': '$146.73/wk for 260 weeks at 10.00% APR with $0 down',
  };
  await expectVectors(section, { monthly: 'Monthly', fortnightly: 'Every two weeks', weekly: 'Weekly' }, (payment) => terms[payment] ?? null);
  await section.getByRole('textbox', { name: 'Down payment or trade-in' }).fill('5000');
  await expect(section.getByRole('status')).toContainText('/wk for 260 weeks at 10.00% APR with $5,000 down');
  await expect(section.getByText(/comparison rate/i)).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test('the calculator starts from the car\'s price, and works by keyboard alone', async ({ page }) => {
  const car = quoteCar(AU_SITE);
  const response = await page.goto(`${siteOrigin(AU_SITE)}${carPath(car.slug)}`);
  expect(response?.status()).toBe(200);
  const financeQuote = page.getByRole('complementary', { name: 'Price and actions' }).getByRole('link', { name: LABELS.financeQuote, exact: true });
  await financeQuote.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#finance-quote$/);
  const section = page.getByRole('region', { name: LABELS.financeQuote, exact: true });
  await expect(section.locator('astro-island[ssr]')).toHaveCount(0);
  const price = section.getByRole('textbox', { name: 'Vehicle price' });
  await expect(price).toHaveValue(String(car.price));

  // Tab from the section's start reaches the price first, then the deposit, the term, the balloon and the frequencies.
  await page.keyboard.press('Tab');
  await expect(price).toBeFocused();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('30000');
  await page.keyboard.press('Tab');
  await expect(section.getByRole('textbox', { name: 'Deposit or trade-in' })).toBeFocused();
  await page.keyboard.press('Tab');
  const term = section.getByRole('combobox', { name: 'Loan term' });
  await expect(term).toBeFocused();
  await expect(term).toHaveValue('5');
  await page.keyboard.press('Tab');
  await expect(section.getByRole('textbox', { name: /^Balloon/ })).toBeFocused();
  await page.keyboard.press('Tab');
  // The radio group is one tab stop, on the checked frequency (weekly to start with in AU); arrows move the choice.
  const weekly = section.getByRole('radio', { name: 'Weekly', exact: true });
  await expect(weekly).toBeFocused();
  await expect(section.getByRole('status')).toContainText('$146.73');
  await page.keyboard.press('ArrowDown');
  await expect(section.getByRole('radio', { name: 'Fortnightly', exact: true })).toBeChecked();
  await expect(section.getByRole('status')).toContainText('$293.68');
  await page.keyboard.press('ArrowDown');
  await expect(section.getByRole('radio', { name: 'Monthly', exact: true })).toBeChecked();
  await expect(section.getByRole('status')).toContainText('$637.41');
  await expectNoAxeViolations(page);
});

test('a loan the calculator cannot estimate says why, beside the field and in the announced result', async ({ page }) => {
  const section = await openFinanceQuote(page, AU_SITE, quoteCar(AU_SITE));
  const deposit = section.getByRole('textbox', { name: 'Deposit or trade-in' });
  await section.getByRole('textbox', { name: 'Vehicle price' }).fill('30000');
  await deposit.fill('30000');
  const message = 'The deposit or trade-in must be less than the vehicle price.';
  await expect(deposit).toHaveAttribute('aria-invalid', 'true');
  await expect(deposit).toHaveAccessibleDescription(message);
  await expect(section.getByRole('status')).toHaveText(`No estimate yet: ${message}`);
  await expectNoAxeViolations(page);
  await deposit.fill('5000');
  await expect(deposit).toHaveAttribute('aria-invalid', 'false');
  await expect(section.getByRole('status')).toContainText('$');
});

test('the Finance Quote section keeps a finance enquiry: the enquiry modal with the Finance Enquiry category', async ({ page }) => {
  const car = quoteCar(AU_SITE);
  const section = await openFinanceQuote(page, AU_SITE, car);
  await page.getByRole('region', { name: 'Location', exact: true }).scrollIntoViewIfNeeded();
  await expect(staticIslands(page)).toHaveCount(0);
  await section.getByRole('link', { name: 'Send a finance enquiry' }).click();
  const dialog = page.getByRole('dialog', { name: `${LABELS.enquire}: ${car.name}` });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('combobox', { name: 'Category', exact: true })).toHaveValue('Finance Enquiry');
  await expectNoAxeViolations(page);
});

test('a sold car has no Finance Quote', async ({ page }) => {
  const sold = listedCar(US_SITE, isSold);
  await page.goto(`${siteOrigin(US_SITE)}${carPath(sold.slug)}`);
  await expect(page.getByRole('link', { name: LABELS.financeQuote, exact: true })).toHaveCount(0);
  await expect(page.getByRole('region', { name: LABELS.financeQuote, exact: true })).toHaveCount(0);
});

test("before (or without) the calculator's JavaScript, the first estimate for the car's price is in the page as built", async ({ page }) => {
  // The island's code never arrives: what shows is the server-rendered HTML.
  await page.route('**/_astro/RepaymentCalculator.*.js', (route) => route.abort());
  const car = quoteCar(US_SITE);
  await page.goto(`${siteOrigin(US_SITE)}${carPath(car.slug)}#finance-quote`);
  const result = estimateRepayments({ price: car.price, deposit: 0, termYears: 5, balloonPercent: 0, frequency: 'monthly', annualRatePercent: 10, fees: { establishment: 0, monthly: 0 } });
  if (!result.ok) throw new Error('no estimate');
  const section = page.getByRole('region', { name: LABELS.financeQuote, exact: true });
  const payment = formatMoneyCents(result.estimate.repayment, 'US');
  await expect(section.locator('astro-island[ssr]')).toHaveCount(1);
  await expect(section.getByRole('textbox', { name: 'Vehicle price' })).toHaveValue(String(car.price));
  await expect(section.getByRole('status')).toHaveText(`Estimated monthly payment${payment}${payment}/mo for 60 months at 10.00% APR with $0 down`);
  await expect(section.getByText(/^Estimate only, based on a price of /)).toContainText('Subject to credit approval.');
});
