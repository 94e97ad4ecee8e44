import { describe, expect, it } from 'vitest';
import { MARKET_PRICE_THRESHOLD, MAX_AGE_INDEX, MIN_VALID_PRICE, NEW_ARRIVAL_DAYS, TEST_DRIVE_ONLY_TAG } from '../../../src/domain/basics/constants.ts';
import {
  BODIES,
  CAR_STATUSES,
  CAR_TYPES,
  DRIVES,
  ELECTRIFIED_FUELS,
  FUELS,
  TRANSMISSIONS,
  type Car,
  type CarLocation,
} from '../../../src/domain/cars/car.ts';
import type { SiteConfig } from '../../../src/config/site-config-schema.ts';
import { minimumCarCount, siteManufacturers } from '../../../src/demo-data/cars.ts';
import { generateSiteData } from '../../../src/demo-data/generate-site-data.ts';
import { findMake } from '../../../src/demo-data/catalogue.ts';
import { DAY, DEMO_SITES, REFERENCE_DATE, REFERENCE_SECONDS, SEED, generateAll } from './helpers.ts';

const sites = await generateAll();
const otherSeed = await generateAll(SEED + 7, new Date('2027-01-03T00:00:00Z'));

// `satisfies` makes the compiler fail when Car gains or loses a field this list does not match.
const CAR_FIELDS = Object.keys({
  id: true, slug: true, name: true, make: true, make_slug: true, model: true, badge: true, series: true, year: true, km: true,
  price: true, before_price: true, offer_price: true, subscription_price: true, price_type: true, car_type: true, status: true,
  sold: true, sold_date_timestamp: true, show_on_dealer_website: true, reserved: true, tag: true, certified: true, created_at: true,
  stocknum: true, vin: true, dealership_id: true, dealership_slug: true, dealership_name: true, city: true, state: true,
  private_suburb: true, private_postcode: true, simple_fuel: true, simple_body: true, simple_drive: true, simple_transmission: true,
  images: true, primary_image_url: true, photos_count: true, preorder: true, carsales_title: true, file: true,
  payment_processors: true, autograb_data: true, location: true, colour: true, seats: true, doors: true, engine: true,
  age_index: true, features: true, description: true,
} satisfies Record<keyof Car, true>).sort();
const LOCATION_FIELDS = Object.keys({ id: true, name: true, phone: true, slug: true, address: true, distribution_locations: true } satisfies Record<keyof CarLocation, true>).sort();
const ADDRESS_FIELDS = Object.keys({ street: true, city: true, state: true, postcode: true, place_url: true } satisfies Record<keyof CarLocation['address'], true>).sort();

interface RuleContext {
  config: SiteConfig;
  reference: number;
}
type Rule = readonly [string, (car: Car, ctx: RuleContext) => boolean];

const createdDaysAgo = (car: Car, ctx: RuleContext): number => (ctx.reference - Date.parse(car.created_at) / 1000) / DAY;
const soldCutoff = (ctx: RuleContext): number => ctx.reference - ctx.config.search.sold_visibility_days * DAY;
const marketGap = (car: Car): number | null => (car.autograb_data ? car.autograb_data.average_market_price - car.price : null);

/** Each case the spec's rules tell apart; every site must have at least one car for each. */
const RULES: readonly Rule[] = [
  ...CAR_TYPES.map((type): Rule => [`has a ${type} car`, (car) => car.car_type === type]),
  ...CAR_STATUSES.map((status): Rule => [`has a car with status ${status}`, (car) => car.status === status]),
  ['has a car sold inside the sold-car visibility window', (car, ctx) => car.sold && (car.sold_date_timestamp ?? 0) > soldCutoff(ctx)],
  ['has a car sold outside the sold-car visibility window', (car, ctx) => car.sold && (car.sold_date_timestamp ?? Infinity) <= soldCutoff(ctx)],
  ['has a reserved car', (car) => car.reserved],
  ['has a certified car', (car) => car.certified],
  ['has a preorder car', (car) => car.preorder],
  ['has a preorder car with no price (shows PREORDER)', (car) => car.preorder && car.price <= MIN_VALID_PRICE],
  ["has a car tagged 'Test Drive Only'", (car) => car.tag === TEST_DRIVE_ONLY_TAG],
  ['has a car with a custom tag', (car) => car.tag !== null && car.tag !== TEST_DRIVE_ONLY_TAG],
  ['has a car priced 0', (car) => car.price === 0],
  ['has a car priced between 1 and 10', (car) => car.price >= 1 && car.price <= MIN_VALID_PRICE],
  ['has a car whose market average is more than $499 above its price', (car) => (marketGap(car) ?? 0) > MARKET_PRICE_THRESHOLD],
  ['has a car whose market average is above its price by $499 or less', (car) => {
    const gap = marketGap(car);
    return gap !== null && gap > 0 && gap <= MARKET_PRICE_THRESHOLD;
  }],
  ['has a car whose market average is exactly $499 above its price', (car) => marketGap(car) === MARKET_PRICE_THRESHOLD],
  ['has a used car with no market data', (car) => car.car_type === 'used' && car.autograb_data === null],
  ['has a car created within the last 8 days', (car, ctx) => createdDaysAgo(car, ctx) < NEW_ARRIVAL_DAYS],
  ['has a car created more than 8 days ago', (car, ctx) => createdDaysAgo(car, ctx) > NEW_ARRIVAL_DAYS],
  ['has a new arrival whose only tag is New Arrival', (car, ctx) =>
    createdDaysAgo(car, ctx) < NEW_ARRIVAL_DAYS && car.status === 'in_stock' && !car.reserved && car.tag === null && !ELECTRIFIED_FUELS.includes(car.simple_fuel)],
  ['has an electric car that is also reserved (tag priority)', (car) => car.simple_fuel === 'Electric' && car.reserved],
  ['has a reserved car with a custom tag (tag priority)', (car) => car.reserved && car.tag !== null],
  ['has a coming-soon car with a custom tag (tag priority)', (car) => car.status === 'coming_soon' && car.tag !== null],
  ['has a 7-seater', (car) => car.seats === 7],
  ['has a car hidden from the dealer website', (car) => !car.show_on_dealer_website],
  ['has a car over 100,000 km', (car) => car.km > 100_000],
  ['has a car over 7 years old', (car, ctx) => new Date(ctx.reference * 1000).getUTCFullYear() - car.year > 7],
  ['has a car eligible for a valuation (in stock, not sold or reserved, price over 200)', (car) => car.status === 'in_stock' && !car.sold && !car.reserved && car.price > 200],
  ['has a car with a before price', (car) => car.before_price !== null],
  ['has a car with an offer price', (car) => car.offer_price !== null],
  ['has a car with a subscription price', (car) => car.subscription_price !== null],
  ['has a car with a history report', (car) => car.file !== null],
  ['has a car with a custom reserve deposit', (car) => car.payment_processors.some((p) => p.deposit !== null)],
  ['has a car that cannot be reserved online', (car) => car.payment_processors.length === 0],
  ...BODIES.map((body): Rule => [`has a ${body}`, (car) => car.simple_body === body]),
  ...FUELS.map((fuel): Rule => [`has a ${fuel} car`, (car) => car.simple_fuel === fuel]),
  ...DRIVES.map((drive): Rule => [`has a ${drive} car`, (car) => car.simple_drive === drive]),
  ...TRANSMISSIONS.map((transmission): Rule => [`has a ${transmission} car`, (car) => car.simple_transmission === transmission]),
  ...Array.from({ length: MAX_AGE_INDEX + 1 }, (_, bucket): Rule => [`has a car in stock-age bucket ${bucket}`, (car) => car.age_index === bucket]),
];

describe('demo stock volume', () => {
  it('the five demo sites all have configs', () => {
    expect(sites.map((s) => s.config.slug)).toEqual(expect.arrayContaining([...DEMO_SITES]));
  });

  it.each(sites.map((s) => [s.config.slug, s.data.cars.length] as const))('%s has at least 150 cars', (_slug, count) => {
    expect(count).toBeGreaterThanOrEqual(150);
  });

  it('the five demo sites have at least 1,000 cars between them', () => {
    const total = sites.filter((s) => (DEMO_SITES as readonly string[]).includes(s.config.slug)).reduce((sum, s) => sum + s.data.cars.length, 0);
    expect(total).toBeGreaterThanOrEqual(1000);
  });

  it('a site can be given a larger stock (the build benchmark uses 2,000 cars), still covering every case with unique ids and slugs', () => {
    const { config } = sites.find((s) => s.config.slug === 'brighton-volkswagen') ?? {};
    if (!config) throw new Error('brighton-volkswagen is missing');
    const cars = generateSiteData({ config, seed: SEED, referenceDate: REFERENCE_DATE, cars: 2000 }).cars;
    expect(cars).toHaveLength(2000);
    expect(new Set(cars.map((car) => car.id)).size).toBe(2000);
    expect(new Set(cars.map((car) => car.slug)).size).toBe(2000);
    const ctx: RuleContext = { config, reference: REFERENCE_SECONDS };
    for (const [name, rule] of RULES) expect(cars.some((car) => rule(car, ctx)), name).toBe(true);
  });

  it('a stock smaller than one car per case, or not a whole number, is refused with the smallest it can be', () => {
    const { config } = sites.find((s) => s.config.slug === 'brighton-volkswagen') ?? {};
    if (!config) throw new Error('brighton-volkswagen is missing');
    const minimum = minimumCarCount(config);
    expect(generateSiteData({ config, seed: SEED, referenceDate: REFERENCE_DATE, cars: minimum }).cars).toHaveLength(minimum);
    expect(() => generateSiteData({ config, seed: SEED, referenceDate: REFERENCE_DATE, cars: minimum - 1 })).toThrow(
      `brighton-volkswagen: the demo stock needs a whole number of at least ${minimum} cars (one per case it must show), got ${minimum - 1}`,
    );
    expect(() => generateSiteData({ config, seed: SEED, referenceDate: REFERENCE_DATE, cars: 2000.5 })).toThrow('got 2000.5');
  });
});

describe.each([
  ['the test seed', sites, REFERENCE_SECONDS],
  ['another seed and date', otherSeed, Date.parse('2027-01-03T00:00:00Z') / 1000],
] as const)('every case the rules distinguish appears on every site (%s)', (_label, generated, reference) => {
  describe.each(generated.map((s) => [s.config.slug, s] as const))('%s', (_slug, { config, data }) => {
    const ctx: RuleContext = { config, reference };
    const applicable = RULES.filter(([name]) => !(name.includes('inside the sold-car') && config.search.sold_visibility_days === 0));
    it.each(applicable)('%s', (_name, rule) => {
      expect(data.cars.some((car) => rule(car, ctx))).toBe(true);
    });

    it('has stock of more than 7 makes, so the make filter needs "Show all makes"', () => {
      expect(new Set(data.cars.map((c) => c.make)).size).toBeGreaterThan(7);
    });

    it('every dealership has new cars of every make it sells', () => {
      for (const dealership of config.dealerships) {
        for (const slug of dealership.manufacturers) {
          const make = findMake(slug)?.slug ?? slug;
          expect(data.cars.some((c) => c.dealership_id === dealership.id && c.car_type === 'new' && c.make_slug === make), `${dealership.slug} ${slug}`).toBe(true);
        }
      }
    });
  });
});

describe.each(sites.map((s) => [s.config.slug, s] as const))('cars of %s', (_slug, { config, data }) => {
  const cars = data.cars;

  it('every car has every Car field, and no others', () => {
    for (const car of cars) {
      expect(Object.keys(car).sort()).toEqual(CAR_FIELDS);
      expect(Object.keys(car.location).sort()).toEqual(LOCATION_FIELDS);
      expect(Object.keys(car.location.address).sort()).toEqual(ADDRESS_FIELDS);
      if (car.autograb_data) expect(Object.keys(car.autograb_data).sort()).toEqual(['average_market_price', 'state_average_market_price']);
    }
  });

  it('ids, slugs, stock numbers and VINs are unique', () => {
    for (const key of ['id', 'slug', 'stocknum', 'vin'] as const) {
      expect(new Set(cars.map((c) => c[key])).size, key).toBe(cars.length);
    }
  });

  it('VINs are 17 characters without I, O or Q, with a valid check digit', () => {
    const values: Record<string, number> = { A: 1, B: 2, C: 3, D: 4, E: 5, F: 6, G: 7, H: 8, J: 1, K: 2, L: 3, M: 4, N: 5, P: 7, R: 9, S: 2, T: 3, U: 4, V: 5, W: 6, X: 7, Y: 8, Z: 9 };
    const weights = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2];
    for (const { vin } of cars) {
      expect(vin).toMatch(/^[A-HJ-NPR-Z0-9]{17}$/);
      const sum = [...vin].reduce((acc, ch, i) => acc + (/\d/.test(ch) ? Number(ch) : (values[ch] ?? 0)) * (weights[i] ?? 0), 0);
      expect(vin[8]).toBe(sum % 11 === 10 ? 'X' : String(sum % 11));
    }
  });

  it('sold is true exactly when status is sold, and only sold cars have a sold date', () => {
    for (const car of cars) {
      expect(car.sold).toBe(car.status === 'sold');
      expect(car.sold_date_timestamp !== null).toBe(car.sold);
      if (car.sold_date_timestamp !== null) expect(Number.isInteger(car.sold_date_timestamp)).toBe(true);
    }
  });

  it('nothing happens after the reference date, and cars are added before they are sold', () => {
    for (const car of cars) {
      const created = Date.parse(car.created_at) / 1000;
      expect(car.created_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
      expect(created).toBeLessThanOrEqual(REFERENCE_SECONDS);
      if (car.sold_date_timestamp !== null) {
        expect(car.sold_date_timestamp).toBeLessThanOrEqual(REFERENCE_SECONDS);
        expect(created).toBeLessThan(car.sold_date_timestamp);
      }
    }
  });

  it('only in-stock cars are reserved, and reserved cars cannot be reserved again', () => {
    for (const car of cars.filter((c) => c.reserved)) {
      expect(car.status).toBe('in_stock');
      expect(car.payment_processors).toEqual([]);
    }
  });

  it('preorders are new cars coming soon; certified cars are used', () => {
    for (const car of cars) {
      if (car.preorder) expect([car.car_type, car.status]).toEqual(['new', 'coming_soon']);
      if (car.certified) expect(car.car_type).toBe('used');
    }
  });

  it('new and demo cars are makes the site sells, at a dealership that sells them', () => {
    const siteMakes = new Set(siteManufacturers(config).map((m) => findMake(m.slug)?.slug));
    for (const car of cars.filter((c) => c.car_type !== 'used')) {
      expect(siteMakes.has(car.make_slug), car.name).toBe(true);
      const dealership = config.dealerships.find((d) => d.id === car.dealership_id);
      expect(dealership?.manufacturers.map((m) => findMake(m)?.slug)).toContain(car.make_slug);
    }
  });

  it('every car sits at a location of the site and names its dealership', () => {
    for (const car of cars) {
      const location = config.locations.find((l) => l.id === car.location.id);
      expect(location?.slug).toBe(car.location.slug);
      expect(location?.dealership_id).toBe(car.dealership_id);
      expect(config.dealerships.find((d) => d.id === car.dealership_id)?.slug).toBe(car.dealership_slug);
      expect([car.city, car.state, car.private_postcode]).toEqual([location?.address.city, location?.address.state, location?.address.postcode]);
    }
  });

  it("exactly one listed car's location has no phone (the vehicle page's no-phone state); the others carry their location's phone", () => {
    const withoutPhone = cars.filter((car) => car.location.phone === '');
    expect(withoutPhone).toHaveLength(1);
    expect(withoutPhone[0]).toMatchObject({ show_on_dealer_website: true, status: 'in_stock' });
    for (const car of cars.filter((candidate) => candidate.location.phone !== '')) {
      expect(car.location.phone).toBe(config.locations.find((l) => l.id === car.location.id)?.contact_detail.phone);
    }
  });

  it('money and distances are whole numbers, and a sale price never exceeds the price it replaced', () => {
    for (const car of cars) {
      for (const value of [car.price, car.km, car.before_price ?? 0, car.offer_price ?? 0, car.subscription_price ?? 0]) {
        expect(Number.isInteger(value) && value >= 0).toBe(true);
      }
      if (car.before_price !== null) expect(car.before_price).toBeGreaterThan(car.price);
      if (car.offer_price !== null) expect(car.offer_price).toBeLessThan(car.price);
    }
  });

  it('photos: the primary image is the first, the count matches, and every photo has alt text', () => {
    for (const car of cars) {
      expect(car.images.length).toBeGreaterThan(0);
      expect(car.primary_image_url).toBe(car.images[0]?.url);
      expect(car.photos_count).toBe(car.images.length);
      for (const image of car.images) expect(image.alt).toContain(car.name);
    }
  });

  it('prices follow the region: US prices end in 5 and are plus tax; AU and NZ end in 0', () => {
    const priced = cars.filter((c) => c.price > MIN_VALID_PRICE && c.price === Math.round(c.price));
    for (const car of priced) {
      if (config.region === 'US') {
        expect(car.price % 10, car.name).toBe(5);
        expect(car.price_type).toBe('plus_tax_and_fees');
      } else {
        expect(car.price % 10, car.name).toBe(0);
        expect(car.price_type).not.toBe('plus_tax_and_fees');
      }
    }
  });
});
