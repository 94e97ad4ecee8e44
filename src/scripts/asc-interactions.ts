/**
 * The analytics standard's interaction events (ASC; see asc-analytics.ts, which loads this on the
 * shopper's first move, and docs/analytics.md). By event delegation on the document:
 * - `asc_menu_interaction`: a header or footer menu link, a dropdown toggle or the menu button;
 * - `asc_cta_interaction`: a control marked `data-asc-cta` (its value says where it is);
 * - `asc_click_to_call`: any tel: link (the number is never sent), except a revealed number, whose
 *   reveal sent it already;
 * - `asc_form_engagement`: the first focus into a lead form;
 * - `asc_media_interaction`: a `[data-asc-gallery]` settling on another photo.
 * The phone reveal, the lead forms and the reservation confirmation push theirs with
 * `pushAscClickToCall` and `pushAscFormSubmission`, whose page context comes from the layout
 * (`<body data-asc-page-type>`, and `data-asc-item` on a car's page).
 */
import { pushToDataLayer } from '../browser/data-layer.ts';
import {
  ascClickToCall,
  ascCtaInteraction,
  ascFormEngagement,
  ascFormFacts,
  ascFormSubmission,
  ascMediaInteraction,
  ascMenuInteraction,
  type AscContext,
  type AscDepartment,
  type AscEvent,
  type AscItem,
} from '../domain/analytics/asc-events.ts';
import type { AscPageType } from '../domain/analytics/asc-page-type.ts';

/** Where the page says what it is: its page type, and the car on a car's page. */
function ascContext(): AscContext {
  const { ascPageType, ascItem } = document.body.dataset;
  return { pageType: (ascPageType ?? 'custom') as AscPageType, item: ascItem ? (JSON.parse(ascItem) as AscItem) : undefined };
}

/** Pushes one ASC event to the tag manager's data layer. */
function pushAsc(event: AscEvent): void {
  pushToDataLayer(event);
}

/** `asc_click_to_call` for a revealed phone number (never the number itself). */
export function pushAscClickToCall(department?: AscDepartment): void {
  pushAsc(ascClickToCall(ascContext(), department));
}

/**
 * `asc_form_submission` once the server took a form's lead. The form is the lead form being sent
 * (the one `aria-busy` marks), unless `formName` names it.
 */
export function pushAscFormSubmission(category: string, formName?: string): void {
  const name = formName ?? document.querySelector('form.lead-form[aria-busy="true"]')?.id ?? 'lead-form';
  pushAsc(ascFormSubmission(ascContext(), ascFormFacts(name, category)));
}

/** The ASC event of a click on a link or button, if it is one the standard counts. */
function clickEvent(control: HTMLElement, context: AscContext): AscEvent | null {
  const href = control.getAttribute('href') ?? undefined;
  const text = control.textContent ?? '';
  if (href?.startsWith('tel:')) return control.hasAttribute('data-asc-call-counted') ? null : ascClickToCall(context);
  const cta = control.dataset.ascCta;
  if (cta !== undefined) {
    const result = control.hasAttribute('download') ? 'download' : control.getAttribute('aria-haspopup') === 'dialog' ? 'open' : 'redirect';
    return ascCtaInteraction(context, { text, elementType: cta || 'body', result, href });
  }
  const menu = control.closest('header nav, footer nav, [data-menu-toggle]');
  if (!menu) return null;
  const place = menu.closest('footer') ? 'footer' : 'header';
  // A toggle's own script has already set aria-expanded: this runs on the document, after it.
  if (href === undefined) return ascMenuInteraction(context.pageType, { text, place, kind: 'dropdown', opens: control.getAttribute('aria-expanded') === 'true' });
  return ascMenuInteraction(context.pageType, { text, place, kind: 'link', href });
}

/** Follows a gallery: one event each time it settles on another photo (swipe, scroll or arrow keys). */
function watchGallery(gallery: HTMLElement, context: AscContext): void {
  let shown = 0;
  let timer: number | undefined;
  const settle = () => {
    const index = Math.round(gallery.scrollLeft / Math.max(1, gallery.clientWidth));
    if (index !== shown) pushAsc(ascMediaInteraction(context, index > shown ? 'next' : 'previous'));
    shown = index;
  };
  gallery.addEventListener(
    'scroll',
    () => {
      window.clearTimeout(timer);
      timer = window.setTimeout(settle, 150);
    },
    { passive: true },
  );
  // A swipe may have ended before this script arrived.
  settle();
}

/** Wires the interaction events; `early` are the events that happened while this loaded. */
export function initAscInteractions(early: readonly Event[]): void {
  const context = ascContext();
  const engaged = new WeakSet<Element>();
  const onClick = (event: Event) => {
    const control = event.target instanceof Element ? event.target.closest<HTMLElement>('a[href], button') : null;
    const asc = control ? clickEvent(control, context) : null;
    if (asc) pushAsc(asc);
  };
  const onFocus = (event: Event) => {
    const form = event.target instanceof Element ? event.target.closest('form.lead-form') : null;
    if (!form || engaged.has(form)) return;
    engaged.add(form);
    pushAsc(ascFormEngagement(context, ascFormFacts(form.id || 'lead-form')));
  };
  for (const gallery of document.querySelectorAll<HTMLElement>('[data-asc-gallery]')) watchGallery(gallery, context);
  for (const event of early) {
    if (event.type === 'click') onClick(event);
    else if (event.type === 'focusin') onFocus(event);
  }
  document.addEventListener('click', onClick);
  document.addEventListener('focusin', onFocus);
}
