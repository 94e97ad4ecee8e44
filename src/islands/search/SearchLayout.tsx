/**
 * The search page's island body: the search box and sort order, the filter sidebar and the
 * results (status line, current refinements, grid or empty state, pagination).
 *
 * On narrow screens (960px and less) the sidebar hides behind a 'Filters' button and opens as a
 * modal dialog: focus moves into it, Tab stays inside, Escape or 'Show results' closes it and
 * focus goes back to the button.
 */
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useInstantSearch } from 'react-instantsearch';
import { trapTabKey } from '../../browser/focus-trap.ts';
import { fieldOf, indexUiStateToSearchState, withoutPreset } from '../../search/instantsearch-routing.ts';
import { searchHref } from '../../search/url-state.ts';
import type { RefinementAttribute } from '../../domain/search/types.ts';
import { useClientClock } from './client-clock.ts';
import CurrentRefinements from './CurrentRefinements.tsx';
import EmptyState from './EmptyState.tsx';
import FilterPanel from './FilterPanel.tsx';
import { useFavourites } from './favourites-store.ts';
import { openCompareTray, useCompareTray } from '../compare/compare-store.ts';
import Pagination from './Pagination.tsx';
import ResultsGrid from './ResultsGrid.tsx';
import ResultsStatus, { carCount } from './ResultsStatus.tsx';
import SearchBox from './SearchBox.tsx';
import type { SearchPageSettings } from './search-page-settings.ts';
import { useSearchView } from './use-search-view.ts';
import SortSelect from './SortSelect.tsx';

/** The width at and below which the filters become a dialog (as the header menu does). */
const NARROW_SCREEN = '(max-width: 960px)';

interface Props {
  settings: SearchPageSettings;
  /** Starts loading the search engine ahead of the first search, when the shopper reaches for a search control. */
  onWarm: () => void;
}

/** How many refinements the shopper chose (the page's preset not counted). */
function countRefinements(refinements: object): number {
  return Object.values(refinements).reduce<number>((sum, value) => sum + (Array.isArray(value) ? value.length : 1), 0);
}

export default function SearchLayout({ settings, onWarm }: Props) {
  const { indexUiState, status, results } = useInstantSearch();
  const view = useSearchView();
  const clock = useClientClock(settings.builtAt, settings.builtToday, settings.timeZone);
  const { favourites, toggle } = useFavourites(settings.siteSlug);
  const compare = useCompareTray(settings.siteSlug);
  // Cars chosen on another page: the tray comes back with them.
  const chosenToCompare = compare.tray.length > 0;
  useEffect(() => {
    if (chosenToCompare) void openCompareTray(settings.siteSlug);
  }, [chosenToCompare, settings.siteSlug]);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const toggleButton = useRef<HTMLButtonElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLElement>(null);
  const resultsHeading = useRef<HTMLHeadingElement>(null);

  const state = indexUiStateToSearchState(indexUiState, settings.collection);
  const chosen = withoutPreset(state.refinements, settings.preset);
  const chosenCount = countRefinements(chosen);
  const presetFields = (Object.keys(settings.preset) as RefinementAttribute[]).map(fieldOf);
  const labels = { region: settings.region, dealershipNames: settings.dealershipNames, makes: settings.makes };
  const hrefFor = (page: number) => searchHref(settings.path, { ...state, page }, settings.preset);

  const closeFilters = () => {
    setFiltersOpen(false);
    toggleButton.current?.focus();
  };

  useEffect(() => {
    if (!filtersOpen) return;
    closeButton.current?.focus();
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    const narrow = window.matchMedia(NARROW_SCREEN);
    const onWiden = () => {
      if (!narrow.matches) setFiltersOpen(false);
    };
    narrow.addEventListener('change', onWiden);
    return () => {
      document.body.style.overflow = overflow;
      narrow.removeEventListener('change', onWiden);
    };
  }, [filtersOpen]);

  const onPanelKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (!filtersOpen) return;
    if (event.key === 'Escape') {
      event.preventDefault();
      closeFilters();
      return;
    }
    if (panel.current) trapTabKey(event, panel.current);
  };

  const onPageChange = () => {
    resultsHeading.current?.focus({ preventScroll: true });
    resultsHeading.current?.parentElement?.scrollIntoView({ block: 'start' });
  };

  const result = view.result;
  const count = result?.count ?? 0;
  return (
    <div className="search">
      <div className="search__toolbar" onPointerEnter={onWarm} onFocusCapture={onWarm}>
        <SearchBox action={settings.path} />
        <button
          ref={toggleButton}
          type="button"
          className="button button--outline search__filters-toggle"
          aria-expanded={filtersOpen}
          aria-controls="search-filters"
          onClick={() => setFiltersOpen(true)}
        >
          Filters{chosenCount > 0 ? ` (${chosenCount})` : ''}
        </button>
        <SortSelect collection={settings.collection} />
      </div>
      <div className="search__body">
        <section
          ref={panel}
          id="search-filters"
          className="filter-panel"
          data-open={filtersOpen ? '' : undefined}
          role={filtersOpen ? 'dialog' : undefined}
          aria-modal={filtersOpen ? true : undefined}
          aria-labelledby="filters-heading"
          onKeyDown={onPanelKeyDown}
          onPointerEnter={onWarm}
          onFocusCapture={onWarm}
        >
          <div className="filter-panel__header">
            <h2 id="filters-heading">Filters</h2>
            <button ref={closeButton} type="button" className="filter-panel__close" onClick={closeFilters}>
              Close<span className="visually-hidden"> filters</span>
            </button>
          </div>
          <FilterPanel preset={settings.preset} labels={labels} />
          <div className="filter-panel__footer">
            <button type="button" className="button" onClick={closeFilters}>
              Show {carCount(count)}
            </button>
          </div>
        </section>
        {/* The search and, once its answer is in (idle), its count: what the analytics standard's script reports (src/scripts/asc-analytics.ts). */}
        <section
          className="search__results"
          aria-labelledby="results-heading"
          data-asc-search={hrefFor(state.page)}
          data-asc-results={status === 'idle' ? results.nbHits : undefined}
        >
          <h2 id="results-heading" ref={resultsHeading} tabIndex={-1} className="visually-hidden">
            Results
          </h2>
          <ResultsStatus view={view} page={state.page - 1} />
          <CurrentRefinements presetFields={presetFields} labels={labels} />
          {result !== null && result.count > 0 ? (
            <ResultsGrid
              hits={result.hits}
              hitsPerPage={settings.hitsPerPage}
              promoCards={settings.promoCards}
              today={clock.today}
              now={clock.now}
              region={settings.region}
              tagSettings={settings.tagSettings}
              favourites={settings.favourites ? { ids: favourites, toggle } : null}
              compare={compare}
              busy={view.loadState === 'loading'}
            />
          ) : (
            result !== null && (
              <EmptyState query={state.query} filterCount={chosenCount} presetFields={presetFields} allStockPath={settings.allStockPath} />
            )
          )}
          <Pagination hrefFor={hrefFor} onPageChange={onPageChange} />
        </section>
      </div>
    </div>
  );
}
