/**
 * CLI: import a dealer's stock export (CSV or JSON) into the site's stock feed. See `--help` and
 * docs/stock-feed/README.md. The work is done by runImportCommand in src/stock/import-command.ts;
 * once a feed is written, the site's saved searches are matched against the change and their mails
 * queued (src/server/wiring/alert-wiring.ts), in the store the leads CLI uses, or through the local
 * server's ops endpoint while `npm start` or `npm run serve` holds that store (PGlite).
 */
import path from 'node:path';
import { runImportCommand } from '../src/stock/import-command.ts';
import { openAlertsSource } from '../src/server/ops/alerts-source.ts';
import { stockAlertsHooks } from '../src/server/wiring/alert-wiring.ts';

const root = path.resolve(import.meta.dirname, '..');

process.exitCode = await runImportCommand(process.argv.slice(2), {
  root,
  // npm runs scripts in the project root; a relative --from means the folder npm was run from.
  cwd: process.env.INIT_CWD ?? process.cwd(),
  out: (line) => process.stdout.write(`${line}\n`),
  err: (line) => process.stderr.write(`${line}\n`),
  // The site's saved searches hear of the cars this import brings in or marks down.
  afterImport: stockAlertsHooks(root, process.env, openAlertsSource).afterImport,
});
