/** Compare records and the built compare page's shape, for the tests of the plain cards and their hosts. */
import { COMPARE_STATUS_TEXTS, type CompareCar } from '../../../src/domain/compare/compare-car.ts';
import { COMPARE_CARDS_END, COMPARE_CARDS_ID, COMPARE_CARDS_START } from '../../../src/domain/compare/compare-page.ts';
import { COMPARE_TEXTS } from '../../../src/domain/compare/compare-texts.ts';
import { carPath } from '../../../src/domain/routes/routes.ts';

/** A listed car's record as the build writes it; each test overrides what it reads. */
export function compareRecord(slug: string, overrides: Partial<CompareCar> = {}): CompareCar {
  return {
    slug,
    name: `Car ${slug}`,
    href: carPath(slug),
    image: { url: `/generated/cars/${slug}.svg`, alt: `Photo of ${slug}` },
    price: '$35,990 Drive Away',
    driveAway: null,
    year: '2021',
    odometer: '45,000 km',
    body: 'SUV',
    fuel: 'Petrol',
    transmission: 'Automatic',
    drive: 'FWD',
    seats: '5',
    colour: 'White',
    location: 'Brighton',
    status: COMPARE_STATUS_TEXTS.inStock,
    sold: false,
    features: [],
    ...overrides,
  };
}

/** The built page's shape around the placeholder (src/pages/compare.astro). */
export const BUILT_PAGE = `<!doctype html><html><head><title>Compare cars</title></head><body><main><h1>Compare cars</h1><div id="${COMPARE_CARDS_ID}" class="compare-cards"> ${COMPARE_CARDS_START} <p>${COMPARE_TEXTS.empty}</p> ${COMPARE_CARDS_END} </div><astro-island></astro-island></main></body></html>`;

/** The cards' items, each as its text without tags. */
export function cardTexts(html: string): string[] {
  return [...html.matchAll(/<li class="compare-card[^"]*">([\s\S]*?)<\/li>/g)].map((match) => (match[1] ?? '').replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ').trim());
}

