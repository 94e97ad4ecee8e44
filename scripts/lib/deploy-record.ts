/**
 * The record of a site's last successful production deploy (a draft deploy is a preview, and
 * leaves the record alone): what it was built from (the parts of its
 * fingerprint) and where it went. One JSON file per site, `<records dir>/<slug>.json`; this module
 * is its only reader and writer.
 *
 * Locally the records live in `.deploys/` (not committed). In CI that folder is a checkout of the
 * repository's `deploys` branch: each deploy job commits its site's record there, and the next
 * run's plan reads them all back. A git branch is kept for good, is the same on every runner, and
 * shows in its history who deployed what and when; one file per site means two sites' jobs never
 * change the same file, so their pushes only ever need a rebase, never a merge of contents.
 */
import { mkdir, readFile, readdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import type { SiteParts } from './deploy-parts.ts';

/** The records folder when none is given, relative to the project root. */
export const DEFAULT_RECORDS_DIR = '.deploys';

const hash = z.string().regex(/^[0-9a-f]{64}$/, 'a SHA-256 in hex');

export const DeployRecordSchema = z.object({
  site: z.string().min(1),
  /** The hashes the site was built from: its config, its data (stock), the shared code. */
  parts: z.object({ config: hash, stock: hash, code: hash }),
  /** The build's own fingerprint (the one `.cache/builds/<slug>.json` keeps), for cross-checking. */
  buildFingerprint: hash,
  deployedAt: z.iso.datetime({ offset: true }),
  /** The commit deployed, when the project is a git checkout. */
  commit: z.string().nullable(),
  /** Netlify's answer: its deploy id and the deploy's URL. */
  deployId: z.string(),
  url: z.string(),
});

export type DeployRecord = z.output<typeof DeployRecordSchema>;

export class DeployRecordError extends Error {}

function recordFile(dir: string, slug: string): string {
  return path.join(dir, `${slug}.json`);
}

/** Every record in `dir`, by site; an empty map when the folder is missing (nothing deployed yet). */
export async function readDeployRecords(dir: string): Promise<Map<string, DeployRecord>> {
  let names: string[];
  try {
    names = await readdir(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return new Map();
    throw error;
  }
  const records = new Map<string, DeployRecord>();
  for (const name of names.filter((n) => n.endsWith('.json')).sort()) {
    const file = path.join(dir, name);
    let json: unknown;
    try {
      json = JSON.parse(await readFile(file, 'utf8'));
    } catch (error) {
      throw new DeployRecordError(`${file} is not JSON (${(error as Error).message}); delete it to deploy that site afresh`);
    }
    const parsed = DeployRecordSchema.safeParse(json);
    if (!parsed.success) {
      const problems = parsed.error.issues.map((issue) => `${issue.path.join('.') || '(record)'}: ${issue.message}`);
      throw new DeployRecordError(`${file} is not a deploy record (${problems.join('; ')}); delete it to deploy that site afresh`);
    }
    if (`${parsed.data.site}.json` !== name) throw new DeployRecordError(`${file} records the site "${parsed.data.site}", not the one its name says`);
    records.set(parsed.data.site, parsed.data);
  }
  return records;
}

/** Writes a site's record (replacing the previous one in one rename). */
export async function writeDeployRecord(dir: string, record: DeployRecord): Promise<string> {
  const valid = DeployRecordSchema.parse(record);
  await mkdir(dir, { recursive: true });
  const file = recordFile(dir, valid.site);
  const temporary = `${file}.${process.pid}.tmp`;
  await writeFile(temporary, `${JSON.stringify(valid, null, 2)}\n`);
  await rename(temporary, file);
  return file;
}

/** A record for `parts`, deployed now. */
export function newDeployRecord(parts: SiteParts, details: Pick<DeployRecord, 'commit' | 'deployId' | 'url'>, now = new Date()): DeployRecord {
  return {
    site: parts.site,
    parts: { config: parts.config, stock: parts.stock, code: parts.code },
    buildFingerprint: parts.buildFingerprint,
    deployedAt: now.toISOString(),
    ...details,
  };
}
