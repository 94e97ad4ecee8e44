/**
 * The delivery port: how one outbox entry reaches its target. One adapter per channel; the outbox
 * worker picks the entry's channel.
 *
 * Two kinds of channel:
 * - the CRM channels (`email`, `webhook`) carry the lead's ADF document to the dealer (CrmDelivery);
 * - the site channels (`build-hook`, `search-index`) tell the site's own machinery that a
 *   reservation holds or frees a car (SiteDelivery): the build hook rebuilds the static pages, and
 *   the car's Typesense document is marked reserved or free. They need no ADF document, so the worker
 *   builds none for them.
 *
 * Adapters, in src/server/crm: SMTP e-mail (email-delivery.ts), HTTP webhook (webhook-delivery.ts),
 * build hook (build-hook-delivery.ts) and Typesense (search-index-delivery.ts) in production; for each, a
 * clearly labelled local adapter that writes what it would send under the local outbox folder, for
 * the embedded default.
 *
 * Delivery is at least once: when the worker cannot record a success (the database went away right
 * after the send), the entry is sent again once its claim lapses. So every CRM message carries the
 * same key on every try: the e-mail's Message-ID and the webhook's `Idempotency-Key` header
 * (deliveryKey in src/server/crm/delivery.ts), which lets a receiver drop a repeat. The site channels are repeatable as they
 * are: a second build, or setting `reserved` to the same value again, changes nothing.
 */
import type { SiteConfig } from '../../config/site-config-schema.ts';
import type { DeliveryChannel, OutboxEntry, StoredSubmission } from './lead-store.ts';

/** The site a delivery is for, as messages name it. */
export interface DeliverySite {
  readonly slug: string;
  /** The dealer's trading name. */
  readonly name: string;
}

/** The parts of a site's config the outbox reads: what an ADF lead names (src/server/crm/adf.ts), and the search settings. */
export type OutboxSite = Pick<SiteConfig, 'slug' | 'name' | 'url' | 'region' | 'manufacturers' | 'dealerships' | 'locations' | 'search'>;

/** Sends one lead to one CRM target. */
export interface CrmDelivery {
  /**
   * Sends the ADF document for the submission to `entry.target`. Resolves once the receiver accepted
   * it; throws an Error whose message says why not (it is stored as the entry's last error).
   */
  send(submission: StoredSubmission, entry: OutboxEntry, adfXml: string, site: DeliverySite): Promise<void>;
}

/** Tells the site's own machinery (its build, its search index) about a submission. */
export interface SiteDelivery {
  /**
   * Acts on the submission for `entry.target`. Resolves once done, with a remark for the worker's
   * log when the entry was settled without the usual effect (the car had left the index); throws an
   * Error whose message says why not.
   */
  send(submission: StoredSubmission, entry: OutboxEntry, site: OutboxSite): Promise<string | undefined>;
}

/** The channels whose adapters take the lead's ADF document. */
type CrmChannel = Extract<DeliveryChannel, 'email' | 'webhook'>;

/** An adapter per channel: a channel added to DeliveryChannel must be given one here. */
export type CrmDeliveries = Readonly<Record<CrmChannel, CrmDelivery> & Record<Exclude<DeliveryChannel, CrmChannel>, SiteDelivery>>;
