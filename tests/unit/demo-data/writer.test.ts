import { spawnSync } from 'node:child_process';
import { mkdtemp, readFile, readdir, rm, stat, writeFile, mkdir, copyFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CONTENT_FILES, generateDemoData } from '../../../scripts/lib/demo-data-writer.ts';
import { removeRoot, runImport, scratchRoot } from '../stock/feed-fixtures.ts';
import { REFERENCE_DATE, ROOT, SEED } from './helpers.ts';

let root: string;

beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'demo-data-'));
  await mkdir(path.join(root, 'sites'));
  await copyFile(path.join(ROOT, 'sites', 'brighton-volkswagen.json'), path.join(root, 'sites', 'brighton-volkswagen.json'));
  await writeFile(path.join(root, 'sites', 'broken-site.json'), '{ "slug": "broken-site" }');
});

afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

describe('generateDemoData', () => {
  it('writes the JSON files and linked files, and reports invalid sites without stopping', async () => {
    const result = await generateDemoData({ root, seed: SEED, referenceDate: REFERENCE_DATE, outDir: 'data' });
    expect(result.sites.map((s) => s.slug)).toEqual(['brighton-volkswagen']);
    expect(result.failures.map((f) => f.slug)).toEqual(['broken-site']);
    expect(result.failures[0]?.errors.join('\n')).toContain('sites/broken-site.json');

    const written = (await readdir(path.join(root, 'data', 'brighton-volkswagen'))).sort();
    expect(written).toEqual(['cars.json', ...CONTENT_FILES.map((f) => `${f}.json`), 'meta.json'].sort());
    const cars = await readFile(path.join(root, 'data', 'brighton-volkswagen', 'cars.json'), 'utf8');
    expect(cars.endsWith('\n')).toBe(true);
    expect(cars).toBe(`${JSON.stringify(JSON.parse(cars), null, 2)}\n`);
    const first = JSON.parse(cars) as { primary_image_url: string }[];
    await expect(stat(path.join(root, 'public', first[0]?.primary_image_url ?? ''))).resolves.toBeDefined();
  });

  it('a second run with the same seed and date writes nothing', async () => {
    const carsFile = path.join(root, 'data', 'brighton-volkswagen', 'cars.json');
    const before = (await stat(carsFile)).mtimeMs;
    const result = await generateDemoData({ root, slugs: ['brighton-volkswagen'], seed: SEED, referenceDate: REFERENCE_DATE, outDir: 'data' });
    expect(result.sites[0]?.written).toBe(0);
    expect((await stat(carsFile)).mtimeMs).toBe(before);
  });

  it('a different seed rewrites the data', async () => {
    const result = await generateDemoData({ root, slugs: ['brighton-volkswagen'], seed: SEED + 1, referenceDate: REFERENCE_DATE, outDir: 'data' });
    expect(result.sites[0]?.written).toBeGreaterThan(0);
  });
});

describe('generateDemoData and a site whose stock was imported', () => {
  const slug = 'brighton-volkswagen';
  let site: string;
  const siteFile = (name: string) => path.join(site, 'data', slug, name);
  const generate = (replaceImportedStock?: boolean) =>
    generateDemoData({ root: site, slugs: [slug], seed: SEED, referenceDate: REFERENCE_DATE, outDir: 'data', replaceImportedStock });

  beforeEach(async () => {
    site = await scratchRoot([slug]);
    const imported = await runImport(site, ['--site', slug, '--from', path.join(ROOT, 'docs', 'stock-feed', 'sample-feed.csv')]);
    expect(imported.code).toBe(0);
  });
  afterEach(() => removeRoot(site));

  it('keeps the imported stock and its record, writes the demo content, and says so', async () => {
    const before = await readFile(siteFile('cars.json'), 'utf8');
    const result = await generate();
    expect(result.sites[0]).toMatchObject({
      keptImportedStock: true,
      stockNote: 'brighton-volkswagen: imported stock kept (from sample-feed.csv, 2026-11-24); demo cars not written',
      counts: { cars: 0 },
    });
    expect(await readFile(siteFile('cars.json'), 'utf8')).toBe(before);
    expect(JSON.parse(await readFile(siteFile('stock-source.json'), 'utf8'))).toMatchObject({ source: 'import', cars: 5 });
    expect(await readdir(path.join(site, 'data', slug))).toEqual(expect.arrayContaining(CONTENT_FILES.map((name) => `${name}.json`)));
  });

  it('keeps the stock when the record is there but unreadable: it never overwrites a dealer\'s feed on a guess', async () => {
    await writeFile(siteFile('stock-source.json'), '{"source": "import"');
    const before = await readFile(siteFile('cars.json'), 'utf8');
    const [report] = (await generate()).sites;
    expect(report?.stockNote).toMatch(/^brighton-volkswagen: imported stock kept \(data\/brighton-volkswagen\/stock-source\.json: not valid JSON \(.+\)\); demo cars not written$/);
    expect(await readFile(siteFile('cars.json'), 'utf8')).toBe(before);
  });

  it('with replaceImportedStock, writes demo cars and forgets the import', async () => {
    const [report] = (await generate(true)).sites;
    expect(report?.stockNote).toBe('brighton-volkswagen: imported stock (from sample-feed.csv, 2026-11-24) replaced by demo cars');
    expect(report?.keptImportedStock).toBe(false);
    const cars = JSON.parse(await readFile(siteFile('cars.json'), 'utf8')) as unknown[];
    expect(cars.length).toBe(report?.counts.cars);
    expect(cars.length).toBeGreaterThan(5);
    await expect(stat(siteFile('stock-source.json'))).rejects.toThrow();
    expect((await generate()).sites[0]?.stockNote).toBeNull();
  });

  it('npm run generate documents the way back to demo stock in its help', () => {
    const help = spawnSync(process.execPath, [path.join(ROOT, 'scripts', 'generate-demo-data.ts'), '--help'], { encoding: 'utf8' });
    expect(help.status).toBe(0);
    expect(help.stdout).toContain('--replace-imported-stock');
  });
});
