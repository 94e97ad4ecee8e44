/**
 * `npm run bench:build`: two measurements of the build, both forced so nothing is cached, with
 * figures taken from the build CLI's own output.
 * - By default, the whole multi-site build with 1 and with 2 sites at a time (pages, seconds, peak
 *   memory), so the default --jobs can be chosen on numbers.
 * - With `--cars <n>`, one dealer with n cars, the build budget of ARCHITECTURE.md section 7
 *   (2,000 cars at >= 300 pages/s and <= 1.5 GB): in a scratch copy of the project it generates that
 *   one site's demo data with n cars, builds it with `scripts/build.ts --site <slug> --force
 *   --no-generate`, and prints pages/s end to end and for Astro's page-generation phase (read from
 *   the build log at Astro's info level), and peak memory. The copy is removed afterwards.
 */
import { spawn } from 'node:child_process';
import { access, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { formatTable } from './lib/format-table.ts';
import { UsageError, parseCli, runCli } from './lib/cli.ts';
import { createScratchProject, removeScratchProject } from './lib/scratch-project.ts';

const DEFAULT_SITE = 'brighton-volkswagen';

const HELP = `Time forced builds: every site at different --jobs settings, or one dealer with many cars.

Usage: npm run bench:build [-- --jobs 1,2] [--runs 2]
       npm run bench:build -- --cars 2000 [--site ${DEFAULT_SITE}] [--runs 2]

Options:
  --jobs <list>  comma-separated job counts to compare (default: 1,2)
  --cars <n>     instead: build one site with n cars of demo stock, in a scratch copy of the
                 project (removed afterwards), and print cars, pages, seconds, pages/s end to end
                 and for Astro's page generation, and peak memory (the budget: 2000 cars at
                 300 pages/s or more with a peak of 1.5 GB or less)
  --site <slug>  the site --cars builds (default: ${DEFAULT_SITE})
  --runs <n>     forced builds per setting; the fastest is reported (default: 2)
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
    const row = new RegExp(`^${slug}\\s+built\\s+\\d+\\s+\\S+ \\S+\\s+[\\d.]+\\s+([\\d.]+ [KMG]?B)`, 'm').exec(stdout);
    return { slug, pages: Number(m[2]), seconds: Number(m[3]), peak: row?.[1] ?? '-' };
  });
  return { pages: Number(summary[1]), seconds: Number(summary[2]), peak: summary[3] ?? '', sites };
}

/** A step of the benchmark failed; its message holds the step's output. */
class StepFailed extends Error {}

/** Runs the build CLI in `cwd`; a failed build ends the benchmark with the build's output. */
async function runBuild(cwd: string, args: readonly string[], env?: NodeJS.ProcessEnv): Promise<{ stdout: string; figures: BuildFigures }> {
  const result = await runNode(['scripts/build.ts', ...args], cwd, env);
  if (result.code !== 0) throw new StepFailed(`build failed:\n${result.stdout}${result.stderr}`);
  return { stdout: result.stdout, figures: parseBuildOutput(result.stdout) };
}

/** Astro's "1.23s" or "850ms" as seconds. */
function astroSeconds(text: string): number {
  return text.endsWith('ms') ? Number(text.slice(0, -2)) / 1000 : Number(text.slice(0, -1));
}

/** The seconds of Astro's page-generation phase ("generating static routes" … "✓ Completed in"), from a build log at info level. */
function pageGenerationSeconds(log: string): number | undefined {
  const match = /generating static routes[\s\S]*?✓ Completed in ([\d.]+m?s)\./.exec(log);
  return match?.[1] === undefined ? undefined : astroSeconds(match[1]);
}

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
  figures: BuildFigures;
  generationSeconds: number | undefined;
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

    let best: SiteRun | undefined;
    for (let run = 1; run <= runs; run += 1) {
      process.stdout.write(`Build run ${run} of ${runs} (--site ${slug} --force --no-generate)… `);
      const { figures } = await runBuild(scratch, ['--site', slug, '--force', '--no-generate'], { ...process.env, DEALER_BUILD_LOG_LEVEL: 'info' });
      const generationSeconds = pageGenerationSeconds(await readFile(path.join(scratch, '.cache', 'logs', `${slug}.log`), 'utf8'));
      const site = figures.sites[0];
      console.log(`${figures.pages} pages in ${site?.seconds.toFixed(1) ?? '?'} s${generationSeconds === undefined ? '' : `, page generation ${generationSeconds.toFixed(1)} s`}`);
      if (!best || (site?.seconds ?? Infinity) < (best.figures.sites[0]?.seconds ?? Infinity)) best = { figures, generationSeconds };
    }
    if (!best) return;
    const site = best.figures.sites[0];
    const seconds = site?.seconds ?? best.figures.seconds;
    const generation = best.generationSeconds;
    console.log('');
    console.log(
      formatTable(
        ['site', 'cars', 'pages', 'seconds', 'pages/s', 'page generation s', 'generation pages/s', 'peak memory (build)', 'peak memory (all processes)'],
        [
          [
            slug,
            String(cars),
            String(best.figures.pages),
            seconds.toFixed(1),
            (best.figures.pages / seconds).toFixed(1),
            generation === undefined ? '-' : generation.toFixed(1),
            generation === undefined ? '-' : (best.figures.pages / generation).toFixed(1),
            site?.peak ?? '-',
            best.figures.peak,
          ],
        ],
      ),
    );
    console.log('');
    console.log('Seconds and pages/s end to end are the build CLI\'s for the site (Astro start-up, content sync, bundling, page generation, sitemap).');
    console.log('Budget (ARCHITECTURE.md section 7): 2000 cars at 300 pages/s or more, peak memory 1.5 GB or less.');
  } finally {
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
    await cleanUp();
  }
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
    },
    HELP,
  );
  if (typeof values === 'number') return values;
  const runs = Number(values.runs);
  if (!Number.isInteger(runs) || runs < 1) throw new UsageError(`--runs expects a whole number of 1 or more, got "${values.runs}"`);
  if (values.cars === undefined) {
    if (values.site !== undefined) throw new UsageError('--site goes with --cars');
    const jobs = values.jobs ?? '1,2';
    if (!/^\d+(,\d+)*$/.test(jobs) || jobs.split(',').some((n) => Number(n) < 1)) throw new UsageError(`--jobs expects job counts like 1,2, got "${jobs}"`);
    await compareJobs(jobs, runs);
    return 0;
  }
  if (values.jobs !== undefined) throw new UsageError('--jobs compares whole builds; it does not go with --cars');
  if (!/^\d+$/.test(values.cars)) throw new UsageError(`--cars expects a whole number of cars, got "${values.cars}"`);
  await benchOneSite(values.site ?? DEFAULT_SITE, Number(values.cars), runs);
  return 0;
}

await runCli(main);
