import { describe, expect, it } from 'vitest';
import type { CarAvailability } from '../../../src/domain/reservations/reservation-api.ts';
import { createEmbeddedHitsLookup } from '../../../src/search/embedded/hits-lookup.ts';
import type { HitsLookup } from '../../../src/search/hits-lookup.ts';
import { liveSimilarCars, type AvailabilityOf } from '../../../src/islands/vehicle/live-similar-cars.ts';
import { NO_EXCLUSIONS, NOW, makeDocument } from '../search/embedded/documents.ts';

/** The page's car (a Ranger at 45,000) and six other Rangers, 1,000 apart. */
const car = { id: 1, make: 'Ford', model: 'Ranger', simple_body: 'Ute', price: 45_000 } as const;
const STOCK = [makeDocument(1), ...[2, 3, 4, 5, 6, 7].map((id) => makeDocument(id, { price: 45_000 + (id - 1) * 1_000 }))];
const lookup = createEmbeddedHitsLookup({ documents: STOCK, stockFilter: NO_EXCLUSIONS, now: () => NOW });

/** An availability source that holds `held` and has sold `sold`; it records what it was asked. */
function availability(held: readonly string[] = [], sold: readonly string[] = []): AvailabilityOf & { asked: string[][] } {
  const asked: string[][] = [];
  const source = async (slugs: readonly string[]) => {
    asked.push([...slugs]);
    return new Map(
      slugs.map((slug): [string, CarAvailability] => [
        slug,
        { slug, state: held.includes(slug) ? 'reserved' : sold.includes(slug) ? 'sold' : 'available', reservable: !held.includes(slug) && !sold.includes(slug) },
      ]),
    );
  };
  return Object.assign(source, { asked });
}

const slugs = (cars: readonly { slug: string }[] | null) => cars?.map((found) => found.slug) ?? null;

describe("a vehicle page's live similar cars", () => {
  it('are the nearest cars the availability source calls available, asked about in one call', async () => {
    const source = availability(['car-2'], ['car-4']);
    expect(slugs(await liveSimilarCars(car, 5, lookup, source))).toEqual(['car-3', 'car-5', 'car-6']);
    expect(source.asked).toEqual([['car-2', 'car-3', 'car-4', 'car-5', 'car-6']]);
  });

  it('leave out a car the availability source no longer lists', async () => {
    const source: AvailabilityOf = async (asked) => new Map(asked.filter((slug) => slug !== 'car-2').map((slug) => [slug, { slug, state: 'available', reservable: true }]));
    expect(slugs(await liveSimilarCars(car, 3, lookup, source))).toEqual(['car-3', 'car-4']);
  });

  it('are null (the page keeps its built row) when the lookup or the availability call fails', async () => {
    const failing: HitsLookup = async () => {
      throw new Error('offline');
    };
    expect(await liveSimilarCars(car, 4, failing, availability())).toBeNull();
    expect(await liveSimilarCars(car, 4, lookup, async () => null)).toBeNull();
  });

  it('are none, without asking about availability, when nothing is similar', async () => {
    const source = availability();
    expect(await liveSimilarCars({ ...car, model: 'Everest', simple_body: 'SUV' }, 4, lookup, source)).toEqual([]);
    expect(source.asked).toEqual([]);
  });
});
