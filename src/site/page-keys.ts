/**
 * The keys of Astro's incremental build (`cacheKey` in getStaticPaths): a page built before is
 * kept, not rendered again, when its route's code is unchanged (Astro hashes the module graph,
 * site config included, since it is in the code of virtual:dealer/site) and its key is the same.
 * So a key must hold every input of the page that is data, not code: what it lists, the content
 * the layout reads on every page, and what the build moment changes in it. A missing input is a
 * page that silently shows stale stock; tests/unit/build/incremental-build.test.ts proves the keys
 * complete by comparing incremental builds with full ones.
 */
import { createHash } from 'node:crypto';

/** A value as text with object keys sorted, so the same data gives the same key whatever order it was built in. */
function stableJson(value: unknown): string {
  return JSON.stringify(value, (_key, item: unknown) => {
    if (item === null || typeof item !== 'object' || Array.isArray(item)) return item;
    return Object.fromEntries(Object.entries(item).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  });
}

/** The key of a page whose inputs are `inputs`: a digest, since Astro keeps every key in its manifest. */
export function pageKey(inputs: unknown): string {
  return createHash('sha256').update(stableJson(inputs)).digest('base64url');
}
