/**
 * The requests InstantSearch sends, read into engine requests, for both backends: the embedded
 * engine answers the result, the Typesense client translates it into a multi_search body. This file
 * and algolia-response.ts are the only ones that know Algolia's shapes.
 *
 * What each parameter means follows the conventions of Typesense's InstantSearch adapter, so that
 * one UI state selects the same cars on both backends:
 * - the index name is the collection, or `{collection}/sort/{sort_by}` for another sort order
 *   (src/search/index-names.ts); any other name is an error, as an unknown collection is;
 * - facetFilters: each entry is ANDed; an entry that is a list ORs its values, which must all name
 *   one field (Typesense has no OR across fields); `field:-value` excludes a value unless it reads
 *   as a number (`year:-1` is the value -1), and `field:\-value` is the literal value `-value`;
 *   `field:value` splits at the first colon (field names hold none);
 * - numericFilters: `field<op>number` with `<`, `<=`, `=`, `!=`, `>=`, `>`; each entry is ANDed,
 *   a list entry ORs its comparisons;
 * - query, page (0-based), hitsPerPage, facets (`*` is every filter attribute's field),
 *   maxValuesPerFacet, and for a facet search facetQuery and maxFacetHits;
 * - parameters that would select other cars and that the embedded engine cannot honour (`filters`,
 *   `tagFilters` and the geo parameters) are errors on both backends rather than silently ignored;
 *   presentation parameters neither has a use for (analytics, clickAnalytics, highlighting of
 *   hits...) are ignored.
 */
import { SORT_BY_VALUES } from '../../domain/search/sort-options.ts';
import { indexNameFor, sortByFromIndexName } from '../index-names.ts';
import { FILTER_ATTRIBUTE_FIELDS, isIndexedField, kindOf, type IndexedField } from './document-fields.ts';
import {
  DEFAULT_HITS_PER_PAGE,
  DEFAULT_MAX_VALUES_PER_FACET,
  type EngineRequest,
  type FacetClause,
  type FacetValuesRequest,
  type FilterClause,
  type NumericComparison,
  type NumericOperator,
} from './engine-request.ts';

/** One request of InstantSearch's multi-query, as the client receives it. */
export interface AlgoliaRequest {
  readonly indexName: string;
  readonly params?: Readonly<Record<string, unknown>>;
  /** `facet` for a search among a facet's values (algoliasearch v5's form). */
  readonly type?: string;
  /** The facet searched, with `type: 'facet'`. */
  readonly facet?: string;
}

/** A request for hits, counts and facets, with what its response echoes. */
export interface HitsSearch {
  readonly kind: 'hits';
  readonly request: EngineRequest;
  /** Fields a hit keeps (objectID always); null keeps every field. */
  readonly attributesToRetrieve: readonly string[] | null;
}

/** A search among one facet's values. */
export interface FacetValuesSearch {
  readonly kind: 'facet-values';
  readonly request: FacetValuesRequest;
  readonly highlightPreTag: string;
  readonly highlightPostTag: string;
}

/** Either kind of request, read. */
export type ParsedRequest = HitsSearch | FacetValuesSearch;

/** Algolia's highlight tags when a request names none. */
const DEFAULT_HIGHLIGHT_PRE_TAG = '<em>';
const DEFAULT_HIGHLIGHT_POST_TAG = '</em>';

/** Parameters that would change which cars match and that the embedded engine cannot apply. */
const UNSUPPORTED_FILTERS = ['filters', 'tagFilters', 'aroundLatLng', 'aroundLatLngViaIP', 'aroundRadius', 'insideBoundingBox', 'insidePolygon'];

/** Reads one request for the collection `collection`; throws an Error naming what cannot be read. */
export function parseAlgoliaRequest(collection: string, algoliaRequest: AlgoliaRequest): ParsedRequest {
  const params = algoliaRequest.params ?? {};
  for (const name of UNSUPPORTED_FILTERS) {
    const value = params[name];
    if (value !== undefined && value !== '' && !(Array.isArray(value) && value.length === 0)) {
      throw new Error(`stock search does not support the ${name} parameter; use facetFilters and numericFilters`);
    }
  }
  const search = {
    query: optionalString(params, 'query') ?? '',
    sortBy: sortByOfIndex(collection, algoliaRequest.indexName),
    filters: [...parseFacetFilters(params.facetFilters), ...parseNumericFilters(params.numericFilters)],
  };
  if (algoliaRequest.type === 'facet') {
    const facet = algoliaRequest.facet ?? optionalString(params, 'facetName');
    if (facet === undefined) throw new Error('a facet search must name its facet');
    return {
      kind: 'facet-values',
      request: {
        search,
        facet: indexedField(facet),
        facetQuery: optionalString(params, 'facetQuery') ?? '',
        maxFacetHits: optionalNumber(params, 'maxFacetHits') ?? optionalNumber(params, 'maxValuesPerFacet') ?? DEFAULT_MAX_VALUES_PER_FACET,
      },
      highlightPreTag: optionalString(params, 'highlightPreTag') ?? DEFAULT_HIGHLIGHT_PRE_TAG,
      highlightPostTag: optionalString(params, 'highlightPostTag') ?? DEFAULT_HIGHLIGHT_POST_TAG,
    };
  }
  return {
    kind: 'hits',
    request: {
      ...search,
      page: optionalNumber(params, 'page') ?? 0,
      hitsPerPage: optionalNumber(params, 'hitsPerPage') ?? DEFAULT_HITS_PER_PAGE,
      facets: parseFacets(params.facets),
      maxValuesPerFacet: optionalNumber(params, 'maxValuesPerFacet') ?? DEFAULT_MAX_VALUES_PER_FACET,
    },
    attributesToRetrieve: parseAttributesToRetrieve(params.attributesToRetrieve),
  };
}

/**
 * A facet search as `searchForFacetValues([{ indexName, params: { facetName, facetQuery, ... } }])`
 * sends it (the form InstantSearch's helper uses whenever a client has that method), in the
 * `type: 'facet'` form parseAlgoliaRequest reads.
 */
export function asFacetSearch(algoliaRequest: AlgoliaRequest): AlgoliaRequest {
  const facetName = algoliaRequest.params?.facetName;
  if (typeof facetName !== 'string') throw new Error('a facet search must name its facet in facetName');
  return { ...algoliaRequest, type: 'facet', facet: facetName };
}

/** The sort order an index name asks for; throws on a name that is not the collection's. */
export function sortByOfIndex(collection: string, indexName: string): EngineRequest['sortBy'] {
  const sortBy = sortByFromIndexName(collection, indexName);
  if (indexNameFor(collection, sortBy) !== indexName) {
    const known = SORT_BY_VALUES.map((order) => `"${indexNameFor(collection, order)}"`);
    throw new Error(`unknown index "${indexName}"; this site searches ${known.join(', ')}`);
  }
  return sortBy;
}

/** Algolia facetFilters as clauses (see the module comment). */
export function parseFacetFilters(facetFilters: unknown): FacetClause[] {
  if (facetFilters === undefined || facetFilters === null) return [];
  const entries: unknown[] = Array.isArray(facetFilters) ? facetFilters : [facetFilters];
  return entries.map((entry): FacetClause => {
    const filters = typeof entry === 'string' ? [entry] : Array.isArray(entry) ? entry : null;
    if (filters === null || filters.length === 0 || !filters.every((filter): filter is string => typeof filter === 'string')) {
      throw new Error(`a facetFilters entry must be "field:value" or a non-empty list of them, got ${JSON.stringify(entry)}`);
    }
    const parsed = filters.map(parseFacetFilter);
    const field = parsed[0]?.field as IndexedField;
    if (parsed.some((filter) => filter.field !== field)) {
      throw new Error(`the values of one facetFilters list must all name one field (no OR across fields), got ${JSON.stringify(filters)}`);
    }
    const include = parsed.filter((filter) => !filter.negated).map((filter) => filter.value);
    const exclude = parsed.filter((filter) => filter.negated).map((filter) => filter.value);
    const [firstIncluded, ...otherIncluded] = include;
    if (firstIncluded !== undefined) return { kind: 'facet', field, include: [firstIncluded, ...otherIncluded], exclude };
    const [firstExcluded, ...otherExcluded] = exclude;
    return { kind: 'facet', field, include: [], exclude: [firstExcluded as string, ...otherExcluded] };
  });
}

function parseFacetFilter(filter: string): { field: IndexedField; value: string; negated: boolean } {
  const colon = filter.indexOf(':');
  if (colon <= 0) throw new Error(`a facet filter reads "field:value", got "${filter}"`);
  const field = indexedField(filter.slice(0, colon));
  const raw = filter.slice(colon + 1);
  if (raw.startsWith('\\-')) return { field, value: raw.slice(1), negated: false };
  const negated = raw.startsWith('-') && Number.isNaN(Number(raw));
  return { field, value: negated ? raw.slice(1) : raw, negated };
}

const NUMERIC_FILTER = /^\s*([^\s<>=!]+)\s*(<=|>=|!=|<|>|=)\s*(\S+)\s*$/u;

/** Algolia numericFilters as clauses (see the module comment). */
export function parseNumericFilters(numericFilters: unknown): FilterClause[] {
  if (numericFilters === undefined || numericFilters === null) return [];
  const entries: unknown[] = Array.isArray(numericFilters) ? numericFilters : [numericFilters];
  return entries.map((entry): FilterClause => {
    const filters = typeof entry === 'string' ? [entry] : Array.isArray(entry) ? entry : null;
    if (filters === null || filters.length === 0 || !filters.every((filter): filter is string => typeof filter === 'string')) {
      throw new Error(`a numericFilters entry must be "field<=number" or a non-empty list of them, got ${JSON.stringify(entry)}`);
    }
    const [first, ...rest] = filters.map(parseNumericFilter);
    return { kind: 'numeric', anyOf: [first as NumericComparison, ...rest] };
  });
}

function parseNumericFilter(filter: string): NumericComparison {
  const match = NUMERIC_FILTER.exec(filter);
  const value = Number(match?.[3]);
  if (match === null || Number.isNaN(value)) throw new Error(`a numeric filter reads like "price>=10000", got "${filter}"`);
  const field = indexedField(match[1] ?? '');
  if (kindOf(field) !== 'number') throw new Error(`${field} is not numeric: "${filter}" cannot compare it`);
  return { field, operator: match[2] as NumericOperator, value };
}

function parseFacets(facets: unknown): IndexedField[] {
  if (facets === undefined || facets === null) return [];
  const names: unknown[] = Array.isArray(facets) ? facets : [facets];
  const fields = names.flatMap((name) => {
    if (typeof name !== 'string') throw new Error(`facets must name fields, got ${JSON.stringify(name)}`);
    return name === '*' ? FILTER_ATTRIBUTE_FIELDS : [indexedField(name)];
  });
  return [...new Set(fields)];
}

function parseAttributesToRetrieve(attributes: unknown): readonly string[] | null {
  if (attributes === undefined || attributes === null) return null;
  const names: unknown[] = Array.isArray(attributes) ? attributes : [attributes];
  if (!names.every((name): name is string => typeof name === 'string')) throw new Error('attributesToRetrieve must list field names');
  return names.includes('*') ? null : names;
}

function indexedField(name: string): IndexedField {
  if (!isIndexedField(name)) throw new Error(`"${name}" is not a field the stock search filters or facets on`);
  return name;
}

function optionalString(params: Readonly<Record<string, unknown>>, name: string): string | undefined {
  const value = params[name];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string') throw new Error(`${name} must be text, got ${JSON.stringify(value)}`);
  return value;
}

function optionalNumber(params: Readonly<Record<string, unknown>>, name: string): number | undefined {
  const value = params[name];
  if (value === undefined || value === null) return undefined;
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof number !== 'number' || Number.isNaN(number)) throw new Error(`${name} must be a number, got ${JSON.stringify(value)}`);
  return number;
}
