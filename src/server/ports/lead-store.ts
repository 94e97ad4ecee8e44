/**
 * The lead store port (docs/architecture.md, Calls, ports and adapters): where every call of the spec's call table is
 * written durably before the function answers, together with its CRM outbox entries, in one
 * transaction. Adapters: PostgreSQL (`DATABASE_URL`) and PGlite (the embedded default), the same SQL.
 * Nothing is ever deleted: a lead that cannot be delivered is parked as dead.
 */

/**
 * The lead store could not be reached or could not write. Handlers answer 503 with a plain message,
 * never success; `cause` keeps the driver's error for the logs.
 */
export class StoreUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'StoreUnavailableError';
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether a string is a UUID, as every submission id the store issues is; anything else names no submission. */
export function isSubmissionId(value: string): boolean {
  return UUID.test(value);
}

/**
 * What a stored submission is. Besides what shoppers send the dealer, the mails a saved search
 * sends the shopper are submissions too (`alert-confirmation`, `alert-mail`), so they are written
 * with the change that makes them and delivered with the outbox's retries.
 */
export type SubmissionKind = 'lead' | 'form' | 'phone-reveal' | 'offer-accepted' | 'valuation' | 'reservation' | 'alert-confirmation' | 'alert-mail';

/**
 * Where an outbox entry goes. `email` and `webhook` carry a lead to the dealer's CRM (per site config
 * `leads`); `build-hook` and `search-index` let the site itself catch up with a reservation: its
 * build hook rebuilds the static pages (site config `payments.build_hook_url`), and the car's
 * Typesense document is marked reserved or free.
 *
 * `shopper-email` is a mail to a shopper (a saved search's confirmation or alert): its submission's
 * payload is the composed mail (ports/delivery.ts ShopperMail), and the target is the address.
 */
export type DeliveryChannel = 'email' | 'webhook' | 'build-hook' | 'search-index' | 'shopper-email';

/** An outbox entry's life: pending (to send or retry), delivered, or dead after the last try. */
export type DeliveryState = 'pending' | 'delivered' | 'dead';

/** Opt-in consent as given: what the shopper saw and when. */
export interface Consent {
  readonly given: boolean;
  readonly text: string;
  /** ISO 8601. */
  readonly at: string;
}

/** A submission to store. The site comes from the request's host or path, never from the body. */
export interface NewSubmission {
  readonly siteSlug: string;
  readonly kind: SubmissionKind;
  /** The form's idempotency key: a retry with the same key stores nothing new. */
  readonly idempotencyKey: string;
  readonly dealershipSlug: string | null;
  readonly category: string | null;
  readonly subcategory: string | null;
  readonly eventId: number | null;
  /** The validated payload as JSON (lead form values, form fields, reveal data...). */
  readonly payload: Readonly<Record<string, unknown>>;
  readonly consent: Consent | null;
  /** Multi-step leads: false until the last step arrives. */
  readonly complete: boolean;
}

/** A stored submission. */
export interface StoredSubmission extends NewSubmission {
  /** The lead_id answered to the browser (UUID). */
  readonly id: string;
  readonly createdAt: string;
  readonly updatedAt: string;
}

/** A CRM delivery to make for a submission. */
export interface NewOutboxEntry {
  readonly channel: DeliveryChannel;
  /**
   * From the site config at the time of the submission: the e-mail address (`email`), the webhook
   * URL (`webhook`), the build hook URL (`build-hook`), or the site slug (`search-index`: the
   * cluster, the collection and the car's document follow from the site's config and the payload).
   */
  readonly target: string;
}

/** A CRM delivery as the outbox worker sees it. */
export interface OutboxEntry extends NewOutboxEntry {
  readonly id: number;
  readonly submissionId: string;
  readonly siteSlug: string;
  readonly state: DeliveryState;
  readonly attempts: number;
  /** ISO 8601: when the worker may try next. */
  readonly nextAttemptAt: string;
  readonly lastError: string | null;
  readonly deliveredAt: string | null;
}

/** The result of a write: the stored submission and whether this call created it. */
export interface WriteResult {
  readonly submission: StoredSubmission;
  /** False when the idempotency key had been seen: the first answer is returned, nothing stored. */
  readonly created: boolean;
}

/** A later step of a multi-step lead. */
export interface LeadStep {
  /** The step's idempotency key: a retry with the same key changes nothing. */
  readonly idempotencyKey: string;
  /** Merged into the lead's payload. */
  readonly payload: Readonly<Record<string, unknown>>;
  /** True on the last step: the lead is complete and its CRM delivery is queued. */
  readonly complete: boolean;
  /** The lead's new event id (spec section 9); absent keeps the one it has. */
  readonly eventId?: number;
  /** The shopper's answer to the opt-in on this step, when the step asks it (replaces the one recorded). */
  readonly consent?: Consent;
}

/** The store, as handlers, the outbox worker and the ops CLI use it. */
export interface LeadStore {
  /** Writes a submission and its outbox entries in one transaction; idempotent by (site, key). */
  record(submission: NewSubmission, outbox: readonly NewOutboxEntry[]): Promise<WriteResult>;
  /**
   * Adds a later step to a multi-step lead of the same site: merges the payload, sets `complete`
   * on the last step, and queues the outbox entries then (a lead is delivered once, complete).
   * A step with an `eventId` sets the lead's event id (a trade-in offer accepted makes it 18); one
   * without keeps it. Idempotent by the step's key. Null when the lead does not exist for that site.
   */
  addStep(
    siteSlug: string,
    submissionId: string,
    step: LeadStep,
    outboxOnComplete: readonly NewOutboxEntry[],
  ): Promise<WriteResult | null>;
  get(siteSlug: string, submissionId: string): Promise<StoredSubmission | null>;
  /** Newest first, with each submission's outbox entries. */
  list(siteSlug: string, options: { readonly limit: number; readonly kind?: SubmissionKind }): Promise<{ submission: StoredSubmission; outbox: OutboxEntry[] }[]>;
  /** Claims up to `limit` pending entries due at `now` so no other worker takes them. */
  claimDue(now: Date, limit: number): Promise<OutboxEntry[]>;
  markDelivered(entryId: number, at: Date): Promise<void>;
  /** Records a failed try; `retryAt` null parks the entry as dead. */
  markFailed(entryId: number, error: string, retryAt: Date | null): Promise<void>;
  /** Puts a submission's dead (or pending) entries back to pending, due now. Returns how many. */
  retry(submissionId: string, now: Date): Promise<number>;
  close(): Promise<void>;
}
