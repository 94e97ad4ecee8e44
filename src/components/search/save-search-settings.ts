/**
 * What the search pages' "Save this search" island (src/islands/alerts/SaveSearch.tsx) takes from
 * the dealer's config: plain props, never the whole config; and when it hydrates.
 */
import type { SiteConfig } from '../../config/site-config-schema.ts';
import type { IntentHydrationOptions } from '../../browser/intent-hydration.ts';
import { ALERT_FREQUENCY_LABELS } from '../../domain/alerts/search-alert.ts';
import type { SaveSearchProps } from '../../islands/alerts/SaveSearch.tsx';
import { turnstileSiteKey } from '../forms/form-settings.ts';

/** The island's props for a site. */
export function saveSearchSettings(site: SiteConfig): SaveSearchProps {
  return {
    siteSlug: site.slug,
    region: site.region,
    dealerName: site.name,
    turnstileSiteKey: turnstileSiteKey(site),
    frequencyLabels: ALERT_FREQUENCY_LABELS,
  };
}

/**
 * Hydrated on the shopper's intent only (a pointer over it, a focus or a press in it), its modules
 * never fetched ahead: the search page's JavaScript budget counts what loads before any
 * interaction, and it has no room for a form's. Its static HTML (the closed button) is always
 * what the shopper should see, so nothing makes it hydrate at once, and a press before it has
 * hydrated is held and made again (intent-directive.ts).
 */
export const SAVE_SEARCH_HYDRATION: IntentHydrationOptions = { staleFrom: null, params: [], storedList: null, prefetch: false, hydrateNear: null };
