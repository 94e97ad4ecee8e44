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
import { isDeeplyFrozen } from '../lib/deep-freeze.ts';

/** What JSON.stringify leaves out of an object (and writes as null in an array). */
const omitted = (value: unknown) => value === undefined || typeof value === 'function' || typeof value === 'symbol';

/** The text of each deeply frozen object written so far: it cannot change, so it is written once. */
const frozenText = new WeakMap<object, string>();

/**
 * A value as JSON.stringify writes it, but with object keys sorted, so the same data gives the same
 * key whatever order it was built in. A build keys thousands of pages, most of them holding some of
 * the same cars, which the stock reader deep-freezes (src/stock/read-stock-feed.ts): such an object's
 * text is remembered, so each car is written once per build rather than once per page that shows it.
 */
export function stableJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  if (!isDeeplyFrozen(value)) return objectJson(value);
  let text = frozenText.get(value);
  if (text === undefined) {
    text = objectJson(value);
    frozenText.set(value, text);
  }
  return text;
}

function objectJson(value: object): string {
  const json = (value as { toJSON?: unknown }).toJSON;
  if (typeof json === 'function') return stableJson((json as () => unknown).call(value));
  if (Array.isArray(value)) return `[${value.map((item: unknown) => (omitted(item) ? 'null' : stableJson(item))).join(',')}]`;
  const record = value as Record<string, unknown>;
  const members: string[] = [];
  for (const key of Object.keys(record).sort()) {
    const item = record[key];
    if (!omitted(item)) members.push(`${JSON.stringify(key)}:${stableJson(item)}`);
  }
  return `{${members.join(',')}}`;
}

/** The key of a page whose inputs are `inputs`: a digest, since Astro keeps every key in its manifest. */
export function pageKey(inputs: unknown): string {
  return createHash('sha256').update(stableJson(inputs)).digest('base64url');
}
