/**
 * What a deploy of a built site would upload, without deploying: a manifest of the site's output
 * (each file's path, sha1 and size), kept from the last sync or deploy in `.cache/sync/<slug>.json`,
 * and the comparison of a new build's manifest with it. `npm run stock:sync` prints it as its dry
 * run.
 *
 * sha1 because it is Netlify's deploy digest: Netlify asks for the files whose sha1 it does not
 * hold, so the files whose sha1 changed are the ones a deploy sends. A 2,000-car site's output is
 * some 3,600 files and 190 MB; the files are hashed a few at a time, each read in chunks into a
 * buffer its worker reuses (constant memory, and far quicker than a read stream per file), which
 * takes well under a second.
 */
import { createHash } from 'node:crypto';
import { open, readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { replaceFileAtomically } from '../../src/stock/replace-file.ts';

/** One file of a site's output. */
export interface ManifestEntry {
  readonly sha1: string;
  readonly size: number;
}

/** A site's output: path inside the output folder (`/`-separated) → its digest and size. */
export type OutputManifest = Readonly<Record<string, ManifestEntry>>;

/** Files hashed at once: enough to keep the disk and a core busy, few enough to hold few files open. */
const HASH_WORKERS = 8;
/** Bytes read from a file at a time. */
const CHUNK_BYTES = 256 * 1024;

/** The manifest of the last sync or deploy of a site. */
export function manifestFile(root: string, slug: string): string {
  return path.join(root, '.cache', 'sync', `${slug}.json`);
}

/** sha1 and size of a file, read in chunks into `buffer`. */
async function hashFile(file: string, buffer: Buffer): Promise<ManifestEntry> {
  const hash = createHash('sha1');
  const handle = await open(file, 'r');
  try {
    let size = 0;
    for (;;) {
      const { bytesRead } = await handle.read(buffer, 0, buffer.length, null);
      if (bytesRead === 0) break;
      hash.update(buffer.subarray(0, bytesRead));
      size += bytesRead;
    }
    return { sha1: hash.digest('hex'), size };
  } finally {
    await handle.close();
  }
}

/** The manifest of every file under `dir`, its keys sorted. */
export async function hashOutput(dir: string): Promise<OutputManifest> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  const files = entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
  const hashed = new Map<string, ManifestEntry>();
  let next = 0;
  const worker = async () => {
    const buffer = Buffer.allocUnsafe(CHUNK_BYTES);
    for (let file = files[next++]; file !== undefined; file = files[next++]) {
      hashed.set(path.relative(dir, file).split(path.sep).join('/'), await hashFile(file, buffer));
    }
  };
  await Promise.all(Array.from({ length: Math.min(HASH_WORKERS, files.length) }, worker));
  return Object.fromEntries([...hashed].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

/** The manifest kept for a site, or null when there is none (the first sync) or it cannot be read. */
export async function readManifest(root: string, slug: string): Promise<OutputManifest | null> {
  try {
    const parsed = JSON.parse(await readFile(manifestFile(root, slug), 'utf8')) as { files?: unknown };
    return typeof parsed.files === 'object' && parsed.files !== null ? (parsed.files as OutputManifest) : null;
  } catch {
    // A manifest that cannot be read only makes the dry run count every file, as on a first sync.
    return null;
  }
}

/** Keeps the manifest for the next sync, replaced in one step so a killed run leaves the old one whole. */
export async function writeManifest(root: string, slug: string, files: OutputManifest): Promise<void> {
  await replaceFileAtomically(manifestFile(root, slug), `${JSON.stringify({ files })}\n`);
}

/** What a deploy of the new output would send, against the last one. */
export interface UploadPlan {
  /** Files new or changed since the last manifest (every file when there is none). */
  readonly upload: readonly string[];
  readonly uploadBytes: number;
  /** Files in the new output. */
  readonly total: number;
  readonly totalBytes: number;
  /** Files of the last manifest that the new output no longer has. */
  readonly deleted: readonly string[];
}

/** Compares two manifests. Pure. */
export function planUpload(previous: OutputManifest | null, next: OutputManifest): UploadPlan {
  const upload: string[] = [];
  let uploadBytes = 0;
  let totalBytes = 0;
  for (const [file, entry] of Object.entries(next)) {
    totalBytes += entry.size;
    if (previous?.[file]?.sha1 === entry.sha1) continue;
    upload.push(file);
    uploadBytes += entry.size;
  }
  const deleted = previous === null ? [] : Object.keys(previous).filter((file) => !Object.hasOwn(next, file));
  return { upload, uploadBytes, total: Object.keys(next).length, totalBytes, deleted };
}
