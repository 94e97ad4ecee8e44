import { describe, expect, it } from 'vitest';
import { generateSiteData } from '../../../src/demo-data/generate-site-data.ts';
import { REFERENCE_DATE, SEED, loadConfigs } from './helpers.ts';

const configs = await loadConfigs();

describe('demo data is deterministic', () => {
  it.each(configs.map((c) => [c.slug, c] as const))('%s: the same seed and date give identical output', (_slug, config) => {
    const first = generateSiteData({ config, seed: SEED, referenceDate: REFERENCE_DATE });
    const second = generateSiteData({ config, seed: SEED, referenceDate: REFERENCE_DATE });
    expect(JSON.stringify(second)).toBe(JSON.stringify(first));
  });

  it.each(configs.map((c) => [c.slug, c] as const))('%s: a different seed gives different stock', (_slug, config) => {
    const first = generateSiteData({ config, seed: SEED, referenceDate: REFERENCE_DATE });
    const other = generateSiteData({ config, seed: SEED + 1, referenceDate: REFERENCE_DATE });
    expect(JSON.stringify(other.cars)).not.toBe(JSON.stringify(first.cars));
  });

  it('only the UTC date of the reference matters, not the time of day', () => {
    const config = configs[0];
    if (!config) throw new Error('no site configs');
    const midnight = generateSiteData({ config, seed: SEED, referenceDate: REFERENCE_DATE });
    const evening = generateSiteData({ config, seed: SEED, referenceDate: new Date(REFERENCE_DATE.getTime() + 20 * 3_600_000) });
    expect(JSON.stringify(evening)).toBe(JSON.stringify(midnight));
  });

  it('a later reference date moves every timestamp with it', () => {
    const config = configs[0];
    if (!config) throw new Error('no site configs');
    const today = generateSiteData({ config, seed: SEED, referenceDate: REFERENCE_DATE });
    const nextWeek = generateSiteData({ config, seed: SEED, referenceDate: new Date(REFERENCE_DATE.getTime() + 7 * 86_400_000) });
    const shift = (a: string, b: string): number => (Date.parse(b) - Date.parse(a)) / 86_400_000;
    today.cars.forEach((car, i) => {
      const later = nextWeek.cars[i];
      expect(later?.stocknum).toBe(car.stocknum);
      expect(shift(car.created_at, later?.created_at ?? '')).toBe(7);
    });
  });
});
