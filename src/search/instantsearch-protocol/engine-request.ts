/**
 * What a stock search asks and answers in the engines' own terms (document fields, 0-based pages),
 * the same for both backends: algolia-params.ts reads InstantSearch's requests into these,
 * algolia-response.ts shapes the answers back; the embedded engine answers them in the browser and
 * the Typesense client translates them into multi_search bodies.
 */
import type { SortBy } from '../../domain/search/sort-options.ts';
import type { SearchDocument } from '../search-document.ts';
import type { IndexedField } from './document-fields.ts';

/** Typesense's `per_page` when none is given; the embedded engine follows it. */
export const DEFAULT_HITS_PER_PAGE = 10;
/** Typesense refuses more hits per page than this. */
export const MAX_HITS_PER_PAGE = 250;
/** Typesense's `max_facet_values` when none is given. */
export const DEFAULT_MAX_VALUES_PER_FACET = 10;

/** A numeric comparison of a filter, as Algolia's numericFilters write it. */
export type NumericOperator = '<' | '<=' | '=' | '!=' | '>=' | '>';

/** Facet stats as Typesense reports them for a numeric facet (and Algolia's facets_stats). */
export interface NumericFacetStats {
  readonly min: number;
  readonly max: number;
  readonly avg: number;
  readonly sum: number;
}

/** A value and how many documents of a result set hold it. */
export interface FacetCount {
  readonly value: string;
  readonly count: number;
}

/**
 * A facet filter on one field, as the Typesense client writes one facetFilters entry:
 * `field:=[include...] && field:!=[exclude...]`. The included values are ORed; a document must hold
 * none of the excluded ones (a document without a value holds none). At least one list is non-empty.
 */
export type FacetClause =
  | { readonly kind: 'facet'; readonly field: IndexedField; readonly include: readonly [string, ...string[]]; readonly exclude: readonly string[] }
  | { readonly kind: 'facet'; readonly field: IndexedField; readonly include: readonly string[]; readonly exclude: readonly [string, ...string[]] };

/** One numeric comparison, such as `price >= 10000`. */
export interface NumericComparison {
  readonly field: IndexedField;
  readonly operator: NumericOperator;
  readonly value: number;
}

/** Numeric comparisons of which at least one must hold (one entry of Algolia's numericFilters). */
interface NumericClause {
  readonly kind: 'numeric';
  readonly anyOf: readonly [NumericComparison, ...NumericComparison[]];
}

/** A condition every hit meets; a request's clauses are ANDed. */
export type FilterClause = FacetClause | NumericClause;

/** A search for hits, facet counts and facet stats. */
export interface EngineRequest {
  /** Free text; empty matches everything. */
  readonly query: string;
  readonly sortBy: SortBy;
  readonly filters: readonly FilterClause[];
  /** 0-based, as Algolia counts. */
  readonly page: number;
  /** 0 asks for counts and facets only. */
  readonly hitsPerPage: number;
  /** Fields to count values of (and report stats for, when numeric). */
  readonly facets: readonly IndexedField[];
  /** The most values reported per facet, most frequent first. */
  readonly maxValuesPerFacet: number;
}

/** The answer to an EngineRequest. */
export interface EngineResult {
  /** The page's documents, in order. */
  readonly hits: readonly SearchDocument[];
  /** Matches over all pages. */
  readonly nbHits: number;
  readonly page: number;
  readonly nbPages: number;
  readonly hitsPerPage: number;
  /** Per requested facet, its values with counts over all matches; empty when nothing matches. */
  readonly facets: ReadonlyMap<IndexedField, readonly FacetCount[]>;
  /** Per requested numeric facet with at least one value among the matches. */
  readonly facetsStats: ReadonlyMap<IndexedField, NumericFacetStats>;
}

/** A search among one facet's values (a searchable refinement list). */
export interface FacetValuesRequest {
  /** The search whose matches the values are counted over. */
  readonly search: Omit<EngineRequest, 'page' | 'hitsPerPage' | 'facets' | 'maxValuesPerFacet'>;
  readonly facet: IndexedField;
  /** Text the values must match: every word whole but the last, which may be a prefix. */
  readonly facetQuery: string;
  readonly maxFacetHits: number;
}
