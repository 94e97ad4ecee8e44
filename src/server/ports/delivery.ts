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
 * A third kind, `shopper-email`, sends a mail composed when it was queued (a saved search's
 * confirmation or alert, src/server/alerts) to a shopper, through the CRM e-mail's SMTP settings.
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

/**
 * A mail to a shopper as its submission's payload holds it (`shopper-email`): composed whole when
 * it was queued, so every try sends the same message. `headers` carries what the mail needs beyond
 * the usual ones (a saved search's List-Unsubscribe and List-Unsubscribe-Post).
 */
export interface ShopperMail {
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  readonly html: string | null;
  readonly headers: Readonly<Record<string, string>>;
}

/** The headers a shopper mail may carry from its payload; any other is refused. */
export const SHOPPER_MAIL_HEADERS = ['List-Unsubscribe', 'List-Unsubscribe-Post', 'X-Alert-Id'] as const;

/** The mail a `shopper-email` submission's payload holds, or why it holds none (the entry is parked then). */
export function readShopperMail(payload: Readonly<Record<string, unknown>>): ShopperMail | string {
  const mail = payload.mail;
  if (typeof mail !== 'object' || mail === null) return 'the submission holds no composed mail';
  const { to, subject, text, html, headers } = mail as Record<string, unknown>;
  if (typeof to !== 'string' || to === '' || typeof subject !== 'string' || typeof text !== 'string') return 'the composed mail lacks its address, subject or text';
  if (html !== null && html !== undefined && typeof html !== 'string') return 'the composed mail\'s html is not text';
  const own: Record<string, string> = {};
  if (headers !== undefined && headers !== null) {
    if (typeof headers !== 'object') return 'the composed mail\'s headers are not a list of names and values';
    for (const [name, value] of Object.entries(headers)) {
      if (!(SHOPPER_MAIL_HEADERS as readonly string[]).includes(name) || typeof value !== 'string' || /[\r\n]/.test(value)) return `the composed mail has a header it may not carry: ${name}`;
      own[name] = value;
    }
  }
  return { to, subject, text, html: typeof html === 'string' ? html : null, headers: own };
}

/** Sends one composed mail to a shopper (`entry.target`). Resolves once the server accepted it. */
export interface ShopperDelivery {
  send(submission: StoredSubmission, entry: OutboxEntry, site: OutboxSite): Promise<string | undefined>;
}

/** The channels whose adapters take the lead's ADF document. */
type CrmChannel = Extract<DeliveryChannel, 'email' | 'webhook'>;

/** The channel whose adapter sends a composed mail to a shopper. */
type ShopperChannel = Extract<DeliveryChannel, 'shopper-email'>;

/** An adapter per channel: a channel added to DeliveryChannel must be given one here. */
export type CrmDeliveries = Readonly<
  Record<CrmChannel, CrmDelivery> & Record<ShopperChannel, ShopperDelivery> & Record<Exclude<DeliveryChannel, CrmChannel | ShopperChannel>, SiteDelivery>
>;
