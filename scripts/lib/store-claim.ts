/**
 * One local server per PGlite lead store. PGlite lets one process use a store folder, so a second
 * `npm start` or `npm run serve` from the same checkout used to start and then answer 503 to every
 * lead and availability call. Now each claims the store's server record
 * (src/server/ops/server-record.ts) before it builds or serves, and the second is refused at once,
 * in plain words: which process holds the store, what it serves, and what to do instead. With
 * DATABASE_URL the store is PostgreSQL, which any number of processes share, and nothing is claimed.
 */
import path from 'node:path';
import { claimServerRecord, serverRecordPath, type ServerClaimRecord } from '../../src/server/ops/server-record.ts';
import { readApiEnvironment } from '../../src/server/wiring/api-environment.ts';
import { CliFailure } from './cli.ts';

/** Why this server cannot start, and the ways to run it beside the one that holds the store. */
export function storeInUseMessage(storeDir: string, holder: ServerClaimRecord, slugs: readonly string[]): string {
  const served = holder.sites.length > 0 ? ` ${holder.sites.join(', ')}` : '';
  const where = holder.url === undefined ? `starting to serve${served}` : `serving${served} at ${holder.url}`;
  const together = [...new Set([...holder.sites, ...slugs])];
  const oneProcess =
    holder.sites.length > 0 && together.length > 1
      ? `npm run serve -- ${together.map((slug) => `--site ${slug}`).join(' ')} (consecutive ports from --port)`
      : 'npm run serve -- --site <slug> --site <slug> ... (consecutive ports from --port)';
  const ownStore = path.join(path.dirname(storeDir), slugs.length === 1 ? `${slugs[0]}` : 'second-server', 'pglite');
  return [
    `Cannot serve: the lead store in ${storeDir} is in use by another local server, process ${holder.pid}, ${where}.`,
    'PGlite lets one process use a store. To run this one as well, either:',
    `  - stop that server first (Ctrl+C where it runs, or kill ${holder.pid});`,
    `  - serve the sites from one process: ${oneProcess}, or npm start for every site;`,
    `  - give this server a store of its own: LEADS_DATA_DIR=${ownStore} before the command, and the same LEADS_DATA_DIR for npm run leads and npm run reservations to see its data;`,
    '  - or share one PostgreSQL between the servers through DATABASE_URL.',
  ].join('\n');
}

/**
 * Claims the PGlite store this process's servers will use (under `root`, as the API reads the
 * environment) for `slugs`; throws a CliFailure naming the process that holds it. Nothing to claim
 * with DATABASE_URL.
 */
export async function claimLocalStore(root: string, slugs: readonly string[]): Promise<void> {
  // DEALER_SITE only names a deploy's tenant; the store is the same for every site of the process.
  const environment = readApiEnvironment({ ...process.env, DEALER_SITE: slugs[0] ?? 'local' }, root);
  if (environment.databaseUrl !== undefined) return;
  const claim = await claimServerRecord(serverRecordPath(environment.dataDir), slugs);
  if (claim.held) return;
  const relative = path.relative(root, environment.dataDir);
  throw new CliFailure(storeInUseMessage(relative.startsWith('..') ? environment.dataDir : relative, claim.holder, slugs));
}
