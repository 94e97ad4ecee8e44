/**
 * Header dropdowns as disclosure widgets (a button that shows a list of links), the pattern WAI
 * recommends for site navigation. Plain DOM code rather than a React island: the home page's
 * JavaScript budget is 20 KB and this needs well under 1 KB.
 *
 * Open/close: click or Enter/Space on the button; ArrowDown opens and moves into the list.
 * Close: Escape (focus returns to the button), a click outside, focus leaving the dropdown, and
 * the forced-close signal: the `dealer:close-menus` event, sent on navigation (a link click,
 * history changes, the page being hidden) and by any widget that needs the header closed.
 * A button pressed before this script ran is pressed again once it is wired (early-actions.ts).
 */
import { releaseHeldClicks } from '../browser/early-actions.ts';

const CLOSE_MENUS_EVENT = 'dealer:close-menus';

/** Asks every open header menu to close. */
function forceCloseMenus(): void {
  document.dispatchEvent(new CustomEvent(CLOSE_MENUS_EVENT));
}

interface Dropdown {
  root: HTMLElement;
  button: HTMLButtonElement;
  panel: HTMLElement;
}

function links(dropdown: Dropdown): HTMLAnchorElement[] {
  return [...dropdown.panel.querySelectorAll<HTMLAnchorElement>('a[href]')];
}

function setOpen(dropdown: Dropdown, open: boolean): void {
  dropdown.button.setAttribute('aria-expanded', String(open));
  dropdown.panel.hidden = !open;
  dropdown.root.toggleAttribute('data-open', open);
}

function isOpen(dropdown: Dropdown): boolean {
  return dropdown.button.getAttribute('aria-expanded') === 'true';
}

function findDropdowns(scope: ParentNode): Dropdown[] {
  return [...scope.querySelectorAll<HTMLElement>('[data-dropdown]')].map((root) => {
    const button = root.querySelector<HTMLButtonElement>('[data-dropdown-button]');
    const panel = root.querySelector<HTMLElement>('[data-dropdown-panel]');
    if (!button || !panel) throw new Error('A dropdown needs a [data-dropdown-button] and a [data-dropdown-panel]');
    return { root, button, panel };
  });
}

function moveFocus(items: HTMLAnchorElement[], current: Element | null, step: number | 'first' | 'last'): void {
  if (items.length === 0) return;
  const index = current instanceof HTMLAnchorElement ? items.indexOf(current) : -1;
  let next: number;
  if (step === 'first') next = 0;
  else if (step === 'last') next = items.length - 1;
  else next = (index + step + items.length) % items.length;
  items[next]?.focus();
}

/** Wires every dropdown under `scope`; safe to call once per page. */
export function initDropdowns(scope: Document = document): void {
  const dropdowns = findDropdowns(scope);
  const closeAll = (except?: Dropdown) => {
    for (const d of dropdowns) if (d !== except && isOpen(d)) setOpen(d, false);
  };

  for (const dropdown of dropdowns) {
    setOpen(dropdown, false);
    dropdown.button.addEventListener('click', () => {
      const open = !isOpen(dropdown);
      closeAll(dropdown);
      setOpen(dropdown, open);
    });
    dropdown.button.addEventListener('keydown', (event) => {
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        event.preventDefault();
        closeAll(dropdown);
        setOpen(dropdown, true);
        moveFocus(links(dropdown), null, event.key === 'ArrowDown' ? 'first' : 'last');
      }
    });
    dropdown.panel.addEventListener('keydown', (event) => {
      const items = links(dropdown);
      if (event.key === 'ArrowDown') moveFocus(items, document.activeElement, 1);
      else if (event.key === 'ArrowUp') moveFocus(items, document.activeElement, -1);
      else if (event.key === 'Home') moveFocus(items, document.activeElement, 'first');
      else if (event.key === 'End') moveFocus(items, document.activeElement, 'last');
      else return;
      event.preventDefault();
    });
    dropdown.root.addEventListener('keydown', (event) => {
      if (event.key === 'Escape' && isOpen(dropdown)) {
        event.preventDefault();
        setOpen(dropdown, false);
        dropdown.button.focus();
      }
    });
    dropdown.root.addEventListener('focusout', (event) => {
      const next = event.relatedTarget;
      if (next instanceof Node && !dropdown.root.contains(next)) setOpen(dropdown, false);
    });
    // Following a link is navigation: send the forced-close signal before the page changes.
    dropdown.panel.addEventListener('click', (event) => {
      if (event.target instanceof Element && event.target.closest('a[href]')) forceCloseMenus();
    });
  }

  document.addEventListener('click', (event) => {
    const target = event.target;
    if (!(target instanceof Node)) return;
    for (const d of dropdowns) if (isOpen(d) && !d.root.contains(target)) setOpen(d, false);
  });
  document.addEventListener(CLOSE_MENUS_EVENT, () => closeAll());
  window.addEventListener('pagehide', forceCloseMenus);
  window.addEventListener('popstate', forceCloseMenus);
  window.addEventListener('hashchange', forceCloseMenus);
  for (const dropdown of dropdowns) releaseHeldClicks(dropdown.button);
}

/** The small-screen menu button that shows and hides the whole navigation. */
export function initMenuToggle(scope: Document = document): void {
  const toggle = scope.querySelector<HTMLButtonElement>('[data-menu-toggle]');
  const nav = toggle ? scope.getElementById(toggle.getAttribute('aria-controls') ?? '') : null;
  if (!toggle || !nav) return;
  const set = (open: boolean) => {
    toggle.setAttribute('aria-expanded', String(open));
    nav.toggleAttribute('data-open', open);
  };
  toggle.addEventListener('click', () => set(toggle.getAttribute('aria-expanded') !== 'true'));
  document.addEventListener(CLOSE_MENUS_EVENT, () => set(false));
  nav.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' && toggle.getAttribute('aria-expanded') === 'true' && !nav.querySelector('[data-open]')) {
      set(false);
      toggle.focus();
    }
  });
  releaseHeldClicks(toggle);
}
