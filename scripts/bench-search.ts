/**
 * `npm run bench:search`: the embedded search engine against its budget (docs/architecture.md,
 * Budgets: p95 <= 5 ms per query in Node). It grows the five demo sites' generated stock to
 * 5,000 cars (deterministic copies with new ids, shuffled), runs a mix of the requests InstantSearch
 * sends (refinements, ranges, text, the four sorts, pages, and the counts-only requests of refined
 * disjunctive facets) through the engine and once more through the search client (parsing and
 * response shaping included, cache emptied before each request), and prints p50/p95/p99. Then the
 * stock snapshot's size (raw, gzip, brotli) for the 5,000 cars and for each demo site, and, for
 * built sites, the gzip size of the JavaScript the search page loads per backend. Exits 1 when a
 * p95 is over 5 ms.
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { loadAllSiteConfigs } from '../src/config/load-site-config.ts';
import type { Car } from '../src/domain/cars/car.ts';
import { SORT_BY_VALUES, type SortBy } from '../src/domain/search/sort-options.ts';
import { DEFAULT_STOCK_FILTER_SETTINGS } from '../src/domain/search/stock-filter.ts';
import { generateSiteData } from '../src/demo-data/generate-site-data.ts';
import { createRandom, type Random } from '../src/demo-data/random.ts';
import { parseAlgoliaRequest, type AlgoliaRequest } from '../src/search/instantsearch-protocol/algolia-params.ts';
import { SearchEngine } from '../src/search/embedded/engine.ts';
import { createEmbeddedSearchClient } from '../src/search/embedded/search-client.ts';
import { buildStockSnapshot, serializeStockSnapshot } from '../src/search/embedded/snapshot.ts';
import { stockFilterSettingsOf } from '../src/config/stock-filter-settings.ts';
import { indexNameFor } from '../src/search/index-names.ts';
import { toSearchDocument, type SearchDocument } from '../src/search/search-document.ts';
import { siteDriveAwayOf } from '../src/search/drive-away-of.ts';
import { displayPath, readStockFeed, stockFeedFile } from '../src/stock/read-stock-feed.ts';
import type { SiteConfig } from '../src/config/site-config-schema.ts';
import { parseCli } from './lib/cli.ts';
import { formatBytes, formatTable } from './lib/format-table.ts';

const HELP = `Time the embedded search engine over 5,000 cars and weigh its snapshot and the search page's JavaScript.

Usage: npm run bench:search [-- --cars 5000] [--queries 600] [--seed 20260101]

Options:
  --cars <n>     cars in the timed index (default: 5000)
  --queries <n>  requests in the timed mix, at least 500 (default: 600)
  --seed <n>     seed of the stock and of the query mix (default: 20260101)
  -h, --help     show this help

Exits 1 when the engine's or the client's p95 is over ${5} ms.`;

/** The embedded engine's budget (docs/architecture.md, Budgets). */
const P95_BUDGET_MS = 5;
const COLLECTION = 'cars';
/** The demo data's "today", so sold windows and new-arrival dates look as on a built site. */
const REFERENCE_DATE = new Date('2026-05-20T00:00:00Z');
const NOW = REFERENCE_DATE.getTime() / 1000;
const HITS_PER_PAGE = 21;
const SEARCH_PAGE_FILES = ['search/new-used-and-demo-cars.html', 'search.html'];

const values = parseCli(
  {
    cars: { type: 'string', default: '5000' },
    queries: { type: 'string', default: '600' },
    seed: { type: 'string', default: '20260101' },
  },
  HELP,
);
if (typeof values === 'number') process.exit(values);

const carCount = Number(values.cars);
const queryCount = Number(values.queries);
const seed = Number(values.seed);
for (const [name, value, min] of [['--cars', carCount, 1], ['--queries', queryCount, 500], ['--seed', seed, 0]] as const) {
  if (!Number.isSafeInteger(value) || value < min) {
    console.error(`${name} expects a whole number of at least ${min}\n\n${HELP}`);
    process.exit(2);
  }
}

const root = fileURLToPath(new URL('..', import.meta.url));

// --- Stock ---

interface DemoSite {
  readonly slug: string;
  readonly config: SiteConfig;
  readonly cars: readonly Car[];
  readonly settings: ReturnType<typeof stockFilterSettingsOf>;
}

async function demoSites(): Promise<DemoSite[]> {
  const results = await loadAllSiteConfigs(root);
  return results.map((result) => {
    if (!result.ok) throw new Error(`sites/${result.file} is not a valid site config; run npm run check`);
    const { cars } = generateSiteData({ config: result.config, seed, referenceDate: REFERENCE_DATE });
    return { slug: result.config.slug, config: result.config, cars, settings: stockFilterSettingsOf(result.config.search) };
  });
}

/** `count` cars: the pool shuffled, then shuffled copies with fresh ids, slugs and stock numbers. */
function growStock(pool: readonly Car[], count: number, random: Random): Car[] {
  const cars: Car[] = [];
  for (let round = 0; cars.length < count; round += 1) {
    for (const car of random.shuffle(pool)) {
      if (cars.length >= count) break;
      cars.push(round === 0 ? car : { ...car, id: car.id + round * 100_000_000, slug: `${car.slug}-${round}`, stocknum: `${car.stocknum}-${round}` });
    }
  }
  return cars;
}

// --- The query mix ---

/** The values of a field over the stock, most common first. */
function commonValues(documents: readonly SearchDocument[], field: keyof SearchDocument): string[] {
  const counts = new Map<string, number>();
  for (const document of documents) {
    const own: unknown = document[field];
    for (const value of own === null || own === '' ? [] : Array.isArray(own) ? own : [own]) counts.set(String(value), (counts.get(String(value)) ?? 0) + 1);
  }
  return [...counts].sort((a, b) => b[1] - a[1]).map(([value]) => value);
}

/** Filters a shopper picks, by document field, in rough order of use. */
const REFINED_FIELDS: readonly (readonly [keyof SearchDocument, number])[] = [
  ['make', 10], ['car_type', 8], ['simple_body', 6], ['model', 5], ['simple_fuel', 3], ['simple_transmission', 3], ['seats', 3],
  ['colour', 2], ['simple_drive', 2], ['state', 1], ['city', 1], ['dealership_name', 1], ['price_range', 2], ['categories', 2], ['tag', 1],
];

/** The requests InstantSearch sends for shoppers' searches: each main request, then its disjunctive counts requests. */
function queryMix(documents: readonly SearchDocument[], count: number, random: Random): AlgoliaRequest[] {
  const valuesOf = new Map(REFINED_FIELDS.map(([field]) => [field, commonValues(documents, field).slice(0, 12)]));
  const makes = valuesOf.get('make') ?? [];
  const models = valuesOf.get('model') ?? [];
  const sortWeights: (readonly [SortBy, number])[] = SORT_BY_VALUES.map((sortBy) => [sortBy, sortBy === 'most-relevant' ? 5 : 2]);
  const requests: AlgoliaRequest[] = [];
  while (requests.length < count) {
    const facetFilters: string[][] = [];
    for (let refined = random.weighted([[0, 3], [1, 4], [2, 2], [3, 1]]); refined > 0; refined -= 1) {
      const field = random.weighted(REFINED_FIELDS);
      const candidates = valuesOf.get(field) ?? [];
      if (candidates.length === 0 || facetFilters.some(([first]) => first?.startsWith(`${field}:`))) continue;
      const picked = new Set([random.pick(candidates.slice(0, 6)), ...(random.chance(0.3) ? [random.pick(candidates)] : [])]);
      facetFilters.push([...picked].map((value) => `${field}:${value}`));
    }
    const numericFilters: string[] = [];
    if (random.chance(0.3)) {
      const low = random.int(0, 6) * 10_000;
      if (random.chance(0.7)) numericFilters.push(`price>=${low}`);
      numericFilters.push(`price<=${low + random.int(1, 6) * 10_000}`);
    }
    if (random.chance(0.15)) numericFilters.push(`km<=${random.int(1, 15) * 10_000}`);
    if (random.chance(0.15)) numericFilters.push(`year>=${random.int(2015, 2024)}`, 'year<=2026');
    const make = random.pick(makes);
    const model = random.pick(models);
    const query = random.weighted<string>([
      ['', 14],
      [make.toLowerCase(), 2],
      [`${make} ${model}`, 2],
      [model.toLowerCase().slice(0, random.int(1, 3)), 2],
      [`${model.slice(0, 4)}`, 1],
    ]);
    const sortBy = random.weighted(sortWeights);
    const page = random.weighted([[0, 14], [1, 4], [2, 1], [random.int(3, 40), 1]]);
    const indexName = indexNameFor(COLLECTION, sortBy);
    const common = { query, numericFilters, maxValuesPerFacet: 100 };
    requests.push({ indexName, params: { ...common, facetFilters, facets: ['*'], hitsPerPage: HITS_PER_PAGE, page } });
    for (const refinedList of facetFilters) {
      const field = refinedList[0]?.split(':')[0] ?? '';
      requests.push({ indexName, params: { ...common, facetFilters: facetFilters.filter((list) => list !== refinedList), facets: [field], hitsPerPage: 0, page: 0 } });
    }
  }
  return requests.slice(0, count);
}

// --- Timing ---

interface Percentiles {
  readonly p50: number;
  readonly p95: number;
  readonly p99: number;
  readonly max: number;
}

function percentiles(times: readonly number[]): Percentiles {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.max(0, Math.ceil(q * sorted.length) - 1)] ?? 0;
  return { p50: at(0.5), p95: at(0.95), p99: at(0.99), max: sorted[sorted.length - 1] ?? 0 };
}

const ms = (value: number) => value.toFixed(3);

// --- Sizes ---

function sizes(text: string): [string, string, string] {
  const bytes = Buffer.from(text);
  return [formatBytes(bytes.length), formatBytes(gzipSync(bytes).length), formatBytes(brotliCompressSync(bytes).length)];
}

/** A demo site's published snapshot: the built file when there is one, else built here from its data. */
async function siteSnapshot(site: DemoSite): Promise<{ source: string; text: string; cars: number }> {
  const built = path.join(root, 'dist', site.slug, 'search', 'stock.json');
  if (existsSync(built)) {
    const text = await readFile(built, 'utf8');
    return { source: `dist/${site.slug}/search/stock.json`, text, cars: (JSON.parse(text) as { documents: unknown[] }).documents.length };
  }
  const siteDataDir = path.join(root, 'data', site.slug);
  const [cars, source] = existsSync(stockFeedFile(siteDataDir))
    ? [await readStockFeed(site.config, siteDataDir, { root }), `built from ${displayPath(stockFeedFile(siteDataDir), root)}`]
    : [site.cars, 'built from generated demo data'];
  const now = Math.floor(Date.now() / 1000);
  const snapshot = buildStockSnapshot(cars, site.settings, now, siteDriveAwayOf(site.config, now));
  return { source, text: serializeStockSnapshot(snapshot), cars: snapshot.documents.length };
}

// --- The search page's JavaScript ---

const STATIC_IMPORT = /\b(?:import|export)\s*(?:[\w$*{}\s,]+?\s*from\s*)?["']([^"']+\.m?js)["']/g;
const DYNAMIC_IMPORT = /\bimport\(\s*["'`]([^"'`]+\.m?js)["'`]\s*\)/g;
const PAGE_SCRIPT = /<script\b[^>]*\bsrc="([^"]+)"|\b(?:component-url|renderer-url|before-hydration-url)="([^"]+)"/g;
const INLINE_MODULE = /<script\b[^>]*type="module"[^>]*>([\s\S]*?)<\/script>/g;

interface Graph {
  /** Site-absolute path -> gzip bytes, for every file loaded with the page (static imports followed). */
  readonly files: Map<string, number>;
  /** Dynamic imports found along the way, site-absolute. */
  readonly dynamic: Set<string>;
  /** Whether one of the files is typesense-js (it sends this header), however its chunk is named. */
  typesense: boolean;
}

const TYPESENSE_MARKER = /x-typesense-api-key/i;

async function followImports(siteDir: string, entries: readonly string[], into: Graph): Promise<void> {
  const queue = [...entries];
  for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
    if (into.files.has(file)) continue;
    const absolute = path.join(siteDir, file);
    if (!existsSync(absolute)) continue;
    const code = await readFile(absolute, 'utf8');
    into.files.set(file, gzipSync(code).length);
    if (TYPESENSE_MARKER.test(code)) into.typesense = true;
    const resolve = (specifier: string) => (specifier.startsWith('/') ? specifier : path.posix.join(path.posix.dirname(file), specifier));
    for (const [, specifier] of code.matchAll(STATIC_IMPORT)) if (specifier) queue.push(resolve(specifier));
    for (const [, specifier] of code.matchAll(DYNAMIC_IMPORT)) if (specifier) into.dynamic.add(resolve(specifier));
  }
}

const sum = (files: ReadonlyMap<string, number>): number => [...files.values()].reduce((total, bytes) => total + bytes, 0);

/** Rows of JavaScript weight for one built site, or a "not built" row. */
async function searchPageJavaScript(slug: string): Promise<string[][]> {
  const siteDir = path.join(root, 'dist', slug);
  const pageFile = SEARCH_PAGE_FILES.map((file) => path.join(siteDir, file)).find((file) => existsSync(file));
  if (pageFile === undefined) return [[slug, 'not built', '-', '-']];
  const html = await readFile(pageFile, 'utf8');
  const initial: Graph = { files: new Map(), dynamic: new Set(), typesense: false };
  let inlineBytes = 0;
  const entries: string[] = [];
  for (const [, src, islandUrl] of html.matchAll(PAGE_SCRIPT)) entries.push((src ?? islandUrl ?? '').replace(/^https?:\/\/[^/]+/, ''));
  for (const [, code = ''] of html.matchAll(INLINE_MODULE)) {
    inlineBytes += code.trim() === '' ? 0 : gzipSync(code).length;
    for (const [, specifier] of code.matchAll(STATIC_IMPORT)) if (specifier) entries.push(specifier);
    for (const [, specifier] of code.matchAll(DYNAMIC_IMPORT)) if (specifier) initial.dynamic.add(specifier);
  }
  await followImports(siteDir, entries, initial);
  const pageName = path.relative(siteDir, pageFile);
  const rows = [[slug, `${pageName}: scripts loaded with the page`, formatBytes(sum(initial.files) + inlineBytes), String(initial.files.size)]];

  if (initial.typesense) rows.push([slug, '  (the Typesense client is among them: it is not lazily loaded)', '-', '-']);

  const chunks = new Map<string, Graph>();
  for (const chunk of initial.dynamic) {
    const graph: Graph = { files: new Map(), dynamic: new Set(), typesense: false };
    await followImports(siteDir, [chunk], graph);
    for (const file of initial.files.keys()) graph.files.delete(file);
    chunks.set(chunk, graph);
  }
  const isTypesense = ([chunk, graph]: [string, Graph]) => /typesense/i.test(chunk) || graph.typesense;
  for (const entry of chunks) {
    const [chunk, graph] = entry;
    const label = `  + on demand: ${path.posix.basename(chunk)}${isTypesense(entry) ? ' (typesense)' : ''}`;
    rows.push([slug, label, formatBytes(sum(graph.files)), String(graph.files.size)]);
  }
  const typesense = [...chunks].filter(isTypesense);
  const others = [...chunks].filter((entry) => !isTypesense(entry));
  const union = (list: [string, Graph][]) => new Map(list.flatMap(([, graph]) => [...graph.files]));
  const page = sum(initial.files) + inlineBytes;
  rows.push([slug, 'embedded backend: page + every other on-demand chunk', formatBytes(page + sum(union(others))), '-']);
  rows.push([
    slug,
    typesense.length === 0 ? 'typesense backend: no typesense chunk found' : 'typesense backend: page + the typesense chunk(s)',
    typesense.length === 0 ? '-' : formatBytes(page + sum(union(typesense))),
    '-',
  ]);
  return rows;
}

// --- Run ---

const random = createRandom(`bench-search:${seed}`);
const sites = await demoSites();
const cars = growStock(sites.flatMap((site) => site.cars), carCount, random.fork('stock'));
// The grown stock is every demo site's cars under one site's settings: the first's drive-away lines.
const firstSite = sites[0];
if (firstSite === undefined) throw new Error('no demo site to grow the stock from');
const driveAwayOf = siteDriveAwayOf(firstSite.config, NOW);
const documents = cars.map((car) => toSearchDocument(car, driveAwayOf));
const settings = DEFAULT_STOCK_FILTER_SETTINGS;

let started = performance.now();
const engine = new SearchEngine(documents, settings);
const buildMs = performance.now() - started;
const requests = queryMix(documents, queryCount, random.fork('queries'));
const parsed = requests.map((request) => {
  const read = parseAlgoliaRequest(COLLECTION, request);
  if (read.kind !== 'hits') throw new Error('the mix holds hits searches only');
  return read.request;
});

for (const request of parsed) engine.search(request, NOW);
const engineTimes = parsed.map((request) => {
  started = performance.now();
  engine.search(request, NOW);
  return performance.now() - started;
});

const client = createEmbeddedSearchClient({ documents, collection: COLLECTION, stockFilter: settings, now: () => NOW });
for (const request of requests) await client.search([request as never]);
const clientTimes: number[] = [];
for (const request of requests) {
  await client.clearCache();
  started = performance.now();
  await client.search([request as never]);
  clientTimes.push(performance.now() - started);
}

const engineStats = percentiles(engineTimes);
const clientStats = percentiles(clientTimes);
const listed = engine.search({ query: '', sortBy: 'latest', filters: [], page: 0, hitsPerPage: 0, facets: [], maxValuesPerFacet: 1 }, NOW).nbHits;
console.log(`Embedded search over ${documents.length} cars (${listed} listed; the demo sites' stock grown to ${carCount}); index built in ${buildMs.toFixed(0)} ms.`);
console.log(`${requests.length} requests: ${parsed.filter((r) => r.hitsPerPage > 0).length} searches and ${parsed.filter((r) => r.hitsPerPage === 0).length} disjunctive counts requests; ${parsed.filter((r) => r.query !== '').length} with text.\n`);
console.log(
  formatTable(
    ['path', 'p50 ms', 'p95 ms', 'p99 ms', 'max ms', `budget p95 <= ${P95_BUDGET_MS} ms`],
    [
      ['engine.search', ms(engineStats.p50), ms(engineStats.p95), ms(engineStats.p99), ms(engineStats.max), engineStats.p95 <= P95_BUDGET_MS ? 'ok' : 'OVER'],
      ['search client (parse + search + Algolia response)', ms(clientStats.p50), ms(clientStats.p95), ms(clientStats.p99), ms(clientStats.max), clientStats.p95 <= P95_BUDGET_MS ? 'ok' : 'OVER'],
    ],
  ),
);

const snapshotRows: string[][] = [];
const big = buildStockSnapshot(cars, settings, NOW, driveAwayOf);
snapshotRows.push([`${carCount} cars (listed at the reference date)`, String(big.documents.length), ...sizes(serializeStockSnapshot(big))]);
for (const site of sites) {
  const snapshot = await siteSnapshot(site);
  snapshotRows.push([`${site.slug} (${snapshot.source})`, String(snapshot.cars), ...sizes(snapshot.text)]);
}
console.log(`\nStock snapshot (/search/stock.json)\n${formatTable(['snapshot', 'cars', 'raw', 'gzip', 'brotli'], snapshotRows)}`);

const jsRows = (await Promise.all(sites.map((site) => searchPageJavaScript(site.slug)))).flat();
console.log(`\nSearch page JavaScript (gzip; budget 150 KB)\n${formatTable(['site', 'what', 'gzip', 'files'], jsRows)}`);

const over = [engineStats, clientStats].some((stats) => stats.p95 > P95_BUDGET_MS);
if (over) console.error(`\np95 is over the ${P95_BUDGET_MS} ms budget.`);
process.exitCode = over ? 1 : 0;
