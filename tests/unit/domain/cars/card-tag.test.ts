import { describe, expect, it } from 'vitest';
import { FeaturesSchema } from '../../../../src/config/site-config-schema.ts';
import type { Car } from '../../../../src/domain/cars/car.ts';
import { type CardTagSettings, cardTag, isNewArrival } from '../../../../src/domain/cars/card-tag.ts';
import { NEW_ARRIVAL_DAYS } from '../../../../src/domain/basics/constants.ts';
import { makeCar } from './car-fixture.ts';

const NOW = new Date('2026-06-15T12:00:00Z');
const DAY_MS = 86_400_000;
const daysAgo = (days: number): string => new Date(NOW.getTime() - days * DAY_MS).toISOString();

const ON: CardTagSettings = { tags: { electric_hybrid: true } };
const OFF: CardTagSettings = { tags: { electric_hybrid: false } };

/** A car that qualifies for every tag level at once; tests switch levels off one by one. */
const everything: Partial<Car> = {
  simple_fuel: 'Electric',
  reserved: true,
  certified: true,
  make: 'Toyota',
  make_slug: 'toyota',
  car_type: 'used',
  tag: 'One Owner',
  status: 'coming_soon',
  created_at: daysAgo(1),
};

describe('card tag priority', () => {
  it('reads the switch from a validated site config\'s features, off by default', () => {
    const electric = makeCar({ simple_fuel: 'Electric', reserved: true });
    expect(cardTag(electric, FeaturesSchema.parse({}), NOW)?.kind).toBe('reserved');
    expect(cardTag(electric, FeaturesSchema.parse({ tags: { electric_hybrid: true } }), NOW)?.kind).toBe('electric');
  });

  it.each([
    ['1 electric or hybrid', {}, ON, { kind: 'electric', label: 'Electric' }],
    ['2 reserved', { simple_fuel: 'Petrol' }, ON, { kind: 'reserved', label: 'Reserved' }],
    ['3 Toyota certified used', { simple_fuel: 'Petrol', reserved: false }, ON, { kind: 'certified', label: 'Toyota Certified Used' }],
    ['4 custom tag', { simple_fuel: 'Petrol', reserved: false, certified: false }, ON, { kind: 'custom', label: 'One Owner' }],
    ['5 coming soon', { simple_fuel: 'Petrol', reserved: false, certified: false, tag: null }, ON, { kind: 'coming-soon', label: 'Coming Soon' }],
    [
      '6 new arrival',
      { simple_fuel: 'Petrol', reserved: false, certified: false, tag: null, status: 'in_stock' },
      ON,
      { kind: 'new-arrival', label: 'New Arrival' },
    ],
    ['7 none', { simple_fuel: 'Petrol', reserved: false, certified: false, tag: null, status: 'in_stock', created_at: daysAgo(30) }, ON, null],
  ] as const)('level %s wins over every level below it', (_level, fields, settings, tag) => {
    expect(cardTag(makeCar({ ...everything, ...fields }), settings, NOW)).toEqual(tag);
  });

  it('sold cars get the sold tag, whatever else holds', () => {
    const car = makeCar({ ...everything, status: 'sold', sold: true, sold_date_timestamp: NOW.getTime() / 1000 });
    expect(cardTag(car, ON, NOW)).toEqual({ kind: 'sold', label: 'JUST SOLD' });
  });

  it('a car with only the sold flag set also gets the sold tag', () => {
    expect(cardTag(makeCar({ sold: true }), OFF, NOW)).toEqual({ kind: 'sold', label: 'JUST SOLD' });
  });
});

describe('electric and hybrid outrank reserved only on sites with that setting', () => {
  it.each([
    ['Electric', { kind: 'electric', label: 'Electric' }],
    ['Hybrid', { kind: 'hybrid', label: 'Hybrid' }],
    ['Plug-in Hybrid', { kind: 'hybrid', label: 'Hybrid' }],
  ] as const)('with the setting on, a reserved %s car shows %j', (fuel, tag) => {
    expect(cardTag(makeCar({ simple_fuel: fuel, reserved: true }), ON, NOW)).toEqual(tag);
  });

  it.each(['Electric', 'Hybrid', 'Plug-in Hybrid'] as const)('with the setting off, a reserved %s car shows Reserved', (fuel) => {
    expect(cardTag(makeCar({ simple_fuel: fuel, reserved: true }), OFF, NOW)).toEqual({ kind: 'reserved', label: 'Reserved' });
  });

  it('with the setting off, an electric car with no other tag shows none', () => {
    expect(cardTag(makeCar({ simple_fuel: 'Electric', created_at: daysAgo(30) }), OFF, NOW)).toBeNull();
  });

  it.each(['Petrol', 'Diesel', 'LPG'] as const)('a %s car never gets the electric-or-hybrid tag', (fuel) => {
    expect(cardTag(makeCar({ simple_fuel: fuel, created_at: daysAgo(30) }), ON, NOW)).toBeNull();
  });
});

describe('the certified tag is for Toyota certified used cars only', () => {
  it.each([
    ['a certified used Toyota shows it', { make_slug: 'toyota' }, true],
    ['a certified used car of another make does not', { make_slug: 'volkswagen' }, false],
    ['a certified new Toyota does not', { make_slug: 'toyota', car_type: 'new' }, false],
    ['a certified demo Toyota does not', { make_slug: 'toyota', car_type: 'demo' }, false],
    ['an uncertified used Toyota does not', { make_slug: 'toyota', certified: false }, false],
  ] as const)('%s', (_rule, fields, shows) => {
    const car = makeCar({ certified: true, car_type: 'used', created_at: daysAgo(30), ...fields });
    expect(cardTag(car, OFF, NOW)?.kind === 'certified').toBe(shows);
  });
});

describe('custom tags', () => {
  it('a custom tag shows the dealer\'s text', () => {
    expect(cardTag(makeCar({ tag: 'Low Kms' }), OFF, NOW)).toEqual({ kind: 'custom', label: 'Low Kms' });
  });

  it('a car tagged Test Drive Only shows no custom tag: the tag is a button layout', () => {
    expect(cardTag(makeCar({ tag: 'Test Drive Only', created_at: daysAgo(30) }), OFF, NOW)).toBeNull();
    expect(cardTag(makeCar({ tag: 'Test Drive Only', status: 'coming_soon' }), OFF, NOW)).toEqual({ kind: 'coming-soon', label: 'Coming Soon' });
  });

  it('a blank tag is no tag', () => {
    expect(cardTag(makeCar({ tag: '  ', created_at: daysAgo(30) }), OFF, NOW)).toBeNull();
  });
});

describe('new arrival if created within the last 8 days', () => {
  it('the window is 8 days', () => {
    expect(NEW_ARRIVAL_DAYS).toBe(8);
  });

  it.each([
    ['created just now', 0, true],
    ['created 7 days ago', 7, true],
    ['created one second short of 8 days ago', 8 - 1 / 86_400, true],
    ['created exactly 8 days ago', 8, false],
    ['created 9 days ago', 9, false],
  ])('a car %s is a new arrival: %s', (_case, days, isNew) => {
    const car = makeCar({ created_at: daysAgo(days) });
    expect(isNewArrival(car, NOW)).toBe(isNew);
    expect(cardTag(car, OFF, NOW)?.kind === 'new-arrival').toBe(isNew);
  });

  it('a car with an unreadable creation date is not a new arrival', () => {
    expect(isNewArrival({ created_at: 'not a date' }, NOW)).toBe(false);
  });
});
