/**
 * CLI: import a dealer's stock export (CSV or JSON) into the site's stock feed. See `--help` and
 * docs/stock-feed/README.md. The work is done by runImportCommand in src/stock/import-command.ts.
 */
import path from 'node:path';
import { runImportCommand } from '../src/stock/import-command.ts';

process.exitCode = await runImportCommand(process.argv.slice(2), {
  root: path.resolve(import.meta.dirname, '..'),
  // npm runs scripts in the project root; a relative --from means the folder npm was run from.
  cwd: process.env.INIT_CWD ?? process.cwd(),
  out: (line) => process.stdout.write(`${line}\n`),
  err: (line) => process.stderr.write(`${line}\n`),
});
