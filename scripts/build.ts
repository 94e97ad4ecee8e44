/**
 * `npm run build [-- --site <slug>] [--force] [--jobs N]`: builds every dealer site (or one) into
 * dist/<slug>/, skipping sites whose config, data and code are unchanged.
 */
import { cp, rm } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildSites } from './lib/build-sites.ts';
import { reportSummary } from './lib/build-report.ts';
import { checkBuiltPrices, mismatchTable } from './lib/price-gate.ts';
import { UsageError, parseCli, runCli } from './lib/cli.ts';

const HELP = `Build dealer sites into dist/<slug>/.

Usage: npm run build [-- options]

Options:
  --site <slug>     build only this site (repeatable); default: every config in sites/
  --force           rebuild even when the config, data and code are unchanged
  --jobs <n>        sites built at the same time (default: ${defaultJobs()}, measured fastest on 2 cores)
  --no-generate     do not regenerate the demo data in data/ (imported stock is kept either way)
  --data-dir <dir>  where each site's data lives (default: data)
  --publish-dir <dir>  after building exactly one --site, copy it here (Netlify's publish folder)
  --production      a production build: refuses a site that takes reservations with the sandbox
                    payment gateway (on by default when Netlify's CONTEXT is "production")
  --strict-prices   then run the price gate (npm run check:prices) over the sites built: every
                    surface must show each car at its advertised price, or the build fails
  -h, --help        show this help

Exit code: 0 when every site built or was already up to date; 1 when any config is invalid or any
build failed (the other sites still build), or with --strict-prices when a surface disagrees with a
car's advertised price; 2 for bad options.`;

/** Two sites at once beat one at a time on 2 cores (see the README's build figures). */
function defaultJobs(): number {
  return Math.max(1, Math.min(2, availableParallelism()));
}

async function main(): Promise<number> {
  const values = parseCli(
    {
      site: { type: 'string', multiple: true, default: [] },
      force: { type: 'boolean', default: false },
      jobs: { type: 'string' },
      generate: { type: 'boolean', default: true },
      'data-dir': { type: 'string', default: 'data' },
      'publish-dir': { type: 'string' },
      production: { type: 'boolean', default: process.env.CONTEXT === 'production' },
      'strict-prices': { type: 'boolean', default: false },
    },
    HELP,
  );
  if (typeof values === 'number') return values;
  const jobs = values.jobs === undefined ? defaultJobs() : Number(values.jobs);
  if (!Number.isInteger(jobs) || jobs < 1) throw new UsageError(`--jobs expects a whole number of 1 or more, got "${values.jobs}"`);
  const publishDir = values['publish-dir'];
  if (publishDir !== undefined && values.site.length !== 1) throw new UsageError('--publish-dir needs exactly one --site');
  const root = fileURLToPath(new URL('..', import.meta.url));
  const summary = await buildSites({
    root,
    slugs: values.site,
    force: values.force,
    jobs,
    generate: values.generate,
    dataDir: values['data-dir'],
    production: values.production,
    log: (line) => console.log(line),
  });
  let code = reportSummary(summary, (line) => console.log(line));
  if (code === 0 && values['strict-prices']) {
    const built = summary.results.filter((result) => result.status === 'built' || result.status === 'cached').map((result) => result.slug);
    console.log('\nThe price gate (--strict-prices):');
    const mismatches = await checkBuiltPrices(root, built, values['data-dir'], (line) => console.log(line));
    if (mismatches.length > 0) {
      console.log(`\n✗ ${mismatches.length} surface(s) disagree with the advertised price:`);
      console.log(mismatchTable(mismatches, 40));
      code = 1;
    }
  }
  if (code === 0 && publishDir !== undefined) {
    const slug = values.site[0] ?? '';
    const target = path.resolve(root, publishDir);
    await rm(target, { recursive: true, force: true });
    await cp(path.join(root, 'dist', slug), target, { recursive: true });
    console.log(`Copied dist/${slug}/ to ${path.relative(root, target) || '.'}/ for publishing.`);
  }
  return code;
}

await runCli(main);
