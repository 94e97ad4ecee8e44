/**
 * Every demo site's vehicle-ads feeds, as its server serves them, checked against the field lists
 * we follow (docs/standards/google-vehicle-ads.md, docs/standards/meta-automotive-catalog.md): the
 * columns, every required field present and of its type, the site's currency and distance unit,
 * values in each platform's allowed lists, each price the car's advertised price (src/domain/cars/price.ts),
 * and every link and photo reachable on the site (a photo as JPEG or PNG). No page is opened.
 */
import { expect, test, type APIRequestContext } from '@playwright/test';
import { parse } from 'csv-parse/sync';
import { advertisedAmount } from '../../src/domain/cars/price.ts';
import { regionSettings } from '../../src/domain/basics/region.ts';
import { VEHICLE_ADS_FEEDS } from '../../src/domain/routes/routes.ts';
import { googleColumns } from '../../src/domain/vehicle-ads/google-vehicle-ads.ts';
import { E2E_SITES, demoCars, siteConfig, siteOrigin, type DemoSite } from './sites.ts';

const GOOGLE = {
  priceTypes: ['drive_away_price', 'excluding_government_charges_price'],
  conditions: ['new', 'used'],
  bodyStyles: ['city_car', 'compact_suv', 'convertible', 'coupe', 'crossover', 'full_size_van', 'hatchback', 'limousine', 'minivan', 'notchback', 'sedan', 'station_wagon', 'suv', 'truck', 'ute'],
  engines: ['gasoline', 'diesel', 'electric', 'hybrid', 'plug-in_hybrid', 'lpg', 'methane', 'natural_gas', 'other'],
  required: ['id', 'VIN', 'store_code', 'google_product_category', 'price', 'condition', 'brand', 'model', 'year', 'mileage', 'link', 'image_link', 'color'],
};

const META = {
  required: ['vehicle_id', 'title', 'description', 'url', 'make', 'model', 'year', 'vin', 'mileage.value', 'mileage.unit', 'price', 'body_style', 'exterior_color', 'image[0].url', 'image[0].tag[0]', 'address.addr1', 'address.city', 'address.region', 'address.postal_code', 'address.country', 'state_of_vehicle'],
  availability: ['AVAILABLE', 'NOT_AVAILABLE', 'PENDING'],
  states: ['NEW', 'USED', 'CPO'],
  bodyStyles: ['CONVERTIBLE', 'COUPE', 'CROSSOVER', 'ESTATE', 'GRANDTOURER', 'HATCHBACK', 'MINIBUS', 'MINIVAN', 'MPV', 'PICKUP', 'ROADSTER', 'SALOON', 'SEDAN', 'SMALL_CAR', 'SPORTSCAR', 'SUPERCAR', 'SUPERMINI', 'SUV', 'TRUCK', 'VAN', 'WAGON', 'OTHER'],
  transmissions: ['AUTOMATIC', 'MANUAL', 'OTHER'],
  fuels: ['DIESEL', 'ELECTRIC', 'FLEX', 'GASOLINE', 'HYBRID', 'PETROL', 'PLUGIN_HYBRID', 'OTHER'],
  drivetrains: ['TWO_WD', 'FOUR_WD', 'AWD', 'FWD', 'RWD', 'OTHER'],
};

type Row = Record<string, string>;

async function fetchFeed(request: APIRequestContext, site: DemoSite, path: string, delimiter: string): Promise<{ columns: string[]; rows: Row[] }> {
  const response = await request.get(`${siteOrigin(site)}${path}`);
  expect(response.status(), `${site} ${path}`).toBe(200);
  const records = parse(await response.text(), { delimiter, relax_quotes: delimiter === '\t', quote: delimiter === '\t' ? false : '"' }) as string[][];
  const [columns = [], ...cells] = records;
  return { columns, rows: cells.map((values) => Object.fromEntries(columns.map((column, index) => [column, values[index] ?? '']))) };
}

/** Every URL answers 200 on the site; a photo answers as JPEG or PNG. */
async function expectReachable(request: APIRequestContext, site: DemoSite, urls: Iterable<string>, photos: boolean): Promise<void> {
  const origin = new URL(siteConfig(site).url).origin;
  for (const url of new Set(urls)) {
    expect(url.startsWith(`${origin}/`), `${url} is on ${origin}`).toBe(true);
    const response = await request.get(`${siteOrigin(site)}${new URL(url).pathname}`);
    expect(response.status(), url).toBe(200);
    if (photos) expect(response.headers()['content-type'], url).toMatch(/^image\/(jpeg|png)/);
  }
}

/** The site's cars by stock number, and the amount each is advertised at. */
function advertisedByStocknum(site: DemoSite): Map<string, number | null> {
  const { region } = siteConfig(site);
  return new Map(demoCars(site).map((car) => [car.stocknum, advertisedAmount(car, region)]));
}

for (const site of E2E_SITES) {
  test.describe(`${site}'s vehicle-ads feeds`, () => {
    const config = siteConfig(site);
    const { currency, distanceUnit } = regionSettings(config.region);
    const storeCodes = new Set(config.locations.map((location) => location.store_code ?? location.slug));

    test('the Google feed has the required attributes, valid values and reachable links and photos', async ({ request }) => {
      const { columns, rows } = await fetchFeed(request, site, VEHICLE_ADS_FEEDS.google, '\t');
      expect(columns).toEqual(googleColumns(config.region));
      expect(rows.length, 'cars in the feed').toBeGreaterThan(0);
      const advertised = advertisedByStocknum(site);
      for (const row of rows) {
        for (const field of GOOGLE.required) expect(row[field], `${row.id} ${field}`).not.toBe('');
        expect(row.VIN).toMatch(/^[A-HJ-NPR-Z0-9]{17}$/);
        expect(storeCodes.has(row.store_code ?? '')).toBe(true);
        expect(row.price).toMatch(new RegExp(`^\\d+\\.\\d{2} ${currency}$`));
        expect(Number.parseFloat(row.price ?? ''), `${row.id}: the advertised price`).toBe(advertised.get(row.id ?? ''));
        if (config.region === 'AU') expect(GOOGLE.priceTypes).toContain(row.vehicle_price_type);
        expect(GOOGLE.conditions).toContain(row.condition);
        expect(row.year).toMatch(/^\d{4}$/);
        expect(row.mileage).toMatch(new RegExp(`^\\d+ ${distanceUnit === 'mi' ? 'miles' : 'km'}$`));
        expect(GOOGLE.bodyStyles).toContain(row.body_style);
        expect(GOOGLE.engines).toContain(row.engine);
        expect(['yes', 'no']).toContain(row['certified_pre-owned']);
      }
      await expectReachable(request, site, rows.map((row) => row.link ?? ''), false);
      await expectReachable(request, site, rows.flatMap((row) => [row.image_link ?? '', ...(row.additional_image_link ? row.additional_image_link.split(',') : [])]), true);
    });

    test('the Meta feed has the required fields, valid values and reachable links and photos', async ({ request }) => {
      const { columns, rows } = await fetchFeed(request, site, VEHICLE_ADS_FEEDS.meta, ',');
      for (const field of META.required) expect(columns).toContain(field);
      expect(rows.length, 'cars in the feed').toBeGreaterThan(0);
      const advertised = advertisedByStocknum(site);
      for (const row of rows) {
        for (const field of META.required) expect(row[field], `${row.vehicle_id} ${field}`).not.toBe('');
        expect(row.vin).toMatch(/^[A-HJ-NPR-Z0-9]{17}$/);
        expect(row.price).toMatch(new RegExp(`^\\d+ ${currency}$`));
        expect(Number.parseFloat(row.price ?? ''), `${row.vehicle_id}: the advertised price`).toBe(advertised.get(row.vehicle_id ?? ''));
        for (const other of ['sale_price', 'previous_price']) if (row[other]) expect(row[other]).toMatch(new RegExp(`^\\d+ ${currency}$`));
        expect(row['mileage.value']).toMatch(/^\d+$/);
        expect(row['mileage.unit']).toBe(distanceUnit === 'mi' ? 'MI' : 'KM');
        expect(row['address.country']).toBe(config.region);
        expect(META.availability).toContain(row.availability);
        expect(META.states).toContain(row.state_of_vehicle);
        expect(META.bodyStyles).toContain(row.body_style);
        expect(META.transmissions).toContain(row.transmission);
        expect(META.fuels).toContain(row.fuel_type);
        expect(META.drivetrains).toContain(row.drivetrain);
        expect(row.year).toMatch(/^\d{4}$/);
      }
      await expectReachable(request, site, rows.map((row) => row.url ?? ''), false);
      await expectReachable(request, site, rows.flatMap((row) => Object.entries(row).filter(([key, value]) => /^image\[\d+\]\.url$/.test(key) && value !== '').map(([, value]) => value)), true);
    });
  });
}
