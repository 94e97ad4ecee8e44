/**
 * Typesense's answers in the engines' own terms: each entry of a multi_search answer's `results`
 * becomes an EngineResult (or a facet search's value counts), which
 * instantsearch-protocol/algolia-response.ts then shapes exactly as it shapes the embedded
 * engine's, so both backends hand InstantSearch the same response.
 *
 * This is also where a Typesense hit becomes a SearchDocument: Typesense leaves an optional field
 * out of a document when it was indexed as null, and the card and the rules of src/domain tell
 * "none" by null, so every field that may be null is null when the hit does not hold it.
 */
import { kindOf, type IndexedField } from '../instantsearch-protocol/document-fields.ts';
import type { EngineRequest, EngineResult, FacetCount, NumericFacetStats } from '../instantsearch-protocol/engine-request.ts';
import type { SearchDocument } from '../search-document.ts';

/** One facet of a Typesense result: its top values and, for a number field, its stats. */
interface TypesenseFacetCounts {
  readonly field_name: string;
  readonly counts: readonly { readonly value: string | number; readonly count: number }[];
  readonly stats?: Readonly<Record<string, unknown>>;
}

/** One successful entry of a multi_search answer, as far as the client reads it. */
export interface TypesenseSearchResult {
  /** Matches over all pages. */
  readonly found: number;
  readonly hits?: readonly { readonly document: Readonly<Record<string, unknown>> }[];
  readonly facet_counts?: readonly TypesenseFacetCounts[];
  readonly search_time_ms?: number;
}

/**
 * The entries of a multi_search answer's `results`, one per search sent. Throws an Error with
 * Typesense's message when a search failed (an entry `{ error, code }`), and a plain-words one when
 * the answer is not search results at all.
 */
export function searchResults(results: unknown, searches: number): TypesenseSearchResult[] {
  if (!Array.isArray(results) || results.length !== searches) {
    throw new Error(`Typesense answered ${Array.isArray(results) ? results.length : 'no'} results to ${searches} searches`);
  }
  return results.map((result: unknown) => {
    if (typeof result !== 'object' || result === null) throw new Error(`Typesense answered ${JSON.stringify(result)} instead of a search result`);
    const { error, code } = result as { error?: unknown; code?: unknown };
    if (error !== undefined) throw new Error(`Typesense refused the search${typeof code === 'number' ? ` (HTTP ${code})` : ''}: ${String(error)}`);
    if (typeof (result as { found?: unknown }).found !== 'number') throw new Error('Typesense answered a search result without a count of matches');
    return result as TypesenseSearchResult;
  });
}

/** The hits, counts, facets and stats of `result`, the answer to `request`. */
export function engineResultOf(request: EngineRequest, result: TypesenseSearchResult): EngineResult {
  const facets = new Map<IndexedField, readonly FacetCount[]>();
  const facetsStats = new Map<IndexedField, NumericFacetStats>();
  for (const field of request.facets) {
    const facet = facetOf(result, field);
    facets.set(field, countsOf(facet));
    const stats = kindOf(field) === 'number' ? statsOf(facet) : null;
    if (stats !== null) facetsStats.set(field, stats);
  }
  return {
    hits: (result.hits ?? []).map((hit) => searchDocumentOf(hit.document)),
    nbHits: result.found,
    page: request.page,
    nbPages: request.hitsPerPage === 0 ? 0 : Math.ceil(result.found / request.hitsPerPage),
    hitsPerPage: request.hitsPerPage,
    facets,
    facetsStats,
  };
}

/** The facet values a facet value search found, most frequent first as Typesense orders them. */
export function facetValuesOf(field: IndexedField, result: TypesenseSearchResult): FacetCount[] {
  return countsOf(facetOf(result, field));
}

/** Every SearchDocument field that may be null; the mapped type makes this list complete and exact. */
type NullableField = { [K in keyof SearchDocument]-?: null extends SearchDocument[K] ? K : never }[keyof SearchDocument];
const NULL_FIELDS: { readonly [K in NullableField]: null } = {
  before_price: null,
  offer_price: null,
  subscription_price: null,
  sold_date_timestamp: null,
  tag: null,
  autograb_data: null,
  drive_away: null,
};

/** A Typesense hit's document as a SearchDocument (see the module comment). */
function searchDocumentOf(document: Readonly<Record<string, unknown>>): SearchDocument {
  return { ...NULL_FIELDS, ...document } as SearchDocument;
}

function facetOf(result: TypesenseSearchResult, field: IndexedField): TypesenseFacetCounts | undefined {
  return result.facet_counts?.find((facet) => facet.field_name === field);
}

/** Facet values as text, as the embedded engine keys them (Typesense sends numbers' values as text too). */
function countsOf(facet: TypesenseFacetCounts | undefined): FacetCount[] {
  return (facet?.counts ?? []).map(({ value, count }) => ({ value: String(value), count }));
}

/** A number facet's stats, or null when no match holds a value (Typesense then sends no min and max). */
function statsOf(facet: TypesenseFacetCounts | undefined): NumericFacetStats | null {
  const stats = facet?.stats ?? {};
  const [min, max, avg, sum] = (['min', 'max', 'avg', 'sum'] as const).map((name) => numberOf(stats[name]));
  if (min === undefined || max === undefined || avg === undefined || sum === undefined) return null;
  return { min, max, avg, sum };
}

function numberOf(value: unknown): number | undefined {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) ? number : undefined;
}
