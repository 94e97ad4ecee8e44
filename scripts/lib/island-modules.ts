/**
 * The JavaScript a page's islands need to hydrate: each island's component and renderer module and
 * everything they import statically, as built files. An island that hydrates on the shopper's
 * intent (`client:intent`) fetches them after the page has loaded, so a measurement of what the page
 * loads can miss them; the benchmarks count them from here. Dynamic imports (the search engine,
 * loaded on the first search) are left out: they load on demand.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parseIntentOptions } from '../../src/browser/intent-hydration.ts';
import { staticImportsOf } from '../../src/browser/static-imports.ts';

const ISLAND_TAG = /<astro-island\b[^>]*>/g;
const MODULE_ATTRIBUTE = /\b(?:component-url|renderer-url)="([^"]+)"/g;
const OPTS_ATTRIBUTE = /\bopts="([^"]*)"/;

/**
 * Whether an island's modules load only once the shopper interacts: a `client:intent` island that
 * does not prefetch them while the page is idle (intent-hydration.ts, `prefetch`).
 */
function loadsOnInteractionOnly(tag: string): boolean {
  if (!/\bclient="intent"/.test(tag)) return false;
  const opts = OPTS_ATTRIBUTE.exec(tag)?.[1];
  if (opts === undefined) return false;
  const json = opts.replaceAll('&quot;', '"').replaceAll('&#39;', "'").replaceAll('&lt;', '<').replaceAll('&gt;', '>').replaceAll('&amp;', '&');
  const options = parseIntentOptions((JSON.parse(json) as { value?: unknown }).value);
  return options !== null && !options.prefetch;
}

/**
 * Site paths (`/_astro/…`) of the modules the page's islands load to hydrate, in no particular
 * order; with `beforeInteraction`, only those of islands that load without the shopper doing
 * anything (every island but a `client:intent` one that does not prefetch).
 */
export async function islandModulePaths(siteDir: string, html: string, { beforeInteraction = false } = {}): Promise<string[]> {
  const tags = [...html.matchAll(ISLAND_TAG)].map(([tag]) => tag).filter((tag) => !beforeInteraction || !loadsOnInteractionOnly(tag));
  const pending = tags.flatMap((tag) => [...tag.matchAll(MODULE_ATTRIBUTE)].map((match) => match[1] ?? ''));
  const seen = new Set<string>();
  while (pending.length > 0) {
    const sitePath = pending.pop() ?? '';
    if (seen.has(sitePath) || !sitePath.startsWith('/')) continue;
    seen.add(sitePath);
    const source = await readFile(path.join(siteDir, sitePath), 'utf8');
    pending.push(...staticImportsOf(source, sitePath));
  }
  return [...seen];
}
