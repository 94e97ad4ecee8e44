/**
 * What the compare page's static HTML shares with the code that fills it and the island that
 * replaces it: the region of the plain cards and the placeholder around its default content. The
 * page is one static file for every link, so the cars of a link reach a browser without JavaScript
 * only by a host writing them into that placeholder (src/server/compare/compare-cards.ts).
 */

/** The element holding the plain cards; the island hides it once it shows the cars itself. */
export const COMPARE_CARDS_ID = 'compare-cards';

/**
 * The comments around what the page says when no host fills it (no cars in the link): a filled
 * page has the cards in their place. Comments, because the build's HTML compression leaves them
 * alone when the page writes them as raw HTML, and a browser shows nothing of them.
 */
export const COMPARE_CARDS_START = '<!--compare-cards-->';
export const COMPARE_CARDS_END = '<!--/compare-cards-->';
