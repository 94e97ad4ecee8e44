/** Shared set-up for the demo-data tests: the real site configs and a fixed reference date. */
import path from 'node:path';
import { loadAllSiteConfigs } from '../../../src/config/load-site-config.ts';
import type { SiteConfig } from '../../../src/config/site-config-schema.ts';
import { generateSiteData, type SiteData } from '../../../src/demo-data/generate-site-data.ts';

export const ROOT = path.resolve(import.meta.dirname, '../../..');

/** The five demo dealers the product ships with. */
export const DEMO_SITES = ['bayside-motor-group', 'brighton-volkswagen', 'harbour-city-renault-skoda', 'lakeside-mazda', 'northern-isuzu-ute'] as const;

export const SEED = 20_260_101;
export const REFERENCE_DATE = new Date('2026-05-20T00:00:00Z');
export const REFERENCE_SECONDS = REFERENCE_DATE.getTime() / 1000;
export const DAY = 86_400;

/** Every config in sites/, which must all be valid. */
export async function loadConfigs(): Promise<SiteConfig[]> {
  const results = await loadAllSiteConfigs(ROOT);
  const invalid = results.filter((r) => !r.ok);
  if (invalid.length > 0) throw new Error(`invalid site configs: ${JSON.stringify(invalid)}`);
  return results.flatMap((r) => (r.ok ? [r.config] : []));
}

export interface GeneratedSite {
  config: SiteConfig;
  data: SiteData;
}

/** Demo data for every site in sites/, with the test seed and date unless given. */
export async function generateAll(seed: number = SEED, referenceDate: Date = REFERENCE_DATE): Promise<GeneratedSite[]> {
  const configs = await loadConfigs();
  return configs.map((config) => ({ config, data: generateSiteData({ config, seed, referenceDate }) }));
}

/** Every string in a JSON-like value, depth first. */
export function allStrings(value: unknown, out: string[] = []): string[] {
  if (typeof value === 'string') out.push(value);
  else if (Array.isArray(value)) for (const item of value) allStrings(item, out);
  else if (value !== null && typeof value === 'object') for (const item of Object.values(value)) allStrings(item, out);
  return out;
}
