/**
 * A model's HTML description (the catalogue's `description`, spec section 3: "may contain HTML"),
 * made safe to render. The catalogue comes from outside the code base (a manufacturer feed, an
 * import), so its markup is never trusted: only the tags of an explicit allowlist stay, links keep
 * only an `href` that is site-relative or https, and everything else (scripts, event handlers,
 * styles, `javascript:` and `data:` URLs) goes. Runs at build time only; sanitize-html never ships
 * to the browser.
 */
import sanitizeHtml from 'sanitize-html';

/** The tags a model description may keep: text structure and emphasis, nothing that runs or styles. */
const ALLOWED_TAGS = ['p', 'ul', 'ol', 'li', 'strong', 'em', 'h3', 'h4', 'br', 'a'];

/** A link target the page may carry: a path on this site, or an https address. */
export function isSafeHref(href: string): boolean {
  if (href.startsWith('/')) return !href.startsWith('//') && !href.includes('\\');
  try {
    return new URL(href).protocol === 'https:';
  } catch {
    return false;
  }
}

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ALLOWED_TAGS,
  allowedAttributes: { a: ['href'] },
  // Only https survives the scheme check; site-relative paths have no scheme and are judged below.
  allowedSchemes: ['https'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  // The contents of these go with the tag; of any other refused tag, the text stays.
  nonTextTags: ['script', 'style', 'textarea', 'noscript', 'iframe', 'object', 'template'],
  transformTags: {
    // A link whose target is not safe becomes a tag outside the allowlist: its words stay, the link goes.
    a: (tagName, attribs): sanitizeHtml.Tag => {
      const href = attribs.href?.trim();
      return href !== undefined && isSafeHref(href) ? { tagName, attribs: { href } } : { tagName: 'span', attribs: {} };
    },
  },
};

/** The description's HTML with only the allowlisted tags and safe links left. */
export function sanitizeModelHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}
