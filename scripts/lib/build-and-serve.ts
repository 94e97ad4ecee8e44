/** Shared by `npm start` and `npm run serve`: bring sites up to date, then serve each on its own port. */
import path from 'node:path';
import type { Server } from 'node:http';
import { availableParallelism } from 'node:os';
import { buildSites } from './build-sites.ts';
import { listSiteSlugs } from '../../src/config/load-site-config.ts';
import { serveSite } from './static-server.ts';
import { reportSummary } from './build-report.ts';
import { claimLocalStore } from './store-claim.ts';
import { stat } from 'node:fs/promises';

export interface ServeOptions {
  root: string;
  slugs: string[];
  port: number;
  host: string;
  build: boolean;
}

export interface ServedSite {
  slug: string;
  url: string;
  server: Server;
}

/**
 * Builds what is stale (unless told not to) and serves every site that has output. First it claims
 * the local lead store (store-claim.ts): when another server of this checkout holds it, it throws
 * a CliFailure saying so before building anything.
 */
export async function buildAndServe(options: ServeOptions): Promise<{ served: ServedSite[]; buildFailed: boolean }> {
  // Ports follow each site's place in this list, so a site that fails to build never shifts the
  // others onto its port: bookmarks and tests keep reaching the same site.
  const allSlugs = options.slugs.length > 0 ? options.slugs : await listSiteSlugs(options.root);
  await claimLocalStore(options.root, allSlugs);
  let slugs = allSlugs;
  let buildFailed = false;
  if (options.build) {
    const summary = await buildSites({
      root: options.root,
      slugs,
      force: false,
      jobs: Math.min(2, availableParallelism()),
      generate: true,
      dataDir: 'data',
      log: (line) => console.log(line),
    });
    buildFailed = reportSummary(summary, (line) => console.log(line)) !== 0;
    slugs = summary.results.filter((r) => r.status === 'built' || r.status === 'cached').map((r) => r.slug);
  }
  const served: ServedSite[] = [];
  for (const slug of slugs) {
    const port = options.port + allSlugs.indexOf(slug);
    const dir = path.join(options.root, 'dist', slug);
    if (!(await stat(path.join(dir, 'index.html')).catch(() => undefined))) {
      console.error(`✗ ${slug}: not built yet; run \`npm run build -- --site ${slug}\` first`);
      buildFailed = true;
      continue;
    }
    try {
      const server = await serveSite(dir, port, options.host);
      served.push({ slug, url: `http://${options.host}:${port}/`, server });
    } catch (error) {
      const reason = (error as NodeJS.ErrnoException).code === 'EADDRINUSE' ? `port ${port} is already in use (try --port)` : String(error);
      console.error(`✗ ${slug}: cannot serve: ${reason}`);
      buildFailed = true;
    }
  }
  return { served, buildFailed };
}

/** Stops every server (and any extra work, such as the outbox loop) on Ctrl+C or SIGTERM. */
export function closeOnSignal(served: readonly ServedSite[], cleanup: () => Promise<void> = async () => {}): void {
  const stop = () => {
    for (const site of served) site.server.close();
    cleanup().finally(() => process.exit(0));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}
