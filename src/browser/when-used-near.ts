/**
 * Work that waits for the shopper to use the page and for an element to come near the screen: a
 * map's Leaflet and tiles, an island's hydration. Waiting for the first scroll or touch keeps that
 * work off the page's load even when the element starts in view (what a page loads before any
 * interaction is budgeted); a press on the element's own control starts it at once anyway.
 */

/** What counts as the shopper using the page. */
const FIRST_USE_EVENTS = ['scroll', 'wheel', 'pointerdown', 'keydown', 'touchstart'] as const;

/**
 * Calls `load` once, when one of `elements` is within `rootMargin` of the screen after the first
 * use of the page (an IntersectionObserver margin, e.g. '200px 0px'); returns a function that
 * cancels. (Several, for an island: an astro-island has no box of its own, only its children.)
 */
export function whenUsedNear(elements: readonly Element[], rootMargin: string, load: () => void): () => void {
  let observer: IntersectionObserver | undefined;
  const stopListening = () => {
    for (const name of FIRST_USE_EVENTS) window.removeEventListener(name, onFirstUse);
  };
  function onFirstUse() {
    stopListening();
    observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer?.disconnect();
        load();
      },
      { rootMargin },
    );
    for (const element of elements) observer.observe(element);
  }
  // This may start after the shopper has already scrolled (a jump straight to the map, say): the
  // page is in use, so only the element's place on screen decides. (Not navigator.userActivation:
  // automated browsers report it active from the start.)
  if (window.scrollY > 0) onFirstUse();
  else for (const name of FIRST_USE_EVENTS) window.addEventListener(name, onFirstUse, { passive: true });
  return () => {
    stopListening();
    observer?.disconnect();
  };
}
