/**
 * The /special-offers filter: manufacturer and model selects over the cards in the HTML. The state
 * is read from the URL on load and written back with history.replaceState on every change
 * (`manufacturer`, `model`: src/domain/content/offers.ts), so a reload or a shared link shows the same
 * cards. A polite live region says how many offers show; when none do, the empty state offers
 * 'Show all offers'. The model choices follow the chosen manufacturer. A choice made before this
 * script ran (a slow phone paints the selects long before) is the shopper's latest word: it is
 * applied, and written to the URL, rather than the URL's state put back over it (a choice the
 * browser restored on a reload is not one: the URL has it already).
 */
import { changedEarly } from '../browser/early-actions.ts';
import { changedByShopper } from '../browser/early-input.ts';
import {
  modelChoicesFor,
  offerCountText,
  offerFilterQuery,
  offerMatchesFilter,
  parseOfferFilter,
  type OfferFilterOptions,
  type OfferFilterState,
} from '../domain/content/offers.ts';

const ALL = '';

function optionsOf(manufacturerSelect: HTMLSelectElement | null, modelSelect: HTMLSelectElement | null): OfferFilterOptions {
  const choices = (select: HTMLSelectElement | null) => [...(select?.options ?? [])].filter((option) => option.value !== ALL);
  return {
    manufacturers: choices(manufacturerSelect).map((option) => ({ slug: option.value, name: option.text })),
    models: choices(modelSelect).map((option) => ({ slug: option.value, name: option.text, manufacturer: option.dataset.manufacturer ?? '' })),
  };
}

function setUp(root: HTMLElement): void {
  const manufacturerSelect = root.querySelector<HTMLSelectElement>('[data-offers-manufacturer]');
  const modelSelect = root.querySelector<HTMLSelectElement>('[data-offers-model]');
  const count = root.querySelector<HTMLElement>('[data-offers-count]');
  const empty = root.querySelector<HTMLElement>('[data-offers-empty]');
  const showAll = root.querySelector<HTMLButtonElement>('[data-offers-show-all]');
  const cards = [...root.querySelectorAll<HTMLElement>('[data-offer-card]')];
  const options = optionsOf(manufacturerSelect, modelSelect);
  // Every model option, kept so the list can be rebuilt for each manufacturer.
  const modelOptions = [...(modelSelect?.options ?? [])].map((option) => option.cloneNode(true) as HTMLOptionElement);

  const render = (state: OfferFilterState, writeUrl: boolean) => {
    if (manufacturerSelect) manufacturerSelect.value = state.manufacturer ?? ALL;
    if (modelSelect) {
      const fitting = new Set(modelChoicesFor(options, state.manufacturer).map((choice) => choice.slug));
      modelSelect.replaceChildren(...modelOptions.filter((option) => option.value === ALL || fitting.has(option.value)).map((option) => option.cloneNode(true)));
      modelSelect.value = state.model ?? ALL;
    }
    let shown = 0;
    for (const card of cards) {
      const match = offerMatchesFilter({ manufacturer: card.dataset.manufacturer ?? '', model: card.dataset.model || null }, state);
      card.hidden = !match;
      if (match) shown += 1;
    }
    if (count) count.textContent = offerCountText(shown);
    if (empty) empty.hidden = shown > 0;
    if (writeUrl) {
      const query = offerFilterQuery(state, new URLSearchParams(location.search));
      history.replaceState(history.state, '', `${location.pathname}${query}${location.hash}`);
    }
  };

  const current = (): OfferFilterState => {
    const manufacturer = manufacturerSelect?.value || null;
    const search = new URLSearchParams();
    if (manufacturer !== null) search.set('manufacturer', manufacturer);
    if (modelSelect?.value) search.set('model', modelSelect.value);
    return parseOfferFilter(search, options);
  };

  manufacturerSelect?.addEventListener('change', () => render({ manufacturer: current().manufacturer, model: null }, true));
  modelSelect?.addEventListener('change', () => render(current(), true));
  showAll?.addEventListener('click', () => {
    render({ manufacturer: null, model: null }, true);
    (manufacturerSelect ?? modelSelect)?.focus();
  });
  const chosenEarly = [manufacturerSelect, modelSelect].some((select) => select !== null && changedEarly(select) && changedByShopper(select));
  if (chosenEarly) render(current(), true);
  else render(parseOfferFilter(new URLSearchParams(location.search), options), false);
}

/** Wires the offers filter, when the page has one. */
export function initOffersFilter(): void {
  document.querySelectorAll<HTMLElement>('[data-offers]').forEach(setUp);
}
