/**
 * The links of a built page that stay on the dealer's own site, as the paths a shopper's browser
 * would ask for: what the link checker resolves against `dist/<slug>/`. Pure (text in, paths out),
 * so the rules are tested without a build.
 */

/** Paths the functions serve, not files: the link checker leaves them to the API's own tests. */
const API_PREFIX = '/api/';

const ENTITIES: Readonly<Record<string, string>> = { amp: '&', quot: '"', apos: "'", lt: '<', gt: '>' };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name.startsWith('#x') || name.startsWith('#X')) return String.fromCodePoint(parseInt(name.slice(2), 16));
    if (name.startsWith('#')) return String.fromCodePoint(Number(name.slice(1)));
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/** Every `href` of an `<a>` or `<area>` element in `html`, decoded, in document order. */
export function anchorHrefs(html: string): string[] {
  const hrefs: string[] = [];
  for (const tag of html.matchAll(/<(?:a|area)\b[^>]*>/gi)) {
    const attribute = /\shref\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/i.exec(tag[0]);
    if (attribute) hrefs.push(decodeEntities(attribute[1] ?? attribute[2] ?? attribute[3] ?? ''));
  }
  return hrefs;
}

/** A link to a page of the site: the path it asks for (percent-encoded, as sent) and the element it lands on, if it names one. */
export interface InternalLink {
  readonly path: string;
  readonly fragment: string | null;
}

/**
 * The page an href asks the site for, or null when it leaves the site's pages: another origin, a
 * non-web scheme (tel:, mailto:), a same-page anchor, or an API path. Relative hrefs resolve against
 * the page's own path; an absolute URL on the site's own origin counts as internal.
 */
export function internalLink(href: string, pagePath: string, siteOrigin: string): InternalLink | null {
  const trimmed = href.trim();
  if (trimmed === '' || trimmed.startsWith('#')) return null;
  let url: URL;
  try {
    url = new URL(trimmed, new URL(pagePath, siteOrigin));
  } catch {
    return { path: trimmed, fragment: null }; // an href no browser can follow is a broken link too
  }
  if (url.origin !== new URL(siteOrigin).origin) return null;
  if (url.pathname.startsWith(API_PREFIX)) return null;
  return { path: url.pathname, fragment: url.hash.length > 1 ? decodeURIComponent(url.hash.slice(1)) : null };
}

/** The ids of a page's elements (what a link's #fragment can land on). */
export function elementIds(html: string): Set<string> {
  const ids = new Set<string>();
  for (const match of html.matchAll(/\sid\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/gi)) ids.add(match[1] ?? match[2] ?? match[3] ?? '');
  return ids;
}

/** The URL path a built HTML file is served at (`about-us.html` → `/about-us`, `index.html` → `/`). */
export function pagePathOf(relativeFile: string): string {
  const withoutHtml = relativeFile.replace(/\\/g, '/').replace(/\.html$/, '');
  const path = withoutHtml === 'index' ? '' : withoutHtml.replace(/\/index$/, '');
  return `/${path}`;
}
