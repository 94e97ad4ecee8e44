/**
 * Whether a home slide's button shows. A slide links to a page of the site; the
 * button shows only when that page exists: the build makes it (`isBuilt`, the site's built-pages
 * rule), and a model intro page (/models/{slug}) must name a model of the site's catalogue, since a
 * model page is built only for those. Without its button, the slide still shows its text.
 */

/** The model slug of a /models/{slug} path (query and fragment aside), or null for any other path. */
export function modelSlugOfPath(url: string): string | null {
  const match = /^\/models\/([^/?#]+)\/?(?:[?#].*)?$/.exec(url);
  return match?.[1] === undefined ? null : decodeURIComponent(match[1]);
}

/** Whether a slide's link leads to a page that exists. */
export function isSlideLinkShown(url: string, site: { readonly isBuilt: (url: string) => boolean; readonly modelSlugs: ReadonlySet<string> }): boolean {
  if (!site.isBuilt(url)) return false;
  const slug = modelSlugOfPath(url);
  return slug === null || site.modelSlugs.has(slug);
}
