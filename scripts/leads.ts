/**
 * CLI: the leads a site has taken and their delivery to the dealer's CRM. See `--help`. The work is
 * done by runLeadsCommand in src/server/crm/leads-command.ts; the store is the one the local server
 * and the functions use (DATABASE_URL, else PGlite under LEADS_DATA_DIR), or the local server's ops
 * endpoint while that server holds the PGlite folder.
 */
import path from 'node:path';
import { runLeadsCommand } from '../src/server/crm/leads-command.ts';
import { DEFAULT_LEADS_DATA_DIR } from '../src/server/wiring/api-environment.ts';
import { openLeadsSource } from '../src/server/ops/leads-source.ts';

const root = path.resolve(import.meta.dirname, '..');
const setting = (name: string) => process.env[name]?.trim() || undefined;

process.exitCode = await runLeadsCommand(process.argv.slice(2), {
  openStore: () =>
    openLeadsSource({
      databaseUrl: setting('DATABASE_URL'),
      dataDir: path.resolve(root, setting('LEADS_DATA_DIR') ?? DEFAULT_LEADS_DATA_DIR),
    }),
  out: (text) => process.stdout.write(`${text}\n`),
  err: (text) => process.stderr.write(`${text}\n`),
});
