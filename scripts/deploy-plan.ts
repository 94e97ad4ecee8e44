/**
 * `npm run deploy:plan [-- options]`: which dealer sites changed since their last deploy, and why
 * (config, stock or shared code). CI turns `--json` into its matrix of deploy jobs.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { listSiteSlugs, loadSiteConfig } from '../src/config/load-site-config.ts';
import { isStockStale, timeAgoWords } from '../src/domain/cars/stock-age.ts';
import { readStockConfirmedAt } from '../src/stock/stock-confirmed.ts';
import { decideBuildMoment } from '../src/integration/build-moment.ts';
import { UsageError, parseCli, runCli } from './lib/cli.ts';
import { generateDemoData } from './lib/demo-data-writer.ts';
import { measureSiteParts } from './lib/deploy-parts.ts';
import { GitError, MAX_MATRIX_JOBS, changedFilesSince, formatPlan, planFromChangedFiles, planFromRecords, planMatrix, plannedSites, type DeployPlan } from './lib/deploy-plan.ts';
import { DEFAULT_RECORDS_DIR, DeployRecordError, readDeployRecords } from './lib/deploy-record.ts';

const HELP = `Print which dealer sites changed since their last deploy, and why.

Usage: npm run deploy:plan [-- options]

A site is planned when it was never deployed, or when its config (sites/<slug>.json), its data
(<data dir>/<slug>/: stock feed and other data) or the code every site shares differs from what it
was last deployed with. \`npm run deploy\` writes a record of each successful deploy; CI keeps those
records on the repository's \`deploys\` branch.

Options:
  --records <dir>   the deploy records, one <slug>.json per site (default: ${DEFAULT_RECORDS_DIR})
  --since <rev>     instead of the records, plan from the files changed between this git revision
                    and the working tree (knows nothing of failed or missing deploys)
  --json            print only the plan as a GitHub Actions matrix:
                    {"include":[{"site","why","site_id_secret"}]}
  --max-jobs <n>    with --json: at most n sites (default: ${MAX_MATRIX_JOBS}, GitHub's limit of jobs per
                    matrix); the others stay planned, for the next run
  --no-generate     do not refresh the demo data first (the build refreshes it, so the plan does
                    too by default: the same day gives the same data)
  --data-dir <dir>  where each site's data lives (default: data)
  -h, --help        show this help

Progress goes to stderr; the plan to stdout. Exit code: 0 when the plan was made (whether or not a
site is to deploy); 1 when a record is unreadable or git fails; 2 for bad options.`;

/** Each site's stock age in words, marked stale past its `stock.stale_after_hours`. */
async function stockAges(root: string, slugs: readonly string[], dataDir: string): Promise<Map<string, string>> {
  const now = Math.floor(Date.now() / 1000);
  const ages = new Map<string, string>();
  for (const slug of slugs) {
    const loaded = await loadSiteConfig(root, slug);
    if (!loaded.ok) continue;
    const confirmedAt = await readStockConfirmedAt(path.resolve(root, dataDir, slug)).catch(() => null);
    const stale = isStockStale(confirmedAt, now, loaded.config.stock.stale_after_hours) ? ' (stale)' : '';
    ages.set(slug, `${confirmedAt === null ? 'never' : timeAgoWords(now - confirmedAt)}${stale}`);
  }
  return ages;
}

async function main(): Promise<number> {
  const values = parseCli(
    {
      records: { type: 'string', default: DEFAULT_RECORDS_DIR },
      since: { type: 'string' },
      json: { type: 'boolean', default: false },
      'max-jobs': { type: 'string', default: String(MAX_MATRIX_JOBS) },
      generate: { type: 'boolean', default: true },
      'data-dir': { type: 'string', default: 'data' },
    },
    HELP,
  );
  if (typeof values === 'number') return values;
  const maxJobs = Number(values['max-jobs']);
  if (!Number.isInteger(maxJobs) || maxJobs < 1) throw new UsageError(`--max-jobs expects a whole number of 1 or more, got "${values['max-jobs']}"`);
  const root = fileURLToPath(new URL('..', import.meta.url));
  const dataDir = values['data-dir'];
  const slugs = await listSiteSlugs(root);

  if (values.generate) {
    const moment = decideBuildMoment(process.env);
    console.error(`Refreshing the demo data of ${slugs.length} site${slugs.length === 1 ? '' : 's'}, as the build does…`);
    const generated = await generateDemoData({ root, slugs, outDir: path.resolve(root, dataDir), referenceDate: new Date(moment.at * 1000) });
    for (const failure of generated.failures) console.error(`  ${failure.slug}: no demo data (${failure.file}: ${failure.errors.join('; ')}); its deploy will report why`);
  }

  let plan: DeployPlan;
  try {
    if (values.since !== undefined) {
      plan = planFromChangedFiles(slugs, changedFilesSince(root, values.since), path.relative(root, path.resolve(root, dataDir)), values.since);
    } else {
      const recordsDir = path.resolve(root, values.records);
      const [parts, records] = await Promise.all([measureSiteParts({ root, dataDir, slugs }), readDeployRecords(recordsDir)]);
      const shown = path.relative(root, recordsDir);
      plan = planFromRecords(parts, records, shown.startsWith('..') ? recordsDir : shown || '.');
    }
  } catch (error) {
    if (!(error instanceof DeployRecordError) && !(error instanceof GitError)) throw error;
    console.error(`deploy:plan: ${error.message}`);
    return 1;
  }
  if (!values.json) {
    console.log(formatPlan(plan, await stockAges(root, slugs, dataDir)));
    return 0;
  }
  const matrix = planMatrix(plan, maxJobs);
  const left = plannedSites(plan).length - matrix.include.length;
  if (left > 0) console.error(`${left} more planned site${left === 1 ? '' : 's'} left for the next run (--max-jobs ${maxJobs}).`);
  console.log(JSON.stringify(matrix));
  return 0;
}

await runCli(main);
