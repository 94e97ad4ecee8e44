/**
 * Reserving a car online with a card deposit on a checkout site
 * (brighton-volkswagen) and a buy-online site (bayside-motor-group). From the vehicle page's 'Reserve
 * This Car' to the checkout, an empty submit's field errors, the sandbox payment page, a paid deposit
 * ending on the confirmation page, and the vehicle page then showing Reserved without the reserve
 * link; a declined card and 'Cancel and return' back to a filled checkout that says the car is still
 * held; a second shopper told 'This car has just been reserved'. axe runs on every page, the sandbox
 * gateway's own payment page included.
 *
 * The local database outlives a run, so cars reserved by an earlier run stay reserved: each test
 * picks a car the availability API says is free now, from its own share of the reservable cars (so
 * tests running side by side never race for one car), starting from the end of the feed (other
 * specs pick the first cars that fit them).
 */
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { ValidationError } from 'yup';
import type { Car } from '../../src/domain/cars/car.ts';
import { cardTag } from '../../src/domain/cars/card-tag.ts';
import { TEST_DRIVE_ONLY_TAG } from '../../src/domain/basics/constants.ts';
import { checkoutFormInitialValues, checkoutFormSchema } from '../../src/domain/leads/checkout-form.ts';
import { formErrorSummary } from '../../src/domain/leads/form-errors.ts';
import { postcodeRuleFor } from '../../src/domain/leads/postcode.ts';
import type { ReservationCreated } from '../../src/domain/reservations/reservation-api.ts';
import { depositCharge } from '../../src/domain/reservations/deposit.ts';
import { RESERVE_REFUSAL_TEXTS, reserveCheck } from '../../src/domain/cars/reserve-check.ts';
import { CHECKOUT_FORM_TEXTS, CHECKOUT_PAGE_TEXTS, CONFIRMATION_TEXTS } from '../../src/domain/reservations/reservation-texts.ts';
import { carAvailabilityPath, carPath, carPurchasePath, RESERVATION_API } from '../../src/domain/routes/routes.ts';
import { stockPredicate } from '../../src/domain/search/stock-filter.ts';
import { FORM_TEXTS, LABELS, TAG_TEXTS } from '../../src/domain/basics/texts.ts';
import { stockFilterSettingsOf } from '../../src/config/stock-filter-settings.ts';
import { TEST_CARDS } from '../../src/server/payments/sandbox-cards.ts';
import { SANDBOX_GATEWAY_PREFIX } from '../../src/server/payments/sandbox-gateway.ts';
import { SANDBOX_BANNER_TEXT, SANDBOX_PAGE_TEXTS } from '../../src/server/payments/sandbox-page.ts';
import { findSimilarPath } from '../../src/site/vehicle-page.ts';
import { expectNoAxeViolations, test } from './a11y.ts';
import { waitOutBotCheck } from './lead-helpers.ts';
import { demoCars, siteConfig, siteOrigin, type DemoSite } from './sites.ts';
import { staticIslands } from './islands.ts';

/** The sandbox gateway's test cards, by what they do. */
function testCard(outcome: (typeof TEST_CARDS)[number]['outcome']): string {
  const card = TEST_CARDS.find((candidate) => candidate.outcome === outcome);
  if (!card) throw new Error(`the sandbox gateway has no ${outcome} card`);
  return card.number;
}

const SITES = [
  { site: 'brighton-volkswagen', route: 'checkout' },
  { site: 'bayside-motor-group', route: 'buy-online' },
] as const satisfies readonly { site: DemoSite; route: 'checkout' | 'buy-online' }[];

/** The tests that each take a hold on a car of a site; each has its own share of the cars. */
const SHARES = ['pay', 'decline', 'second-shopper'] as const;
type Share = (typeof SHARES)[number];

/** A car must stay listed at least this much longer, so it cannot drop out during the test. */
const WINDOW_MARGIN_SECONDS = 600;

/**
 * A car of this test's share that the vehicle page offers to reserve, whose Reserved tag the page can
 * reveal, and that the availability API says is free now.
 */
async function freeCar(request: APIRequestContext, site: DemoSite, share: Share): Promise<Car> {
  const config = siteConfig(site);
  const now = new Date();
  const isListed = stockPredicate(stockFilterSettingsOf(config.search), Math.floor(now.getTime() / 1000) + WINDOW_MARGIN_SECONDS);
  const candidates = demoCars(site)
    .filter(
      (car) =>
        isListed(car) &&
        reserveCheck(car, { reserve: config.features.buttons.reserve, listed: true, held: false }).ok &&
        car.tag?.trim() !== TEST_DRIVE_ONLY_TAG &&
        car.images.length > 0 &&
        cardTag({ ...car, reserved: true }, config.features, now)?.kind === 'reserved',
    )
    .reverse()
    .filter((_car, index) => index % SHARES.length === SHARES.indexOf(share));
  for (const car of candidates) {
    const response = await request.get(`${siteOrigin(site)}${carAvailabilityPath(car.slug)}`);
    if (response.ok() && ((await response.json()) as { reservable?: unknown }).reservable === true) return car;
  }
  throw new Error(`${site}: no car of the '${share}' share is free to reserve; release some with \`npm run reservations\``);
}

/** When each page last had its islands hydrated: the bot check refuses a form sent sooner than MIN_FILL_TIME_MS after. */
const openedAt = new WeakMap<Page, number>();

/**
 * Waits until a person could have filled the form in (the bot check's minimum fill time):
 * the server checks it with its own clock, so only real time passing meets it.
 */
async function waitForFillTime(page: Page): Promise<void> {
  await waitOutBotCheck(page, openedAt.get(page) ?? Date.now());
}

/** Opens a page and waits until its islands have hydrated (the vehicle page's phone reveal hydrates when scrolled to). */
async function open(page: Page, url: string): Promise<void> {
  const response = await page.goto(url);
  expect(response?.status()).toBe(200);
  const location = page.getByRole('region', { name: 'Location', exact: true });
  if ((await location.count()) > 0) await location.scrollIntoViewIfNeeded();
  await expect(staticIslands(page)).toHaveCount(0);
  // The form's clock starts when it hydrates, just before this.
  openedAt.set(page, Date.now());
}

/** The sidebar of the vehicle page. */
const sidebar = (page: Page) => page.getByRole('complementary', { name: 'Price and actions' });

/** The checkout form. */
const checkoutForm = (page: Page) => page.getByRole('region', { name: CHECKOUT_PAGE_TEXTS.formTitle });

/** The messages the domain's schema gives an empty checkout form, in the form's order. */
async function emptyCheckoutMessages(site: DemoSite): Promise<string[]> {
  try {
    await checkoutFormSchema(siteConfig(site).region).validate(checkoutFormInitialValues(), { abortEarly: false });
  } catch (error) {
    if (error instanceof ValidationError) return formErrorSummary(error)?.items.map((item) => item.message) ?? [];
  }
  return [];
}

const SHOPPER = { name: 'Alex Shopper', email: 'alex@example.com', phone: '0400 123 456' };

/** Fills the checkout form as a shopper does, ticking the terms and leaving the opt-in. */
async function fillCheckout(page: Page, site: DemoSite): Promise<void> {
  const form = checkoutForm(page);
  const rule = postcodeRuleFor(siteConfig(site).region);
  await form.getByRole('textbox', { name: 'Name' }).fill(SHOPPER.name);
  await form.getByRole('textbox', { name: 'Email' }).fill(SHOPPER.email);
  await form.getByRole('textbox', { name: 'Mobile' }).fill(SHOPPER.phone);
  await form.getByRole('textbox', { name: rule.label }).fill('31860'.slice(0, rule.length));
  await form.getByRole('checkbox', { name: CHECKOUT_FORM_TEXTS.termsLabel }).check();
}

/**
 * Submits the filled form and waits for the sandbox payment page; answers the POST's
 * ReservationCreated (read on its way to the page: the page leaves before its body could be asked for).
 */
async function submitToPayment(page: Page, route: 'checkout' | 'buy-online'): Promise<ReservationCreated> {
  const captured: { answer?: { status: number; body: unknown } } = {};
  await page.route(`**${RESERVATION_API.reservations}`, async (request) => {
    const response = await request.fetch();
    captured.answer = { status: response.status(), body: await response.json().catch(() => null) };
    await request.fulfill({ response });
  });
  await waitForFillTime(page);
  await checkoutForm(page).getByRole('button', { name: CHECKOUT_FORM_TEXTS.submit(route) }).click();
  await expect.poll(() => captured.answer).toBeDefined();
  await page.unroute(`**${RESERVATION_API.reservations}`);
  const { status, body } = captured.answer ?? { status: 0, body: null };
  expect(status, JSON.stringify(body)).toBe(200);
  const created = body as ReservationCreated;
  await expect(page).toHaveURL(created.payment_url);
  await expect(page).toHaveURL(new RegExp(SANDBOX_GATEWAY_PREFIX));
  await expect(page.getByRole('banner')).toHaveText(SANDBOX_BANNER_TEXT);
  await expect(page).toHaveTitle(/Sandbox test gateway/);
  return created;
}

/** Pays on the sandbox page with a test card. */
async function payWith(page: Page, card: string): Promise<void> {
  await page.getByRole('textbox', { name: 'Card number' }).fill(card);
  await page.getByRole('textbox', { name: /^Expiry date/ }).fill('12 / 34');
  await page.getByRole('textbox', { name: /^Security code/ }).fill('123');
  await page.getByRole('textbox', { name: 'Name on card' }).fill(SHOPPER.name);
  await page.getByRole('button', { name: /^Pay / }).click();
}

for (const { site, route } of SITES) {
  test.describe(`${site} (${route})`, () => {
    test('reserve from the vehicle page, pay the deposit, land on the confirmation, and the car shows Reserved', async ({ page, browser, request }) => {
      // Checkout, the sandbox payment, the confirmation, the vehicle page again and axe five times: over a minute on a busy machine.
      test.setTimeout(120_000);
      const config = siteConfig(site);
      const car = await freeCar(request, site, 'pay');
      const deposit = depositCharge(car, config.region, config.payments.deposit).text;
      const heading = CHECKOUT_PAGE_TEXTS.heading(route);

      // The vehicle page offers the reservation with its deposit; 'Reserve This Car' opens the checkout.
      await open(page, `${siteOrigin(site)}${carPath(car.slug)}`);
      await expect(sidebar(page)).toContainText(`with a ${deposit} deposit`);
      await sidebar(page).getByRole('link', { name: LABELS.reserveThisCar }).click();
      await expect(page).toHaveURL(`${siteOrigin(site)}${carPurchasePath(car.slug, { reserve: route })}`);
      await expect(staticIslands(page)).toHaveCount(0);
      // The checkout form's fill-time clock started when it hydrated, just before this.
      openedAt.set(page, Date.now());

      // The checkout: its own canonical URL, the car, the deposit and what it means, the cards, the terms.
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new URL(carPurchasePath(car.slug, { reserve: route }) ?? '', siteConfig(site).url).href);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: car.name })).toHaveAttribute('href', carPath(car.slug));
      await expect(page.getByRole('region', { name: CHECKOUT_PAGE_TEXTS.carTitle })).toContainText(car.stocknum);
      await expect(page.getByRole('region', { name: CHECKOUT_PAGE_TEXTS.carTitle })).toContainText(car.location.name);
      const depositSection = page.getByRole('region', { name: CHECKOUT_PAGE_TEXTS.depositTitle });
      await expect(depositSection).toContainText(CHECKOUT_PAGE_TEXTS.depositAmount(deposit));
      await expect(depositSection).toContainText(`held for you for ${config.payments.hold_minutes} minutes`);
      await expect(depositSection).toContainText('within one business day');
      expect(await depositSection.getByRole('list', { name: CHECKOUT_PAGE_TEXTS.cardsTitle }).getByRole('listitem').allInnerTexts()).toEqual(config.payments.card_brands);
      await expect(page.getByRole('region', { name: CHECKOUT_PAGE_TEXTS.termsTitle })).toContainText(car.stocknum);
      await expectNoAxeViolations(page);

      // An empty submit: the banner lists each field's message, focused, and each field says its own.
      const form = checkoutForm(page);
      await form.getByRole('button', { name: CHECKOUT_FORM_TEXTS.submit(route) }).click();
      const messages = await emptyCheckoutMessages(site);
      expect(messages).toHaveLength(5);
      const banner = form.getByRole('alert');
      await expect(banner).toBeFocused();
      await expect(banner).toContainText(FORM_TEXTS.errorBanner);
      expect(await banner.getByRole('listitem').allInnerTexts()).toEqual(messages);
      const rule = postcodeRuleFor(config.region);
      for (const [field, message] of [
        [form.getByRole('textbox', { name: 'Name' }), messages[0]],
        [form.getByRole('textbox', { name: 'Email' }), messages[1]],
        [form.getByRole('textbox', { name: 'Mobile' }), messages[2]],
        [form.getByRole('textbox', { name: rule.label }), messages[3]],
        [form.getByRole('checkbox', { name: CHECKOUT_FORM_TEXTS.termsLabel }), messages[4]],
      ] as const) {
        await expect(field).toHaveAttribute('aria-invalid', 'true');
        await expect(field).toHaveAccessibleDescription(message ?? '');
      }
      await expect(form.getByRole('textbox', { name: rule.label })).toHaveAttribute('maxlength', String(rule.length));
      await expect(form.getByRole('textbox', { name: rule.label })).toHaveAttribute('inputmode', 'numeric');
      await expectNoAxeViolations(page);

      // Valid values: the hold is taken and the shopper is on the sandbox gateway's payment page.
      await fillCheckout(page, site);
      const posted = page.waitForRequest((sent) => sent.url().endsWith(RESERVATION_API.reservations) && sent.method() === 'POST');
      const created = await submitToPayment(page, route);
      const sent = await posted;
      expect(sent.headers()['idempotency-key']).toMatch(/^[\x21-\x7e]{1,200}$/);
      expect(sent.postDataJSON()).toMatchObject({
        car_slug: car.slug,
        user: { name: SHOPPER.name, email: SHOPPER.email, phone: SHOPPER.phone, terms: true, opt_in: false },
        page_url: `${siteOrigin(site)}${carPurchasePath(car.slug, { reserve: route })}`,
        website: '',
      });
      expect(created.reference).toMatch(/^R-[2-9A-HJKMNP-Z]{8}$/);
      // The sandbox gateway's own page is checked with axe too.
      await expectNoAxeViolations(page);

      // Paying with the test card that succeeds lands on the confirmation page.
      await payWith(page, testCard('succeeds'));
      await expect(page).toHaveURL(`${siteOrigin(site)}/reservation-confirmed?reservation=${created.reservation_id}`);
      // The page asks again every 2 s (POLL_INTERVAL_MS) until the sandbox's webhook has confirmed the payment: more than the default 5 s on a busy machine.
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(CONFIRMATION_TEXTS.confirmedHeading, { timeout: 20_000 });
      await expect(page.getByText(created.reference, { exact: true })).toBeVisible();
      await expect(page.getByRole('link', { name: car.name })).toHaveAttribute('href', carPath(car.slug));
      await expect(page.getByRole('main')).toContainText(deposit);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
      const layer = await page.evaluate(() => (window as unknown as { dataLayer?: unknown[] }).dataLayer ?? []);
      expect(layer.filter((event) => (event as { event?: string }).event === 'reservation_confirmed')).toEqual([
        expect.objectContaining({ reservation_id: created.reservation_id, reference: created.reference, car_slug: car.slug }),
      ]);
      // The analytics standard's conversion beside it (docs/analytics.md).
      expect(layer.filter((event) => (event as { event?: string }).event === 'asc_form_submission')).toEqual([
        expect.objectContaining({ page_type: 'form_confirm', form_name: 'checkout-form', form_type: 'reservation', comm_outcome: 'crm_update' }),
      ]);
      await expectNoAxeViolations(page);

      // The vehicle page (built before the reservation) asks the API, shows Reserved and offers no
      // reservation. Seen by another shopper: this one's browser may reuse the availability answer
      // the checkout page had for AVAILABILITY_MAX_AGE_SECONDS, which a quick payment can beat.
      const other = await browser.newContext();
      try {
        const later = await other.newPage();
        await open(later, `${siteOrigin(site)}${carPath(car.slug)}`);
        const header = later.locator('.vehicle-page__header');
        // Reserved shows once the page has hydrated and the availability API has answered: more than the default 5 s on a busy machine.
        await expect(header.getByText(TAG_TEXTS.reserved, { exact: true })).toBeVisible({ timeout: 10_000 });
        await expect(sidebar(later).getByRole('link', { name: LABELS.reserveThisCar })).toHaveCount(0);
        await expect(sidebar(later)).not.toContainText('deposit', { useInnerText: true });
        await expect(sidebar(later).getByRole('link', { name: LABELS.enquire, exact: true })).toBeVisible();
        await expectNoAxeViolations(later);
      } finally {
        await other.close();
      }
    });

    test("a declined card, then 'Cancel and return': the checkout is filled again and says the car is still held", async ({ page, request }) => {
      // Checkout twice past the bot check's fill time, the sandbox payment page and axe twice: past 30 s on a busy machine.
      test.setTimeout(90_000);
      const car = await freeCar(request, site, 'decline');
      const checkoutUrl = `${siteOrigin(site)}${carPurchasePath(car.slug, { reserve: route })}`;
      await open(page, checkoutUrl);
      await fillCheckout(page, site);
      const created = await submitToPayment(page, route);

      await payWith(page, testCard('declined'));
      await expect(page.getByRole('alert')).toHaveText(SANDBOX_PAGE_TEXTS.declined);
      await expect(page).toHaveURL(new RegExp(SANDBOX_GATEWAY_PREFIX));
      await expectNoAxeViolations(page);

      await page.getByRole('link', { name: SANDBOX_PAGE_TEXTS.cancelLink }).click();
      await expect(page).toHaveURL(`${checkoutUrl}?payment=cancelled`);
      await expect(staticIslands(page)).toHaveCount(0);
      const form = checkoutForm(page);
      await expect(form.getByRole('status')).toContainText(/^Your payment was not completed\. The car is held for you until .+; you can try again below\.$/);
      await expect(form.getByRole('textbox', { name: 'Name' })).toHaveValue(SHOPPER.name);
      await expect(form.getByRole('textbox', { name: 'Email' })).toHaveValue(SHOPPER.email);
      await expect(form.getByRole('textbox', { name: 'Mobile' })).toHaveValue(SHOPPER.phone);
      await expect(form.getByRole('checkbox', { name: CHECKOUT_FORM_TEXTS.termsLabel })).toBeChecked();
      // The car shows as reserved to the API, but the hold is this shopper's: the form stays.
      await expect(form.getByRole('button', { name: CHECKOUT_FORM_TEXTS.submit(route) })).toBeVisible();
      await expectNoAxeViolations(page);

      // Trying again names the same hold (the same Idempotency-Key): the same payment page.
      const again = await submitToPayment(page, route);
      expect(again).toMatchObject({ reservation_id: created.reservation_id, reference: created.reference, payment_url: created.payment_url });
    });

    test("a second shopper is told 'This car has just been reserved' and offered similar cars", async ({ page, browser, request }) => {
      // Two shoppers' checkouts past the bot check's fill time and axe twice: past 30 s on a busy machine.
      test.setTimeout(90_000);
      const car = await freeCar(request, site, 'second-shopper');
      const checkoutUrl = `${siteOrigin(site)}${carPurchasePath(car.slug, { reserve: route })}`;

      // The first shopper holds the car (and is on the payment page).
      await open(page, checkoutUrl);
      await fillCheckout(page, site);
      await submitToPayment(page, route);

      // A second shopper opens the same checkout: the page asks the API and shows the refusal instead of the form.
      const second = await browser.newContext();
      try {
        const other = await second.newPage();
        await open(other, checkoutUrl);
        const refusal = checkoutForm(other).getByRole('status');
        await expect(refusal).toContainText(RESERVE_REFUSAL_TEXTS.reserved);
        await expect(refusal.getByRole('link', { name: LABELS.findMeSomethingSimilar })).toHaveAttribute('href', findSimilarPath(car));
        await expect(checkoutForm(other).getByRole('textbox')).toHaveCount(0);
        await expectNoAxeViolations(other);

        // Had the page not known (the availability call failed), the submit's 409 tells the same.
        await other.route(`**${carAvailabilityPath(car.slug)}`, (route) => route.abort());
        await open(other, checkoutUrl);
        await fillCheckout(other, site);
        await waitForFillTime(other);
        await checkoutForm(other).getByRole('button', { name: CHECKOUT_FORM_TEXTS.submit(route) }).click();
        const alert = checkoutForm(other).getByRole('alert');
        await expect(alert).toContainText(RESERVE_REFUSAL_TEXTS.reserved);
        await expect(alert).toBeFocused();
        await expect(alert.getByRole('link', { name: LABELS.findMeSomethingSimilar })).toHaveAttribute('href', findSimilarPath(car));
        await expectNoAxeViolations(other);
      } finally {
        await second.close();
      }
    });
  });
}

test('the confirmation page without a known reservation says so, and links home', async ({ page }) => {
  await page.goto(`${siteOrigin('brighton-volkswagen')}/reservation-confirmed?reservation=00000000-0000-4000-8000-000000000000`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(CONFIRMATION_TEXTS.notFoundHeading);
  await expect(page.getByRole('link', { name: CONFIRMATION_TEXTS.backHome })).toHaveAttribute('href', '/');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
});
