/**
 * The `virtual:dealer/site` module: its code holds the site config but not the build's moment,
 * which the pages read from the build's process when they render. Astro's incremental build reuses
 * a page only while the code of every module it imports is unchanged, so a moment in the code
 * would make every page differ on every build.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { buildMomentAt } from '../../../src/integration/build-moment.ts';
import { setBuildMoment, siteModuleSource } from '../../../src/integration/dealer-site.ts';
import { siteConfig } from '../stock/feed-fixtures.ts';

let folder: string | undefined;
afterEach(async () => {
  if (folder !== undefined) await rm(folder, { recursive: true, force: true });
  folder = undefined;
});

/** Imports `source` as a fresh ES module. */
async function importSource(source: string, name: string): Promise<Record<string, unknown>> {
  folder ??= await mkdtemp(path.join(tmpdir(), 'site-module-'));
  const file = path.join(folder, `${name}.mjs`);
  await writeFile(file, source);
  return (await import(pathToFileURL(file).href)) as Record<string, unknown>;
}

describe('the site module', () => {
  it('gives the pages the moment set for this build, from code that does not change with it', async () => {
    const site = await siteConfig();
    const source = siteModuleSource(site, '/data/brighton-volkswagen', null);
    expect(source).not.toMatch(/\b1[0-9]{9}\b/);

    const first = buildMomentAt(new Date('2026-11-27T16:00:00Z'));
    setBuildMoment(first);
    const built = await importSource(source, 'first');
    expect(built.buildMoment).toEqual(first);
    expect(built.site).toEqual(site);

    const second = buildMomentAt(new Date('2026-11-28T01:30:00Z'));
    setBuildMoment(second);
    expect((await importSource(source, 'second')).buildMoment).toEqual(second);
  });

  it('refuses to load in a process whose build set no moment', async () => {
    const source = siteModuleSource(await siteConfig(), '/data/brighton-volkswagen', null).replace('dealer-site:build-moment', 'dealer-site:no-such-moment');
    await expect(importSource(source, 'unset')).rejects.toThrow('the dealer-site integration has not set the build moment in this process');
  });
});
