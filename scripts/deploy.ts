/**
 * `npm run deploy -- --site <slug> [--dry-run] [--prod]`: builds one dealer site if it is stale and
 * deploys it to its Netlify site with netlify-cli, then records what was deployed for the next
 * `npm run deploy:plan`.
 */
import { execFileSync } from 'node:child_process';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { listSiteSlugs, requireSiteConfig } from '../src/config/load-site-config.ts';
import { vehicleAdsFeedUrls } from '../src/domain/routes/routes.ts';
import { reportSummary } from './lib/build-report.ts';
import { buildSites } from './lib/build-sites.ts';
import { UsageError, parseCli, runCli } from './lib/cli.ts';
import { formatBytes } from './lib/format-table.ts';
import { measureSiteParts, shortHash } from './lib/deploy-parts.ts';
import {
  DeploySetupError,
  NETLIFY_CLI_PACKAGE,
  SITE_IDS_VARIABLE,
  EDGE_FUNCTIONS_DIR,
  listEdgeFunctionEntries,
  listFunctionEntries,
  listUpload,
  missingCredentials,
  netlifyDeployCommand,
  readNetlifyAnswer,
  resolveSiteId,
  runNetlify,
  showCommand,
  siteIdVariable,
} from './lib/deploy-netlify.ts';
import { DEFAULT_RECORDS_DIR, newDeployRecord, writeDeployRecord } from './lib/deploy-record.ts';

const HELP = `Deploy one dealer site to its Netlify site.

Usage: npm run deploy -- --site <slug> [options]

Builds the site into dist/<slug>/ when its config, data or code changed since its last build (as
\`npm run build -- --site <slug>\` does), deploys that folder, the functions of src/functions/ and
the edge functions of ${EDGE_FUNCTIONS_DIR}/ with netlify-cli (${NETLIFY_CLI_PACKAGE}, fetched by
npx), and records a production deploy in the records folder, which \`npm run deploy:plan\` compares
with (a draft is a preview: not recorded).

Options:
  --site <slug>      the site to deploy (required)
  --prod             deploy to the live site (a production build); default: a draft deploy
  --dry-run          build if stale, then print the files and bytes it would upload, the function
                     entries and the netlify-cli command line; deploys and records nothing
  --no-build         deploy dist/<slug>/ as it is (a CI step that has just built it)
  --site-id <id>     the Netlify site id (default: see Environment)
  --records <dir>    where deploy records go (default: ${DEFAULT_RECORDS_DIR})
  --data-dir <dir>   where each site's data lives (default: data)
  -h, --help         show this help

Environment:
  NETLIFY_AUTH_TOKEN         a Netlify personal access token (needed for a real deploy)
  NETLIFY_SITE_ID_<SLUG>     the site's Netlify site id, e.g. ${siteIdVariable('brighton-volkswagen')}
  ${SITE_IDS_VARIABLE}           or every site's id at once, as JSON: {"<slug>": "<site id>", …}
  NETLIFY_CLI                the netlify-cli to run instead, e.g. "netlify" for one installed globally

Exit code: 0 when deployed (or the dry run printed its plan); 1 when the build, the credentials or
netlify-cli failed (the record is then left as it was, so the next plan lists the site again); 2
for bad options.`;

/** A path relative to the root, or absolute when it is outside the root. */
function displayPath(root: string, file: string): string {
  const relative = path.relative(root, file);
  return relative.startsWith('..') ? file : relative;
}

function gitCommit(root: string): string | null {
  if (process.env.GITHUB_SHA) return process.env.GITHUB_SHA;
  try {
    return execFileSync('git', ['rev-parse', 'HEAD'], { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return null;
  }
}

async function isFile(file: string): Promise<boolean> {
  try {
    return (await stat(file)).isFile();
  } catch {
    return false;
  }
}

/** The site's vehicle-ads feed addresses, for the dealer to give Merchant Center and Meta's catalogue (no page links to them). */
async function printFeedUrls(root: string, slug: string): Promise<void> {
  const urls = vehicleAdsFeedUrls(await requireSiteConfig(root, slug));
  if (urls.length > 0) console.log(`Vehicle-ads feeds: ${urls.join('  ')}`);
}

async function main(): Promise<number> {
  const values = parseCli(
    {
      site: { type: 'string' },
      prod: { type: 'boolean', default: false },
      'dry-run': { type: 'boolean', default: false },
      build: { type: 'boolean', default: true },
      'site-id': { type: 'string' },
      records: { type: 'string', default: DEFAULT_RECORDS_DIR },
      'data-dir': { type: 'string', default: 'data' },
    },
    HELP,
  );
  if (typeof values === 'number') return values;
  const slug = values.site;
  if (slug === undefined || slug === '') throw new UsageError('--site <slug> is required: the site to deploy');
  const root = fileURLToPath(new URL('..', import.meta.url));
  const known = await listSiteSlugs(root);
  if (!known.includes(slug)) throw new UsageError(`no site "${slug}" in sites/ (known sites: ${known.join(', ') || 'none'})`);
  const dataDir = values['data-dir'];
  const production = values.prod;
  const publishDir = path.join('dist', slug);

  if (values.build) {
    const summary = await buildSites({ root, slugs: [slug], force: false, jobs: 1, generate: true, dataDir, production, log: (line) => console.log(line) });
    if (reportSummary(summary, (line) => console.log(line)) !== 0) {
      console.error(`${slug}: not deployed, its build failed (see above).`);
      return 1;
    }
  } else if (!(await isFile(path.join(root, publishDir, 'index.html')))) {
    console.error(`${slug}: not deployed: ${publishDir}/index.html is missing; build the site first or leave out --no-build.`);
    return 1;
  }

  const [parts] = await measureSiteParts({ root, dataDir, slugs: [slug] });
  if (parts === undefined) throw new Error(`no parts measured for ${slug}`);
  let siteId: string | undefined;
  try {
    siteId = resolveSiteId(slug, process.env, values['site-id']);
  } catch (error) {
    if (!(error instanceof DeploySetupError)) throw error;
    console.error(`${slug}: not deployed: ${error.message}`);
    return 1;
  }
  const commit = gitCommit(root);
  const context = production ? 'production' : 'draft';
  const message = `${slug} ${commit === null ? '' : `${commit.slice(0, 7)} `}(config ${shortHash(parts.config)}, stock ${shortHash(parts.stock)}, code ${shortHash(parts.code)})`;
  const command = netlifyDeployCommand({
    publishDir: publishDir.split(path.sep).join('/'),
    siteId: siteId ?? `$${siteIdVariable(slug)}`,
    production,
    message,
    cliOverride: process.env.NETLIFY_CLI,
  });
  const missing = missingCredentials(slug, process.env, siteId);
  const recordsDir = path.resolve(root, values.records);

  if (values['dry-run']) {
    const files = await listUpload(path.join(root, publishDir));
    const functions = await listFunctionEntries(root);
    const edgeFunctions = await listEdgeFunctionEntries(root);
    console.log(`Dry run: a ${context} deploy of ${slug} would upload ${publishDir}/:`);
    for (const file of files) console.log(`  ${file.path}  ${formatBytes(file.bytes)}`);
    const total = files.reduce((sum, file) => sum + file.bytes, 0);
    console.log(`${files.length} files, ${formatBytes(total)} (${total} bytes); Netlify skips the files it holds already.`);
    console.log(`${functions.length} function entries from src/functions/: ${functions.join(', ')}`);
    console.log(`${edgeFunctions.length} edge function entries from ${EDGE_FUNCTIONS_DIR}/: ${edgeFunctions.join(', ')}`);
    console.log(`It would run: ${showCommand(command)}`);
    if (production) console.log(`and record the deploy in ${displayPath(root, path.join(recordsDir, `${slug}.json`))}.`);
    if (missing.length > 0) console.log(`A real deploy would stop here: missing ${missing.join('; ')}.`);
    await printFeedUrls(root, slug);
    return 0;
  }

  if (missing.length > 0) {
    console.error(`${slug}: not deployed: missing ${missing.join('; ')}.`);
    return 1;
  }
  console.log(`Deploying ${slug} (${context}): ${showCommand(command)}`);
  const run = await runNetlify(command, root, process.env).catch((error: unknown) => {
    if (error instanceof DeploySetupError) return error;
    throw error;
  });
  if (run instanceof DeploySetupError) {
    console.error(`${slug}: not deployed: ${run.message}`);
    return 1;
  }
  if (run.code !== 0) {
    console.error(`${slug}: not deployed: netlify-cli exited with code ${run.code}${run.stdout.trim() === '' ? '' : `: ${run.stdout.trim().slice(0, 500)}`}`);
    return 1;
  }
  let answer;
  try {
    answer = readNetlifyAnswer(run.stdout, production);
  } catch (error) {
    if (!(error instanceof DeploySetupError)) throw error;
    console.error(`${slug}: deployed, but not recorded: ${error.message}`);
    return 1;
  }
  if (!production) {
    console.log(`Draft of ${slug} deployed to ${answer.url} (deploy ${answer.deployId}); not recorded: the plan compares with production deploys.`);
    return 0;
  }
  const file = await writeDeployRecord(recordsDir, newDeployRecord(parts, { commit, deployId: answer.deployId, url: answer.url }));
  console.log(`Deployed ${slug} to ${answer.url} (deploy ${answer.deployId}); recorded in ${displayPath(root, file)}.`);
  await printFeedUrls(root, slug);
  return 0;
}

await runCli(main);
