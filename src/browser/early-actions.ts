/**
 * What a shopper does to a page before its scripts have arrived. On a slow phone the HTML paints
 * long before the page's scripts run. A tiny script inline in the page's head (EARLY_ACTIONS_RECORDER,
 * which no slow bundle can delay) notes two things for the scripts to pick up when they come:
 *
 * - **Presses** on a button whose behaviour is a script (a header dropdown, the Menu button, a
 *   carousel's arrows, an offer's 'View more'), which would otherwise be swallowed: such a button
 *   carries HELD_CLICK_ATTRIBUTE in the HTML, the recorder counts the presses in it, and the script
 *   that wires the button makes them again once its handler listens (releaseHeldClicks), as the
 *   `client:intent` directive does for an island's controls.
 * - **Changes** to a control (a select chosen, a box typed in): the recorder marks the control with
 *   CHANGED_EARLY_ATTRIBUTE, so that a script taking it over can tell the shopper's choice from a
 *   value the browser restored into it on a reload or a Back (which fires no event), and adopt only
 *   the first (changedEarly; what the value is comes from early-input.ts).
 *
 * A control of an island needs none of this: the island's directive holds what is done to it.
 */

/** On a button whose click a script handles: its presses before that script ran, counted (empty for none). */
export const HELD_CLICK_ATTRIBUTE = 'data-held-click';

/** Set on a form control the shopper has changed (typed in, chosen from) since the page opened. */
export const CHANGED_EARLY_ATTRIBUTE = 'data-changed-early';

/**
 * The head's inline script. It counts each click on a button still carrying HELD_CLICK_ATTRIBUTE
 * (a released button has lost it, so its clicks, replayed ones too, pass untouched), and marks a
 * control on its first input or change.
 */
export const EARLY_ACTIONS_RECORDER = [
  `document.addEventListener('click',function(e){var c=e.target instanceof Element?e.target.closest('[${HELD_CLICK_ATTRIBUTE}]'):null;if(c)c.setAttribute('${HELD_CLICK_ATTRIBUTE}',String((Number(c.getAttribute('${HELD_CLICK_ATTRIBUTE}'))||0)+1))},true);`,
  `['input','change'].forEach(function(t){document.addEventListener(t,function(e){var c=e.target;if(c instanceof Element&&!c.hasAttribute('${CHANGED_EARLY_ATTRIBUTE}'))c.setAttribute('${CHANGED_EARLY_ATTRIBUTE}','')},true)});`,
].join('');

/** Marks `control` as wired: returns how many presses were held on it, which are no longer counted. */
export function takeHeldClicks(control: HTMLElement | null): number {
  if (control === null || !control.hasAttribute(HELD_CLICK_ATTRIBUTE)) return 0;
  const count = Number(control.getAttribute(HELD_CLICK_ATTRIBUTE)) || 0;
  control.removeAttribute(HELD_CLICK_ATTRIBUTE);
  return count;
}

/**
 * Marks `control` as wired and makes again the presses held on it: call it once the control's
 * handler listens. Each press is made again, in turn (twice on the Menu button leaves it closed).
 */
export function releaseHeldClicks(control: HTMLElement | null): void {
  const count = takeHeldClicks(control);
  for (let press = 0; press < count; press += 1) control?.click();
}

/** Whether the shopper has changed `control` since the page opened (not merely the browser restoring it). */
export function changedEarly(control: Element | RadioNodeList | null): boolean {
  return control instanceof Element && control.hasAttribute(CHANGED_EARLY_ATTRIBUTE);
}
