/**
 * The stock search pages on the demo sites: filters narrow and reach the
 * URL, a pasted URL restores the state, back and forward work, the search box waits for its
 * debounce, the promo card sits at position 9, the 21-per-page directories and the seats=7 search
 * work, sold cars outside their window never appear, and the first page is in the static HTML.
 */
import { expect, type Page } from '@playwright/test';
import { SEARCH_DEBOUNCE_MS, SECONDS_PER_DAY } from '../../src/domain/basics/constants.ts';
import { isPromoCardLive } from '../../src/domain/search/promo-cards.ts';
import { dateInTimeZone, siteTimeZone } from '../../src/domain/places/time-zone.ts';
import { stockPredicate } from '../../src/domain/search/stock-filter.ts';
import { ROUTES } from '../../src/domain/routes/routes.ts';
import { stockFilterSettingsOf } from '../../src/config/stock-filter-settings.ts';
import { dealershipSearchHref, searchHref } from '../../src/search/url-state.ts';
import { expectNoAxeViolations, test } from './a11y.ts';
import {
  carCards,
  carSlugsOnShow,
  countPattern,
  facetCount,
  filterGroup,
  gridItems,
  openFilter,
  openSearch,
  resultCount,
  resultStatus,
  stockSnapshot,
  urlParams,
} from './search-helpers.ts';
import { siteConfig, siteOrigin, type DemoSite, demoCars } from './sites.ts';

const STOCK = '/search/new-used-and-demo-cars';

/** Ticks the first value of a filter and checks the results narrow to that value's count. */
async function tickFirstValue(page: Page, label: string): Promise<{ value: string; count: number }> {
  const group = await openFilter(page, label);
  const checkbox = group.getByRole('checkbox').first();
  const count = await facetCount(checkbox);
  const value = (await checkbox.getAttribute('value')) ?? '';
  await checkbox.check();
  await expect(resultStatus(page)).toHaveText(countPattern(count));
  return { value, count };
}

test.describe('filters', () => {
  test('every filter narrows the results and appears in the URL', async ({ page }) => {
    // Some twenty filters ticked and cleared one after the other, each a search: minutes on a busy machine.
    test.setTimeout(120_000);
    await openSearch(page, 'bayside-motor-group', STOCK);
    const total = await resultCount(page);
    await expectNoAxeViolations(page);

    const listFilters: [label: string, parameter: string][] = [
      ['Make', 'make'],
      ['Model', 'make_model'],
      ['Condition', 'car_type'],
      ['Availability', 'status'],
      ['Body type', 'body'],
      ['Category', 'categories'],
      ['Fuel type', 'fuel'],
      ['Transmission', 'transmission'],
      ['Drive type', 'drive'],
      ['Seats', 'seats'],
      ['Colour', 'colour'],
      ['Weekly price', 'weekly_price_range'],
      ['Badge', 'badge'],
      ['Tag', 'tag'],
      ['State', 'state'],
      ['City', 'city'],
      ['Dealership', 'dealership_name'],
    ];
    for (const [label, parameter] of listFilters) {
      await test.step(label, async () => {
        const { value, count } = await tickFirstValue(page, label);
        expect(count, `${label} ${value}`).toBeLessThanOrEqual(total);
        await expect.poll(() => urlParams(page).getAll(parameter), `${label} in the URL`).toEqual([value]);
        await page.getByRole('button', { name: 'Clear all', exact: true }).click();
        await expect(resultStatus(page)).toHaveText(countPattern(total));
        await expect.poll(() => page.url()).not.toContain('?');
      });
    }

    for (const [label, parameter] of [
      ['Price', 'price'],
      ['Odometer', 'km'],
    ] as const) {
      await test.step(`${label} slider, by keyboard`, async () => {
        await openFilter(page, label);
        const minimum = page.getByRole('slider', { name: `Minimum ${label.toLowerCase()}` });
        await minimum.focus();
        for (let i = 0; i < 25; i += 1) await page.keyboard.press('ArrowRight');
        await expect.poll(() => urlParams(page).get(parameter)).toMatch(/^\d+-$/);
        const from = Number(urlParams(page).get(parameter)?.slice(0, -1));
        expect(from % 1000, 'slider values are rounded to 1000').toBe(0);
        await expect.poll(() => resultCount(page)).toBeLessThan(total);
        await expect(page.getByRole('button', { name: new RegExp(`^Remove ${label}: from `) })).toBeVisible();
        await page.getByRole('button', { name: 'Clear all', exact: true }).click();
        await expect(resultStatus(page)).toHaveText(countPattern(total));
      });
    }

    await test.step('Year', async () => {
      const group = await openFilter(page, 'Year');
      const from = group.getByLabel('From');
      const years = await from.locator('option').evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value).filter(Boolean));
      await from.selectOption(years[1] ?? '');
      await expect.poll(() => urlParams(page).get('year')).toBe(`${years[1]}-`);
      await expect.poll(() => resultCount(page)).toBeLessThan(total);
    });
  });

  test("the make filter lists 7 makes, then all of them after 'Show all makes'", async ({ page, request }) => {
    const makes = new Set((await stockSnapshot(request, 'harbour-city-renault-skoda')).map((document) => document.make));
    expect(makes.size).toBeGreaterThan(7);
    await openSearch(page, 'harbour-city-renault-skoda', STOCK);
    const group = filterGroup(page, 'Make');
    await expect(group.getByRole('checkbox')).toHaveCount(7);
    const showAll = group.getByRole('button', { name: 'Show all makes' });
    await expect(showAll).toHaveAttribute('aria-expanded', 'false');
    await showAll.click();
    await expect(group.getByRole('checkbox')).toHaveCount(makes.size);
    await expect(group.getByRole('button', { name: 'Show fewer makes' })).toHaveAttribute('aria-expanded', 'true');
  });

  test('a pasted URL with filters, sort and page 2 shows the same state as getting there by clicks', async ({ page, context }) => {
    await openSearch(page, 'brighton-volkswagen', STOCK);
    const { value: make } = await tickFirstValue(page, 'Make');
    await page.getByLabel('Sort by').selectOption({ label: 'Lowest price' });
    await expect.poll(() => urlParams(page).get('sortBy')).toBe('lowest-price');
    await page.getByRole('navigation', { name: 'Result pages' }).getByRole('link', { name: 'Page 2', exact: true }).click();
    await expect.poll(() => urlParams(page).get('page')).toBe('2');
    await expect(page.getByRole('link', { name: 'Page 2', exact: true })).toHaveAttribute('aria-current', 'page');
    const firstCar = (await carSlugsOnShow(page))[0];
    const url = page.url();
    expect(urlParams(page).getAll('make')).toEqual([make]);

    const pasted = await context.newPage();
    await openSearch(pasted, 'brighton-volkswagen', url.replace(siteOrigin('brighton-volkswagen'), ''));
    await expect(filterGroup(pasted, 'Make').getByRole('checkbox', { name: new RegExp(`^${make} `) })).toBeChecked();
    await expect(pasted.getByLabel('Sort by')).toHaveValue(/sort\/price:asc/);
    await expect(pasted.getByRole('link', { name: 'Page 2', exact: true })).toHaveAttribute('aria-current', 'page');
    await expect.poll(async () => (await carSlugsOnShow(pasted))[0]).toBe(firstCar);
    expect(pasted.url()).toBe(url);
    await expectNoAxeViolations(pasted);
  });

  test('back and forward restore the earlier states, and refinements go into the search history', async ({ page }) => {
    await openSearch(page, 'lakeside-mazda', STOCK);
    const total = await resultCount(page);
    const body = await tickFirstValue(page, 'Body type');
    await expect.poll(() => urlParams(page).get('body')).toBe(body.value);
    const fuel = await tickFirstValue(page, 'Fuel type');
    await expect.poll(() => urlParams(page).get('fuel')).toBe(fuel.value);

    await page.goBack();
    await expect.poll(() => urlParams(page).get('fuel')).toBeNull();
    await expect(resultStatus(page)).toHaveText(countPattern(body.count));
    // Found by its stored value: on this US site the label reads 'Gas' where the value is 'Petrol'.
    await expect(filterGroup(page, 'Fuel type').locator(`input[value="${fuel.value}"]`)).not.toBeChecked();
    await page.goBack();
    await expect(resultStatus(page)).toHaveText(countPattern(total));
    await expect(filterGroup(page, 'Body type').getByRole('checkbox', { checked: true })).toHaveCount(0);
    await page.goForward();
    await expect(resultStatus(page)).toHaveText(countPattern(body.count));
    await expect(filterGroup(page, 'Body type').getByRole('checkbox', { name: new RegExp(`^${body.value} `) })).toBeChecked();

    // Newest first; coming back to the body-only search moved it to the front rather than repeating it.
    const history = await page.evaluate(() => JSON.parse(localStorage.getItem('search_history') ?? '[]') as unknown);
    expect(history).toEqual([
      { path: STOCK, refinements: { body: [body.value] } },
      { path: STOCK, refinements: { body: [body.value], fuel: [fuel.value] } },
    ]);
  });
});

test.describe('search box', () => {
  test('typing waits for the 300 ms debounce, then searches and goes back to page 1', async ({ page }) => {
    const cars = demoCars('brighton-volkswagen');
    await openSearch(page, 'brighton-volkswagen', `${STOCK}?page=2`);
    await expect(page.getByRole('link', { name: 'Page 2', exact: true })).toHaveAttribute('aria-current', 'page');
    const before = await resultStatus(page).innerText();
    const box = page.getByRole('searchbox', { name: 'Search stock' });
    await box.pressSequentially('tiguan', { delay: 40 });
    // Before the debounce has run out nothing may change: neither the results nor the URL (nothing to
    // await: the half debounce waited proves an absence).
    await page.waitForTimeout(SEARCH_DEBOUNCE_MS / 2);
    await expect(resultStatus(page)).toHaveText(before);
    expect(urlParams(page).get('query')).toBeNull();

    const tiguans = cars.filter((car) => /tiguan/i.test(car.name));
    expect(tiguans.length).toBeGreaterThan(0);
    await expect.poll(() => resultCount(page)).toBeLessThanOrEqual(tiguans.length);
    await expect.poll(() => urlParams(page).get('query')).toBe('tiguan');
    expect(urlParams(page).get('page')).toBeNull();
    const shown = await carSlugsOnShow(page);
    expect(shown.length).toBeGreaterThan(0);
    for (const slug of shown) expect(slug).toMatch(/tiguan/);
  });

  test('a search with no match explains itself and clears in one step', async ({ page }) => {
    await openSearch(page, 'northern-isuzu-ute', `${STOCK}?query=zzzqqq&body=Ute`);
    const empty = page.getByRole('heading', { name: 'No matching cars' });
    await expect(empty).toBeVisible();
    await expect(page.getByText('No cars match “zzzqqq” with the filter you chose.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'See all our stock' })).toHaveAttribute('href', STOCK);
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Clear all filters' }).click();
    await expect(empty).toBeHidden();
    await expect.poll(() => page.url()).toBe(`${siteOrigin('northern-isuzu-ute')}${STOCK}`);
    await expect(page.getByRole('searchbox', { name: 'Search stock' })).toHaveValue('');
    expect(await carCards(page).count()).toBeGreaterThan(0);
  });
});

test.describe('result grid', () => {
  test('the promo card sits at position 9 while it is live, and cards show price, tag and key specs', async ({ page }) => {
    const card = siteConfig('brighton-volkswagen').features.promo_cards[0];
    if (!card) throw new Error('brighton-volkswagen should have a promo card');
    await openSearch(page, 'brighton-volkswagen', STOCK);
    const ninth = gridItems(page).nth(8);
    // Promo cards go by the dealer's calendar.
    if (isPromoCardLive(card, dateInTimeZone(new Date(), siteTimeZone(siteConfig('brighton-volkswagen'))))) {
      await expect(ninth.getByRole('heading')).toHaveText(card.title);
      await expect(ninth.getByRole('link')).toHaveAttribute('href', card.url);
      await expect(carCards(page)).toHaveCount(24);
      await expect(gridItems(page)).toHaveCount(25);
    } else {
      await expect(page.getByRole('heading', { name: card.title })).toHaveCount(0);
    }
    const first = carCards(page).first();
    await expect(first.getByRole('img')).toHaveAttribute('alt', /.+/);
    await expect(first.getByRole('term')).toHaveText(['Condition', 'Transmission', 'Odometer (km)', 'Fuel Type']);
    const name = await first.getByRole('heading').innerText();
    await expect(first.getByRole('link', { name: /^View Details\b/ })).toHaveAccessibleName(new RegExp(`^View Details\\W+${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
    await expect(first.getByRole('link', { name: /^View Details\b/ })).toHaveAttribute('href', /^\/cars\//);
  });

  test('a favourite is kept per site and adding one sends event 39', async ({ page }) => {
    await openSearch(page, 'harbour-city-renault-skoda', STOCK);
    const toggle = carCards(page).first().getByRole('button', { name: /^Favourite / });
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    const events = await page.evaluate(() => (window as unknown as { dataLayer?: { event_id?: number }[] }).dataLayer ?? []);
    expect(events.map((event) => event.event_id)).toContain(39);
    const stored = await page.evaluate(() => localStorage.getItem('favourites:harbour-city-renault-skoda'));
    expect(JSON.parse(stored ?? '[]')).toHaveLength(1);
    await page.reload();
    await expect(carCards(page).first().getByRole('button', { name: /^Favourite / })).toHaveAttribute('aria-pressed', 'true');
  });
});

test.describe('directories and fixed searches', () => {
  test('the brand directory shows 21 cars a page and filters by model body', async ({ page, request }) => {
    const documents = await stockSnapshot(request, 'brighton-volkswagen');
    await openSearch(page, 'brighton-volkswagen', '/search/volkswagen');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Volkswagen for sale');
    await expect(carCards(page)).toHaveCount(21);
    const volkswagens = documents.filter((document) => document.make === 'Volkswagen');
    await expect(resultStatus(page)).toHaveText(countPattern(volkswagens.length));
    await expect(filterGroup(page, 'Make')).toHaveCount(0);
    await expectNoAxeViolations(page);

    await openSearch(page, 'brighton-volkswagen', '/search/volkswagen/tiguan?body=SUV');
    const tiguanSuvs = documents.filter((document) => document.make === 'Volkswagen' && document.model === 'Tiguan' && document.simple_body === 'SUV');
    await expect(resultStatus(page)).toHaveText(countPattern(tiguanSuvs.length));
    expect((await carSlugsOnShow(page)).sort()).toEqual(tiguanSuvs.map((document) => document.slug).sort());
    await expect(filterGroup(page, 'Body type').getByRole('checkbox', { name: /^SUV / })).toBeChecked();
  });

  test('the category directory shows 21 cars a page and filters by price', async ({ page, request }) => {
    const documents = await stockSnapshot(request, 'brighton-volkswagen');
    await openSearch(page, 'brighton-volkswagen', '/search/categories/suv');
    await expect(carCards(page)).toHaveCount(21);
    await expect(resultStatus(page)).toHaveText(countPattern(documents.filter((document) => document.categories === 'SUV').length));

    await openSearch(page, 'brighton-volkswagen', '/search/categories/suv?price=20000-60000');
    const suvs = documents.filter((document) => document.categories === 'SUV' && document.price >= 20000 && document.price <= 60000);
    await expect(resultStatus(page)).toHaveText(countPattern(suvs.length));
    await expect(page.getByRole('button', { name: 'Remove Price: $20,000 to $60,000' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('the 7-seater search shows only 7-seaters', async ({ page, request }) => {
    const documents = await stockSnapshot(request, 'bayside-motor-group');
    const sevenSeaters = new Set(documents.filter((document) => document.seats === 7).map((document) => document.slug));
    // Spec section 2: "A 7-seater search uses the filter seats=7".
    await openSearch(page, 'bayside-motor-group', searchHref(ROUTES.stock, { refinements: { seats: ['7'] } }));
    await expect(resultStatus(page)).toHaveText(countPattern(sevenSeaters.size));
    await expect(filterGroup(page, 'Seats').getByRole('checkbox', { name: /^7 seats/ })).toBeChecked();
    const shown = await carSlugsOnShow(page);
    expect(shown).toHaveLength(Math.min(sevenSeaters.size, 24));
    for (const slug of shown) expect(sevenSeaters.has(slug), slug).toBe(true);
  });

  test('the dealer-filtered link lists one dealership, named in the current refinements', async ({ page, request }) => {
    const dealership = siteConfig('bayside-motor-group').dealerships[1];
    if (!dealership) throw new Error('bayside-motor-group should have several dealerships');
    const theirs = (await stockSnapshot(request, 'bayside-motor-group')).filter((document) => document.dealership_slug === dealership.slug);
    expect(theirs.length).toBeGreaterThan(0);
    await openSearch(page, 'bayside-motor-group', dealershipSearchHref(dealership.slug));
    await expect(resultStatus(page)).toHaveText(countPattern(theirs.length));
    await page.getByRole('button', { name: `Remove Dealership: ${dealership.name}` }).click();
    await expect.poll(() => urlParams(page).has('dealership_slug')).toBe(false);
    await expect.poll(() => resultCount(page)).toBeGreaterThan(theirs.length);
  });

  test('the condition pages fix their condition, whatever the URL asks', async ({ page, request }) => {
    const expectedUsedCount = async () => (await stockSnapshot(request, 'lakeside-mazda')).filter((document) => document.car_type === 'used').length;
    await openSearch(page, 'lakeside-mazda', '/search/used-cars?car_type=new');
    await expect(filterGroup(page, 'Condition')).toHaveCount(0);
    await expect(resultStatus(page)).toHaveText(countPattern(await expectedUsedCount()));
    const used = demoCars('lakeside-mazda').filter((car) => car.car_type === 'used');
    const shown = await carSlugsOnShow(page);
    expect(shown.length).toBeGreaterThan(0);
    for (const slug of shown) expect(used.some((car) => car.slug === slug), slug).toBe(true);
  });

  test('/search is the default search, with its canonical link pointing there', async ({ request }) => {
    const html = await (await request.get(`${siteOrigin('lakeside-mazda')}/search`)).text();
    expect(html).toContain(`<link rel="canonical" href="${siteConfig('lakeside-mazda').url}${STOCK}"`);
  });
});

test.describe('stock rules', () => {
  test('a sold car outside its visibility window never appears, one inside it does', async ({ page, request }) => {
    const site: DemoSite = 'brighton-volkswagen';
    const settings = stockFilterSettingsOf(siteConfig(site).search);
    const now = Math.floor(Date.now() / 1000);
    const listed = stockPredicate(settings, now);
    const sold = demoCars(site).filter((car) => car.status === 'sold' && car.show_on_dealer_website && car.sold_date_timestamp !== null);
    const gone = sold.find((car) => !listed(car) && now - (car.sold_date_timestamp ?? now) > settings.soldVisibilityDays * SECONDS_PER_DAY + 3600);
    const recent = sold.find((car) => listed(car) && now - (car.sold_date_timestamp ?? now) < (settings.soldVisibilityDays - 1) * SECONDS_PER_DAY);
    if (!gone || !recent) throw new Error('the demo data should hold a car sold long ago and one sold recently');

    const snapshot = await stockSnapshot(request, site);
    expect(snapshot.map((document) => document.slug)).not.toContain(gone.slug);
    expect(snapshot.map((document) => document.slug)).toContain(recent.slug);

    await openSearch(page, site, `${STOCK}?query=${gone.stocknum}`);
    await expect(page.getByRole('heading', { name: 'No matching cars' })).toBeVisible();
    await openSearch(page, site, `${STOCK}?query=${recent.stocknum}`);
    await expect.poll(() => carSlugsOnShow(page)).toEqual([recent.slug]);
    await expect(carCards(page).first().getByText('SOLD', { exact: true })).toBeVisible();
  });
});

test.describe('stock rules over time', () => {
  test('a page built before a sold car left its window searches again, so the car never shows', async ({ page, request }) => {
    const site: DemoSite = 'brighton-volkswagen';
    const settings = stockFilterSettingsOf(siteConfig(site).search);
    const snapshot = await stockSnapshot(request, site);
    const soldListed = snapshot.filter((document) => document.status === 'sold');
    expect(soldListed.length).toBeGreaterThan(0);
    // The shopper's clock is past every window the build saw open.
    const later = Math.max(...soldListed.map((document) => document.sold_date_timestamp ?? 0)) + settings.soldVisibilityDays * SECONDS_PER_DAY + 60;
    await page.clock.setFixedTime(later * 1000);
    const listedLater = snapshot.filter(stockPredicate(settings, later));
    expect(listedLater.length).toBe(snapshot.length - soldListed.length);

    await openSearch(page, site, STOCK);
    await expect(resultStatus(page)).toHaveText(countPattern(listedLater.length));
    // The group starts closed, and a closed group renders its checkboxes once opened.
    const availability = await openFilter(page, 'Availability');
    await expect(availability.getByRole('checkbox').first()).toBeVisible();
    await expect(availability.getByRole('checkbox', { name: /^Recently sold/ })).toHaveCount(0);
  });
});

test.describe('static HTML', () => {
  test('the first page of cards and the facet list are in the HTML before any JavaScript runs', async ({ request, page }) => {
    const html = await (await request.get(`${siteOrigin('harbour-city-renault-skoda')}${STOCK}`)).text();
    const cardSlugs = [...html.matchAll(/<h3 class="vehicle-card__name"[^>]*><a href="\/cars\/([^"]+)"/g)].map((match) => match[1]);
    expect(cardSlugs).toHaveLength(24);
    expect(html).toMatch(/<summary class="filter-group__summary">Make(<!-- -->)?<\/summary>/);
    expect(html).toMatch(/<input type="checkbox"[^>]*name="make"/);
    expect(html).toMatch(/\d+ cars found/);

    // The island takes over the same cards (no flash of other results) without a hydration error.
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await openSearch(page, 'harbour-city-renault-skoda', STOCK);
    expect(await carSlugsOnShow(page)).toEqual(cardSlugs);
    await filterGroup(page, 'Make').getByRole('checkbox').first().check();
    await expect.poll(() => urlParams(page).has('make')).toBe(true);
    expect(errors).toEqual([]);
  });
});

test.describe('narrow screens', () => {
  test('the filters open as a dialog that holds focus and closes with Escape @mobile', async ({ page }) => {
    await openSearch(page, 'brighton-volkswagen', STOCK);
    const toggle = page.getByRole('button', { name: 'Filters', exact: true });
    await expect(page.getByRole('group', { name: 'Make', exact: true })).toBeHidden();
    await toggle.click();
    const dialog = page.getByRole('dialog', { name: 'Filters' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Close filters' })).toBeFocused();
    await expectNoAxeViolations(page);

    await dialog.getByRole('group', { name: 'Body type', exact: true }).getByRole('checkbox').first().check();
    await expect(page.getByRole('button', { name: /^Filters \(1\)$/ })).toBeAttached();
    // Tab stays inside: back from the first control goes round to the last.
    await dialog.getByRole('button', { name: 'Close filters' }).focus();
    await page.keyboard.press('Shift+Tab');
    await expect(dialog.getByRole('button', { name: /^Show \d+ cars?$/ })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: /^Filters/ })).toBeFocused();
  });
});
