/**
 * When a map should load by itself: when its box is on screen (or nearly) after the shopper has
 * scrolled or used the page. Waiting for that first scroll or touch keeps Leaflet and the tiles off
 * the first paint even when the box starts in view; a press on 'Show map' loads it at once anyway.
 */

/** What counts as the shopper using the page. */
const FIRST_USE_EVENTS = ['scroll', 'wheel', 'pointerdown', 'keydown', 'touchstart'] as const;

/** How near the viewport the box may be for a scroll to load it: a little ahead, so it is drawn on arrival. */
const AHEAD_MARGIN = '200px 0px';

/** Calls `load` once, when `box` is within reach after the first use of the page; returns a function that cancels. */
export function whenMapWanted(box: HTMLElement, load: () => void): () => void {
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
      { rootMargin: AHEAD_MARGIN },
    );
    observer.observe(box);
  }
  // The island may hydrate after the shopper has already scrolled or pressed something (a jump
  // straight to the map, say): the page is in use, so only the box's place on screen decides.
  if (window.scrollY > 0 || navigator.userActivation?.hasBeenActive) onFirstUse();
  else for (const name of FIRST_USE_EVENTS) window.addEventListener(name, onFirstUse, { passive: true });
  return () => {
    stopListening();
    observer?.disconnect();
  };
}
