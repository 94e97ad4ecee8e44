/**
 * The search directories (spec section 2): a brand directory per make and per make and model the
 * site has in stock (`/search/{make}` and `/search/{make}/{model}`, filtered by manufacturer name
 * and model name, and by model body through `?body=`), and a category directory per body group
 * (`/search/categories/{category}`, with `?price=min-max`). Both show DIRECTORY_PAGE_SIZE (21)
 * cars a page. The paths come from routes.ts; this module decides which directories exist.
 */
import type { Refinements } from '../domain/search/types.ts';
import { brandDirectoryPath, categoryDirectoryPath } from '../domain/routes/routes.ts';
import { CAR_CATEGORIES, FILTER_FIELDS, type CarCategory, type SearchDocument } from './search-document.ts';

/** A URL segment for a name: lower case, ASCII letters and digits, single hyphens ("ID. Buzz" -> "id-buzz"). */
function directorySlug(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/\+/g, ' plus ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** One directory page: where it is, what it fixes and what it is called. */
interface Directory {
  readonly path: string;
  readonly preset: Refinements;
  /** The page heading, e.g. "Volkswagen Tiguan for sale". */
  readonly heading: string;
}

/** A brand directory's route parameters and page. */
interface BrandDirectory extends Directory {
  readonly makeSlug: string;
  readonly modelSlug?: string;
}

/**
 * The brand directories of the stock: one per make (by its make_slug) and one per model of each
 * make (by the model name's slug), in name order. Two model names that slug alike (rare) share the
 * first one's page, which then lists both.
 */
export function brandDirectories(documents: readonly SearchDocument[]): BrandDirectory[] {
  const makes = new Map<string, { make: string; models: Map<string, string[]> }>();
  for (const document of documents) {
    const make = makes.get(document.make_slug) ?? { make: document.make, models: new Map<string, string[]>() };
    makes.set(document.make_slug, make);
    const modelSlug = directorySlug(document.model);
    const names = make.models.get(modelSlug) ?? [];
    if (!names.includes(document.model)) names.push(document.model);
    make.models.set(modelSlug, names);
  }
  const directories: BrandDirectory[] = [];
  for (const [makeSlug, { make, models }] of [...makes].sort(([a], [b]) => a.localeCompare(b))) {
    directories.push({ makeSlug, path: brandDirectoryPath({ manufacturer: makeSlug }), preset: { make: [make] }, heading: `${make} for sale` });
    for (const [modelSlug, names] of [...models].sort(([a], [b]) => a.localeCompare(b))) {
      if (modelSlug === '') continue;
      directories.push({
        makeSlug,
        modelSlug,
        path: brandDirectoryPath({ manufacturer: makeSlug, model: modelSlug }),
        preset: { make: [make], model: names },
        heading: `${make} ${names[0] ?? ''} for sale`,
      });
    }
  }
  return directories;
}

const CATEGORY_HEADINGS: Readonly<Record<CarCategory, string>> = {
  SUV: 'SUVs for sale',
  Passenger: 'Passenger cars for sale',
  Commercial: 'Commercial vehicles for sale',
  Camper: 'Campers for sale',
};

/** A category directory's route parameter and page. */
interface CategoryDirectory extends Directory {
  readonly categorySlug: string;
}

/** The category directories: one per body group of CAR_CATEGORIES, stocked or not (an empty one says so). */
export function categoryDirectories(): CategoryDirectory[] {
  return CAR_CATEGORIES.map((category) => {
    const categorySlug = category.toLowerCase();
    return { categorySlug, path: categoryDirectoryPath({ category: categorySlug }), preset: { categories: [category] }, heading: CATEGORY_HEADINGS[category] };
  });
}

/**
 * Whether a document can be among the results of a page that presets `preset`: every listed value
 * of a list attribute must match (a document's list field, such as its features, matches when it
 * holds one of them). Ranges are not checked, so the answer may say yes to a car the page leaves
 * out, never no to one it shows: what the build needs to know which pages a car's change reaches.
 */
export function mayMatchPreset(preset: Refinements, document: SearchDocument): boolean {
  for (const [attribute, values] of Object.entries(preset) as [keyof Refinements, unknown][]) {
    if (!Array.isArray(values)) continue;
    const value: unknown = document[FILTER_FIELDS[attribute]];
    const held = Array.isArray(value) ? value.map(String) : [String(value)];
    if (!held.some((item) => values.includes(item))) return false;
  }
  return true;
}
