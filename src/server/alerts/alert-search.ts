/**
 * An alert's search, run the way its search page runs it: the saved state becomes InstantSearch's
 * UI state (instantsearch-routing.ts), InstantSearch itself (headless, with a widget for every
 * filter as the search island mounts them) turns it into the requests it sends, and the site's
 * search client answers them: the embedded engine over a list of stock documents, by default. So
 * there is no second filter implementation: which cars match is what the search page would show for
 * the same URL, every page of it.
 *
 * The backend is any InstantSearch search client over a list of documents (AlertSearchBackend), so
 * a site searched with Typesense can plug its client in; the embedded engine is the default, and
 * answers as Typesense does for the same request (the conformance suite, tests/unit/search).
 */
import instantsearch from 'instantsearch.js/es/index.js';
import {
  connectConfigure,
  connectPagination,
  connectRange,
  connectRefinementList,
  connectSearchBox,
  connectSortBy,
} from 'instantsearch.js/es/connectors/index.js';
import type { SearchClient } from 'instantsearch.js';
import type { SiteConfig } from '../../config/site-config-schema.ts';
import { stockFilterSettingsOf } from '../../config/stock-filter-settings.ts';
import { advertisedPrice } from '../../domain/cars/price.ts';
import type { RegionCode } from '../../domain/basics/region.ts';
import { SORT_BY_VALUES } from '../../domain/search/sort-options.ts';
import { FILTER_ATTRIBUTES, FILTER_ATTRIBUTE_KINDS, type RefinementAttribute, type SearchState } from '../../domain/search/types.ts';
import { SearchEngine } from '../../search/embedded/engine.ts';
import { createEmbeddedSearchClientOver } from '../../search/embedded/search-client.ts';
import { indexNameFor } from '../../search/index-names.ts';
import { MAX_HITS_PER_PAGE } from '../../search/instantsearch-protocol/engine-request.ts';
import { fieldOf, searchStateToIndexUiState } from '../../search/instantsearch-routing.ts';
import type { SearchDocument } from '../../search/search-document.ts';
import { DEFAULT_COLLECTION } from '../../search/typesense/collection-schema.ts';

/** A car an alert's search finds, with its advertised price. */
export interface AlertHit {
  readonly carId: number;
  readonly slug: string;
  readonly name: string;
  /** The advertised amount; null when the car shows none (Enquire for price, PREORDER). */
  readonly price: number | null;
  /** The price as the site words it. */
  readonly priceWords: string;
}

/** Runs saved searches over one list of stock. */
export interface AlertSearcher {
  /** Every car the search page would list for the state, in the page's order. */
  hits(state: SearchState): Promise<AlertHit[]>;
}

/** A search client answering InstantSearch's requests over `documents` at `now` (Unix seconds). */
export type AlertSearchBackend = (documents: readonly SearchDocument[], now: number) => SearchClient;

/** The site's collection: the InstantSearch index name of the default order. */
export function collectionOf(site: Pick<SiteConfig, 'search'>): string {
  return site.search.typesense?.collection ?? DEFAULT_COLLECTION;
}

/** The default backend: the embedded engine over the documents, under the site's stock filter. */
export function embeddedAlertBackend(site: Pick<SiteConfig, 'search'>): AlertSearchBackend {
  const stockFilter = stockFilterSettingsOf(site.search);
  return (documents, now) => createEmbeddedSearchClientOver(new SearchEngine(documents, stockFilter), { collection: collectionOf(site), now: () => now, timer: () => 0 });
}

const REFINEMENT_ATTRIBUTES = FILTER_ATTRIBUTES.filter((attribute): attribute is RefinementAttribute => attribute !== 'query' && attribute !== 'page');

/** One request as InstantSearch sends it. */
interface InstantSearchRequest {
  readonly indexName: string;
  readonly params?: Record<string, unknown>;
}

/** The widgets of a search page, headless: every filter as the island mounts it, the search box, the sort, the page. */
function pageWidgets(collection: string) {
  const render = () => undefined;
  return [
    connectSearchBox(render)({}),
    ...REFINEMENT_ATTRIBUTES.map((attribute) =>
      FILTER_ATTRIBUTE_KINDS[attribute] === 'list' ? connectRefinementList(render)({ attribute: fieldOf(attribute) }) : connectRange(render)({ attribute: fieldOf(attribute) }),
    ),
    connectSortBy(render)({ items: SORT_BY_VALUES.map((sortBy) => ({ value: indexNameFor(collection, sortBy), label: sortBy })) }),
    connectConfigure(render)({ searchParameters: { hitsPerPage: MAX_HITS_PER_PAGE } }),
    connectPagination(render)({}),
  ];
}

/** An empty answer in Algolia's shape, for the requests InstantSearch sends while its request is read. */
function emptyAnswer(request: InstantSearchRequest) {
  return { hits: [], nbHits: 0, page: 0, nbPages: 0, hitsPerPage: 0, processingTimeMS: 0, exhaustiveNbHits: true, query: '', params: '', index: request.indexName };
}

/**
 * The request for hits InstantSearch sends for a state: the first of its multi-query (the others
 * only count facets), read by running InstantSearch once over a client that records it.
 */
export async function hitsRequestFor(state: SearchState, collection: string): Promise<InstantSearchRequest> {
  let sent: InstantSearchRequest | undefined;
  const recorder = {
    search: (requests: readonly InstantSearchRequest[]) => {
      sent ??= requests[0];
      return Promise.resolve({ results: requests.map(emptyAnswer) });
    },
  };
  const search = instantsearch({
    indexName: collection,
    searchClient: recorder as unknown as SearchClient,
    initialUiState: { [collection]: searchStateToIndexUiState({ ...state, page: 1 }, collection) },
  });
  search.addWidgets(pageWidgets(collection));
  try {
    await new Promise<void>((resolve, reject) => {
      search.on('render', () => resolve());
      search.on('error', (event: { error?: unknown }) => reject(event.error instanceof Error ? event.error : new Error(String(event.error))));
      search.start();
    });
  } finally {
    search.dispose();
  }
  if (sent === undefined) throw new Error('InstantSearch sent no request for the alert\'s search');
  return sent;
}

/** The fields a hit needs: its id, its page and its advertised price's inputs. */
const HIT_FIELDS = ['car_id', 'slug', 'name', 'price', 'before_price', 'offer_price', 'price_type', 'preorder', 'status', 'sold'];

/** Pages asked for at most per search: 250 cars each, far above any dealer's stock. */
const MAX_PAGES = 400;

function toAlertHit(hit: Partial<SearchDocument>, region: RegionCode): AlertHit {
  const advertised = advertisedPrice(hit as SearchDocument, region);
  return {
    carId: Number(hit.car_id),
    slug: String(hit.slug),
    name: String(hit.name),
    price: advertised.kind === 'amount' ? advertised.price.amount : null,
    priceWords: advertised.words,
  };
}

/**
 * The searcher over `documents` at `now` (Unix seconds): each state's request is read once, then
 * answered page by page through the backend's client.
 */
export function alertSearcher(
  site: Pick<SiteConfig, 'search' | 'region'>,
  documents: readonly SearchDocument[],
  now: number,
  backend: AlertSearchBackend = embeddedAlertBackend(site),
): AlertSearcher {
  const collection = collectionOf(site);
  const client = backend(documents, now);
  return {
    async hits(state) {
      const request = await hitsRequestFor(state, collection);
      const hits: AlertHit[] = [];
      for (let page = 0; page < MAX_PAGES; page += 1) {
        const params = { ...request.params, page, hitsPerPage: MAX_HITS_PER_PAGE, facets: [], attributesToRetrieve: HIT_FIELDS };
        const answer = (await client.search([{ indexName: request.indexName, params }])) as unknown as {
          results: readonly { hits: Partial<SearchDocument>[]; nbPages: number }[];
        };
        const result = answer.results[0];
        if (result === undefined) throw new Error('the search client answered no result');
        hits.push(...result.hits.map((hit) => toAlertHit(hit, site.region)));
        if (page + 1 >= result.nbPages) break;
      }
      return hits;
    },
  };
}
