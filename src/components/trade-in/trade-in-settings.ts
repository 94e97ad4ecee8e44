/**
 * The trade-in wizard's props for a site: its region, dealerships, makes, whether it keeps
 * valuations, its opt-in wording and bot challenge, and (on /cars/trade-in) where the list of
 * price-eligible cars is.
 */
import type { SiteConfig } from '../../config/site-config-schema.ts';
import { siteMakeSlugs } from '../../site/site-makes.ts';
import { turnstileSiteKey } from '../forms/form-settings.ts';

/** The TradeInWizard island's props. */
export function tradeInWizardProps(site: SiteConfig, carsPath: string | null) {
  return {
    siteSlug: site.slug,
    region: site.region,
    dealerships: site.dealerships.map((dealership) => ({ slug: dealership.slug, name: dealership.name })),
    siteMakes: siteMakeSlugs(site),
    storeValuations: site.trade_in.store_valuations,
    turnstileSiteKey: turnstileSiteKey(site),
    carsPath,
  };
}
