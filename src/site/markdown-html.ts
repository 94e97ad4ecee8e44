/**
 * The HTML of a blog post's body or a job ad's description (Markdown in the site's data, rendered
 * at build time by Astro's Markdown renderer), made safe to render. The text comes from outside the
 * code base, and Markdown lets raw HTML through, so only an allowlist of text tags stays; links keep
 * only a safe `href` (see model-html.ts), and a link to a page this site's build does not make loses
 * its link but keeps its words, so no post leads a shopper to a 404. Build time only.
 */
import sanitizeHtml from 'sanitize-html';
import { isSafeHref } from './model-html.ts';

/** Text structure, emphasis, quotes and code: nothing that runs, styles or embeds. */
const ALLOWED_TAGS = ['p', 'h2', 'h3', 'h4', 'ul', 'ol', 'li', 'strong', 'em', 'blockquote', 'code', 'pre', 'hr', 'br', 'a'];

/**
 * `html` with only the allowlisted tags; a link stays when its target is safe and `linkable` accepts
 * it (a site path the build makes, say). A Markdown `# heading` becomes an h2: the page has its h1.
 */
export function sanitizeMarkdownHtml(html: string, linkable: (href: string) => boolean): string {
  return sanitizeHtml(html, {
    allowedTags: ALLOWED_TAGS,
    allowedAttributes: { a: ['href'] },
    allowedSchemes: ['https'],
    allowedSchemesAppliedToAttributes: ['href'],
    allowProtocolRelative: false,
    nonTextTags: ['script', 'style', 'textarea', 'noscript', 'iframe', 'object', 'template'],
    transformTags: {
      h1: 'h2',
      a: (tagName, attribs): sanitizeHtml.Tag => {
        const href = attribs.href?.trim();
        return href !== undefined && isSafeHref(href) && linkable(href) ? { tagName, attribs: { href } } : { tagName: 'span', attribs: {} };
      },
    },
  });
}
