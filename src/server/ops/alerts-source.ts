/**
 * Where `npm run alerts` and the stock commands' alert step (`npm run stock:import`, `npm run
 * stock:sync`) work: on the alert store itself, or, when a local server holds the PGlite folder (its
 * lock names a live process and `server.json` names that server), through the server's ops endpoint
 * (./ops-endpoint.ts), which runs the same operations (storeAlertsSource) with the server's own
 * store. So nothing a stock change finds is lost while `npm start` runs. The operations and their
 * answers are the alerts source port's (src/server/ports/alerts-source.ts).
 */
import type { AlertListing } from '../ports/alert-store.ts';
import type { AlertsSource, AlertStockChange, SiteDueMails, StockChangeSummary } from '../ports/alerts-source.ts';
import { openLeadStore, type LeadStoreOptions, type OpenedLeadStore } from '../store/open-lead-store.ts';
import { readOpsAnswer, serverHoldingStore } from './leads-source.ts';

/** How long the command waits for a listing, and for work that searches every alert (matching, composing). */
const OPS_TIMEOUT_MS = 30_000;
const OPS_WORK_TIMEOUT_MS = 300_000;

/** The alerts of a running local server, through its ops endpoint. */
export class OpsAlertsClient implements AlertsSource {
  readonly localServer: string;

  constructor(serverUrl: string) {
    this.localServer = serverUrl;
  }

  async list(siteSlug: string, options: { readonly limit: number }): Promise<readonly AlertListing[]> {
    const url = new URL('/__ops/alerts', this.localServer);
    url.searchParams.set('site', siteSlug);
    url.searchParams.set('limit', String(options.limit));
    const answer = await readOpsAnswer(await fetch(url, { signal: AbortSignal.timeout(OPS_TIMEOUT_MS) }), 'list the saved searches');
    return (answer as { alerts: AlertListing[] }).alerts;
  }

  async sendDue(siteSlug: string | null): Promise<readonly SiteDueMails[]> {
    const url = new URL('/__ops/alerts/send-due', this.localServer);
    if (siteSlug !== null) url.searchParams.set('site', siteSlug);
    const answer = await readOpsAnswer(await fetch(url, { method: 'POST', signal: AbortSignal.timeout(OPS_WORK_TIMEOUT_MS) }), 'queue the due alert mails');
    return (answer as { sites: SiteDueMails[] }).sites;
  }

  /** Sends both stocks whole: matching compares them car by car, and composing reads the whole new stock. */
  async stockChange(change: AlertStockChange): Promise<StockChangeSummary> {
    const response = await fetch(new URL('/__ops/alerts/stock-change', this.localServer), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ site: change.site.slug, before: change.before, after: change.after, mails: change.queueMails }),
      signal: AbortSignal.timeout(OPS_WORK_TIMEOUT_MS),
    });
    return (await readOpsAnswer(response, 'check the saved searches against the stock change')) as StockChangeSummary;
  }

  close(): Promise<void> {
    return Promise.resolve();
  }
}

/**
 * The alerts source on the store for these options (`direct`, given the opened store, which it
 * closes); when its PGlite folder is locked by a live process that recorded its server in
 * server.json, through that server's ops endpoint instead. Any other failure is thrown as is.
 */
export async function openAlertsSource(options: LeadStoreOptions, direct: (store: OpenedLeadStore) => AlertsSource): Promise<AlertsSource> {
  let store: OpenedLeadStore;
  try {
    store = await openLeadStore(options);
  } catch (error) {
    const server = await serverHoldingStore(error, options);
    if (server === undefined) throw error;
    return new OpsAlertsClient(server);
  }
  return direct(store);
}
