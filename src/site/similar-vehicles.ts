/**
 * The 'Similar vehicles' row of a vehicle page: up to four other listed cars of the same model, then
 * of the same body. The spec names the row but not its order; ours:
 * - only cars a shopper can still buy (available and not sold): a row of sold cars helps nobody;
 * - the same make and model first, then the same body style;
 * - within each, the closest price first (cars without a valid price after those with one), then
 *   the lower id, so the row is the same on every build of the same stock.
 */
import type { Car } from '../domain/car.ts';
import { isAvailable, isSold } from '../domain/car-state.ts';
import { isValidPrice } from '../domain/price.ts';

/** How many similar cars a vehicle page shows. */
export const SIMILAR_VEHICLES_LIMIT = 4;

/** The car fields the choice reads. */
type SimilarCar = Pick<Car, 'id' | 'make' | 'model' | 'simple_body' | 'price' | 'status' | 'sold'>;

const modelOf = (car: SimilarCar): string => `${car.make}\0${car.model}`;

/** A candidate with its sort key: rank (0 same model, 1 same body), priced (0 yes, 1 no), price gap, id. */
interface Ranked<T extends SimilarCar> {
  readonly other: T;
  readonly rank: number;
  readonly priced: number;
  readonly gap: number;
}

const before = <T extends SimilarCar>(a: Ranked<T>, b: Ranked<T>): boolean =>
  (a.rank - b.rank || a.priced - b.priced || a.gap - b.gap || a.other.id - b.other.id) < 0;

function groupBy<T>(items: readonly T[], keyOf: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const group = groups.get(keyOf(item));
    if (group === undefined) groups.set(keyOf(item), [item]);
    else group.push(item);
  }
  return groups;
}

/**
 * The row for any car of a stock, with the stock's candidates (available and not sold) grouped
 * by make and model and by body once: a row then looks only at its car's two groups and keeps the
 * best `limit` as it goes. A vehicle page per listed car thus costs one pass over two groups each,
 * not a ranking of the whole stock each (1,900 listed cars made 3.6 million rankings per build).
 */
export function similarVehiclesFinder<T extends SimilarCar>(listed: readonly T[], limit: number = SIMILAR_VEHICLES_LIMIT): (car: SimilarCar) => T[] {
  const size = Math.max(0, limit);
  const candidates = listed.filter((other) => isAvailable(other) && !isSold(other));
  const byModel = groupBy(candidates, modelOf);
  const byBody = groupBy(candidates, (other) => other.simple_body);
  return (car) => {
    const best: Ranked<T>[] = [];
    const consider = (other: T, rank: number): void => {
      const priced = isValidPrice(other.price);
      const ranked = { other, rank, priced: priced ? 0 : 1, gap: priced && isValidPrice(car.price) ? Math.abs(other.price - car.price) : 0 };
      let at = best.length;
      while (at > 0 && before(ranked, best[at - 1] as Ranked<T>)) at -= 1;
      if (at >= size) return;
      best.splice(at, 0, ranked);
      if (best.length > size) best.pop();
    };
    const model = modelOf(car);
    for (const other of byModel.get(model) ?? []) if (other.id !== car.id) consider(other, 0);
    // Same-body cars rank after every same-model car, so they can only fill a row that has room.
    if (best.length < size) {
      for (const other of byBody.get(car.simple_body) ?? []) if (other.id !== car.id && modelOf(other) !== model) consider(other, 1);
    }
    return best.map(({ other }) => other);
  };
}

/** The cars to show beside `car`, picked from `listed` (the site's listed cars, `car` may be among them). */
export function similarVehicles<T extends SimilarCar>(car: SimilarCar, listed: readonly T[], limit: number = SIMILAR_VEHICLES_LIMIT): T[] {
  return similarVehiclesFinder(listed, limit)(car);
}
