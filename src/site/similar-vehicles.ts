/**
 * The build-time 'Similar vehicles' row of each vehicle page: the domain's rule
 * (src/domain/cars/similar-cars.ts) applied to the whole listed stock. The page's HTML holds this row,
 * so it is what a shopper without JavaScript sees; with JavaScript the page asks the search
 * backend for the row again (src/islands/vehicle/LiveSimilarVehicles.tsx).
 */
import type { Car } from '../domain/cars/car.ts';
import { SIMILAR_CARS_LIMIT, compareSimilar, isSameModel, isSimilarCandidate, similarRank, type SimilarCar, type SimilarRank, type SimilarSubject } from '../domain/cars/similar-cars.ts';

/** How many similar cars a vehicle page shows. */
export const SIMILAR_VEHICLES_LIMIT = SIMILAR_CARS_LIMIT;

/**
 * How many more of the ranking a vehicle page holds, hidden, for the live row to choose from when
 * cars of the built row have been sold or reserved since (SimilarVehicles.astro).
 */
export const SIMILAR_VEHICLES_SPARES = 4;

const modelOf = (car: Pick<Car, 'make' | 'model'>): string => `${car.make}\0${car.model}`;

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
 * The row for any car of a stock, with the stock's candidates grouped by make and model and by
 * body once: a row then looks only at its car's two groups and keeps the best `limit` as it goes.
 * A vehicle page per listed car thus costs one pass over two groups each, not a ranking of the
 * whole stock each (1,900 listed cars made 3.6 million rankings per build).
 */
export function similarVehiclesFinder<T extends SimilarCar>(listed: readonly T[], limit: number = SIMILAR_VEHICLES_LIMIT): (car: SimilarSubject) => T[] {
  const size = Math.max(0, limit);
  const candidates = listed.filter(isSimilarCandidate);
  const byModel = groupBy(candidates, modelOf);
  const byBody = groupBy(candidates, (other) => other.simple_body);
  return (car) => {
    const best: { other: T; rank: SimilarRank }[] = [];
    const consider = (other: T): void => {
      const rank = similarRank(car, other);
      if (rank === null) return;
      let at = best.length;
      while (at > 0 && compareSimilar(rank, (best[at - 1] as { rank: SimilarRank }).rank) < 0) at -= 1;
      if (at >= size) return;
      best.splice(at, 0, { other, rank });
      if (best.length > size) best.pop();
    };
    for (const other of byModel.get(modelOf(car)) ?? []) consider(other);
    // Same-body cars rank after every same-model car, so they can only fill a row that has room.
    if (best.length < size) {
      for (const other of byBody.get(car.simple_body) ?? []) if (!isSameModel(other, car)) consider(other);
    }
    return best.map(({ other }) => other);
  };
}

/** The cars to show beside `car`, picked from `listed` (the site's listed cars, `car` may be among them). */
export function similarVehicles<T extends SimilarCar>(car: SimilarSubject, listed: readonly T[], limit: number = SIMILAR_VEHICLES_LIMIT): T[] {
  return similarVehiclesFinder(listed, limit)(car);
}
