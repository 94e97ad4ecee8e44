/**
 * `npm run stock:sync -- --site <slug> [--from <file|url>] [--deploy]`: a dealer's stock feed to a
 * site ready to deploy (import, incremental build, search index, deploy or dry run). See `--help`;
 * the steps are in scripts/lib/stock-sync.ts, and this file only wires them to the process.
 */
import { fileURLToPath } from 'node:url';
import { parseCli, runCli } from './lib/cli.ts';
import { readSyncOptions, runStockSync, SYNC_HELP, SYNC_OPTIONS } from './lib/stock-sync.ts';
import { openAlertsSource } from '../src/server/ops/alerts-source.ts';
import { stockAlertsHooks } from '../src/server/wiring/alert-wiring.ts';

async function main(): Promise<number> {
  const values = parseCli(SYNC_OPTIONS, SYNC_HELP);
  if (typeof values === 'number') return values;
  // npm runs scripts in the project root; a relative --from or --result means the folder npm was run from.
  const cwd = process.env.INIT_CWD ?? process.cwd();
  const root = fileURLToPath(new URL('..', import.meta.url));
  return runStockSync(readSyncOptions(values, cwd), {
    root,
    cwd,
    env: process.env,
    out: (line) => process.stdout.write(`${line}\n`),
    err: (line) => process.stderr.write(`${line}\n`),
    // The site's saved searches hear of the cars the import brings in or marks down.
    alerts: stockAlertsHooks(root, process.env, openAlertsSource),
  });
}

await runCli(main);
