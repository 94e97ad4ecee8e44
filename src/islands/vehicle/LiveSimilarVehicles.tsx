/**
 * The live 'Similar vehicles' of a vehicle page. The section and its cards are static HTML
 * (src/components/vehicle/SimilarVehicles.astro: the built row, then hidden spares); this island
 * draws nothing. Hydrated when the browser is idle, it waits until the section comes near the
 * viewport (so a shopper who never scrolls there loads no search engine), asks the site's search
 * backend and the availability API for the row as it is now (live-similar-cars.ts), and shows the
 * built cards of that row in its order, hiding the others: a car sold or held since the build is
 * never suggested. Keeping to built cards means no card is drawn in the browser (the search page's
 * card code stays its own) and no link leads to a car the build made no page for. If a call fails
 * the built row stays; if no similar car is left the section hides.
 */
import { useEffect } from 'react';
import type { SimilarSubject } from '../../domain/cars/similar-cars.ts';
import { fetchCarsAvailability } from '../../scripts/car-availability.ts';
import type { SiteSearchSettings } from '../search/search-page-settings.ts';
import { createBrowserHitsLookup } from './browser-hits-lookup.ts';
import { liveSimilarCars } from './live-similar-cars.ts';

interface Props {
  /** The car whose page this is. */
  car: SimilarSubject;
  /** How many cars the row shows. */
  limit: number;
  lookup: SiteSearchSettings;
}

/** How close to the viewport the section must come before the row is asked for. */
const NEAR_VIEWPORT = '300px';

/** Shows the built cards of `slugs`, in that order, and hides the rest (or the whole section when none is left). */
function showRow(section: HTMLElement, slugs: readonly string[]): void {
  const list = section.querySelector('ul');
  const items = new Map([...section.querySelectorAll<HTMLElement>('[data-similar-slug]')].map((item) => [item.dataset.similarSlug ?? '', item]));
  for (const item of items.values()) item.hidden = true;
  for (const slug of slugs) {
    const item = items.get(slug);
    if (item === undefined) continue;
    item.hidden = false;
    list?.append(item);
  }
  section.hidden = slugs.length === 0;
}

export default function LiveSimilarVehicles({ car, limit, lookup }: Props) {
  useEffect(() => {
    const section = document.querySelector<HTMLElement>('[data-similar-vehicles]');
    if (section === null) return undefined;
    const built = new Set([...section.querySelectorAll<HTMLElement>('[data-similar-slug]')].map((item) => item.dataset.similarSlug ?? ''));
    let current = true;
    const ask = () =>
      void liveSimilarCars(car, built.size, createBrowserHitsLookup(lookup), fetchCarsAvailability).then((live) => {
        if (!current || live === null) return;
        showRow(section, live.map((found) => found.slug).filter((slug) => built.has(slug)).slice(0, limit));
      });
    if (typeof IntersectionObserver !== 'function') {
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
    observer.observe(section);
    return () => {
      current = false;
      observer.disconnect();
    };
  }, [car, limit, lookup]);
  return null;
}
