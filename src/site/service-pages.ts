/**
 * The service department's extra pages: the pricing guide and each service offer's terms page. Built only
 * when the site has the service page and the config gives them, so every link to them lands.
 */
import type { SiteConfig } from '../config/site-config-schema.ts';
import type { ServiceOffer } from '../domain/content/service-offers.ts';
import { ROUTES } from '../domain/routes/routes.ts';
import { builtPages } from './built-pages.ts';

/** `/service/pricing-guide`. */
export const SERVICE_PRICING_GUIDE_PATH = `${ROUTES.service}/pricing-guide`;

/** `/service/offer-terms/{id}`: a service offer's terms. */
export function serviceOfferTermsPath(offerId: string): string {
  return `${ROUTES.service}/offer-terms/${encodeURIComponent(offerId)}`;
}

/** Whether the build makes the pricing guide. */
export function hasPricingGuide(site: Pick<SiteConfig, 'features' | 'service'>): boolean {
  return builtPages(site).service && site.service.pricing_guide !== undefined;
}

/** The service offers whose terms pages the build makes. */
export function serviceOffersWithTerms(site: Pick<SiteConfig, 'features' | 'service'>): readonly ServiceOffer[] {
  return builtPages(site).service ? site.service.offers : [];
}
