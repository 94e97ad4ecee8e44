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
export type SimilarCar = Pick<Car, 'id' | 'make' | 'model' | 'simple_body' | 'price' | 'status' | 'sold'>;

const sameModel = (a: SimilarCar, b: SimilarCar): boolean => a.make === b.make && a.model === b.model;

/** The cars to show beside `car`, picked from `listed` (the site's listed cars, `car` may be among them). */
export function similarVehicles<T extends SimilarCar>(car: SimilarCar, listed: readonly T[], limit: number = SIMILAR_VEHICLES_LIMIT): T[] {
  const ranked = listed
    .filter((other) => other.id !== car.id && isAvailable(other) && !isSold(other))
    .map((other) => ({
      other,
      rank: sameModel(other, car) ? 0 : other.simple_body === car.simple_body ? 1 : 2,
      priced: isValidPrice(other.price) ? 0 : 1,
      gap: isValidPrice(other.price) && isValidPrice(car.price) ? Math.abs(other.price - car.price) : 0,
    }))
    .filter(({ rank }) => rank < 2);
  ranked.sort((a, b) => a.rank - b.rank || a.priced - b.priced || a.gap - b.gap || a.other.id - b.other.id);
  return ranked.slice(0, Math.max(0, limit)).map(({ other }) => other);
}
