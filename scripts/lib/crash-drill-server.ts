/**
 * The server the crash drill (scripts/crash-drill.ts) kills: the real local server (serveSite and
 * the functions router, as `npm start` runs them) for one demo site, on the lead store the drill
 * names (PGlite on disk, or PostgreSQL), in a process of its own. It prints `listening <port>` once
 * it answers, and closes the store on SIGTERM. The drill's burst comes from one address, so the
 * rate limit is opened wide, as in `npm run bench:leads`.
 *
 * Usage: node scripts/lib/crash-drill-server.ts <site dir> <site slug> <PGlite dir | postgres://...>
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { requireSiteConfig } from '../../src/config/load-site-config.ts';
import { createApiDeps } from '../../src/server/wiring/api-deps.ts';
import { openLeadStore } from '../../src/server/store/open-lead-store.ts';
import { createFunctionsRouter } from './functions-router.ts';
import { serveSite } from './static-server.ts';

const [siteDir, slug, target] = process.argv.slice(2);
if (siteDir === undefined || slug === undefined || target === undefined) {
  console.error('Usage: node scripts/lib/crash-drill-server.ts <site dir> <site slug> <PGlite dir | postgres://...>');
  process.exit(2);
}
const root = fileURLToPath(new URL('../..', import.meta.url));
const site = await requireSiteConfig(root, slug);
const postgres = target.startsWith('postgres://') || target.startsWith('postgresql://');
const store = await openLeadStore({ databaseUrl: postgres ? target : undefined, dataDir: target, postgres: { maxConnections: 10 } });
const wide = { capacity: 1e9, refillPerSecond: 1e9 };
const deps = createApiDeps({ site, store: () => Promise.resolve(store), rateLimits: { perIp: wide, perSite: wide }, dataDir: path.join(root, 'data', slug) });
const server = await serveSite(siteDir, 0, '127.0.0.1', { api: createFunctionsRouter(deps) });
const address = server.address();
console.log(`listening ${typeof address === 'object' && address !== null ? address.port : 0}`);

process.once('SIGTERM', () => {
  server.closeAllConnections();
  server.close();
  void store.close().finally(() => process.exit(0));
});
