/**
 * Builds the search island's settings (the island's prop, typed in
 * src/islands/search/search-page-settings.ts) for one search page from the validated site config:
 * shell code, so the island never sees the config itself.
 */
import type { SiteConfig } from '../../config/site-config-schema.ts';
import { stockFilterSettingsOf } from '../../config/stock-filter-settings.ts';
import { makeFacetValues } from '../../domain/cars/makes.ts';
import { ROUTES } from '../../domain/routes/routes.ts';
import { promoCardsLinkingTo } from '../../domain/search/promo-cards.ts';
import { siteTimeZone } from '../../domain/places/time-zone.ts';
import { builtPages, isBuiltPath } from '../../site/built-pages.ts';
import type { SearchBackendSettings, SearchPageDefinition, SearchPageSettings, SiteSearchSettings } from '../../islands/search/search-page-settings.ts';
import { siteMakeSlugs } from '../../site/site-makes.ts';
import { clusterFromSettings } from '../../search/typesense/connection.ts';
import { DEFAULT_COLLECTION } from '../../search/typesense/collection-schema.ts';
import { dealerToday } from '../../site/dealer-today.ts';
import { firstPageMoment } from '../../domain/search/first-page-changes.ts';
import { mayMatchPreset } from '../../search/stock-directories.ts';
import type { SearchDocument } from '../../search/search-document.ts';

/** Where the stock snapshot of an embedded site is published (src/pages/search/stock.json.ts). */
export const STOCK_SNAPSHOT_PATH = '/search/stock.json';

/** How the site's browser pages search: its backend, collection and stock filter (the search island and the hits lookup alike). */
export function searchBackendSettings(site: SiteConfig, searchKey: string | null): SiteSearchSettings {
  const typesense = site.search.typesense;
  const backend: SearchBackendSettings =
    site.search.backend === 'typesense' && typesense !== undefined
      ? { kind: 'typesense', cluster: clusterFromSettings(typesense), apiKey: searchKey }
      : { kind: 'embedded', snapshotUrl: STOCK_SNAPSHOT_PATH };
  return { backend, collection: typesense?.collection ?? DEFAULT_COLLECTION, stockFilter: stockFilterSettingsOf(site.search) };
}

/**
 * The settings of one search page of a site built at `built.at` over its listed `documents`. The
 * page is rendered for its own moment (firstPageMoment): the last moment up to the build's at which
 * what the cars it may list show changed, so an unchanged page is the same on every build.
 */
export function searchPageSettings(
  site: SiteConfig,
  searchKey: string | null,
  page: SearchPageDefinition,
  built: { readonly at: number; readonly staleAt: number | null },
  documents: readonly SearchDocument[],
): SearchPageSettings {
  const promoCards = promoCardsLinkingTo(site.features.promo_cards, (url) => isBuiltPath(builtPages(site), url));
  const timeZone = siteTimeZone(site);
  const hits = documents.filter((document) => mayMatchPreset(page.preset, document));
  const builtAt = firstPageMoment({ staleAt: built.staleAt, hits, promoCards, timeZone }, built.at);
  return {
    ...page,
    ...searchBackendSettings(site, searchKey),
    siteSlug: site.slug,
    region: site.region,
    promoCards,
    timeZone,
    tagSettings: { tags: { electric_hybrid: site.features.tags.electric_hybrid } },
    favourites: site.features.buttons.favourites,
    dealershipNames: Object.fromEntries(site.dealerships.map((dealership) => [dealership.slug, dealership.name])),
    makes: makeFacetValues(documents.map((document) => document.make), siteMakeSlugs(site)),
    allStockPath: ROUTES.stock,
    builtAt,
    // Promo cards start and end by the dealer's calendar, not the build machine's.
    builtToday: dealerToday(site, builtAt),
    staleAt: built.staleAt,
  };
}
