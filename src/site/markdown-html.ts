/**
 * The HTML of a blog post's body or a job ad's description (Markdown in the site's data, rendered
 * at build time by Astro's Markdown renderer), made safe to render. The text comes from outside the
 * code base, and Markdown lets raw HTML through, so only an allowlist of text tags stays; links keep
 * only a safe `href` (safe-html.ts), and a link to a page this site's build does not make loses
 * its link but keeps its words, so no post leads a shopper to a 404. Build time only.
 */
import type { SiteConfig } from '../config/site-config-schema.ts';
import { builtPages, isBuiltPath } from './built-pages.ts';
import { sanitizeTextHtml } from './safe-html.ts';

/** `html` made safe (safe-html.ts), its headings from h2 down, a link only where `linkable` accepts it. */
export function sanitizeMarkdownHtml(html: string, linkable: (href: string) => boolean): string {
  return sanitizeTextHtml(html, { topHeading: 2, linkable });
}

/** An entry's rendered Markdown, made safe, with links only to pages `site`'s build makes. */
export function siteMarkdownHtml(rendered: { readonly html: string } | undefined, site: Pick<SiteConfig, 'features'>): string {
  const pages = builtPages(site);
  return sanitizeMarkdownHtml(rendered?.html ?? '', (href) => isBuiltPath(pages, href));
}
