/**
 * The backends the conformance suite runs its states against, each opened over one site's stock:
 * - embedded: the embedded search client over the site's snapshot, as the browser gets it;
 * - typesense: the Typesense search client against a live cluster (TYPESENSE_URL and
 *   TYPESENSE_API_KEY), over a throw-away collection holding every car of the site, indexed with
 *   the project's indexer and dropped afterwards.
 */
import type { SearchClient } from 'instantsearch.js';
import { buildStockSnapshot } from '../../../../src/search/embedded/snapshot.ts';
import { createEmbeddedSearchClient } from '../../../../src/search/embedded/search-client.ts';
import { nodeFromUrl } from '../../../../src/search/typesense/connection.ts';
import { connect, indexDocuments } from '../../../../src/search/typesense/indexer.ts';
import { createTypesenseSearchClient } from '../../../../src/search/typesense/search-client.ts';
import { BUILT_AT, COLLECTION, SEARCHED_AT, type ConformanceSite } from './conformance-sites.ts';
import type { ConformanceAnswer } from './reference-search.ts';
import { NO_DRIVE_AWAY } from '../no-drive-away.ts';

/** A backend's client over one site, and how to clean up after it. */
export interface OpenBackend {
  /** The index name of the default order. */
  readonly collection: string;
  readonly client: SearchClient;
  close(): Promise<void>;
}

export interface ConformanceBackend {
  readonly name: string;
  open(site: ConformanceSite): Promise<OpenBackend>;
}

export const embeddedBackend: ConformanceBackend = {
  name: 'embedded',
  open: async (site) => ({
    collection: COLLECTION,
    client: createEmbeddedSearchClient({
      documents: buildStockSnapshot(site.cars, site.stockFilter, BUILT_AT, NO_DRIVE_AWAY).documents,
      collection: COLLECTION,
      stockFilter: site.stockFilter,
      now: () => SEARCHED_AT,
    }),
    close: async () => undefined,
  }),
};

/** A live Typesense cluster at `url`, reached with an admin key (it creates and drops collections). */
export function typesenseBackend(url: string, apiKey: string): ConformanceBackend {
  return {
    name: 'typesense',
    open: async (site) => {
      const collection = `conformance_${site.slug.replaceAll('-', '_')}_${process.pid}_${Date.now()}`;
      const report = await indexDocuments({ url, apiKey }, collection, site.documents);
      if (report.failures.length > 0) throw new Error(`Typesense rejected documents: ${JSON.stringify(report.failures.slice(0, 3))}`);
      return {
        collection,
        client: createTypesenseSearchClient({ nodes: [nodeFromUrl(url)], apiKey, collection, stockFilter: site.stockFilter, now: () => SEARCHED_AT }),
        close: async () => {
          await connect({ url, apiKey }).client.collections(collection).delete();
        },
      };
    },
  };
}

interface AlgoliaLikeResult {
  readonly hits: readonly { readonly objectID: string }[];
  readonly nbHits: number;
  readonly nbPages: number;
  readonly facets?: Record<string, Record<string, number>>;
  readonly facets_stats?: Record<string, { min: number; max: number; avg: number; sum: number }>;
}

/** What the suite compares of a backend's response. Averages are rounded to 6 decimals (Typesense sends doubles as text). */
export function answerOf(response: unknown): ConformanceAnswer {
  const result = response as AlgoliaLikeResult;
  return {
    ids: result.hits.map((hit) => hit.objectID),
    nbHits: result.nbHits,
    nbPages: result.nbPages,
    facets: result.facets ?? {},
    facets_stats: roundedStats(result.facets_stats ?? {}),
  };
}

/** Stats with the average rounded to 6 decimals and no other keys (Typesense adds total_values). */
export function roundedStats(stats: ConformanceAnswer['facets_stats']): ConformanceAnswer['facets_stats'] {
  return Object.fromEntries(
    Object.entries(stats).map(([field, { min, max, avg, sum }]) => [field, { min, max, avg: Number(avg.toFixed(6)), sum }]),
  );
}
