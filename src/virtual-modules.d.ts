declare module 'virtual:dealer/site' {
  /** The validated config of the dealer being built. */
  // eslint-disable-next-line @typescript-eslint/consistent-type-imports -- an ambient module may not import a relative path; import() types are the only way in
  export const site: import('./config/site-config-schema.ts').SiteConfig;
  /** Absolute path of this dealer's data directory (cars, models, offers, content). */
  export const dataDir: string;
  /**
   * The site's scoped Typesense search key (search-only, limited to its own stock), read from
   * `TYPESENSE_SEARCH_KEY_<SLUG_UPPER_SNAKE>` at build time; null on embedded sites or when unset.
   */
  export const searchKey: string | null;
  /**
   * The one moment this build renders for (src/integration/build-moment.ts): which cars are
   * listed, their tags, the snapshot and the sitemap all follow it, never the clock.
   */
  // eslint-disable-next-line @typescript-eslint/consistent-type-imports -- an ambient module may not import a relative path; import() types are the only way in
  export const buildMoment: import('./integration/build-moment.ts').BuildMoment;
}
