/**
 * The automotive analytics standard's events (ASC: the builders and the no-personal-data rules are
 * src/domain/analytics/asc-events.ts, the list is docs/analytics.md), as one small script every
 * page loads. It pushes what a page sends as it opens, which the layout built with the page
 * (`<body data-asc-events>`: `asc_pageview`, and `asc_item_pageview` on a car's page), and one
 * `asc_itemlist_pageview` per search shown (the search island keeps `data-asc-search` and
 * `data-asc-results` on its results; the event is `<body data-asc-itemlist>` with the count added).
 *
 * The interaction events (menus, calls to action, tel: links, forms, the gallery) are
 * asc-interactions.ts, loaded on the shopper's first move: no page pays for them in its JavaScript
 * before interaction (the budgets in docs/architecture.md; the search page has almost no room left). What the
 * shopper does before it arrives is kept and handed to it.
 */
import { pushToDataLayer } from '../browser/data-layer.ts';

/** The first moves that load the interactions; clicks and focus moves are also replayed to them. */
const FIRST_MOVES = ['pointerdown', 'touchstart', 'keydown', 'focusin', 'click'] as const;

/** One `asc_itemlist_pageview` per search shown: a new search, or the same search with a new count. */
function watchSearchResults(event: Readonly<Record<string, unknown>>): void {
  let last = '';
  const report = () => {
    const results = document.querySelector<HTMLElement>('[data-asc-results]');
    const count = results?.dataset.ascResults;
    const key = `${results?.dataset.ascSearch} ${count}`;
    if (!count || key === last) return;
    last = key;
    pushToDataLayer({ ...event, item_results: Number(count) });
  };
  report();
  new MutationObserver(report).observe(document.body, { subtree: true, attributeFilter: ['data-asc-results', 'data-asc-search'] });
}

/** Pushes the page's opening events and waits for the shopper's first move; call once per page. */
export function initAscAnalytics(): void {
  const { ascEvents, ascItemlist } = document.body.dataset;
  for (const event of JSON.parse(ascEvents ?? '[]') as Record<string, unknown>[]) pushToDataLayer(event);
  if (ascItemlist) watchSearchResults(JSON.parse(ascItemlist) as Record<string, unknown>);

  const early: Event[] = [];
  const hold = (event: Event) => {
    early.push(event);
    if (early.length > 1) return;
    void import('./asc-interactions.ts').then(({ initAscInteractions }) => {
      for (const type of FIRST_MOVES) document.removeEventListener(type, hold, true);
      initAscInteractions(early);
    });
  };
  for (const type of FIRST_MOVES) document.addEventListener(type, hold, true);
}
