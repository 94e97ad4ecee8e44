/**
 * Parity of the browser's own Typesense client (search-client.ts) with the official one
 * (typesense-js, the `typesense` package): for each search state of the table, our client is
 * driven with the requests InstantSearch sends, and typesense-js's `multiSearch.perform` with the
 * same searches written by hand in Typesense's own terms. Both go to the recording stand-in
 * (fake-typesense.ts) and the two recorded requests are compared for what Typesense reads: method,
 * path, query parameters as a set, where the key travels and the JSON body, after normalising the
 * parts whose order Typesense ignores (facet_by fields, ANDed and ORed filter clauses, the values
 * of a `field:=[...]` list) and with query parameters merged into each search as Typesense merges
 * them (a search's own parameter wins).
 *
 * Both official flavours are compared: `SearchClient` (typesense-js's browser client, key as a
 * query parameter, text/plain body) and `Client` (key in a header, JSON body). Where ours differs
 * on purpose the difference is named in INTENDED_DIFFERENCES with its reason and both sides'
 * values, and asserted exactly: an unexplained difference fails, and so does an explained one that
 * is no longer there.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { Client, SearchClient } from 'typesense';
import type { MultiSearchRequestSchema } from 'typesense/lib/Typesense/Types';
import type { SearchClient as InstantSearchClient } from 'instantsearch.js';
import { SORT_BY_VALUES, sortOption } from '../../../../src/domain/search/sort-options.ts';
import { stockFilterBy, type StockFilterSettings } from '../../../../src/domain/search/stock-filter.ts';
import { indexNameFor } from '../../../../src/search/index-names.ts';
import { FILTER_FIELDS, QUERY_FIELDS } from '../../../../src/search/search-document.ts';
import { siteScopedKey } from '../../../../src/search/typesense/scoped-key.ts';
import { createTypesenseSearchClient } from '../../../../src/search/typesense/search-client.ts';
import { startFakeTypesense, type FakeTypesense, type RecordedRequest } from './fake-typesense.ts';

const NOW = 1_790_000_000;
const SCOPED_KEY = siteScopedKey('search-parent-key-for-parity', [101, 102], NOW + 30 * 86_400).key;
const SETTINGS: StockFilterSettings = { soldVisibilityDays: 7, exclusions: { age_index: [14], status: ['coming_soon'], car_type: [], make: [] } };
const STOCK_FILTER = stockFilterBy(SETTINGS, NOW);

/** A search as a Typesense user writes it for typesense-js (arrays where typesense-js joins them). */
type OfficialSearch = MultiSearchRequestSchema<Record<string, unknown>, string>;

/**
 * What every stock search asks Typesense, written out here rather than imported, so that a change
 * of what our client sends shows up as a difference: the text fields in priority order, the last
 * word as a prefix, no typos and no dropped words (the embedded engine's matching).
 */
const STOCK_SEARCH = {
  collection: 'cars',
  query_by: [...QUERY_FIELDS],
  prefix: true,
  num_typos: 0,
  drop_tokens_threshold: 0,
  typo_tokens_threshold: 0,
} satisfies Partial<OfficialSearch>;

const RELEVANCE = sortOption('most-relevant').typesenseSortBy;
/** `facets: ['*']`: every filter attribute's field (Typesense has no facet wildcard). */
const EVERY_FACET = [...new Set(Object.values(FILTER_FIELDS))];

interface InstantSearchRequest {
  readonly indexName: string;
  readonly params?: Record<string, unknown>;
  readonly type?: 'facet';
  readonly facet?: string;
}

interface ParityCase {
  readonly name: string;
  /** What the search island asks our client. */
  readonly instantSearch: readonly InstantSearchRequest[];
  /** The same searches for typesense-js. */
  readonly official: readonly OfficialSearch[];
  /** Parameters sent once for every search (typesense-js puts them in the query string). */
  readonly common?: Record<string, string | number | boolean>;
}

const hits = (params: Record<string, unknown>, indexName = 'cars'): InstantSearchRequest => ({ indexName, params: { hitsPerPage: 21, maxValuesPerFacet: 100, ...params } });

const CASES: readonly ParityCase[] = [
  {
    name: 'free text on the first page',
    instantSearch: [hits({ query: 'golf tsi' })],
    official: [{ ...STOCK_SEARCH, q: 'golf tsi', sort_by: RELEVANCE, filter_by: STOCK_FILTER, max_facet_values: 100, page: 1, per_page: 21 }],
  },
  {
    name: 'no text at all is the match-all query',
    instantSearch: [hits({ query: '   ' })],
    official: [{ ...STOCK_SEARCH, q: '*', sort_by: RELEVANCE, filter_by: STOCK_FILTER, max_facet_values: 100, page: 1, per_page: 21 }],
  },
  {
    name: 'one list filter',
    instantSearch: [hits({ query: '', facetFilters: [['simple_body:SUV']] })],
    official: [{ ...STOCK_SEARCH, q: '*', sort_by: RELEVANCE, filter_by: `${STOCK_FILTER} && simple_body:=[\`SUV\`]`, max_facet_values: 100, page: 1, per_page: 21 }],
  },
  {
    name: 'multi-select makes, an excluded colour, seats and price and year ranges (written in another order)',
    instantSearch: [
      hits({
        query: 'wagon',
        facetFilters: [['make:Volkswagen', 'make:Skoda', 'make:Land Rover'], 'colour:-Red', ['seats:7', 'seats:8']],
        numericFilters: ['price>=15000', 'price<=45000', ['year=2021', 'year=2022', 'year=2023'], 'km<50000'],
      }),
    ],
    official: [
      {
        ...STOCK_SEARCH,
        q: 'wagon',
        sort_by: RELEVANCE,
        filter_by: [
          'price:<=45000',
          '(year:=2023 || year:=2021 || year:=2022)',
          'make:=[`Land Rover`,`Skoda`,`Volkswagen`]',
          'km:<50000',
          STOCK_FILTER,
          'seats:=[8,7]',
          'price:>=15000',
          'colour:!=[`Red`]',
        ].join(' && '),
        max_facet_values: 100,
        page: 1,
        per_page: 21,
      },
    ],
  },
  {
    name: 'a make and model with commas and brackets in a value',
    instantSearch: [hits({ query: '', facetFilters: [['model:Golf [Mk8], GTI']] })],
    official: [{ ...STOCK_SEARCH, q: '*', sort_by: RELEVANCE, filter_by: `${STOCK_FILTER} && model:=[\`Golf [Mk8], GTI\`]`, max_facet_values: 100, page: 1, per_page: 21 }],
  },
  {
    name: 'every facet and its counts, as the search page asks (facets: ["*"])',
    instantSearch: [hits({ query: '', facets: ['*'], maxValuesPerFacet: 50 })],
    official: [{ ...STOCK_SEARCH, q: '*', sort_by: RELEVANCE, filter_by: STOCK_FILTER, facet_by: [...EVERY_FACET].reverse(), max_facet_values: 50, page: 1, per_page: 21 }],
  },
  {
    name: 'counts only (per_page 0) for a few facets',
    instantSearch: [{ indexName: 'cars', params: { query: '', facets: ['make', 'price'], hitsPerPage: 0 } }],
    official: [{ ...STOCK_SEARCH, q: '*', sort_by: RELEVANCE, filter_by: STOCK_FILTER, facet_by: ['price', 'make'], max_facet_values: 10, page: 1, per_page: 0 }],
  },
  ...SORT_BY_VALUES.map(
    (sortBy): ParityCase => ({
      name: `sorted ${sortBy}`,
      instantSearch: [hits({ query: 'ranger' }, indexNameFor('cars', sortBy))],
      official: [{ ...STOCK_SEARCH, q: 'ranger', sort_by: sortOption(sortBy).typesenseSortBy, filter_by: STOCK_FILTER, max_facet_values: 100, page: 1, per_page: 21 }],
    }),
  ),
  {
    name: 'page 3 of 12 per page (InstantSearch counts pages from 0, Typesense from 1)',
    instantSearch: [hits({ query: 'hilux', page: 2, hitsPerPage: 12 }, indexNameFor('cars', 'lowest-price'))],
    official: [{ ...STOCK_SEARCH, q: 'hilux', sort_by: sortOption('lowest-price').typesenseSortBy, filter_by: STOCK_FILTER, max_facet_values: 100, page: 3, per_page: 12 }],
  },
  {
    name: 'InstantSearch defaults when it sends no parameters',
    instantSearch: [{ indexName: 'cars', params: {} }],
    official: [{ ...STOCK_SEARCH, q: '*', sort_by: RELEVANCE, filter_by: STOCK_FILTER, max_facet_values: 10, page: 1, per_page: 10 }],
  },
  {
    name: 'the results and a disjunctive facet query in one call (one multi_search, in order)',
    instantSearch: [
      hits({ query: 'ute', facets: ['make'], facetFilters: [['make:Isuzu']] }),
      { indexName: 'cars', params: { query: 'ute', facets: ['make'], hitsPerPage: 0, page: 0, maxValuesPerFacet: 100 } },
    ],
    official: [
      { ...STOCK_SEARCH, q: 'ute', sort_by: RELEVANCE, filter_by: `${STOCK_FILTER} && make:=[\`Isuzu\`]`, facet_by: 'make', max_facet_values: 100, page: 1, per_page: 21 },
      { ...STOCK_SEARCH, q: 'ute', sort_by: RELEVANCE, filter_by: STOCK_FILTER, facet_by: 'make', max_facet_values: 100, page: 1, per_page: 0 },
    ],
  },
  {
    name: 'a search among one facet\'s values (the make list\'s "search makes" box)',
    instantSearch: [{ indexName: 'cars', type: 'facet', facet: 'make', params: { facetQuery: 'vo', maxFacetHits: 8, query: 'suv', facetFilters: [['year:2022']] } }],
    official: [
      {
        ...STOCK_SEARCH,
        q: 'suv',
        sort_by: RELEVANCE,
        filter_by: `${STOCK_FILTER} && year:=[2022]`,
        facet_by: 'make',
        facet_query: 'make:vo',
        facet_query_num_typos: 0,
        max_facet_values: 8,
        page: 1,
        per_page: 0,
      },
    ],
  },
  {
    name: 'shared parameters sent once as typesense-js common parameters',
    instantSearch: [hits({ query: 'golf' }), hits({ query: 'polo', page: 1 }, indexNameFor('cars', 'latest'))],
    common: { query_by: QUERY_FIELDS.join(','), prefix: true, num_typos: 0, drop_tokens_threshold: 0, typo_tokens_threshold: 0, sort_by: RELEVANCE, max_facet_values: 100 },
    official: [
      { collection: 'cars', q: 'golf', filter_by: STOCK_FILTER, page: 1, per_page: 21 },
      { collection: 'cars', q: 'polo', sort_by: sortOption('latest').typesenseSortBy, filter_by: STOCK_FILTER, page: 2, per_page: 21 },
    ],
  },
];

type Flavour = 'SearchClient' | 'Client';

/** A recorded request as Typesense reads it. */
interface WireView {
  readonly method: string;
  readonly path: string;
  /** Where the key travels and its value. */
  readonly key: string;
  /** The body's media type (Typesense parses the body as JSON whatever it says). */
  readonly contentType: string;
  /**
   * The searches, each with the query parameters other than the key merged in (Typesense applies
   * them to every search a multi_search holds unless the search sets its own), every value as the
   * text Typesense parses it from and order-insensitive parts sorted.
   */
  readonly searches: readonly Record<string, string>[];
}

/** One difference our client makes on purpose, with both sides' values. */
interface IntendedDifference {
  readonly field: keyof WireView;
  readonly ours: string;
  readonly theirs: string;
  readonly reason: string;
}

/**
 * Why ours differs from typesense-js, per flavour. SearchClient, typesense-js's own browser client,
 * sends the key and body as ours does, so nothing differs from it.
 */
const INTENDED_DIFFERENCES: Readonly<Record<Flavour, readonly IntendedDifference[]>> = {
  SearchClient: [],
  Client: [
    {
      field: 'key',
      ours: `query x-typesense-api-key=${SCOPED_KEY}`,
      theirs: `header x-typesense-api-key=${SCOPED_KEY}`,
      reason:
        'a custom header makes every cross-origin search preflighted (one more round trip); the key is the public scoped key, so the URL may carry it, as typesense-js SearchClient does',
    },
    {
      field: 'contentType',
      ours: 'text/plain',
      theirs: 'application/json',
      reason: 'an application/json body is also preflighted; Typesense parses the body as JSON whatever its content type',
    },
  ],
};

/**
 * Splits `text` at `separator` where it stands outside backticks, brackets and parentheses, so a
 * value such as `Golf [Mk8], GTI` or a parenthesised OR stays whole.
 */
function splitTopLevel(text: string, separator: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quoted = false;
  let start = 0;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index];
    if (char === '`') quoted = !quoted;
    else if (!quoted && (char === '[' || char === '(')) depth += 1;
    else if (!quoted && (char === ']' || char === ')')) depth -= 1;
    else if (!quoted && depth === 0 && text.startsWith(separator, index)) {
      parts.push(text.slice(start, index).trim());
      start = index + separator.length;
      index += separator.length - 1;
    }
  }
  parts.push(text.slice(start).trim());
  return parts;
}

/** One filter clause with its ORed comparisons and its list values in a fixed order. */
function normaliseClause(clause: string): string {
  if (clause.startsWith('(') && clause.endsWith(')')) return `(${splitTopLevel(clause.slice(1, -1), '||').map(normaliseClause).sort().join(' || ')})`;
  const list = /^([a-z_]+:!?=)\[(.*)\]$/s.exec(clause);
  if (list) return `${list[1]}[${splitTopLevel(list[2] ?? '', ',').sort().join(',')}]`;
  return clause;
}

/** Typesense reads a filter's ANDed clauses, ORed comparisons and list values in any order. */
function normaliseFilter(filterBy: string): string {
  return splitTopLevel(filterBy, '&&').map(normaliseClause).sort().join(' && ');
}

/** Every value as the text Typesense parses a parameter from, order-insensitive lists sorted. */
function normaliseSearch(search: Record<string, unknown>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(search)) {
    const text = Array.isArray(value) ? value.join(',') : String(value);
    out[name] = name === 'filter_by' ? normaliseFilter(text) : name === 'facet_by' ? text.split(',').sort().join(',') : text;
  }
  return Object.fromEntries(Object.entries(out).sort(([a], [b]) => (a < b ? -1 : 1)));
}

function wireView(request: RecordedRequest): WireView {
  const query = new URLSearchParams(request.query);
  const keyInQuery = query.get('x-typesense-api-key');
  query.delete('x-typesense-api-key');
  const keyInHeader = request.headers['x-typesense-api-key'];
  const body = JSON.parse(request.body) as { searches: Record<string, unknown>[] };
  // Typesense takes a search's parameters from the query string unless the search sets them.
  const common = Object.fromEntries(query);
  return {
    method: request.method,
    path: request.path,
    key: keyInQuery !== null ? `query x-typesense-api-key=${keyInQuery}` : `header x-typesense-api-key=${String(keyInHeader)}`,
    contentType: (request.headers['content-type'] ?? '').split(';')[0]?.trim() ?? '',
    searches: body.searches.map((search) => normaliseSearch({ ...common, ...search })),
  };
}

const shown = (value: unknown): string => (typeof value === 'string' ? value : JSON.stringify(value));

/** The recorded views' fields that differ, each with both values. */
function differences(ours: WireView, theirs: WireView): { field: keyof WireView; ours: string; theirs: string }[] {
  return (Object.keys(ours) as (keyof WireView)[])
    .filter((field) => JSON.stringify(ours[field]) !== JSON.stringify(theirs[field]))
    .map((field) => ({ field, ours: shown(ours[field]), theirs: shown(theirs[field]) }));
}

let server: FakeTypesense;

beforeAll(async () => {
  server = await startFakeTypesense();
});
afterAll(async () => {
  await server.close();
});
beforeEach(() => {
  server.requests.length = 0;
});

/** The one request a step sent to the stand-in. */
async function recorded(send: () => Promise<unknown>): Promise<RecordedRequest> {
  const before = server.requests.length;
  await send();
  const sent = server.requests.slice(before);
  expect(sent, 'one request per call').toHaveLength(1);
  return sent[0] as RecordedRequest;
}

function ourClient(): InstantSearchClient {
  return createTypesenseSearchClient({ nodes: [server.node], numRetries: 0, apiKey: SCOPED_KEY, collection: 'cars', stockFilter: SETTINGS, now: () => NOW });
}

function officialClient(flavour: Flavour): Pick<Client, 'multiSearch'> {
  // No retries, no result cache and no health-check pauses, so each call is exactly one request.
  const options = {
    apiKey: SCOPED_KEY,
    nodes: [{ ...server.node }],
    nearestNode: { ...server.node },
    numRetries: 0,
    connectionTimeoutSeconds: 2,
    cacheSearchResultsForSeconds: 0,
    logLevel: 'silent' as const,
  };
  return flavour === 'Client' ? new Client(options) : new SearchClient(options);
}

async function sendOurs(parity: ParityCase): Promise<RecordedRequest> {
  return recorded(() => ourClient().search(parity.instantSearch as Parameters<InstantSearchClient['search']>[0]));
}

async function sendOfficial(parity: ParityCase, flavour: Flavour): Promise<RecordedRequest> {
  return recorded(() => officialClient(flavour).multiSearch.perform({ searches: [...parity.official] }, parity.common ?? {}));
}

describe('our Typesense client sends what typesense-js sends', () => {
  describe.each(['SearchClient', 'Client'] as const)('compared with typesense-js %s', (flavour) => {
    it.each(CASES.map((parity) => [parity.name, parity] as const))('%s', async (_, parity) => {
      const ours = wireView(await sendOurs(parity));
      const theirs = wireView(await sendOfficial(parity, flavour));
      expect(ours.method).toBe('POST');
      expect(ours.path).toBe('/multi_search');
      expect(ours.searches).toHaveLength(parity.official.length);
      expect(differences(ours, theirs)).toEqual(INTENDED_DIFFERENCES[flavour].map(({ field, ours: our, theirs: their }) => ({ field, ours: our, theirs: their })));
    });
  });
});

describe('the comparison itself', () => {
  it('catches a search that differs from ours: a wrong page, a missing filter clause or a different facet list', async () => {
    const [base] = CASES.filter((parity) => parity.name.startsWith('multi-select makes'));
    if (base === undefined) throw new Error('the multi-select case is missing');
    const ours = wireView(await sendOurs(base));
    const search = base.official[0] as OfficialSearch;
    const variants: OfficialSearch[] = [
      { ...search, page: 2 },
      { ...search, filter_by: String(search.filter_by).replace(' && colour:!=[`Red`]', '') },
      { ...search, filter_by: String(search.filter_by).replace('`Skoda`', '`Audi`') },
      { ...search, facet_by: 'make' },
      { ...search, query_by: [...QUERY_FIELDS].reverse() },
    ];
    for (const variant of variants) {
      const theirs = wireView(await sendOfficial({ ...base, official: [variant] }, 'SearchClient'));
      expect(differences(ours, theirs).map(({ field }) => field)).toEqual(['searches']);
    }
  });

  it('reads filters in any order but keeps values whole: a comma inside backticks is not a separator', () => {
    expect(normaliseFilter('b:=[`x, y`,`a`] && (y:=2 || y:=1) && a:>1')).toBe('(y:=1 || y:=2) && a:>1 && b:=[`a`,`x, y`]');
  });

  it('names a reason for every intended difference', () => {
    for (const difference of Object.values(INTENDED_DIFFERENCES).flat()) expect(difference.reason.length).toBeGreaterThan(20);
  });
});
