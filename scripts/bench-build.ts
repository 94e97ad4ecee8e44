/**
 * `npm run bench:build`: two measurements of the build, both forced so nothing is cached, with
 * figures taken from the build CLI's own output.
 * - By default, the whole multi-site build with 1 and with 2 sites at a time (pages, seconds, peak
 *   memory), so the default --jobs can be chosen on numbers.
 * - With `--cars <n>`, one dealer with n cars, the build budget of docs/architecture.md
 *   (Budgets; checked here as 2,000 cars at >= 300 pages/s and <= 1.5 GB): in a scratch copy of
 *   the project it generates that one site's demo data with n cars, builds it with
 *   `scripts/build.ts --site <slug> --force --no-generate`, and prints pages/s end to end (the build command's wall time) and for Astro's
 *   page-generation phase, the other phases, and peak memory. Phases come from Astro's own build
 *   timer (ASTRO_TIMER_PATH), which costs nothing when unset. The copy is removed afterwards.
 */
import { spawn } from 'node:child_process';
import { access, mkdir, readdir, readFile, stat, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { BUILD_MOMENT_ENV } from '../src/integration/build-moment.ts';
import { formatBytes, formatTable } from './lib/format-table.ts';
import { changeAndCompare, createScratchSite } from './lib/incremental-check.ts';
import type { SiteChange } from './lib/site-changes.ts';
import { UsageError, parseCli, runCli } from './lib/cli.ts';
import { createScratchProject, removeScratchProject } from './lib/scratch-project.ts';

const DEFAULT_SITE = 'brighton-volkswagen';

const HELP = `Time forced builds: every site at different --jobs settings, or one dealer with many cars.

Usage: npm run bench:build [-- --jobs 1,2] [--runs 2]
       npm run bench:build -- --cars 2000 [--site ${DEFAULT_SITE}] [--runs 2]
       npm run bench:build -- --cars 2000 --incremental [--site ${DEFAULT_SITE}]

Options:
  --jobs <list>  comma-separated job counts to compare (default: 1,2)
  --cars <n>     instead: build one site with n cars of demo stock, in a scratch copy of the
                 project (removed afterwards), and print cars, pages, seconds, pages/s end to end
                 and for Astro's page generation, peak memory, the fastest run's phases (Astro's
                 build timer) and every run's time; then a bare Astro site of the same number of
                 pages built as many times in the same scratch folder, and the ratio of the two
                 fastest runs (the budget: at most 1.5x, with a peak of 1.5 GB or less)
  --incremental  with --cars: instead, time incremental builds against full ones: after a full
                 build, one car's price changed, one car sold, and the site config changed
                 (a full rebuild), each built incrementally and then fully at the same moment;
                 prints which built it (a stock change builds from the render kit, other changes
                 with Astro), seconds, pages rendered and kept, the seconds before the first
                 page (Astro's fixed cost), peak memory, and whether the two builds wrote the
                 same bytes (the budget: a price change renders at most 100 pages in at most
                 20% of a full build's time, never more memory than a full build); then
                 \`stock:sync\` of a one-car price change from a feed file, its timeline and
                 wall time (the budget: at most 30 s)
  --site <slug>  the site --cars builds (default: ${DEFAULT_SITE})
  --runs <n>     forced builds per setting; the fastest is reported (default: 2; on a busy
                 2-core machine runs differ by a second or more, so more runs give a truer best)
  -h, --help     show this help`;

const root = fileURLToPath(new URL('..', import.meta.url));

interface CommandResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs a Node script to completion, collecting its output. */
function runNode(args: readonly string[], cwd: string, env: NodeJS.ProcessEnv = process.env): Promise<CommandResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

/** What the build CLI's closing lines say about a run. */
interface BuildFigures {
  pages: number;
  seconds: number;
  /** Peak memory of the whole run (the CLI and its build workers), as the CLI prints it. */
  peak: string;
  sites: { slug: string; pages: number; seconds: number; peak: string }[];
}

/** Reads the build CLI's output: its per-site lines, closing table and summary line. */
function parseBuildOutput(stdout: string): BuildFigures {
  const summary = /(\d+) pages built in ([\d.]+) s with \d+ job\(s\); peak memory of the whole run ([\d.]+ [KMG]?B)/.exec(stdout);
  if (!summary) throw new Error(`unexpected build output:\n${stdout}`);
  const sites = [...stdout.matchAll(/✓ ([a-z0-9-]+): (\d+) pages in ([\d.]+) s/g)].map((m) => {
    const slug = m[1] ?? '';
    const row = new RegExp(`^${slug}\\s+built\\s+\\d+\\s+\\S+ \\S+\\s+\\d+\\s+\\d+\\s+[\\d.]+\\s+([\\d.]+ [KMG]?B)`, 'm').exec(stdout);
    return { slug, pages: Number(m[2]), seconds: Number(m[3]), peak: row?.[1] ?? '-' };
  });
  return { pages: Number(summary[1]), seconds: Number(summary[2]), peak: summary[3] ?? '', sites };
}

/** A step of the benchmark failed; its message holds the step's output. */
class StepFailed extends Error {}

/** Runs the build CLI in `cwd`; a failed build ends the benchmark with the build's output. */
async function runBuild(cwd: string, args: readonly string[], env?: NodeJS.ProcessEnv): Promise<{ wallSeconds: number; figures: BuildFigures }> {
  const started = performance.now();
  const result = await runNode(['scripts/build.ts', ...args], cwd, env);
  const wallSeconds = (performance.now() - started) / 1000;
  if (result.code !== 0) throw new StepFailed(`build failed:\n${result.stdout}${result.stderr}`);
  return { wallSeconds, figures: parseBuildOutput(result.stdout) };
}

/** The phases Astro's build timer measures, in seconds, by the names it gives them. */
type AstroPhases = Record<string, number>;

/** Reads the file Astro's build timer writes (`{ "Static generate": { "elapsedTime": ms, ... }, ... }`). */
async function readAstroPhases(file: string): Promise<AstroPhases> {
  const stats = JSON.parse(await readFile(file, 'utf8')) as Record<string, { elapsedTime?: unknown }>;
  const phases: AstroPhases = {};
  for (const [name, stat] of Object.entries(stats)) if (typeof stat.elapsedTime === 'number') phases[name] = stat.elapsedTime / 1000;
  return phases;
}

/** Astro's name for its page-generation phase of a static build. */
const PAGE_GENERATION = 'Static generate';

async function compareJobs(jobsList: string, runs: number): Promise<void> {
  const rows: string[][] = [];
  for (const jobs of jobsList.split(',').map(Number)) {
    let best: BuildFigures | undefined;
    for (let run = 1; run <= runs; run += 1) {
      process.stdout.write(`--jobs ${jobs}, run ${run}… `);
      const { figures } = await runBuild(root, ['--force', '--jobs', String(jobs)]);
      console.log(`${figures.seconds.toFixed(1)} s`);
      if (!best || figures.seconds < best.seconds) best = figures;
    }
    if (best) rows.push([String(jobs), String(best.pages), best.seconds.toFixed(1), (best.pages / best.seconds).toFixed(1), best.peak]);
  }
  console.log('');
  console.log(formatTable(['jobs', 'pages', 'seconds', 'pages/s', 'peak memory (all processes)'], rows));
}

interface SiteRun {
  wallSeconds: number;
  figures: BuildFigures;
  phases: AstroPhases;
}

const seconds = (value: number | undefined): string => (value === undefined ? '-' : value.toFixed(2));

/** docs/architecture.md, Budgets: a dealer's build against a bare Astro build of as many pages. */
const MAX_BARE_RATIO = 1.5;
/** The bare pages' markup, repeated to the dealer pages' size. */
const BARE_PARAGRAPH = '<p>A page of a bare Astro site: plain markup, repeated to the size of a dealer page.</p>\n';

/** The average size of the HTML pages under `dir`, bytes. */
async function averagePageBytes(dir: string): Promise<number> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  const sizes = await Promise.all(entries.filter((entry) => entry.isFile() && entry.name.endsWith('.html')).map(async (entry) => (await stat(path.join(entry.parentPath, entry.name))).size));
  return sizes.length === 0 ? 0 : sizes.reduce((sum, size) => sum + size, 0) / sizes.length;
}

/**
 * The reference a dealer's build is held to: the same Astro, in the same scratch folder, building
 * `pages` pages from one dynamic route and nothing else (no integrations, no islands, no data),
 * `astro build` timed from start to exit like the dealer's build. Each page holds `pageBytes` of
 * plain markup, the dealer's pages' average, so that both builds write as much HTML. Its fastest
 * of `runs` and every run.
 */
async function bareAstroSeconds(scratch: string, pages: number, pageBytes: number, runs: number): Promise<{ best: number; all: number[] }> {
  const bare = path.join(scratch, 'bare-astro');
  await mkdir(path.join(bare, 'src', 'pages', 'page'), { recursive: true });
  await symlink(path.join(scratch, 'node_modules'), path.join(bare, 'node_modules'));
  await writeFile(path.join(bare, 'package.json'), '{ "type": "module", "private": true }\n');
  await writeFile(path.join(bare, 'astro.config.mjs'), "export default { site: 'https://bare.invalid', trailingSlash: 'never', build: { format: 'file' } };\n");
  await writeFile(
    path.join(bare, 'src', 'pages', 'page', '[n].astro'),
    [
      '---',
      `export function getStaticPaths() { return Array.from({ length: ${pages} }, (_, n) => ({ params: { n: String(n) }, props: { n } })); }`,
      'const { n } = Astro.props;',
      '---',
      '<html lang="en"><head><meta charset="utf-8" /><title>Page {n}</title></head>',
      `<body><header><nav><a href="/page/0">Home</a></nav></header><main><h1>Page {n}</h1>${BARE_PARAGRAPH.repeat(Math.max(1, Math.round(pageBytes / BARE_PARAGRAPH.length)))}</main><footer>Bare</footer></body></html>`,
      '',
    ].join('\n'),
  );
  const all: number[] = [];
  for (let run = 1; run <= runs; run += 1) {
    process.stdout.write(`Bare Astro build run ${run} of ${runs} (${pages} pages)… `);
    const started = performance.now();
    const result = await runNode([path.join(scratch, 'node_modules', 'astro', 'bin', 'astro.mjs'), 'build', '--silent'], bare, { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' });
    const wall = (performance.now() - started) / 1000;
    if (result.code !== 0) throw new StepFailed(`the bare Astro build failed:\n${result.stdout}${result.stderr}`);
    console.log(`${wall.toFixed(2)} s`);
    all.push(wall);
  }
  return { best: Math.min(...all), all };
}

async function benchOneSite(slug: string, cars: number, runs: number): Promise<void> {
  try {
    await access(path.join(root, 'sites', `${slug}.json`));
  } catch {
    throw new UsageError(`--site: no site config sites/${slug}.json`);
  }
  process.stdout.write(`Copying the project to a scratch folder… `);
  const scratch = await createScratchProject({ root, sites: [slug], prefix: 'dealer-bench-' });
  console.log(scratch);
  let removed = false;
  const cleanUp = async () => {
    if (removed) return;
    removed = true;
    process.stdout.write('Removing the scratch folder… ');
    await removeScratchProject(scratch);
    console.log('done');
  };
  // Ctrl-C ends the child processes too; the scratch folder must not be left behind.
  const onSignal = () => {
    void cleanUp().finally(() => process.exit(130));
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  try {
    process.stdout.write(`Generating ${slug} with ${cars} cars… `);
    const generated = await runNode(['scripts/generate-demo-data.ts', '--site', slug, '--cars', String(cars)], scratch);
    if (generated.code !== 0) throw new StepFailed(`demo data generation failed:\n${generated.stdout}${generated.stderr}`);
    console.log(generated.stdout.trim().replace(`${slug}: `, ''));

    const timerFile = path.join(scratch, '.cache', 'astro-timer.json');
    let best: SiteRun | undefined;
    const walls: number[] = [];
    for (let run = 1; run <= runs; run += 1) {
      process.stdout.write(`Build run ${run} of ${runs} (--site ${slug} --force --no-generate)… `);
      const { wallSeconds, figures } = await runBuild(scratch, ['--site', slug, '--force', '--no-generate'], { ...process.env, ASTRO_TIMER_PATH: timerFile });
      const phases = await readAstroPhases(timerFile);
      console.log(`${figures.pages} pages in ${wallSeconds.toFixed(2)} s, page generation ${seconds(phases[PAGE_GENERATION])} s`);
      walls.push(wallSeconds);
      if (!best || wallSeconds < best.wallSeconds) best = { wallSeconds, figures, phases };
    }
    if (!best) return;
    const { wallSeconds, figures, phases } = best;
    const generation = phases[PAGE_GENERATION];
    console.log('');
    console.log(
      formatTable(
        ['site', 'cars', 'pages', 'seconds', 'pages/s', 'page generation s', 'generation pages/s', 'peak memory (build)', 'peak memory (all processes)'],
        [
          [
            slug,
            String(cars),
            String(figures.pages),
            wallSeconds.toFixed(2),
            (figures.pages / wallSeconds).toFixed(1),
            seconds(generation),
            generation === undefined ? '-' : (figures.pages / generation).toFixed(1),
            figures.sites[0]?.peak ?? '-',
            figures.peak,
          ],
        ],
      ),
    );
    const total = phases['Total build'];
    const named = Object.entries(phases).filter(([name]) => name !== 'Total build');
    const inAstro = named.reduce((sum, [, value]) => sum + value, 0);
    console.log('');
    console.log(`Where the fastest run's ${wallSeconds.toFixed(2)} s went (Astro's build timer):`);
    for (const [name, value] of named) console.log(`  ${name.padEnd(34)} ${seconds(value).padStart(6)} s`);
    if (total !== undefined) {
      console.log(`  ${'rest of Astro\'s build'.padEnd(34)} ${seconds(total - inAstro).padStart(6)} s  (set-up, types, copying public/, build hooks such as the sitemap)`);
      console.log(`  ${'outside Astro\'s build'.padEnd(34)} ${seconds(wallSeconds - total).padStart(6)} s  (Node and Astro start-up, config loading, the build CLI)`);
    }
    console.log('');
    const median = [...walls].sort((a, b) => a - b)[Math.floor((walls.length - 1) / 2)] ?? wallSeconds;
    console.log('Seconds are the wall time of the build command, from start to exit; the table shows the fastest run.');
    console.log(`All runs: ${walls.map((wall) => wall.toFixed(2)).join(', ')} s; median ${median.toFixed(2)} s (${(figures.pages / median).toFixed(1)} pages/s).`);

    const pageBytes = await averagePageBytes(path.join(scratch, 'dist', slug));
    const bare = await bareAstroSeconds(scratch, figures.pages, pageBytes, runs);
    const ratio = wallSeconds / bare.best;
    console.log('');
    console.log(
      `A bare Astro site of the same ${figures.pages} pages of ${formatBytes(pageBytes)} each (the dealer's average), same machine, same run: ${bare.best.toFixed(2)} s (runs ${bare.all.map((wall) => wall.toFixed(2)).join(', ')} s).`,
    );
    console.log(`Ratio, fastest against fastest: ${ratio.toFixed(2)}x (budget: at most ${MAX_BARE_RATIO}x: ${ratio <= MAX_BARE_RATIO ? 'met' : 'MISSED'}).`);
    console.log('Budget (docs/architecture.md, Budgets): a 2,000-car dealer at most 1.5x a bare Astro build of its page count, peak memory 1.5 GB or less.');
  } finally {
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
    await cleanUp();
  }
}

/** The changes the incremental bench times, each built incrementally and then fully. */
const INCREMENTAL_SCENARIOS: readonly { name: string; changes: readonly SiteChange[] }[] = [
  { name: "one car's price changed", changes: [{ kind: 'price', car: 7, dollars: -500 }] },
  { name: 'one car sold', changes: [{ kind: 'sold', car: 11 }] },
  { name: 'site config changed', changes: [{ kind: 'config' }] },
];

/** Budgets (docs/architecture.md, Budgets): one price change renders at most this many pages... */
const MAX_PAGES_FOR_ONE_CAR = 100;
/** ...in at most this share of a full build's time. */
const MAX_SHARE_OF_FULL = 0.2;

/** Budget (docs/architecture.md, Budgets): `stock:sync` of a one-car change, feed file to ready to deploy. */
const MAX_STOCK_SYNC_SECONDS = 30;

/**
 * `stock:sync` of one car's price change, from a feed file to a site ready to deploy (the dry run:
 * no credentials), in the scratch project: prints the command's own timeline and its wall time
 * against the budget. The feed is the site's stock as it stands with one price cut.
 */
async function benchStockSync(scratch: string, slug: string, moment: number): Promise<boolean> {
  const feedFile = path.join(scratch, '.cache', 'bench-feed.json');
  const feed = JSON.parse(await readFile(path.join(scratch, 'data', slug, 'cars.json'), 'utf8')) as { price: number }[];
  const car = feed[23];
  if (car === undefined) throw new StepFailed('the site has too few cars for the stock:sync bench');
  car.price -= 250;
  await writeFile(feedFile, `${JSON.stringify(feed, null, 2)}\n`);
  console.log('');
  console.log("stock:sync of one car's price change (feed file to ready to deploy; no credentials, so the deploy is a dry run):");
  const started = performance.now();
  const sync = await runNode(['scripts/stock-sync.ts', '--site', slug, '--from', feedFile], scratch, { ...process.env, [BUILD_MOMENT_ENV]: String(moment) });
  const wall = (performance.now() - started) / 1000;
  for (const line of sync.stdout.trimEnd().split('\n')) console.log(`  ${line}`);
  if (sync.code !== 0) {
    console.log(`  stock:sync failed (exit ${sync.code}):\n${sync.stderr}`);
    return false;
  }
  const met = wall <= MAX_STOCK_SYNC_SECONDS;
  console.log(`  budget: ${wall.toFixed(1)} s wall time (at most ${MAX_STOCK_SYNC_SECONDS} s: ${met ? 'met' : 'MISSED'})`);
  return met;
}

async function benchIncremental(slug: string, cars: number): Promise<number> {
  const moment = Math.floor(Date.now() / 1000);
  console.log(`Generating ${slug} with ${cars} cars in a scratch copy and building it fully (moment ${moment})…`);
  const site = await createScratchSite(root, slug, cars, moment);
  const rows: string[][] = [];
  let ok = true;
  try {
    const first = site.firstBuild;
    console.log(`First build: ${first.rendered} pages rendered in ${first.seconds.toFixed(1)} s, first page after ${first.beforePagesSeconds.toFixed(1)} s`);
    for (const scenario of INCREMENTAL_SCENARIOS) {
      process.stdout.write(`${scenario.name}: incremental build, then full build… `);
      const { incremental, full, differences } = await changeAndCompare(site, scenario.changes);
      console.log(`${incremental.seconds.toFixed(1)} s vs ${full.seconds.toFixed(1)} s`);
      const share = incremental.seconds / full.seconds;
      rows.push([
        scenario.name,
        incremental.fromKit ? 'render kit' : 'Astro',
        full.seconds.toFixed(1),
        incremental.seconds.toFixed(1),
        `${(share * 100).toFixed(0)}%`,
        String(incremental.rendered),
        String(incremental.kept),
        incremental.beforePagesSeconds.toFixed(1),
        full.beforePagesSeconds.toFixed(1),
        formatBytes(incremental.peakBytes),
        formatBytes(full.peakBytes),
        differences.length === 0 ? 'yes' : `NO: ${differences.length} file(s) differ`,
      ]);
      for (const difference of differences.slice(0, 10)) console.log(`  ${difference}`);
      if (differences.length > 0) ok = false;
      if (scenario.changes.some((change) => change.kind === 'config') && incremental.kept !== 0) {
        console.log(`  a config change must render every page; this one kept ${incremental.kept}`);
        ok = false;
      }
      if (scenario.changes.some((change) => change.kind === 'price')) {
        const pagesOk = incremental.rendered <= MAX_PAGES_FOR_ONE_CAR;
        const timeOk = share <= MAX_SHARE_OF_FULL;
        console.log(
          `  budget: ${incremental.rendered} pages rendered (at most ${MAX_PAGES_FOR_ONE_CAR}: ${pagesOk ? 'met' : 'MISSED'}); ` +
            `${(share * 100).toFixed(0)}% of the full build's time (at most ${MAX_SHARE_OF_FULL * 100}%: ${timeOk ? 'met' : 'MISSED'})`,
        );
      }
      if (incremental.peakBytes > full.peakBytes) console.log(`  memory: the incremental build peaked above the full build (${formatBytes(incremental.peakBytes)} vs ${formatBytes(full.peakBytes)})`);
    }
    if (!(await benchStockSync(site.root, slug, site.moment))) ok = false;
  } finally {
    process.stdout.write('Removing the scratch folder… ');
    await site.remove();
    console.log('done');
  }
  console.log('');
  console.log(
    formatTable(
      ['change', 'incremental by', 'full s', 'incremental s', 'share', 'rendered', 'kept', 'first page (incr.) s', 'first page (full) s', 'peak (incr.)', 'peak (full)', 'same bytes'],
      rows,
    ),
  );
  console.log('');
  console.log(
    "Seconds are each build command's wall time. 'first page' is how long a build took before it wrote its first page: for Astro its fixed cost " +
      '(config, content sync, both bundles); for the render kit (a stock change: scripts/lib/render-kit.ts), loading the kept bundle and every path with its key.',
  );
  return ok ? 0 : 1;
}

async function main(): Promise<number> {
  try {
    return await bench();
  } catch (error) {
    if (!(error instanceof StepFailed)) throw error;
    console.error(`\n${error.message}`);
    return 1;
  }
}

async function bench(): Promise<number> {
  const values = parseCli(
    {
      jobs: { type: 'string' },
      runs: { type: 'string', default: '2' },
      cars: { type: 'string' },
      site: { type: 'string' },
      incremental: { type: 'boolean', default: false },
    },
    HELP,
  );
  if (typeof values === 'number') return values;
  const runs = Number(values.runs);
  if (!Number.isInteger(runs) || runs < 1) throw new UsageError(`--runs expects a whole number of 1 or more, got "${values.runs}"`);
  if (values.cars === undefined) {
    if (values.site !== undefined) throw new UsageError('--site goes with --cars');
    if (values.incremental) throw new UsageError('--incremental goes with --cars');
    const jobs = values.jobs ?? '1,2';
    if (!/^\d+(,\d+)*$/.test(jobs) || jobs.split(',').some((n) => Number(n) < 1)) throw new UsageError(`--jobs expects job counts like 1,2, got "${jobs}"`);
    await compareJobs(jobs, runs);
    return 0;
  }
  if (values.jobs !== undefined) throw new UsageError('--jobs compares whole builds; it does not go with --cars');
  if (!/^\d+$/.test(values.cars)) throw new UsageError(`--cars expects a whole number of cars, got "${values.cars}"`);
  if (values.incremental) return benchIncremental(values.site ?? DEFAULT_SITE, Number(values.cars));
  await benchOneSite(values.site ?? DEFAULT_SITE, Number(values.cars), runs);
  return 0;
}

await runCli(main);
