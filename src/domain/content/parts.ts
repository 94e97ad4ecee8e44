/**
 * The parts catalogue: a site's parts and accessories, and the pure search over
 * them that /parts/search runs in the browser and at build for its first page. The search state
 * lives in the URL as for cars (spec section 2: query, page, sortBy and one parameter per filter),
 * so a reload or a shared link shows the same results.
 */

/** One part or accessory of a site's catalogue (data/<slug>/parts.json). */
export interface Part {
  /** The maker's part number, unique within the site ("5NA-061-500"). */
  readonly part_number: string;
  readonly name: string;
  readonly category: string;
  /** Slugs of the catalogue models the part fits. */
  readonly fits: readonly string[];
  /** Whole dollars in the site's currency. */
  readonly price: number;
  /** An accessory (shown by model on the parts page), rather than a servicing or repair part. */
  readonly accessory: boolean;
}

/** What /parts/index.json holds: the parts, and [slug, name] of each model a part fits, in catalogue order. */
export interface PartsIndex {
  readonly models: readonly (readonly [slug: string, name: string])[];
  readonly parts: readonly Part[];
}

/** The public path of the index (src/pages/parts/[index].json.ts). */
export const PARTS_INDEX_PATH = '/parts/index.json';

/** Results per page, as for cars. */
export const PARTS_PER_PAGE = 21;

/** The orders the results come in; the first is the default. */
export const PARTS_SORTS = [
  ['name_asc', 'Name (A to Z)'],
  ['price_asc', 'Price (low to high)'],
  ['price_desc', 'Price (high to low)'],
  ['part_number_asc', 'Part number'],
] as const;
export type PartsSort = (typeof PARTS_SORTS)[number][0];
const DEFAULT_SORT: PartsSort = 'name_asc';

/** The search state the URL carries. */
export interface PartsState {
  readonly query: string;
  /** 1-based. */
  readonly page: number;
  readonly category: string;
  /** A model slug. */
  readonly model: string;
  readonly sortBy: PartsSort;
}

export const EMPTY_PARTS_STATE: PartsState = { query: '', page: 1, category: '', model: '', sortBy: DEFAULT_SORT };

function isSort(value: string): value is PartsSort {
  return PARTS_SORTS.some(([key]) => key === value);
}

/** The state a URL's query string gives; anything unreadable falls back to its default. */
export function parsePartsState(search: string | URLSearchParams): PartsState {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const page = Number(params.get('page') ?? '1');
  const sortBy = params.get('sortBy') ?? '';
  return {
    query: (params.get('query') ?? '').trim(),
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    category: params.get('category') ?? '',
    model: params.get('model') ?? '',
    sortBy: isSort(sortBy) ? sortBy : DEFAULT_SORT,
  };
}

/** The query string of a state ('' for the default), defaults left out, in a fixed order. */
export function serialisePartsState(state: PartsState): string {
  const params = new URLSearchParams();
  if (state.query !== '') params.set('query', state.query);
  if (state.category !== '') params.set('category', state.category);
  if (state.model !== '') params.set('model', state.model);
  if (state.sortBy !== DEFAULT_SORT) params.set('sortBy', state.sortBy);
  if (state.page > 1) params.set('page', String(state.page));
  const text = params.toString();
  return text === '' ? '' : `?${text}`;
}

/** A link into the parts search with some filters set. */
export function partsSearchHref(path: string, filters: Partial<Pick<PartsState, 'query' | 'category' | 'model'>>): string {
  return `${path}${serialisePartsState({ ...EMPTY_PARTS_STATE, ...filters })}`;
}

/** Lower case without accents or punctuation runs, so 'Roof-rack' finds 'roof rack'. */
function normalise(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** Whether every word of the query is found in the part's number, name, category or model names. */
function matchesQuery(part: Part, words: readonly string[], modelNames: ReadonlyMap<string, string>): boolean {
  if (words.length === 0) return true;
  const haystack = normalise([part.part_number, part.part_number.replace(/-/g, ''), part.name, part.category, ...part.fits.map((slug) => modelNames.get(slug) ?? slug)].join(' '));
  return words.every((word) => haystack.includes(word));
}

function compare(sortBy: PartsSort): (a: Part, b: Part) => number {
  const byName = (a: Part, b: Part) => a.name.localeCompare(b.name, 'en') || a.part_number.localeCompare(b.part_number, 'en');
  switch (sortBy) {
    case 'price_asc':
      return (a, b) => a.price - b.price || byName(a, b);
    case 'price_desc':
      return (a, b) => b.price - a.price || byName(a, b);
    case 'part_number_asc':
      return (a, b) => a.part_number.localeCompare(b.part_number, 'en');
    default:
      return byName;
  }
}

export interface PartsResults {
  readonly hits: readonly Part[];
  /** Parts matching the query and filters, over all pages. */
  readonly total: number;
  /** The page shown: the state's page, brought within the results. */
  readonly page: number;
  readonly pages: number;
}

/** The page of parts a state shows: filtered by query, category and model, sorted, paginated. */
export function searchParts(parts: readonly Part[], state: PartsState, modelNames: ReadonlyMap<string, string> = new Map()): PartsResults {
  const words = normalise(state.query).split(' ').filter((word) => word !== '');
  const matching = parts
    .filter((part) => (state.category === '' || part.category === state.category) && (state.model === '' || part.fits.includes(state.model)) && matchesQuery(part, words, modelNames))
    .sort(compare(state.sortBy));
  const pages = Math.max(1, Math.ceil(matching.length / PARTS_PER_PAGE));
  const page = Math.min(state.page, pages);
  return { hits: matching.slice((page - 1) * PARTS_PER_PAGE, page * PARTS_PER_PAGE), total: matching.length, page, pages };
}

/** The categories with how many parts each has, in alphabetical order. */
export function partCategoryCounts(parts: readonly Part[]): { name: string; count: number }[] {
  const counts = new Map<string, number>();
  for (const part of parts) counts.set(part.category, (counts.get(part.category) ?? 0) + 1);
  return [...counts].map(([name, count]) => ({ name, count })).sort((a, b) => a.name.localeCompare(b.name, 'en'));
}

/** The live region's words for a result count. */
export function partsCountText(total: number): string {
  if (total === 0) return 'No parts found';
  return total === 1 ? '1 part found' : `${total} parts found`;
}

/** The empty state's plain words. */
export const PARTS_EMPTY_TEXT = 'No parts match your search. Try other words, or clear the filters to see every part.';

/** The id of the parts page's enquiry form section, and the query parameter naming a part to ask about. */
export const PARTS_ENQUIRY_ANCHOR = 'parts-enquiry';
export const PARTS_ENQUIRY_PARAM = 'part';

/** The link from a part to the enquiry form, naming the part. */
export function partEnquiryHref(partsPagePath: string, part: Pick<Part, 'part_number'>): string {
  return `${partsPagePath}?${PARTS_ENQUIRY_PARAM}=${encodeURIComponent(part.part_number)}#${PARTS_ENQUIRY_ANCHOR}`;
}
