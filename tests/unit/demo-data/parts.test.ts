import { beforeAll, describe, expect, it } from 'vitest';
import { generateAll, type GeneratedSite } from './helpers.ts';

let sites: GeneratedSite[];
beforeAll(async () => {
  sites = await generateAll();
});

describe('the demo parts catalogue', () => {
  it('holds 60 to 150 parts per site, with unique maker-style numbers, whole-dollar prices and eight categories', () => {
    for (const { config, data } of sites) {
      expect(data.parts.length, config.slug).toBeGreaterThanOrEqual(60);
      expect(data.parts.length, config.slug).toBeLessThanOrEqual(150);
      const numbers = data.parts.map((part) => part.part_number);
      expect(new Set(numbers).size, config.slug).toBe(numbers.length);
      for (const part of data.parts) {
        expect(part.part_number).toMatch(/^[1-9][0-9A-Z]{2}-\d{3}-\d{3}(-[A-Z])?$/);
        expect(Number.isInteger(part.price) && part.price > 0).toBe(true);
      }
      expect(new Set(data.parts.map((part) => part.category)).size, config.slug).toBe(8);
      expect(data.parts.some((part) => part.accessory), config.slug).toBe(true);
    }
  });

  it('fits only models of the site\'s catalogue that are on sale, of the part\'s make', () => {
    for (const { config, data } of sites) {
      const bySlug = new Map(data.models.map((model) => [model.slug, model]));
      for (const part of data.parts) {
        expect(part.fits.length).toBeGreaterThan(0);
        const makes = new Set(part.fits.map((slug) => bySlug.get(slug)?.manufacturer_name));
        expect(makes.size, `${config.slug} ${part.part_number}`).toBe(1);
        for (const slug of part.fits) expect(bySlug.get(slug)?.accessories_count ?? 0, `${config.slug} ${slug}`).toBeGreaterThan(0);
      }
    }
  });

  it('is the same for the same seed and date', async () => {
    const again = await generateAll();
    expect(again.map((site) => site.data.parts)).toEqual(sites.map((site) => site.data.parts));
  });
});
