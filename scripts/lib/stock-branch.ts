/**
 * Imported stock between a site's data folder and a checkout of the repository's `stock` branch.
 * data/ is not committed, so a CI build would otherwise know only demo stock; the branch holds,
 * per site with imported stock, `<slug>/cars.json` and `<slug>/stock-source.json` (the files the
 * importer writes, src/stock/), and nothing of the project. The build's demo-data generator keeps
 * a site's cars when its stock-source.json is there, so restoring both files is all a build needs
 * to publish what the dealer sells.
 *
 * The branch also lists the sites whose newest stock is not deployed yet (`pending-deploys.txt`):
 * the stock sync marks a site when it commits new stock and unmarks it once its deploy succeeded,
 * so a deploy that failed, or that did not fit in its round, is tried again in the next one
 * rather than waiting for the feed to change again.
 */
import { copyFile, mkdir, readFile, readdir, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { stockFeedFile } from '../../src/stock/read-stock-feed.ts';
import { stockSourceFile } from '../../src/stock/stock-source.ts';
import { isSlug } from './site-list.ts';

/** The files of one site's imported stock, in its data folder and on the branch alike. */
export function stockFiles(siteDir: string): [string, string] {
  return [stockFeedFile(siteDir), stockSourceFile(siteDir)];
}

/** The branch's list of sites whose newest stock awaits a deploy, one slug a line. */
export const PENDING_FILE = 'pending-deploys.txt';

async function exists(file: string): Promise<boolean> {
  try {
    return (await stat(file)).isFile();
  } catch {
    return false;
  }
}

/** Copies the two stock files of one site from one folder to another. */
async function copyStock(fromDir: string, toDir: string): Promise<void> {
  await mkdir(toDir, { recursive: true });
  const [cars, source] = stockFiles(fromDir);
  const [carsTo, sourceTo] = stockFiles(toDir);
  // The record last: a folder with a record but no cars would be taken for imported stock.
  await copyFile(cars, carsTo);
  await copyFile(source, sourceTo);
}

export interface SiteProblem {
  readonly site: string;
  readonly reason: string;
}

export interface CopyResult {
  /** Sites whose stock was copied, sorted. */
  readonly copied: string[];
  /** Sites left alone, and why. */
  readonly skipped: SiteProblem[];
}

/** Why a folder's stock cannot be copied, or null when both files are there. */
async function missingStock(siteDir: string, shownAs: string): Promise<string | null> {
  const [cars, source] = stockFiles(siteDir);
  const [hasCars, hasSource] = await Promise.all([exists(cars), exists(source)]);
  if (hasCars && hasSource) return null;
  if (!hasCars && !hasSource) return `${shownAs} holds no imported stock (no ${path.basename(cars)}, no ${path.basename(source)})`;
  return `${shownAs} has ${path.basename(hasCars ? cars : source)} but no ${path.basename(hasCars ? source : cars)}`;
}

/**
 * Copies each site's stock from the branch checkout into `<dataDir>/<slug>/`: every site on the
 * branch, or only `sites`. A branch folder with one file of the two is skipped (the build would
 * replace lone cars with demo cars anyway); a missing checkout restores nothing (demo stock).
 */
export async function restoreStock({ branchDir, dataDir, sites }: { branchDir: string; dataDir: string; sites?: readonly string[] }): Promise<CopyResult> {
  let onBranch: string[];
  try {
    onBranch = (await readdir(branchDir, { withFileTypes: true })).filter((entry) => entry.isDirectory() && isSlug(entry.name)).map((entry) => entry.name);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { copied: [], skipped: [] };
    throw error;
  }
  const wanted = sites === undefined ? onBranch : sites.filter((site) => onBranch.includes(site));
  const copied: string[] = [];
  const skipped: SiteProblem[] = [];
  for (const site of [...wanted].sort()) {
    const problem = await missingStock(path.join(branchDir, site), `the branch's ${site}/`);
    if (problem !== null) skipped.push({ site, reason: problem });
    else {
      await copyStock(path.join(branchDir, site), path.join(dataDir, site));
      copied.push(site);
    }
  }
  return { copied, skipped };
}

/**
 * Copies each site's imported stock from `<dataDir>/<slug>/` into the branch checkout and marks it
 * pending a deploy. A site without both files is skipped: it has no imported stock to keep.
 */
export async function collectStock({ branchDir, dataDir, sites }: { branchDir: string; dataDir: string; sites: readonly string[] }): Promise<CopyResult> {
  const copied: string[] = [];
  const skipped: SiteProblem[] = [];
  for (const site of [...sites].sort()) {
    const problem = await missingStock(path.join(dataDir, site), `${path.join(path.basename(dataDir), site)}/`);
    if (problem !== null) skipped.push({ site, reason: problem });
    else {
      await copyStock(path.join(dataDir, site), path.join(branchDir, site));
      copied.push(site);
    }
  }
  await writePending(branchDir, [...(await readPending(branchDir)), ...copied]);
  return { copied, skipped };
}

/** The sites the branch lists as pending a deploy, sorted; none when it has no list. */
export async function readPending(branchDir: string): Promise<string[]> {
  let text: string;
  try {
    text = await readFile(path.join(branchDir, PENDING_FILE), 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  return [...new Set(text.split('\n').map((line) => line.trim()).filter(isSlug))].sort();
}

/** Writes the pending list (sorted, each site once), leaving the file alone when it would not change. */
async function writePending(branchDir: string, sites: readonly string[]): Promise<void> {
  const list = [...new Set(sites)].sort();
  if (list.length === 0 && !(await exists(path.join(branchDir, PENDING_FILE)))) return;
  await writeFile(path.join(branchDir, PENDING_FILE), list.map((site) => `${site}\n`).join(''));
}

/** Takes the deployed sites off the pending list; gives the sites still pending. */
export async function clearPending(branchDir: string, deployed: readonly string[]): Promise<string[]> {
  const left = (await readPending(branchDir)).filter((site) => !deployed.includes(site));
  await writePending(branchDir, left);
  return left;
}
