/**
 * The indexer CLI (`npm run index`), as a function of its arguments, environment and output so
 * that tests can run it against a stand-in server. scripts/index-stock.ts only wires it to the
 * process.
 *
 * Output: progress and the closing line per site go to stderr; stdout carries only
 * `TYPESENSE_SEARCH_KEY_<SLUG>=<key>` lines (or the help), so `node scripts/index-stock.ts --all > keys.env`
 * gives ops a file of keys to hand to the build. Exit 0 when every site indexed cleanly, 1 when a
 * site failed or a document was rejected, 2 for a usage mistake.
 */
import path from 'node:path';
import type { ParseArgsOptionsConfig } from 'node:util';
import { parseCommandLine, UsageError, wholeNumberOption, type CommandLineValues, type CommandOutput } from '../../cli/command-line.ts';
import type { Car } from '../../domain/cars/car.ts';
import { loadAllSiteConfigs, loadSiteConfig, siteConfigPath, type LoadResult } from '../../config/load-site-config.ts';
import type { SiteConfig } from '../../config/site-config-schema.ts';
import { clusterFromSettings, type TypesenseSettings } from './connection.ts';
import { checkClusterHealth, connect, indexSite, DEFAULT_BATCH_SIZE, type BatchProgress, type CollectionOutcome } from './indexer.ts';
import { ADMIN_KEY_ENV, SEARCH_PARENT_KEY_ENV } from './search-key-env.ts';
import { displayPath, readStockFeed, stockFeedFile, StockFeedError } from '../../stock/read-stock-feed.ts';

/** Days a scoped key lasts unless `--key-days` says otherwise. */
export const DEFAULT_KEY_DAYS = 30;

export const INDEX_HELP = `Usage: npm run index -- (--site <slug> ... | --all) [options]

Indexes dealer stock into Typesense and issues each site's scoped search key.
For each site: creates the stock collection or adds the fields it lacks, upserts the cars of
the site's stock feed (data/<slug>/, validated as the build validates it) in batches, deletes the site's cars that left the feed, and prints the
site's scoped search key as TYPESENSE_SEARCH_KEY_<SLUG>=<key> (the only line on stdout).

Options:
  --site <slug>       Index this site (repeatable).
  --all               Index every site in sites/ that has search.typesense settings.
  --batch-size <n>    Documents per import request. Default ${DEFAULT_BATCH_SIZE}.
  --key-days <n>      Days until the scoped search key expires. Default ${DEFAULT_KEY_DAYS}.
  --data <dir>        Folder holding each site's data folder <slug>/ (stock feed). Default data.
  -h, --help          Show this help.

Environment:
  ${ADMIN_KEY_ENV}          The cluster's admin key, used to write (never written to any file).
  ${SEARCH_PARENT_KEY_ENV}  A search-only key; scoped keys are signed with it.

The cluster's nodes come from each site's search.typesense settings. See docs/search-typesense.md.
`;

/** What the command reads and writes besides its arguments. */
export interface IndexCommandIo extends CommandOutput {
  /** The project root: sites/ and the data folder are under it. */
  readonly root: string;
  readonly env: Readonly<Record<string, string | undefined>>;
  /** Unix seconds; defaults to the clock. */
  readonly now?: () => number;
}

interface Options {
  readonly slugs: readonly string[] | 'all';
  readonly batchSize: number;
  readonly keyDays: number;
  readonly dataDir: string;
}

const OPTIONS = {
  site: { type: 'string', multiple: true },
  all: { type: 'boolean', default: false },
  'batch-size': { type: 'string' },
  'key-days': { type: 'string' },
  data: { type: 'string', default: 'data' },
} as const satisfies ParseArgsOptionsConfig;

/** The options from the parsed values, or a UsageError. */
function readOptions(values: CommandLineValues<typeof OPTIONS>): Options {
  const sites = values.site ?? [];
  if (values.all === (sites.length > 0)) throw new UsageError('name the sites to index with --site <slug>, or give --all (not both)');
  return {
    slugs: values.all ? 'all' : sites,
    batchSize: values['batch-size'] === undefined ? DEFAULT_BATCH_SIZE : wholeNumberOption(values['batch-size'], '--batch-size'),
    keyDays: values['key-days'] === undefined ? DEFAULT_KEY_DAYS : wholeNumberOption(values['key-days'], '--key-days'),
    dataDir: values.data,
  };
}

/** The keys from the environment, or the sentence saying which is missing or wrong. */
function keysFromEnv(env: IndexCommandIo['env']): { adminKey: string; parentKey: string } | string {
  const adminKey = env[ADMIN_KEY_ENV]?.trim() ?? '';
  const parentKey = env[SEARCH_PARENT_KEY_ENV]?.trim() ?? '';
  if (adminKey === '') return `${ADMIN_KEY_ENV} is not set: export the Typesense admin key before indexing (see docs/search-typesense.md)`;
  if (parentKey === '') return `${SEARCH_PARENT_KEY_ENV} is not set: export a search-only Typesense key to sign the sites' search keys with (see docs/search-typesense.md)`;
  if (parentKey === adminKey) {
    return `${SEARCH_PARENT_KEY_ENV} is the admin key: Typesense honours scoped keys only from a search-only parent key; create one (see docs/search-typesense.md)`;
  }
  return { adminKey, parentKey };
}

/** The site's cars through the stock reader, or the lines saying why they cannot be indexed. */
async function readFeed(
  root: string,
  dataDir: string,
  site: SiteConfig,
): Promise<{ readonly ok: true; readonly cars: readonly Car[] } | { readonly ok: false; readonly problems: readonly string[] }> {
  const siteDataDir = path.resolve(root, dataDir, site.slug);
  let cars: readonly Car[];
  try {
    cars = await readStockFeed(site, siteDataDir, { root });
  } catch (error) {
    if (error instanceof StockFeedError) return { ok: false, problems: error.problems };
    throw error;
  }
  if (cars.length === 0) {
    return { ok: false, problems: [`${displayPath(stockFeedFile(siteDataDir), root)} holds no cars; refusing to delete the site's whole stock from the index`] };
  }
  return { ok: true, cars };
}

function describeOutcome(outcome: CollectionOutcome, collection: string): string {
  switch (outcome.kind) {
    case 'created':
      return `collection ${collection} created`;
    case 'unchanged':
      return `collection ${collection} has every field`;
    case 'updated':
      return `collection ${collection} updated (added: ${outcome.added.join(', ') || 'none'}; re-indexed: ${outcome.replaced.join(', ') || 'none'})`;
  }
}

type SiteOutcome = 'ok' | 'failed' | 'skipped';

/** Indexes one loaded site; every problem becomes lines on `err`. */
async function runSite(
  loaded: Extract<LoadResult, { ok: true }>,
  explicit: boolean,
  keys: { adminKey: string; parentKey: string },
  options: Options,
  io: IndexCommandIo,
  now: number,
): Promise<SiteOutcome> {
  const { slug, config } = loaded;
  const say = (line: string) => io.err(`${slug}: ${line}`);
  const settings: TypesenseSettings | undefined = config.search.typesense;
  if (settings === undefined) {
    if (!explicit) {
      say(`skipped: search.backend is ${config.search.backend} and ${siteConfigPath(slug)} has no search.typesense settings`);
      return 'skipped';
    }
    say(`${siteConfigPath(slug)} has no search.typesense settings, so there is no cluster to index into`);
    return 'failed';
  }
  if (config.search.backend !== 'typesense') {
    say(`warning: search.backend is ${config.search.backend}; indexing anyway, the key is ready for when the site switches to typesense`);
  }
  const feed = await readFeed(io.root, options.dataDir, config);
  if (!feed.ok) {
    for (const line of feed.problems) say(line);
    return 'failed';
  }
  const { cars } = feed;
  const connection = connect({ cluster: clusterFromSettings(settings), apiKey: keys.adminKey });
  try {
    await checkClusterHealth(connection);
    const report = await indexSite({
      target: connection,
      config: config as SiteConfig,
      cars,
      parentKey: keys.parentKey,
      now,
      keyLifetimeDays: options.keyDays,
      batchSize: options.batchSize,
      onBatch: (progress: BatchProgress) => {
        say(`batch ${progress.batch}/${progress.batches}: ${progress.done}/${progress.total} cars sent, ${progress.failures.length} rejected`);
        for (const failure of progress.failures) say(`  rejected ${failure.id}: ${failure.error}`);
      },
    });
    say(describeOutcome(report.collection, report.collectionName));
    if (report.foreignCars.length > 0) {
      say(`warning: ${report.foreignCars.length} cars name a dealership not in ${siteConfigPath(slug)}; not indexed`);
    }
    const expires = new Date(report.key.expiresAt * 1000).toISOString();
    say(
      `done: ${report.upserted} of ${report.upserted + report.failures.length} cars upserted, ${report.failures.length} rejected, ${report.removed} removed (left the feed); search key ${report.key.envName} expires ${expires}`,
    );
    io.out(`${report.key.envName}=${report.key.value}`);
    return report.failures.length === 0 ? 'ok' : 'failed';
  } catch (error) {
    say(error instanceof Error ? error.message : String(error));
    return 'failed';
  }
}

/** Runs the indexer CLI; resolves to the exit code. */
export async function runIndexCommand(argv: readonly string[], io: IndexCommandIo): Promise<number> {
  const options = parseCommandLine(argv, OPTIONS, INDEX_HELP, io, readOptions);
  if (typeof options === 'number') return options;
  const keys = keysFromEnv(io.env);
  if (typeof keys === 'string') {
    io.err(keys);
    return 1;
  }
  const loaded =
    options.slugs === 'all' ? await loadAllSiteConfigs(io.root) : await Promise.all(options.slugs.map((slug) => loadSiteConfig(io.root, slug)));
  const now = io.now?.() ?? Math.floor(Date.now() / 1000);
  const outcomes: SiteOutcome[] = [];
  for (const result of loaded) {
    if (!result.ok) {
      io.err(`${result.slug}: cannot use ${result.file}:`);
      for (const error of result.errors) io.err(`  - ${error}`);
      outcomes.push('failed');
      continue;
    }
    outcomes.push(await runSite(result, options.slugs !== 'all', keys, options, io, now));
  }
  const failed = outcomes.filter((o) => o === 'failed').length;
  const indexed = outcomes.filter((o) => o === 'ok').length;
  if (indexed + failed === 0) io.err('no site has search.typesense settings; nothing to index');
  if (failed > 0) io.err(`index: ${failed} of ${outcomes.length} site(s) failed; see above`);
  return failed > 0 ? 1 : 0;
}
