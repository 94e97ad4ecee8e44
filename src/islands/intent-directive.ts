/**
 * `client:intent`: an island that hydrates when the shopper reaches for it, not while the page
 * loads, so that no page's load blocks the main thread for long (Total Blocking Time is held to
 * 50 ms on every page type). The search island's static HTML is a complete first page (cards, facet
 * counts, pagination links, a GET search form), but hydrating it (React, InstantSearch and some 40
 * widgets over 1,400 elements) took 130 ms of main thread per load on a desktop core, several
 * times that on a phone, whether or not the shopper ever touched a filter.
 *
 * - **At once** (when the browser is idle, as `client:idle`), whenever the static HTML is not what
 *   the shopper should see: the URL asks for a search, the stored favourites must show, or a
 *   date-bound part of the page has changed since the build (intent-hydration.ts decides).
 * - **Otherwise on intent:** the first pointer over or press in the island, or focus inside it,
 *   starts hydration; the island's modules are prefetched while the browser is idle, so that
 *   only their evaluation and the hydration itself remain.
 * - **Nothing is lost meanwhile.** Links, the search form's submit and the filter groups'
 *   <details> work without JavaScript and go through untouched. A click on a control that needs
 *   the island (a checkbox, its label, a button) is held back, so the checkbox does not tick
 *   under a page that cannot search yet, and clicked again once the island has hydrated; a
 *   choice made in a select (the sort order) is made again then.
 */
import type { ClientDirective } from 'astro';
import { hydrateAtOnceBecause, parseIntentOptions } from '../browser/intent-hydration.ts';
import { readStorage } from '../browser/web-storage.ts';

/** What shows the shopper is about to use the island. */
const INTENT_EVENTS = ['pointerover', 'pointerdown', 'touchstart', 'focusin', 'keydown'] as const;

/** Controls whose click only the island can carry out. */
const HELD_CLICK_TARGETS = 'button, label, input[type=checkbox], input[type=radio]';

/**
 * Completes the island's hydration now. React hydrates in the background after hydrateRoot, and a
 * click reaching a checkbox it has not hydrated yet is lost: the browser ticks the box first, React
 * then hydrates it ticked and sees no change. A discrete event inside a root still being hydrated
 * makes React finish hydrating it synchronously before it dispatches the event (React looks for the
 * root above the event's target, so the target is the island's first element, not the island);
 * `reset` is one no handler here listens for.
 */
function finishHydration(island: HTMLElement): void {
  island.firstElementChild?.dispatchEvent(new Event('reset', { bubbles: true }));
}

function whenIdle(callback: () => void): void {
  if ('requestIdleCallback' in window) requestIdleCallback(callback);
  else setTimeout(callback, 200);
}

/** The control a click is for, when only the hydrated island can act on it. */
function heldTarget(event: Event, island: HTMLElement): HTMLElement | null {
  if (!(event.target instanceof Element)) return null;
  const control = event.target.closest<HTMLElement>(HELD_CLICK_TARGETS);
  if (control === null || !island.contains(control)) return null;
  // A link or the search form's submit button does its job without JavaScript.
  if (control.closest('a[href]') !== null) return null;
  if (control instanceof HTMLButtonElement && control.type === 'submit') return null;
  return control;
}

/** What the shopper did before the island could act on it, to be done again once it can. */
type HeldAction = { readonly kind: 'click'; readonly target: HTMLElement } | { readonly kind: 'change'; readonly select: HTMLSelectElement; readonly value: string };

function replay(action: HeldAction): void {
  if (action.kind === 'click') {
    if (action.target.isConnected) action.target.click();
    return;
  }
  if (!action.select.isConnected) return;
  // React may have put back the value it rendered; React reads a select's change from the event itself.
  action.select.value = action.value;
  action.select.dispatchEvent(new Event('change', { bubbles: true }));
}

const intentDirective: ClientDirective = (load, options, island) => {
  let hydrated = false;
  let started: Promise<void> | undefined;
  const held: HeldAction[] = [];

  const onClick = (event: MouseEvent) => {
    if (hydrated) return;
    const target = heldTarget(event, island);
    if (target === null) return;
    event.preventDefault();
    event.stopPropagation();
    held.push({ kind: 'click', target });
    void hydrate();
  };
  // A choice made in a select (the sort order, a year) cannot be held back: it is applied again.
  const onChange = (event: Event) => {
    if (hydrated || !(event.target instanceof HTMLSelectElement)) return;
    held.push({ kind: 'change', select: event.target, value: event.target.value });
    void hydrate();
  };
  const onIntent = () => void hydrate();

  function hydrate(): Promise<void> {
    started ??= (async () => {
      for (const type of INTENT_EVENTS) island.removeEventListener(type, onIntent, true);
      const run = await load();
      await run();
      finishHydration(island);
      hydrated = true;
      island.removeEventListener('click', onClick, true);
      island.removeEventListener('change', onChange, true);
      for (const action of held.splice(0)) replay(action);
    })();
    return started;
  }

  island.addEventListener('change', onChange, true);
  island.addEventListener('click', onClick, true);
  for (const type of INTENT_EVENTS) island.addEventListener(type, onIntent, { capture: true, passive: true });

  // Decided once the page is idle: the first read of localStorage costs a renderer some 10 ms, which
  // the page's loading task has no room for; a shopper's intent meanwhile is heard all the same.
  whenIdle(() => {
    const reason = hydrateAtOnceBecause(parseIntentOptions(options.value), {
      search: location.search,
      now: Date.now() / 1000,
      stored: (key) => readStorage('local', key),
    });
    if (reason !== null) void hydrate();
    else prefetch(island);
  });
};

/** Fetches, without running, the island's component and renderer modules: the first intent then waits for no network. */
function prefetch(island: HTMLElement): void {
  for (const attribute of ['component-url', 'renderer-url']) {
    const href = island.getAttribute(attribute);
    if (href === null || document.querySelector(`link[rel=modulepreload][href="${href}"]`) !== null) continue;
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.append(link);
  }
}

export default intentDirective;
