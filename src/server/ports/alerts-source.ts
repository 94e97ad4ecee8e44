/**
 * The alerts source port: the saved searches' operations that `npm run alerts` and the stock
 * commands' alert step (`npm run stock:import`, `npm run stock:sync`) run. Two adapters: on the
 * alert store itself (storeAlertsSource, src/server/alerts/stock-alerts.ts), and, while a local
 * server holds the PGlite store, through that server's ops endpoint (OpsAlertsClient,
 * src/server/ops/alerts-source.ts), whose routes run the first adapter with the server's own store.
 * The shapes here are what both answer.
 */
import type { SiteConfig } from '../../config/site-config-schema.ts';
import type { Car } from '../../domain/cars/car.ts';
import type { AlertListing } from './alert-store.ts';

/** What matching found. */
export interface MatchSummary {
  /** Confirmed alerts searched. */
  readonly alerts: number;
  /** Matches recorded (new ones only). */
  readonly matches: number;
}

/** What composing did. */
export interface ComposeSummary {
  /** Mails queued. */
  readonly mails: number;
  /** Matches dropped because the car left the search or its price moved since. */
  readonly dropped: number;
  /** Alerts with matches whose window opens later. */
  readonly waiting: number;
}

/** What a stock change did: matches recorded, and (when asked) mails queued. */
export type StockChangeSummary = MatchSummary & ComposeSummary;

/** A written stock change, as the importer hands it over. */
export interface AlertStockChange {
  readonly site: SiteConfig;
  /** The site's whole stock before the import, and after it (docs/alerts.md says why whole). */
  readonly before: readonly Car[];
  readonly after: readonly Car[];
  /**
   * Whether the due mails are queued too (runStockAlerts, as `stock:import` does), or only the
   * matches recorded (matchStockChange, as `stock:sync` does before its site is built).
   */
  readonly queueMails: boolean;
}

/** What queueing one site's due mails did, or why it failed. */
export type SiteDueMails =
  | { readonly site: string; readonly ok: true; readonly summary: ComposeSummary }
  | { readonly site: string; readonly ok: false; readonly error: string };

/** The operations of the alerts command and the stock commands' alert step. */
export interface AlertsSource {
  /** The address of the local server the work goes through; undefined when it is done on the store. */
  readonly localServer?: string;
  /** The site's saved searches, newest first (AlertStore.list). */
  list(siteSlug: string, options: { readonly limit: number }): Promise<readonly AlertListing[]>;
  /**
   * Queues the mails whose window has opened, over each site's stock now: for the site, or, with
   * null, every site with unsent matches. A site that fails is reported; the others still run.
   */
  sendDue(siteSlug: string | null): Promise<readonly SiteDueMails[]>;
  /** Matches the change against the site's confirmed alerts (and queues the due mails when asked). */
  stockChange(change: AlertStockChange): Promise<StockChangeSummary>;
  close(): Promise<void>;
}
