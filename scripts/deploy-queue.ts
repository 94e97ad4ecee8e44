/**
 * `npm run deploy:queue -- --sites <a,b,c> | --sites-file <file> [options]`: deploys many dealer
 * sites to one Netlify account without going over its deploy rate, through the queue of
 * scripts/lib/deploy-queue.ts; `--plan-fleet <n>` prints how long the scheduled stock sync takes
 * to go round a fleet of n sites instead.
 */
import { spawn } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createInterface } from 'node:readline';
import type { Readable } from 'node:stream';
import { UsageError, parseCli, runCli } from './lib/cli.ts';
import {
  CommandTemplateError,
  DEFAULT_DEPLOY_COMMAND,
  FLEET_DEFAULTS,
  commandForSite,
  describeQueueEvent,
  formatFleetPlan,
  formatQueueResults,
  parseCommandTemplate,
  queueExitCode,
  queueReport,
  runDeployQueue,
  systemClock,
  type RateLimit,
} from './lib/deploy-queue.ts';
import { readSiteList } from './lib/site-list.ts';

const HELP = `Deploy many dealer sites to one Netlify account, within its deploy rate.

Usage: npm run deploy:queue -- --sites <a,b,c> [options]
       npm run deploy:queue -- --sites-file <file> [options]
       npm run deploy:queue -- --plan-fleet <sites> [--shards <n>] [--sync-seconds <s>] [--deploy-seconds <s>] [--parallel <n>]

Netlify takes about 3 deploys a minute per account, however many sites it holds. The queue runs
the deploy command for each site, starting at most --per-minute deploys in any rolling window of
--window-seconds across the whole run (the first ones start at once; later ones wait for the
window), and runs them one at a time unless --parallel says more. A failed deploy is tried once
more, when the window allows, after the sites not yet tried. Each deploy's output is printed with
its site's name in front.

Options:
  --sites <a,b,c>          the sites to deploy, in this order
  --sites-file <file>      or a file of slugs, one a line (blank lines skipped; an empty file
                           deploys nothing)
  --command "<template>"   the deploy command, {site} standing for the slug (default:
                           "${DEFAULT_DEPLOY_COMMAND}"); split into words as a shell
                           splits quotes, and run without a shell
  --per-minute <n>         deploy starts allowed in any window (default: 3)
  --window-seconds <s>     the window's length in seconds (default: 60; tests use 1)
  --parallel <n>           deploys running at once (default: 1); more keeps slow deploys from
                           holding the queue below the rate, which still holds
  --report <file>          also write each site's outcome as JSON: {"deployed","failed","sites":[
                           {"site","status","attempts":[{"startedAt","seconds","code"}]}]}
  --plan-fleet <sites>     print, for a fleet of that many sites, how long a round of the scheduled
                           stock sync takes with 4, 8 and 16 sync shards, and deploy nothing
  --shards <n>             with --plan-fleet: only that many shards
  --sync-seconds <s>       with --plan-fleet: one site's sync (default: ${FLEET_DEFAULTS.syncSeconds}: 2-4 s measured from the render kit, up to 21 s when Astro builds)
  --deploy-seconds <s>     with --plan-fleet: one deploy's run (default: ${FLEET_DEFAULTS.deploySeconds}, assumed)
  -h, --help               show this help

Exit code: 0 when every site was deployed (or there was none, or the plan was printed); 1 when a
site's deploy failed twice (the others still ran); 2 for bad options.`;

/** A number option's value above 0 (a whole one when `whole`), or a UsageError naming the option. */
function numberOption(text: string, name: string, whole = false): number {
  const value = Number(text);
  if (text.trim() === '' || !Number.isFinite(value) || value <= 0 || (whole && !Number.isInteger(value))) {
    throw new UsageError(`${name} expects ${whole ? 'a whole number' : 'a number'} above 0, got "${text}"`);
  }
  return value;
}

/** Prints each line of `stream` with the site's name in front, so parallel deploys stay readable. */
function prefixLines(stream: Readable, site: string, write: (line: string) => void): Promise<void> {
  const lines = createInterface({ input: stream, crlfDelay: Infinity });
  lines.on('line', (line) => write(`  ${site} | ${line}`));
  return new Promise((resolve) => lines.on('close', resolve));
}

/** Runs one site's deploy command and gives its exit code; -1 when it could not start at all. */
function runDeploy(words: readonly string[], site: string): Promise<number> {
  const [command, ...args] = commandForSite(words, site);
  return new Promise((resolve) => {
    const child = spawn(command ?? '', args, { stdio: ['ignore', 'pipe', 'pipe'], env: process.env });
    const output = Promise.all([prefixLines(child.stdout, site, (line) => console.log(line)), prefixLines(child.stderr, site, (line) => console.error(line))]);
    child.once('error', (error) => {
      console.error(`  ${site} | cannot run ${command}: ${error.message}`);
      resolve(-1);
    });
    child.once('close', (code, signal) => {
      void output.then(() => resolve(code ?? (signal === null ? -1 : 128)));
    });
  });
}

async function main(): Promise<number> {
  const values = parseCli(
    {
      sites: { type: 'string' },
      'sites-file': { type: 'string' },
      command: { type: 'string', default: DEFAULT_DEPLOY_COMMAND },
      'per-minute': { type: 'string', default: '3' },
      'window-seconds': { type: 'string', default: '60' },
      parallel: { type: 'string', default: '1' },
      report: { type: 'string' },
      'plan-fleet': { type: 'string' },
      shards: { type: 'string' },
      'sync-seconds': { type: 'string', default: String(FLEET_DEFAULTS.syncSeconds) },
      'deploy-seconds': { type: 'string', default: String(FLEET_DEFAULTS.deploySeconds) },
    },
    HELP,
  );
  if (typeof values === 'number') return values;
  const perMinute = numberOption(values['per-minute'], '--per-minute', true);
  const parallel = numberOption(values.parallel, '--parallel', true);

  if (values['plan-fleet'] !== undefined) {
    const sites = numberOption(values['plan-fleet'], '--plan-fleet', true);
    const shards = values.shards === undefined ? [4, 8, 16] : [numberOption(values.shards, '--shards', true)];
    const assumed = {
      ...FLEET_DEFAULTS,
      syncSeconds: numberOption(values['sync-seconds'], '--sync-seconds'),
      deploySeconds: numberOption(values['deploy-seconds'], '--deploy-seconds'),
      deploysPerMinute: perMinute,
      parallel,
    };
    console.log(formatFleetPlan(sites, assumed, shards));
    return 0;
  }
  if (values.shards !== undefined) throw new UsageError('--shards goes with --plan-fleet');

  const limit: RateLimit = { perWindow: perMinute, windowMs: numberOption(values['window-seconds'], '--window-seconds') * 1000 };
  let words: string[];
  try {
    words = parseCommandTemplate(values.command);
  } catch (error) {
    if (error instanceof CommandTemplateError) throw new UsageError(`--command: ${error.message}`);
    throw error;
  }
  const sites = await readSiteList({ sites: values.sites, sitesFile: values['sites-file'] });
  if (sites.length === 0) {
    console.log('No sites to deploy.');
    if (values.report !== undefined) await writeFile(path.resolve(values.report), `${JSON.stringify(queueReport([]), null, 2)}\n`);
    return 0;
  }

  const begunAt = systemClock.now();
  console.log(
    `Deploying ${sites.length} site${sites.length === 1 ? '' : 's'}, at most ${limit.perWindow} starts in any ${limit.windowMs / 1000} s, ${parallel} at a time: ${words.join(' ')}`,
  );
  const results = await runDeployQueue({
    sites,
    limit,
    parallel,
    retries: 1,
    clock: systemClock,
    deploy: (site) => runDeploy(words, site),
    onEvent: (event) => console.log(describeQueueEvent(event, begunAt, limit)),
  });
  console.log('');
  console.log(formatQueueResults(results));
  if (values.report !== undefined) await writeFile(path.resolve(values.report), `${JSON.stringify(queueReport(results), null, 2)}\n`);
  return queueExitCode(results);
}

await runCli(main);
