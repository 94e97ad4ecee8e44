/**
 * /parts/search in the browser: loads the parts index (/parts/index.json) and runs the search of
 * src/domain/content/parts.ts over it. The state is read from the URL on load and written back on every
 * change (typing, after a 300 ms pause as for cars, replaces the entry; a page or filter change adds
 * one, so Back steps through them), so a reload or a shared link shows the same parts. A polite
 * live region says how many parts match; when none do, the empty state offers 'Clear filters'.
 * Without this script the form still searches: submitted, it reloads the page with its query. What
 * the shopper typed or chose before the script ran (a slow phone paints the form long before) stands
 * over the URL's state and is searched for at once, rather than put back to the URL's (what the
 * browser restored into the form on a reload or a Back is not: the URL says it already).
 */
import { changedEarly } from '../browser/early-actions.ts';
import { enteredBeforeHydration } from '../browser/early-input.ts';
import { SEARCH_DEBOUNCE_MS } from '../domain/basics/constants.ts';
import { partCardHtml, type PartCardContext } from './parts-card.ts';
import { EMPTY_PARTS_STATE, parsePartsState, partsCountText, searchParts, serialisePartsState, type PartsIndex, type PartsState } from '../domain/content/parts.ts';
import type { RegionCode } from '../domain/basics/region.ts';

const LOADING_TEXT = 'Loading parts…';
const ERROR_TEXT = 'The parts list could not be loaded. Please reload the page, or ask our parts team about the part you need.';

function setUp(root: HTMLElement): void {
  const form = root.querySelector<HTMLFormElement>('[data-parts-form]');
  const query = root.querySelector<HTMLInputElement>('[data-parts-query]');
  const category = root.querySelector<HTMLSelectElement>('[data-parts-category]');
  const model = root.querySelector<HTMLSelectElement>('[data-parts-model]');
  const sort = root.querySelector<HTMLSelectElement>('[data-parts-sort]');
  const status = root.querySelector<HTMLElement>('[data-parts-status]');
  const empty = root.querySelector<HTMLElement>('[data-parts-empty]');
  const clear = root.querySelector<HTMLButtonElement>('[data-parts-clear]');
  const results = root.querySelector<HTMLElement>('[data-parts-results]');
  const pages = root.querySelector<HTMLElement>('[data-parts-pages]');
  if (!form || !query || !category || !model || !sort || !status || !empty || !clear || !results || !pages) return;

  let index: PartsIndex | null = null;
  let context: PartCardContext | null = null;
  let state = parsePartsState(window.location.search);

  const showControls = (current: PartsState) => {
    query.value = current.query;
    category.value = current.category;
    model.value = current.model;
    sort.value = current.sortBy;
  };

  const pageLink = (label: string, page: number) => {
    const link = document.createElement('a');
    link.href = `${window.location.pathname}${serialisePartsState({ ...state, page })}`;
    link.textContent = label;
    link.addEventListener('click', (event) => {
      event.preventDefault();
      go({ ...state, page }, 'push');
      results.scrollIntoView({ block: 'start' });
      status.focus({ preventScroll: true });
    });
    return link;
  };

  const render = () => {
    if (index === null || context === null) return;
    const found = searchParts(index.parts, state, context.modelNames);
    results.innerHTML = found.hits.map((part) => partCardHtml(part, context as PartCardContext)).join('');
    status.textContent = partsCountText(found.total);
    empty.hidden = found.total > 0;
    pages.hidden = found.pages <= 1;
    const position = document.createElement('span');
    position.textContent = `Page ${found.page} of ${found.pages}`;
    pages.replaceChildren(
      ...(found.page > 1 ? [pageLink('Previous page', found.page - 1)] : []),
      position,
      ...(found.page < found.pages ? [pageLink('Next page', found.page + 1)] : []),
    );
  };

  /** Moves to a state: the URL first (a new entry or the current one replaced), then the results. */
  const go = (next: PartsState, history: 'push' | 'replace') => {
    state = next;
    const url = `${window.location.pathname}${serialisePartsState(state)}`;
    if (url !== `${window.location.pathname}${window.location.search}`) {
      if (history === 'push') window.history.pushState(null, '', url);
      else window.history.replaceState(null, '', url);
    }
    render();
  };

  // Any filter change starts again at the first page.
  const fromControls = (): PartsState => ({ query: query.value.trim(), category: category.value, model: model.value, sortBy: parsePartsState(`sortBy=${sort.value}`).sortBy, page: 1 });

  let typing: ReturnType<typeof setTimeout> | undefined;
  query.addEventListener('input', () => {
    clearTimeout(typing);
    typing = setTimeout(() => go(fromControls(), 'replace'), SEARCH_DEBOUNCE_MS);
  });
  for (const select of [category, model, sort]) select.addEventListener('change', () => go(fromControls(), 'push'));
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    clearTimeout(typing);
    go(fromControls(), 'replace');
  });
  clear.addEventListener('click', () => {
    showControls(EMPTY_PARTS_STATE);
    go({ ...EMPTY_PARTS_STATE, sortBy: state.sortBy }, 'push');
    query.focus();
  });
  window.addEventListener('popstate', () => {
    state = parsePartsState(window.location.search);
    showControls(state);
    render();
  });

  const entered = enteredBeforeHydration(form, { query: state.query, category: state.category, model: state.model, sortBy: state.sortBy });
  const early = Object.entries(entered).filter(([name]) => changedEarly(form.elements.namedItem(name)));
  if (early.length > 0) {
    const wanted = new URLSearchParams(serialisePartsState({ ...state, page: 1 }));
    for (const [name, value] of early) wanted.set(name, String(value));
    const typedOnly = early.every(([name]) => name === 'query');
    go(parsePartsState(wanted), typedOnly ? 'replace' : 'push');
  }
  showControls(state);
  // The HTML holds the first page in the default order; any other state waits for the index.
  if (serialisePartsState(state) !== '') status.textContent = LOADING_TEXT;
  root.setAttribute('aria-busy', 'true');
  fetch(root.dataset.index ?? '')
    .then((response) => {
      if (!response.ok) throw new Error(`parts index: HTTP ${response.status}`);
      return response.json() as Promise<PartsIndex>;
    })
    .then((loaded) => {
      index = loaded;
      context = { region: (root.dataset.region ?? 'AU') as RegionCode, partsPagePath: root.dataset.partsPage ?? '', modelNames: new Map(loaded.models) };
      render();
    })
    .catch(() => {
      status.textContent = ERROR_TEXT;
    })
    .finally(() => root.removeAttribute('aria-busy'));
}

export function initPartsSearch(): void {
  const root = document.querySelector<HTMLElement>('[data-parts-search]');
  if (root) setUp(root);
}
