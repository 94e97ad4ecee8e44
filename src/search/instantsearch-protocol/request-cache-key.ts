/**
 * Keys for the search client's result cache. The cache is the domain's ResultCache (spec section 9:
 * 10 to 50 entries, oldest out), keyed by SearchState, so a request is first read back into the
 * search state it stands for: the query, the 1-based page, the sort order and the refinements by
 * filter attribute (FILTER_FIELDS read backwards). What a SearchState does not hold (hits per page,
 * the facets asked for, a facet search's text) makes the second part of the key, the shape.
 *
 * A request that no SearchState can stand for (an excluded value, a field that is no filter
 * attribute, two lists on one attribute, a `<` comparison...) is not cached: the engine answers it
 * afresh each time. The UI never sends such requests.
 */
import type { ListAttribute, RangeAttribute, Refinements, RefinementAttribute, SearchState } from '../../domain/search/types.ts';
import { isListAttribute } from '../../domain/search/types.ts';
import { FILTER_FIELDS } from '../search-document.ts';
import type { ParsedRequest } from './algolia-params.ts';
import type { FilterClause } from './engine-request.ts';

/** Where a request's response is kept: the state's cache entry, and the shape within it. */
export interface RequestCacheKey {
  readonly state: SearchState;
  readonly shape: string;
}

const ATTRIBUTE_OF_FIELD: ReadonlyMap<string, RefinementAttribute> = new Map(
  (Object.entries(FILTER_FIELDS) as [RefinementAttribute, string][]).map(([attribute, field]) => [field, attribute]),
);

/** The cache key of a request, or null when no SearchState stands for it. */
export function requestCacheKey(parsed: ParsedRequest): RequestCacheKey | null {
  if (parsed.kind === 'hits') {
    const { request } = parsed;
    const refinements = refinementsOf(request.filters);
    if (refinements === null) return null;
    return {
      state: { query: request.query, page: request.page + 1, sortBy: request.sortBy, refinements },
      shape: JSON.stringify([
        'hits',
        request.hitsPerPage,
        [...request.facets].sort(),
        request.maxValuesPerFacet,
        parsed.attributesToRetrieve === null ? null : [...parsed.attributesToRetrieve].sort(),
      ]),
    };
  }
  const { request } = parsed;
  const refinements = refinementsOf(request.search.filters);
  if (refinements === null) return null;
  return {
    state: { query: request.search.query, page: 1, sortBy: request.search.sortBy, refinements },
    shape: JSON.stringify(['facet-values', request.facet, request.facetQuery, request.maxFacetHits, parsed.highlightPreTag, parsed.highlightPostTag]),
  };
}

/** The refinements the filter clauses stand for, or null when they stand for none. */
function refinementsOf(filters: readonly FilterClause[]): Refinements | null {
  const lists = new Map<ListAttribute, readonly string[]>();
  const ranges = new Map<RangeAttribute, { min?: number; max?: number }>();
  for (const clause of filters) {
    if (clause.kind === 'facet') {
      const attribute = ATTRIBUTE_OF_FIELD.get(clause.field);
      if (attribute === undefined || !isListAttribute(attribute) || clause.exclude.length > 0 || lists.has(attribute)) return null;
      lists.set(attribute, clause.include);
      continue;
    }
    if (clause.anyOf.length !== 1) return null;
    const [{ field, operator, value }] = clause.anyOf;
    const attribute = ATTRIBUTE_OF_FIELD.get(field);
    if (attribute === undefined || isListAttribute(attribute)) return null;
    const range = ranges.get(attribute) ?? {};
    const setsMin = operator === '>=' || operator === '=';
    const setsMax = operator === '<=' || operator === '=';
    if ((!setsMin && !setsMax) || (setsMin && range.min !== undefined) || (setsMax && range.max !== undefined)) return null;
    ranges.set(attribute, { ...range, ...(setsMin ? { min: value } : {}), ...(setsMax ? { max: value } : {}) });
  }
  return { ...Object.fromEntries(lists), ...Object.fromEntries(ranges) } as Refinements;
}
