/**
 * CLI: the cars shoppers have reserved, and the dealer's release and refund. See `--help`. The work
 * is done by runReservationsCommand (scripts/lib/reservations-command.ts) on the store the local
 * server and the functions use, or through the local server's ops endpoint while it holds PGlite.
 */
import path from 'node:path';
import { localServerHolding, OpsReservationsClient } from '../src/server/ops/reservations-source.ts';
import { readApiEnvironment } from '../src/server/wiring/api-environment.ts';
import { directReservationsSource } from './lib/reservations-direct.ts';
import { runReservationsCommand } from './lib/reservations-command.ts';

const root = path.resolve(import.meta.dirname, '..');
// DEALER_SITE only names the tenant of a deploy; the command finds each reservation's own site.
const environment = readApiEnvironment({ ...process.env, DEALER_SITE: process.env.DEALER_SITE ?? 'ops' }, root);

process.exitCode = await runReservationsCommand(process.argv.slice(2), {
  openSource: async () => {
    const server = environment.databaseUrl === undefined ? await localServerHolding(environment.dataDir) : undefined;
    return server === undefined ? directReservationsSource(root, environment) : new OpsReservationsClient(server);
  },
  out: (text) => process.stdout.write(`${text}\n`),
  err: (text) => process.stderr.write(`${text}\n`),
});
