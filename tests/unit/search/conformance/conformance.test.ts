/**
 * One table of search states, run against every backend and compared with the brute-force
 * reference (reference-search.ts): the page's hits in order, nbHits, nbPages, facet counts and facet
 * stats must be equal. The embedded backend always runs, over every demo site; Typesense runs when
 * TYPESENSE_URL and TYPESENSE_API_KEY name a live cluster, and is skipped (never faked) otherwise.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stockPredicate } from '../../../../src/domain/search/stock-filter.ts';
import { buildStockSnapshot } from '../../../../src/search/embedded/snapshot.ts';
import { answerOf, embeddedBackend, roundedStats, typesenseBackend, type ConformanceBackend, type OpenBackend } from './backends.ts';
import type { SearchDocument } from '../../../../src/search/search-document.ts';
import { BUILT_AT, COLLECTION, SEARCHED_AT, loadConformanceSites, type ConformanceSite } from './conformance-sites.ts';
import { referenceSearch } from './reference-search.ts';
import { SEARCH_STATES } from './search-states.ts';
import { NO_DRIVE_AWAY } from '../no-drive-away.ts';

const sites = await loadConformanceSites();

/** The documents a site lists when the searches run, to pick refinement values from. */
function listedAtSearch(site: ConformanceSite): SearchDocument[] {
  return site.documents.filter(stockPredicate(site.stockFilter, SEARCHED_AT));
}
const EXPECTED_EMPTY = /selects nothing|finds nothing|no car holds|past the end/;

describe('the conformance table', () => {
  it('has at least 25 states', () => {
    expect(SEARCH_STATES.length).toBeGreaterThanOrEqual(25);
  });

  it.each(sites)('finds cars on $slug for every state that is not meant to be empty', (site) => {
    const empty = SEARCH_STATES.filter((state) => {
      const request = state.request({ listed: listedAtSearch(site), collection: COLLECTION });
      return referenceSearch(site.documents, site.stockFilter, SEARCHED_AT, COLLECTION, request).nbHits === 0;
    }).map((state) => state.name);
    expect(empty.filter((name) => !EXPECTED_EMPTY.test(name))).toEqual([]);
  });

  it('searches after some cars of the snapshot have left the sold window, so the query-time filter matters', () => {
    const leftTheWindow = sites.flatMap((site) => {
      const isListed = stockPredicate(site.stockFilter, SEARCHED_AT);
      return buildStockSnapshot(site.cars, site.stockFilter, BUILT_AT, NO_DRIVE_AWAY).documents.filter((document) => !isListed(document));
    });
    expect(leftTheWindow.length).toBeGreaterThan(0);
  });
});

function defineConformance(backend: () => ConformanceBackend): void {
  describe.each(sites)('on $slug', (site) => {
    let open: OpenBackend;
    beforeAll(async () => {
      open = await backend().open(site);
    });
    afterAll(async () => {
      await open?.close();
    });

    it.each(SEARCH_STATES)('$name', async (state) => {
      const request = state.request({ listed: listedAtSearch(site), collection: open.collection });
      const expected = referenceSearch(site.documents, site.stockFilter, SEARCHED_AT, open.collection, request);
      const { results } = await open.client.search([request as Parameters<typeof open.client.search>[0][number]]);
      expect(answerOf(results[0])).toEqual({ ...expected, facets_stats: roundedStats(expected.facets_stats) });
    });
  });
}

describe('embedded backend', () => {
  defineConformance(() => embeddedBackend);
});

const { TYPESENSE_URL, TYPESENSE_API_KEY } = process.env;
describe.skipIf(!TYPESENSE_URL || !TYPESENSE_API_KEY)('typesense backend (TYPESENSE_URL and TYPESENSE_API_KEY)', () => {
  defineConformance(() => typesenseBackend(TYPESENSE_URL ?? '', TYPESENSE_API_KEY ?? ''));
});
