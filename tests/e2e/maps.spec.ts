/**
 * The maps: a map never loads with the page, only when the shopper presses 'Show interactive map'
 * (or a location's picture) or scrolls to a list of addresses, and then shows its SVG pins with
 * tiles from the site config (served here from a local 1x1 PNG, so nothing goes to the tile
 * server); a page shows one map, a location's picture turning into the interactive map in the same
 * box with no layout shift at all; the group home page's locations map filters its list and pins by
 * all / service-only / parts; a postcode orders the locations nearest first and a bad one gets the
 * spec's message; what the shopper does before the finder's scripts arrive is kept and applied.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page, type Request } from '@playwright/test';
import { locationsByDistance } from '../../src/domain/places/geocoding.ts';
import { LOCATION_MAP_FILTERS, locationsForMapFilter } from '../../src/domain/places/location.ts';
import { locationContactPath } from '../../src/domain/routes/routes.ts';
import { mapImageAlt } from '../../src/site/location-map-image.ts';
import { expectNoAxeViolations, test } from './a11y.ts';
import { siteConfig, siteOrigin, type DemoSite } from './sites.ts';

const SITE = 'bayside-motor-group';
const config = siteConfig(SITE);
/** The smallest PNG there is: one transparent pixel. */
const PIXEL = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');
const tileHost = new URL(config.maps.tile_url.replace(/\{[a-z]\}/g, '0')).host;

/** Serves every tile from the pixel and records which map code and tiles the page asked for. */
async function watchMapRequests(page: Page): Promise<{ leafletCode: string[]; tiles: Request[] }> {
  const seen = { leafletCode: [] as string[], tiles: [] as Request[] };
  await page.route((url) => url.host === tileHost, (route) => route.fulfill({ status: 200, contentType: 'image/png', body: PIXEL }));
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.host === tileHost) seen.tiles.push(request);
    else if (/leaflet/i.test(url.pathname)) seen.leafletCode.push(url.pathname);
  });
  return seen;
}

const mapRegion = (page: Page) => page.getByRole('region', { name: 'Map of our locations' });
const pins = (page: Page) => mapRegion(page).locator('.leaflet-marker-icon');
const staticFinder = (page: Page) => page.locator('astro-island[ssr]:has(.locations-map)');
/** Waits until the locations finder's island has hydrated. */
const hydrated = (page: Page) => expect(staticFinder(page)).toHaveCount(0);
/** Reaches for the finder, as a shopper's pointer does (client:intent), and waits for it to hydrate. */
async function reachForFinder(page: Page): Promise<void> {
  await page.getByRole('group', { name: 'Show locations' }).hover();
  await hydrated(page);
}
const listItems = (page: Page) => page.getByRole('list', { name: 'Locations' }).getByRole('listitem');

/** One layout shift as the page reported it, with the elements that moved and whether any was in a map box. */
interface Shift {
  value: number;
  hadRecentInput: boolean;
  moved: string[];
  inMap: boolean;
}

/**
 * Records every layout shift from the start of each document, those right after an input too (a
 * press that moves the box it pressed is a shift all the same here); read with `layoutShifts`.
 */
async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    type Entry = PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: { node?: Node | null }[] };
    const shifts: { value: number; hadRecentInput: boolean; moved: string[]; inMap: boolean }[] = [];
    const name = (node: Node | null | undefined) => (node instanceof Element ? `${node.tagName.toLowerCase()}.${[...node.classList].join('.')}` : String(node?.nodeName));
    const inMap = (node: Node | null | undefined) => (node instanceof Element ? node : node?.parentElement)?.closest('.location-map') != null;
    const take = (entries: PerformanceEntryList) => {
      for (const entry of entries as Entry[]) {
        const nodes = (entry.sources ?? []).map((source) => source.node);
        shifts.push({ value: entry.value, hadRecentInput: entry.hadRecentInput, moved: nodes.map(name), inMap: nodes.some(inMap) });
      }
    };
    const observer = new PerformanceObserver((list) => take(list.getEntries()));
    observer.observe({ type: 'layout-shift', buffered: true });
    Object.assign(window, { takeLayoutShifts: () => (take(observer.takeRecords()), shifts) });
  });
}

/** The layout shifts recorded so far, once the frames drawn until now have been reported. */
async function layoutShifts(page: Page): Promise<Shift[]> {
  return page.evaluate(async () => {
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 0))));
    return (window as unknown as { takeLayoutShifts: () => Shift[] }).takeLayoutShifts();
  });
}

/** A location of a demo site, by slug. */
function demoLocation(site: DemoSite, slug: string) {
  const found = siteConfig(site).locations.find((location) => location.slug === slug);
  if (found === undefined) throw new Error(`no location ${slug} on ${site}`);
  return found;
}

test.describe('the locations map of a group site', () => {
  test('loads nothing of the map with the page; scrolling to it loads the map with a pin per location', async ({ page }) => {
    const seen = await watchMapRequests(page);
    await page.goto(`${siteOrigin(SITE)}/`);
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('heading', { name: 'Find a location' })).toBeAttached();
    // One map on the page: the finder's (the location block above it shows none).
    await expect(page.getByRole('region', { name: /^Map of/ })).toHaveCount(1);
    expect(seen.leafletCode, 'Leaflet code requested before any scroll').toEqual([]);
    expect(seen.tiles, 'tiles requested before any scroll').toEqual([]);
    // Leaflet's style sheet is not in the page either: it comes with the map.
    expect(await page.locator('style').evaluateAll((styles) => styles.some((style) => style.textContent?.includes('.leaflet-pane')))).toBe(false);
    await expectNoAxeViolations(page);

    // Scroll by wheel, as a shopper would, until the map box is on screen.
    // Each wheel step waits a second for a pin before scrolling on; Leaflet and its tiles load once the box is in view, so all of it may take 20 s on a busy machine.
    await expect(async () => {
      await page.mouse.wheel(0, 600);
      await expect(pins(page).first()).toBeVisible({ timeout: 1000 });
    }).toPass({ timeout: 20_000 });
    const visible = locationsForMapFilter(config.locations, 'all');
    await expect(pins(page)).toHaveCount(visible.length);
    // The pin is our SVG, not Leaflet's PNG marker.
    await expect(pins(page).first().locator('svg')).toBeAttached();
    expect(seen.leafletCode.length).toBeGreaterThan(0);
    expect(seen.leafletCode.some((path) => path.endsWith('.css')), 'the map\'s style sheet').toBe(true);
    // Leaflet's rules apply to the map (its panes are laid over one another, not stacked).
    await expect(mapRegion(page).locator('.leaflet-container')).toHaveCSS('overflow', 'hidden');
    await expect(mapRegion(page).locator('.leaflet-tile-pane')).toHaveCSS('position', 'absolute');
    expect(seen.tiles.length).toBeGreaterThan(0);
    // Tiles carry the page's origin as referrer (the tile usage policy).
    expect(await seen.tiles[0]?.headerValue('referer')).toBe(`${siteOrigin(SITE)}/`);
    await expect(mapRegion(page).locator('.leaflet-control-attribution')).toContainText('OpenStreetMap contributors');
    await expectNoAxeViolations(page);
  });

  test("with the map on screen from the start, it waits for 'Show interactive map' or the shopper's first use", async ({ page }) => {
    const seen = await watchMapRequests(page);
    // A window tall enough to show the map box with no scroll at all.
    const height = 9000;
    await page.setViewportSize({ width: 1280, height });
    await page.goto(`${siteOrigin(SITE)}/`);
    const box = await mapRegion(page).boundingBox();
    expect(box && box.y + box.height).toBeLessThan(height);
    await page.waitForLoadState('networkidle');
    expect(seen.leafletCode, 'Leaflet code requested before any use of the page').toEqual([]);
    expect(seen.tiles).toEqual([]);
    // Not even the finder hydrates before the shopper does something (the home page's budget).
    await expect(staticFinder(page)).toHaveCount(1);
    await mapRegion(page).getByRole('button', { name: 'Show interactive map' }).click();
    await expect(pins(page)).toHaveCount(locationsForMapFilter(config.locations, 'all').length);
    expect(seen.tiles.length).toBeGreaterThan(0);
  });

  test('the filters all, service-only and parts change the list and the pins', async ({ page }) => {
    await watchMapRequests(page);
    await page.goto(`${siteOrigin(SITE)}/`);
    const filters = page.getByRole('group', { name: 'Show locations' });
    await filters.scrollIntoViewIfNeeded();
    await reachForFinder(page);
    // Scrolled to, the map loads by itself.
    await mapRegion(page).scrollIntoViewIfNeeded();
    await expect(pins(page).first()).toBeVisible();
    const labels = { all: 'All', 'service-only': 'Service only', parts: 'Parts' } as const;
    const counts = new Set<number>();
    for (const filter of [...LOCATION_MAP_FILTERS.slice(1), 'all' as const]) {
      const expected = locationsForMapFilter(config.locations, filter);
      counts.add(expected.length);
      const button = filters.getByRole('button', { name: labels[filter] });
      await button.click();
      await expect(button).toHaveAttribute('aria-pressed', 'true');
      await expect(listItems(page)).toHaveCount(expected.length);
      for (const location of expected) await expect(listItems(page).filter({ hasText: location.name })).toHaveCount(1);
      await expect(pins(page)).toHaveCount(expected.length);
      await expectNoAxeViolations(page);
    }
    // The demo data makes the filters differ, or this test would prove nothing.
    expect(counts.size).toBeGreaterThan(1);
  });

  test('a postcode orders the locations nearest first; a bad one gets the spec message', async ({ page }) => {
    await page.goto(`${siteOrigin(SITE)}/`);
    const postcode = page.getByRole('textbox', { name: 'Postcode' });
    await postcode.scrollIntoViewIfNeeded();
    await reachForFinder(page);
    await expect(postcode).toHaveAttribute('maxlength', '4');
    await expect(postcode).toHaveAttribute('inputmode', 'numeric');
    const find = page.getByRole('button', { name: 'Find nearest' });

    await postcode.fill('319');
    await find.click();
    await expect(page.getByRole('alert')).toHaveText('Invalid postcode. Please enter a 4-digit number.');
    await expect(postcode).toHaveAttribute('aria-invalid', 'true');
    await expectNoAxeViolations(page);

    await postcode.fill('0001');
    await find.click();
    await expect(page.getByRole('alert')).toHaveText('Invalid postcode');

    await postcode.fill('3199');
    await find.click();
    await expect(page.getByRole('status').filter({ hasText: 'Nearest first from 3199.' })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
    const table = JSON.parse(readFileSync(path.join(import.meta.dirname, '..', '..', 'src', 'browser', 'postcodes', 'au.json'), 'utf8')) as Record<string, [number, number]>;
    const [lat, long] = table['3199'] ?? [0, 0];
    const visible = locationsForMapFilter(config.locations, 'all');
    const expected = locationsByDistance(visible.map((l) => ({ id: l.id, address: l.address })), { lat, long }, 'AU');
    const names = new Map(visible.map((l) => [l.id, l.name]));
    await expect(listItems(page).locator('.locations-map__name')).toHaveText(expected.map((entry) => names.get(entry.id) ?? ''));
    await expect(listItems(page).locator('.locations-map__distance')).toHaveText(expected.map((entry) => entry.distance));
    expect(expected[0]?.distance).toMatch(/^\d+ km$/);
    await expectNoAxeViolations(page);
  });
});

test.describe('the locations finder before it has hydrated', () => {
  test('with all its scripts held back, a postcode typed and a filter pressed are kept and applied once they arrive', async ({ page }) => {
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/_astro\/.+\.js$/, async (route) => {
      await released;
      await route.continue();
    });
    await page.goto(`${siteOrigin(SITE)}/`, { waitUntil: 'commit' });
    const postcode = page.getByRole('textbox', { name: 'Postcode' });
    await postcode.fill('3199');
    const parts = page.getByRole('group', { name: 'Show locations' }).getByRole('button', { name: 'Parts' });
    await parts.click();
    await postcode.press('Enter');
    await expect(staticFinder(page), 'the finder hydrated before its scripts arrived').toHaveCount(1);
    await expect(postcode).toHaveValue('3199');
    release();

    await hydrated(page);
    await expect(parts).toHaveAttribute('aria-pressed', 'true');
    await expect(postcode).toHaveValue('3199');
    const inParts = locationsForMapFilter(config.locations, 'parts');
    await expect(listItems(page)).toHaveCount(inParts.length);
    await expect(page.getByRole('status').filter({ hasText: 'Nearest first from 3199.' })).toBeVisible();
    await expect(listItems(page).locator('.locations-map__distance')).toHaveCount(inParts.length);
    // A keystroke after hydration keeps what was typed before it.
    await postcode.press('End');
    await postcode.press('Backspace');
    await expect(postcode).toHaveValue('319');
  });

  test('loads none of its code with the page; a filter pressed and a postcode sent meanwhile are applied once it has hydrated', async ({ page }) => {
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    await page.goto(`${siteOrigin(SITE)}/`);
    await page.waitForLoadState('networkidle');
    await expect(staticFinder(page)).toHaveCount(1);
    const module = (await staticFinder(page).getAttribute('component-url')) ?? '';
    expect(module).toMatch(/^\/_astro\//);
    expect(requested, 'the finder is fetched before any interaction').not.toContain(module);
    await expectNoAxeViolations(page);

    // Its code is held back until the shopper has pressed a filter and sent a postcode.
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(`**${module}`, async (route) => {
      await released;
      await route.continue();
    });
    const parts = page.getByRole('group', { name: 'Show locations' }).getByRole('button', { name: 'Parts' });
    await parts.click();
    const postcode = page.getByRole('textbox', { name: 'Postcode' });
    await postcode.fill('3199');
    await postcode.press('Enter');
    await expect(staticFinder(page), 'the finder hydrated before its code arrived').toHaveCount(1);
    await expect(postcode).toHaveValue('3199');
    release();

    await hydrated(page);
    await expect(parts).toHaveAttribute('aria-pressed', 'true');
    const inParts = locationsForMapFilter(config.locations, 'parts');
    await expect(listItems(page)).toHaveCount(inParts.length);
    await expect(page.getByRole('status').filter({ hasText: 'Nearest first from 3199.' })).toBeVisible();
    await expect(listItems(page).locator('.locations-map__distance')).toHaveCount(inParts.length);
    // The postcode form is the finder's alone: sent before hydration, it did not reload the page.
    await expect(page).toHaveURL(`${siteOrigin(SITE)}/`);
    await expectNoAxeViolations(page);
  });
});

test.describe('one map per location', () => {
  test("a location's page has one map: its picture, which the keyboard turns into the interactive map in the same box, shifting nothing", async ({ page }) => {
    const location = demoLocation(SITE, 'bayside-ford-cheltenham');
    const seen = await watchMapRequests(page);
    await recordLayoutShifts(page);
    await page.goto(`${siteOrigin(SITE)}${locationContactPath(location.slug)}`);
    const maps = page.getByRole('region', { name: /^Map of/ });
    await expect(maps).toHaveCount(1);
    const map = page.getByRole('region', { name: `Map of ${location.name}` });
    // The drawn picture is the map's face, inside the one box; no other picture of it on the page.
    await expect(map.getByRole('img', { name: mapImageAlt(location) })).toBeVisible();
    await expect(page.getByRole('img', { name: /^Map of / })).toHaveCount(1);
    await page.waitForLoadState('networkidle');
    expect(seen.leafletCode, 'Leaflet code requested with the page').toEqual([]);
    expect(seen.tiles).toEqual([]);
    // The map's own script waits for the shopper too: nothing of it ran with the page.
    await expect(page.locator('astro-island[ssr]:has(.location-map)')).toHaveCount(1);
    const before = await map.boundingBox();

    await map.getByRole('button', { name: 'Show interactive map' }).focus();
    await page.keyboard.press('Enter');
    const leaflet = map.locator('.leaflet-container');
    await expect(leaflet).toBeVisible();
    await expect(map.locator('.leaflet-tile-loaded').first()).toBeAttached();
    await expect(map.locator('.leaflet-marker-icon')).toHaveCount(1);
    // The keyboard goes on where it pressed: into the map, which pans with the arrow keys.
    await expect(leaflet).toBeFocused();
    await expect(map.getByRole('img', { name: mapImageAlt(location) })).toHaveCount(0);
    expect(await map.boundingBox()).toEqual(before);
    // Every layout shift from the page's load to the map's tiles, after an input or not: none in the
    // map box, and none anywhere else on the page either.
    const shifts = await layoutShifts(page);
    const cls = shifts.reduce((sum, shift) => sum + shift.value, 0);
    test.info().annotations.push({ type: 'CLS from load to the interactive map', description: String(cls) });
    expect(shifts.filter((shift) => shift.inMap), 'shifts of the map box').toEqual([]);
    expect(shifts, `CLS ${cls}`).toEqual([]);
    await expectNoAxeViolations(page);
  });

  test('pressing the picture anywhere turns it into the map in place', async ({ page }) => {
    const site: DemoSite = 'lakeside-mazda';
    const location = demoLocation(site, 'lakeside-mazda-sales');
    await watchMapRequests(page);
    await page.goto(`${siteOrigin(site)}${locationContactPath(location.slug)}`);
    const map = page.getByRole('region', { name: `Map of ${location.name}` });
    const picture = map.getByRole('img', { name: mapImageAlt(location) });
    const box = await picture.boundingBox();
    if (box === null) throw new Error('the picture is not shown');
    // Its top left quarter, away from the button's label.
    await page.mouse.click(box.x + box.width / 4, box.y + box.height / 4);
    await expect(map.locator('.leaflet-marker-icon')).toHaveCount(1);
    await expect(page.locator('.leaflet-container')).toHaveCount(1);
  });
});

test('a press on the picture before the scripts have arrived still turns it into the map', async ({ page }) => {
  const site: DemoSite = 'lakeside-mazda';
  const location = demoLocation(site, 'lakeside-mazda-sales');
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/_astro\/.+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  await page.goto(`${siteOrigin(site)}${locationContactPath(location.slug)}`, { waitUntil: 'commit' });
  const map = page.getByRole('region', { name: `Map of ${location.name}` });
  await map.getByRole('button', { name: 'Show interactive map' }).click();
  await expect(page.locator('astro-island[ssr]:has(.location-map)')).toHaveCount(1);
  release();
  await expect(map.locator('.leaflet-marker-icon')).toHaveCount(1);
  await expect(map.locator('.leaflet-container')).toBeFocused();
});

test.describe('the map box of a location block', () => {
  test('while the map loads and after it failed, the addresses it holds can be scrolled by keyboard', async ({ page }) => {
    await page.goto(`${siteOrigin(SITE)}/contact`);
    // From here the map's code is held until the loading state has been checked, then refused (offline, say).
    let release = (): void => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(
      (url) => /leaflet/i.test(url.pathname),
      async (route) => {
        await held;
        await route.abort();
      },
    );
    try {
      // Scrolled to, the box wants its map: the placeholder says it is loading, its button is disabled.
      const box = page.locator('.location-map');
      await box.scrollIntoViewIfNeeded();
      const placeholder = box.locator('.location-map__placeholder');
      await expect(box.getByRole('status')).toHaveText('Loading the map…');
      await expect(box.getByRole('button', { name: 'Show interactive map' })).toBeDisabled();
      await placeholder.focus();
      await expect(placeholder).toBeFocused();
      await expectNoAxeViolations(page);

      release();
      await expect(box.getByRole('status')).toHaveText('The map could not be loaded. The addresses are listed here instead.');
      await expect(placeholder).toHaveAttribute('tabindex', '0');
      await expectNoAxeViolations(page);
    } finally {
      release();
    }
  });
});
