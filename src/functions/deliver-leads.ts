/**
 * Netlify scheduled function: delivers due leads to the dealers' CRMs (src/server/crm/outbox-worker.ts)
 * every minute, the shortest schedule Netlify runs. Not reachable over HTTP.
 *
 * Netlify stops a scheduled function after 30 seconds, so a run starts no new batch after 20; what
 * is left is due at the next run. Settings: the API's (DEALER_SITE, DATABASE_URL; see
 * src/server/wiring/api-environment.ts) and the CRM delivery's (SMTP_*, LEADS_FROM_EMAIL,
 * CRM_DELIVERY; see src/server/crm/crm-config.ts). Here delivery must be live: the local outbox
 * folder would vanish with the function's instance, so a deploy without SMTP settings fails loudly
 * (and its leads wait, pending, in the database) instead of writing files nobody will read.
 *
 * Each run also releases the deploy's site's reservation holds that lapsed unpaid
 * (src/server/handlers/release-lapsed-holds.ts), so the dealer hears of them, and queues the deploy's
 * site's saved-search mails whose window has opened (src/server/alerts/stock-alerts.ts).
 *
 * With one PostgreSQL shared by several dealer deploys, any deploy's run may deliver any site's due
 * leads (claims keep two runs from sending the same one), so the bundle needs every `sites/*.json`.
 */
import type { Config } from '@netlify/functions';
import { readApiEnvironment } from '../server/wiring/api-environment.ts';
import { apiDepsForEnvironment, leadStoreOptions } from '../server/wiring/api-deps.ts';
import { releaseLapsedHolds } from '../server/handlers/release-lapsed-holds.ts';
import { CrmConfigError, readCrmDeliveryConfig } from '../server/crm/crm-config.ts';
import { createCrmDeliveries } from '../server/crm/deliveries.ts';
import { drainDue, siteLookup } from '../server/crm/outbox-worker.ts';
import { openLeadStore } from '../server/store/open-lead-store.ts';
import { composeDueAlertMails, alertsLine } from '../server/alerts/stock-alerts.ts';
import type { ApiDeps } from '../server/handlers/deps.ts';

/** Stop starting batches after this long; Netlify allows a scheduled function 30 s. */
const RUN_BUDGET_MS = 20_000;

export default async (): Promise<Response> => {
  const root = process.cwd();
  const crm = readCrmDeliveryConfig(process.env, root);
  if (crm.mode !== 'live') {
    throw new CrmConfigError('CRM delivery is local on Netlify: set SMTP_HOST and LEADS_FROM_EMAIL (or CRM_DELIVERY=live) so leads reach the CRM');
  }
  const environment = readApiEnvironment(process.env, root);
  const store = await openLeadStore(leadStoreOptions(environment));
  const { deliveries, close } = createCrmDeliveries(crm);
  try {
    // This deploy's site's unpaid holds past their expiry go first, so their notices leave in this run.
    const deps = await apiDepsForEnvironment(environment, root);
    const released = await releaseLapsedHolds(deps);
    if (released > 0) console.log(`deliver-leads: ${released} lapsed reservation holds released`);
    // Then the saved searches' mails whose window opened since (a daily alert's next day), so they leave in this run too.
    await queueDueAlertMails(deps);
    const run = await drainDue({ store, deliveries, sites: siteLookup(root), budgetMs: RUN_BUDGET_MS, log: (line) => console.log(line) });
    console.log(`deliver-leads: ${run.claimed} claimed, ${run.delivered} delivered, ${run.retrying} to retry, ${run.dead} parked dead`);
    return new Response(null, { status: 204 });
  } finally {
    await close();
  }
};

/** The deploy's site's due alert mails, queued; a failure is logged and the deliveries still run. */
async function queueDueAlertMails(deps: ApiDeps): Promise<void> {
  const { tokens } = deps.alerts;
  if (tokens === null) return;
  try {
    const summary = await composeDueAlertMails({ store: await deps.alerts.store(), site: deps.site, now: deps.now(), cars: await deps.cars(), tokens });
    if (summary.mails + summary.dropped > 0) console.log(`deliver-leads: ${alertsLine({ alerts: 0, matches: 0, ...summary })}`);
  } catch (error) {
    deps.logError(`deliver-leads: ${deps.site.slug}: the due alert mails could not be queued`, error);
  }
}

/** Every minute (cron form: Netlify supports the RFC's @-names, not "@every"). */
export const config: Config = { schedule: '* * * * *' };
