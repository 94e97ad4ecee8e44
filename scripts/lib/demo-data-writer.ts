/**
 * Writes demo data to disk: `<outDir>/<slug>/*.json` per site and the linked files (SVG images, PDF
 * reports) under `<publicDir>/generated/`. Files are rewritten only when their bytes change, so
 * repeated runs leave timestamps alone and dev servers do not reload for nothing. The build calls
 * `generateDemoData` in-process; `scripts/generate-demo-data.ts` is a thin CLI around it.
 *
 * A site whose stock was imported from a dealer's feed (it has a stock source record,
 * src/stock/stock-source.ts) keeps its stock: the generator writes its content but not its cars,
 * unless told to replace the imported stock with demo cars.
 */
import { mkdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { loadAllSiteConfigs, loadSiteConfig, type LoadResult } from '../../src/config/load-site-config.ts';
import { DEMO_DATA_VERSION, generateSiteData, type SiteData } from '../../src/demo-data/generate-site-data.ts';
import { isoDate, referenceSeconds } from '../../src/demo-data/util.ts';
import { serializeStockFeed, stockFeedFile } from '../../src/stock/read-stock-feed.ts';
import { demoMetaFile } from '../../src/stock/stock-confirmed.ts';
import { readStockSource, removeStockSource, type StockSource } from '../../src/stock/stock-source.ts';

/** The seed used when none is given, so everyone's demo data matches. */
export const DEFAULT_SEED = 20_260_101;

/** The content files written per site beside its stock feed, in the order they are written. */
export const CONTENT_FILES = ['models', 'offers', 'parts', 'reviews', 'slides', 'posts', 'careers'] as const;
export type ContentFile = (typeof CONTENT_FILES)[number];

export interface GenerateDemoDataOptions {
  /** Project root: holds `sites/` and, by default, `public/`. */
  root: string;
  /** Sites to generate; every config in `sites/` when absent. */
  slugs?: readonly string[];
  /** DEFAULT_SEED when absent. */
  seed?: number | string;
  /** "Today"; only its UTC date matters. The current date when absent. */
  referenceDate?: Date;
  /** Where `<slug>/*.json` go; relative to `root` unless absolute. */
  outDir: string;
  /** The static assets folder the generated files go under; `public` by default. */
  publicDir?: string;
  /** Cars per site; the generator's per-site default when absent (see generateCars). */
  cars?: number;
  /** Write demo cars even for a site whose stock was imported (and forget the import). */
  replaceImportedStock?: boolean;
}

export interface SiteReport {
  slug: string;
  counts: Record<ContentFile | 'cars' | 'files', number>;
  /** Files whose bytes changed (or were new) and were written. */
  written: number;
  unchanged: number;
  /** The site's stock was imported and kept: no demo cars were written (`counts.cars` is 0). */
  keptImportedStock: boolean;
  /** A line about the site's imported stock (kept, or replaced by demo cars), to print; null for demo stock. */
  stockNote: string | null;
}

export interface SiteFailure {
  slug: string;
  file: string;
  errors: string[];
}

export interface GenerateDemoDataResult {
  sites: SiteReport[];
  /** Sites skipped because their config is invalid or the generator could not handle it. */
  failures: SiteFailure[];
}

/** Today's date at UTC midnight: the reference date the build uses. */
export function todayUtc(): Date {
  return new Date(referenceSeconds(new Date()) * 1000);
}

/** Pretty JSON with a trailing newline: stable bytes for stable input. */
export function toJson(value: unknown): string {
  return `${JSON.stringify(value, null, 2)}\n`;
}

/** Writes `contents` unless the file already holds exactly that; true when it wrote. */
export async function writeIfChanged(file: string, contents: string): Promise<boolean> {
  try {
    if ((await readFile(file, 'utf8')) === contents) return false;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, contents, 'utf8');
  return true;
}

/** The demo cars' drawings, whose photo renditions the vehicle-ads feeds send (they take no SVG). */
const CAR_DRAWING = /^\/?generated\/cars\/[^/]+\.svg$/;

/**
 * Writes the JPEG rendition of a car drawing beside it (`x.svg` → `x.jpg`) when it is missing or
 * the drawing was rewritten: Google and Meta take JPEG or PNG photos only (docs/standards), and the
 * site's feeds name the rendition (src/pages/feeds/[feed].ts). White behind the drawing, as on a page.
 */
async function writeCarPhoto(svgFile: string, svg: string, drawingChanged: boolean): Promise<boolean> {
  const jpegFile = svgFile.replace(/\.svg$/, '.jpg');
  if (!drawingChanged) {
    try {
      await stat(jpegFile);
      return false;
    } catch {
      // Missing: drawn below.
    }
  }
  await writeFile(jpegFile, await sharp(Buffer.from(svg)).flatten({ background: '#ffffff' }).jpeg({ quality: 82 }).toBuffer());
  return true;
}

/**
 * Each file of a site's data folder and its text: the stock feed (written as the importer writes
 * it) unless the site's imported stock is kept, the content, the meta.
 */
function siteOutputs(siteDataDir: string, data: SiteData, meta: unknown, keepStock: boolean): [string, string][] {
  return [
    ...(keepStock ? [] : [[stockFeedFile(siteDataDir), serializeStockFeed(data.cars)] as [string, string]]),
    ...CONTENT_FILES.map((name): [string, string] => [path.join(siteDataDir, `${name}.json`), toJson(data[name])]),
    [demoMetaFile(siteDataDir), toJson(meta)],
  ];
}

/**
 * When the demo stock was generated (`stock_generated_at`, Unix seconds), the time its stock counts
 * as confirmed from (src/stock/stock-confirmed.ts): now when the cars being written differ from the
 * folder's, else the time already recorded, so an unchanged folder stays unchanged. None for kept
 * imported stock: its import record says when it was confirmed.
 */
async function stockGeneratedAt(siteDataDir: string, carsText: string | null): Promise<{ stock_generated_at?: number }> {
  if (carsText === null) return {};
  let recorded: unknown;
  try {
    recorded = (JSON.parse(await readFile(demoMetaFile(siteDataDir), 'utf8')) as { stock_generated_at?: unknown }).stock_generated_at;
  } catch {
    recorded = undefined;
  }
  let current: string | undefined;
  try {
    current = await readFile(stockFeedFile(siteDataDir), 'utf8');
  } catch {
    current = undefined;
  }
  return { stock_generated_at: current === carsText && typeof recorded === 'number' ? recorded : Math.floor(Date.now() / 1000) };
}

/** `from feed.csv, 2026-11-24`: which import a note is about. */
function importedFrom(source: StockSource): string {
  return `from ${source.from}, ${source.imported_at.slice(0, 10)}`;
}

/**
 * Whether the site's stock was imported, and so is kept (or, with `replace`, is replaced by demo
 * cars), and the line saying so. A record that cannot be read still keeps the stock: the
 * generator never overwrites a dealer's feed on a guess.
 */
async function importedStock(root: string, siteDataDir: string, slug: string, replace: boolean): Promise<{ keep: boolean; replaced: boolean; note: string | null }> {
  let source: StockSource | null;
  try {
    source = await readStockSource(siteDataDir, root);
  } catch (error) {
    const problem = error instanceof Error ? error.message : String(error);
    if (replace) return { keep: false, replaced: true, note: `${slug}: imported stock replaced by demo cars (${problem})` };
    return { keep: true, replaced: false, note: `${slug}: imported stock kept (${problem}); demo cars not written` };
  }
  if (source === null) return { keep: false, replaced: false, note: null };
  if (replace) return { keep: false, replaced: true, note: `${slug}: imported stock (${importedFrom(source)}) replaced by demo cars` };
  return { keep: true, replaced: false, note: `${slug}: imported stock kept (${importedFrom(source)}); demo cars not written` };
}

/** Generates and writes demo data for the chosen sites; invalid sites are reported, not thrown. */
export async function generateDemoData(options: GenerateDemoDataOptions): Promise<GenerateDemoDataResult> {
  const root = path.resolve(options.root);
  const outDir = path.resolve(root, options.outDir);
  const publicDir = path.resolve(root, options.publicDir ?? 'public');
  const loaded: LoadResult[] = options.slugs
    ? await Promise.all(options.slugs.map((slug) => loadSiteConfig(root, slug)))
    : await loadAllSiteConfigs(root);
  const seed = options.seed ?? DEFAULT_SEED;
  const referenceDate = options.referenceDate ?? todayUtc();
  const referenceDay = isoDate(referenceSeconds(referenceDate));

  const result: GenerateDemoDataResult = { sites: [], failures: [] };
  // Sites share generated files by path; two sites drawing different bytes under one path is a bug.
  const shared = new Map<string, { slug: string; contents: string }>();
  for (const entry of loaded) {
    if (!entry.ok) {
      result.failures.push({ slug: entry.slug, file: entry.file, errors: entry.errors });
      continue;
    }
    const { config } = entry;
    let data: SiteData;
    try {
      data = generateSiteData({ config, seed, referenceDate, cars: options.cars });
    } catch (error) {
      result.failures.push({ slug: config.slug, file: entry.file, errors: [error instanceof Error ? error.message : String(error)] });
      continue;
    }
    for (const file of data.files) {
      const other = shared.get(file.path);
      if (other && other.contents !== file.contents) {
        throw new Error(`${file.path}: ${other.slug} and ${config.slug} generate different contents for the same file`);
      }
      shared.set(file.path, { slug: config.slug, contents: file.contents });
    }
    const siteDataDir = path.join(outDir, config.slug);
    const stock = await importedStock(root, siteDataDir, config.slug, options.replaceImportedStock === true);
    const counts = {
      cars: stock.keep ? 0 : data.cars.length,
      models: data.models.length,
      offers: data.offers.length,
      parts: data.parts.length,
      reviews: data.reviews.length,
      slides: data.slides.length,
      posts: data.posts.length,
      careers: data.careers.length,
      files: data.files.length,
    };
    const meta = {
      slug: config.slug,
      seed: String(seed),
      reference_date: referenceDay,
      version: DEMO_DATA_VERSION,
      counts,
      ...(await stockGeneratedAt(siteDataDir, stock.keep ? null : serializeStockFeed(data.cars))),
    };
    let written = 0;
    let unchanged = 0;
    const targets: [string, string][] = [
      ...siteOutputs(siteDataDir, data, meta, stock.keep),
      ...data.files.map((file): [string, string] => [path.join(publicDir, file.path), file.contents]),
    ];
    for (const [file, contents] of targets) {
      const changed = await writeIfChanged(file, contents);
      if (changed) written += 1;
      else unchanged += 1;
      if (CAR_DRAWING.test(path.relative(publicDir, file).split(path.sep).join('/')) && (await writeCarPhoto(file, contents, changed))) written += 1;
    }
    if (stock.replaced) await removeStockSource(siteDataDir);
    result.sites.push({ slug: config.slug, counts, written, unchanged, keptImportedStock: stock.keep, stockNote: stock.note });
  }
  return result;
}
