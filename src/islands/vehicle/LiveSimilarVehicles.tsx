/**
 * The vehicle page's 'Similar vehicles': the row picked at build time, rendered into the page's
 * HTML by this island (so a shopper without JavaScript gets it), then the row as it is now
 * (live-similar-cars.ts): the site's search backend is asked for the similar cars and the
 * availability API about them, and the cards are replaced with the answer, which never holds a
 * sold or held car. If either call fails the built row stays. An empty answer hides the section
 * rather than showing a heading over nothing.
 *
 * The island hydrates when the browser is idle, but asks only once the section comes near the
 * viewport, so a shopper who never scrolls down loads no search engine; a built row with no cars
 * (a hidden section, which never comes into view) asks at once.
 *
 * Each card is the stock card of the search results (VehicleCard) with 'Explore Vehicle' as its link.
 */
import { useEffect, useRef, useState } from 'react';
import type { CardTagSettings } from '../../domain/card-tag.ts';
import type { RegionCode } from '../../domain/region.ts';
import type { SimilarSubject } from '../../domain/similar-cars.ts';
import { LABELS } from '../../domain/texts.ts';
import type { SearchDocument } from '../../search/search-document.ts';
import { fetchCarsAvailability } from '../../scripts/car-availability.ts';
import VehicleCard from '../search/VehicleCard.tsx';
import type { SiteSearchSettings } from '../search/search-page-settings.ts';
import { createBrowserHitsLookup } from './browser-hits-lookup.ts';
import { liveSimilarCars } from './live-similar-cars.ts';

interface Props {
  /** The car whose page this is. */
  car: SimilarSubject;
  /** The row picked at build time. */
  cars: readonly SearchDocument[];
  /** How many cars the row shows. */
  limit: number;
  region: RegionCode;
  tagSettings: CardTagSettings;
  /** When the page was built (Unix seconds): the built row's tags are as of then, as in the HTML. */
  builtAt: number;
  lookup: SiteSearchSettings;
}

/** How close to the viewport the section must come before the row is asked for. */
const NEAR_VIEWPORT = '300px';

interface Row {
  readonly cars: readonly SearchDocument[];
  /** The moment the cards' tags (New Arrival) are computed for. */
  readonly now: Date;
}

export default function LiveSimilarVehicles({ car, cars, limit, region, tagSettings, builtAt, lookup }: Props) {
  const [row, setRow] = useState<Row>(() => ({ cars, now: new Date(builtAt * 1000) }));
  const section = useRef<HTMLElement>(null);
  useEffect(() => {
    let current = true;
    const ask = () =>
      void liveSimilarCars(car, limit, createBrowserHitsLookup(lookup), fetchCarsAvailability).then((live) => {
        if (current && live !== null) setRow({ cars: live, now: new Date() });
      });
    const element = section.current;
    if (element === null || element.hidden || typeof IntersectionObserver !== 'function') {
      ask();
      return () => {
        current = false;
      };
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        ask();
      },
      { rootMargin: NEAR_VIEWPORT },
    );
    observer.observe(element);
    return () => {
      current = false;
      observer.disconnect();
    };
  }, [car, limit, lookup]);
  return (
    <section ref={section} className="vehicle-section similar-vehicles" aria-labelledby="similar-vehicles-title" hidden={row.cars.length === 0}>
      <h2 id="similar-vehicles-title">Similar vehicles</h2>
      <ul className="similar-vehicles__list">
        {row.cars.map((similar) => (
          <li key={similar.id}>
            <VehicleCard car={similar} region={region} tagSettings={tagSettings} now={row.now} eager={false} favourite={null} linkLabel={LABELS.exploreVehicle} />
          </li>
        ))}
      </ul>
    </section>
  );
}
