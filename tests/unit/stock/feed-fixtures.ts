/**
 * Feeds for the importer's tests: demo cars from the generator, written as the CSV and JSON a
 * dealer's system would export, and a scratch project root holding a real site config.
 */
import { copyFile, mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { SiteConfig } from '../../../src/config/site-config-schema.ts';
import { generateSiteData } from '../../../src/demo-data/generate-site-data.ts';
import type { Car } from '../../../src/domain/cars/car.ts';
import { FEED_FIELDS, type FeedField } from '../../../src/stock/feed-fields.ts';
import { runImportCommand, type ImportCommandIo } from '../../../src/stock/import-command.ts';
import { loadConfigs, REFERENCE_DATE, ROOT, SEED } from '../demo-data/helpers.ts';

export const SLUG = 'brighton-volkswagen';

export async function siteConfig(slug: string = SLUG): Promise<SiteConfig> {
  const config = (await loadConfigs()).find((candidate) => candidate.slug === slug);
  if (config === undefined) throw new Error(`no site ${slug}`);
  return config;
}

/** `count` demo cars of the site, as the generator makes them. */
export async function demoCars(count: number, slug: string = SLUG): Promise<Car[]> {
  return generateSiteData({ config: await siteConfig(slug), seed: SEED, referenceDate: REFERENCE_DATE, cars: count }).cars;
}

function valueAt(car: unknown, field: FeedField): unknown {
  let value: unknown = car;
  for (const key of field.path) value = value === null || value === undefined ? undefined : (value as Record<string, unknown>)[key];
  return value;
}

/** A cell as a dealer's system writes it, following docs/stock-feed/README.md. */
function cellOf(car: Car, field: FeedField): string {
  const value = valueAt(car, field);
  if (value === null || value === undefined) return '';
  switch (field.name) {
    case 'images':
      return car.images.map((image) => image.url).join('|');
    case 'payment_processors':
      return car.payment_processors.map((p) => (p.deposit === null ? p.provider : `${p.provider}:${p.deposit}`)).join('|');
    case 'location.distribution_locations':
      return car.location.distribution_locations.map((location) => location.slug).join('|');
    default:
      return Array.isArray(value) ? value.join('|') : String(value);
  }
}

/** RFC 4180 quoting: a cell with a comma, a quote or a line end goes in quotes, its quotes doubled. */
export function csvCell(text: string): string {
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The header row of every column. */
export const CSV_HEADER = FEED_FIELDS.map((field) => field.name);

/** A CSV line per car under the header, each a list of cells (before quoting). */
export function csvCells(cars: readonly Car[]): string[][] {
  return [CSV_HEADER, ...cars.map((car) => FEED_FIELDS.map((field) => cellOf(car, field)))];
}

/** Cells to CSV text. */
export function csvText(lines: readonly (readonly string[])[], lineEnd = '\n'): string {
  return lines.map((cells) => cells.map(csvCell).join(',')).join(lineEnd) + lineEnd;
}

/** The cars as a CSV feed. */
export function toCsv(cars: readonly Car[]): string {
  return csvText(csvCells(cars));
}

/** A car as the CSV reader gives it back: image alt texts are "<name>, photo i of n". */
export function asReadFromCsv(car: Car): Car {
  return { ...car, images: car.images.map((image, index) => ({ ...image, alt: `${car.name}, photo ${index + 1} of ${car.images.length}` })) };
}

/** A scratch project root with `sites/<slug>.json` copied from the repository. */
export async function scratchRoot(slugs: readonly string[] = [SLUG]): Promise<string> {
  const root = await mkdtemp(path.join(tmpdir(), 'stock-import-'));
  await mkdir(path.join(root, 'sites'));
  for (const slug of slugs) await copyFile(path.join(ROOT, 'sites', `${slug}.json`), path.join(root, 'sites', `${slug}.json`));
  return root;
}

export async function removeRoot(root: string): Promise<void> {
  await rm(root, { recursive: true, force: true });
}

/** The time the tests' imports are recorded at. */
export const IMPORTED_AT = new Date('2026-11-24T09:30:00Z');

/** Runs the importer in `root`, collecting its output. */
export async function runImport(
  root: string,
  argv: readonly string[],
  more: Pick<ImportCommandIo, 'env' | 'feedFetch'> = { env: {} },
): Promise<{ code: number; out: string[]; err: string[] }> {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runImportCommand(argv, { root, out: (line) => out.push(line), err: (line) => err.push(line), now: () => IMPORTED_AT, ...more });
  return { code, out, err };
}
