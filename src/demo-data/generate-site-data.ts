/**
 * One entry point for a site's demo data: cars, model catalogue, offers, parts, reviews, slides, blog
 * posts, careers, and every file (SVG images, PDF reports) the data links to. Pure: the same
 * config, seed and reference date always give identical output, whichever other sites exist.
 */
import type { Car } from '../domain/cars/car.ts';
import type { BlogPost, Career, ModelCatalogueEntry, Offer, Review, Slide } from '../domain/content/content.ts';
import type { Part } from '../domain/content/parts.ts';
import type { SiteConfig } from '../config/site-config-schema.ts';
import { generateCars } from './cars.ts';
import { generateCareers, generatePosts, generateReviews, generateSlides, type ContentOptions } from './content.ts';
import { historyReportPdf } from './documents.ts';
import { ImageRegistry, type GeneratedFile, type Palette } from './images.ts';
import { generateModels } from './models.ts';
import { generateOffers } from './offers.ts';
import { generateParts } from './parts.ts';
import { createRandom } from './random.ts';
import { isoDate, referenceSeconds } from './util.ts';

/** Bumped when the generator's output changes shape, so stale data can be told apart. */
export const DEMO_DATA_VERSION = 2;

export interface SiteData {
  slug: string;
  cars: Car[];
  models: ModelCatalogueEntry[];
  offers: Offer[];
  /** The parts catalogue /parts/search and the parts page show. */
  parts: Part[];
  reviews: Review[];
  slides: Slide[];
  posts: BlogPost[];
  careers: Career[];
  /** Files the data links to, with paths relative to `public/`, sorted by path. */
  files: GeneratedFile[];
}

interface GenerateSiteDataOptions {
  config: SiteConfig;
  seed: number | string;
  /** "Today": times are counted back from its UTC midnight (any time of day gives the same data). */
  referenceDate: Date;
  /** How many cars; the generator's per-site default (200 to 240) when absent. */
  cars?: number;
}

/** The site's brand colours as the image builders take them. */
function paletteOf(config: SiteConfig): Palette {
  const { colours } = config.brand;
  return { primary: colours.primary, onPrimary: colours.on_primary, accent: colours.accent, surface: colours.surface };
}

/** Everything the demo site shows, for one site config. */
export function generateSiteData({ config, seed, referenceDate, cars: carCount }: GenerateSiteDataOptions): SiteData {
  const reference = referenceSeconds(referenceDate);
  // Seeded by site so one site's data does not depend on which other sites are generated with it.
  const random = createRandom(`${seed}:${config.slug}`);
  const images = new ImageRegistry();
  const palette = paletteOf(config);

  const cars = generateCars({ config, random: random.fork('cars'), reference, images, count: carCount });
  const models = generateModels({ config, random: random.fork('models'), images });
  const offers = generateOffers({ config, random: random.fork('offers'), reference, images, palette, models });
  const content = (label: string): ContentOptions => ({ config, random: random.fork(label), reference, images, palette, models });

  const reports: GeneratedFile[] = cars
    .filter((car) => car.file !== null)
    .map((car) => ({ path: (car.file?.url ?? '').slice(1), contents: historyReportPdf(car, config.region, isoDate(reference)) }));

  return {
    slug: config.slug,
    cars,
    models,
    offers,
    parts: generateParts({ config, random: random.fork('parts'), models }),
    reviews: generateReviews(content('reviews')),
    slides: generateSlides(content('slides')),
    posts: generatePosts(content('posts')),
    careers: generateCareers(content('careers')),
    files: [...images.files(), ...reports].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0)),
  };
}
