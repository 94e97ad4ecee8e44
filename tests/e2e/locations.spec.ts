/**
 * The location pages: a location's contact page shows its hours and its JSON-LD; the
 * open-now line is right on a weekday morning, a public holiday and a Sunday in the location's own
 * time zone (the browser's clock is fixed before the page loads); the 'Holiday Opening Hours'
 * modal works by keyboard (focus trapped, Escape closes, focus returns); and the group's tabbed
 * contact form sends with the chosen location's dealership. axe checks every page.
 */
import { expect } from '@playwright/test';
import { weeklyHoursRows } from '../../src/domain/places/opening-hours.ts';
import { locationContactPath, ROUTES } from '../../src/domain/routes/routes.ts';
import { HOURS_TEXTS } from '../../src/domain/basics/texts.ts';
import { directionsUrl } from '../../src/domain/places/directions.ts';
import { dateInTimeZone } from '../../src/domain/places/time-zone.ts';
import { publicHolidayCalendar } from '../../src/site/holiday-calendar.ts';
import { expectNoAxeViolations, test } from './a11y.ts';
import { sendContactForm } from './lead-helpers.ts';
import { countPattern, resultStatus, waitForSearchIsland } from './search-helpers.ts';
import { siteConfig, siteOrigin, type DemoSite } from './sites.ts';

const SITE: DemoSite = 'bayside-motor-group';
const config = siteConfig(SITE);
/** Victoria (Australia/Melbourne); open 8:30am - 5:30pm weekdays, closed Sundays. */
const FRANKSTON = 'bayside-hyundai-frankston';
const url = (slug: string) => `${siteOrigin(SITE)}${locationContactPath(slug)}`;

function location(slug: string) {
  const found = config.locations.find((entry) => entry.slug === slug);
  if (found === undefined) throw new Error(`no location ${slug} on ${SITE}`);
  return found;
}

test('a location page shows its address, weekly hours, directions and structured data', async ({ page }) => {
  const cheltenham = location('bayside-ford-cheltenham');
  await page.goto(url(cheltenham.slug));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(cheltenham.name);
  await expect(page.getByRole('img', { name: `Map of ${cheltenham.address.street}, ${cheltenham.address.city} ${cheltenham.address.state} ${cheltenham.address.postcode}` })).toBeVisible();
  const hours = page.getByRole('table', { name: `Opening hours of ${cheltenham.name}` });
  for (const row of weeklyHoursRows(cheltenham.contact_detail.opening_hours)) {
    await expect(hours.getByRole('row', { name: row.days })).toContainText(row.hours);
  }
  // Directions to the place from wherever the shopper is, with the provider the config names (Google by default), in a new tab.
  const directions = page.getByRole('link', { name: /^Get Directions/ });
  await expect(directions).toHaveAccessibleName(`Get Directions to ${cheltenham.name} (opens in a new tab)`);
  await expect(directions).toHaveAttribute('href', directionsUrl(config.maps.directions, { lat: cheltenham.address.lat, long: cheltenham.address.long, placeId: cheltenham.address.place_id }));
  await expect(directions).toHaveAttribute('href', /^https:\/\/www\.google\.com\/maps\/dir\/\?api=1&destination=-37\.9668%2C145\.0541/);
  await expect(directions).toHaveAttribute('target', '_blank');
  await expect(directions).toHaveAttribute('rel', /noopener/);
  const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}') as Record<string, unknown>;
  expect(jsonLd['@type']).toBe('AutoDealer');
  expect(jsonLd.aggregateRating).toMatchObject({ ratingValue: cheltenham.average_rating, reviewCount: cheltenham.review_count });
  expect(jsonLd.geo).toEqual({ '@type': 'GeoCoordinates', latitude: cheltenham.address.lat, longitude: cheltenham.address.long });
  await expect(page.locator('#contact-form')).toBeAttached();
});

test("a sales location's page links to the search filtered to its dealership, and the search shows just those cars", async ({ page }) => {
  const cheltenham = location('bayside-ford-cheltenham');
  await page.goto(url(cheltenham.slug));
  const stock = page.getByRole('link', { name: new RegExp(`^See the (\\d+ cars|car) for sale at ${cheltenham.name}$`) });
  await expect(stock).toHaveAttribute('href', `${ROUTES.stock}?dealership_slug=${cheltenham.dealership_slug}`);
  const listed = Number(/(\d+) cars/.exec((await stock.innerText()))?.[1] ?? '1');
  await expectNoAxeViolations(page);
  await stock.click();
  await waitForSearchIsland(page);
  await expect(resultStatus(page)).toHaveText(countPattern(listed));
  // A service centre offers no cars of its own: no stock link there.
  const service = config.locations.find((entry) => entry.visible && entry.location_type === 'service');
  if (service !== undefined) {
    await page.goto(url(service.slug));
    await expect(page.getByRole('link', { name: /for sale at/ })).toHaveCount(0);
  }
});

/**
 * The moments are found from today, as the build's holiday calendar is (it runs 400 days from the
 * build), so the test keeps meaning the same thing whatever day it runs: the next plain weekday, the
 * next Victorian public holiday on a Monday to Thursday whose next day is a plain weekday, the next
 * Sunday and Saturday before a plain Monday. "Plain" means no public holiday and no special hours.
 */
const ZONE = 'Australia/Melbourne';
const addDay = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const weekdayOf = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();
/** The instant of a Melbourne wall-clock time on `date` (its UTC offset read for that day). */
function inMelbourne(date: string, time: string): string {
  const guess = new Date(`${date}T${time}:00Z`);
  const offset = new Intl.DateTimeFormat('en-AU', { timeZone: ZONE, timeZoneName: 'longOffset' }).formatToParts(guess).find((part) => part.type === 'timeZoneName')?.value ?? 'GMT+10:00';
  const [, sign = '+', hours = '10', minutes = '00'] = /GMT([+-])(\d{2}):(\d{2})/.exec(offset) ?? [];
  const offsetMs = (sign === '-' ? -1 : 1) * (Number(hours) * 60 + Number(minutes)) * 60_000;
  return new Date(guess.getTime() - offsetMs).toISOString();
}
const today = dateInTimeZone(new Date(), ZONE);
const holidays = new Set(publicHolidayCalendar('AU', 'VIC', today).map((holiday) => holiday.date));
const special = new Set(location(FRANKSTON).special_hours.map((entry) => entry.date));
const plain = (date: string) => !holidays.has(date) && !special.has(date);
function next(wanted: (date: string) => boolean): string {
  for (let date = addDay(today, 1), n = 0; n < 380; date = addDay(date, 1), n += 1) if (wanted(date)) return date;
  throw new Error('no such day within the holiday calendar');
}
const weekday = next((date) => weekdayOf(date) === 3 && plain(date));
const holiday = next((date) => weekdayOf(date) >= 1 && weekdayOf(date) <= 4 && holidays.has(date) && !special.has(date) && plain(addDay(date, 1)));
const sunday = next((date) => weekdayOf(date) === 0 && plain(addDay(date, 1)));
const saturday = next((date) => weekdayOf(date) === 6 && plain(date) && plain(addDay(date, 2)));

// The titles name no date: Playwright collects the tests in one process and runs them in another,
// and a date worked out from the clock in each may differ (midnight in Melbourne falls between).
const moments = [
  { when: 'a weekday morning', at: inMelbourne(weekday, '10:00'), status: 'Open now', detail: 'Closes 5:30 pm' },
  { when: 'a public holiday', at: inMelbourne(holiday, '10:00'), status: 'Closed', detail: 'Opens tomorrow 8:30 am' },
  { when: 'a Sunday', at: inMelbourne(sunday, '11:00'), status: 'Closed', detail: 'Opens tomorrow 8:30 am' },
  // Sunday is closed, so it names Monday.
  { when: 'a Saturday evening', at: inMelbourne(saturday, '17:00'), status: 'Closed', detail: 'Opens Monday 8:30 am' },
];

for (const moment of moments) {
  test(`the open-now line is right on ${moment.when} in the location's time zone`, async ({ page }) => {
    test.info().annotations.push({ type: 'moment', description: moment.at });
    await page.clock.setFixedTime(new Date(moment.at));
    await page.goto(url(FRANKSTON));
    const line = page.locator('[data-open-now]');
    await expect(line).toBeVisible();
    await expect(line.locator('[data-open-now-status]')).toHaveText(moment.status);
    await expect(line.locator('[data-open-now-detail]')).toHaveText(moment.detail);
  });
}

test("the 'Holiday Opening Hours' modal opens and closes by keyboard", async ({ page }) => {
  await page.goto(url(FRANKSTON));
  const open = page.getByRole('button', { name: `${HOURS_TEXTS.holidayOpeningHours} of ${location(FRANKSTON).name}` });
  await open.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: HOURS_TEXTS.holidayOpeningHours });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('Christmas Day');
  const close = dialog.getByRole('button', { name: /^Close/ });
  await expect(close).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(close).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(close).toBeFocused();
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(open).toBeFocused();
});

test("the group's tabbed contact form sends with the chosen location's dealership", async ({ page }) => {
  await page.goto(`${siteOrigin(SITE)}${ROUTES.contact}`);
  const tabs = page.getByRole('tablist', { name: 'Choose a location' });
  await tabs.scrollIntoViewIfNeeded();
  const visible = config.locations.filter((entry) => entry.visible);
  await expect(tabs.getByRole('tab')).toHaveCount(visible.length);
  const first = tabs.getByRole('tab', { name: visible[0]?.name });
  await expect(first).toHaveAttribute('aria-selected', 'true');
  // The form's script comes when the shopper reaches for it: here, the focus on its first tab.
  await first.focus();
  await expect(page.locator('.contact-page__form astro-island[ssr]')).toHaveCount(0);
  await page.keyboard.press('ArrowRight');
  const second = tabs.getByRole('tab', { name: visible[1]?.name });
  await expect(second).toBeFocused();
  await expect(second).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('End');
  await expect(tabs.getByRole('tab', { name: visible.at(-1)?.name })).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(first).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('Home');
  await page.keyboard.press('ArrowRight');
  await expect(second).toHaveAttribute('aria-selected', 'true');
  await expectNoAxeViolations(page);

  const form = page.getByRole('tabpanel', { name: visible[1]?.name }).locator('#contact-form');
  const body = await sendContactForm(page, form, { shownAt: Date.now(), postcode: '3199' });
  expect(body.dealership_slug).toBe(visible[1]?.dealership_slug);
});
