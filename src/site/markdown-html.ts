/**
 * The HTML of a blog post's body or a job ad's description (Markdown in the site's data, rendered
 * at build time by Astro's Markdown renderer), made safe to render. The text comes from outside the
 * code base, and Markdown lets raw HTML through, so only an allowlist of text tags stays; links keep
 * only a safe `href` (see model-html.ts), and a link to a page this site's build does not make loses
 * its link but keeps its words, so no post leads a shopper to a 404. Build time only.
 */
import sanitizeHtml from 'sanitize-html';
import type { SiteConfig } from '../config/site-config-schema.ts';
import { builtPages, isBuiltPath } from './built-pages.ts';
import { isSafeHref } from './model-html.ts';

/** Text structure, emphasis, quotes and code: nothing that runs, styles or embeds. */
const ALLOWED_TAGS = ['p', 'h2', 'h3', 'h4', 'h5', 'h6', 'ul', 'ol', 'li', 'strong', 'em', 'blockquote', 'code', 'pre', 'hr', 'br', 'a'];

/**
 * Heading tags renamed so the text's top level is h2, under the page's h1, and no level is skipped
 * from the page's heading (a post that starts at `###` would otherwise jump from h1 to h3).
 */
function headingShift(html: string): Record<string, string> {
  const levels = [...html.matchAll(/<h([1-6])\b/gi)].map((match) => Number(match[1]));
  const shift = levels.length === 0 ? 0 : Math.min(...levels) - 2;
  return Object.fromEntries([1, 2, 3, 4, 5, 6].map((level) => [`h${level}`, `h${Math.min(6, Math.max(2, level - shift))}`]));
}

/**
 * `html` with only the allowlisted tags; a link stays when its target is safe and `linkable` accepts
 * it (a site path the build makes, say). Headings start at h2: the page has its h1.
 */
export function sanitizeMarkdownHtml(html: string, linkable: (href: string) => boolean): string {
  const sanitized = sanitizeHtml(html, {
    allowedTags: ALLOWED_TAGS,
    allowedAttributes: { a: ['href'] },
    allowedSchemes: ['https'],
    allowedSchemesAppliedToAttributes: ['href'],
    allowProtocolRelative: false,
    nonTextTags: ['script', 'style', 'textarea', 'noscript', 'iframe', 'object', 'template'],
    transformTags: {
      ...headingShift(html),
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

/** An entry's rendered Markdown, made safe, with links only to pages `site`'s build makes. */
export function siteMarkdownHtml(rendered: { readonly html: string } | undefined, site: Pick<SiteConfig, 'features'>): string {
  const pages = builtPages(site);
  return sanitizeMarkdownHtml(rendered?.html ?? '', (href) => isBuiltPath(pages, href));
}
