/**
 * The incremental build is proved, not hoped: a small dealer site is built fully, then fast-check
 * draws change sets (a price change, a car sold, added or removed, a photo changed, a model
 * catalogue entry changed, a config change, the build moment crossing a New Arrival or sold-window
 * edge, the stock going stale or a day) and, after each, an incremental build and a full build of the same inputs at the
 * same moment must be byte for byte the same, every file of dist/<slug>/
 * (scripts/lib/incremental-check.ts). `npm run check:incremental -- --runs 30` draws more.
 *
 * Building at a later moment also shows what no browser test on the e2e server's fresh sites can:
 * a build whose stock is already older than `stock.stale_after_hours` offers no Reserve, with or
 * without JavaScript.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import AxeBuilder from '@axe-core/playwright';
import { chromium } from '@playwright/test';
import { existsSync } from 'node:fs';
import { readFile, rm } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { loadSiteConfig } from '../../src/config/load-site-config.ts';
import { readStockFeed } from '../../src/stock/read-stock-feed.ts';
import { reserveCheck } from '../../src/domain/cars/reserve-check.ts';
import { carPath } from '../../src/domain/routes/routes.ts';
import { STOCK_AGE_TEXTS } from '../../src/domain/cars/stock-age.ts';
import { LABELS } from '../../src/domain/basics/texts.ts';
import { minimumCarCount } from '../../src/demo-data/cars.ts';
import { changeAndCompare, createScratchSite, type ScratchSite } from '../../scripts/lib/incremental-check.ts';
import { kitBundleFolder, kitFolder } from '../../scripts/lib/render-kit.ts';
import { describeChange, siteChangeArbitrary, type SiteChange } from '../../scripts/lib/site-changes.ts';
import { staticHandler } from '../../scripts/lib/static-server.ts';
import { chromiumPath } from '../e2e/sites.ts';
import { WCAG_TAGS } from '../e2e/wcag-tags.ts';

const projectRoot = path.join(import.meta.dirname, '..', '..');
const SLUG = 'brighton-volkswagen';
/** 2026-11-27 09:00 UTC: a fixed moment, so a failure replays. */
const MOMENT = 1_795_770_000;
/** Each change set costs two builds (about 20 s on two cores, several times that on a busy machine). */
const RUNS = 4;
const TIMEOUT_MS = 600_000;

/** Changes that leave the code as it was: the site builds from its render kit (scripts/lib/render-kit.ts). */
const stockOnly = (changes: readonly SiteChange[]) => changes.every((change) => change.kind !== 'config' && change.kind !== 'model');

let site: ScratchSite;

beforeAll(async () => {
  const loaded = await loadSiteConfig(projectRoot, SLUG);
  if (!loaded.ok) throw new Error(loaded.errors.join('\n'));
  site = await createScratchSite(projectRoot, SLUG, minimumCarCount(loaded.config), MOMENT);
}, TIMEOUT_MS);

afterAll(async () => {
  await site?.remove();
});

describe('an incremental build', () => {
  it(
    'writes byte for byte what a full build of the same inputs writes, whatever changed',
    async () => {
      const seen: string[] = [];
      await fc.assert(
        fc.asyncProperty(fc.array(siteChangeArbitrary(), { minLength: 1, maxLength: 3 }), async (changes) => {
          const { incremental, full, differences } = await changeAndCompare(site, changes);
          seen.push(`${changes.map(describeChange).join(', ')}: ${incremental.rendered} rendered, ${incremental.kept} kept (full: ${full.rendered})`);
          expect(differences, `after ${changes.map(describeChange).join(', ')}`).toEqual([]);
          expect(incremental.fromKit, `built from the render kit after ${changes.map(describeChange).join(', ')}:\n${incremental.output}`).toBe(stockOnly(changes));
        }),
        // Each run changes the projects for good, so a shrunk replay would start elsewhere: stop at the first failure.
        { numRuns: RUNS, endOnFailure: true },
      );
      console.log(seen.join('\n'));
      expect(seen).toHaveLength(RUNS);
    },
    TIMEOUT_MS,
  );

  it(
    'builds a price change from the render kit, rendering only the pages that show the car',
    async () => {
      const { incremental, differences } = await changeAndCompare(site, [{ kind: 'price', car: 5, dollars: -400 }]);
      expect(incremental.fromKit).toBe(true);
      expect(incremental.kept).toBeGreaterThan(incremental.rendered * 4);
      expect(differences).toEqual([]);
    },
    TIMEOUT_MS,
  );

  it(
    'takes a sold car out of both vehicle-ads feeds at the next build',
    async () => {
      const feeds = path.join(site.root, 'dist', SLUG, 'feeds');
      const google = () => readFile(path.join(feeds, 'google-vehicles.tsv'), 'utf8');
      const meta = () => readFile(path.join(feeds, 'meta-vehicles.csv'), 'utf8');
      const stocknum = (await google()).split('\n')[1]?.split('\t')[0];
      if (stocknum === undefined) throw new Error('the Google feed lists no car');
      expect(await meta()).toContain(`\r\n${stocknum},`);
      const loaded = await loadSiteConfig(site.root, SLUG);
      if (!loaded.ok) throw new Error(loaded.errors.join('\n'));
      const cars = await readStockFeed(loaded.config, path.join(site.root, 'data', SLUG));
      const { differences } = await changeAndCompare(site, [{ kind: 'sold', car: cars.findIndex((car) => car.stocknum === stocknum) }]);
      expect(differences).toEqual([]);
      expect(await google()).not.toContain(`\n${stocknum}\t`);
      expect(await meta()).not.toContain(`\r\n${stocknum},`);
    },
    TIMEOUT_MS,
  );

  it(
    'is built by Astro, to the same bytes, when the render kit cannot be loaded',
    async () => {
      await rm(kitBundleFolder(kitFolder(site.root, SLUG)), { recursive: true, force: true });
      const { incremental, differences } = await changeAndCompare(site, [{ kind: 'price', car: 3, dollars: 750 }]);
      expect(incremental.output).toContain('the render kit cannot build it');
      expect(incremental.fromKit).toBe(false);
      expect(differences).toEqual([]);
    },
    TIMEOUT_MS,
  );

  it(
    'leaves Reserve out of a build past stock.stale_after_hours and says Availability to be confirmed, in a browser with and without JavaScript',
    async () => {
      const { differences } = await changeAndCompare(site, [{ kind: 'stock-stale' }]);
      expect(differences).toEqual([]);
      // Stale already, the change moves on to the next edge of time: still a build, from the kit.
      const again = await changeAndCompare(site, [{ kind: 'stock-stale' }]);
      expect(again.differences).toEqual([]);
      expect(again.incremental.fromKit, again.incremental.output).toBe(true);
      const dist = path.join(site.root, 'dist', SLUG);
      const loaded = await loadSiteConfig(site.root, SLUG);
      if (!loaded.ok) throw new Error(loaded.errors.join('\n'));
      const { reserve } = loaded.config.features.buttons;
      const cars = await readStockFeed(loaded.config, path.join(site.root, 'data', SLUG));
      const car = cars.find((candidate) => reserveCheck(candidate, { reserve, listed: true, held: false }).ok && existsSync(path.join(dist, `${carPath(candidate.slug).slice(1)}.html`)));
      if (car === undefined) throw new Error('the scratch site has no car to reserve');
      const server = http.createServer((req, res) => void staticHandler(dist)(req, res));
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      const browser = await chromium.launch({ executablePath: chromiumPath(), args: ['--no-sandbox', '--disable-gpu'] });
      try {
        const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}${carPath(car.slug)}`;
        for (const javaScriptEnabled of [false, true]) {
          const context = await browser.newContext({ javaScriptEnabled });
          const page = await context.newPage();
          await page.goto(url);
          const sidebar = page.getByRole('complementary', { name: 'Price and actions' });
          await sidebar.getByText(STOCK_AGE_TEXTS.unconfirmed).waitFor({ state: 'visible' });
          expect(await sidebar.getByRole('link', { name: LABELS.reserveThisCar }).count()).toBe(0);
          expect(await sidebar.getByRole('link', { name: LABELS.enquire, exact: true }).isVisible()).toBe(true);
          expect((await sidebar.locator('[data-stock-checked]').innerText()).trim()).toMatch(/^Stock checked /);
          if (javaScriptEnabled) {
            const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).options({ resultTypes: ['violations'] }).setLegacyMode().analyze();
            expect(violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
          }
          await context.close();
        }
      } finally {
        await browser.close();
        server.close();
      }
    },
    TIMEOUT_MS,
  );
});
