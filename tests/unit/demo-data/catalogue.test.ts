import { describe, expect, it } from 'vitest';
import { BODIES, FUELS } from '../../../src/domain/cars/car.ts';
import { MODEL_BODIES, MODEL_STATUSES, type ModelCatalogueEntry } from '../../../src/domain/content/content.ts';
import { siteManufacturers } from '../../../src/demo-data/cars.ts';
import { generateAll } from './helpers.ts';

const sites = await generateAll();

const ENTRY_FIELDS = Object.keys({
  id: true, name: true, slug: true, manufacturer_name: true, manufacturer_slug: true, short_description: true, description: true,
  manufacturer_body: true, manufacturer_body2: true, manufacturer_body3: true, bodyStyle: true, image: true, status: true, fuel: true,
  variant: true, override_url: true, path: true, aftermarket_manufacturer_id: true, accessories_count: true, body: true,
  price_from: true, features: true,
} satisfies Record<keyof ModelCatalogueEntry, true>).sort();

const vwSites = sites.filter((s) => siteManufacturers(s.config).some((m) => m.slug === 'volkswagen'));
const volkswagen = vwSites.flatMap((s) => s.data.models.filter((m) => m.manufacturer_slug === 'volkswagen'));

describe('the Volkswagen model catalogue', () => {
  it('exists for every site that sells Volkswagen', () => {
    expect(vwSites.length).toBeGreaterThan(0);
    for (const site of vwSites) expect(site.data.models.filter((m) => m.manufacturer_slug === 'volkswagen').length).toBeGreaterThanOrEqual(15);
  });

  it('has the spec models: Polo, Golf, T-Roc, T-Cross, Tiguan, Touareg, Amarok, Multivan, Caddy, Crafter, ID.4, ID.5, ID. Buzz, Passat', () => {
    const names = volkswagen.map((m) => m.name);
    for (const name of ['Polo', 'Golf', 'T-Roc', 'T-Cross', 'Tiguan', 'Touareg', 'Amarok', 'Multivan', 'Caddy', 'Crafter', 'ID.4', 'ID.5', 'ID. Buzz', 'Passat']) {
      expect(names).toContain(name);
    }
  });

  it('some models are coming soon and some are new', () => {
    expect(volkswagen.some((m) => m.status === 'coming_soon')).toBe(true);
    expect(volkswagen.some((m) => m.status === 'new')).toBe(true);
    expect(volkswagen.some((m) => m.status === '')).toBe(true);
  });

  it.each(['SUV', 'Passenger', 'Commercial', 'Camper'])('the footer category /models?body=%s has members', (body) => {
    expect(volkswagen.some((m) => m.body.includes(body as (typeof MODEL_BODIES)[number]))).toBe(true);
  });

  it('coming-soon models carry the Coming Soon body and no price', () => {
    for (const model of volkswagen.filter((m) => m.status === 'coming_soon')) {
      expect(model.body).toContain('Coming Soon');
      expect(model.price_from).toBeNull();
    }
  });

  it('has sub-range entries (variant) and an entry whose link is overridden', () => {
    expect(volkswagen.some((m) => m.variant !== '')).toBe(true);
    expect(volkswagen.some((m) => m.override_url !== null && m.override_url.startsWith('/'))).toBe(true);
  });

  it('has feature descriptions longer than 600 characters (cut by the UI) and shorter ones', () => {
    const lengths = volkswagen.flatMap((m) => m.features.map((f) => f.description.length));
    expect(lengths.some((n) => n > 600)).toBe(true);
    expect(lengths.some((n) => n <= 600)).toBe(true);
  });
});

describe.each(sites.map((s) => [s.config.slug, s] as const))('model catalogue of %s', (_slug, { config, data }) => {
  it('every entry has every catalogue field with values of the right kind', () => {
    expect(data.models.length).toBeGreaterThan(0);
    for (const model of data.models) {
      expect(Object.keys(model).sort()).toEqual(ENTRY_FIELDS);
      expect(MODEL_STATUSES).toContain(model.status);
      for (const body of model.body) expect(MODEL_BODIES).toContain(body);
      for (const body of model.bodyStyle) expect(BODIES).toContain(body);
      for (const fuel of model.fuel) expect(FUELS).toContain(fuel);
      expect([model.manufacturer_body, model.manufacturer_body2, model.manufacturer_body3]).toEqual([model.body[0] ?? '', model.body[1] ?? '', model.body[2] ?? '']);
      expect(model.path).toBe(`/models/${model.slug}`);
      expect(model.description).toMatch(/<p>.*<\/p>/);
      expect(model.image.url).toMatch(/^\/generated\/models\/.+\.svg$/);
      expect(model.image.thumb).toMatch(/^\/generated\/models\/.+-thumb\.svg$/);
      expect(model.image.alt).toContain(model.name);
      for (const feature of model.features) {
        expect(feature.title.length).toBeGreaterThan(0);
        expect(feature.image.url).toMatch(/^\/generated\/features\/.+\.svg$/);
      }
    }
  });

  it('ids and slugs are unique', () => {
    expect(new Set(data.models.map((m) => m.id)).size).toBe(data.models.length);
    expect(new Set(data.models.map((m) => m.slug)).size).toBe(data.models.length);
  });

  it('every make the site sells has three or more models', () => {
    for (const manufacturer of siteManufacturers(config)) {
      expect(data.models.filter((m) => m.manufacturer_slug === manufacturer.slug).length, manufacturer.slug).toBeGreaterThanOrEqual(3);
    }
  });

  it('stock exists for every model on sale (model pages list "for sale" cars)', () => {
    const stockModels = new Set(data.cars.map((c) => `${c.make_slug}/${c.model}`));
    for (const model of data.models.filter((m) => m.status !== 'coming_soon' && m.variant === '')) {
      expect(stockModels.has(`${model.manufacturer_slug}/${model.name}`), model.name).toBe(true);
    }
  });
});
