/**
 * What the deal page (/deal) takes from the dealer's config: the plain props of its island (never
 * the whole config).
 */
import type { SiteConfig } from '../../config/site-config-schema.ts';
import type { DealPageSettings } from '../../islands/deals/DealPage.tsx';
import { turnstileSiteKey } from '../forms/form-settings.ts';
import { dealFinanceLabels } from '../../domain/deals/deal-finance-labels.ts';

/** The deal page island's props for a site. */
export function dealPageSettings(site: SiteConfig): DealPageSettings {
  return {
    siteSlug: site.slug,
    region: site.region,
    dealerName: site.name,
    salesPhone: site.phones.sales,
    turnstileSiteKey: turnstileSiteKey(site),
    financeLabels: dealFinanceLabels(site.region),
  };
}
