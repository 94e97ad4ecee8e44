/**
 * The conformance suite's oracle: the answer a search request should get, computed the slow and
 * obvious way from the whole list of documents. It shares no code with the embedded engine; it uses
 * only the domain's rules (stock predicate, facet-value folding, sort comparators) and the shared
 * contracts (FILTER_FIELDS, QUERY_FIELDS, index names).
 *
 * The rules it spells out, as Typesense applies them with the project's search parameters:
 * - a document matches the query when every query word is a whole word of one of its QUERY_FIELDS,
 *   except the last query word, which may be the start of a word;
 * - relevance is the best field's: most query words in that one field, then the earlier field, then
 *   the last query word being a whole word there;
 * - facetFilters: entries ANDed, values of a list ORed, `-value` excludes (unless it is a number);
 *   strings compare folded, numbers as numbers; numericFilters: entries ANDed, lists ORed;
 * - facets count every match, most frequent first, ties by value, `maxValuesPerFacet` (10) of them;
 *   stats (min, max, avg, sum) for numeric fields; 10 hits per page by default.
 */
import { foldFacetValue } from '../../../../src/domain/search/facet-value.ts';
import { compareHits, SORT_BY_VALUES, type SortBy } from '../../../../src/domain/search/sort-options.ts';
import { stockPredicate, type StockFilterSettings } from '../../../../src/domain/search/stock-filter.ts';
import { indexNameFor } from '../../../../src/search/index-names.ts';
import { FILTER_FIELDS, QUERY_FIELDS, type SearchDocument } from '../../../../src/search/search-document.ts';

/** One request as InstantSearch sends it. */
export interface ConformanceRequest {
  readonly indexName: string;
  readonly params: Readonly<Record<string, unknown>>;
}

/** What the suite compares between a backend and this reference. */
export interface ConformanceAnswer {
  /** objectIDs of the page's hits, in order. */
  readonly ids: readonly string[];
  readonly nbHits: number;
  readonly nbPages: number;
  readonly facets: Readonly<Record<string, Readonly<Record<string, number>>>>;
  readonly facets_stats: Readonly<Record<string, { readonly min: number; readonly max: number; readonly avg: number; readonly sum: number }>>;
}

const words = (text: string): string[] => foldFacetValue(text).split(' ').filter((word) => word !== '');

const asList = (value: unknown): unknown[] => (value === undefined ? [] : Array.isArray(value) ? value : [value]);

/** Whether a document's field holds the facet filter value. */
function holds(document: SearchDocument, field: string, value: string): boolean {
  const own: unknown = document[field as keyof SearchDocument];
  if (own === null || own === undefined) return false;
  if (Array.isArray(own)) return own.some((item) => typeof item === 'string' && foldFacetValue(item) === foldFacetValue(value));
  if (typeof own === 'number') return own === Number(value);
  if (typeof own === 'boolean') return String(own) === value;
  return foldFacetValue(String(own)) === foldFacetValue(value);
}

function passesFacetFilters(document: SearchDocument, facetFilters: unknown): boolean {
  return asList(facetFilters).every((entry) => {
    const filters = asList(entry) as string[];
    const included: [string, string][] = [];
    const excluded: [string, string][] = [];
    for (const filter of filters) {
      const field = filter.slice(0, filter.indexOf(':'));
      const value = filter.slice(filter.indexOf(':') + 1);
      if (value.startsWith('-') && Number.isNaN(Number(value))) excluded.push([field, value.slice(1)]);
      else included.push([field, value]);
    }
    const anyIncluded = included.length === 0 || included.some(([field, value]) => holds(document, field, value));
    const noneExcluded = excluded.every(([field, value]) => !holds(document, field, value));
    return anyIncluded && noneExcluded;
  });
}

function passesNumericFilters(document: SearchDocument, numericFilters: unknown): boolean {
  return asList(numericFilters).every((entry) =>
    (asList(entry) as string[]).some((filter) => {
      const [, field = '', operator, text] = /^(\w+)(<=|>=|!=|<|>|=)(.+)$/.exec(filter) ?? [];
      const own = document[field as keyof SearchDocument];
      if (typeof own !== 'number') return false;
      const value = Number(text);
      if (operator === '<') return own < value;
      if (operator === '<=') return own <= value;
      if (operator === '=') return own === value;
      if (operator === '!=') return own !== value;
      if (operator === '>=') return own >= value;
      return own > value;
    }),
  );
}

/** The relevance of a document for the query words; null when it does not match them all. */
function relevance(document: SearchDocument, queryWords: readonly string[]): number | null {
  const matchesWord = (queryWord: string, index: number, word: string) =>
    index === queryWords.length - 1 ? word.startsWith(queryWord) : word === queryWord;
  const fieldWords = QUERY_FIELDS.map((field) => words(document[field]));
  const everyWordFound = queryWords.every((queryWord, index) => fieldWords.some((own) => own.some((word) => matchesWord(queryWord, index, word))));
  if (!everyWordFound) return null;
  let best = 0;
  fieldWords.forEach((own, fieldIndex) => {
    const found = queryWords.filter((queryWord, index) => own.some((word) => matchesWord(queryWord, index, word))).length;
    if (found === 0) return;
    const lastIsWhole = own.includes(queryWords[queryWords.length - 1] ?? '') ? 1 : 0;
    best = Math.max(best, found * 1_000_000 + (QUERY_FIELDS.length - fieldIndex) * 1_000 + lastIsWhole);
  });
  return best;
}

/** The answer the reference gives to `request` over `documents` at `now`. */
export function referenceSearch(
  documents: readonly SearchDocument[],
  settings: StockFilterSettings,
  now: number,
  collection: string,
  request: ConformanceRequest,
): ConformanceAnswer {
  const { params } = request;
  const sortBy: SortBy = SORT_BY_VALUES.find((order) => indexNameFor(collection, order) === request.indexName) ?? 'most-relevant';
  const queryWords = words(typeof params.query === 'string' ? params.query : '');
  const isListed = stockPredicate(settings, now);

  const matches: { document: SearchDocument; textMatch: number }[] = [];
  for (const document of documents) {
    if (!isListed(document)) continue;
    if (!passesFacetFilters(document, params.facetFilters) || !passesNumericFilters(document, params.numericFilters)) continue;
    const textMatch = queryWords.length === 0 ? 0 : relevance(document, queryWords);
    if (textMatch !== null) matches.push({ document, textMatch });
  }

  const compare = compareHits(sortBy);
  const sortable = ({ document, textMatch }: (typeof matches)[number]) => ({
    id: document.car_id,
    price: document.price,
    created_at_timestamp: document.created_at_timestamp,
    ...(sortBy === 'most-relevant' ? { textMatch } : {}),
  });
  const sorted = [...matches].sort((a, b) => compare(sortable(a), sortable(b)));

  const hitsPerPage = typeof params.hitsPerPage === 'number' ? params.hitsPerPage : 10;
  const page = typeof params.page === 'number' ? params.page : 0;
  const maxValuesPerFacet = typeof params.maxValuesPerFacet === 'number' ? params.maxValuesPerFacet : 10;
  const facetFields = (asList(params.facets) as string[]).flatMap((field) => (field === '*' ? [...new Set(Object.values(FILTER_FIELDS))] : [field]));

  const facets: Record<string, Record<string, number>> = {};
  const stats: Record<string, { min: number; max: number; avg: number; sum: number }> = {};
  for (const field of new Set(facetFields)) {
    const counts = new Map<string, number>();
    const numbers: number[] = [];
    for (const { document } of matches) {
      const own: unknown = document[field as keyof SearchDocument];
      const values = own === null || own === undefined ? [] : Array.isArray(own) ? [...new Set(own)] : [own];
      for (const value of values) counts.set(String(value), (counts.get(String(value)) ?? 0) + 1);
      if (typeof own === 'number') numbers.push(own);
    }
    const ranked = [...counts].sort(([valueA, countA], [valueB, countB]) => countB - countA || (valueA < valueB ? -1 : valueA > valueB ? 1 : 0));
    facets[field] = Object.fromEntries(ranked.slice(0, maxValuesPerFacet));
    if (numbers.length > 0) {
      const sum = numbers.reduce((total, value) => total + value, 0);
      stats[field] = { min: Math.min(...numbers), max: Math.max(...numbers), avg: sum / numbers.length, sum };
    }
  }

  return {
    ids: sorted.slice(page * hitsPerPage, (page + 1) * hitsPerPage).map(({ document }) => document.id),
    nbHits: matches.length,
    nbPages: hitsPerPage === 0 ? 0 : Math.ceil(matches.length / hitsPerPage),
    facets,
    facets_stats: stats,
  };
}
