import { describe, expect, it } from 'vitest';
import { INITIAL_SEARCH_VIEW, nextView, viewWithResult } from '../../../../src/domain/search/search-view.ts';
import type { SearchView } from '../../../../src/domain/search/search-view.ts';
import type { SearchResult } from '../../../../src/domain/search/types.ts';

const result = (hits: string[]): SearchResult<string> => ({
  hits,
  count: hits.length,
  facets: { make: { Kia: hits.length } },
  facetStats: { price: { min: 10000, max: 50000 } },
  ms: 3,
  pages: 1,
});

const shown = viewWithResult(result(['kia-ev6', 'kia-sportage']));

describe('search load states', () => {
  it('load states: loading, hasData, hasError', () => {
    const loading = nextView(shown, { type: 'started' });
    const failed = nextView(loading, { type: 'failed', error: 'timeout' });
    const arrived = nextView(loading, { type: 'succeeded', result: result(['ford-ranger']) });
    expect([loading.loadState, arrived.loadState, failed.loadState]).toEqual(['loading', 'hasData', 'hasError']);
  });

  it('during loading the previous hits, facets and counts stay shown', () => {
    expect(nextView(shown, { type: 'started' })).toEqual({ loadState: 'loading', result: shown.result });
  });

  it('after an error the previous hits, facets and counts stay shown (search errors: previous results stay)', () => {
    const loading = nextView(shown, { type: 'started' });
    expect(nextView(loading, { type: 'failed', error: 'timeout' })).toEqual({
      loadState: 'hasError',
      result: shown.result,
      error: 'timeout',
    });
  });

  it('a result that arrives replaces the one shown', () => {
    const next = result(['ford-ranger']);
    expect(nextView(nextView(shown, { type: 'started' }), { type: 'succeeded', result: next })).toEqual({
      loadState: 'hasData',
      result: next,
    });
  });

  it('before the first result there is nothing to keep', () => {
    const initial: SearchView<string> = INITIAL_SEARCH_VIEW;
    expect(initial).toEqual({ loadState: 'loading', result: null });
    expect(nextView(initial, { type: 'failed', error: 'offline' })).toEqual({ loadState: 'hasError', result: null, error: 'offline' });
  });
});
