/**
 * CLI: index dealer stock into Typesense and issue each site's scoped search key. See `--help`
 * and docs/search-typesense.md. The work is done by runIndexCommand in
 * src/search/typesense/index-command.ts.
 */
import path from 'node:path';
import { runIndexCommand } from '../src/search/typesense/index-command.ts';

process.exitCode = await runIndexCommand(process.argv.slice(2), {
  root: path.resolve(import.meta.dirname, '..'),
  env: process.env,
  out: (line) => process.stdout.write(`${line}\n`),
  err: (line) => process.stderr.write(`${line}\n`),
});
