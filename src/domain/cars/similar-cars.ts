/**
 * Which cars a vehicle page suggests as 'Similar vehicles' and in what order. The spec names the row
 * (and the sold car's "offering a similar vehicle") but not its rule; ours:
 * - only cars a shopper can still buy: available, not sold and not reserved (a row of sold or held
 *   cars helps nobody), never the car itself;
 * - the same make and model first, then the same body style;
 * - within each, the closest price first (cars without a valid price after those with one), then
 *   the lower id, so the row is the same on every build of the same stock.
 *
 * The build picks the row from the whole stock (src/site/similar-vehicles.ts); the page then asks
 * the search backend for it again when viewed (src/search/similar-cars-lookup.ts). Both rank with
 * `compareSimilar`, so the live row keeps the built row's order.
 */
import type { Car } from './car.ts';
import { isEnquirable } from './car-state.ts';
import { isValidPrice } from './valid-price.ts';

/** How many similar cars a vehicle page shows. */
export const SIMILAR_CARS_LIMIT = 4;

/** The car fields the rule reads. */
export type SimilarCar = Pick<Car, 'id' | 'make' | 'model' | 'simple_body' | 'price' | 'status' | 'sold' | 'reserved'>;

/** The car a row is for: what the rule compares candidates with. */
export type SimilarSubject = Pick<Car, 'id' | 'make' | 'model' | 'simple_body' | 'price'>;

/** Whether a car may be suggested at all: one a shopper can still enquire about and reserve. */
export function isSimilarCandidate(car: Pick<Car, 'status' | 'sold' | 'reserved'>): boolean {
  return isEnquirable(car) && !car.reserved;
}

/** Whether two cars are of one make and model. */
export function isSameModel(a: Pick<Car, 'make' | 'model'>, b: Pick<Car, 'make' | 'model'>): boolean {
  return a.make === b.make && a.model === b.model;
}

/** A candidate's place in a row: group (0 same model, 1 same body), priced (0 yes, 1 no), price gap, id. */
export interface SimilarRank {
  readonly group: 0 | 1;
  readonly priced: 0 | 1;
  readonly gap: number;
  readonly id: number;
}

/** Where `other` ranks in `car`'s row; null when it does not belong there (another model and body, or the car itself). */
export function similarRank(car: SimilarSubject, other: Pick<Car, 'id' | 'make' | 'model' | 'simple_body' | 'price'>): SimilarRank | null {
  if (other.id === car.id) return null;
  const group = isSameModel(car, other) ? 0 : other.simple_body === car.simple_body ? 1 : null;
  if (group === null) return null;
  const priced = isValidPrice(other.price);
  return { group, priced: priced ? 0 : 1, gap: priced && isValidPrice(car.price) ? Math.abs(other.price - car.price) : 0, id: other.id };
}

/** Negative when `a` comes before `b` in a row. */
export function compareSimilar(a: SimilarRank, b: SimilarRank): number {
  return a.group - b.group || a.priced - b.priced || a.gap - b.gap || a.id - b.id;
}

/**
 * The first `limit` cars of `car`'s row among `candidates` (which may hold the car itself, cars of
 * other models and bodies, and the same car twice: they are left out).
 */
export function rankSimilarCars<T extends SimilarCar>(car: SimilarSubject, candidates: readonly T[], limit: number = SIMILAR_CARS_LIMIT): T[] {
  const seen = new Set<number>();
  const ranked: { other: T; rank: SimilarRank }[] = [];
  for (const other of candidates) {
    const rank = isSimilarCandidate(other) && !seen.has(other.id) ? similarRank(car, other) : null;
    if (rank === null) continue;
    seen.add(other.id);
    ranked.push({ other, rank });
  }
  return ranked
    .sort((a, b) => compareSimilar(a.rank, b.rank))
    .slice(0, Math.max(0, limit))
    .map(({ other }) => other);
}
