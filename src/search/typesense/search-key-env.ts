/**
 * Where a Typesense site's scoped search key lives between the indexer and the build: an
 * environment variable per site. The indexer prints `NAME=key` lines; ops put them where the build
 * runs; the build reads the key by the same name and hands it, and only it, to the browser.
 */

/**
 * The environment variable holding a site's scoped search key: `TYPESENSE_SEARCH_KEY_` and the
 * slug in upper case with hyphens as underscores, e.g. `TYPESENSE_SEARCH_KEY_BRIGHTON_VOLKSWAGEN`.
 */
export function searchKeyEnvName(slug: string): string {
  return `TYPESENSE_SEARCH_KEY_${slug.toUpperCase().replaceAll('-', '_')}`;
}

/** The environment variable with the admin key the indexer writes with. Never read by the build. */
export const ADMIN_KEY_ENV = 'TYPESENSE_ADMIN_KEY';

/**
 * The environment variable with the search-only parent key the indexer signs scoped keys with.
 * Never read by the build: only the scoped keys derived from it reach a browser.
 */
export const SEARCH_PARENT_KEY_ENV = 'TYPESENSE_SEARCH_PARENT_KEY';
