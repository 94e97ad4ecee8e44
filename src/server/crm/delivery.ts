/**
 * The CRM delivery port: how one outbox entry's ADF document reaches the dealer. One adapter per
 * channel (`email`, `webhook`); the outbox worker picks the entry's channel.
 *
 * Adapters: SMTP e-mail (smtp-delivery.ts) and HTTP webhook (webhook-delivery.ts) in production; the
 * local outbox folder (local-delivery.ts), clearly labelled, for the embedded default.
 *
 * Delivery is at least once: when the worker cannot record a success (the database went away right
 * after the send), the entry is sent again once its claim lapses. So every message carries the same
 * key on every try: the e-mail's Message-ID and the webhook's `Idempotency-Key` header
 * (deliveryKey below), which lets a receiver drop a repeat.
 */
import type { DeliveryChannel, OutboxEntry, StoredSubmission } from '../ports/lead-store.ts';

/** The site a delivery is for, as messages name it. */
export interface DeliverySite {
  readonly slug: string;
  /** The dealer's trading name. */
  readonly name: string;
}

/** Sends one lead to one CRM target. */
export interface CrmDelivery {
  /**
   * Sends the ADF document for the submission to `entry.target`. Resolves once the receiver accepted
   * it; throws an Error whose message says why not (it is stored as the entry's last error).
   */
  send(submission: StoredSubmission, entry: OutboxEntry, adfXml: string, site: DeliverySite): Promise<void>;
}

/** An adapter per channel. */
export type CrmDeliveries = Readonly<Record<DeliveryChannel, CrmDelivery>>;

/** The same on every try of an entry: lets a receiver recognise a repeat. */
export function deliveryKey(submission: Pick<StoredSubmission, 'id'>, entry: Pick<OutboxEntry, 'id'>): string {
  return `lead-${submission.id}-${entry.id}`;
}

/** The e-mail subject, and the one-line summary webhooks and files use: site, category and lead id. */
export function leadSubject(submission: Pick<StoredSubmission, 'id' | 'category' | 'kind'>, site: DeliverySite): string {
  return `New lead from ${site.name} website: ${submission.category ?? submission.kind} (lead ${submission.id})`;
}
