/**
 * Astro writes the one style rule its islands need (`astro-island { display: contents }`) just
 * before the first island of a page, in the body. HTML allows a `<style>` in the body only as the
 * first child of its parent, so the Nu validator reports it; the rule moves to the end of the
 * head, where it applies before any island is parsed, as it did where Astro put it.
 */
import { ISLAND_STYLES } from 'astro/runtime/server/astro-island-styles.js';

const ISLAND_STYLE_ELEMENT = `<style>${ISLAND_STYLES}</style>`;

/** The page with Astro's island style element moved from the body into the head; any other page as it was. */
export function islandStylesInHead(html: string): string {
  const headEnd = html.indexOf('</head>');
  const style = html.indexOf(ISLAND_STYLE_ELEMENT, headEnd);
  if (headEnd === -1 || style === -1) return html;
  const withoutStyle = html.slice(0, style) + html.slice(style + ISLAND_STYLE_ELEMENT.length);
  return withoutStyle.slice(0, headEnd) + ISLAND_STYLE_ELEMENT + withoutStyle.slice(headEnd);
}
