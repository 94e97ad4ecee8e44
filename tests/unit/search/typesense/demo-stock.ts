/**
 * Demo stock for the Typesense tests: real site configs from sites/ and the cars the demo-data
 * generator makes for them, with a fixed seed and date so every run sees the same cars.
 */
import path from 'node:path';
import type { Car } from '../../../../src/domain/cars/car.ts';
import { requireSiteConfig } from '../../../../src/config/load-site-config.ts';
import type { SiteConfig } from '../../../../src/config/site-config-schema.ts';
import { generateSiteData } from '../../../../src/demo-data/generate-site-data.ts';

export const ROOT = path.resolve(import.meta.dirname, '../../../..');

/** "Now" of the demo data: its reference date, in Unix seconds. */
export const DEMO_NOW = Date.UTC(2026, 4, 20) / 1000;

export interface DemoSite {
  readonly config: SiteConfig;
  readonly cars: readonly Car[];
}

const cache = new Map<string, Promise<DemoSite>>();

/** A demo site's config and generated cars (generated once per test file). */
export function demoSite(slug: string): Promise<DemoSite> {
  let site = cache.get(slug);
  if (site === undefined) {
    site = requireSiteConfig(ROOT, slug).then((config) => ({
      config,
      cars: generateSiteData({ config, seed: 20_260_101, referenceDate: new Date(DEMO_NOW * 1000) }).cars,
    }));
    cache.set(slug, site);
  }
  return site;
}
