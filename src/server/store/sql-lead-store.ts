/**
 * The LeadStore port over SQL: one implementation, the same statements on PostgreSQL and PGlite
 * (see migrations/001_lead_store.sql). Database rows become the port's types here and nowhere else.
 */
import { randomUUID } from 'node:crypto';
import { isSubmissionId } from '../ports/lead-store.ts';
import type {
  Consent,
  DeliveryChannel,
  DeliveryState,
  LeadStep,
  LeadStore,
  NewOutboxEntry,
  NewSubmission,
  OutboxEntry,
  StoredSubmission,
  SubmissionKind,
  WriteResult,
} from '../ports/lead-store.ts';
import type { SqlDatabase, SqlExecutor, SqlRow } from './sql-database.ts';
import { iso, isoOrNull, textOrNull } from './sql-values.ts';
import { SqlReservationStore } from './sql-reservation-store.ts';
import { SqlRateLimiter } from './sql-rate-limiter.ts';
import { SqlAlertStore } from './sql-alert-store.ts';

/**
 * How long a claimed outbox entry stays out of other workers' reach. The worker marks it delivered
 * or failed well within this; if it crashes instead, the entry becomes due again after it.
 */
const CLAIM_LEASE_MS = 5 * 60_000;

/** Options of the store: the clock (tests pass their own). */
interface SqlLeadStoreOptions {
  readonly now?: () => Date;
  /** Called once the database is closed (open-lead-store forgets the store then). */
  readonly onClose?: () => void;
}

function toSubmission(row: SqlRow): StoredSubmission {
  const consent: Consent | null =
    row.consent_given === null || row.consent_given === undefined
      ? null
      : { given: Boolean(row.consent_given), text: String(row.consent_text ?? ''), at: iso(row.consent_at) };
  return {
    id: String(row.id),
    siteSlug: String(row.site_slug),
    kind: row.kind as SubmissionKind,
    idempotencyKey: String(row.idempotency_key),
    dealershipSlug: textOrNull(row.dealership_slug),
    category: textOrNull(row.category),
    subcategory: textOrNull(row.subcategory),
    eventId: row.event_id === null || row.event_id === undefined ? null : Number(row.event_id),
    payload: (row.payload ?? {}) as Record<string, unknown>,
    consent,
    complete: Boolean(row.complete),
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
  };
}

function toOutboxEntry(row: SqlRow): OutboxEntry {
  return {
    id: Number(row.id),
    submissionId: String(row.submission_id),
    siteSlug: String(row.site_slug),
    channel: row.channel as DeliveryChannel,
    target: String(row.target),
    state: row.state as DeliveryState,
    attempts: Number(row.attempts),
    nextAttemptAt: iso(row.next_attempt_at),
    lastError: textOrNull(row.last_error),
    deliveredAt: isoOrNull(row.delivered_at),
  };
}

async function insertOutbox(tx: SqlExecutor, submissionId: string, siteSlug: string, entries: readonly NewOutboxEntry[], now: Date) {
  for (const entry of entries) {
    await tx.query(
      `INSERT INTO outbox (submission_id, site_slug, channel, target, next_attempt_at, created_at)
       VALUES ($1, $2, $3, $4, $5, $5)`,
      [submissionId, siteSlug, entry.channel, entry.target, now],
    );
  }
}

/**
 * Inserts a submission and its outbox entries in one statement (a data-modifying CTE is atomic on
 * its own, so a lead costs one round trip instead of a five-statement transaction). Null when the
 * (site, idempotency key) was seen: nothing is stored then. Runs on the database or inside a
 * transaction (the reservation store writes its notices with it).
 */
export async function insertSubmission(
  executor: SqlExecutor,
  submission: NewSubmission,
  outbox: readonly NewOutboxEntry[],
  now: Date,
): Promise<StoredSubmission | null> {
  const inserted = await executor.query(
    `WITH submission AS (
       INSERT INTO submissions (id, site_slug, kind, idempotency_key, dealership_slug, category, subcategory, event_id,
                                payload, consent_given, consent_text, consent_at, complete, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9::jsonb, $10, $11, $12, $13, $14, $14)
       ON CONFLICT (site_slug, idempotency_key) DO NOTHING
       RETURNING *
     ), queued AS (
       INSERT INTO outbox (submission_id, site_slug, channel, target, next_attempt_at, created_at)
       SELECT submission.id, submission.site_slug, entry.value ->> 'channel', entry.value ->> 'target', $14, $14
       FROM submission CROSS JOIN jsonb_array_elements($15::jsonb) WITH ORDINALITY AS entry(value, n)
       ORDER BY entry.n
     )
     SELECT * FROM submission`,
    [
      randomUUID(),
      submission.siteSlug,
      submission.kind,
      submission.idempotencyKey,
      submission.dealershipSlug,
      submission.category,
      submission.subcategory,
      submission.eventId,
      JSON.stringify(submission.payload),
      submission.consent?.given ?? null,
      submission.consent?.text ?? null,
      submission.consent === null ? null : new Date(submission.consent.at),
      submission.complete,
      now,
      JSON.stringify(outbox.map((entry) => ({ channel: entry.channel, target: entry.target }))),
    ],
  );
  const row = inserted[0];
  return row === undefined ? null : toSubmission(row);
}

/** The lead store on a SQL database that has been migrated. */
export class SqlLeadStore implements LeadStore {
  readonly #db: SqlDatabase;
  readonly #now: () => Date;
  readonly #onClose: () => void;
  /** The reservations, on the same database (their leads and notices are this store's submissions). */
  readonly reservations: SqlReservationStore;
  /** The rate limits' buckets, on the same database, so every process over it shares them. */
  readonly rateLimiter: SqlRateLimiter;
  /** The saved searches, on the same database (their mails are this store's submissions). */
  readonly alerts: SqlAlertStore;

  constructor(db: SqlDatabase, options: SqlLeadStoreOptions = {}) {
    this.#db = db;
    this.reservations = new SqlReservationStore(db);
    this.rateLimiter = new SqlRateLimiter(db);
    this.alerts = new SqlAlertStore(db);
    this.#now = options.now ?? (() => new Date());
    this.#onClose = options.onClose ?? (() => undefined);
  }

  /** Which engine holds the leads. */
  get engine(): SqlDatabase['engine'] {
    return this.#db.engine;
  }

  /**
   * One statement writes the submission and its outbox entries (a data-modifying CTE is atomic on
   * its own), so a lead costs one round trip to the database instead of a five-statement
   * transaction. A retry with a seen key inserts nothing and reads the first submission instead.
   */
  async record(submission: NewSubmission, outbox: readonly NewOutboxEntry[]): Promise<WriteResult> {
    const inserted = await insertSubmission(this.#db, submission, outbox, this.#now());
    if (inserted !== null) return { submission: inserted, created: true };
    // The key was seen: answer with the first submission and store nothing new. In PostgreSQL a
    // concurrent first insert has committed by now (ON CONFLICT waited for it), so it is visible.
    const existing = await this.#db.query('SELECT * FROM submissions WHERE site_slug = $1 AND idempotency_key = $2', [
      submission.siteSlug,
      submission.idempotencyKey,
    ]);
    const first = existing[0];
    if (first === undefined) throw new Error('an idempotency key conflicted but its submission is missing');
    return { submission: toSubmission(first), created: false };
  }

  addStep(
    siteSlug: string,
    submissionId: string,
    step: LeadStep,
    outboxOnComplete: readonly NewOutboxEntry[],
  ): Promise<WriteResult | null> {
    if (!isSubmissionId(submissionId)) return Promise.resolve(null);
    const now = this.#now();
    return this.#db.transaction(async (tx) => {
      const seen = await tx.query('SELECT submission_id FROM submission_steps WHERE site_slug = $1 AND idempotency_key = $2', [
        siteSlug,
        step.idempotencyKey,
      ]);
      if (seen[0] !== undefined) return this.#existing(tx, siteSlug, String(seen[0].submission_id));
      // Lock the lead so concurrent steps apply one after the other and the outbox is queued once.
      const locked = await tx.query('SELECT * FROM submissions WHERE site_slug = $1 AND id = $2 FOR UPDATE', [siteSlug, submissionId]);
      const current = locked[0];
      if (current === undefined) return null;
      const stepRow = await tx.query(
        `INSERT INTO submission_steps (site_slug, idempotency_key, submission_id, payload, complete, created_at)
         VALUES ($1, $2, $3, $4::jsonb, $5, $6)
         ON CONFLICT (site_slug, idempotency_key) DO NOTHING
         RETURNING submission_id`,
        [siteSlug, step.idempotencyKey, submissionId, JSON.stringify(step.payload), step.complete, now],
      );
      if (stepRow[0] === undefined) return { submission: toSubmission(current), created: false };
      const updated = await tx.query(
        `UPDATE submissions SET payload = payload || $1::jsonb, complete = complete OR $2, updated_at = $3,
           consent_given = COALESCE($5, consent_given), consent_text = COALESCE($6, consent_text), consent_at = COALESCE($7, consent_at),
           event_id = COALESCE($8::integer, event_id)
         WHERE id = $4 RETURNING *`,
        [
          JSON.stringify(step.payload),
          step.complete,
          now,
          submissionId,
          step.consent?.given ?? null,
          step.consent?.text ?? null,
          step.consent === undefined ? null : new Date(step.consent.at),
          step.eventId ?? null,
        ],
      );
      const row = updated[0];
      if (row === undefined) throw new Error('a locked submission vanished during its update');
      const stored = toSubmission(row);
      // A lead is delivered once, when it becomes complete.
      if (!current.complete && stored.complete) await insertOutbox(tx, stored.id, siteSlug, outboxOnComplete, now);
      return { submission: stored, created: true };
    });
  }

  async #existing(tx: SqlExecutor, siteSlug: string, submissionId: string): Promise<WriteResult | null> {
    const rows = await tx.query('SELECT * FROM submissions WHERE site_slug = $1 AND id = $2', [siteSlug, submissionId]);
    return rows[0] === undefined ? null : { submission: toSubmission(rows[0]), created: false };
  }

  async get(siteSlug: string, submissionId: string): Promise<StoredSubmission | null> {
    if (!isSubmissionId(submissionId)) return null;
    const rows = await this.#db.query('SELECT * FROM submissions WHERE site_slug = $1 AND id = $2', [siteSlug, submissionId]);
    return rows[0] === undefined ? null : toSubmission(rows[0]);
  }

  async list(
    siteSlug: string,
    options: { readonly limit: number; readonly kind?: SubmissionKind },
  ): Promise<{ submission: StoredSubmission; outbox: OutboxEntry[] }[]> {
    const rows = await this.#db.query(
      `SELECT * FROM submissions WHERE site_slug = $1 AND ($2::text IS NULL OR kind = $2)
       ORDER BY created_at DESC, id DESC LIMIT $3`,
      [siteSlug, options.kind ?? null, Math.max(0, Math.floor(options.limit))],
    );
    const submissions = rows.map(toSubmission);
    if (submissions.length === 0) return [];
    const outboxRows = await this.#db.query(
      `SELECT * FROM outbox WHERE submission_id IN (SELECT (jsonb_array_elements_text($1::jsonb))::uuid) ORDER BY id`,
      [JSON.stringify(submissions.map((s) => s.id))],
    );
    const bySubmission = new Map<string, OutboxEntry[]>();
    for (const entry of outboxRows.map(toOutboxEntry)) {
      bySubmission.set(entry.submissionId, [...(bySubmission.get(entry.submissionId) ?? []), entry]);
    }
    return submissions.map((submission) => ({ submission, outbox: bySubmission.get(submission.id) ?? [] }));
  }

  async claimDue(now: Date, limit: number): Promise<OutboxEntry[]> {
    const rows = await this.#db.query(
      `UPDATE outbox SET next_attempt_at = $2
       WHERE id IN (
         SELECT id FROM outbox WHERE state = 'pending' AND next_attempt_at <= $1
         ORDER BY next_attempt_at, id LIMIT $3 FOR UPDATE SKIP LOCKED)
       RETURNING *`,
      [now, new Date(now.getTime() + CLAIM_LEASE_MS), Math.max(0, Math.floor(limit))],
    );
    return rows.map(toOutboxEntry).sort((a, b) => a.id - b.id);
  }

  async markDelivered(entryId: number, at: Date): Promise<void> {
    await this.#db.query(
      `UPDATE outbox SET state = 'delivered', attempts = attempts + 1, delivered_at = $2, last_error = NULL WHERE id = $1`,
      [entryId, at],
    );
  }

  async markFailed(entryId: number, error: string, retryAt: Date | null): Promise<void> {
    await this.#db.query(
      `UPDATE outbox SET attempts = attempts + 1, last_error = $2,
         state = CASE WHEN $3::timestamptz IS NULL THEN 'dead' ELSE 'pending' END,
         next_attempt_at = COALESCE($3::timestamptz, next_attempt_at)
       WHERE id = $1`,
      [entryId, error, retryAt],
    );
  }

  /** Dead or pending entries go back to pending, due now, with a fresh count of tries (the last error is kept). */
  async retry(submissionId: string, now: Date): Promise<number> {
    if (!isSubmissionId(submissionId)) return 0;
    const rows = await this.#db.query(
      `UPDATE outbox SET state = 'pending', attempts = 0, next_attempt_at = $2
       WHERE submission_id = $1 AND state IN ('dead', 'pending') RETURNING id`,
      [submissionId, now],
    );
    return rows.length;
  }

  async close(): Promise<void> {
    this.#onClose();
    await this.#db.close();
  }
}
