/**
 * A vehicle page's similar cars as they are now: the site's search backend is asked for them
 * (src/search/similar-cars-lookup.ts) and the availability API about the answers, so a car sold
 * or held since the build is never suggested. The embedded engine's snapshot only knows the holds
 * of build time, which is why the API has the last word on every backend.
 */
import type { CarAvailability } from '../../domain/reservations/reservation-api.ts';
import type { SimilarSubject } from '../../domain/cars/similar-cars.ts';
import type { HitsLookup } from '../../search/hits-lookup.ts';
import type { SearchDocument } from '../../search/search-document.ts';
import { similarCarsLookups, similarCarsOf } from '../../search/similar-cars-lookup.ts';

/** The availability of cars by slug (absent: not listed any more); null when it cannot be known. */
export type AvailabilityOf = (slugs: readonly string[]) => Promise<ReadonlyMap<string, CarAvailability> | null>;

/**
 * The first `wanted` similar cars the backend knows, best first, less those the availability API
 * does not call available now; null when the lookup or the availability call fails (the page then
 * keeps the row it was built with).
 */
export async function liveSimilarCars(car: SimilarSubject, wanted: number, lookup: HitsLookup, availabilityOf: AvailabilityOf): Promise<SearchDocument[] | null> {
  let candidates: SearchDocument[];
  try {
    candidates = similarCarsOf(car, await lookup(similarCarsLookups(car, wanted)), wanted);
  } catch {
    return null;
  }
  if (candidates.length === 0) return [];
  const availability = await availabilityOf(candidates.map((candidate) => candidate.slug));
  if (availability === null) return null;
  return candidates.filter((candidate) => availability.get(candidate.slug)?.state === 'available');
}
