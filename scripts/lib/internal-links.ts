/**
 * What a built page asks its own site for: the pages its links lead to, the paths its forms send
 * to and the files (styles, scripts, images, icons) it loads, as the paths a shopper's browser
 * would ask for. The link checker resolves them against `dist/<slug>/` and the API's routes. Pure
 * (text in, paths out), so the rules are tested without a build.
 */

/** Paths the functions serve, not files: the link checker matches them against the API's routes. */
export const API_PREFIX = '/api/';

const ENTITIES: Readonly<Record<string, string>> = { amp: '&', quot: '"', apos: "'", lt: '<', gt: '>' };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name.startsWith('#x') || name.startsWith('#X')) return String.fromCodePoint(parseInt(name.slice(2), 16));
    if (name.startsWith('#')) return String.fromCodePoint(Number(name.slice(1)));
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/** A start tag of one of `names`, quoted attribute values and all (a `>` inside quotes does not end it). */
function startTags(html: string, names: readonly string[]): IterableIterator<RegExpMatchArray> {
  return html.matchAll(new RegExp(`<(${names.join('|')})(?=[\\s/>])((?:[^>"']|"[^"]*"|'[^']*')*)>`, 'gi'));
}

/** The attributes of a start tag's attribute text, names lower-cased, values decoded; the first of a repeated name wins, as in a browser. */
function attributesOf(text: string): Map<string, string> {
  const attributes = new Map<string, string>();
  for (const match of text.matchAll(/([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g)) {
    const name = (match[1] ?? '').toLowerCase();
    if (!attributes.has(name)) attributes.set(name, decodeEntities(match[2] ?? match[3] ?? match[4] ?? ''));
  }
  return attributes;
}

/**
 * The URLs of a `srcset` (`a.webp 480w, b.webp 960w`), in order: each candidate is a URL (a run of
 * non-space characters) and an optional descriptor, candidates separated by commas.
 */
export function srcsetUrls(srcset: string): string[] {
  const urls: string[] = [];
  let rest = srcset;
  for (;;) {
    rest = rest.replace(/^[\s,]+/, '');
    if (rest === '') return urls;
    const url = /^\S+/.exec(rest)?.[0] ?? '';
    rest = rest.slice(url.length);
    // A URL that ends in a comma has no descriptor: the comma ends the candidate.
    if (url.endsWith(',')) {
      urls.push(url.replace(/,+$/, ''));
      continue;
    }
    urls.push(url);
    const comma = rest.indexOf(',');
    rest = comma === -1 ? '' : rest.slice(comma + 1);
  }
}

/** The `url(...)` references of a style sheet or style attribute, in order, unquoted. */
export function cssUrls(css: string): string[] {
  const urls: string[] = [];
  for (const match of css.matchAll(/url\(\s*(?:"([^"]*)"|'([^']*)'|([^)"'\s]*))\s*\)/gi)) urls.push(match[1] ?? match[2] ?? match[3] ?? '');
  return urls;
}

/**
 * What a reference asks for: a page (a link: it must land on a built page, and on the element its
 * #fragment names), a form's destination (by its method), or an asset (a file the page loads).
 */
export type ReferenceKind = 'link' | 'form' | 'asset';

export interface PageReference {
  readonly kind: ReferenceKind;
  /** The URL as written, entities decoded; relative ones resolve against the page's path. */
  readonly url: string;
  /** A form's method (`get` when it names none, as in a browser); only forms have one. */
  readonly method?: 'get' | 'post';
}

/** `<link rel>` values that name pages (the canonical URL, a translation) rather than files the page loads. */
const PAGE_LINK_RELS = new Set(['canonical', 'alternate', 'prev', 'next']);

/** `<link rel>` values that name an origin to connect to early, never a file. */
const ORIGIN_LINK_RELS = new Set(['preconnect', 'dns-prefetch']);

/** Social-card `<meta>` properties whose content is an image the card loads, or the page's own URL. */
const META_IMAGES = new Set(['og:image', 'og:image:url', 'og:image:secure_url', 'twitter:image', 'twitter:image:src']);
const META_PAGES = new Set(['og:url']);

/** Elements whose attributes load a file, and those attributes (`srcset` read as a list). */
const ASSET_ATTRIBUTES: Readonly<Record<string, readonly string[]>> = {
  script: ['src'],
  img: ['src', 'srcset'],
  source: ['src', 'srcset'],
  video: ['src', 'poster'],
  audio: ['src'],
  track: ['src'],
  embed: ['src'],
  use: ['href', 'xlink:href'],
  // An Astro island loads its component and the framework's renderer as modules when it hydrates.
  'astro-island': ['component-url', 'renderer-url', 'before-hydration-url'],
};

/**
 * Every reference of a page to a URL, in document order within each kind of element: anchors and
 * areas (links), forms' actions and buttons' `formaction` (forms), `<link>` (a page for canonical
 * and alternate, else a file), the files scripts, images, sources, media, SVG `<use>` and Astro
 * islands load,
 * social-card images in `<meta>`, and `url()` in `<style>` elements and style attributes. A form
 * without an action sends to its own page and is left out, as is anything in comments and scripts.
 */
export function pageReferences(page: string): PageReference[] {
  const references: PageReference[] = [];
  // Comments and scripts' text are not markup: a tag written in them loads nothing.
  const html = page.replace(/<!--[\s\S]*?-->/g, '').replace(/(<script\b(?:[^>"']|"[^"]*"|'[^']*')*>)[\s\S]*?(<\/script\s*>)/gi, '$1$2');
  const tagNames = ['a', 'area', 'form', 'button', 'input', 'link', 'meta', 'iframe', ...Object.keys(ASSET_ATTRIBUTES)];
  for (const tag of startTags(html, tagNames)) {
    const name = (tag[1] ?? '').toLowerCase();
    const attributes = attributesOf(tag[2] ?? '');
    const attribute = (key: string) => attributes.get(key);
    if (name === 'a' || name === 'area' || name === 'iframe') {
      const url = attribute(name === 'iframe' ? 'src' : 'href');
      if (url !== undefined) references.push({ kind: 'link', url });
    } else if (name === 'form' || name === 'button' || name === 'input') {
      const url = attribute(name === 'form' ? 'action' : 'formaction');
      const method = attribute(name === 'form' ? 'method' : 'formmethod')?.trim().toLowerCase() === 'post' ? 'post' : 'get';
      // A button's formaction without formmethod keeps its form's method, which the tag alone does not say.
      if (url !== undefined && url.trim() !== '' && (name === 'form' || attributes.has('formmethod'))) references.push({ kind: 'form', url, method });
      if (name === 'input' && attribute('type')?.toLowerCase() === 'image') {
        const src = attribute('src');
        if (src !== undefined) references.push({ kind: 'asset', url: src });
      }
    } else if (name === 'link') {
      const href = attribute('href');
      const rels = (attribute('rel') ?? '').toLowerCase().split(/\s+/);
      if (href === undefined || rels.some((rel) => ORIGIN_LINK_RELS.has(rel))) continue;
      references.push({ kind: rels.some((rel) => PAGE_LINK_RELS.has(rel)) ? 'link' : 'asset', url: href });
    } else if (name === 'meta') {
      const property = (attribute('property') ?? attribute('name') ?? '').toLowerCase();
      const content = attribute('content');
      if (content === undefined) continue;
      if (META_IMAGES.has(property)) references.push({ kind: 'asset', url: content });
      else if (META_PAGES.has(property)) references.push({ kind: 'link', url: content });
    } else {
      for (const key of ASSET_ATTRIBUTES[name] ?? []) {
        const value = attribute(key);
        if (value === undefined) continue;
        if (key === 'srcset') for (const url of srcsetUrls(value)) references.push({ kind: 'asset', url });
        else references.push({ kind: 'asset', url: value });
      }
    }
  }
  for (const attribute of html.matchAll(/\sstyle\s*=\s*(?:"([^"]*)"|'([^']*)')/gi)) {
    for (const url of cssUrls(decodeEntities(attribute[1] ?? attribute[2] ?? ''))) references.push({ kind: 'asset', url });
  }
  for (const block of html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style\s*>/gi)) {
    for (const url of cssUrls(block[1] ?? '')) references.push({ kind: 'asset', url });
  }
  return references;
}

/** A URL on the site's own origin: the path it asks for (percent-encoded, as sent) and the element it lands on, if it names one. */
export interface InternalLink {
  readonly path: string;
  readonly fragment: string | null;
}

/**
 * What a URL asks the site for, or null when it leaves the site: another origin, a non-web scheme
 * (tel:, mailto:, data:) or a same-page anchor. Relative URLs resolve against the page's own path;
 * an absolute URL on the site's own origin counts as internal. API paths are internal too: the
 * checker matches them against the API's routes (`isApiPath`).
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
  return { path: url.pathname, fragment: url.hash.length > 1 ? decodeURIComponent(url.hash.slice(1)) : null };
}

/** Whether an internal path is the API's (answered by the functions, not by a built file). */
export function isApiPath(path: string): boolean {
  return path.startsWith(API_PREFIX);
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
