/**
 * Keeps keyboard focus inside a modal dialog or panel (WAI-ARIA dialog pattern): Tab from the last
 * element Tab can reach goes to the first, Shift+Tab from the first to the last. Used by the lead
 * forms' modals and the search page's filter panel, which is a dialog on narrow screens.
 */

/**
 * Elements Tab can reach, in document order: links, enabled form controls (hidden inputs never
 * take focus), disclosure summaries and anything with a non-negative tabindex. An element with
 * tabindex -1 (a honeypot field, a heading focused by script) is left out.
 */
export const FOCUSABLE_SELECTOR = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'summary',
  '[tabindex]',
]
  .map((selector) => `${selector}:not([tabindex="-1"])`)
  .join(', ');

/** What the trap reads of a keydown event; React's and the DOM's KeyboardEvent both fit. */
export interface TabKeyEvent {
  readonly key: string;
  readonly shiftKey: boolean;
  preventDefault(): void;
}

/** The elements in `container` Tab can reach and that are shown (an element in a hidden part has no offsetParent). */
export function tabbableElements(container: ParentNode): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(FOCUSABLE_SELECTOR)].filter((element) => element.offsetParent !== null);
}

/**
 * Handles a keydown inside `container` so Tab cycles within it: Tab on its last reachable element
 * moves to the first, Shift+Tab on the first to the last. Any other key, or Tab anywhere else, is
 * left to the browser. Returns whether it moved focus.
 */
export function trapTabKey(event: TabKeyEvent, container: HTMLElement): boolean {
  if (event.key !== 'Tab') return false;
  const focusable = tabbableElements(container);
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  if (first === undefined || last === undefined) return false;
  const active = container.ownerDocument.activeElement;
  if (event.shiftKey && active === first) {
    event.preventDefault();
    last.focus();
    return true;
  }
  if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
    return true;
  }
  return false;
}
