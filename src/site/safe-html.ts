/**
 * HTML from outside the code base (a catalogue's model description, a blog post or job ad rendered
 * from Markdown), made safe to render at build time: only an allowlist of text tags stays, links
 * keep only an `href` that is a site path or https (and that the caller accepts), and everything
 * else (scripts, event handlers, styles, embeds, `javascript:` and `data:` URLs) goes. One
 * sanitiser with one allowlist for every such text; sanitize-html never ships to the browser.
 */
import sanitizeHtml from 'sanitize-html';

/** Text structure, emphasis, quotes and code: nothing that runs, styles or embeds. */
const ALLOWED_TAGS = ['p', 'h2', 'h3', 'h4', 'h5', 'h6', 'ul', 'ol', 'li', 'strong', 'em', 'blockquote', 'code', 'pre', 'hr', 'br', 'a'];

/** A link target the page may carry: a path on this site, or an https address. */
export function isSafeHref(href: string): boolean {
  if (href.startsWith('/')) return !href.startsWith('//') && !href.includes('\\');
  try {
    return new URL(href).protocol === 'https:';
  } catch {
    return false;
  }
}

/**
 * Heading tags renamed so the text's top level is `top` (the level under the page's own heading
 * where the text sits) and no level is skipped from it: a post that starts at `###` would otherwise
 * jump from the page's h1 to an h3.
 */
function headingShift(html: string, top: number): Record<string, string> {
  const levels = [...html.matchAll(/<h([1-6])\b/gi)].map((match) => Number(match[1]));
  const shift = levels.length === 0 ? 0 : Math.min(...levels) - top;
  return Object.fromEntries([1, 2, 3, 4, 5, 6].map((level) => [`h${level}`, `h${Math.min(6, Math.max(top, level - shift))}`]));
}

interface SafeHtmlOptions {
  /** The heading level the text's top headings become (2 directly under the page's h1). */
  readonly topHeading: 2 | 3;
  /** Whether a safe link may stay a link (a site path the build makes, say); else its words stay. Default: every safe link. */
  readonly linkable?: (href: string) => boolean;
}

/** `html` with only the allowlisted tags, its headings from `topHeading` down, and safe links left. */
export function sanitizeTextHtml(html: string, { topHeading, linkable = () => true }: SafeHtmlOptions): string {
  const sanitized = sanitizeHtml(html, {
    allowedTags: ALLOWED_TAGS,
    allowedAttributes: { a: ['href'] },
    // Only https survives the scheme check; site-relative paths have no scheme and are judged below.
    allowedSchemes: ['https'],
    allowedSchemesAppliedToAttributes: ['href'],
    allowProtocolRelative: false,
    // The contents of these go with the tag; of any other refused tag, the text stays.
    nonTextTags: ['script', 'style', 'textarea', 'noscript', 'iframe', 'object', 'template'],
    transformTags: {
      ...headingShift(html, topHeading),
      a: (tagName, attribs): sanitizeHtml.Tag => {
        const href = attribs.href?.trim();
        return href !== undefined && isSafeHref(href) && linkable(href) ? { tagName, attribs: { href } } : { tagName, attribs: {} };
      },
    },
  });
  // A refused link is first kept as a bare <a> and unwrapped here: renaming it in transformTags
  // makes sanitize-html close the next kept link with the new name (`<a href>…</span>`). Links do
  // not nest and the output has no other bare <a>, so the plain match is exact.
  return sanitized.replace(/<a>([\s\S]*?)<\/a>/g, '$1');
}
