/**
 * `npm run stock:branch` run for real on a temp folder standing in for a checkout of the `stock`
 * branch: restore copies each site's imported stock (cars.json and stock-source.json) into data/,
 * skipping a half-kept site; collect copies it back and lists the site as pending a deploy;
 * pending lists and clears. Then what CI relies on: the build's demo-data generator keeps the
 * restored stock, and the restored stock changes the site's stock hash, so `npm run deploy:plan`
 * plans the site.
 */
import { mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runScript, type ScriptRun } from './run-script.ts';
import { generateDemoData } from '../../scripts/lib/demo-data-writer.ts';
import { measureSiteParts } from '../../scripts/lib/deploy-parts.ts';

const root = path.join(import.meta.dirname, '..', '..');
const SITE = 'brighton-volkswagen';
let scratch: string;
let branch: string;
let data: string;

function stockBranch(...args: string[]): Promise<ScriptRun> {
  return runScript(path.join(root, 'scripts', 'stock-branch.ts'), args, { cwd: scratch });
}

const source = (cars: number) => `${JSON.stringify({ source: 'import', from: 'https://dms.example/export/cars.csv', imported_at: '2026-11-24T08:45:00Z', cars }, null, 2)}\n`;

async function put(dir: string, files: Record<string, string>): Promise<void> {
  await mkdir(dir, { recursive: true });
  for (const [name, text] of Object.entries(files)) await writeFile(path.join(dir, name), text);
}

beforeAll(async () => {
  scratch = await mkdtemp(path.join(tmpdir(), 'dealer-stock-branch-'));
  branch = path.join(scratch, 'stock');
  data = path.join(scratch, 'data');
});

afterAll(async () => {
  await rm(scratch, { recursive: true, force: true });
});

describe('npm run stock:branch', () => {
  it('restores every site kept on the branch into data/, and skips a site with one file of the two', async () => {
    await put(path.join(branch, 'alpha-motors'), { 'cars.json': '[]\n', 'stock-source.json': source(0) });
    await put(path.join(branch, 'bravo-cars'), { 'cars.json': '[]\n' });
    await put(path.join(branch, 'Not A Site'), { 'cars.json': '[]\n' });
    await writeFile(path.join(branch, 'pending-deploys.txt'), 'alpha-motors\n');
    const { code, out } = await stockBranch('restore', branch, '--data', data);
    expect(code).toBe(0);
    expect(out).toContain('Restored the imported stock of 1 site');
    expect(out).toContain('bravo-cars: skipped, the branch\'s bravo-cars/ has cars.json but no stock-source.json');
    expect((await readdir(data)).sort()).toEqual(['alpha-motors']);
    expect(await readFile(path.join(data, 'alpha-motors', 'stock-source.json'), 'utf8')).toBe(source(0));
  });

  it('restores only the listed sites, and nothing (demo stock) without a checkout', async () => {
    const only = await stockBranch('restore', branch, '--data', path.join(scratch, 'only'), '--sites', 'bravo-cars,charlie-auto');
    expect(only.code).toBe(0);
    expect(only.out).not.toContain('alpha-motors');
    const none = await stockBranch('restore', path.join(scratch, 'no-checkout'), '--data', data);
    expect(none.code).toBe(0);
    expect(none.out).toContain('the sites build their demo stock');
  });

  it('collects the stock files of the listed sites, lists them as pending, and fails for a site without imported stock', async () => {
    await put(path.join(data, 'delta-autos'), { 'cars.json': '[{"stock_number":"D1"}]\n', 'stock-source.json': source(1), 'models.json': '[]\n', 'meta.json': '{}\n' });
    await put(path.join(data, 'echo-demo'), { 'cars.json': '[]\n', 'models.json': '[]\n' });
    const changed = path.join(scratch, 'changed.txt');
    await writeFile(changed, 'delta-autos\n');
    const collected = await stockBranch('collect', branch, '--sites-file', changed, '--data', data);
    expect(collected.code).toBe(0);
    expect((await readdir(path.join(branch, 'delta-autos'))).sort()).toEqual(['cars.json', 'stock-source.json']);
    expect(await readFile(path.join(branch, 'pending-deploys.txt'), 'utf8')).toBe('alpha-motors\ndelta-autos\n');

    const demo = await stockBranch('collect', branch, '--sites', 'echo-demo', '--data', data);
    expect(demo.code).toBe(1);
    expect(demo.out).toContain('echo-demo: skipped, data/echo-demo/ has cars.json but no stock-source.json');
    expect(await readFile(path.join(branch, 'pending-deploys.txt'), 'utf8')).toBe('alpha-motors\ndelta-autos\n');
  });

  it('lists the pending sites, and takes the deployed ones off', async () => {
    expect((await stockBranch('pending', branch)).out).toBe('alpha-motors\ndelta-autos\n');
    const deployed = path.join(scratch, 'deployed.txt');
    await writeFile(deployed, 'delta-autos\nfoxtrot-cars\n');
    const cleared = await stockBranch('pending', branch, '--deployed-file', deployed);
    expect(cleared.out).toBe('alpha-motors\n');
    expect(await readFile(path.join(branch, 'pending-deploys.txt'), 'utf8')).toBe('alpha-motors\n');
  });

  it('explains itself with --help and refuses a missing command or checkout with exit code 2', async () => {
    const help = await stockBranch('--help');
    expect(help.code).toBe(0);
    expect(help.out).toContain('Usage: npm run stock:branch -- restore <dir>');
    expect((await stockBranch('restore')).code).toBe(2);
    const unknown = await stockBranch('push', branch);
    expect(unknown.code).toBe(2);
    expect(unknown.err).toContain('expected restore, collect or pending first, got "push"');
    expect((await stockBranch('collect', branch)).err).toContain('--sites <a,b,c> or --sites-file <file> is required');
  });
});

describe('restored stock in a build and a deploy plan', () => {
  it('is kept by the demo-data generator and counts as a stock change of the site', async () => {
    const siteData = path.join(scratch, 'site-data');
    const publicDir = path.join(scratch, 'public');
    const referenceDate = new Date('2026-11-24T00:00:00Z');
    await generateDemoData({ root, slugs: [SITE], outDir: siteData, publicDir, referenceDate });
    const [demo] = await measureSiteParts({ root, dataDir: siteData, slugs: [SITE] });

    // The dealer's feed, as the stock sync kept it on the branch: the demo cars with one price changed.
    const cars = JSON.parse(await readFile(path.join(siteData, SITE, 'cars.json'), 'utf8')) as { price: number }[];
    const first = cars[0];
    if (first === undefined) throw new Error('the demo data has no cars');
    first.price += 1000;
    const imported = `${JSON.stringify(cars, null, 2)}\n`;
    const kept = path.join(scratch, 'kept');
    await put(path.join(kept, SITE), { 'cars.json': imported, 'stock-source.json': source(cars.length) });
    expect((await stockBranch('restore', kept, '--data', siteData)).code).toBe(0);

    const regenerated = await generateDemoData({ root, slugs: [SITE], outDir: siteData, publicDir, referenceDate });
    expect(regenerated.sites[0]).toMatchObject({ slug: SITE, keptImportedStock: true });
    expect(await readFile(path.join(siteData, SITE, 'cars.json'), 'utf8')).toBe(imported);

    const [restored] = await measureSiteParts({ root, dataDir: siteData, slugs: [SITE] });
    expect(restored?.stock).not.toBe(demo?.stock);
    expect({ config: restored?.config, code: restored?.code }).toEqual({ config: demo?.config, code: demo?.code });
  }, 60_000);
});
