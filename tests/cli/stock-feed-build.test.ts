/**
 * The build CLI and the stock feed, run for real in a scratch copy of the project with two demo
 * dealers: a site whose feed has a bad row is refused with the list of problems while the other
 * builds, and one build moment decides a sold car's fate everywhere the build writes it.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createScratchProject, removeScratchProject } from '../../scripts/lib/scratch-project.ts';
import { parseSiteConfigText } from '../../src/config/load-site-config.ts';
import type { SiteConfig } from '../../src/config/site-config-schema.ts';
import type { Car } from '../../src/domain/cars/car.ts';
import { SECONDS_PER_DAY } from '../../src/domain/basics/constants.ts';
import { stockFilterBy, stockPredicate } from '../../src/domain/search/stock-filter.ts';
import { parseStockSnapshot } from '../../src/search/embedded/snapshot.ts';
import { stockFilterSettingsOf } from '../../src/config/stock-filter-settings.ts';
import { toSearchDocument } from '../../src/search/search-document.ts';
import { serializeStockFeed } from '../../src/stock/read-stock-feed.ts';
import { matchesFilterBy } from '../unit/domain/search/typesense-filter-evaluator.ts';
import { NO_DRIVE_AWAY } from '../unit/search/no-drive-away.ts';

const projectRoot = path.join(import.meta.dirname, '..', '..');
const GOOD = 'northern-isuzu-ute';
const BROKEN = 'lakeside-mazda';
/** At least the demo sites' fewest cars (one per case the demo stock must show), far fewer than their default. */
const CARS = 130;
let scratch: string;

// A run that builds the scratch project's sites for real takes about 15 s, several times that on a busy machine.
function run(script: string, args: string[], env: Record<string, string> = {}) {
  const result = spawnSync(process.execPath, [script, ...args], { cwd: scratch, encoding: 'utf8', timeout: 180_000, env: { ...process.env, ...env } });
  return { code: result.status, out: `${result.stdout}${result.stderr}` };
}

const feedFile = (slug: string) => path.join(scratch, 'data', slug, 'cars.json');
const readFeed = async (slug: string) => JSON.parse(await readFile(feedFile(slug), 'utf8')) as Car[];
const built = (slug: string, file: string) => path.join(scratch, 'dist', slug, file);

async function siteConfig(slug: string): Promise<SiteConfig> {
  const result = parseSiteConfigText(`sites/${slug}.json`, await readFile(path.join(scratch, 'sites', `${slug}.json`), 'utf8'));
  if (!result.ok) throw new Error(result.errors.join('\n'));
  return result.config;
}

beforeAll(async () => {
  scratch = await createScratchProject({ root: projectRoot, sites: [GOOD, BROKEN], prefix: 'dealer-stock-' });
  const generated = run('scripts/generate-demo-data.ts', ['--cars', String(CARS)]);
  if (generated.code !== 0) throw new Error(generated.out);
});

afterAll(async () => {
  await removeScratchProject(scratch);
});

describe('a site whose stock feed has an invalid row', () => {
  it('is not built, its problems are listed with file, row, stock number and field, and the other site still builds', async () => {
    const cars = await readFeed(BROKEN);
    const priced = cars[3] as Car;
    const unnamed = cars[7] as Car;
    const broken: unknown[] = [...cars];
    broken[3] = { ...priced, price: 'POA' };
    const withoutMake: Partial<Car> = { ...unnamed };
    delete withoutMake.make;
    broken[7] = withoutMake;
    await writeFile(feedFile(BROKEN), JSON.stringify(broken, null, 2));

    const { code, out } = run('scripts/build.ts', ['--no-generate']);
    expect(code).toBe(1);
    expect(out).toContain(`✗ ${BROKEN}: invalid stock feed`);
    expect(out).toContain(`data/${BROKEN}/cars.json -> [3] stock ${priced.stocknum} -> price: expected a number, got the text "POA"`);
    expect(out).toContain(`data/${BROKEN}/cars.json -> [7] stock ${unnamed.stocknum} -> make: is required (expected a string)`);
    expect(out).toMatch(new RegExp(`${BROKEN}\\s+invalid`));
    expect(out).toMatch(new RegExp(`${GOOD}\\s+built\\s+\\d+`));
    expect(existsSync(built(BROKEN, 'index.html'))).toBe(false);
    expect(existsSync(built(GOOD, 'index.html'))).toBe(true);
  }, 180_000); // a build of the scratch project (see run)
});

describe('one build moment', () => {
  it('lists a car whose sold window closes while the build runs in the HTML, the snapshot, the sitemap and the Typesense documents alike', async () => {
    const config = await siteConfig(GOOD);
    const settings = stockFilterSettingsOf(config.search);
    const window = settings.soldVisibilityDays * SECONDS_PER_DAY;
    const moment = Math.floor(Date.now() / 1000);
    const listedNow = stockPredicate(settings, moment);
    const cars = await readFeed(GOOD);
    const [closing, closed] = cars.filter((car) => listedNow(car) && car.status === 'in_stock');
    if (closing === undefined || closed === undefined) throw new Error('the demo stock has too few listed cars');
    // Listed at the build's moment, gone 2 seconds later, while the build is still running.
    const sold = (car: Car, soldAt: number): Car => ({ ...car, status: 'sold', sold: true, sold_date_timestamp: soldAt, tag: null });
    const feed = cars.map((car) => (car.id === closing.id ? sold(car, moment + 2 - window) : car.id === closed.id ? sold(car, moment - 1 - window) : car));
    await writeFile(feedFile(GOOD), serializeStockFeed(feed));

    const { code, out } = run('scripts/build.ts', ['--site', GOOD, '--force', '--no-generate'], { DEALER_BUILD_MOMENT: String(moment) });
    expect(code, out).toBe(0);
    // The window really did close during the build: any part that read the clock would have dropped the car.
    expect(Date.now() / 1000).toBeGreaterThan(moment + 2);

    const snapshot = parseStockSnapshot(JSON.parse(await readFile(built(GOOD, 'search/stock.json'), 'utf8')));
    const inSnapshot = new Set(snapshot.map((document) => document.slug));
    expect(inSnapshot.has(closing.slug)).toBe(true);
    expect(inSnapshot.has(closed.slug)).toBe(false);

    // A vehicle page exactly for each car of the snapshot; the closing car's shows it sold.
    expect(existsSync(built(GOOD, `cars/${closing.slug}.html`))).toBe(true);
    expect(await readFile(built(GOOD, `cars/${closing.slug}.html`), 'utf8')).toContain('SOLD');
    expect(existsSync(built(GOOD, `cars/${closed.slug}.html`))).toBe(false);
    for (const car of feed) expect(existsSync(built(GOOD, `cars/${car.slug}.html`)), car.slug).toBe(inSnapshot.has(car.slug));

    const sitemap = await readFile(built(GOOD, 'sitemap.xml'), 'utf8');
    expect(sitemap).toContain(`/cars/${closing.slug}</loc>`);
    expect(sitemap).not.toContain(`/cars/${closed.slug}</loc>`);

    // The search page's first page counts the same cars, and its island starts at the page's own
    // moment (firstPageMoment): the last change of its first page up to the build moment, that day.
    const searchPage = await readFile(built(GOOD, 'search/new-used-and-demo-cars.html'), 'utf8');
    expect(searchPage).toContain(`&quot;nbHits&quot;:[0,${snapshot.length}]`);
    const pageMoment = Number(/&quot;builtAt&quot;:\[0,(\d+)\]/.exec(searchPage)?.[1]);
    expect(pageMoment).toBeLessThanOrEqual(moment);
    expect(pageMoment).toBeGreaterThan(moment - 86_400);

    // Typesense holds every car of the feed; the site's filter at the build moment lists the same ones.
    const filter = stockFilterBy(settings, moment);
    const listedByTypesense = feed.map((car) => toSearchDocument(car, NO_DRIVE_AWAY)).filter(({ status, sold_date_timestamp, show_on_dealer_website, age_index, car_type, make }) =>
      matchesFilterBy(filter, { status, sold_date_timestamp, show_on_dealer_website, age_index, car_type, make }),
    );
    expect(new Set(listedByTypesense.map((document) => document.slug))).toEqual(inSnapshot);
  }, 180_000); // a build of the scratch project (see run)
});
