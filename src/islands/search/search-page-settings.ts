/**
 * Everything the search island needs to know about its page and site, as one serialisable value:
 * Astro passes it as an island prop, so it holds data only (no functions, no config objects the
 * island does not read). The island owns this type; the page shell builds the value once per page
 * from the validated site config (src/components/search/search-page-settings.ts).
 */
import type { CardTagSettings } from '../../domain/cars/card-tag.ts';
import type { MakeFacetValue } from '../../domain/cars/makes.ts';
import type { RegionCode } from '../../domain/basics/region.ts';
import type { PromoCard } from '../../domain/search/promo-cards.ts';
import type { StockFilterSettings } from '../../domain/search/stock-filter.ts';
import type { Refinements } from '../../domain/search/types.ts';
import type { ClusterSettings } from '../../search/typesense/connection.ts';

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

/** How the site's pages search in the browser: the search island and the hits lookup alike. */
export interface SiteSearchSettings {
  readonly backend: SearchBackendSettings;
  /** The InstantSearch index name of the default order (the Typesense collection). */
  readonly collection: string;
  readonly stockFilter: StockFilterSettings;
}

/** The island's settings (see the module comment). */
export interface SearchPageSettings extends SearchPageDefinition, SiteSearchSettings {
  readonly siteSlug: string;
  readonly region: RegionCode;
  readonly promoCards: readonly PromoCard[];
  /** The dealer's IANA time zone: promo cards start and end by its calendar. */
  readonly timeZone: string;
  readonly tagSettings: CardTagSettings;
  /** Whether cards show the favourite toggle (site.features.buttons.favourites). */
  readonly favourites: boolean;
  /** Dealership names by slug, to name the dealer-filtered refinement. */
  readonly dealershipNames: Readonly<Record<string, string>>;
  /**
   * The makes of the site's stock as the make filter lists them: their names from the makes list,
   * in its order (src/domain/cars/makes.ts makeFacetValues). Resolved at build time, so the page never
   * ships the whole list.
   */
  readonly makes: readonly MakeFacetValue[];
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
