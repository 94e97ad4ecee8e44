/**
 * The stock feed's one schema and its checks against the site: each kind of bad row is refused with
 * the row, its stock number, the field and the problem in plain words (messages pinned), good rows
 * are kept in order, and the demo stock of every site passes.
 */
import { describe, expect, it } from 'vitest';
import type { Car } from '../../../src/domain/cars/car.ts';
import { CarSchema } from '../../../src/stock/car-schema.ts';
import { formatRefusedRows, validateStockRows, type StockSite } from '../../../src/stock/validate-stock.ts';
import { makeCar } from '../domain/cars/car-fixture.ts';
import { generateAll } from '../demo-data/helpers.ts';

const SITE: StockSite = {
  slug: 'acme-motors',
  dealerships: [
    { id: 1, slug: 'acme-motors', name: 'Acme Motors', licence_number: 'LMCT 0001', manufacturers: ['acme'] },
    { id: 2, slug: 'acme-east', name: 'Acme East', licence_number: 'LMCT 0002', manufacturers: ['acme'] },
  ],
};

const acmeCar = (overrides: Partial<Car> = {}): Car => makeCar({ dealership_id: 1, dealership_slug: 'acme-motors', dealership_name: 'Acme Motors', ...overrides });

/** The message lines for one row whose fields are overridden with `fields`. */
function problemsOf(fields: Record<string, unknown>, where = '[0]'): string[] {
  const { refused } = validateStockRows([{ where, value: { ...acmeCar(), ...fields } }], SITE);
  return formatRefusedRows('data/acme-motors/cars.json', refused);
}

describe('a feed row is refused with the file, the row, its stock number, the field and the problem', () => {
  it.each<[string, Record<string, unknown>, string]>([
    ['a number given as text', { price: 'POA' }, 'price: expected a number, got the text "POA"'],
    ['cents where whole dollars are expected', { price: 35990.5 }, 'price: expected a whole number, got the number 35990.5'],
    ['a negative odometer', { km: -5 }, 'km: expected at least 0, got the number -5'],
    ['a missing field', { make: undefined }, 'make: is required (expected a string)'],
    ['a condition the spec does not have', { car_type: 'nearly-new' }, 'car_type: expected one of "new", "used", "demo", got the text "nearly-new"'],
    ['a status the spec does not have', { status: 'on_order' }, 'status: expected one of "in_stock", "coming_soon", "sold", got the text "on_order"'],
    ['sold that disagrees with status', { sold: true }, 'sold: must be false when status is "in_stock" (sold is true exactly for sold cars)'],
    ['a slug that is not a URL segment', { slug: 'Golf GTI!' }, 'slug: expected lower-case letters, digits and single hyphens (e.g. "2024-vw-golf-u1234"), got the text "Golf GTI!"'],
    ['a VIN with the letter O', { vin: 'WVGZZZ5NZMW00000O' }, 'vin: expected 17 digits and capital letters other than I, O and Q (or nothing while no VIN is assigned), got the text "WVGZZZ5NZMW00000O"'],
    ['a date that is not ISO 8601', { created_at: '24/11/2026' }, 'created_at: expected a valid datetime, got the text "24/11/2026"'],
    ['an empty tag (null means none)', { tag: '' }, 'tag: must not be empty: write null for no tag'],
    ['a nested field of the wrong type', { autograb_data: { average_market_price: '30000', state_average_market_price: 29000 } }, 'autograb_data.average_market_price: expected a number, got the text "30000"'],
    ['a photo with no alt text', { images: [{ url: '/a.jpg', alt: '' }] }, 'images[0].alt: must not be empty'],
    ['an image path that is neither a site path nor a URL', { primary_image_url: 'a.jpg' }, 'primary_image_url: expected a site path starting with / or an http(s) URL, got the text "a.jpg"'],
    ['a dealership of another site', { dealership_id: 99 }, 'dealership_id: 99 is not a dealership of acme-motors (its dealerships are 1, 2)'],
    ['a dealership slug that is not its id\'s', { dealership_id: 2 }, 'dealership_slug: expected "acme-east", the slug of dealership 2, got "acme-motors"'],
  ])('%s', (_rule, fields, problem) => {
    expect(problemsOf(fields)).toEqual([`data/acme-motors/cars.json -> [0] stock U10001 -> ${problem}`]);
  });

  it('names every problem of a row, and a row without a stock number says so', () => {
    expect(problemsOf({ stocknum: undefined, year: 'new', km: null }, 'row 7')).toEqual([
      'data/acme-motors/cars.json -> row 7 no stock number -> year: expected a number, got the text "new"',
      'data/acme-motors/cars.json -> row 7 no stock number -> km: expected a number, got null',
      'data/acme-motors/cars.json -> row 7 no stock number -> stocknum: is required (expected a string)',
    ]);
  });

  it('a row that is not an object is refused as a whole', () => {
    const { refused } = validateStockRows([{ where: '[3]', value: 'U1234,2021,Golf' }], SITE);
    expect(formatRefusedRows('feed.json', refused)).toEqual(['feed.json -> [3] no stock number -> (row): expected a car (an object of fields)']);
  });
});

describe('good rows are kept, in order, beside bad ones', () => {
  it('keeps every valid row and refuses only the bad one', () => {
    const rows = [acmeCar({ id: 1, slug: 'a-1' }), { ...acmeCar({ id: 2, slug: 'b-2' }), price: 'POA' }, acmeCar({ id: 3, slug: 'c-3', dealership_id: 2, dealership_slug: 'acme-east' })];
    const { cars, refused } = validateStockRows(rows.map((value, index) => ({ where: `[${index}]`, value })), SITE);
    expect(cars.map((car) => car.id)).toEqual([1, 3]);
    expect(refused.map((row) => row.where)).toEqual(['[1]']);
  });

  it('a second car with the same id or slug is refused, naming the row that has it', () => {
    const rows = [acmeCar({ id: 1, slug: 'a-1', stocknum: 'A' }), acmeCar({ id: 1, slug: 'b-2', stocknum: 'B' }), acmeCar({ id: 3, slug: 'a-1', stocknum: 'C' })];
    const { cars, refused } = validateStockRows(rows.map((value, index) => ({ where: `[${index}]`, value })), SITE);
    expect(cars.map((car) => car.stocknum)).toEqual(['A']);
    expect(formatRefusedRows('f', refused)).toEqual(['f -> [1] stock B -> id: 1 is already the id of the car at [0]', 'f -> [2] stock C -> slug: "a-1" is already the slug of the car at [0]']);
  });

  it('unknown fields are dropped, not kept: the feed carries exactly the schema', () => {
    const { cars } = validateStockRows([{ where: '[0]', value: { ...acmeCar(), internal_cost: 21000 } }], SITE);
    expect(cars[0]).toEqual(acmeCar());
    expect(Object.keys(cars[0] ?? {})).not.toContain('internal_cost');
  });

  it('an empty VIN (not yet assigned) is accepted', () => {
    expect(problemsOf({ vin: '' })).toEqual([]);
  });
});

describe('the demo stock', () => {
  it('every demo site\'s generated stock passes the stock schema and the site checks', async () => {
    for (const { config, data } of await generateAll()) {
      const { cars, refused } = validateStockRows(data.cars.map((value, index) => ({ where: `[${index}]`, value })), config);
      expect(formatRefusedRows(config.slug, refused), config.slug).toEqual([]);
      expect(cars).toEqual(data.cars);
    }
  });

  it('the schema is the Car type: a parsed car is assignable both ways', () => {
    const parsed: Car = CarSchema.parse(acmeCar());
    expect(parsed).toEqual(acmeCar());
  });
});
