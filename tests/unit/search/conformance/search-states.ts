/**
 * The search states every backend must answer alike, as the requests InstantSearch sends for them.
 * Values come from the site's own stock (its most common make, model...) so that every state
 * selects something on every demo site; a state that must select nothing says so.
 */
import { foldFacetValue } from '../../../../src/domain/search/facet-value.ts';
import { SORT_BY_VALUES, type SortBy } from '../../../../src/domain/search/sort-options.ts';
import { FILTER_ATTRIBUTE_KINDS, type ListAttribute } from '../../../../src/domain/search/types.ts';
import { indexNameFor } from '../../../../src/search/index-names.ts';
import { FILTER_FIELDS, QUERY_FIELDS, type SearchDocument } from '../../../../src/search/search-document.ts';
import type { ConformanceRequest } from './reference-search.ts';

/** The site's stock, for picking values that exist. */
export interface StateContext {
  /** The documents the site lists when the search runs. */
  readonly listed: readonly SearchDocument[];
  readonly collection: string;
}

export interface SearchStateCase {
  readonly name: string;
  readonly request: (context: StateContext) => ConformanceRequest;
}

/** The facets the search page asks for: every filter attribute's field. */
const PAGE_FACETS = ['*'];

/** The values of a field over the stock, most common first (ties by value). */
export function commonValues(documents: readonly SearchDocument[], field: keyof SearchDocument): string[] {
  const counts = new Map<string, number>();
  for (const document of documents) {
    const own: unknown = document[field];
    const values = own === null || own === undefined || own === '' ? [] : Array.isArray(own) ? own : [own];
    for (const value of values) counts.set(String(value), (counts.get(String(value)) ?? 0) + 1);
  }
  return [...counts].sort(([a, countA], [b, countB]) => countB - countA || (a < b ? -1 : 1)).map(([value]) => value);
}

const top = (context: StateContext, field: keyof SearchDocument, rank = 0): string => {
  const value = commonValues(context.listed, field)[rank];
  if (value === undefined) throw new Error(`the stock has no value of rank ${rank} for ${field}`);
  return value;
};

/** Every folded word of the listed cars' text fields. */
const wordsOfStock = (context: StateContext): Set<string> =>
  new Set(context.listed.flatMap((document) => QUERY_FIELDS.flatMap((field) => foldFacetValue(document[field]).split(' '))));

/** The most common word of the cars' names that is also the start of another word ("mazda" of "mazda3"). */
const wordStartingOthers = (context: StateContext): string => {
  const words = wordsOfStock(context);
  const counts = new Map<string, number>();
  for (const document of context.listed) for (const word of foldFacetValue(document.name).split(' ')) counts.set(word, (counts.get(word) ?? 0) + 1);
  const candidates = [...counts].filter(([word]) => word.length >= 2 && [...words].some((other) => other !== word && other.startsWith(word)));
  const [best] = candidates.sort(([a, countA], [b, countB]) => countB - countA || (a < b ? -1 : 1));
  if (best === undefined) throw new Error('no word of the stock starts another');
  return best[0];
};

/** A word some cars have in their name and others only in a later text field (a body in the badge and in simple_body). */
const wordInNameAndLaterFields = (context: StateContext): string => {
  const inName = new Map<string, number>();
  const onlyLater = new Map<string, number>();
  for (const document of context.listed) {
    const nameWords = new Set(foldFacetValue(document.name).split(' '));
    for (const word of nameWords) inName.set(word, (inName.get(word) ?? 0) + 1);
    const laterWords = new Set(QUERY_FIELDS.slice(1).flatMap((field) => foldFacetValue(document[field]).split(' ')));
    for (const word of laterWords) if (!nameWords.has(word)) onlyLater.set(word, (onlyLater.get(word) ?? 0) + 1);
  }
  const both = [...onlyLater].flatMap(([word, later]) => (word.length > 1 && inName.has(word) ? [[word, Math.min(later, inName.get(word) ?? 0)] as const] : []));
  const [best] = both.sort(([a, countA], [b, countB]) => countB - countA || (a < b ? -1 : 1));
  if (best === undefined) throw new Error('no word is both in names and only in later fields');
  return best[0];
};

/** The start of a model word that is not a word itself: matches only as the last query word. */
const partialWord = (context: StateContext): string => {
  const words = wordsOfStock(context);
  const word = foldFacetValue(top(context, 'model')).split(' ').sort((a, b) => b.length - a.length)[0] ?? '';
  for (let length = 2; length < word.length; length += 1) if (!words.has(word.slice(0, length))) return word.slice(0, length);
  throw new Error(`every start of ${word} is a word of the stock`);
};

const request = (context: StateContext, sortBy: SortBy, params: Record<string, unknown>): ConformanceRequest => ({
  indexName: indexNameFor(context.collection, sortBy),
  params: { hitsPerPage: 21, maxValuesPerFacet: 100, facets: PAGE_FACETS, ...params },
});

const LIST_ATTRIBUTES = (Object.keys(FILTER_ATTRIBUTE_KINDS) as (keyof typeof FILTER_ATTRIBUTE_KINDS)[]).filter(
  (attribute): attribute is ListAttribute => FILTER_ATTRIBUTE_KINDS[attribute] === 'list',
);

/** One state per list filter, refined to the field's most common value. */
const EACH_LIST_FILTER: SearchStateCase[] = LIST_ATTRIBUTES.map((attribute) => ({
  name: `list filter ${attribute} on its most common value`,
  request: (context) => request(context, 'most-relevant', { facetFilters: [[`${FILTER_FIELDS[attribute]}:${top(context, FILTER_FIELDS[attribute])}`]] }),
}));

export const SEARCH_STATES: readonly SearchStateCase[] = [
  { name: 'empty search: every listed car, every facet', request: (context) => request(context, 'most-relevant', {}) },
  { name: 'no parameters at all: Typesense defaults (10 hits, no facets)', request: (context) => ({ indexName: context.collection, params: {} }) },
  ...EACH_LIST_FILTER,
  {
    name: 'several values of one filter are ORed',
    request: (context) => request(context, 'most-relevant', { facetFilters: [[`make:${top(context, 'make')}`, `make:${top(context, 'make', 1)}`]] }),
  },
  { name: 'car types used and demo', request: (context) => request(context, 'latest', { facetFilters: [['car_type:used', 'car_type:demo']] }) },
  {
    name: 'filters across attributes are ANDed',
    request: (context) =>
      request(context, 'most-relevant', {
        facetFilters: [[`make:${top(context, 'make')}`], [`simple_body:${top(context, 'simple_body')}`, `simple_body:${top(context, 'simple_body', 1)}`], ['simple_transmission:Automatic']],
      }),
  },
  { name: 'seats=7 (the 7-seater search)', request: (context) => request(context, 'most-relevant', { facetFilters: [['seats:7']] }) },
  {
    name: 'a filter value compares folded, as Typesense does',
    request: (context) => request(context, 'most-relevant', { facetFilters: [[`make:${top(context, 'make').toUpperCase()}`]] }),
  },
  { name: 'an excluded value', request: (context) => request(context, 'most-relevant', { facetFilters: [`make:-${top(context, 'make')}`] }) },
  { name: 'a value no car has selects nothing', request: (context) => request(context, 'most-relevant', { facetFilters: [['make:Zzyzx']] }) },
  { name: 'price range with both bounds', request: (context) => request(context, 'most-relevant', { numericFilters: ['price>=20000', 'price<=40000'] }) },
  { name: 'price from a minimum only', request: (context) => request(context, 'lowest-price', { numericFilters: ['price>=35000'] }) },
  { name: 'km up to a maximum only', request: (context) => request(context, 'latest', { numericFilters: ['km<=20000'] }) },
  { name: 'one model year', request: (context) => request(context, 'most-relevant', { numericFilters: [`year=${top(context, 'year')}`] }) },
  { name: 'a range of years', request: (context) => request(context, 'highest-price', { numericFilters: ['year>=2020', 'year<=2023'] }) },
  { name: 'text: the make, in lower case', request: (context) => request(context, 'most-relevant', { query: foldFacetValue(top(context, 'make')) }) },
  { name: 'text: make and model (two words)', request: (context) => request(context, 'most-relevant', { query: top(context, 'make_model') }) },
  { name: 'text: the first letters of a model (prefix)', request: (context) => request(context, 'most-relevant', { query: foldFacetValue(top(context, 'model')).slice(0, 2) }) },
  { name: 'text: a whole word ranks above the words it starts', request: (context) => request(context, 'most-relevant', { query: wordStartingOthers(context) }) },
  { name: 'text: a word in an earlier field ranks above the same word in a later one', request: (context) => request(context, 'most-relevant', { query: wordInNameAndLaterFields(context) }) },
  { name: 'text: the last word may be the start of a word', request: (context) => request(context, 'most-relevant', { query: `${top(context, 'make')} ${partialWord(context)}` }) },
  { name: 'text: an earlier word must be whole, so this finds nothing', request: (context) => request(context, 'most-relevant', { query: `${partialWord(context)} ${top(context, 'make')}` }) },
  { name: 'text: a stock number', request: (context) => request(context, 'most-relevant', { query: top(context, 'stocknum', 5) }) },
  { name: 'text: a colour and a body, from two fields', request: (context) => request(context, 'most-relevant', { query: `${top(context, 'colour')} ${top(context, 'simple_body')}` }) },
  { name: 'text that no car holds', request: (context) => request(context, 'most-relevant', { query: 'zzyzx' }) },
  ...SORT_BY_VALUES.map((sortBy) => ({ name: `sorted ${sortBy}`, request: (context: StateContext) => request(context, sortBy, {}) })),
  { name: 'text sorted by lowest price', request: (context) => request(context, 'lowest-price', { query: foldFacetValue(top(context, 'make')) }) },
  { name: 'page 2', request: (context) => request(context, 'most-relevant', { page: 1 }) },
  { name: 'page 2 of a sorted, filtered search', request: (context) => request(context, 'highest-price', { page: 1, hitsPerPage: 5, facetFilters: [['car_type:used']] }) },
  { name: 'a page past the end has no hits but the counts', request: (context) => request(context, 'latest', { page: 999 }) },
  { name: 'counts only (hitsPerPage 0), as a disjunctive facet request', request: (context) => request(context, 'most-relevant', { hitsPerPage: 0, facets: ['make'], facetFilters: [['car_type:new']] }) },
  { name: 'a few values per facet: the most frequent', request: (context) => request(context, 'most-relevant', { maxValuesPerFacet: 3, facets: ['make', 'model', 'colour'] }) },
  { name: 'stats of the numeric facets', request: (context) => request(context, 'most-relevant', { facets: ['price', 'km', 'year', 'seats'], facetFilters: [['car_type:used']] }) },
  {
    name: 'everything at once: text, filters, range, sort and page',
    request: (context) =>
      request(context, 'lowest-price', {
        query: foldFacetValue(top(context, 'make')),
        facetFilters: [['car_type:new', 'car_type:demo', 'car_type:used'], [`simple_fuel:${top(context, 'simple_fuel')}`]],
        numericFilters: ['price>=1000'],
        hitsPerPage: 4,
        page: 1,
      }),
  },
];
