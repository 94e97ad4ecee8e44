/**
 * Everything the search island needs to know about its page and site, as one serialisable value:
 * Astro passes it as an island prop, so it holds data only (no functions, no config objects the
 * island does not read). Built once per page from the validated site config.
 */
import type { SiteConfig } from '../../config/site-config-schema.ts';
import type { CardTagSettings } from '../../domain/card-tag.ts';
import type { RegionCode } from '../../domain/region.ts';
import type { PromoCard } from '../../domain/search/promo-cards.ts';
import type { StockFilterSettings } from '../../domain/search/stock-filter.ts';
import type { Refinements } from '../../domain/search/types.ts';
import { ROUTES } from '../../domain/routes.ts';
import { stockFilterSettingsOf } from '../../search/embedded/snapshot.ts';
import { clusterFromSettings, type ClusterSettings } from '../../search/typesense/connection.ts';

/** Where the stock snapshot of an embedded site is published (built by the embedded backend). */
export const STOCK_SNAPSHOT_PATH = '/search/stock.json';

/** The collection name when the site names none: the Typesense default, shared by the embedded engine. */
export const DEFAULT_COLLECTION = 'cars';

/** How the browser searches: over the site's snapshot, or against the site's Typesense cluster. */
export type SearchBackendSettings =
  | { readonly kind: 'embedded'; readonly snapshotUrl: string }
  | {
      readonly kind: 'typesense';
      readonly cluster: ClusterSettings;
      /** The site's scoped search-only key; null when the build had none (searching then fails visibly). */
      readonly apiKey: string | null;
    };

/** What one search page is: its path, the refinements its path fixes and its page size. */
export interface SearchPageDefinition {
  readonly path: string;
  readonly preset: Refinements;
  readonly hitsPerPage: number;
}

/** The island's settings (see the module comment). */
export interface SearchPageSettings extends SearchPageDefinition {
  readonly siteSlug: string;
  readonly region: RegionCode;
  /** The InstantSearch index name of the default order. */
  readonly collection: string;
  readonly backend: SearchBackendSettings;
  readonly stockFilter: StockFilterSettings;
  readonly promoCards: readonly PromoCard[];
  readonly tagSettings: CardTagSettings;
  /** Whether cards show the favourite toggle (site.features.buttons.favourites). */
  readonly favourites: boolean;
  /** Dealership names by slug, to name the dealer-filtered refinement. */
  readonly dealershipNames: Readonly<Record<string, string>>;
  /** Where the empty state's "all stock" link goes. */
  readonly allStockPath: string;
  /**
   * When the page was built (Unix seconds) and that day's date (YYYY-MM-DD). The island first
   * renders for this moment, exactly as the static HTML was rendered, and moves to the browser's
   * clock right after hydrating (client-clock.ts).
   */
  readonly builtAt: number;
  readonly builtToday: string;
  /**
   * From this moment (Unix seconds) the static first page may show a sold car whose window has
   * closed, so the island searches again after hydrating; null when no listed car can drop out.
   */
  readonly staleAt: number | null;
}

/** The settings of one search page of a site. */
export function searchPageSettings(
  site: SiteConfig,
  searchKey: string | null,
  page: SearchPageDefinition,
  built: { readonly at: number; readonly today: string; readonly staleAt: number | null },
): SearchPageSettings {
  const typesense = site.search.typesense;
  const backend: SearchBackendSettings =
    site.search.backend === 'typesense' && typesense !== undefined
      ? { kind: 'typesense', cluster: clusterFromSettings(typesense), apiKey: searchKey }
      : { kind: 'embedded', snapshotUrl: STOCK_SNAPSHOT_PATH };
  return {
    ...page,
    siteSlug: site.slug,
    region: site.region,
    collection: typesense?.collection ?? DEFAULT_COLLECTION,
    backend,
    stockFilter: stockFilterSettingsOf(site.search),
    promoCards: site.features.promo_cards,
    tagSettings: { tags: { electric_hybrid: site.features.tags.electric_hybrid } },
    favourites: site.features.buttons.favourites,
    dealershipNames: Object.fromEntries(site.dealerships.map((dealership) => [dealership.slug, dealership.name])),
    allStockPath: ROUTES.stock,
    builtAt: built.at,
    builtToday: built.today,
    staleAt: built.staleAt,
  };
}
