/**
 * The stock sync's dry run: the manifest of a built site (each file's sha1 and size, as Netlify's
 * deploy digest has them) and what a deploy would upload and delete against the last one.
 */
import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { hashOutput, manifestFile, planUpload, readManifest, writeManifest, type OutputManifest } from '../../../scripts/lib/output-manifest.ts';

const sha1 = (data: string | Buffer) => createHash('sha1').update(data).digest('hex');
const entry = (text: string) => ({ sha1: sha1(text), size: Buffer.byteLength(text) });

describe('planUpload', () => {
  const last: OutputManifest = {
    'index.html': entry('<h1>Home</h1>'),
    'cars/golf.html': entry('<p>$30,990</p>'),
    'cars/polo.html': entry('<p>$24,990</p>'),
    'search/stock.json': entry('[1,2]'),
  };

  it('counts every file as an upload on the first sync, and nothing as a deletion', () => {
    const plan = planUpload(null, last);
    expect(plan.upload).toEqual(Object.keys(last));
    expect(plan.uploadBytes).toBe(plan.totalBytes);
    expect(plan).toMatchObject({ total: 4, deleted: [] });
  });

  it('counts the changed and the new files as uploads, and the files gone as deletions', () => {
    const next: OutputManifest = {
      'index.html': last['index.html'] ?? entry(''),
      'cars/golf.html': entry('<p>$29,990</p>'),
      'cars/tiguan.html': entry('<p>$45,990</p>'),
      'search/stock.json': entry('[1,3]'),
    };
    const plan = planUpload(last, next);
    expect(plan.upload).toEqual(['cars/golf.html', 'cars/tiguan.html', 'search/stock.json']);
    expect(plan.uploadBytes).toBe(Buffer.byteLength('<p>$29,990</p><p>$45,990</p>[1,3]'));
    expect(plan.total).toBe(4);
    expect(plan.totalBytes).toBe(plan.uploadBytes + Buffer.byteLength('<h1>Home</h1>'));
    expect(plan.deleted).toEqual(['cars/polo.html']);
  });

  it('finds nothing to upload or delete when the output is the same', () => {
    expect(planUpload(last, { ...last })).toMatchObject({ upload: [], uploadBytes: 0, deleted: [] });
  });

  it('goes by the digest, not the size: a same-length change is an upload', () => {
    const next = { ...last, 'cars/polo.html': entry('<p>$24,991</p>') };
    expect(planUpload(last, next).upload).toEqual(['cars/polo.html']);
  });
});

describe('hashOutput and the kept manifest', () => {
  let root: string;
  beforeEach(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'output-manifest-'));
  });
  afterEach(async () => {
    await rm(root, { recursive: true, force: true });
  });

  it("gives each file's sha1 and size under its /-separated path, sorted, a file larger than one read included", async () => {
    const dir = path.join(root, 'dist', 'a-dealer');
    await mkdir(path.join(dir, 'cars', 'photos'), { recursive: true });
    // Many reads of the 256 KB buffer, the last one short.
    const large = Buffer.alloc(2.5 * 1024 * 1024 + 7, 'x');
    await writeFile(path.join(dir, 'index.html'), '<h1>Home</h1>');
    await writeFile(path.join(dir, 'cars', 'golf.html'), '<p>Golf</p>');
    await writeFile(path.join(dir, 'cars', 'photos', 'golf.svg'), large);
    await writeFile(path.join(dir, 'empty.txt'), '');
    expect(await hashOutput(dir)).toEqual({
      'cars/golf.html': entry('<p>Golf</p>'),
      'cars/photos/golf.svg': { sha1: sha1(large), size: large.length },
      'empty.txt': entry(''),
      'index.html': entry('<h1>Home</h1>'),
    });
    expect(Object.keys(await hashOutput(dir))).toEqual(['cars/golf.html', 'cars/photos/golf.svg', 'empty.txt', 'index.html']);
  });

  it('keeps the manifest in .cache/sync/<slug>.json; none, or one that cannot be read, means a first sync', async () => {
    expect(await readManifest(root, 'a-dealer')).toBeNull();
    const manifest = { 'index.html': entry('<h1>Home</h1>') };
    await writeManifest(root, 'a-dealer', manifest);
    expect(manifestFile(root, 'a-dealer')).toBe(path.join(root, '.cache', 'sync', 'a-dealer.json'));
    expect(await readManifest(root, 'a-dealer')).toEqual(manifest);
    await writeFile(manifestFile(root, 'a-dealer'), '{"files": ');
    expect(await readManifest(root, 'a-dealer')).toBeNull();
  });
});
