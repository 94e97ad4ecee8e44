/**
 * `npm run bench:build`: measures the whole multi-site build with 1 and with 2 sites at a time
 * (both forced, so nothing is cached) and prints pages, seconds and peak memory for each, so the
 * default --jobs can be chosen on numbers. Figures come from the build's own closing summary.
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { formatTable } from './lib/format-table.ts';
import { parseCli } from './lib/cli.ts';

const HELP = `Time the full build of every site at different --jobs settings.

Usage: npm run bench:build [-- --jobs 1,2] [--runs 2]

Options:
  --jobs <list>  comma-separated job counts to compare (default: 1,2)
  --runs <n>     forced builds per setting; the fastest is reported (default: 2)
  -h, --help     show this help`;

const values = parseCli(
  {
    jobs: { type: 'string', default: '1,2' },
    runs: { type: 'string', default: '2' },
  },
  HELP,
);
if (typeof values === 'number') process.exit(values);

const root = fileURLToPath(new URL('..', import.meta.url));
const rows: string[][] = [];
for (const jobs of values.jobs.split(',').map(Number)) {
  let best: { seconds: number; pages: number; peak: string; perSite: string } | undefined;
  for (let run = 1; run <= Number(values.runs); run += 1) {
    process.stdout.write(`--jobs ${jobs}, run ${run}… `);
    const result = spawnSync(process.execPath, ['scripts/build.ts', '--force', '--jobs', String(jobs)], { cwd: root, encoding: 'utf8' });
    if (result.status !== 0) {
      console.error(`build failed:\n${result.stdout}${result.stderr}`);
      process.exit(1);
    }
    const summary = /(\d+) pages built in ([\d.]+) s with \d+ job\(s\); peak memory of the whole run ([\d.]+ [KMG]?B)/.exec(result.stdout);
    if (!summary) throw new Error(`unexpected build output:\n${result.stdout}`);
    const perSite = [...result.stdout.matchAll(/✓ ([a-z0-9-]+): (\d+) pages in ([\d.]+) s/g)].map((m) => `${m[1]} ${m[3]}s`).join(', ');
    const seconds = Number(summary[2]);
    console.log(`${seconds.toFixed(1)} s`);
    if (!best || seconds < best.seconds) best = { seconds, pages: Number(summary[1]), peak: summary[3] ?? '', perSite };
  }
  if (best) rows.push([String(jobs), String(best.pages), best.seconds.toFixed(1), (best.pages / best.seconds).toFixed(1), best.peak]);
}
console.log('');
console.log(formatTable(['jobs', 'pages', 'seconds', 'pages/s', 'peak memory (all processes)'], rows));
