import { mkdtemp, readFile, readdir, rm, stat, writeFile, mkdir, copyFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_FILES, generateDemoData } from '../../../scripts/lib/demo-data-writer.ts';
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
