/**
 * Builds dealer sites: validates every config, refreshes the demo data, validates every stock feed,
 * skips sites whose inputs are unchanged, and builds the rest in worker processes, a few at a time,
 * all for one build moment (src/integration/build-moment.ts). One site failing never stops the
 * others; the caller decides the exit code from the results.
 */
import { fork } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { mkdir, readFile, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { loadAllSiteConfigs, loadSiteConfig, type LoadResult } from '../../src/config/load-site-config.ts';
import type { SiteConfig } from '../../src/config/site-config-schema.ts';
import { BUILD_MOMENT_ENV, decideBuildMoment } from '../../src/integration/build-moment.ts';
import { productionProblems } from '../../src/config/production-checks.ts';
import { readStockFeed, StockFeedError } from '../../src/stock/read-stock-feed.ts';
import { readStockConfirmedAt } from '../../src/stock/stock-confirmed.ts';
import { isStockStale, stockStaleFrom as stockStaleFromOf, timeAgoWords } from '../../src/domain/cars/stock-age.ts';
import { nextTimeEdge } from '../../src/domain/places/time-edges.ts';
import { siteTimeZone } from '../../src/domain/places/time-zone.ts';
import type { WorkerReport } from '../build-site-worker.ts';
import { missingAssetReferences } from './asset-references.ts';
import { SHARED_INPUTS, hashInputs, siteFingerprint } from './build-fingerprint.ts';
import { RENDER_KIT_ENV, kitFingerprint, kitFolder, readRenderKit } from './render-kit.ts';
import { generateDemoData } from './demo-data-writer.ts';
import { startMemorySampler } from './memory-sampler.ts';

export type SiteBuildStatus = 'built' | 'cached' | 'failed' | 'invalid';

export interface SiteBuildResult {
  slug: string;
  status: SiteBuildStatus;
  pages: number;
  bytes: number;
  seconds: number;
  /** Of the pages (every file a route writes), how many this build rendered and how many it kept from the last (incremental build). */
  rendered: number;
  kept: number;
  /** Seconds the site's build took before its first page: Astro's fixed cost, or the render kit's. */
  beforePagesSeconds: number;
  /** Built from its render kit (scripts/lib/render-kit.ts) rather than by Astro. */
  fromKit: boolean;
  /** Peak resident memory of the site's build process; 0 when nothing was built. */
  maxRssBytes: number;
  errors: string[];
}

export interface BuildSitesOptions {
  root: string;
  /** Sites to build; all configs in sites/ when empty. */
  slugs: string[];
  force: boolean;
  jobs: number;
  /** Regenerate the demo data before building (off when a stock feed fills data/). */
  generate: boolean;
  dataDir: string;
  /** A production build: refuses what only a local build may have (productionProblems). */
  production?: boolean;
  log: (line: string) => void;
}

export interface BuildSitesSummary {
  results: SiteBuildResult[];
  seconds: number;
  /** Highest memory in use at one time by this process and its build workers together. */
  peakRssBytes: number;
  jobs: number;
}

/** A site that was not built renders and keeps nothing. */
const NOTHING_RENDERED = { rendered: 0, kept: 0, beforePagesSeconds: 0, fromKit: false } as const;

interface Stamp {
  fingerprint: string;
  pages: number;
  bytes: number;
  /** The build's moment, and the first moment after it at which its pages read differently by time alone (nextTimeEdge). */
  at: number;
  stableUntil: number;
}

const stampPath = (root: string, slug: string) => path.join(root, '.cache', 'builds', `${slug}.json`);
/**
 * Node's module compile cache for the build workers: each worker loads Astro, Vite and Rolldown
 * afresh, and compiling them is most of its start-up (about 0.15 s of a build saved once warm).
 */
const compileCachePath = (root: string) => process.env.NODE_COMPILE_CACHE ?? path.join(root, '.cache', 'node-compile-cache');
const logPath = (root: string, slug: string) => path.join(root, '.cache', 'logs', `${slug}.log`);
const outDir = (root: string, slug: string) => path.join(root, 'dist', slug);

async function readStamp(root: string, slug: string): Promise<Stamp | undefined> {
  try {
    return JSON.parse(await readFile(stampPath(root, slug), 'utf8')) as Stamp;
  } catch {
    return undefined;
  }
}

/** Whether a file or folder exists. */
export async function exists(file: string): Promise<boolean> {
  try {
    await stat(file);
    return true;
  } catch {
    return false;
  }
}

/**
 * Moves a site's previous output out of the way, so that its build starts on an empty folder, and
 * deletes it in the background while the site builds. Astro would empty the folder itself, with a
 * blocking delete: for 2,000 pages that stalled the build for up to 0.9 s. Returns a wait for the
 * deletion. When there is nothing to move (or it cannot be moved), Astro empties the folder as before.
 */
async function clearOutputInBackground(root: string, slug: string): Promise<{ deleted: () => Promise<void> }> {
  const trash = path.join(root, '.cache', 'trash', slug);
  try {
    // Left over from a build that was killed: it is in the way of the rename.
    await rm(trash, { recursive: true, force: true });
    await mkdir(path.dirname(trash), { recursive: true });
    await rename(outDir(root, slug), trash);
  } catch {
    return { deleted: async () => {} };
  }
  // A failed delete costs only disk space, and the next build of the site deletes the folder first.
  const deleting = rm(trash, { recursive: true, force: true }).catch(() => {});
  return { deleted: () => deleting };
}

/** Counts HTML pages and total bytes of a built site. */
export async function measureOutput(dir: string): Promise<{ pages: number; bytes: number }> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  let pages = 0;
  let bytes = 0;
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    if (entry.name.endsWith('.html')) pages += 1;
    bytes += (await stat(path.join(entry.parentPath, entry.name))).size;
  }
  return { pages, bytes };
}

/**
 * Astro writes the project's shared .astro/ folder while it syncs content, before building pages;
 * two sites syncing at once collide there (UnknownFilesystemError). Workers therefore pass a gate:
 * the next one starts once the previous one has synced (or ended); page building stays parallel.
 */
function createSyncGate(): { pass: () => Promise<() => void> } {
  let previous: Promise<void> = Promise.resolve();
  return {
    pass: async () => {
      const before = previous;
      let open: () => void = () => {};
      previous = new Promise<void>((resolve) => {
        open = resolve;
      });
      await before;
      return open;
    },
  };
}

/** How a site is built: by Astro, or from its render kit (scripts/lib/render-kit.ts). */
type Builder = { kind: 'astro'; force: boolean; kitFingerprint: string; afterKit: boolean } | { kind: 'kit' };

function runWorker(
  root: string,
  slug: string,
  builder: Builder,
  dataDir: string,
  buildMomentAt: number,
  onPid: (pid: number | undefined) => void,
  onSynced: () => void,
): Promise<WorkerReport> {
  return new Promise((resolve) => {
    const log = createWriteStream(logPath(root, slug), { flags: builder.kind === 'astro' && builder.afterKit ? 'a' : 'w' });
    const script = builder.kind === 'astro' ? 'build-site-worker.ts' : 'render-from-kit-worker.ts';
    const child = fork(path.join(root, 'scripts', script), builder.kind === 'astro' && builder.force ? ['--force'] : [], {
      cwd: root,
      env: {
        ...process.env,
        DEALER_SITE: slug,
        DEALER_DATA_DIR: dataDir,
        ...(builder.kind === 'astro' ? { [RENDER_KIT_ENV]: builder.kitFingerprint } : {}),
        [BUILD_MOMENT_ENV]: String(buildMomentAt),
        ASTRO_TELEMETRY_DISABLED: '1',
        NODE_COMPILE_CACHE: compileCachePath(root),
      },
      stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
    });
    onPid(child.pid);
    child.stdout?.pipe(log, { end: false });
    child.stderr?.pipe(log, { end: false });
    let report: WorkerReport | undefined;
    child.on('message', (message) => {
      if ((message as { kind?: string }).kind === 'synced') onSynced();
      else report = message as WorkerReport;
    });
    child.on('exit', (code) => {
      onSynced();
      onPid(undefined);
      log.end();
      if (report && report.ok && code === 0) resolve(report);
      else resolve({ ok: false, maxRssBytes: report?.maxRssBytes ?? 0, rendered: 0, kept: 0, beforePagesSeconds: 0, error: report?.error ?? `build process exited with code ${code}` });
    });
  });
}

async function tailOfLog(root: string, slug: string, lines: number): Promise<string[]> {
  try {
    const text = await readFile(logPath(root, slug), 'utf8');
    return text.trimEnd().split('\n').slice(-lines);
  } catch {
    return [];
  }
}

/** Validates, generates and builds; never throws for a bad site, only reports it. */
export async function buildSites(options: BuildSitesOptions): Promise<BuildSitesSummary> {
  const { root, log } = options;
  const started = performance.now();
  const sampler = startMemorySampler();
  await mkdir(path.join(root, '.cache', 'builds'), { recursive: true });
  await mkdir(path.join(root, '.cache', 'logs'), { recursive: true });

  const loaded: LoadResult[] =
    options.slugs.length === 0
      ? await loadAllSiteConfigs(root)
      : await Promise.all(options.slugs.map((slug) => loadSiteConfig(root, slug)));

  // One moment for the whole run: every site, and the demo data's reference date, follow it.
  const moment = decideBuildMoment(process.env);
  const results: SiteBuildResult[] = [];
  const valid: SiteConfig[] = [];
  for (const result of loaded) {
    if (result.ok) {
      valid.push(result.config);
    } else {
      log(`✗ ${result.slug}: invalid config`);
      for (const error of result.errors) log(`    ${error}`);
      results.push({ slug: result.slug, status: 'invalid', pages: 0, bytes: 0, seconds: 0, ...NOTHING_RENDERED, maxRssBytes: 0, errors: result.errors });
    }
  }

  if (options.generate && valid.length > 0) {
    log(`Generating demo data for ${valid.length} site${valid.length === 1 ? '' : 's'}…`);
    const generated = await generateDemoData({ root, slugs: valid.map((site) => site.slug), outDir: path.join(root, options.dataDir), referenceDate: new Date(moment.at * 1000) });
    for (const site of generated.sites) if (site.stockNote !== null) log(site.stockNote);
  }

  if (options.production) {
    for (const site of [...valid]) {
      const problems = productionProblems(site, `sites/${site.slug}.json`);
      if (problems.length === 0) continue;
      log(`✗ ${site.slug}: not fit for a production build`);
      for (const problem of problems) log(`    ${problem}`);
      results.push({ slug: site.slug, status: 'invalid', pages: 0, bytes: 0, seconds: 0, ...NOTHING_RENDERED, maxRssBytes: 0, errors: problems });
      valid.splice(valid.indexOf(site), 1);
    }
  }

  // A site whose stock feed has an invalid row is not built (the feed's problems are its errors);
  // the reader would stop its Astro build anyway, with the list buried in the log.
  const buildable: string[] = [];
  const stableUntil = new Map<string, number>();
  for (const site of valid) {
    try {
      const siteDataDir = path.join(root, options.dataDir, site.slug);
      const cars = await readStockFeed(site, siteDataDir, { root });
      const confirmedAt = await readStockConfirmedAt(siteDataDir).catch(() => null);
      const stockStaleFrom = stockStaleFromOf(confirmedAt, site.stock.stale_after_hours);
      stableUntil.set(site.slug, nextTimeEdge(cars, moment.at, { timeZone: siteTimeZone(site), soldVisibilityDays: site.search.sold_visibility_days, stockStaleFrom }));
      buildable.push(site.slug);
      if (isStockStale(confirmedAt, moment.at, site.stock.stale_after_hours)) {
        const age = confirmedAt === null ? 'never confirmed' : `last confirmed ${timeAgoWords(moment.at - confirmedAt)}`;
        log(`⚠ ${site.slug}: stock ${age}, over its ${site.stock.stale_after_hours} h (stock.stale_after_hours): no car can be reserved online until the stock is imported again`);
      }
    } catch (error) {
      if (!(error instanceof StockFeedError)) throw error;
      log(`✗ ${site.slug}: invalid stock feed`);
      for (const problem of error.problems) log(`    ${problem}`);
      results.push({ slug: site.slug, status: 'invalid', pages: 0, bytes: 0, seconds: 0, ...NOTHING_RENDERED, maxRssBytes: 0, errors: [...error.problems] });
    }
  }

  const sharedHash = await hashInputs(root, SHARED_INPUTS);
  const syncGate = createSyncGate();
  const queue = [...buildable];
  const total = buildable.length;
  let done = 0;

  const buildOne = async (slug: string): Promise<SiteBuildResult> => {
    const fingerprint = await siteFingerprint(root, sharedHash, slug, path.join(root, options.dataDir));
    const stamp = await readStamp(root, slug);
    // Unchanged inputs, and no edge of time passed since the stamp's build: the pages are still right.
    const current = stamp !== undefined && stamp.at <= moment.at && moment.at < stamp.stableUntil;
    if (!options.force && stamp?.fingerprint === fingerprint && current && (await exists(path.join(outDir(root, slug), 'index.html')))) {
      done += 1;
      log(`[${done}/${total}] ${slug}: unchanged, not rebuilt`);
      return { slug, status: 'cached', pages: stamp.pages, bytes: stamp.bytes, seconds: 0, ...NOTHING_RENDERED, maxRssBytes: 0, errors: [] };
    }
    const siteStarted = performance.now();
    log(`      ${slug}: building…`);
    const siteDataDir = path.join(root, options.dataDir, slug);
    const codeFingerprint = await kitFingerprint(root, sharedHash, slug, siteDataDir, process.env);
    const track = (pid: number | undefined) => sampler.track(slug, pid);
    let report: WorkerReport | undefined;
    let afterKit = false;
    // Only the stock changed since the last build: its pages render from the bundle that build left.
    const kit = options.force ? undefined : await readRenderKit(kitFolder(root, slug));
    if (kit?.fingerprint === codeFingerprint && (await exists(path.join(outDir(root, slug), 'index.html')))) {
      report = await runWorker(root, slug, { kind: 'kit' }, options.dataDir, moment.at, track, () => {});
      if (!report.ok) {
        log(`      ${slug}: the render kit cannot build it (${report.error ?? 'unknown'}), so Astro builds it`);
        report = undefined;
        afterKit = true;
      }
    }
    const fromKit = report !== undefined;
    if (report === undefined) {
      const synced = await syncGate.pass();
      const previousOutput = await clearOutputInBackground(root, slug);
      report = await runWorker(root, slug, { kind: 'astro', force: options.force, kitFingerprint: codeFingerprint, afterKit }, options.dataDir, moment.at, track, synced);
      await previousOutput.deleted();
      // A restored page may still name a client bundle this build renamed: then no page is kept.
      const stale = report.ok && !options.force ? await missingAssetReferences(outDir(root, slug)) : [];
      if (stale.length > 0) {
        log(`      ${slug}: kept pages name ${stale.length} asset(s) this build no longer has (${stale[0]}…); rendering every page again`);
        const syncedAgain = await syncGate.pass();
        const keptOutput = await clearOutputInBackground(root, slug);
        report = await runWorker(root, slug, { kind: 'astro', force: true, kitFingerprint: codeFingerprint, afterKit }, options.dataDir, moment.at, track, syncedAgain);
        await keptOutput.deleted();
      }
    }
    const seconds = (performance.now() - siteStarted) / 1000;
    if (!report.ok) {
      const tail = await tailOfLog(root, slug, 25);
      done += 1;
      log(`[${done}/${total}] ✗ ${slug}: build failed after ${seconds.toFixed(1)} s: ${report.error ?? 'unknown error'}`);
      for (const line of tail) log(`    ${line}`);
      log(`    full log: ${path.relative(root, logPath(root, slug))}`);
      return { slug, status: 'failed', pages: 0, bytes: 0, seconds, ...NOTHING_RENDERED, fromKit, maxRssBytes: report.maxRssBytes, errors: [report.error ?? 'build failed'] };
    }
    const { pages, bytes } = await measureOutput(outDir(root, slug));
    const built: Stamp = { fingerprint, pages, bytes, at: moment.at, stableUntil: stableUntil.get(slug) ?? moment.at };
    await writeFile(stampPath(root, slug), `${JSON.stringify(built, null, 2)}\n`);
    done += 1;
    log(`[${done}/${total}] ✓ ${slug}: ${pages} pages in ${seconds.toFixed(1)} s${fromKit ? ' from the render kit' : ''} (${report.rendered} rendered, ${report.kept} kept; first page after ${report.beforePagesSeconds.toFixed(1)} s)`);
    const { rendered, kept, beforePagesSeconds } = report;
    return { slug, status: 'built', pages, bytes, seconds, rendered, kept, beforePagesSeconds, fromKit, maxRssBytes: report.maxRssBytes, errors: [] };
  };

  const jobs = Math.max(1, Math.min(options.jobs, queue.length || 1));
  const workers = Array.from({ length: jobs }, async () => {
    const mine: SiteBuildResult[] = [];
    for (let slug = queue.shift(); slug !== undefined; slug = queue.shift()) mine.push(await buildOne(slug));
    return mine;
  });
  results.push(...(await Promise.all(workers)).flat());
  const order = new Map(loaded.map((r, i) => [r.slug, i]));
  results.sort((a, b) => (order.get(a.slug) ?? 0) - (order.get(b.slug) ?? 0));
  const peakRssBytes = sampler.stop();
  return { results, seconds: (performance.now() - started) / 1000, peakRssBytes, jobs };
}
