/**
 * The JavaScript a page's islands need to hydrate: each island's component and renderer module and
 * everything they import statically, as built files. An island that hydrates on the shopper's
 * intent (`client:intent`) fetches them after the page has loaded, so a measurement of what the page
 * loads can miss them; the benchmarks count them from here. Dynamic imports (the search engine,
 * loaded on the first search) are left out: they load on demand.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { staticImportsOf } from '../../src/browser/static-imports.ts';

const ISLAND_TAG = /<astro-island\b[^>]*>/g;
const MODULE_ATTRIBUTE = /\b(?:component-url|renderer-url)="([^"]+)"/g;

/** Site paths (`/_astro/…`) of the modules the page's islands load to hydrate, in no particular order. */
export async function islandModulePaths(siteDir: string, html: string): Promise<string[]> {
  const pending = [...html.matchAll(ISLAND_TAG)].flatMap(([tag]) => [...tag.matchAll(MODULE_ATTRIBUTE)].map((match) => match[1] ?? ''));
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
