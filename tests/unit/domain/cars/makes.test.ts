import { describe, expect, it } from 'vitest';
import { loadAllSiteConfigs } from '../../../../src/config/load-site-config.ts';
import { MAKES as DEMO_CATALOGUE } from '../../../../src/demo-data/catalogue.ts';
import { lookupMake, makeDisplayName, makeFacetValues, makeLogoPath, makeOptions, MAKES, makeSlug } from '../../../../src/domain/cars/makes.ts';
import { demoSite, ROOT } from '../../search/typesense/demo-stock.ts';

const configs = (await loadAllSiteConfigs(ROOT)).flatMap((result) => (result.ok ? [result.config] : []));

describe('the manufacturer list (spec: id, name, slug, logo.url; roughly 140 makes)', () => {
  it('holds about 140 makes, each with a unique id, name and slug, in name order', () => {
    expect(MAKES.length).toBeGreaterThanOrEqual(130);
    expect(MAKES.length).toBeLessThanOrEqual(150);
    for (const key of ['id', 'name', 'slug'] as const) expect(new Set(MAKES.map((make) => make[key])).size).toBe(MAKES.length);
    expect(MAKES.map((make) => make.name)).toEqual([...MAKES.map((make) => make.name)].sort((a, b) => a.localeCompare(b, 'en')));
  });

  it('gives every make a lower-case hyphenated slug and a logo the site serves itself', () => {
    for (const make of MAKES) {
      expect(make.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(make.logo.url).toBe(`/brands/makes/${make.slug}.svg`);
      expect(Number.isInteger(make.id) && make.id > 0).toBe(true);
    }
  });

  it.each([
    ['Mercedes-Benz', 'mercedes-benz'],
    ['Lynk & Co', 'lynk-co'],
    ['Rolls-Royce', 'rolls-royce'],
    ['Citroën', 'citroen'],
    ['  Land Rover ', 'land-rover'],
  ])('the slug of %j is %s', (name, slug) => {
    expect(makeSlug(name)).toBe(slug);
  });

  it.each([
    ['Volkswagen', 'Volkswagen'],
    ['VOLKSWAGEN', 'Volkswagen'],
    ['volkswagen', 'Volkswagen'],
    ['VW', 'Volkswagen'],
    ['mercedes-benz', 'Mercedes-Benz'],
    ['MERCEDES BENZ', 'Mercedes-Benz'],
    ['Mercedes', 'Mercedes-Benz'],
    ['alfa-romeo', 'Alfa Romeo'],
    ['LYNK & CO', 'Lynk & Co'],
    ['gwm', 'GWM'],
    ['Chevy', 'Chevrolet'],
    ['Skoda', 'Skoda'],
  ])('looks %j up as %s, whatever its case', (text, name) => {
    expect(lookupMake(text)?.name).toBe(name);
    expect(makeDisplayName(text)).toBe(name);
  });

  it.each(['Trabant', '', 'Ford Motor Company'])('knows no make %j, which then reads as written', (text) => {
    expect(lookupMake(text)).toBeUndefined();
    expect(makeDisplayName(text)).toBe(text);
  });

  it('keeps the ids the site configs already use for their makes, with the same names and slugs', () => {
    const configMakes = configs.flatMap((config) => ('tied' in config.manufacturers ? [config.manufacturers.tied] : config.manufacturers.several));
    expect(configMakes.length).toBeGreaterThan(0);
    for (const make of configMakes) {
      expect(lookupMake(make.slug)).toMatchObject({ id: make.id, name: make.name, slug: make.slug, logo: { url: make.logo?.url ?? makeLogoPath(make.slug) } });
    }
  });

  it('holds every make of the demo catalogue and of every demo site\'s generated stock', async () => {
    expect(DEMO_CATALOGUE.filter((make) => lookupMake(make.name)?.slug !== make.slug).map((make) => make.name)).toEqual([]);
    for (const config of configs) {
      const { cars } = await demoSite(config.slug);
      expect(cars.filter((car) => lookupMake(car.make) === undefined).map((car) => `${config.slug}: ${car.make}`)).toEqual([]);
    }
  });
});

describe('the makes a shopper picks by hand (service booking, trade-in fallback)', () => {
  it('lists every make once, the site\'s own first in the order given, then the rest by name', () => {
    const options = makeOptions(['skoda', 'Renault', 'skoda', 'unknown-make']);
    expect(options.slice(0, 3).map((make) => make.name)).toEqual(['Skoda', 'Renault', 'Abarth']);
    expect(options).toHaveLength(MAKES.length);
    expect(new Set(options.map((make) => make.id)).size).toBe(MAKES.length);
  });

  it('is the whole list in name order for a site with no makes of its own', () => {
    expect(makeOptions()).toEqual(MAKES);
  });
});

describe('the search page\'s make filter values', () => {
  it('lists the stock\'s makes, the site\'s own first, then by name, each as the list names it', () => {
    const stock = ['Kia', 'Mazda', 'VOLKSWAGEN', 'Chevrolet', 'Mazda', 'Trabant', 'Audi'];
    expect(makeFacetValues(stock, ['mazda'])).toEqual([
      { value: 'Mazda', label: 'Mazda' },
      { value: 'Audi', label: 'Audi' },
      { value: 'Chevrolet', label: 'Chevrolet' },
      { value: 'Kia', label: 'Kia' },
      { value: 'Trabant', label: 'Trabant' },
      { value: 'VOLKSWAGEN', label: 'Volkswagen' },
    ]);
  });

  it('keeps a group\'s makes in config order', () => {
    expect(makeFacetValues(['Ford', 'Kia', 'Hyundai', 'Audi'], ['kia', 'ford']).map((make) => make.value)).toEqual(['Kia', 'Ford', 'Audi', 'Hyundai']);
  });
});
