/**
 * The shapes of stock search (spec section 3, "Search result" and "Filter attributes"; section 4,
 * "Search"). Both engines (Typesense and the embedded one) answer in `SearchResult`; the URL state
 * module serialises a `SearchState`; the islands render a `SearchView` (search-view.ts).
 */
import type { Car } from '../cars/car.ts';
import type { SortBy } from './sort-options.ts';

/**
 * Every filter attribute of the spec, in the spec's order (section 3, then section 2's
 * dealership_slug refinement), with the kind of value it takes:
 * - `scalar`: one value (`query` is free text, `page` a 1-based page number);
 * - `list`: a set of facet values, any of which matches (OR within the attribute, AND across
 *   attributes), e.g. `make=Ford&make=Kia`; `seats` is a list too (`seats=7`), its values being the
 *   facet's strings;
 * - `range`: a numeric range with a min, a max or both, inclusive (the price and km sliders, the
 *   subscription price and the model year).
 * The bucket attributes `price_range` and `weekly_price_range` are lists: their values are bucket
 * names such as `10000-20000`, not numbers.
 */
export const FILTER_ATTRIBUTE_KINDS = {
  query: 'scalar',
  page: 'scalar',
  badge: 'list',
  status: 'list',
  car_type: 'list',
  categories: 'list',
  city: 'list',
  colour: 'list',
  dealership_name: 'list',
  filtered_features: 'list',
  item_type: 'list',
  km: 'range',
  location_name: 'list',
  make: 'list',
  make_model: 'list',
  model: 'list',
  price: 'range',
  subscription_price: 'range',
  price_range: 'list',
  seats: 'list',
  body: 'list',
  drive: 'list',
  fuel: 'list',
  transmission: 'list',
  state: 'list',
  tag: 'list',
  weekly_price_range: 'list',
  year: 'range',
  // Not in section 3's list, but section 2 names it: the dealer-filtered link into search.
  dealership_slug: 'list',
} as const satisfies Record<string, FilterAttributeKind>;

/** How a filter attribute's value is shaped (see FILTER_ATTRIBUTE_KINDS). */
type FilterAttributeKind = 'scalar' | 'list' | 'range';

/** Any filter attribute of the spec. */
type FilterAttribute = keyof typeof FILTER_ATTRIBUTE_KINDS;

type AttributesOfKind<K extends FilterAttributeKind> = {
  [A in FilterAttribute]: (typeof FILTER_ATTRIBUTE_KINDS)[A] extends K ? A : never;
}[FilterAttribute];

/** Attributes refined by choosing facet values. */
export type ListAttribute = AttributesOfKind<'list'>;
/** Attributes refined by a numeric range. */
export type RangeAttribute = AttributesOfKind<'range'>;
/** Attributes that narrow the result set (everything but `query` and `page`). */
export type RefinementAttribute = ListAttribute | RangeAttribute;

/** The filter attributes in the spec's order. */
export const FILTER_ATTRIBUTES = Object.keys(FILTER_ATTRIBUTE_KINDS) as readonly FilterAttribute[];

/** Whether `attribute` is refined by facet values (as opposed to a range). */
export function isListAttribute(attribute: RefinementAttribute): attribute is ListAttribute {
  return FILTER_ATTRIBUTE_KINDS[attribute] === 'list';
}

/**
 * An inclusive numeric range with at least one bound: `{ min: 10000 }` is "from 10000", `{ max: 20000 }`
 * "up to 20000". A range with neither bound is no refinement at all, so it cannot be written.
 */
export type NumericRange =
  | { readonly min: number; readonly max?: number }
  | { readonly min?: number; readonly max: number };

/**
 * The refinements in force. An attribute that is absent is not refined; a list is never empty
 * (an attribute is dropped when its last value goes).
 */
export type Refinements = { readonly [A in ListAttribute]?: readonly string[] } & {
  readonly [A in RangeAttribute]?: NumericRange;
};

/** What a search is for: the query text, the 1-based page, the sort order and the refinements. */
export interface SearchState {
  readonly query: string;
  /** 1-based; any change of query, sort or refinement goes back to 1 (InstantSearch resets it). */
  readonly page: number;
  readonly sortBy: SortBy;
  readonly refinements: Refinements;
}

/** The lowest and highest value of a numeric attribute over the whole result set (for the sliders). */
interface FacetStats {
  readonly min: number;
  readonly max: number;
}

/** Hits per facet value, per list attribute, over the whole result set: `{ make: { Ford: 12 } }`. */
export type FacetCounts = { readonly [A in ListAttribute]?: Readonly<Record<string, number>> };

/** Slider bounds per range attribute; missing when the result set has no values for it. */
export type FacetStatsByAttribute = { readonly [A in RangeAttribute]?: FacetStats };

/**
 * One page of results, as the hosted search answers (spec section 7): the page's hits, the number
 * of matches over all pages, facet counts and stats, the time the engine took and the page count.
 */
export interface SearchResult<Hit = Car> {
  readonly hits: readonly Hit[];
  /** Matches over all pages. */
  readonly count: number;
  readonly facets: FacetCounts;
  readonly facetStats: FacetStatsByAttribute;
  /** How long the engine took, in milliseconds. */
  readonly ms: number;
  /** How many pages the matches fill. */
  readonly pages: number;
}

/**
 * One remembered search (spec section 3, "Browser storage"): the refinements and the search page
 * path they applied to, so that a shopper can go back to it.
 */
export interface SearchHistoryEntry {
  readonly refinements: Refinements;
  /** Site path of the search page, e.g. /search/used-cars. */
  readonly path: string;
}
