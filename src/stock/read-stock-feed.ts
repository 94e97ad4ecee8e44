/**
 * The one reader of a site's stock feed file, for every consumer: the content collection and the
 * pages of the build, the search snapshot and first pages, the functions (car brochure, car
 * lookups) and the Typesense indexer. It reads `<site data folder>/cars.json`, checks every row
 * (validate-stock.ts) and refuses the whole feed when any row is bad, listing each problem, so a
 * site is never built, indexed or served from stock nobody checked.
 *
 * A feed is read once per process and kept while the file is unchanged (same modification time
 * and size): a build reads it once however many pages ask, and a long-running server sees a new
 * import without a restart. Writing goes through writeStockFeed, atomically.
 */
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { deepFreeze } from '../lib/deep-freeze.ts';
import type { Car } from './car-schema.ts';
import { replaceFileAtomically } from './replace-file.ts';
import { formatRefusedRows, validateStockRows, type StockRow, type StockSite } from './validate-stock.ts';

/** The feed file of a site's data folder (`data/<slug>`): the one place its name is written. */
export function stockFeedFile(siteDataDir: string): string {
  return path.join(siteDataDir, 'cars.json');
}

/** A feed that cannot be used; `problems` holds one plain sentence per problem. */
export class StockFeedError extends Error {
  readonly problems: readonly string[];
  constructor(summary: string, problems: readonly string[]) {
    super([summary, ...problems.map((problem) => `  ${problem}`)].join('\n'));
    this.name = 'StockFeedError';
    this.problems = problems;
  }
}

/** `file` as messages show it: relative to `root` (the project root) when inside it. */
export function displayPath(file: string, root: string = process.cwd()): string {
  const relative = path.relative(root, file);
  return relative !== '' && !relative.startsWith('..') && !path.isAbsolute(relative) ? relative : file;
}

/**
 * The rows of a feed in the JSON format (a list of cars), each at `[index]`, not yet validated;
 * throws a StockFeedError when the text is not JSON or not a list.
 */
export function jsonFeedRows(text: string, shownAs: string): StockRow[] {
  let rows: unknown;
  try {
    rows = JSON.parse(text);
  } catch (error) {
    throw new StockFeedError(`${shownAs} cannot be read`, [`${shownAs} -> (root): not valid JSON (${error instanceof Error ? error.message : String(error)})`]);
  }
  if (!Array.isArray(rows)) throw new StockFeedError(`${shownAs} cannot be read`, [`${shownAs} -> (root): expected a list of cars`]);
  return rows.map((value: unknown, index) => ({ where: `[${index}]`, value }));
}

/** Parses a feed file's text; throws a StockFeedError naming the file and every problem. */
export function parseStockFeed(text: string, site: StockSite, shownAs: string): readonly Car[] {
  const rows = jsonFeedRows(text, shownAs);
  const { cars, refused } = validateStockRows(rows, site);
  if (refused.length > 0) {
    throw new StockFeedError(
      `${shownAs}: ${refused.length} of ${rows.length} cars are invalid, so ${site.slug}'s stock was not used`,
      formatRefusedRows(shownAs, refused),
    );
  }
  return cars;
}

interface CachedFeed {
  readonly version: string;
  readonly cars: Promise<readonly Car[]>;
}

const feeds = new Map<string, CachedFeed>();

/** How messages show the feed's path. */
export interface ReadStockFeedOptions {
  /** Paths in messages are relative to this folder (the project root); the working directory by default. */
  readonly root?: string;
}

/**
 * The site's cars from `<siteDataDir>/cars.json`, every one valid for the site. Throws a
 * StockFeedError (file missing, not JSON, not a list, or any invalid row) whose problems name the
 * file, the row and its stock number, the field and the problem.
 */
export async function readStockFeed(site: StockSite, siteDataDir: string, options: ReadStockFeedOptions = {}): Promise<readonly Car[]> {
  const file = path.resolve(stockFeedFile(siteDataDir));
  const shownAs = displayPath(file, options.root);
  let version: string;
  try {
    const info = await stat(file);
    version = `${info.mtimeMs}:${info.size}`;
  } catch {
    throw new StockFeedError(`${shownAs} cannot be read`, [
      `${shownAs}: not found; run \`npm run generate\` for demo stock or \`npm run stock:import -- --site ${site.slug} --from <file>\` for a dealer's feed`,
    ]);
  }
  const key = `${site.slug}\0${file}`;
  const cached = feeds.get(key);
  if (cached !== undefined && cached.version === version) return cached.cars;
  // Every caller in the process shares these cars, so none may change what another reads: frozen.
  const cars = readFile(file, 'utf8').then((text) => deepFreeze(parseStockFeed(text, site, shownAs)));
  feeds.set(key, { version, cars });
  // A failed read is not kept: the next call tries again.
  cars.catch(() => {
    if (feeds.get(key)?.cars === cars) feeds.delete(key);
  });
  return cars;
}

/** The feed file's text for `cars`: two-space JSON with a trailing newline, stable for stable input. */
export function serializeStockFeed(cars: readonly Car[]): string {
  return `${JSON.stringify(cars, null, 2)}\n`;
}

/**
 * Replaces the site's feed file with `cars` atomically (replace-file.ts): a reader sees the old
 * feed or the new one and never half of either, and a failed write leaves the old feed as it was.
 */
export async function writeStockFeed(siteDataDir: string, cars: readonly Car[]): Promise<void> {
  await replaceFileAtomically(stockFeedFile(siteDataDir), serializeStockFeed(cars));
}
