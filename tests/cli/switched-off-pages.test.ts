/**
 * Feature switches that turn a page off remove every link to it (0 broken internal links): one site of each
 * template is built for real, in a scratch copy of the project, with every page `features.pages`
 * can switch off switched off and the fewest demo cars the generator allows. None of those pages
 * is built, no link, form or asset of any built page points at one, and the link check is clean.
 * (tests/unit/site/built-pages.test.ts switches each page off alone.)
 */
import { spawnSync } from 'node:child_process';
import { readFile, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FeaturesSchema } from '../../src/config/site-config-schema.ts';
import { builtPages, isBuiltPath } from '../../src/site/built-pages.ts';
import { checkSite } from '../../scripts/lib/link-check.ts';
import { internalLink, pagePathOf, pageReferences } from '../../scripts/lib/internal-links.ts';
import { resolveFile } from '../../scripts/lib/static-server.ts';
import { createScratchProject, removeScratchProject } from '../../scripts/lib/scratch-project.ts';
import { PAGES_EACH_SWITCH_REMOVES } from '../unit/site/page-switches.ts';

const projectRoot = path.join(import.meta.dirname, '..', '..');
const SITES = ['brighton-volkswagen', 'bayside-motor-group'];
/** At least the demo sites' fewest cars (one per case the demo stock must show), far fewer than their default. */
const CARS = 130;
const everyPageOff = Object.fromEntries(Object.keys(FeaturesSchema.parse({}).pages).map((page) => [page, false]));
const pagesOff = builtPages({ features: FeaturesSchema.parse({ pages: everyPageOff }) });

let scratch: string;
let build: { code: number | null; out: string };

// The build of both sites is the longest run: about a minute, several on a busy machine.
function runNode(...args: string[]) {
  const result = spawnSync(process.execPath, args, { cwd: scratch, encoding: 'utf8', timeout: 240_000 });
  return { code: result.status, out: `${result.stdout}${result.stderr}` };
}

beforeAll(async () => {
  scratch = await createScratchProject({ root: projectRoot, sites: SITES, prefix: 'dealer-pages-off-' });
  for (const slug of SITES) {
    const file = path.join(scratch, 'sites', `${slug}.json`);
    const config = JSON.parse(await readFile(file, 'utf8')) as { features?: Record<string, unknown> };
    await writeFile(file, JSON.stringify({ ...config, features: { ...config.features, pages: everyPageOff } }, null, 2));
  }
  const generated = runNode('scripts/generate-demo-data.ts', ...SITES.flatMap((slug) => ['--site', slug]), '--cars', String(CARS));
  if (generated.code !== 0) throw new Error(generated.out);
  build = runNode('scripts/build.ts', ...SITES.flatMap((slug) => ['--site', slug]), '--force', '--no-generate');
  // Demo data and a real build of two sites: more than the suite's 120 s hook limit on a busy machine.
}, 300_000);

afterAll(async () => {
  await removeScratchProject(scratch);
});

describe.each(SITES)('%s with every optional page switched off', (slug) => {
  it('builds', () => {
    expect(build.out).toMatch(new RegExp(`${slug}\\s+built`));
    expect(build.code).toBe(0);
  });

  it('builds none of the switched-off pages', async () => {
    const dir = path.join(scratch, 'dist', slug);
    for (const pagePath of Object.values(PAGES_EACH_SWITCH_REMOVES).flat()) {
      expect(await resolveFile(dir, pagePath, { strictFolders: true }), pagePath).toBeUndefined();
    }
    const files = (await readdir(dir, { recursive: true })).filter((file) => file.endsWith('.html'));
    expect(files.length).toBeGreaterThan(CARS);
    expect(files.map(pagePathOf).filter((pagePath) => !isBuiltPath(pagesOff, pagePath))).toEqual([]);
  });

  it('has no link, form or asset pointing at a switched-off page, and its link check is clean', async () => {
    const dir = path.join(scratch, 'dist', slug);
    const origin = (JSON.parse(await readFile(path.join(scratch, 'sites', `${slug}.json`), 'utf8')) as { url: string }).url;
    const offending: string[] = [];
    for (const file of (await readdir(dir, { recursive: true })).filter((name) => name.endsWith('.html'))) {
      const pagePath = pagePathOf(file);
      for (const reference of pageReferences(await readFile(path.join(dir, file), 'utf8'))) {
        const link = internalLink(reference.url, pagePath, origin);
        if (link !== null && !isBuiltPath(pagesOff, link.path)) offending.push(`${pagePath}: ${reference.kind} ${reference.url}`);
      }
    }
    expect(offending).toEqual([]);
    const result = await checkSite(scratch, slug);
    expect(result.links).toBeGreaterThan(1_000);
    expect(result.broken).toEqual([]);
  });
});
