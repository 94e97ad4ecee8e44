/**
 * The outbox worker inside the local server: the same loop Netlify runs as a scheduled function
 * (src/functions/deliver-leads.ts), every 5 s, over the lead store the local API writes to. With no
 * SMTP configured it delivers to files under .data/outbox/ (the labelled local CRM adapters), so
 * `npm start` never e-mails the demo dealers' made-up CRM addresses.
 */
import { createCrmDeliveries } from '../../src/server/crm/deliveries.ts';
import { readCrmDeliveryConfig } from '../../src/server/crm/crm-config.ts';
import { siteLookup, startOutboxLoop } from '../../src/server/crm/outbox-worker.ts';
import { leadStoreOptions } from '../../src/server/wiring/api-deps.ts';
import { readApiEnvironment } from '../../src/server/wiring/api-environment.ts';
import { openLeadStore } from '../../src/server/store/open-lead-store.ts';

const INTERVAL_MS = 5000;

/** Starts delivering due leads; the returned function stops the loop and closes the CRM clients. */
export function startLocalOutbox(root: string, anySiteSlug: string, log: (line: string) => void): () => Promise<void> {
  // The store is shared by every site the process serves; any served slug satisfies the reader.
  const environment = readApiEnvironment({ ...process.env, DEALER_SITE: anySiteSlug }, root);
  const crm = createCrmDeliveries(readCrmDeliveryConfig(process.env, root));
  const stop = startOutboxLoop({
    store: () => openLeadStore(leadStoreOptions({ ...environment, serverless: false })),
    deliveries: crm.deliveries,
    sites: siteLookup(root),
    intervalMs: INTERVAL_MS,
    log,
  });
  return async () => {
    await stop();
    await crm.close();
  };
}
