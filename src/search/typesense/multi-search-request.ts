/**
 * A stock search in Typesense's terms: an engine request (read from InstantSearch's by
 * instantsearch-protocol/algolia-params.ts, so both backends read a UI state alike) as one entry
 * of a `POST /multi_search` body.
 *
 * - Every entry sends the shared search parameters (collection-schema.ts) and the order of the
 *   index name (`sortOption(sortBy).typesenseSortBy`); an empty query (no words) is Typesense's `*`.
 * - `filter_by` is the site's stock filter at the moment of the search (stock-filter.ts), ANDed
 *   with each filter clause: a facet clause is `field:=[a,b]` for the values it includes and
 *   `field:!=[c]` for those it excludes; a numeric clause is one comparison such as
 *   `price:>=10000`, or several ORed in parentheses.
 * - Filter values are written as the field's kind asks: text in backticks (which keep commas,
 *   brackets and `&&` inside a value; Typesense has no escape for a backtick itself, so a value
 *   holding one is an error, as it is in stock-filter.ts), numbers and `true`/`false` bare.
 * - Pages are 1-based; `per_page: 0` (counts and facets only) is what Typesense itself defaults
 *   to for facet queries, and it accepts it for any search.
 * - A facet value search is a search with `facet_by` = the facet, `facet_query` = `facet:text`
 *   (left out when the text has no words: every value then counts), `max_facet_values` = the
 *   values wanted and `per_page: 0`. `facet_query_num_typos: 0` matches facet values as the
 *   embedded engine does, without typos.
 */
import { sortOption } from '../../domain/search/sort-options.ts';
import { kindOf, type IndexedField } from '../instantsearch-protocol/document-fields.ts';
import type { EngineRequest, FacetClause, FacetValuesRequest, FilterClause, NumericComparison } from '../instantsearch-protocol/engine-request.ts';
import { wordsOf } from '../instantsearch-protocol/text-tokens.ts';
import { SHARED_SEARCH_PARAMETERS } from './collection-schema.ts';

/** One entry of a multi_search body's `searches`. */
interface TypesenseSearch {
  readonly collection: string;
  readonly q: string;
  readonly query_by: string;
  readonly prefix: boolean;
  readonly num_typos: number;
  readonly drop_tokens_threshold: number;
  readonly typo_tokens_threshold: number;
  readonly sort_by: string;
  readonly filter_by: string;
  /** Comma-separated fields; left out when no facet is asked for. */
  readonly facet_by?: string;
  readonly max_facet_values: number;
  /** `field:text`, for a facet value search. */
  readonly facet_query?: string;
  readonly facet_query_num_typos?: number;
  /** 1-based. */
  readonly page: number;
  readonly per_page: number;
}

/** What both kinds of search send: the collection, the text, the order and the filter. */
function baseSearch(collection: string, search: Pick<EngineRequest, 'query' | 'sortBy' | 'filters'>, stockFilter: string) {
  return {
    collection,
    q: wordsOf(search.query).length === 0 ? '*' : search.query,
    ...SHARED_SEARCH_PARAMETERS,
    sort_by: sortOption(search.sortBy).typesenseSortBy,
    filter_by: filterBy(stockFilter, search.filters),
  };
}

/** The multi_search entry for a search for hits, counts, facets and facet stats. */
export function hitsSearch(collection: string, request: EngineRequest, stockFilter: string): TypesenseSearch {
  return {
    ...baseSearch(collection, request, stockFilter),
    ...(request.facets.length > 0 ? { facet_by: request.facets.join(',') } : {}),
    max_facet_values: request.maxValuesPerFacet,
    page: request.page + 1,
    per_page: request.hitsPerPage,
  };
}

/** The multi_search entry for a search among one facet's values. */
export function facetValuesSearch(collection: string, request: FacetValuesRequest, stockFilter: string): TypesenseSearch {
  return {
    ...baseSearch(collection, request.search, stockFilter),
    facet_by: request.facet,
    max_facet_values: request.maxFacetHits,
    ...(wordsOf(request.facetQuery).length > 0 ? { facet_query: `${request.facet}:${request.facetQuery}`, facet_query_num_typos: 0 } : {}),
    page: 1,
    per_page: 0,
  };
}

/** The stock filter ANDed with each clause. Throws an Error on a value Typesense cannot be given. */
function filterBy(stockFilter: string, clauses: readonly FilterClause[]): string {
  return [stockFilter, ...clauses.map(clauseFilter)].join(' && ');
}

function clauseFilter(clause: FilterClause): string {
  if (clause.kind === 'numeric') {
    return clause.anyOf.length === 1 ? comparisonFilter(clause.anyOf[0]) : `(${clause.anyOf.map(comparisonFilter).join(' || ')})`;
  }
  return facetFilter(clause);
}

function facetFilter({ field, include, exclude }: FacetClause): string {
  const list = (values: readonly string[]) => `[${values.map((value) => filterValue(field, value)).join(',')}]`;
  const parts = [...(include.length > 0 ? [`${field}:=${list(include)}`] : []), ...(exclude.length > 0 ? [`${field}:!=${list(exclude)}`] : [])];
  return parts.join(' && ');
}

function comparisonFilter({ field, operator, value }: NumericComparison): string {
  if (!Number.isFinite(value)) throw new Error(`${field} cannot be compared with ${value}`);
  return `${field}:${operator}${value}`;
}

/** A facet filter value as Typesense reads it for `field` (see the module comment). */
function filterValue(field: IndexedField, value: string): string {
  switch (kindOf(field)) {
    case 'number': {
      const number = Number(value);
      if (value.trim() === '' || !Number.isFinite(number)) throw new Error(`${field} holds numbers, so "${value}" cannot filter it`);
      return String(number);
    }
    case 'boolean':
      if (value !== 'true' && value !== 'false') throw new Error(`${field} holds true or false, so "${value}" cannot filter it`);
      return value;
    default:
      if (value.includes('`')) throw new Error(`the ${field} value ${JSON.stringify(value)} holds a backtick, which a Typesense filter cannot express`);
      return `\`${value}\``;
  }
}
