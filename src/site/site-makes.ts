/**
 * The makes a site sells, from its config: the one make of a franchise site ("tied") or the several
 * of a group. Hand-picked make lists and the search's make filter put these first.
 */
import type { SiteConfig } from '../config/site-config-schema.ts';

/** The slugs of the site's makes, in config order. */
export function siteMakeSlugs(site: Pick<SiteConfig, 'manufacturers'>): string[] {
  const { manufacturers } = site;
  return 'tied' in manufacturers ? [manufacturers.tied.slug] : manufacturers.several.map((make) => make.slug);
}
