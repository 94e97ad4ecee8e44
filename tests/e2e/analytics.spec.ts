/**
 * Analytics on the demo sites: what a shopper does leaves the spec's event ids (section 9) and
 * the analytics standard's ASC events (docs/analytics.md) in the tag manager's data layer, and the
 * data layer never holds an e-mail address or a phone number, neither the shopper's nor the
 * dealer's. Every push of every page a test visits is kept (the data layer does not survive a
 * navigation), and axe checks each page.
 */
import { expect, type Page } from '@playwright/test';
import { ASC_EVENT_OWNER } from '../../src/domain/analytics/asc-events.ts';
import type { Car } from '../../src/domain/cars/car.ts';
import { isSold } from '../../src/domain/cars/car-state.ts';
import { TEST_DRIVE_ONLY_TAG } from '../../src/domain/basics/constants.ts';
import { LEAD_EVENT_IDS } from '../../src/domain/leads/event-ids.ts';
import { carPath, ROUTES } from '../../src/domain/routes/routes.ts';
import { LABELS } from '../../src/domain/basics/texts.ts';
import { expectNoAxeViolations, test } from './a11y.ts';
import { formShownAt, waitOutBotCheck } from './lead-helpers.ts';
import { carCards, openSearch, resultCount } from './search-helpers.ts';
import { demoCars, siteConfig, siteOrigin, type DemoSite } from './sites.ts';
import { staticIslands } from './islands.ts';

const STOCK = ROUTES.stock;
/** What the shopper types as their phone number. */
const SHOPPER_PHONE = '0400 123 456';

type Pushed = Record<string, unknown>;

/** Keeps every data-layer push of every page of this test in sessionStorage (set up before any page script runs). */
async function recordDataLayer(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const layer: unknown[] = [];
    const push = layer.push.bind(layer);
    layer.push = (...items: unknown[]) => {
      sessionStorage.setItem('e2e:all-pushes', JSON.stringify([...(JSON.parse(sessionStorage.getItem('e2e:all-pushes') ?? '[]') as unknown[]), ...items]));
      return push(...items);
    };
    (window as unknown as { dataLayer: unknown[] }).dataLayer = layer;
  });
}

/** Everything pushed so far, on every page of the test. */
async function pushed(page: Page): Promise<Pushed[]> {
  return JSON.parse((await page.evaluate(() => sessionStorage.getItem('e2e:all-pushes'))) ?? '[]') as Pushed[];
}

/** The pushed events named `name`. */
async function eventsNamed(page: Page, name: string): Promise<Pushed[]> {
  return (await pushed(page)).filter((event) => event.event === name);
}

/** Every phone number in play on a site: the shopper's, the site's own lines and every location's. */
function phonesInPlay(site: DemoSite, car?: Car): string[] {
  const config = siteConfig(site);
  return [SHOPPER_PHONE, ...Object.values(config.phones), ...config.locations.map((location) => location.contact_detail.phone), ...(car ? [car.location.phone] : [])].filter(
    (phone): phone is string => typeof phone === 'string' && phone.trim() !== '',
  );
}

/** No e-mail address and none of the phone numbers, as written or as bare digits, anywhere in the data layer. */
function expectNoContactDetails(layer: readonly Pushed[], phones: readonly string[]): void {
  const text = JSON.stringify(layer);
  expect(text).not.toMatch(/[\w.+-]+@[\w-]+\.[\w.-]+/);
  for (const phone of phones) {
    expect(text).not.toContain(phone);
    expect(text).not.toContain(phone.replace(/\D/g, ''));
  }
}

/** The parameters every ASC event carries. */
const common = (pageType: string) => ({ event_owner: ASC_EVENT_OWNER, page_type: pageType });

/** The car's item fields as a car's page sends them. */
const itemOf = (car: Car) => ({ item_id: car.vin, item_number: car.stocknum, item_make: car.make, item_model: car.model, item_year: car.year, item_price: car.price });

test('a search, a car, its photos, the phone reveal, a favourite and an enquiry send the spec ids and the ASC events, and no contact details', async ({ page }) => {
  // Search and car pages, the phone reveal, an enquiry past the bot check's fill time and axe four times: past 30 s on a busy machine.
  test.setTimeout(90_000);
  const site: DemoSite = 'brighton-volkswagen';
  await recordDataLayer(page);

  // The search page: its page view, and one item-list view for the results shown.
  await openSearch(page, site, STOCK);
  await expectNoAxeViolations(page);
  expect(await eventsNamed(page, 'asc_pageview')).toEqual([{ event: 'asc_pageview', ...common('itemlist') }]);
  const all = await resultCount(page);
  await expect.poll(() => eventsNamed(page, 'asc_itemlist_pageview')).toEqual([{ event: 'asc_itemlist_pageview', ...common('itemlist'), item_results: all }]);

  // A search: one more item-list view, with the new count.
  const cars = demoCars(site);
  const carOf = (href: string) => cars.find((candidate) => carPath(candidate.slug) === href);
  const wanted = (candidate: Car | undefined): candidate is Car => candidate !== undefined && !isSold(candidate) && candidate.images.length > 1;
  const model = (await carCards(page).getByRole('heading').getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? '')))
    .map(carOf)
    .find(wanted)?.model;
  if (model === undefined) throw new Error('the first page of the stock search shows no unsold car with photos');
  await page.getByRole('searchbox', { name: 'Search stock' }).fill(model);
  await expect(page).toHaveURL(/[?&]query=/);
  await expect.poll(async () => (await eventsNamed(page, 'asc_itemlist_pageview')).length).toBe(2);
  const found = await resultCount(page);
  expect(found).toBeLessThan(all);
  expect((await eventsNamed(page, 'asc_itemlist_pageview')).at(-1)).toEqual({ event: 'asc_itemlist_pageview', ...common('itemlist'), item_results: found });
  await expectNoAxeViolations(page);

  // A favourite (39), then the car's page.
  const hrefs = await carCards(page).getByRole('heading').getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  const car = hrefs.map(carOf).find(wanted);
  if (!car) throw new Error(`the search for ${model} shows no unsold car with photos`);
  const card = carCards(page).filter({ has: page.getByRole('link', { name: car.name, exact: true }) }).first();
  await card.getByRole('button', { name: `Favourite ${car.name}` }).click();
  await expect.poll(() => eventsNamed(page, 'favourite_added')).toEqual([expect.objectContaining({ event_id: LEAD_EVENT_IDS.favouriteAdded, car_id: car.id })]);
  await card.getByRole('link', { name: /^View Details/ }).click();
  await expect(page).toHaveURL(`${siteOrigin(site)}${carPath(car.slug)}`);

  // The car's page: its page view and the car's item view.
  await expect.poll(() => eventsNamed(page, 'asc_item_pageview')).toEqual([expect.objectContaining({ event: 'asc_item_pageview', ...common('item'), ...itemOf(car) })]);
  expect((await eventsNamed(page, 'asc_pageview')).at(-1)).toEqual({ event: 'asc_pageview', ...common('item') });
  await page.getByRole('region', { name: 'Location', exact: true }).scrollIntoViewIfNeeded();
  await expect(staticIslands(page)).toHaveCount(0);
  await expect(page.locator('html[data-lead-modals="ready"]')).toHaveCount(1);
  await expectNoAxeViolations(page);

  // A header dropdown opened and closed.
  const serviceMenu = page.getByRole('banner').getByRole('button', { name: 'Service' });
  await serviceMenu.click();
  await serviceMenu.click();
  await expect
    .poll(() => eventsNamed(page, 'asc_menu_interaction'))
    .toEqual(
      ['open', 'close'].map((result) => ({
        event: 'asc_menu_interaction',
        ...common('item'),
        element_text: 'Service',
        element_type: 'header',
        element_subtype: 'dropdown',
        event_action: 'click',
        event_action_result: result,
      })),
    );

  // The next photo, by keyboard.
  await page.getByRole('region', { name: `Photos of the ${car.name}` }).focus();
  await page.keyboard.press('ArrowRight');
  await expect
    .poll(() => eventsNamed(page, 'asc_media_interaction'))
    .toEqual([expect.objectContaining({ ...common('item'), ...itemOf(car), media_type: 'image', event_action_result: 'next' })]);

  // The phone reveal: event 25 and the click to call, without the number.
  const location = page.getByRole('region', { name: 'Location', exact: true });
  await location.getByRole('button', { name: new RegExp(`^${LABELS.callTheDealer}`) }).click();
  await expect.poll(() => eventsNamed(page, 'phone_click')).toEqual([{ event: 'phone_click', event_id: LEAD_EVENT_IDS.phoneClick, car_id: car.id }]);
  const [call] = await eventsNamed(page, 'asc_click_to_call');
  expect(call).toEqual(expect.objectContaining({ event: 'asc_click_to_call', ...common('item'), ...itemOf(car), affiliation: 'native', comm_type: 'call', department: 'sales' }));
  expect(call).not.toHaveProperty('comm_phone_number');
  // Calling the revealed number is the same intent: no second asc_click_to_call.
  const number = location.locator('a.phone-reveal__number');
  await number.evaluate((link) => link.addEventListener('click', (event) => event.preventDefault()));
  await number.click();
  // Nothing to await: the test proves that no second event comes, and a click's handlers run well within 200 ms.
  await page.waitForTimeout(200);
  expect(await eventsNamed(page, 'asc_click_to_call')).toHaveLength(1);

  // Enquire: a call to action that opens the enquiry; the first focus in the form starts it.
  await page.getByRole('complementary', { name: 'Price and actions' }).getByRole('link', { name: LABELS.enquire, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `${LABELS.enquire}: ${car.name}` });
  await expect(dialog).toBeVisible();
  const shownAt = await formShownAt(dialog.getByRole('textbox', { name: 'Name', exact: true }));
  await expect
    .poll(() => eventsNamed(page, 'asc_cta_interaction'))
    .toEqual([
      expect.objectContaining({ ...common('item'), ...itemOf(car), element_text: LABELS.enquire, element_type: 'sidebar', event_action: 'click', event_action_result: 'open' }),
    ]);
  await expect
    .poll(() => eventsNamed(page, 'asc_form_engagement'))
    .toEqual([
      expect.objectContaining({ ...common('item'), ...itemOf(car), form_name: 'enquiry-form', form_type: 'consumer_contact', department: 'sales', comm_type: 'form', comm_status: 'start' }),
    ]);
  await expectNoAxeViolations(page);

  // A good enquiry: the lead event (14 or 15) and the standard's form submission, then /success.
  await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill('Alex Shopper');
  await dialog.getByRole('textbox', { name: 'Email', exact: true }).fill('alex@example.com');
  await dialog.getByRole('textbox', { name: 'Phone', exact: true }).fill(SHOPPER_PHONE);
  if (siteConfig(site).features.enquiry_message !== 'off') await dialog.getByRole('textbox', { name: 'Message' }).fill('Is it still available?');
  await waitOutBotCheck(page, shownAt);
  await dialog.getByRole('button', { name: LABELS.enquireNow }).click();
  await expect(page).toHaveURL(`${siteOrigin(site)}${ROUTES.success}`);
  const eventId = car.car_type === 'used' ? LEAD_EVENT_IDS.usedCarEnquiry : LEAD_EVENT_IDS.newCarEnquiry;
  const [lead] = await eventsNamed(page, 'lead_submitted');
  expect(lead).toMatchObject({ event_id: eventId, user_data: { car_id: car.id, car_type: car.car_type, stock_number: car.stocknum, source: 'enquiry' } });
  for (const personal of ['name', 'email', 'phone']) expect(lead?.user_data).not.toHaveProperty(personal);
  expect(await eventsNamed(page, 'asc_form_submission')).toEqual([
    expect.objectContaining({ ...common('item'), ...itemOf(car), form_name: 'enquiry-form', form_type: 'consumer_contact', department: 'sales', comm_type: 'form', comm_outcome: 'crm_update' }),
  ]);
  await expect.poll(async () => (await eventsNamed(page, 'asc_pageview')).at(-1)).toEqual({ event: 'asc_pageview', ...common('form_confirm') });

  // Nothing personal anywhere: not the shopper's e-mail, name or phone, not the dealer's numbers.
  const layer = await pushed(page);
  expectNoContactDetails(layer, phonesInPlay(site, car));
  expect(JSON.stringify(layer)).not.toContain('Alex Shopper');
});

test("a 'Test Drive Only' car's test drive sends 17 and the standard's test-drive submission", async ({ page }) => {
  // A car page, the test drive past the bot check's fill time and axe twice: past 30 s on a busy machine.
  test.setTimeout(60_000);
  const site: DemoSite = 'harbour-city-renault-skoda';
  const car = demoCars(site).find((candidate) => candidate.tag?.trim() === TEST_DRIVE_ONLY_TAG && !isSold(candidate));
  if (!car) throw new Error(`${site} has no unsold 'Test Drive Only' car`);
  await recordDataLayer(page);
  await page.goto(`${siteOrigin(site)}${carPath(car.slug)}`);
  await page.getByRole('region', { name: 'Location', exact: true }).scrollIntoViewIfNeeded();
  await expect(staticIslands(page)).toHaveCount(0);
  await expect(page.locator('html[data-lead-modals="ready"]')).toHaveCount(1);
  await expectNoAxeViolations(page);

  await page.getByRole('complementary', { name: 'Price and actions' }).getByRole('link', { name: LABELS.bookATestDrive }).click();
  const dialog = page.getByRole('dialog', { name: `${LABELS.bookATestDrive}: ${car.name}` });
  await expect(dialog).toBeVisible();
  const shownAt = await formShownAt(dialog.getByRole('textbox', { name: 'Name', exact: true }));
  await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill('Sam Driver');
  await dialog.getByRole('textbox', { name: 'Email', exact: true }).fill('sam@example.com');
  await dialog.getByRole('textbox', { name: 'Phone', exact: true }).fill(SHOPPER_PHONE);
  await expectNoAxeViolations(page);
  await waitOutBotCheck(page, shownAt);
  await dialog.getByRole('button', { name: 'Book a test drive' }).click();
  await expect(page).toHaveURL(`${siteOrigin(site)}${ROUTES.success}`);

  expect(await eventsNamed(page, 'lead_submitted')).toEqual([expect.objectContaining({ event_id: LEAD_EVENT_IDS.newOrTestDriveOnlyTestDrive })]);
  expect(await eventsNamed(page, 'asc_form_engagement')).toEqual([expect.objectContaining({ form_name: 'test-drive-form', form_type: 'test_drive', comm_status: 'start' })]);
  expect(await eventsNamed(page, 'asc_form_submission')).toEqual([
    expect.objectContaining({ ...common('item'), ...itemOf(car), form_name: 'test-drive-form', form_type: 'test_drive', department: 'sales', comm_outcome: 'crm_update' }),
  ]);
  const layer = await pushed(page);
  expectNoContactDetails(layer, phonesInPlay(site, car));
  expect(JSON.stringify(layer)).not.toContain('Sam Driver');
});

test('a dealer-group site: a tel: link, a footer link and the contact form (22), with no contact details', async ({ page }) => {
  // Two pages, the contact form past the bot check's fill time and axe twice: past 30 s on a busy machine.
  test.setTimeout(60_000);
  const site: DemoSite = 'bayside-motor-group';
  await recordDataLayer(page);
  await page.goto(`${siteOrigin(site)}${ROUTES.home}`);
  await expectNoAxeViolations(page);
  expect(await eventsNamed(page, 'asc_pageview')).toEqual([{ event: 'asc_pageview', ...common('home') }]);

  // The header's Sales number: a click to call that never carries the number (the call itself is not placed in the test).
  await page.evaluate(() =>
    document.addEventListener('click', (event) => {
      if (event.target instanceof Element && event.target.closest('a[href^="tel:"]')) event.preventDefault();
    }),
  );
  await page.getByRole('list', { name: 'Contact the dealer' }).getByRole('link', { name: siteConfig(site).phones.sales }).click();
  await expect.poll(() => eventsNamed(page, 'asc_click_to_call')).toEqual([{ event: 'asc_click_to_call', ...common('home'), affiliation: 'native', comm_type: 'call' }]);

  // A footer link to the contact page.
  await page.getByRole('contentinfo').getByRole('navigation', { name: 'Company' }).getByRole('link', { name: 'Contact', exact: true }).click();
  await expect(page).toHaveURL(`${siteOrigin(site)}${ROUTES.contact}`);
  expect(await eventsNamed(page, 'asc_menu_interaction')).toEqual([
    {
      event: 'asc_menu_interaction',
      ...common('home'),
      element_text: 'Contact',
      element_type: 'footer',
      element_subtype: 'nav_link',
      event_action: 'click',
      event_action_result: 'redirect',
      link_url: ROUTES.contact,
    },
  ]);
  await expect.poll(async () => (await eventsNamed(page, 'asc_pageview')).at(-1)).toEqual({ event: 'asc_pageview', ...common('contact') });

  // The contact form: the form event (22) and the standard's engagement and submission.
  const form = page.locator('#contact-form');
  await form.scrollIntoViewIfNeeded();
  await expect(staticIslands(page)).toHaveCount(0);
  const shownAt = Date.now();
  await form.getByRole('textbox', { name: 'First name' }).fill('Robin');
  await form.getByRole('textbox', { name: 'Last name' }).fill('Nguyen');
  await form.getByRole('textbox', { name: 'Postcode' }).fill('3186');
  await form.getByRole('textbox', { name: 'Mobile' }).fill(SHOPPER_PHONE);
  await form.getByRole('textbox', { name: 'Email' }).fill('robin@example.com');
  await expectNoAxeViolations(page);
  await waitOutBotCheck(page, shownAt);
  await form.getByRole('button', { name: 'Send message' }).click();
  await expect(page).toHaveURL(`${siteOrigin(site)}${ROUTES.success}`);

  expect(await eventsNamed(page, 'form_submitted')).toEqual([expect.objectContaining({ event_id: LEAD_EVENT_IDS.form })]);
  expect(await eventsNamed(page, 'asc_form_engagement')).toEqual([expect.objectContaining({ ...common('contact'), form_name: 'contact-form', comm_status: 'start' })]);
  expect(await eventsNamed(page, 'asc_form_submission')).toEqual([
    expect.objectContaining({ ...common('contact'), form_name: 'contact-form', form_type: 'consumer_contact', department: 'sales', comm_outcome: 'crm_update' }),
  ]);
  const layer = await pushed(page);
  expectNoContactDetails(layer, phonesInPlay(site));
  for (const detail of ['Robin', 'Nguyen', '3186']) expect(JSON.stringify(layer)).not.toContain(detail);
});
