import fc from 'fast-check';
import { SECONDS_PER_DAY } from '../../../../src/domain/basics/constants.ts';
import { describe, expect, it } from 'vitest';
import { CAR_STATUSES, CAR_TYPES } from '../../../../src/domain/cars/car.ts';
import { DEFAULT_SOLD_VISIBILITY_DAYS, MAX_AGE_INDEX } from '../../../../src/domain/basics/constants.ts';
import {
  DEFAULT_STOCK_FILTER_SETTINGS,
  stockFilterBy,
  stockPredicate,
} from '../../../../src/domain/search/stock-filter.ts';
import type { StockFilterCar, StockFilterSettings } from '../../../../src/domain/search/stock-filter.ts';
import { matchesFilterBy } from './typesense-filter-evaluator.ts';

const NOW = 1_750_000_000;
const DAY = SECONDS_PER_DAY;

const car = (overrides: Partial<StockFilterCar> = {}): StockFilterCar => ({
  status: 'in_stock',
  sold_date_timestamp: null,
  show_on_dealer_website: true,
  age_index: 0,
  car_type: 'used',
  make: 'Volkswagen',
  ...overrides,
});

const soldCar = (secondsAgo: number, overrides: Partial<StockFilterCar> = {}): StockFilterCar =>
  car({ status: 'sold', sold_date_timestamp: NOW - secondsAgo, ...overrides });

const settings = (overrides: Partial<StockFilterSettings> = {}, exclusions: Partial<StockFilterSettings['exclusions']> = {}) => ({
  ...DEFAULT_STOCK_FILTER_SETTINGS,
  ...overrides,
  exclusions: { ...DEFAULT_STOCK_FILTER_SETTINGS.exclusions, ...exclusions },
});

/** Lists the car by both forms of the rule, and fails if they disagree. */
function listed(subject: StockFilterCar, siteSettings: StockFilterSettings = DEFAULT_STOCK_FILTER_SETTINGS, now = NOW): boolean {
  const byPredicate = stockPredicate(siteSettings, now)(subject);
  const byFilter = matchesFilterBy(stockFilterBy(siteSettings, now), subject);
  expect(byFilter, 'filter_by and predicate disagree').toBe(byPredicate);
  return byPredicate;
}

describe('stock filter: sold cars', () => {
  it('the default sold-car visibility is 3 days', () => {
    expect(DEFAULT_SOLD_VISIBILITY_DAYS).toBe(3);
    expect(DEFAULT_STOCK_FILTER_SETTINGS.soldVisibilityDays).toBe(3);
  });

  it.each([
    ['1 hour ago', 3600, true],
    ['3 days less a second ago', 3 * DAY - 1, true],
    ['exactly 3 days ago', 3 * DAY, false],
    ['4 days ago', 4 * DAY, false],
  ])('a sold car stays listed 3 days by default: sold %s -> listed %s', (_when, secondsAgo, expected) => {
    expect(listed(soldCar(secondsAgo))).toBe(expected);
  });

  it.each([
    ['6 days ago', 6 * DAY, true],
    ['7 days less a second ago', 7 * DAY - 1, true],
    ['exactly 7 days ago', 7 * DAY, false],
  ])("a sold car stays listed for the dealer's number of days (7): sold %s -> listed %s", (_when, secondsAgo, expected) => {
    expect(listed(soldCar(secondsAgo), settings({ soldVisibilityDays: 7 }))).toBe(expected);
  });

  it.each([
    ['a second ago', 1],
    ['this very second', 0],
  ])('0 sold-car visibility days hides a car sold %s', (_when, secondsAgo) => {
    expect(listed(soldCar(secondsAgo), settings({ soldVisibilityDays: 0 }))).toBe(false);
  });

  it('a sold car without a sold date is not listed', () => {
    expect(listed(car({ status: 'sold', sold_date_timestamp: null }))).toBe(false);
  });

  it.each(['in_stock', 'coming_soon'] as const)('a %s car is listed whatever its sold date', (status) => {
    expect(listed(car({ status, sold_date_timestamp: null }))).toBe(true);
    expect(listed(car({ status, sold_date_timestamp: NOW - 365 * DAY }))).toBe(true);
  });
});

describe('stock filter: show_on_dealer_website', () => {
  it.each([
    ['in stock', car()],
    ['coming soon', car({ status: 'coming_soon' })],
    ['sold an hour ago', soldCar(3600)],
  ])('a car not shown on the dealer website is never listed (%s)', (_what, subject) => {
    expect(listed(subject)).toBe(true);
    expect(listed({ ...subject, show_on_dealer_website: false })).toBe(false);
  });
});

describe('stock filter: site exclusions', () => {
  it.each([
    ['age index', settings({}, { age_index: [3, 4] }), car({ age_index: 4 }), car({ age_index: 5 })],
    ['status', settings({}, { status: ['coming_soon'] }), car({ status: 'coming_soon' }), car({ status: 'in_stock' })],
    ['sold status', settings({}, { status: ['sold'] }), soldCar(60), car()],
    ['car type', settings({}, { car_type: ['demo', 'new'] }), car({ car_type: 'demo' }), car({ car_type: 'used' })],
    ['make', settings({}, { make: ['Toyota'] }), car({ make: 'Toyota' }), car({ make: 'Kia' })],
  ])('a car matching an excluded %s is left out, others stay', (_what, siteSettings, excluded, kept) => {
    expect(listed(excluded, siteSettings)).toBe(false);
    expect(listed(kept, siteSettings)).toBe(true);
  });

  it.each([
    ['TOYOTA', 'Toyota'],
    ['Skoda', 'Škoda'],
    ['MercedesBenz', 'Mercedes-Benz'],
  ])('make exclusions compare as Typesense compares strings: excluding %s leaves out %s', (excludedMake, make) => {
    expect(listed(car({ make }), settings({}, { make: [excludedMake] }))).toBe(false);
  });

  it('exclusions can list every age index from 0 to 14', () => {
    const all = Array.from({ length: MAX_AGE_INDEX + 1 }, (_, i) => i);
    expect(listed(car({ age_index: MAX_AGE_INDEX }), settings({}, { age_index: all }))).toBe(false);
  });
});

describe('stock filter: the Typesense filter_by string', () => {
  it('is (status in_stock OR coming_soon OR sold after N days ago) AND show_on_dealer_website true', () => {
    expect(stockFilterBy(DEFAULT_STOCK_FILTER_SETTINGS, NOW)).toBe(
      `(status:=[in_stock,coming_soon] || sold_date_timestamp:>${NOW - 3 * DAY}) && show_on_dealer_website:=true`,
    );
  });

  it('adds one not-equal clause per non-empty exclusion list, without repeats', () => {
    const siteSettings = settings(
      { soldVisibilityDays: 5 },
      { age_index: [3, 4, 3], status: ['coming_soon'], car_type: ['demo'], make: ['Toyota', 'Great Wall'] },
    );
    expect(stockFilterBy(siteSettings, NOW)).toBe(
      `(status:=[in_stock,coming_soon] || sold_date_timestamp:>${NOW - 5 * DAY}) && show_on_dealer_website:=true` +
        ' && age_index:!=[3,4] && status:!=[coming_soon] && car_type:!=[demo] && make:!=[`Toyota`,`Great Wall`]',
    );
  });

  it.each(['Rolls, Royce', 'A && B', 'X || Y)', '[Bracket]'])(
    'wraps make %j in backticks so its commas and operators stay inside the value',
    (make) => {
      const siteSettings = settings({}, { make: [make] });
      expect(stockFilterBy(siteSettings, NOW)).toContain(`make:!=[\`${make}\`]`);
      expect(listed(car({ make }), siteSettings)).toBe(false);
      expect(listed(car({ make: 'Kia' }), siteSettings)).toBe(true);
    },
  );
});

describe('stock filter: settings it cannot express are rejected', () => {
  it.each<[string, StockFilterSettings, number]>([
    ['negative days', settings({ soldVisibilityDays: -1 }), NOW],
    ['fractional days', settings({ soldVisibilityDays: 1.5 }), NOW],
    ['fractional now', DEFAULT_STOCK_FILTER_SETTINGS, NOW + 0.5],
    ['now in milliseconds', DEFAULT_STOCK_FILTER_SETTINGS, NOW * 1000],
    ['negative now', DEFAULT_STOCK_FILTER_SETTINGS, -1],
    ['age index above 14', settings({}, { age_index: [15] }), NOW],
    ['negative age index', settings({}, { age_index: [-1] }), NOW],
    ['fractional age index', settings({}, { age_index: [2.5] }), NOW],
    ['a make with a backtick', settings({}, { make: ['Bad`Make'] }), NOW],
    ['a make of symbols only', settings({}, { make: ['---'] }), NOW],
  ])('%s', (_what, siteSettings, now) => {
    expect(() => stockFilterBy(siteSettings, now)).toThrow(RangeError);
    expect(() => stockPredicate(siteSettings, now)).toThrow(RangeError);
  });
});

describe('stock filter: the filter_by string and the predicate select the same cars', () => {
  const makes = [
    'Toyota', 'TOYOTA', 'toyota', 'Kia', 'Škoda', 'Skoda', 'Mercedes-Benz', 'Mercedes Benz',
    'Land  Rover', 'Land Rover', 'Rolls, Royce', 'A && B', 'X || Y)', '(Paren', 'Paren',
  ];
  const make = fc.constantFrom(...makes);
  const siteSettings: fc.Arbitrary<StockFilterSettings> = fc.record({
    soldVisibilityDays: fc.integer({ min: 0, max: 30 }),
    exclusions: fc.record({
      age_index: fc.array(fc.integer({ min: 0, max: MAX_AGE_INDEX }), { maxLength: 4 }),
      status: fc.subarray([...CAR_STATUSES]),
      car_type: fc.subarray([...CAR_TYPES]),
      make: fc.array(make, { maxLength: 3 }),
    }),
  });
  const scenario = fc
    .record({ settings: siteSettings, now: fc.integer({ min: 0, max: 4_000_000_000 }) })
    .chain(({ settings: s, now }) => {
      const cutoff = now - s.soldVisibilityDays * DAY;
      const soldDate = fc.oneof(
        fc.constant(null),
        fc.integer({ min: cutoff - 2, max: cutoff + 2 }),
        fc.integer({ min: cutoff - 10 * DAY, max: now + DAY }),
      );
      const subject: fc.Arbitrary<StockFilterCar> = fc.record({
        status: fc.constantFrom(...CAR_STATUSES),
        sold_date_timestamp: soldDate,
        show_on_dealer_website: fc.boolean(),
        age_index: fc.integer({ min: 0, max: MAX_AGE_INDEX }),
        car_type: fc.constantFrom(...CAR_TYPES),
        make,
      });
      return fc.record({ settings: fc.constant(s), now: fc.constant(now), car: subject });
    });

  it('for random cars and settings, boundary sold dates included', () => {
    fc.assert(
      fc.property(scenario, ({ settings: s, now, car: subject }) => {
        expect(matchesFilterBy(stockFilterBy(s, now), subject)).toBe(stockPredicate(s, now)(subject));
      }),
      { numRuns: 2000 },
    );
  });
});

describe('the Typesense filter model the property test relies on', () => {
  it.each([
    ['a:=1 || a:=2 && b:=true', { a: 1, b: false }, true],
    ['(a:=1 || a:=2) && b:=true', { a: 1, b: false }, false],
    ['a:!=[1,2]', { a: 3, b: false }, true],
    ['a:>2', { a: 2, b: true }, false],
    ['a:>2', { a: null, b: true }, false],
  ])('%s on %j is %s (&& binds tighter than ||; null matches nothing)', (filter, doc, expected) => {
    expect(matchesFilterBy(filter, doc)).toBe(expected);
  });

  it('rejects syntax outside the subset', () => {
    expect(() => matchesFilterBy('a:<3', { a: 1 })).toThrow(SyntaxError);
    expect(() => matchesFilterBy('a:=[1', { a: 1 })).toThrow(SyntaxError);
  });
});
