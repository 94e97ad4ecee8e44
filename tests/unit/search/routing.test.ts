import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SORT_BY_VALUES } from '../../../src/domain/search/sort-options.ts';
import type { NumericRange, SearchState } from '../../../src/domain/search/types.ts';
import {
  INITIAL_ROUTE_STATE,
  attributeOfField,
  createSearchRouter,
  createSearchStateMapping,
  fieldOf,
  formatUiRange,
  indexUiStateToSearchState,
  parseUiRange,
  searchStateToIndexUiState,
} from '../../../src/search/instantsearch-routing.ts';
import { EMPTY_SEARCH_STATE } from '../../../src/search/url-state.ts';

const COLLECTION = 'cars';
const state = (partial: Partial<SearchState>): SearchState => ({ ...EMPTY_SEARCH_STATE, ...partial });

describe('filter attributes and document fields', () => {
  it.each([
    ['body', 'simple_body'],
    ['fuel', 'simple_fuel'],
    ['transmission', 'simple_transmission'],
    ['drive', 'simple_drive'],
    ['make', 'make'],
    ['price', 'price'],
    ['dealership_slug', 'dealership_slug'],
  ] as const)('the URL parameter %s refines the document field %s, and back', (attribute, field) => {
    expect(fieldOf(attribute)).toBe(field);
    expect(attributeOfField(field)).toBe(attribute);
  });

  it('a field no filter refines has no attribute', () => {
    expect(attributeOfField('vin')).toBeUndefined();
  });
});

describe("InstantSearch's range form", () => {
  it.each([
    [{ min: 10000, max: 40000 }, '10000:40000'],
    [{ min: 10000 }, '10000:'],
    [{ max: 50000 }, ':50000'],
  ] as [NumericRange, string][])('%o is %s', (range, text) => {
    expect(formatUiRange(range)).toBe(text);
    expect(parseUiRange(text)).toEqual(range);
  });

  it.each([':', '', 'cheap:dear', 'abc'])('%j is no range', (text) => {
    expect(parseUiRange(text)).toBeUndefined();
  });
});

describe('uiState <-> SearchState', () => {
  it('reads query, page, sort order, facet values by field and ranges', () => {
    expect(
      indexUiStateToSearchState(
        {
          query: 'tiguan',
          page: 3,
          sortBy: 'cars/sort/price:asc,created_at_timestamp:desc,car_id:asc',
          refinementList: { make: ['Volkswagen'], simple_body: ['SUV', 'Wagon'], seats: ['7'] },
          range: { price: '20000:40000', km: ':50000' },
          configure: { hitsPerPage: 24 },
        },
        COLLECTION,
      ),
    ).toEqual({
      query: 'tiguan',
      page: 3,
      sortBy: 'lowest-price',
      refinements: { make: ['Volkswagen'], body: ['SUV', 'Wagon'], seats: ['7'], price: { min: 20000, max: 40000 }, km: { max: 50000 } },
    });
  });

  it('an untouched uiState is the untouched search', () => {
    expect(indexUiStateToSearchState({}, COLLECTION)).toEqual(EMPTY_SEARCH_STATE);
  });

  it('empty value lists, empty ranges and unknown fields refine nothing', () => {
    expect(indexUiStateToSearchState({ refinementList: { make: [], vin: ['X'] }, range: { price: ':' } }, COLLECTION)).toEqual(EMPTY_SEARCH_STATE);
  });

  it('defaults are left out of the uiState, as InstantSearch leaves them out', () => {
    expect(searchStateToIndexUiState(EMPTY_SEARCH_STATE, COLLECTION)).toEqual({});
  });

  it.each(SORT_BY_VALUES)('the %s order round-trips through its index name', (sortBy) => {
    const ui = searchStateToIndexUiState(state({ sortBy }), COLLECTION);
    expect(indexUiStateToSearchState(ui, COLLECTION).sortBy).toBe(sortBy);
    expect(ui.sortBy === undefined).toBe(sortBy === 'most-relevant');
  });

  it('page 1 is no page; later pages are 1-based as in the URL', () => {
    expect(searchStateToIndexUiState(state({ page: 1 }), COLLECTION).page).toBeUndefined();
    expect(searchStateToIndexUiState(state({ page: 2 }), COLLECTION).page).toBe(2);
    expect(indexUiStateToSearchState({ page: 2 }, COLLECTION).page).toBe(2);
  });

  const word = fc.stringMatching(/^[A-Za-z0-9][A-Za-z0-9 .-]{0,12}[A-Za-z0-9]$/);
  const range: fc.Arbitrary<NumericRange> = fc
    .tuple(fc.option(fc.integer({ min: 0, max: 500_000 }), { nil: undefined }), fc.option(fc.integer({ min: 0, max: 500_000 }), { nil: undefined }))
    .filter(([min, max]) => min !== undefined || max !== undefined)
    .map(([min, max]) => (min === undefined ? { max: max as number } : max === undefined ? { min } : { min, max }));
  const anyState: fc.Arbitrary<SearchState> = fc.record({
    query: fc.stringMatching(/^[a-z0-9]([a-z0-9 ]{0,20}[a-z0-9])?$/),
    page: fc.integer({ min: 1, max: 999 }),
    sortBy: fc.constantFrom(...SORT_BY_VALUES),
    refinements: fc.record(
      {
        make: fc.uniqueArray(word, { minLength: 1, maxLength: 4 }),
        body: fc.uniqueArray(word, { minLength: 1, maxLength: 3 }),
        dealership_slug: fc.uniqueArray(word, { minLength: 1, maxLength: 2 }),
        seats: fc.uniqueArray(fc.integer({ min: 2, max: 9 }).map(String), { minLength: 1, maxLength: 3 }),
        price: range,
        km: range,
        year: range,
      },
      { requiredKeys: [] },
    ),
  });

  it('any search state survives the trip through the uiState', () => {
    fc.assert(
      fc.property(anyState, (s) => {
        expect(indexUiStateToSearchState(searchStateToIndexUiState(s, COLLECTION), COLLECTION)).toEqual(s);
      }),
    );
  });
});

describe('the state mapping and page presets', () => {
  const usedCars = createSearchStateMapping({ collection: COLLECTION, preset: { car_type: ['used'] } });

  it("a page's preset is part of every search it runs", () => {
    expect(usedCars.routeToState(state({ refinements: { make: ['Kia'] } }))).toEqual({
      cars: { refinementList: { car_type: ['used'], make: ['Kia'] } },
    });
  });

  it("a page's preset never reaches its route, so never its URL", () => {
    const route = usedCars.stateToRoute({ cars: { refinementList: { car_type: ['used'], make: ['Kia'] }, page: 2 } });
    expect(route).toEqual(state({ page: 2, refinements: { make: ['Kia'] } }));
  });

  it('a URL cannot undo the preset: its value for the preset attribute gives way', () => {
    expect(usedCars.routeToState(state({ refinements: { car_type: ['new'] } }))).toEqual({
      cars: { refinementList: { car_type: ['used'] } },
    });
  });

  it('a directory preset of several attributes stays out of the route as a whole', () => {
    const tiguan = createSearchStateMapping({ collection: COLLECTION, preset: { make: ['Volkswagen'], model: ['Tiguan'] } });
    const ui = tiguan.routeToState(state({ refinements: { body: ['SUV'] } }));
    expect(ui).toEqual({ cars: { refinementList: { make: ['Volkswagen'], model: ['Tiguan'], simple_body: ['SUV'] } } });
    expect(tiguan.stateToRoute(ui)).toEqual(state({ refinements: { body: ['SUV'] } }));
  });

  it('a route survives the trip through the uiState on a page with a preset', () => {
    const route = state({ query: 'hybrid', page: 3, sortBy: 'latest', refinements: { price: { min: 20000 }, seats: ['7'] } });
    expect(usedCars.stateToRoute(usedCars.routeToState(route))).toEqual(route);
  });
});

describe('the search router', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('builds canonical URLs on the page path with url-state.ts, presets left out', () => {
    const router = createSearchRouter({ path: '/search/used-cars', preset: { car_type: ['used'] } }, 'https://dealer.example');
    expect(router.createURL(state({ page: 2, sortBy: 'lowest-price', refinements: { car_type: ['used'], make: ['Kia', 'Ford'], price: { max: 30000 } } }))).toBe(
      'https://dealer.example/search/used-cars?page=2&sortBy=lowest-price&make=Kia&make=Ford&price=-30000',
    );
    expect(router.createURL(INITIAL_ROUTE_STATE)).toBe('https://dealer.example/search/used-cars');
  });

  /** A window at `url` with just what the history router and applyLocation touch. */
  function stubWindow(url: string) {
    const location = new URL(url);
    const history = {
      state: null,
      length: 1,
      replaceState: vi.fn((_state: unknown, _title: string, next: string) => {
        location.href = new URL(next, location.href).href;
      }),
      pushState: vi.fn(),
    };
    vi.stubGlobal('window', { location, history, document: { title: '' }, addEventListener: vi.fn(), removeEventListener: vi.fn() });
    return { location, history };
  }

  it('reports the initial state until the island has hydrated, then applies the address bar once', () => {
    const { history } = stubWindow('https://dealer.example/search/new-used-and-demo-cars?make=Kia&sortBy=latest&page=2');
    const router = createSearchRouter({ path: '/search/new-used-and-demo-cars', preset: {} });
    const applied: SearchState[] = [];
    router.onUpdate((route) => applied.push(route));
    expect(router.read()).toEqual(INITIAL_ROUTE_STATE);

    expect(router.applyLocation()).toBe(true);
    const asked = state({ page: 2, sortBy: 'latest', refinements: { make: ['Kia'] } });
    expect(applied).toEqual([asked]);
    expect(router.read()).toEqual(asked);
    // The pasted URL's parameters are put in the canonical order in place, not pushed as a new entry.
    expect(history.replaceState).toHaveBeenCalledWith(null, '', 'https://dealer.example/search/new-used-and-demo-cars?page=2&sortBy=latest&make=Kia');
    expect(history.pushState).not.toHaveBeenCalled();

    expect(router.applyLocation()).toBe(false);
    expect(applied).toHaveLength(1);
  });

  it('an address bar asking for nothing more than the page is left alone (campaign parameters and all)', () => {
    const { history } = stubWindow('https://dealer.example/search/new-cars?utm_source=mail');
    const router = createSearchRouter({ path: '/search/new-cars', preset: { car_type: ['new'] } });
    const applied: SearchState[] = [];
    router.onUpdate((route) => applied.push(route));
    expect(router.applyLocation()).toBe(false);
    expect(applied).toEqual([]);
    expect(history.replaceState).not.toHaveBeenCalled();
  });
});
