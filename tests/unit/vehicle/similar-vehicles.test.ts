import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Car } from '../../../src/domain/cars/car.ts';
import { isAvailable, isSold } from '../../../src/domain/cars/car-state.ts';
import { isValidPrice } from '../../../src/domain/cars/valid-price.ts';
import { SIMILAR_VEHICLES_LIMIT, similarVehicles, similarVehiclesFinder } from '../../../src/site/similar-vehicles.ts';
import { makeCar } from '../domain/cars/car-fixture.ts';

const tiguan = (id: number, overrides: Partial<Car> = {}) => makeCar({ id, make: 'Volkswagen', model: 'Tiguan', simple_body: 'SUV', ...overrides });
const ids = (cars: readonly Car[]) => cars.map((car) => car.id);

describe('similar vehicles', () => {
  const car = tiguan(1, { price: 40_000 });

  it('shows at most four cars', () => {
    const listed = [car, ...Array.from({ length: 9 }, (_, index) => tiguan(index + 2))];
    expect(SIMILAR_VEHICLES_LIMIT).toBe(4);
    expect(similarVehicles(car, listed)).toHaveLength(4);
  });

  it('never shows the car itself, a sold or reserved car or a car of another model and body', () => {
    const listed = [
      car,
      tiguan(2, { status: 'sold', sold: true, sold_date_timestamp: 1 }),
      tiguan(3, { sold: true }),
      makeCar({ id: 4, model: 'Golf', simple_body: 'Hatch' }),
      tiguan(5, { reserved: true }),
    ];
    expect(similarVehicles(car, listed)).toEqual([]);
  });

  it('puts the same make and model before the same body, then the closest price, then the lower id', () => {
    const listed = [
      makeCar({ id: 10, make: 'Kia', model: 'Sportage', simple_body: 'SUV', price: 40_000 }),
      tiguan(11, { price: 50_000 }),
      tiguan(12, { price: 39_000 }),
      tiguan(13, { price: 5 }),
      tiguan(14, { price: 41_000 }),
      makeCar({ id: 15, make: 'Mazda', model: 'Tiguan', simple_body: 'Ute', price: 40_000 }),
    ];
    expect(ids(similarVehicles(car, listed, 10))).toEqual([12, 14, 11, 13, 10]);
  });

  it('a coming-soon car counts as available', () => {
    expect(ids(similarVehicles(car, [tiguan(2, { status: 'coming_soon' })]))).toEqual([2]);
  });

  it('a car without a valid price ranks its candidates by id alone', () => {
    const unpriced = tiguan(1, { price: 0 });
    expect(ids(similarVehicles(unpriced, [tiguan(3, { price: 90_000 }), tiguan(2, { price: 20_000 }), tiguan(4, { price: 0 })]))).toEqual([2, 3, 4]);
  });
});

/** The rule as written: rank every other listed car, sort, take the first `limit`. */
function rankedByRule(car: Car, listed: readonly Car[], limit: number): number[] {
  const key = (other: Car) => [
    other.make === car.make && other.model === car.model ? 0 : other.simple_body === car.simple_body ? 1 : 2,
    isValidPrice(other.price) ? 0 : 1,
    isValidPrice(other.price) && isValidPrice(car.price) ? Math.abs(other.price - car.price) : 0,
    other.id,
  ];
  return listed
    .filter((other) => other.id !== car.id && isAvailable(other) && !isSold(other) && !other.reserved && (key(other)[0] ?? 2) < 2)
    .sort((a, b) => {
      const [ka, kb] = [key(a), key(b)];
      return ka.reduce((order, value, i) => order || value - (kb[i] ?? 0), 0);
    })
    .slice(0, Math.max(0, limit))
    .map((other) => other.id);
}

describe('similar vehicles for a whole stock (one finder per build)', () => {
  const stockCar = fc.record({
    make: fc.constantFrom('Volkswagen', 'Kia', 'Mazda'),
    model: fc.constantFrom('Tiguan', 'Golf', 'CX-5'),
    simple_body: fc.constantFrom<Car['simple_body']>('SUV', 'Hatch', 'Ute'),
    price: fc.oneof(fc.constantFrom(0, 5, 10), fc.integer({ min: 11, max: 90_000 })),
    status: fc.constantFrom<Car['status']>('in_stock', 'in_stock', 'coming_soon', 'sold'),
    sold: fc.boolean(),
    reserved: fc.boolean(),
  });

  it('gives every car the row the rule gives it, whatever the stock and limit', () => {
    fc.assert(
      fc.property(fc.array(stockCar, { maxLength: 40 }), fc.integer({ min: -1, max: 6 }), (specs, limit) => {
        const listed = specs.map((spec, index) => makeCar({ id: 40 - index, ...spec, sold: spec.sold && spec.status !== 'in_stock' }));
        const similarTo = similarVehiclesFinder(listed, limit);
        for (const car of listed) expect(ids(similarTo(car))).toEqual(rankedByRule(car, listed, limit));
      }),
    );
  });
});
