/**
 * The tag manager's data layer (`window.dataLayer`, Google Tag Manager's queue), where the site's
 * analytics events go (spec section 7: a lead's event id and user data; section 4: favourite added;
 * the phone click). A site without a tag manager still gets the queue, so events are never lost to a
 * tag manager that loads later.
 */

declare global {
  interface Window {
    /** Google Tag Manager's queue; created on first use when the site has no tag manager. */
    dataLayer?: unknown[];
  }
}

/** Pushes one analytics event to the data layer, creating the queue when the page has none. */
export function pushToDataLayer(event: Readonly<Record<string, unknown>>): void {
  window.dataLayer ??= [];
  window.dataLayer.push(event);
}
