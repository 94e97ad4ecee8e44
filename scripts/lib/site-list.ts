/**
 * A list of dealer sites given on a command line, as `--sites a,b,c` or as `--sites-file <file>`
 * holding one slug per line: what the deploy queue and the stock-branch script read. CI writes
 * these files from other commands' output, so blank lines are skipped and a slug listed twice
 * counts once; anything that is not a slug is a usage mistake, caught before a deploy starts or a
 * file is copied (a slug also becomes part of a command line and of a path).
 */
import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { UsageError } from './cli.ts';

/** A site slug as the config schema allows it: lower-case letters, digits and single hyphens. */
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export function isSlug(text: string): boolean {
  return SLUG.test(text);
}

/**
 * The slugs of `entries` (already split), trimmed, blank ones skipped, each once in first-seen
 * order. `source` names where they came from in the error for one that is not a slug.
 */
export function siteSlugs(entries: readonly string[], source: string): string[] {
  const slugs: string[] = [];
  for (const entry of entries.map((text) => text.trim())) {
    if (entry === '') continue;
    if (!isSlug(entry)) throw new UsageError(`${source}: "${entry}" is not a site slug (lower-case letters, digits and single hyphens)`);
    if (!slugs.includes(entry)) slugs.push(entry);
  }
  return slugs;
}

export interface SiteListOptions {
  /** `--sites`: slugs separated by commas. */
  sites?: string;
  /** `--sites-file`: a file of one slug per line, relative to `cwd` unless absolute. */
  sitesFile?: string;
}

/**
 * The sites of `--sites` or `--sites-file` (exactly one of them must be given), or a UsageError.
 * An empty file is an empty list: a CI step with nothing to do.
 */
export async function readSiteList({ sites, sitesFile }: SiteListOptions, cwd = process.cwd()): Promise<string[]> {
  if (sites !== undefined && sitesFile !== undefined) throw new UsageError('give --sites or --sites-file, not both');
  if (sites !== undefined) return siteSlugs(sites.split(','), '--sites');
  if (sitesFile === undefined) throw new UsageError('--sites <a,b,c> or --sites-file <file> is required: the sites to work on');
  let text: string;
  try {
    text = await readFile(path.resolve(cwd, sitesFile), 'utf8');
  } catch (error) {
    throw new UsageError(`--sites-file ${sitesFile}: cannot read it (${(error as NodeJS.ErrnoException).code ?? String(error)})`);
  }
  return siteSlugs(text.split('\n'), sitesFile);
}

/** A `--show <n>` option's count of lines to list: a whole number, 0 or more. */
export function showCount(text: string): number {
  const show = Number(text);
  if (!Number.isInteger(show) || show < 0) throw new UsageError(`--show expects a whole number, got "${text}"`);
  return show;
}

/**
 * The built sites a checker of `dist/` reads: those `--site` names, each of which must be built,
 * or every site in `dist/`; a usage mistake when there are none.
 */
export async function builtSites(root: string, requested: readonly string[] | undefined): Promise<string[]> {
  const built = (await readdir(path.join(root, 'dist'), { withFileTypes: true }).catch(() => [])).filter((entry) => entry.isDirectory()).map((entry) => entry.name);
  const slugs = requested ?? built;
  if (slugs.length === 0) throw new UsageError('No built sites in dist/. Run `npm run build` first.');
  for (const slug of slugs) if (!built.includes(slug)) throw new UsageError(`dist/${slug}/ does not exist. Build it with \`npm run build -- --site ${slug}\`.`);
  return [...slugs];
}
