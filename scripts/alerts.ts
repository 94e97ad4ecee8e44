/**
 * CLI: the searches shoppers saved with alerts, and the alert mails that are due. See `--help`. The
 * work is done by runAlertsCommand in src/server/alerts/alerts-command.ts, on the store the local
 * server and the functions use (DATABASE_URL, else PGlite under LEADS_DATA_DIR), or through the
 * local server's ops endpoint while that server holds the PGlite folder.
 */
import path from 'node:path';
import { requireSiteConfig } from '../src/config/load-site-config.ts';
import { runAlertsCommand } from '../src/server/alerts/alerts-command.ts';
import { storeAlertsSource } from '../src/server/alerts/stock-alerts.ts';
import { openAlertsSource } from '../src/server/ops/alerts-source.ts';
import { alertTokensFor } from '../src/server/wiring/alert-wiring.ts';
import { readApiEnvironment } from '../src/server/wiring/api-environment.ts';
import { readStockFeed } from '../src/stock/read-stock-feed.ts';

const root = path.resolve(import.meta.dirname, '..');
// DEALER_SITE only names the tenant of a deploy; the command names its sites itself.
const environment = { ...readApiEnvironment({ ...process.env, DEALER_SITE: process.env.DEALER_SITE ?? 'ops' }, root), serverless: false };

process.exitCode = await runAlertsCommand(process.argv.slice(2), {
  openSource: () =>
    openAlertsSource({ databaseUrl: environment.databaseUrl, dataDir: environment.dataDir }, (store) =>
      storeAlertsSource(
        () => Promise.resolve(store.alerts),
        {
          siteOf: (slug) => requireSiteConfig(root, slug),
          carsOf: (site) => readStockFeed(site, path.join(root, 'data', site.slug)),
          tokensOf: (site) => alertTokensFor(site, environment).tokens,
          now: () => new Date(),
        },
        () => store.close(),
      ),
    ),
  out: (text) => process.stdout.write(`${text}\n`),
  err: (text) => process.stderr.write(`${text}\n`),
});
