import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { islandModulePaths } from '../../../scripts/lib/island-modules.ts';

let siteDir = '';
afterEach(async () => {
  if (siteDir !== '') await rm(siteDir, { recursive: true, force: true });
});

async function site(files: Record<string, string>): Promise<string> {
  siteDir = await mkdtemp(path.join(tmpdir(), 'island-modules-'));
  await mkdir(path.join(siteDir, '_astro'));
  for (const [name, source] of Object.entries(files)) await writeFile(path.join(siteDir, '_astro', name), source);
  return siteDir;
}

describe("the modules a page's islands load to hydrate", () => {
  it('are each island’s component and renderer and what they import statically, each once, dynamic imports left out', async () => {
    const dir = await site({
      'Search.js': 'import{a as e}from"./react.js";import"./shared.js";const l=()=>import("./engine.js");export{e as default};',
      'client.js': 'import{b}from"./react.js";export default b;',
      'react.js': 'export const a=1,b=2;',
      'shared.js': 'export{x}from"./texts.js";',
      'texts.js': 'export const x=1;',
      'engine.js': 'export const engine=1;',
    });
    const html = '<astro-island uid="a" component-url="/_astro/Search.js" component-export="default" renderer-url="/_astro/client.js" client="intent"></astro-island>';
    expect((await islandModulePaths(dir, html)).sort()).toEqual(['/_astro/Search.js', '/_astro/client.js', '/_astro/react.js', '/_astro/shared.js', '/_astro/texts.js']);
  });

  it('before interaction, leave out a client:intent island that does not prefetch, and keep one that does', async () => {
    const dir = await site({ 'Finder.js': 'import"./react.js";', 'Search.js': 'import"./react.js";', 'client.js': '', 'react.js': '' });
    const opts = (prefetch: boolean) => JSON.stringify({ name: 'X', value: { staleFrom: null, params: [], storedList: null, prefetch, hydrateNear: null } }).replaceAll('"', '&quot;');
    const finder = `<astro-island component-url="/_astro/Finder.js" renderer-url="/_astro/client.js" client="intent" opts="${opts(false)}"></astro-island>`;
    const search = `<astro-island component-url="/_astro/Search.js" renderer-url="/_astro/client.js" client="intent" opts="${opts(true)}"></astro-island>`;
    expect(await islandModulePaths(dir, finder, { beforeInteraction: true })).toEqual([]);
    expect((await islandModulePaths(dir, finder)).sort()).toEqual(['/_astro/Finder.js', '/_astro/client.js', '/_astro/react.js']);
    expect((await islandModulePaths(dir, finder + search, { beforeInteraction: true })).sort()).toEqual(['/_astro/Search.js', '/_astro/client.js', '/_astro/react.js']);
  });

  it('are none on a page without islands', async () => {
    const dir = await site({});
    expect(await islandModulePaths(dir, '<main><script type="module" src="/_astro/x.js"></script></main>')).toEqual([]);
  });
});
