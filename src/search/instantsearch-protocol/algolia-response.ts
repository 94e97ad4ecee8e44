/**
 * Either engine's answers (EngineResult, facet value counts) shaped as Algolia responses, which
 * InstantSearch reads, so that both backends answer in one shape: the fields Typesense's InstantSearch
 * adapter fills (hits with objectID, nbHits, 0-based page, nbPages, hitsPerPage, facets,
 * facets_stats, query, processingTimeMS) plus the ones Algolia itself sends (params, index,
 * exhaustive counts: both engines count every match).
 */
import type { SearchDocument } from '../search-document.ts';
import type { FacetValuesSearch, HitsSearch } from './algolia-params.ts';
import type { EngineResult, FacetCount, NumericFacetStats } from './engine-request.ts';
import { queryWordMatches, wordsOf } from './text-tokens.ts';

/**
 * A hit: the stock document with Algolia's objectID (the document id). With attributesToRetrieve,
 * only the fields named are present; the UI's hit adapter reshapes it into a SearchDocument.
 */
type StockHit = Partial<SearchDocument> & { readonly objectID: string };

/** Algolia's response to a search for hits. */
export interface HitsResponse {
  readonly hits: StockHit[];
  readonly nbHits: number;
  readonly page: number;
  readonly nbPages: number;
  readonly hitsPerPage: number;
  /** Per requested facet: value -> count over all matches. */
  readonly facets: Record<string, Record<string, number>>;
  /** Per requested numeric facet with values among the matches. */
  readonly facets_stats: Record<string, NumericFacetStats>;
  readonly exhaustiveFacetsCount: true;
  readonly exhaustiveNbHits: true;
  readonly exhaustive: { readonly facetsCount: true; readonly nbHits: true };
  readonly query: string;
  /** The request's parameters, URL-encoded. */
  readonly params: string;
  readonly index: string;
  readonly processingTimeMS: number;
}

/** Algolia's response to a search among a facet's values. */
export interface FacetValuesResponse {
  readonly facetHits: { readonly value: string; readonly highlighted: string; readonly count: number }[];
  readonly exhaustiveFacetsCount: true;
  readonly processingTimeMS: number;
}

/** What the response echoes of the request. */
interface RequestEcho {
  readonly indexName: string;
  readonly params: Readonly<Record<string, unknown>>;
  readonly processingTimeMS: number;
}

/** The Algolia response for an engine result. */
export function toHitsResponse(search: HitsSearch, result: EngineResult, echo: RequestEcho): HitsResponse {
  const facets: Record<string, Record<string, number>> = {};
  for (const [field, counts] of result.facets) facets[field] = Object.fromEntries(counts.map(({ value, count }) => [value, count]));
  return {
    hits: result.hits.map((document) => toHit(document, search.attributesToRetrieve)),
    nbHits: result.nbHits,
    page: result.page,
    nbPages: result.nbPages,
    hitsPerPage: result.hitsPerPage,
    facets,
    facets_stats: Object.fromEntries(result.facetsStats),
    exhaustiveFacetsCount: true,
    exhaustiveNbHits: true,
    exhaustive: { facetsCount: true, nbHits: true },
    query: search.request.query,
    params: encodeParams(echo.params),
    index: echo.indexName,
    processingTimeMS: echo.processingTimeMS,
  };
}

/** The Algolia response for the facet values a facet search found. */
export function toFacetValuesResponse(search: FacetValuesSearch, values: readonly FacetCount[], processingTimeMS: number): FacetValuesResponse {
  const queryWords = wordsOf(search.request.facetQuery);
  return {
    facetHits: values.map(({ value, count }) => ({
      value,
      highlighted: highlightWords(value, queryWords, search.highlightPreTag, search.highlightPostTag),
      count,
    })),
    exhaustiveFacetsCount: true,
    processingTimeMS,
  };
}

/** A document as a hit, keeping only `attributes` (and objectID) when given. */
function toHit(document: SearchDocument, attributes: readonly string[] | null): StockHit {
  if (attributes === null) return { ...document, objectID: document.id };
  const kept = Object.fromEntries(attributes.filter((name) => Object.hasOwn(document, name)).map((name) => [name, document[name as keyof SearchDocument]]));
  return { ...(kept as Partial<SearchDocument>), objectID: document.id };
}

/** `value` with each whitespace-separated word that a query word matches wrapped in the tags. */
function highlightWords(value: string, queryWords: readonly string[], preTag: string, postTag: string): string {
  if (queryWords.length === 0) return value;
  return value
    .split(/(\s+)/u)
    .map((part) => {
      const matches = wordsOf(part).some((word) => queryWords.some((queryWord, index) => queryWordMatches(queryWord, index, queryWords.length, word)));
      return matches ? `${preTag}${part}${postTag}` : part;
    })
    .join('');
}

/** Parameters as Algolia echoes them: `name=value` pairs, URL-encoded, objects as JSON. */
function encodeParams(params: Readonly<Record<string, unknown>>): string {
  return Object.entries(params)
    .filter(([, value]) => value !== undefined)
    .map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(typeof value === 'string' ? value : JSON.stringify(value))}`)
    .join('&');
}
