/**
 * The feed importer CLI (`npm run stock:import`), as a function of its arguments and output so
 * that tests can run it in a scratch project; scripts/import-stock.ts only wires it to the process.
 *
 * It reads a dealer's export (CSV or JSON), checks every row as the build checks the feed
 * (validate-stock.ts), leaves the bad rows out with their problems on stderr, compares the good
 * cars with the site's current feed, and replaces the feed atomically when the import is
 * acceptable: at least one good car, and no more than half of the current cars removed unless
 * `--allow-shrink` says the stock really shrank. It records the import (stock-source.ts) so the
 * demo-data generator keeps the stock.
 *
 * Output: progress, warnings and problems go to stderr; the closing summary (and, with
 * `--dry-run`, the lists of what would change) to stdout. Exit 0 when the feed was written (or
 * would be, with `--dry-run`), 1 when the import was refused or failed and nothing was written,
 * 2 for a usage mistake.
 */
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { ParseArgsOptionsConfig } from 'node:util';
import { parseCommandLine, UsageError, type CommandLineValues, type CommandOutput } from '../cli/command-line.ts';
import { loadSiteConfig } from '../config/load-site-config.ts';
import type { SiteConfig } from '../config/site-config-schema.ts';
import type { Car } from './car-schema.ts';
import { csvFeedRows } from './csv-feed.ts';
import { collectUnknownFields } from './feed-fields.ts';
import { detectFeedFormat, FEED_FORMATS, isFeedFormat, withoutBom, type FeedFormat } from './feed-format.ts';
import { fetchFeed, isFeedUrl, shownFeedUrl, type FeedFetchOptions, type FeedRequest } from './fetch-feed.ts';
import { displayPath, jsonFeedRows, readStockFeed, StockFeedError, stockFeedFile, writeStockFeed } from './read-stock-feed.ts';
import { replaceFileAtomically } from './replace-file.ts';
import { compareStock, currentCount, shrinksTooMuch, type StockChanges } from './stock-changes.ts';
import { removeStockSource, stockSourceFile, writeStockSource } from './stock-source.ts';
import { formatRefusedRows, validateStockRows, type RefusedRow, type StockRow, type StockValidation } from './validate-stock.ts';

/** Progress is printed every this many rows read. */
export const PROGRESS_EVERY = 1_000;
/** A dry run lists at most this many stock numbers per kind of change. */
export const LIST_LIMIT = 20;

export const IMPORT_HELP = `Usage: npm run stock:import -- --site <slug> [--from <file|url>] [options]

Imports a dealer's stock export into the site's stock feed (data/<slug>/), which the build,
search and functions read. Every row is checked as the build checks the feed: a bad row is
reported (row, stock number, field and problem) and left out; the good rows are imported. The
feed is replaced in one step, and only when the import succeeds. The demo-data generator (and so
\`npm run build\`) then keeps the imported stock; \`npm run generate -- --replace-imported-stock\`
goes back to demo stock.

Formats (docs/stock-feed/README.md, with a sample of each):
  json   a list of cars with the Car fields (docs/stock-feed/stock-feed.schema.json)
  csv    a header row of Car field names, nested ones dotted (location.address.city,
         autograb_data.average_market_price); images, features, payment_processors and
         location.distribution_locations list their items separated by |

Options:
  --site <slug>     The dealer site the stock is for (sites/<slug>.json).
  --from <file|url> The feed file, or an http(s) address to fetch it from. Default: the site
                    config's stock.feed.url, fetched with the Authorization header held by the
                    environment variable stock.feed.auth_header_env names (the same header goes
                    with a --from address on the same origin, never elsewhere).
  --format <fmt>    csv or json. Default: by the file's extension (.csv, .json), else by its text.
  --dry-run         Print what would change (cars added, updated, removed; rows refused) and
                    write nothing.
  --allow-shrink    Import even when more than half of the site's current cars would be removed
                    (refused otherwise, so a broken export cannot empty a dealer's site).
  --data <dir>      Folder holding each site's data folder <slug>/. Default: data.
  -h, --help        Show this help.

Exit status: 0 imported (even when some rows were refused), 1 refused or failed (nothing was
written), 2 a usage mistake.
`;

/** What the command reads and writes besides its arguments. */
export interface ImportCommandIo extends CommandOutput {
  /** The project root: sites/ and the data folder are under it. */
  readonly root: string;
  /** The folder a relative `--from` is resolved against; the root by default. */
  readonly cwd?: string;
  /** The time recorded as the import's; the clock by default. */
  readonly now?: () => Date;
  /** Where the feed's credentials are read from; the process's environment by default. */
  readonly env?: Readonly<Record<string, string | undefined>>;
  /** How a feed address is fetched (the fetch, its time and size limits); fetch-feed.ts's defaults otherwise. */
  readonly feedFetch?: FeedFetchOptions;
  /**
   * What else a written feed changes, run once it is written with the cars before and after (the
   * saved searches' alerts: scripts/import-stock.ts wires it). Resolves to lines to print; a
   * failure is printed as a warning and never fails the import, whose feed is written already.
   */
  readonly afterImport?: (change: StockChangeHandover) => Promise<readonly string[]>;
}

/** A written import, as afterImport is given it. */
export interface StockChangeHandover {
  readonly site: SiteConfig;
  readonly before: readonly Car[];
  readonly after: readonly Car[];
}

interface Options {
  readonly slug: string;
  /** The feed file or address; null for the site config's stock.feed.url. */
  readonly from: string | null;
  readonly format: FeedFormat | null;
  readonly dryRun: boolean;
  readonly allowShrink: boolean;
  readonly dataDir: string;
}

const OPTIONS = {
  site: { type: 'string' },
  from: { type: 'string' },
  format: { type: 'string' },
  'dry-run': { type: 'boolean', default: false },
  'allow-shrink': { type: 'boolean', default: false },
  data: { type: 'string', default: 'data' },
} as const satisfies ParseArgsOptionsConfig;

/** The options from the parsed values, or a UsageError. */
function readOptions(values: CommandLineValues<typeof OPTIONS>): Options {
  if (values.site === undefined) throw new UsageError('name the site with --site <slug> (and the feed with --from <file|url> unless its config has stock.feed.url)');
  if (values.format !== undefined && !isFeedFormat(values.format)) {
    throw new UsageError(`--format expects ${FEED_FORMATS.join(' or ')}, got "${values.format}"`);
  }
  return {
    slug: values.site,
    from: values.from ?? null,
    format: values.format ?? null,
    dryRun: values['dry-run'],
    allowShrink: values['allow-shrink'],
    dataDir: values.data,
  };
}

/** `50,000`: thousands separated, as every count in the output is. */
function number(n: number): string {
  return n.toLocaleString('en-US');
}

/** `1 car`, `2,000 cars`. */
function count(n: number, noun: string): string {
  return `${number(n)} ${noun}${n === 1 ? '' : 's'}`;
}

/** At most LIST_LIMIT items, then "and N more". */
function listOf(items: readonly string[]): string {
  if (items.length === 0) return 'none';
  const shown = items.slice(0, LIST_LIMIT).join(', ');
  return items.length > LIST_LIMIT ? `${shown} and ${number(items.length - LIST_LIMIT)} more` : shown;
}

/** Where the import happens and how messages name things. */
interface ImportContext {
  readonly io: ImportCommandIo;
  readonly site: SiteConfig;
  readonly options: Options;
  /** Where the feed is read from, and as messages show it. */
  readonly source: FeedSource;
  readonly shownAs: string;
  readonly siteDataDir: string;
  /** The site's stock feed file as messages show it. */
  readonly target: string;
  /** The end of every refusal: `data/<slug>/… was not changed`. */
  readonly unchanged: string;
  readonly say: (line: string) => void;
}

/** The feed's rows and the names it uses that are not car fields; throws StockFeedError when the file cannot be imported. */
function readRows(context: ImportContext, format: FeedFormat, text: string): { rows: StockRow[]; unknown: string[]; noun: string } {
  const { site, shownAs, say } = context;
  const onRow = (read: number) => {
    if (read % PROGRESS_EVERY === 0) say(`read ${count(read, 'row')}…`);
  };
  if (format === 'csv') {
    const feed = csvFeedRows(text, site, shownAs, onRow);
    return { rows: feed.rows, unknown: [...feed.unknownColumns], noun: 'column' };
  }
  const rows = jsonFeedRows(text, shownAs);
  const unknown = new Set<string>();
  rows.forEach((row, index) => {
    collectUnknownFields(row.value, unknown);
    onRow(index + 1);
  });
  return { rows, unknown: [...unknown], noun: 'field' };
}

/** The site's current cars; none when it has no feed yet or its feed cannot be used (said as a warning). */
async function readCurrentStock(context: ImportContext): Promise<readonly Car[]> {
  const { site, siteDataDir, io, target, say } = context;
  try {
    await stat(stockFeedFile(siteDataDir));
  } catch {
    return [];
  }
  try {
    return await readStockFeed(site, siteDataDir, { root: io.root });
  } catch (error) {
    const problem = error instanceof StockFeedError ? (error.problems[0] ?? error.message) : String(error);
    say(`warning: the current ${target} cannot be used (${problem}); the import replaces it whole, every car counted as added`);
    return [];
  }
}

function changeCounts(changes: StockChanges): string {
  const { added, updated, unchanged, removed } = changes;
  return `${number(added.length)} added, ${number(updated.length)} updated, ${number(unchanged.length)} unchanged, ${number(removed.length)} removed`;
}

/** The lists a dry run prints: stock numbers of each kind of change, and the refused rows. */
function dryRunLists(changes: StockChanges, refused: readonly RefusedRow[]): string[] {
  const stocknums = (cars: readonly Car[]) => listOf(cars.map((car) => car.stocknum));
  return [
    `  added (${number(changes.added.length)}): ${stocknums(changes.added)}`,
    `  updated (${number(changes.updated.length)}): ${stocknums(changes.updated)}`,
    `  removed (${number(changes.removed.length)}): ${stocknums(changes.removed)}`,
    `  refused (${number(refused.length)}): ${listOf(refused.map((row) => `${row.where} (${row.stocknum ?? 'no stock number'})`))}`,
  ];
}

/**
 * Writes the provenance record, then the feed; if the feed cannot be written, the previous record
 * (or none) is put back. In this order an imported feed is never left without its record, which
 * would let the next build's demo data overwrite it.
 */
async function writeImport(context: ImportContext, cars: readonly Car[]): Promise<void> {
  const { siteDataDir, source, shownAs, io } = context;
  const recordFile = stockSourceFile(siteDataDir);
  const previous = await readFile(recordFile, 'utf8').catch(() => null);
  await writeStockSource(siteDataDir, { source: 'import', from: source.kind === 'file' ? path.basename(source.file) : shownAs, imported_at: (io.now?.() ?? new Date()).toISOString(), cars: cars.length });
  try {
    await writeStockFeed(siteDataDir, cars);
  } catch (error) {
    await (previous === null ? removeStockSource(siteDataDir) : replaceFileAtomically(recordFile, previous));
    throw error;
  }
}

/**
 * The feed's good cars and refused rows, reported as it goes, or the exit code when the file
 * cannot be imported at all. Its text and rows are let go when it returns (a 50,000-row feed is
 * some 65 MB of text).
 */
async function readFeed(context: ImportContext): Promise<StockValidation | number> {
  const { io, options, source, shownAs, say, unchanged } = context;
  let text: string;
  if (source.kind === 'url') {
    say(`fetching ${shownAs}…`);
    const fetched = await fetchFeed(source.request, io.feedFetch);
    if (!fetched.ok) {
      say(`${fetched.problem}; ${unchanged}`);
      return 1;
    }
    text = withoutBom(fetched.text);
  } else {
    try {
      text = withoutBom(await readFile(source.file, 'utf8'));
    } catch (error) {
      say(`cannot read ${shownAs} (${(error as NodeJS.ErrnoException).code === 'ENOENT' ? 'no such file' : String(error)}); ${unchanged}`);
      return 1;
    }
  }
  if (text.trim() === '') {
    say(`${shownAs} is empty, so there is nothing to import; ${unchanged}`);
    return 1;
  }
  const format = options.format ?? detectFeedFormat(source.kind === 'file' ? source.file : new URL(source.request.url).pathname, text);
  if (format === null) {
    say(`${shownAs} is neither a JSON list of cars nor a CSV file with a header row of car field names; ${unchanged}`);
    return 1;
  }

  say(`reading ${shownAs} as ${format.toUpperCase()}`);
  let feed: ReturnType<typeof readRows>;
  try {
    feed = readRows(context, format, text);
  } catch (error) {
    if (!(error instanceof StockFeedError)) throw error;
    say(`${error.message.split('\n')[0]}; ${unchanged}`);
    for (const problem of error.problems) io.err(`  ${problem}`);
    return 1;
  }
  const { rows, unknown, noun } = feed;
  if (unknown.length > 0) say(`warning: ${shownAs}: ${count(unknown.length, `unknown ${noun}`)} ignored: ${listOf(unknown.map((name) => JSON.stringify(name)))}`);

  say(`validating ${count(rows.length, 'row')}…`);
  const { cars, refused } = validateStockRows(rows, context.site);
  say(`validated: ${number(cars.length)} good, ${number(refused.length)} refused`);
  if (refused.length > 0) {
    say(`${number(refused.length)} of ${count(rows.length, 'row')} refused and left out:`);
    for (const line of formatRefusedRows(shownAs, refused)) io.err(`  ${line}`);
  }
  return { cars, refused };
}

/** The import once the site is known; resolves to the exit code. */
async function importFeed(context: ImportContext): Promise<number> {
  const { io, options, shownAs, target, say, unchanged } = context;
  const feed = await readFeed(context);
  if (typeof feed === 'number') return feed;
  const { cars, refused } = feed;
  if (cars.length === 0) {
    say(`refused: ${shownAs} has no valid car, and an import must not empty the site; ${unchanged}`);
    return 1;
  }

  const current = await readCurrentStock(context);
  const changes = compareStock(current, cars);
  const outcome = `${count(cars.length, 'car')} from ${shownAs} into ${target} (${changeCounts(changes)}); ${count(refused.length, 'row')} refused`;
  if (options.dryRun) {
    io.out(`${context.site.slug}: dry run: would import ${outcome}; nothing written`);
    for (const line of dryRunLists(changes, refused)) io.out(line);
  }
  const removal = `${number(changes.removed.length)} of the ${count(currentCount(changes), 'car')} in ${target}`;
  if (shrinksTooMuch(changes)) {
    if (!options.allowShrink) {
      say(`refused: the import would remove ${removal}, more than half; if the dealer's stock really shrank, run again with --allow-shrink; ${unchanged}`);
      return 1;
    }
    say(`warning: removing ${removal} (--allow-shrink)`);
  }
  if (options.dryRun) return 0;

  try {
    await writeImport(context, cars);
  } catch (error) {
    say(`cannot write ${target} (${error instanceof Error ? error.message : String(error)}); ${unchanged}`);
    return 1;
  }
  io.out(`${context.site.slug}: imported ${outcome}`);
  if (io.afterImport !== undefined) {
    try {
      for (const line of await io.afterImport({ site: context.site, before: current, after: cars })) say(line);
    } catch (error) {
      say(`warning: the feed was imported, but what follows an import failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  return 0;
}

/** Runs the importer CLI; resolves to the exit code. */
export async function runImportCommand(argv: readonly string[], io: ImportCommandIo): Promise<number> {
  const options = parseCommandLine(argv, OPTIONS, IMPORT_HELP, io, readOptions);
  if (typeof options === 'number') return options;
  const loaded = await loadSiteConfig(io.root, options.slug);
  if (!loaded.ok) {
    io.err(`${loaded.slug}: cannot use ${loaded.file}:`);
    for (const error of loaded.errors) io.err(`  - ${error}`);
    return 1;
  }
  const site = loaded.config;
  const siteDataDir = path.resolve(io.root, options.dataDir, site.slug);
  const target = displayPath(stockFeedFile(siteDataDir), io.root);
  const unchanged = `${target} was not changed`;
  const say = (line: string) => io.err(`${site.slug}: ${line}`);
  const source = feedSource(options.from, site, io);
  if (!source.ok) {
    say(`${source.problem}; ${unchanged}`);
    if (source.usage) io.err(`\n${IMPORT_HELP}`);
    return source.usage ? 2 : 1;
  }
  const shownAs = source.value.kind === 'file' ? displayPath(source.value.file, io.root) : shownFeedUrl(source.value.request.url);
  return importFeed({ io, site, options, source: source.value, shownAs, siteDataDir, target, unchanged, say });
}

/** Where the feed is read from: a file, or an address fetched with its request's headers. */
type FeedSource = { readonly kind: 'file'; readonly file: string } | { readonly kind: 'url'; readonly request: FeedRequest };

/**
 * The feed `--from` names, or the site config's stock.feed. The credential the config names goes
 * only to the config's own origin, so a --from address elsewhere never receives it.
 */
function feedSource(
  from: string | null,
  site: SiteConfig,
  io: ImportCommandIo,
): { ok: true; value: FeedSource } | { ok: false; problem: string; usage: boolean } {
  const configured = site.stock.feed;
  if (from !== null && !isFeedUrl(from)) return { ok: true, value: { kind: 'file', file: path.resolve(io.cwd ?? io.root, from) } };
  if (from === null && configured === undefined) {
    return { ok: false, problem: 'no feed to import: name it with --from <file|url>, or give the site config a stock.feed.url', usage: true };
  }
  const url = from ?? configured?.url ?? '';
  if (!URL.canParse(url)) return { ok: false, problem: `--from "${url}" is not a valid address`, usage: true };
  const envName = configured?.auth_header_env;
  if (configured === undefined || envName === undefined || new URL(url).origin !== new URL(configured.url).origin) {
    return { ok: true, value: { kind: 'url', request: { url } } };
  }
  const authorization = (io.env ?? process.env)[envName];
  if (authorization === undefined || authorization.trim() === '') {
    return { ok: false, problem: `the site config's stock.feed.auth_header_env names ${envName}, which is not set in the environment`, usage: false };
  }
  return { ok: true, value: { kind: 'url', request: { url, authorization, authorizationFrom: envName } } };
}
