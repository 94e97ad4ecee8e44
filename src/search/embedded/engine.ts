/**
 * The embedded search engine: an in-memory index over the site's stock snapshot that answers the
 * way the Typesense collection does for the same request (hits in the same order, the same counts,
 * facets and facet stats). Everything a query can reuse is built once in the constructor (the text
 * index, the sort orders, the stock-filter groups) or on a field's first use (its value index), so a
 * query over 5,000 cars is a few bitset operations, one pass over an order and one over the result.
 *
 * Typesense's defaults hold where a request leaves something out: 10 hits per page, at most 250,
 * and 10 values per facet (instantsearch-protocol/engine-request.ts).
 */
import type { StockFilterSettings } from '../../domain/search/stock-filter.ts';
import type { SearchDocument } from '../search-document.ts';
import { FILTER_ATTRIBUTE_FIELDS, type IndexedField } from '../instantsearch-protocol/document-fields.ts';
import {
  MAX_HITS_PER_PAGE,
  type EngineRequest,
  type EngineResult,
  type FacetCount,
  type FacetValuesRequest,
  type FilterClause,
  type NumericFacetStats,
} from '../instantsearch-protocol/engine-request.ts';
import { matchesAllQueryWords, wordsOf } from '../instantsearch-protocol/text-tokens.ts';
import { Bitset } from './bitset.ts';
import { FieldIndex } from './field-index.ts';
import { ListedStock } from './listed-stock.ts';
import { SortOrders } from './sort-orders.ts';
import { TextIndex, type TextMatches } from './text-index.ts';

interface Matches {
  readonly result: Bitset;
  readonly text: TextMatches | null;
}

/** Searches one site's stock documents under its stock filter. */
export class SearchEngine {
  readonly #documents: readonly SearchDocument[];
  readonly #fields = new Map<IndexedField, FieldIndex>();
  readonly #text: TextIndex;
  readonly #orders: SortOrders;
  readonly #listed: ListedStock;

  /** Throws a RangeError on stock-filter settings that no filter can express (as stockPredicate does). */
  constructor(documents: readonly SearchDocument[], stockFilter: StockFilterSettings) {
    this.#documents = documents;
    this.#listed = new ListedStock(documents, stockFilter);
    this.#text = new TextIndex(documents);
    this.#orders = new SortOrders(documents);
    for (const field of FILTER_ATTRIBUTE_FIELDS) this.#fieldIndex(field);
  }

  /** How many documents the engine holds, listed or not. */
  get size(): number {
    return this.#documents.length;
  }

  /** A number that changes whenever the listed stock at `now` differs from the last `now` asked about. */
  listedVersion(now: number): number {
    return this.#listed.at(now).version;
  }

  /** Hits, counts, facets and stats for `request` at `now` (Unix seconds). */
  search(request: EngineRequest, now: number): EngineResult {
    checkWholeNumber('page', request.page, 0);
    checkWholeNumber('hitsPerPage', request.hitsPerPage, 0, MAX_HITS_PER_PAGE);
    checkWholeNumber('maxValuesPerFacet', request.maxValuesPerFacet, 1);
    const { result, text } = this.#matches(request, now);
    const nbHits = result.count();
    const facets = new Map<IndexedField, readonly FacetCount[]>();
    const facetsStats = new Map<IndexedField, NumericFacetStats>();
    const held = request.facets.length === 0 ? new Int32Array(0) : result.positions();
    for (const field of request.facets) {
      const index = this.#fieldIndex(field);
      facets.set(field, index.facetCounts(result, request.maxValuesPerFacet, held));
      const stats = index.stats(result, held);
      if (stats !== null) facetsStats.set(field, stats);
    }
    const start = request.page * request.hitsPerPage;
    const positions =
      text !== null && request.sortBy === 'most-relevant'
        ? this.#byRelevance(text, result, start, start + request.hitsPerPage)
        : this.#inOrder(request.sortBy, result, start, start + request.hitsPerPage);
    return {
      hits: positions.map((position) => this.#documents[position] as SearchDocument),
      nbHits,
      page: request.page,
      nbPages: request.hitsPerPage === 0 ? 0 : Math.ceil(nbHits / request.hitsPerPage),
      hitsPerPage: request.hitsPerPage,
      facets,
      facetsStats,
    };
  }

  /** The values of one facet among the matches of a search that match a text, most frequent first. */
  searchFacetValues(request: FacetValuesRequest, now: number): FacetCount[] {
    checkWholeNumber('maxFacetHits', request.maxFacetHits, 1);
    const { result } = this.#matches(request.search, now);
    const queryWords = wordsOf(request.facetQuery);
    return this.#fieldIndex(request.facet)
      .facetCounts(result, Number.POSITIVE_INFINITY)
      .filter((count) => matchesAllQueryWords(queryWords, wordsOf(count.value)))
      .slice(0, request.maxFacetHits);
  }

  /** The documents that are listed, pass every filter and match the text. */
  #matches(search: Pick<EngineRequest, 'query' | 'filters'>, now: number): Matches {
    const filtered = this.#listed.at(now).documents.clone();
    for (const clause of search.filters) filtered.and(this.#clauseDocuments(clause));
    const text = this.#text.match(search.query);
    if (text === null) return { result: filtered, text };
    const result = new Bitset(this.#documents.length);
    for (const position of text.documents) if (filtered.has(position)) result.add(position);
    return { result, text };
  }

  #clauseDocuments(clause: FilterClause): Bitset {
    if (clause.kind === 'numeric') {
      const matching = new Bitset(this.#documents.length);
      for (const { field, operator, value } of clause.anyOf) matching.or(this.#fieldIndex(field).documentsComparing(operator, value));
      return matching;
    }
    const index = this.#fieldIndex(clause.field);
    const matching = clause.include.length === 0 ? Bitset.full(this.#documents.length) : new Bitset(this.#documents.length);
    for (const value of clause.include) matching.or(index.documentsMatching(value));
    for (const value of clause.exclude) matching.andNot(index.documentsMatching(value));
    return matching;
  }

  /** Positions `start` to `end` (exclusive) of the result set in a fixed order. */
  #inOrder(sortBy: EngineRequest['sortBy'], result: Bitset, start: number, end: number): number[] {
    const page: number[] = [];
    if (end <= start) return page;
    let seen = 0;
    for (const position of this.#orders.positionsIn(sortBy)) {
      if (!result.has(position)) continue;
      if (seen >= start) page.push(position);
      seen += 1;
      if (seen >= end) break;
    }
    return page;
  }

  /** Positions `start` to `end` of the text matches in the result set, most relevant first, ties as latest. */
  #byRelevance(text: TextMatches, result: Bitset, start: number, end: number): number[] {
    if (end <= start) return [];
    const count = this.#documents.length;
    const rank = this.#orders.latestRank;
    const keys: number[] = [];
    text.documents.forEach((position, at) => {
      if (result.has(position)) keys.push((text.scoreBound - (text.scores[at] ?? 0)) * count + (rank[position] ?? 0));
    });
    const sorted = Float64Array.from(keys).sort();
    const latest = this.#orders.positionsIn('latest');
    return Array.from(sorted.subarray(start, end), (key) => latest[key % count] ?? 0);
  }

  #fieldIndex(field: IndexedField): FieldIndex {
    let index = this.#fields.get(field);
    if (index === undefined) {
      index = new FieldIndex(this.#documents, field);
      this.#fields.set(field, index);
    }
    return index;
  }
}

function checkWholeNumber(name: string, value: number, min: number, max = Number.MAX_SAFE_INTEGER): void {
  if (!Number.isSafeInteger(value) || value < min || value > max) {
    throw new RangeError(`${name} must be a whole number from ${min}${max === Number.MAX_SAFE_INTEGER ? '' : ` to ${max}`}, got ${value}`);
  }
}
