/**
 * What every delivery shares: the key a CRM message carries on every try (deliveryKey) and the
 * subject a lead's message has. The delivery port itself is src/server/ports/delivery.ts.
 */
import type { DeliverySite } from '../ports/delivery.ts';
import type { OutboxEntry, StoredSubmission } from '../ports/lead-store.ts';
import { reservationHeadline } from './reservation-notice.ts';


/** The same on every try of an entry: lets a receiver recognise a repeat. */
export function deliveryKey(submission: Pick<StoredSubmission, 'id'>, entry: Pick<OutboxEntry, 'id'>): string {
  return `lead-${submission.id}-${entry.id}`;
}

/**
 * The e-mail subject, and the one-line summary webhooks and files use. A lead: "New lead from {site}
 * website: {category} (lead {lead_id})". A reservation notice says what happened to which car:
 * "Reservation R-ABC23456 confirmed (deposit paid): 2024 Volkswagen Tiguan 162TSI Elegance from
 * {site} website" (reservation-notice.ts).
 */
export function leadSubject(submission: Pick<StoredSubmission, 'id' | 'category' | 'kind' | 'payload'>, site: DeliverySite): string {
  const headline = reservationHeadline(submission);
  if (headline !== undefined) return `${headline} from ${site.name} website`;
  return `New lead from ${site.name} website: ${submission.category ?? submission.kind} (lead ${submission.id})`;
}
