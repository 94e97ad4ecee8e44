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
 *   date-bound part of the page has changed since the build (intent-hydration.ts decides); or
 *   always, for an island that asks to (`whenIdle`: the vehicle page's favourite, phone reveal and
 *   calculator), which is then hydrated as `client:idle` would, but keeps what the shopper does to
 *   it before its script has come, as below.
 * - **Otherwise on intent:** the first pointer over or press in the island, or focus inside it,
 *   starts hydration; the island's modules are prefetched while the browser is idle, so that
 *   only their evaluation and the hydration itself remain. An island on a page whose budget is
 *   what it loads before any interaction (the home page's locations finder) skips the prefetch,
 *   and may also hydrate when it nears the screen once the shopper has used the page
 *   (`hydrateNear`), so that it is live by the time the shopper gets to it.
 * - **Nothing is lost meanwhile, and the first tap answers at once.** Links, the search form's
 *   submit and the filter groups' <details> work without JavaScript and go through untouched. A
 *   checkbox ticks as the browser draws it, in the frame of the tap, and a select shows its
 *   choice; the island is marked INTENT_PENDING_ATTRIBUTE, so the results say they are updating in
 *   that same frame. Once the island has hydrated, the change is made again through it: React
 *   hydrates a box as the shopper left it, so the box is set back to how it was built and clicked.
 *   Text typed in a box or a slider moved stays as the browser shows it and is made again the same
 *   way. A click on another control that needs the island (a button, a radio) is held back and
 *   made again then, and so is the submission of a form only the island handles (one with no
 *   `action`: the locations finder's postcode form), once what was typed has reached the island,
 *   and a key that moves between tabs (the group contact page's location tabs). Hydration waits
 *   for the frame of the tap to be painted, so the tap's feedback is never held up by the work of
 *   hydrating (Interaction to Next Paint). What the shopper changed before even this script had
 *   arrived counts the same: held, and the island hydrates at once.
 */
import type { ClientDirective } from 'astro';
import { hydrateAtOnceBecause, INTENT_PENDING_ATTRIBUTE, parseIntentOptions } from '../browser/intent-hydration.ts';
import { changedByShopper } from '../browser/early-input.ts';
import { staticImportsOf } from '../browser/static-imports.ts';
import { readStorage } from '../browser/web-storage.ts';
import { whenUsedNear } from '../browser/when-used-near.ts';

/** What shows the shopper is about to use the island. */
const INTENT_EVENTS = ['pointerover', 'pointerdown', 'touchstart', 'focusin', 'keydown'] as const;

/** The keys that move between WAI-ARIA tabs. */
const TAB_KEYS = new Set(['ArrowLeft', 'ArrowRight', 'Home', 'End']);

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

function isCheckbox(element: unknown): element is HTMLInputElement {
  return element instanceof HTMLInputElement && element.type === 'checkbox';
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
type HeldAction =
  | { readonly kind: 'click'; readonly target: HTMLElement }
  /** A key that moves between tabs (WAI-ARIA tabs: the arrows, Home and End), pressed on a tab. */
  | { readonly kind: 'key'; readonly target: HTMLElement; readonly key: string }
  /** A checkbox (or radio button) the shopper toggled (perhaps more than once, so its state now is what counts). */
  | { readonly kind: 'toggle'; readonly box: HTMLInputElement }
  /** A select the shopper changed (perhaps more than once, so its value now is what counts). */
  | { readonly kind: 'change'; readonly select: HTMLSelectElement }
  /** A text box or text area typed in, or a slider moved (its value now is what counts). */
  | { readonly kind: 'input'; readonly input: HTMLInputElement | HTMLTextAreaElement }
  /** A form only the island handles, submitted. */
  | { readonly kind: 'submit'; readonly form: HTMLFormElement };

/** The value a select was built with (its `selected` option, else its first). */
function builtValue(select: HTMLSelectElement): string {
  return ([...select.options].find((option) => option.defaultSelected) ?? select.options[0])?.value ?? '';
}

/**
 * How to make a held action again through the hydrated island (the returned function, which says
 * false when it comes to no change), with what the shopper left in its control read now: called
 * for every held action before any is made again, since making one re-renders the island, and
 * React then writes its own state back into the controls not made again yet (a select's value, a
 * box's tick).
 */
function replayOf(action: HeldAction): () => boolean {
  switch (action.kind) {
    case 'click':
      return () => {
        if (action.target.isConnected) action.target.click();
        return true;
      };
    case 'key':
      return () => {
        // On the tab that has the focus by then: the keys before this one have moved it.
        const focused = document.activeElement;
        const list = action.target.closest('[role=tablist]');
        const target = focused instanceof HTMLElement && focused.getAttribute('role') === 'tab' && list?.contains(focused) === true ? focused : action.target;
        if (target.isConnected) target.dispatchEvent(new KeyboardEvent('keydown', { key: action.key, bubbles: true, cancelable: true }));
        return true;
      };
    case 'toggle': {
      const { box } = action;
      const wanted = box.checked;
      return () => {
        if (!box.isConnected) return false;
        // Back to its built state through React's own record of the box (React tracks the property
        // once it has hydrated the box), so that the click is a change React sees.
        box.checked = box.defaultChecked;
        if (wanted === box.defaultChecked) return false;
        box.click();
        return true;
      };
    }
    case 'input': {
      const { input } = action;
      const wanted = input.value;
      return () => {
        if (!input.isConnected) return false;
        // Back to its built value through React's record of it, then to the shopper's past that record,
        // so that the events are a change React sees (the slider commits on the native change).
        input.value = input.defaultValue;
        if (wanted === input.defaultValue) return false;
        const prototype = input instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
        Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(input, wanted);
        input.dispatchEvent(new Event('input', { bubbles: true }));
        input.dispatchEvent(new Event('change', { bubbles: true }));
        return true;
      };
    }
    case 'submit': {
      const { form } = action;
      return () => {
        if (!form.isConnected) return false;
        // After the text replayed before it has been rendered (React renders a discrete event's
        // update in a microtask), so that the island's submit handler reads what the shopper typed.
        setTimeout(() => form.requestSubmit(), 0);
        return true;
      };
    }
    case 'change': {
      const { select } = action;
      const wanted = select.value;
      return () => {
        if (!select.isConnected || wanted === builtValue(select)) return false;
        // React may have put back the value it rendered; React reads a select's change from the event itself.
        select.value = wanted;
        select.dispatchEvent(new Event('change', { bubbles: true }));
        return true;
      };
    }
  }
}

/** Resolves once the current frame has been painted. */
function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

const intentDirective: ClientDirective = (load, options, island) => {
  let hydrated = false;
  let started: Promise<void> | undefined;
  const held: HeldAction[] = [];

  const onClick = (event: MouseEvent) => {
    if (hydrated) return;
    const target = heldTarget(event, island);
    if (target === null) return;
    // A label's click reaches its checkbox as a click of its own, held below.
    if (target instanceof HTMLLabelElement && isCheckbox(target.control)) return;
    if (isCheckbox(target)) {
      if (!held.some((action) => action.kind === 'toggle' && action.box === target)) held.push({ kind: 'toggle', box: target });
      island.setAttribute(INTENT_PENDING_ATTRIBUTE, '');
    } else {
      event.preventDefault();
      event.stopPropagation();
      held.push({ kind: 'click', target });
    }
    void hydrate();
  };
  // A choice made in a select (the sort order, a year) cannot be held back: it is applied again.
  const onChange = (event: Event) => {
    if (hydrated || !(event.target instanceof HTMLSelectElement)) return;
    const select = event.target;
    if (!held.some((action) => action.kind === 'change' && action.select === select)) held.push({ kind: 'change', select });
    island.setAttribute(INTENT_PENDING_ATTRIBUTE, '');
    void hydrate();
  };
  // What is typed in a box or set on a slider stays in it as the browser shows it, and is made again.
  const onInput = (event: Event) => {
    const input = event.target;
    if (hydrated) return;
    const typed = input instanceof HTMLTextAreaElement || (input instanceof HTMLInputElement && input.type !== 'checkbox' && input.type !== 'radio');
    if (!typed) return;
    if (!held.some((action) => action.kind === 'input' && action.input === input)) held.push({ kind: 'input', input });
    island.setAttribute(INTENT_PENDING_ATTRIBUTE, '');
    void hydrate();
  };
  // A form with no `action` is the island's alone: submitted natively it would reload the page.
  const onSubmit = (event: SubmitEvent) => {
    const form = event.target;
    if (hydrated || !(form instanceof HTMLFormElement) || form.hasAttribute('action')) return;
    event.preventDefault();
    if (!held.some((action) => action.kind === 'submit' && action.form === form)) held.push({ kind: 'submit', form });
    void hydrate();
  };
  // A tab list's keys do nothing until the island can move the selection: held, and pressed again then.
  const onKeyDown = (event: KeyboardEvent) => {
    if (hydrated || !TAB_KEYS.has(event.key) || !(event.target instanceof HTMLElement) || event.target.getAttribute('role') !== 'tab') return;
    event.preventDefault();
    held.push({ kind: 'key', target: event.target, key: event.key });
    void hydrate();
  };
  const onIntent = () => void hydrate();
  let stopWatchingNear: (() => void) | undefined;

  function hydrate(): Promise<void> {
    started ??= (async () => {
      for (const type of INTENT_EVENTS) island.removeEventListener(type, onIntent, true);
      stopWatchingNear?.();
      await afterNextPaint();
      const run = await load();
      await run();
      finishHydration(island);
      hydrated = true;
      island.removeEventListener('click', onClick, true);
      island.removeEventListener('change', onChange, true);
      island.removeEventListener('input', onInput, true);
      island.removeEventListener('submit', onSubmit, true);
      island.removeEventListener('keydown', onKeyDown, true);
      const changed = held.splice(0).map(replayOf).map((again) => again());
      // Nothing to search for (a box ticked and unticked again): nothing is updating.
      if (!changed.includes(true)) island.removeAttribute(INTENT_PENDING_ATTRIBUTE);
    })();
    return started;
  }

  island.addEventListener('change', onChange, true);
  island.addEventListener('input', onInput, true);
  // What the shopper did before this script arrived (a slow phone shows a form long before its
  // scripts): each control changed is held as if changed now, and that, or a focus inside, is the
  // shopper reaching for the island.
  // A radio group changed shows twice (the one chosen, the one it was built with): the chosen one is made again.
  const changedEarly = [...island.querySelectorAll('input, textarea, select')].filter(
    (control) => changedByShopper(control) && !(control instanceof HTMLInputElement && control.type === 'radio' && !control.checked),
  );
  for (const control of changedEarly) {
    if (control instanceof HTMLSelectElement) held.push({ kind: 'change', select: control });
    else if (control instanceof HTMLInputElement && (control.type === 'checkbox' || control.type === 'radio')) held.push({ kind: 'toggle', box: control });
    else if (control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement) held.push({ kind: 'input', input: control });
  }
  if (changedEarly.length > 0 || island.contains(document.activeElement)) void hydrate();
  island.addEventListener('click', onClick, true);
  island.addEventListener('submit', onSubmit, true);
  island.addEventListener('keydown', onKeyDown, true);
  for (const type of INTENT_EVENTS) island.addEventListener(type, onIntent, { capture: true, passive: true });

  // Decided once the page is idle: the first read of localStorage costs a renderer some 10 ms, which
  // the page's loading task has no room for; a shopper's intent meanwhile is heard all the same.
  whenIdle(() => {
    const parsed = parseIntentOptions(options.value);
    const reason = hydrateAtOnceBecause(parsed, {
      search: location.search,
      now: Date.now() / 1000,
      stored: (key, area = 'local') => readStorage(area, key),
    });
    if (reason !== null || parsed === null) {
      void hydrate();
      return;
    }
    if (parsed.prefetch) prefetch(island);
    if (parsed.hydrateNear !== null && started === undefined) stopWatchingNear = whenUsedNear([...island.children], parsed.hydrateNear, () => void hydrate());
  });
};

/**
 * Fetches, without running, the island's component and renderer modules and every module they
 * import statically (a module preload fetches only the module it names), so that the first intent
 * waits for no network. Each module is fetched once, its imports read from its text, then preloaded
 * from the HTTP cache (the bundle's files are immutable), so it is compiled ahead too.
 */
function prefetch(island: HTMLElement): void {
  const seen = new Set<string>();
  const visit = (href: string): void => {
    if (seen.has(href) || document.querySelector(`link[rel=modulepreload][href="${href}"]`) !== null) return;
    seen.add(href);
    void fetch(href)
      .then((response) => (response.ok ? response.text() : Promise.reject(new Error(response.statusText))))
      .then((source) => {
        const link = document.createElement('link');
        link.rel = 'modulepreload';
        link.href = href;
        document.head.append(link);
        for (const imported of staticImportsOf(source, href)) visit(imported);
      })
      // A module that cannot be fetched now is fetched again when the island hydrates.
      .catch(() => undefined);
  };
  for (const attribute of ['component-url', 'renderer-url']) {
    const href = island.getAttribute(attribute);
    if (href !== null) visit(href);
  }
}

export default intentDirective;
