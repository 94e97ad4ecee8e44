/** What an import changes, car by car, and the rule that keeps a broken export from emptying a site. */
import { describe, expect, it } from 'vitest';
import type { Car } from '../../../src/domain/cars/car.ts';
import { compareStock, shrinksTooMuch } from '../../../src/stock/stock-changes.ts';
import { makeCar } from '../domain/cars/car-fixture.ts';

const car = (id: number, price = 20_000): Car => makeCar({ id, slug: `car-${id}`, stocknum: `U${id}`, price });
const ids = (cars: readonly Car[]) => cars.map((c) => c.id);

describe('compareStock matches cars by id', () => {
  it('sorts the new feed\'s cars into added, updated and unchanged, and the current cars it lacks into removed', () => {
    const changes = compareStock([car(1), car(2), car(3)], [car(4), car(2, 18_990), car(1)]);
    expect(ids(changes.added)).toEqual([4]);
    expect(ids(changes.updated)).toEqual([2]);
    expect(changes.updated[0]?.price).toBe(18_990);
    expect(ids(changes.unchanged)).toEqual([1]);
    expect(ids(changes.removed)).toEqual([3]);
  });

  it('a car whose fields come in another order is unchanged', () => {
    const reordered = Object.fromEntries(Object.entries(car(1)).reverse()) as unknown as Car;
    expect(ids(compareStock([car(1)], [reordered]).unchanged)).toEqual([1]);
  });

  it('with no current feed, every car is added', () => {
    expect(ids(compareStock([], [car(1), car(2)]).added)).toEqual([1, 2]);
  });
});

describe('the shrink rule', () => {
  const current = Array.from({ length: 10 }, (_, index) => car(index + 1));
  it.each([
    [5, false],
    [4, true],
    [0, true],
  ])('keeping %d of 10 cars shrinks too much: %s', (kept, refused) => {
    expect(shrinksTooMuch(compareStock(current, current.slice(0, kept)))).toBe(refused);
  });

  it('a first import, into a site with no stock, never shrinks', () => {
    expect(shrinksTooMuch(compareStock([], [car(1)]))).toBe(false);
  });
});
