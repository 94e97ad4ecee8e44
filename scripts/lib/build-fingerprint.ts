/**
 * What a site's build depends on, reduced to one hash: its config, its data, and the code and
 * assets shared by every site. Equal fingerprints mean the site's output would not change, so the
 * build can skip it.
 */
import { createHash } from 'node:crypto';
import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';

/** Files and folders, relative to the root, that every site's output depends on. */
export const SHARED_INPUTS = [
  'src',
  'content',
  'public',
  'astro.config.mjs',
  'package-lock.json',
  'tsconfig.json',
  'scripts/build-site-worker.ts',
];

async function listFiles(dir: string): Promise<string[]> {
  let entries;
  try {
    entries = await readdir(dir, { withFileTypes: true, recursive: true });
  } catch {
    return [];
  }
  return entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
}

async function filesOf(root: string, relative: string): Promise<string[]> {
  const absolute = path.join(root, relative);
  const files = await listFiles(absolute);
  if (files.length > 0) return files;
  try {
    await readFile(absolute);
    return [absolute];
  } catch {
    return [];
  }
}

/** Hashes file names (relative to root) and contents, in a stable order. */
export async function hashInputs(root: string, inputs: readonly string[]): Promise<string> {
  const files = (await Promise.all(inputs.map((input) => filesOf(root, input)))).flat().sort();
  const hash = createHash('sha256');
  for (const file of files) {
    hash.update(path.relative(root, file));
    hash.update('\0');
    hash.update(await readFile(file));
    hash.update('\0');
  }
  return hash.digest('hex');
}

/** The fingerprint of one site: shared code hash + its config + its data directory. */
export async function siteFingerprint(root: string, sharedHash: string, slug: string, dataDir: string): Promise<string> {
  const own = await hashInputs(root, [`sites/${slug}.json`, path.relative(root, path.join(dataDir, slug))]);
  return createHash('sha256').update(sharedHash).update(own).digest('hex');
}
