/**
 * A site's stock listing rule, resolved from its config: the sold-car window and the exclusions of
 * `search`, as the domain's stock filter takes them. Every part that decides whether a car is
 * listed (pages, snapshot, search islands, Typesense keys, the brochure) resolves it here.
 */
import type { StockFilterSettings } from '../domain/search/stock-filter.ts';
import type { SiteConfig } from './site-config-schema.ts';

/** The stock-filter settings of a site's `search` config. */
export function stockFilterSettingsOf(search: Pick<SiteConfig['search'], 'sold_visibility_days' | 'exclusions'>): StockFilterSettings {
  const { age_index, status, car_type, make } = search.exclusions;
  return { soldVisibilityDays: search.sold_visibility_days, exclusions: { age_index, status, car_type, make } };
}
