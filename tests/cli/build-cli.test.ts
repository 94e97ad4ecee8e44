/**
 * The build CLI as ops use it, run for real in a scratch copy of the project whose sites/ holds
 * one good dealer and one broken one. The good dealer's demo stock is generated once with the
 * fewest cars the generator allows and kept (`--no-generate`): what is tested here is what the
 * CLI does with a site, which a smaller site shows as well in a third of the time.
 */
import { spawnSync } from 'node:child_process';
import { readFile, readdir, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createScratchProject, removeScratchProject } from '../../scripts/lib/scratch-project.ts';
import { compareCarFile, readCompareCar } from '../../src/domain/compare/compare-car.ts';
import { COMPARE_CARDS_END, COMPARE_CARDS_START } from '../../src/domain/compare/compare-page.ts';
import { COMPARE_TEXTS } from '../../src/domain/compare/compare-texts.ts';
import { fillCompareCards } from '../../src/server/compare/compare-cards.ts';

const projectRoot = path.join(import.meta.dirname, '..', '..');
let scratch: string;
/** At least the demo sites' fewest cars (one per case the demo stock must show), far fewer than their default. */
const CARS = 130;
/** A real build of the scratch project's site: about 15 s, several times that while other work holds both cores. */
const BUILD_TIMEOUT_MS = 120_000;

function runNode(script: string, ...args: string[]) {
  const result = spawnSync(process.execPath, [script, ...args], { cwd: scratch, encoding: 'utf8', timeout: BUILD_TIMEOUT_MS });
  return { code: result.status, out: `${result.stdout}${result.stderr}` };
}

function runBuild(...args: string[]) {
  return runNode('scripts/build.ts', ...args);
}

beforeAll(async () => {
  scratch = await createScratchProject({ root: projectRoot, sites: ['brighton-volkswagen'], prefix: 'dealer-build-' });
  const broken = JSON.parse(await readFile(path.join(projectRoot, 'sites', 'lakeside-mazda.json'), 'utf8')) as Record<string, unknown>;
  await writeFile(
    path.join(scratch, 'sites', 'broken-dealer.json'),
    JSON.stringify({ ...broken, slug: 'broken-dealer', template: 'fancy', name: undefined }),
  );
  const generated = runNode('scripts/generate-demo-data.ts', '--site', 'brighton-volkswagen', '--cars', String(CARS));
  if (generated.code !== 0) throw new Error(generated.out);
});

afterAll(async () => {
  await removeScratchProject(scratch);
});

describe('npm run build', () => {
  it('prints its usage for --help', () => {
    const { code, out } = runBuild('--help');
    expect(code).toBe(0);
    expect(out).toContain('Usage: npm run build [-- options]');
    expect(out).toContain('--site <slug>');
  });

  it('builds the good site, names the broken one with file, path and problem, and exits non-zero', () => {
    const { code, out } = runBuild('--no-generate');
    expect(code).toBe(1);
    expect(out).toContain('sites/broken-dealer.json -> name: is required (expected a string)');
    expect(out).toContain('sites/broken-dealer.json -> template: expected one of "brand", "group", got the text "fancy"');
    expect(out).toMatch(/✓ brighton-volkswagen: \d+ pages in [\d.]+ s/);
    expect(out).toMatch(/broken-dealer\s+invalid/);
    expect(out).toMatch(/brighton-volkswagen\s+built\s+\d+/);
    expect(out).toContain('1 failed');
  }, BUILD_TIMEOUT_MS);

  it('writes the compare page with the placeholder of its plain cards, and a record per listed car that fills it', async () => {
    const dist = path.join(scratch, 'dist', 'brighton-volkswagen');
    const page = await readFile(path.join(dist, 'compare.html'), 'utf8');
    // The HTML compression keeps the placeholder as written, around the message of an empty link.
    const start = page.indexOf(COMPARE_CARDS_START);
    expect(start).toBeGreaterThan(0);
    expect(page.indexOf(COMPARE_TEXTS.empty, start)).toBeLessThan(page.indexOf(COMPARE_CARDS_END, start));
    const slugs = (await readdir(path.join(dist, 'compare'))).map((file) => file.replace(/\.json$/, '')).slice(0, 2);
    expect(slugs).toHaveLength(2);
    const read = async (slug: string) => readCompareCar(JSON.parse(await readFile(path.join(dist, compareCarFile(slug)), 'utf8'))) ?? null;
    const names = await Promise.all(slugs.map(async (slug) => (await read(slug))?.name));
    const filled = await fillCompareCards(page, `?cars=${slugs.join(',')}`, read);
    for (const name of names) expect(filled).toContain(`>${name ?? 'a record that reads'}</a></h2>`);
  });

  it('does not rebuild an unchanged site unless forced', async () => {
    const first = await stat(path.join(scratch, 'dist', 'brighton-volkswagen', 'index.html'));
    const again = runBuild('--site', 'brighton-volkswagen', '--no-generate');
    expect(again.code).toBe(0);
    expect(again.out).toContain('brighton-volkswagen: unchanged, not rebuilt');
    expect(again.out).toMatch(/brighton-volkswagen\s+cached.*yes$/m);
    expect((await stat(path.join(scratch, 'dist', 'brighton-volkswagen', 'index.html'))).mtimeMs).toBe(first.mtimeMs);
  }, BUILD_TIMEOUT_MS);

  it('a forced rebuild builds again and leaves nothing of the previous output behind (a stale page is gone), and no copy of it', async () => {
    const stale = path.join(scratch, 'dist', 'brighton-volkswagen', 'cars', 'a-car-that-was-sold.html');
    await writeFile(stale, '<p>sold</p>');
    const { code, out } = runBuild('--site', 'brighton-volkswagen', '--force', '--no-generate');
    expect(code).toBe(0);
    expect(out).toMatch(/brighton-volkswagen\s+built.*no$/m);
    await expect(stat(stale)).rejects.toThrow('ENOENT');
    await expect(stat(path.join(scratch, 'dist', 'brighton-volkswagen', 'index.html'))).resolves.toBeDefined();
    expect(await readdir(path.join(scratch, '.cache', 'trash'))).toEqual([]);
  }, BUILD_TIMEOUT_MS);

  it('rebuilds a site whose config changed', async () => {
    const file = path.join(scratch, 'sites', 'brighton-volkswagen.json');
    const config = JSON.parse(await readFile(file, 'utf8')) as { name: string };
    await writeFile(file, JSON.stringify({ ...config, name: 'Brighton VW' }, null, 2));
    const { code, out } = runBuild('--site', 'brighton-volkswagen', '--no-generate');
    expect(code).toBe(0);
    expect(out).toMatch(/brighton-volkswagen\s+built/);
    expect(await readFile(path.join(scratch, 'dist', 'brighton-volkswagen', 'index.html'), 'utf8')).toContain('<title>Brighton VW</title>');
  }, BUILD_TIMEOUT_MS);

  it('refuses an unknown site by name and lists the known ones', () => {
    const { code, out } = runBuild('--site', 'nowhere-motors');
    expect(code).toBe(1);
    expect(out).toContain('sites/nowhere-motors.json: no such site config (known sites: brighton-volkswagen, broken-dealer)');
  });

  it('rejects a bad option with exit code 2', () => {
    const { code, out } = runBuild('--jobs', 'many');
    expect(code).toBe(2);
    expect(out).toContain('--jobs expects a whole number of 1 or more, got "many"');
  });
});
