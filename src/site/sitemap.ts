/**
 * sitemap.xml from the pages a build produced: every HTML page but the 404 page, the pages kept out
 * of search engines (noindex: the thank-you, reservation-confirmed, deal and compare pages, which a
 * sitemap must not submit) and files such as robots.txt, as absolute URLs on the dealer's production origin.
 */

import { FOLDER_ROUTES, ROUTES } from '../domain/routes/routes.ts';
import { escapeMarkup } from '../lib/escape-markup.ts';

/** Pages the layout marks noindex (SiteLayout's `noindex`), so they are no sitemap entries. */
const NOINDEX_PATHS: ReadonlySet<string> = new Set(['/404', ROUTES.success, ROUTES.reservationConfirmed, ROUTES.deal, ROUTES.compare]);

/** Built pathnames look like `about-us/` or `` (home); they become `/about-us` and `/`. */
export function sitemapXml(origin: string, pathnames: readonly string[]): string {
  const paths = pathnames
    .map((p) => `/${p.replace(/^\/+|\/+$/g, '')}`)
    .filter((p) => !NOINDEX_PATHS.has(p) && !/\.[a-z0-9]+$/i.test(p))
    // A page served from a folder's index is at its path with the slash (FOLDER_ROUTES).
    .map((p) => (FOLDER_ROUTES.includes(`${p}/`) ? `${p}/` : p));
  const unique = [...new Set(paths)].sort((a, b) => (a === '/' ? -1 : b === '/' ? 1 : a.localeCompare(b)));
  const urls = unique.map((p) => `  <url><loc>${escapeMarkup(new URL(p, origin).href)}</loc></url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}
