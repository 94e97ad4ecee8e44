/**
 * The main search pages: the default search path, /search, and one page per car
 * condition. Each fixes its condition by its path (a preset never written to the URL).
 *
 * Hits per page on these pages: 24, our choice. The spec gives 21 for the directories only ("the
 * main search size is not shown"). 24 divides by 2, 3 and 4, the grid's column counts, so a full
 * page fills whole rows at every width, and it is enough that the promo card at position 9 sits
 * well inside the page.
 */
import type { CarType } from '../../domain/cars/car.ts';
import { ROUTES, searchPathFor } from '../../domain/routes/routes.ts';
import type { Refinements } from '../../domain/search/types.ts';

/** Cars per page on the main search pages (see the module comment). */
export const MAIN_SEARCH_PAGE_SIZE = 24;

/** A main search page: its path, preset and heading. */
interface MainSearchPage {
  readonly path: string;
  readonly preset: Refinements;
  readonly heading: string;
  readonly description: (siteName: string) => string;
  readonly canonicalPath?: string;
}

const byCondition = (carType: CarType, heading: string, what: string): MainSearchPage => ({
  path: searchPathFor(carType),
  preset: { car_type: [carType] },
  heading,
  description: (siteName) => `${what} for sale at ${siteName}: search by make, model, price, body and more.`,
});

export const MAIN_SEARCH_PAGES = {
  stock: {
    path: ROUTES.stock,
    preset: {},
    heading: 'New, used and demo cars for sale',
    description: (siteName: string) => `Every new, used and demo car for sale at ${siteName}: search by make, model, price, body and more.`,
  },
  search: {
    path: ROUTES.search,
    preset: {},
    heading: 'New, used and demo cars for sale',
    description: (siteName: string) => `Every new, used and demo car for sale at ${siteName}: search by make, model, price, body and more.`,
    canonicalPath: ROUTES.stock,
  },
  new: byCondition('new', 'New cars for sale', 'New cars'),
  used: byCondition('used', 'Used cars for sale', 'Used cars'),
  demo: byCondition('demo', 'Demo cars for sale', 'Demo cars'),
} as const satisfies Record<string, MainSearchPage>;
