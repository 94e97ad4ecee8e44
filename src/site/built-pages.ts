/**
 * Which optional pages a site's build makes, and so which links it may carry: the one answer the
 * menus, the footer, the home blocks and the location lists read, so that no link leads a shopper
 * to a 404. A page is built when the site switches it on (`features.pages`). `npm run check:links` (run by the browser tests) proves every link lands.
 */
import type { SiteConfig } from '../config/site-config-schema.ts';
import { modelPath, ROUTES } from '../domain/routes/routes.ts';
import { searchHref } from '../search/url-state.ts';

/** The site's page switches. */
export type BuiltPages = SiteConfig['features']['pages'];

/** The optional pages a site's build makes. */
export function builtPages(site: Pick<SiteConfig, 'features'>): BuiltPages {
  return site.features.pages;
}

/** Path prefixes of the optional pages, with the switch that builds them. */
const OPTIONAL_PAGE_PATHS: readonly (readonly [prefix: string, page: keyof BuiltPages])[] = [
  [ROUTES.models, 'models'],
  // The model test drive lives outside /models but is built with the model pages.
  [ROUTES.bookTestDrive.replace(/\/$/, ''), 'models'],
  [ROUTES.specialOffers, 'special_offers'],
  ['/offers', 'special_offers'],
  [ROUTES.parts, 'parts'],
  ['/parts', 'parts'],
  [ROUTES.careers, 'careers'],
  [ROUTES.blog, 'blog'],
  [ROUTES.reviews, 'reviews'],
  [ROUTES.service, 'service'],
  [ROUTES.financePreApproval, 'finance_pre_approval'],
  [ROUTES.tradeIn, 'trade_in'],
];

/**
 * Whether a link of the site's own content (a slide's button, say) leads to a page the build makes.
 * Paths outside the optional pages count as built: the fixed pages always are, and other origins
 * are not this site's to judge.
 */
export function isBuiltPath(pages: BuiltPages, href: string): boolean {
  if (!href.startsWith('/') || href.startsWith('//')) return true;
  const path = href.replace(/[?#].*$/, '').replace(/\/+$/, '') || '/';
  const optional = OPTIONAL_PAGE_PATHS.find(([prefix]) => path === prefix || path.startsWith(`${prefix}/`));
  return optional === undefined || pages[optional[1]];
}

/**
 * A model's link: the catalogue's `override_url` when it sets one the build makes (a sub-range such
 * as the Golf R shown on the Golf's page), else its intro page; on a site that switches model pages
 * off, the new stock of that model.
 */
export function modelHref(
  pages: BuiltPages,
  model: { readonly name: string; readonly slug: string; readonly override_url?: string | null },
): string {
  if (!pages.models) return searchHref(ROUTES.newCars, { refinements: { model: [model.name] } });
  const override = model.override_url;
  return override && override.startsWith('/') && isBuiltPath(pages, override) ? override : modelPath(model.slug);
}

/** The id of a location's entry in a list of locations. */
export function locationAnchor(location: { readonly slug: string }): string {
  return `location-${location.slug}`;
}
