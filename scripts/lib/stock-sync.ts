/**
 * `npm run stock:sync`: one dealer's stock feed to a site ready to deploy, in four timed steps,
 * each one the project's own tool rather than a copy of it:
 *
 * 1. import: the importer (src/stock/import-command.ts), with its checks, shrink guard and atomic
 *    replace; the feed before and after are compared car by car (stock-changes.ts), and when
 *    nothing changed and the site is built already, the run ends there, unless the stock check the
 *    built site publishes is older than half its `stock.stale_after_hours`: an unchanged feed
 *    confirms the stock too, and a site whose check is never republished would stop taking
 *    reservations on a quiet weekend;
 * 2. build: buildSites (build-sites.ts), incremental, so only the pages of changed cars and the
 *    pages that list them are rendered again;
 * 3. search index: a Typesense site gets only the changed cars upserted and the removed ones
 *    deleted (indexer.ts); an embedded-search site's snapshot was rebuilt with the site;
 * 4. deploy: `npm run deploy -- --prod --no-build` as a child process, so there is one deploy
 *    path; without --deploy, a dry run counting what a deploy would upload (output-manifest.ts).
 *
 * It ends with a timeline of the steps. `--result <file>` writes what the fleet workflow
 * (.github/workflows/stock-sync.yml) reads: the site, whether its stock changed, unchanged or the
 * sync failed, and the cars added, updated and removed; it is written whatever happens.
 */
import { spawn } from 'node:child_process';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createInterface } from 'node:readline';
import type { ParseArgsOptionsConfig } from 'node:util';
import type { CommandLineValues, CommandOutput } from '../../src/cli/command-line.ts';
import { listSiteSlugs, loadSiteConfig } from '../../src/config/load-site-config.ts';
import type { SiteConfig } from '../../src/config/site-config-schema.ts';
import type { Car } from '../../src/domain/cars/car.ts';
import { STOCK_STATUS_PATH } from '../../src/domain/routes/routes.ts';
import { parseStockStatus, stockCheckDue, timeAgoWords, type StockStatus } from '../../src/domain/cars/stock-age.ts';
import { DEFAULT_COLLECTION } from '../../src/search/typesense/collection-schema.ts';
import { clusterFromSettings } from '../../src/search/typesense/connection.ts';
import { connect, ensureCollection, indexDocuments, syncChangedDocuments, type DocumentFailure } from '../../src/search/typesense/indexer.ts';
import { ADMIN_KEY_ENV } from '../../src/search/typesense/search-key-env.ts';
import { toSearchDocument } from '../../src/search/search-document.ts';
import { siteDriveAwayOf } from '../../src/search/drive-away-of.ts';
import type { FeedFetchOptions } from '../../src/stock/fetch-feed.ts';
import { runImportCommand } from '../../src/stock/import-command.ts';
import { displayPath, parseStockFeed, StockFeedError, stockFeedFile } from '../../src/stock/read-stock-feed.ts';
import { compareStock, type StockChanges } from '../../src/stock/stock-changes.ts';
import type { StockAlertsHooks } from '../../src/server/wiring/alert-wiring.ts';
import { buildSites, exists } from './build-sites.ts';
import { UsageError } from './cli.ts';
import { formatBytes, formatTable } from './format-table.ts';
import { hashOutput, planUpload, readManifest, writeManifest, type UploadPlan } from './output-manifest.ts';

export const SYNC_HELP = `Bring one dealer site in step with its stock feed, ready to deploy.

Usage: npm run stock:sync -- --site <slug> [options]

Runs four steps, each timed, with a line as each starts:
  1. import        the feed, as \`npm run stock:import\` does: bad rows reported and left out,
                   refused when more than half of the cars would go, data/<slug>/cars.json
                   replaced only when the import succeeds. When no car was added, changed or
                   removed and dist/<slug>/ is built, the sync ends here: nothing to build or
                   deploy. Unless the stock check the built site publishes is older than half
                   its stock.stale_after_hours: then the build and deploy go on, to publish
                   that this import confirmed the stock (only the pages without a car of their
                   own are rendered again).
  2. build         dist/<slug>/, incrementally: the pages of unchanged cars are kept.
  3. search index  a Typesense site: the added and changed cars are upserted, the removed ones
                   deleted (needs ${ADMIN_KEY_ENV}; without it the index is left as it was,
                   with a warning). An embedded-search site needs nothing: its snapshot is
                   rebuilt with the site.
  4. deploy        with --deploy, \`npm run deploy -- --site <slug> --prod --no-build\`; without,
                   a dry run: how many files and bytes a deploy would upload, against the
                   output of the last sync (kept in .cache/sync/<slug>.json).
It closes with a timeline: each step's seconds, the cars added, changed and removed, and the
pages rendered and kept.

Options:
  --site <slug>       the site to sync (required)
  --from <file|url>   the feed file, or an http(s) address to fetch it from (default: the site
                      config's stock.feed.url, with the Authorization header held by the
                      environment variable its stock.feed.auth_header_env names)
  --allow-shrink      import even when more than half of the site's cars would be removed
  --deploy            deploy the site to production once it is built (needs Netlify's
                      credentials: see \`npm run deploy -- --help\`)
  --data <dir>        the folder holding each site's data folder <slug>/ (default: data)
  --result <file>     write {"site", "status", "cars": {"added", "updated", "removed"}} to the
                      file, whatever happens; status is "changed" (the stock changed),
                      "unchanged" or "failed"
  -h, --help          show this help

Environment:
  ${ADMIN_KEY_ENV}   the Typesense admin key, for a site searched with Typesense
  NETLIFY_AUTH_TOKEN    with --deploy, and the site's Netlify id (see \`npm run deploy -- --help\`)

Exit code: 0 when synced, whether the stock changed or not; 1 when the import was refused or
failed (the site's feed was not changed), or the build, the search index or the deploy failed;
2 for a usage mistake (an unknown option, no --site, a site not in sites/).`;

export const SYNC_OPTIONS = {
  site: { type: 'string' },
  from: { type: 'string' },
  deploy: { type: 'boolean', default: false },
  'allow-shrink': { type: 'boolean', default: false },
  data: { type: 'string', default: 'data' },
  result: { type: 'string' },
} as const satisfies ParseArgsOptionsConfig;

export interface SyncOptions {
  readonly slug: string;
  /** The feed file or address as given; null for the site config's stock.feed.url. */
  readonly from: string | null;
  readonly deploy: boolean;
  readonly allowShrink: boolean;
  /** The data folder, relative to the project root as every command of the project takes it. */
  readonly dataDir: string;
  /** Absolute path of the result file, or null. */
  readonly resultFile: string | null;
}

/** The options from the parsed values; a relative --result is resolved against `cwd`. Throws a UsageError. */
export function readSyncOptions(values: CommandLineValues<typeof SYNC_OPTIONS>, cwd: string): SyncOptions {
  if (values.site === undefined || values.site === '') throw new UsageError('--site <slug> is required: the site to sync');
  if (values.result === '') throw new UsageError('--result expects a file name');
  return {
    slug: values.site,
    from: values.from ?? null,
    deploy: values.deploy,
    allowShrink: values['allow-shrink'],
    dataDir: values.data,
    resultFile: values.result === undefined ? null : path.resolve(cwd, values.result),
  };
}

/** What the sync reads and writes besides its options. */
export interface StockSyncIo extends CommandOutput {
  /** The project root: sites/, the data folder, dist/ and .cache/ are under it. */
  readonly root: string;
  /** The folder a relative --from is resolved against. */
  readonly cwd: string;
  /** Where the feed's credentials and the Typesense admin key are read from. */
  readonly env: Readonly<Record<string, string | undefined>>;
  /** How a feed address is fetched; fetch-feed.ts's defaults otherwise. */
  readonly feedFetch?: FeedFetchOptions;
  /**
   * The saved searches' part (scripts/stock-sync.ts wires src/server/wiring/alert-wiring.ts): the
   * import's matches recorded right after it, and the due mails queued once the site is up to date,
   * so no mail links to a car page the site does not have yet; on the store, or through the local
   * server that holds it (src/server/ops/alerts-source.ts). Each resolves to lines to print.
   */
  readonly alerts?: Pick<StockAlertsHooks, 'match' | 'compose'>;
}

export type SyncStatus = 'changed' | 'unchanged' | 'failed';

/** The --result file's contents: the fleet workflow's contract, so its shape never changes. */
export interface SyncResult {
  readonly site: string;
  readonly status: SyncStatus;
  readonly cars: { readonly added: number; readonly updated: number; readonly removed: number };
}

/** One row of the timeline. */
export interface StepRecord {
  readonly step: string;
  readonly outcome: string;
  /** Null for a step that did not run. */
  readonly seconds: number | null;
}

/** Everything the closing timeline shows. */
export interface SyncReport {
  readonly steps: readonly StepRecord[];
  /** Null when the import did not get as far as comparing the feeds. */
  readonly cars: { readonly added: number; readonly updated: number; readonly removed: number; readonly total: number } | null;
  /** Null when nothing was built. */
  readonly pages: { readonly rendered: number; readonly kept: number } | null;
  readonly seconds: number;
}

/** `1 car`, `2,000 cars`. */
function count(n: number, noun: string): string {
  return `${n.toLocaleString('en-US')} ${noun}${n === 1 ? '' : 's'}`;
}

/** The closing timeline: a row per step, then the cars, the pages and the total. Pure. */
export function formatTimeline(report: SyncReport): string[] {
  const rows = report.steps.map((step) => [step.step, step.outcome, step.seconds === null ? '-' : step.seconds.toFixed(1)]);
  const lines = [formatTable(['step', 'result', 'seconds'], rows), ''];
  if (report.cars !== null) {
    const { added, updated, removed, total } = report.cars;
    lines.push(`${added} added, ${updated} changed, ${removed} removed of ${count(total, 'car')}`);
  }
  if (report.pages !== null) {
    const { rendered, kept } = report.pages;
    lines.push(`${rendered} pages rendered, ${kept} kept of ${rendered + kept}`);
  }
  lines.push(`total ${report.seconds.toFixed(1)} s`);
  return lines;
}

/** Bytes in MB, one decimal, as the dry run counts what it would upload. */
function megabytes(bytes: number): string {
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** The lines of the dry run's answer. Pure. */
export function describeUpload(plan: UploadPlan, firstSync: boolean): string[] {
  return [
    `would upload ${plan.upload.length} of ${count(plan.total, 'file')} (${megabytes(plan.uploadBytes)})${firstSync ? ', every file: no earlier sync to compare with' : ''}`,
    `would delete ${count(plan.deleted.length, 'file')}`,
  ];
}

/** The stock check a built site publishes (STOCK_STATUS_PATH); null when it has none or it cannot be read. */
async function readPublishedStockStatus(outDir: string): Promise<StockStatus | null> {
  try {
    return parseStockStatus(JSON.parse(await readFile(path.join(outDir, STOCK_STATUS_PATH), 'utf8')));
  } catch {
    return null;
  }
}

/** Seconds since `started` (a performance.now() value). */
function since(started: number): number {
  return (performance.now() - started) / 1000;
}

/** One run of the sync: where it works, and what it has done so far. */
interface SyncRun {
  readonly options: SyncOptions;
  readonly io: StockSyncIo;
  readonly site: SiteConfig;
  readonly siteDataDir: string;
  /** dist/<slug> under the root. */
  readonly outDir: string;
  readonly say: (line: string) => void;
  readonly steps: StepRecord[];
}

/**
 * The site's cars, checked as every reader of the feed checks them, or none when it has no usable
 * feed yet. The file is read afresh each time rather than through readStockFeed's cache, which
 * knows a file by its modification time and size: a one-price change keeps the size, and on a
 * file system with coarse times the feed before and after the import could look the same.
 */
async function currentCars(run: SyncRun): Promise<readonly Car[]> {
  const file = stockFeedFile(run.siteDataDir);
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch {
    return [];
  }
  try {
    return parseStockFeed(text, run.site, displayPath(file, run.io.root));
  } catch (error) {
    // A feed that cannot be used: the importer replaces it whole and says so.
    if (error instanceof StockFeedError) return [];
    throw error;
  }
}

/** Step 1: the import, and what it changed; null when it was refused or failed (it said why). */
async function importStep(run: SyncRun): Promise<{ readonly changes: StockChanges; readonly before: readonly Car[]; readonly after: readonly Car[] } | null> {
  const { options, io, say } = run;
  const started = performance.now();
  say(`[1/4] import: ${options.from === null ? "the site config's stock.feed.url" : options.from}…`);
  const before = await currentCars(run);
  const argv = ['--site', options.slug, '--data', options.dataDir, ...(options.from === null ? [] : ['--from', options.from]), ...(options.allowShrink ? ['--allow-shrink'] : [])];
  const code = await runImportCommand(argv, { root: io.root, cwd: io.cwd, env: io.env, out: io.out, err: io.err, ...(io.feedFetch === undefined ? {} : { feedFetch: io.feedFetch }) });
  if (code !== 0) {
    run.steps.push({ step: 'import', outcome: 'failed: the feed was not imported (see above); the site was left as it was', seconds: since(started) });
    return null;
  }
  const after = await currentCars(run);
  const changes = compareStock(before, after);
  const total = changes.added.length + changes.updated.length + changes.unchanged.length;
  run.steps.push({ step: 'import', outcome: `${count(total, 'car')}: ${changes.added.length} added, ${changes.updated.length} changed, ${changes.removed.length} removed`, seconds: since(started) });
  return { changes, before, after };
}

/** Step 2: the incremental build; the pages rendered and kept, or null when it failed. */
async function buildStep(run: SyncRun): Promise<{ readonly rendered: number; readonly kept: number } | null> {
  const { options, io, say } = run;
  const started = performance.now();
  // A data folder holding only an imported feed lacks the demo content (models, offers, …) the
  // pages need: the generator writes it, and keeps the imported stock.
  const generate = !(await exists(path.join(run.siteDataDir, 'models.json')));
  say(`[2/4] build: dist/${options.slug}/, keeping the pages that did not change${generate ? ' (writing the demo content first)' : ''}…`);
  const summary = await buildSites({
    root: io.root,
    slugs: [options.slug],
    force: false,
    jobs: 1,
    generate,
    dataDir: options.dataDir,
    // A site going to production is held to a production build's rules, as `npm run deploy -- --prod` holds it.
    production: options.deploy,
    log: io.out,
  });
  const result = summary.results[0];
  if (result === undefined || (result.status !== 'built' && result.status !== 'cached')) {
    for (const error of result?.errors ?? []) io.err(`  ${error}`);
    run.steps.push({ step: 'build', outcome: `failed: ${result?.errors[0] ?? 'no result'}`, seconds: since(started) });
    return null;
  }
  const outcome = result.status === 'cached' ? `unchanged: ${result.pages} pages, not rebuilt` : `${result.pages} pages, ${formatBytes(result.bytes)}`;
  run.steps.push({ step: 'build', outcome, seconds: since(started) });
  return { rendered: result.rendered, kept: result.kept };
}

/**
 * The index's share of the import: the added and updated cars to upsert, and the cars whose
 * documents go (the removed ones, and the old document of a car moved to another dealership,
 * whose document id changed), each only of the site's own dealerships: its key cannot see
 * another's, and another site may own that document.
 */
export function indexChanges(site: SiteConfig, changes: StockChanges, before: readonly Car[]): { upsert: Car[]; remove: Car[] } {
  const own = new Set(site.dealerships.map((dealership) => dealership.id));
  const previous = new Map(before.map((car) => [car.id, car]));
  const moved = changes.updated.flatMap((car) => {
    const old = previous.get(car.id);
    return old !== undefined && old.dealership_id !== car.dealership_id ? [old] : [];
  });
  return {
    upsert: [...changes.added, ...changes.updated].filter((car) => own.has(car.dealership_id)),
    remove: [...changes.removed, ...moved].filter((car) => own.has(car.dealership_id)),
  };
}

/** What the search index step works from. */
export interface SearchIndexInput {
  readonly site: SiteConfig;
  readonly changes: StockChanges;
  /** The site's cars before the import, and after it. */
  readonly before: readonly Car[];
  readonly after: readonly Car[];
  /** Where the admin key is read from. */
  readonly env: Readonly<Record<string, string | undefined>>;
  readonly io: CommandOutput;
}

/**
 * Step 3: brings a Typesense site's index in step with the import's changes. Its timeline row, and
 * whether it went through: a missing admin key is a warning (the site is still synced; the warning
 * says how to catch the index up), a cluster that fails or rejects a car is a failure.
 */
export async function syncSearchIndex(input: SearchIndexInput): Promise<{ readonly ok: boolean; readonly step: StepRecord }> {
  const { site, env, io } = input;
  const started = performance.now();
  const say = (line: string) => io.out(`${site.slug}: ${line}`);
  const settings = site.search.typesense;
  const done = (outcome: string, seconds: number | null = since(started)) => ({ ok: true, step: { step: 'search index', outcome, seconds } });
  if (site.search.backend !== 'typesense' || settings === undefined) {
    const outcome = 'not used (embedded search: the snapshot is rebuilt with the site)';
    say(`[3/4] search index: ${outcome}`);
    return done(outcome, null);
  }
  const collection = settings.collection ?? DEFAULT_COLLECTION;
  const { upsert, remove } = indexChanges(site, input.changes, input.before);
  say(`[3/4] search index: Typesense collection ${collection}: ${upsert.length} to upsert, ${remove.length} to delete…`);
  const adminKey = env[ADMIN_KEY_ENV]?.trim() ?? '';
  if (adminKey === '') {
    io.err(
      `${site.slug}: warning: the Typesense index was not updated: ${ADMIN_KEY_ENV} is not set, so the site's search still shows the stock as it was. ` +
        `Export the admin key and run \`npm run index -- --site ${site.slug}\` to bring the index in step with the feed.`,
    );
    return done(`not updated: ${ADMIN_KEY_ENV} is not set (see the warning)`, null);
  }
  if (upsert.length === 0 && remove.length === 0) return done('in step already: no car of the site changed');
  const failed = (why: string) => {
    io.err(`${site.slug}: the Typesense index was not brought in step: ${why}. Once that is fixed, run \`npm run index -- --site ${site.slug}\`.`);
    return { ok: false, step: { step: 'search index', outcome: `failed: ${why}`, seconds: since(started) } };
  };
  const rejected = (failures: readonly DocumentFailure[]) =>
    failed(`Typesense rejected ${count(failures.length, 'car')}: ${failures.map((failure) => `${failure.id} (${failure.error})`).join('; ')}`);
  try {
    const connection = connect({ cluster: clusterFromSettings(settings), apiKey: adminKey });
    const driveAwayOf = siteDriveAwayOf(site, Math.floor(Date.now() / 1000));
    if ((await ensureCollection(connection, collection)).kind === 'created') {
      // A new collection holds nothing yet: the whole feed goes in, not only what changed.
      const own = new Set(site.dealerships.map((dealership) => dealership.id));
      const report = await indexDocuments(connection, collection, input.after.filter((car) => own.has(car.dealership_id)).map((car) => toSearchDocument(car, driveAwayOf)));
      if (report.failures.length > 0) return rejected(report.failures);
      return done(`collection ${collection} created: ${count(report.upserted, 'car')} indexed`);
    }
    const report = await syncChangedDocuments(connection, collection, { upsert, remove }, driveAwayOf);
    if (report.failures.length > 0) return rejected(report.failures);
    return done(`${report.upserted} upserted, ${report.removed} deleted`);
  } catch (error) {
    return failed(error instanceof Error ? error.message : String(error));
  }
}

/** Relays a child's output streams line by line. */
function relayLines(stream: NodeJS.ReadableStream | null, to: (line: string) => void): Promise<void> {
  if (stream === null) return Promise.resolve();
  const lines = createInterface({ input: stream, crlfDelay: Infinity });
  lines.on('line', to);
  return new Promise((resolve) => lines.once('close', resolve));
}

/** Runs `npm run deploy`'s script for the site; resolves to its exit code. */
async function runDeployScript(run: SyncRun): Promise<number> {
  const { io, options } = run;
  const child = spawn(process.execPath, [path.join(io.root, 'scripts', 'deploy.ts'), '--site', options.slug, '--prod', '--no-build', '--data-dir', options.dataDir], {
    cwd: io.root,
    env: { ...io.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const relayed = Promise.all([relayLines(child.stdout, io.out), relayLines(child.stderr, io.err)]);
  const code = await new Promise<number>((resolve) => {
    child.once('error', (error) => {
      io.err(`${options.slug}: cannot start the deploy: ${error.message}`);
      resolve(1);
    });
    child.once('close', (exitCode) => resolve(exitCode ?? 1));
  });
  await relayed;
  return code;
}

/** Step 4: the deploy, or the dry run; false when the deploy failed. */
async function deployStep(run: SyncRun): Promise<boolean> {
  const { options, io, say } = run;
  const started = performance.now();
  if (options.deploy) {
    say(`[4/4] deploy: dist/${options.slug}/ to production (npm run deploy -- --site ${options.slug} --prod --no-build)…`);
    const code = await runDeployScript(run);
    if (code !== 0) {
      run.steps.push({ step: 'deploy', outcome: `failed: the deploy exited with code ${code} (see above)`, seconds: since(started) });
      return false;
    }
    await writeManifest(io.root, options.slug, await hashOutput(run.outDir));
    run.steps.push({ step: 'deploy', outcome: 'deployed to production', seconds: since(started) });
    return true;
  }
  say(`[4/4] dry run: comparing dist/${options.slug}/ with the last sync…`);
  const previous = await readManifest(io.root, options.slug);
  const next = await hashOutput(run.outDir);
  const plan = planUpload(previous, next);
  for (const line of describeUpload(plan, previous === null)) say(line);
  await writeManifest(io.root, options.slug, next);
  const outcome = `would upload ${plan.upload.length} of ${count(plan.total, 'file')} (${megabytes(plan.uploadBytes)}), delete ${plan.deleted.length}`;
  run.steps.push({ step: 'dry run', outcome, seconds: since(started) });
  return true;
}

/** Writes the --result file, when one was asked for. */
async function writeResult(options: Pick<SyncOptions, 'resultFile'>, result: SyncResult): Promise<void> {
  if (options.resultFile === null) return;
  await mkdir(path.dirname(options.resultFile), { recursive: true });
  await writeFile(options.resultFile, `${JSON.stringify(result)}\n`);
}

const NO_CARS = { added: 0, updated: 0, removed: 0 } as const;

/** The steps after the one that failed, as the timeline shows them. */
function notRun(run: SyncRun, names: readonly string[], why: string): void {
  for (const step of names) run.steps.push({ step, outcome: `not run (${why})`, seconds: null });
}

/** Runs the sync; resolves to the exit code. Throws a UsageError for a site not in sites/. */
export async function runStockSync(given: SyncOptions, io: StockSyncIo): Promise<number> {
  const started = performance.now();
  // The build joins the data folder to the root, so an absolute --data is made relative to it.
  const options = { ...given, dataDir: path.relative(io.root, path.resolve(io.root, given.dataDir)) || '.' };
  const known = await listSiteSlugs(io.root);
  if (!known.includes(options.slug)) {
    await writeResult(options, { site: options.slug, status: 'failed', cars: NO_CARS });
    throw new UsageError(`no site "${options.slug}" in sites/ (known sites: ${known.join(', ') || 'none'})`);
  }
  let result: SyncResult = { site: options.slug, status: 'failed', cars: NO_CARS };
  try {
    const loaded = await loadSiteConfig(io.root, options.slug);
    if (!loaded.ok) {
      io.err(`${loaded.slug}: cannot use ${loaded.file}:`);
      for (const error of loaded.errors) io.err(`  - ${error}`);
      return 1;
    }
    const run: SyncRun = {
      options,
      io,
      site: loaded.config,
      siteDataDir: path.resolve(io.root, options.dataDir, options.slug),
      outDir: path.join(io.root, 'dist', options.slug),
      say: (line) => io.out(`${options.slug}: ${line}`),
      steps: [],
    };
    const finalStep = options.deploy ? 'deploy' : 'dry run';
    const timeline = (cars: SyncReport['cars'], pages: SyncReport['pages']) => {
      io.out('');
      for (const line of formatTimeline({ steps: run.steps, cars, pages, seconds: since(started) })) io.out(line);
    };

    const imported = await importStep(run);
    if (imported === null) {
      notRun(run, ['build', 'search index', finalStep], 'the import failed');
      timeline(null, null);
      return 1;
    }
    const { changes, before, after } = imported;
    const alerts = io.alerts;
    if (alerts !== undefined) for (const line of await alerts.match({ site: run.site, before, after })) run.say(line);
    // The mails go once the site shows the cars they link to.
    const queueAlertMails = async () => {
      if (alerts !== undefined) for (const line of await alerts.compose(run.site, after)) run.say(line);
    };
    const cars = { added: changes.added.length, updated: changes.updated.length, removed: changes.removed.length };
    const stockChanged = cars.added + cars.updated + cars.removed > 0;
    result = { site: options.slug, status: 'failed', cars };
    const total = { ...cars, total: changes.added.length + changes.updated.length + changes.unchanged.length };
    if (!stockChanged) {
      if (await exists(path.join(run.outDir, 'index.html'))) {
        const published = await readPublishedStockStatus(run.outDir);
        const now = Math.floor(Date.now() / 1000);
        if (!stockCheckDue(published, now)) {
          io.out(`${options.slug}: the feed is unchanged (${count(total.total, 'car')}); nothing to build or deploy.`);
          await queueAlertMails();
          result = { ...result, status: 'unchanged' };
          return 0;
        }
        const checkedAt = published?.checkedAt ?? null;
        const age = checkedAt === null ? 'missing' : `from ${timeAgoWords(now - checkedAt)}`;
        run.say(`the feed is unchanged, but the stock check dist/${options.slug}/ publishes is ${age}: building it${options.deploy ? ' and deploying it' : ''} to publish that this import confirmed the stock`);
      } else {
        run.say(`the feed is unchanged, but dist/${options.slug}/ holds no build: building it`);
      }
    }

    const pages = await buildStep(run);
    if (pages === null) {
      notRun(run, ['search index', finalStep], 'the build failed');
      timeline(total, null);
      return 1;
    }
    const indexed = await syncSearchIndex({ site: run.site, changes, before, after, env: io.env, io });
    run.steps.push(indexed.step);
    if (!indexed.ok) {
      notRun(run, [finalStep], 'the search index was not brought in step');
      timeline(total, pages);
      return 1;
    }
    const deployed = await deployStep(run);
    if (deployed) await queueAlertMails();
    timeline(total, pages);
    if (!deployed) return 1;
    result = { ...result, status: stockChanged ? 'changed' : 'unchanged' };
    return 0;
  } finally {
    await writeResult(options, result);
  }
}
