import { describe, expect, it } from 'vitest';
import type { Car } from '../../../../src/domain/cars/car.ts';
import { SIMILAR_CARS_LIMIT, compareSimilar, isSimilarCandidate, rankSimilarCars, similarRank } from '../../../../src/domain/cars/similar-cars.ts';
import { makeCar } from './car-fixture.ts';

const tiguan = (id: number, overrides: Partial<Car> = {}) => makeCar({ id, make: 'Volkswagen', model: 'Tiguan', simple_body: 'SUV', price: 40_000, ...overrides });
const ids = (cars: readonly Car[]) => cars.map((car) => car.id);

describe('which cars may be suggested', () => {
  it.each([
    ['an in-stock car', {}, true],
    ['a coming-soon car', { status: 'coming_soon' }, true],
    ['a sold car', { status: 'sold', sold: true }, false],
    ['a car whose sold flag is set', { sold: true }, false],
    ['a reserved car', { reserved: true }, false],
    ['a car of another status', { status: 'unavailable' }, false],
  ] as const)('%s: %s', (_name, overrides, expected) => {
    expect(isSimilarCandidate(tiguan(2, overrides as Partial<Car>))).toBe(expected);
  });
});

describe("a candidate's rank in a car's row", () => {
  const car = tiguan(1);
  it.each([
    ['the car itself', tiguan(1), null],
    ['the same make and model', tiguan(2, { price: 41_000 }), { group: 0, priced: 0, gap: 1_000, id: 2 }],
    ['the same body, another model', makeCar({ id: 3, make: 'Kia', model: 'Sportage', simple_body: 'SUV', price: 38_000 }), { group: 1, priced: 0, gap: 2_000, id: 3 }],
    ['the same model name of another make', makeCar({ id: 4, make: 'Mazda', model: 'Tiguan', simple_body: 'Ute' }), null],
    ['another model and body', makeCar({ id: 5, model: 'Golf', simple_body: 'Hatch' }), null],
    ['a candidate without a valid price', tiguan(6, { price: 10 }), { group: 0, priced: 1, gap: 0, id: 6 }],
  ])('%s', (_name, other, expected) => {
    expect(similarRank(car, other)).toEqual(expected);
  });

  it('orders by group, then priced first, then the price gap, then the id', () => {
    const ranks = [
      { group: 1, priced: 0, gap: 0, id: 1 },
      { group: 0, priced: 1, gap: 0, id: 1 },
      { group: 0, priced: 0, gap: 5, id: 1 },
      { group: 0, priced: 0, gap: 1, id: 9 },
      { group: 0, priced: 0, gap: 1, id: 2 },
    ] as const;
    expect([...ranks].sort(compareSimilar)).toEqual([ranks[4], ranks[3], ranks[2], ranks[1], ranks[0]]);
  });
});

describe('ranking candidates', () => {
  const car = tiguan(1);

  it(`keeps ${SIMILAR_CARS_LIMIT} by default, the best first, each once, never the car itself or one that cannot be bought`, () => {
    const candidates = [
      car,
      tiguan(2, { price: 45_000 }),
      tiguan(3, { price: 39_500 }),
      tiguan(3, { price: 39_500 }),
      tiguan(4, { reserved: true, price: 40_000 }),
      tiguan(5, { status: 'sold', sold: true, price: 40_000 }),
      makeCar({ id: 6, make: 'Kia', model: 'Sportage', simple_body: 'SUV', price: 40_000 }),
      tiguan(7, { price: 0 }),
      makeCar({ id: 8, make: 'Kia', model: 'Sportage', simple_body: 'SUV', price: 41_000 }),
    ];
    expect(ids(rankSimilarCars(car, candidates))).toEqual([3, 2, 7, 6]);
    expect(ids(rankSimilarCars(car, candidates, 10))).toEqual([3, 2, 7, 6, 8]);
    expect(rankSimilarCars(car, candidates, -1)).toEqual([]);
  });
});
