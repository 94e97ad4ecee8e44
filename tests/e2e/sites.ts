/** Where each demo site is served during browser tests. */
import { existsSync } from 'node:fs';

/** The first site's port; E2E_BASE_PORT moves the block (two checkouts testing side by side). */
export const E2E_BASE_PORT = Number(process.env.E2E_BASE_PORT ?? 4610);

/** The demo sites in the order `npm start` serves them (alphabetical by slug). */
export const E2E_SITES = [
  'bayside-motor-group',
  'brighton-volkswagen',
  'harbour-city-renault-skoda',
  'lakeside-mazda',
  'northern-isuzu-ute',
] as const;

export type DemoSite = (typeof E2E_SITES)[number];

/** The origin a demo site is served at in tests. */
export function siteOrigin(slug: DemoSite): string {
  return `http://127.0.0.1:${E2E_BASE_PORT + E2E_SITES.indexOf(slug)}`;
}

/** Debian's Chromium; CHROMIUM_PATH overrides it on other systems. */
export function chromiumPath(): string {
  const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!existsSync(path)) {
    throw new Error(`Chromium not found at ${path}. Install it with \`apt-get install -y chromium\` or set CHROMIUM_PATH.`);
  }
  return path;
}

import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseSiteConfigText } from '../../src/config/load-site-config.ts';
import type { SiteConfig } from '../../src/config/site-config-schema.ts';
import type { Car } from '../../src/domain/cars/car.ts';
import { stockPredicate } from '../../src/domain/search/stock-filter.ts';
import { stockFilterSettingsOf } from '../../src/config/stock-filter-settings.ts';
import { parseStockFeed, stockFeedFile } from '../../src/stock/read-stock-feed.ts';

/** A demo site's validated config, read the same way the build reads it. */
export function siteConfig(slug: DemoSite): SiteConfig {
  const file = `sites/${slug}.json`;
  const result = parseSiteConfigText(file, readFileSync(path.join(import.meta.dirname, '..', '..', file), 'utf8'));
  if (!result.ok) throw new Error(result.errors.join('\n'));
  return result.config;
}

/** A demo site's cars, read and checked by the stock module as the build reads them. */
export function demoCars(slug: DemoSite): readonly Car[] {
  const file = stockFeedFile(path.join(import.meta.dirname, '..', '..', 'data', slug));
  return parseStockFeed(readFileSync(file, 'utf8'), siteConfig(slug), file);
}

/** A car a test picks must stay listed at least this much longer, so it cannot drop out during the test. */
export const WINDOW_MARGIN_SECONDS = 600;

/** The cars a demo site lists now (and for WINDOW_MARGIN_SECONDS yet) that satisfy `wanted`, in feed order. */
export function listedDemoCars(slug: DemoSite, wanted: (car: Car) => boolean): Car[] {
  const isListed = stockPredicate(stockFilterSettingsOf(siteConfig(slug).search), Math.floor(Date.now() / 1000) + WINDOW_MARGIN_SECONDS);
  return demoCars(slug).filter((car) => isListed(car) && wanted(car));
}

/** The first car a demo site lists (now and for a while yet) that satisfies `wanted`. */
export function listedCar(slug: DemoSite, wanted: (car: Car) => boolean): Car {
  const [car] = listedDemoCars(slug, wanted);
  if (!car) throw new Error(`${slug} lists no car of the kind this test needs`);
  return car;
}
