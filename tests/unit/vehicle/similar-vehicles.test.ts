import { describe, expect, it } from 'vitest';
import type { Car } from '../../../src/domain/car.ts';
import { SIMILAR_VEHICLES_LIMIT, similarVehicles } from '../../../src/site/similar-vehicles.ts';
import { makeCar } from '../domain/car/car-fixture.ts';

const tiguan = (id: number, overrides: Partial<Car> = {}) => makeCar({ id, make: 'Volkswagen', model: 'Tiguan', simple_body: 'SUV', ...overrides });
const ids = (cars: readonly Car[]) => cars.map((car) => car.id);

describe('similar vehicles', () => {
  const car = tiguan(1, { price: 40_000 });

  it('shows at most four cars', () => {
    const listed = [car, ...Array.from({ length: 9 }, (_, index) => tiguan(index + 2))];
    expect(SIMILAR_VEHICLES_LIMIT).toBe(4);
    expect(similarVehicles(car, listed)).toHaveLength(4);
  });

  it('never shows the car itself, a sold car or a car of another model and body', () => {
    const listed = [
      car,
      tiguan(2, { status: 'sold', sold: true, sold_date_timestamp: 1 }),
      tiguan(3, { sold: true }),
      makeCar({ id: 4, model: 'Golf', simple_body: 'Hatch' }),
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
