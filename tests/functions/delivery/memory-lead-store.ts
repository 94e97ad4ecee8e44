/**
 * A LeadStore in memory, for the delivery tests: it honours the port's contract as the SQL store
 * does (src/server/store/sql-lead-store.ts): idempotent writes by (site, key); outbox entries queued
 * with the submission, or when a multi-step lead becomes complete; claimDue takes pending entries due
 * at `now`, oldest first, and leases them for CLAIM_LEASE_MS so no other worker takes them; a claim
 * is not a try, markDelivered and markFailed each count one; a null retry time parks an entry dead;
 * retry puts dead and pending entries back to pending, due now, with a fresh count (the last error is
 * kept). Nothing is ever deleted. Every answer is a copy, as rows read from a database would be.
 */
import { randomUUID } from 'node:crypto';
import type {
  Consent,
  LeadStore,
  NewOutboxEntry,
  NewSubmission,
  OutboxEntry,
  StoredSubmission,
  SubmissionKind,
  WriteResult,
} from '../../../src/server/ports/lead-store.ts';

/** As the SQL store: a claimed entry is out of other workers' reach for this long. */
export const CLAIM_LEASE_MS = 5 * 60_000;

type MutableEntry = { -readonly [K in keyof OutboxEntry]: OutboxEntry[K] };
type MutableSubmission = { -readonly [K in keyof StoredSubmission]: StoredSubmission[K] };

export class MemoryLeadStore implements LeadStore {
  readonly #submissions: MutableSubmission[] = [];
  readonly #outbox: MutableEntry[] = [];
  readonly #stepKeys = new Map<string, string>();
  readonly #now: () => Date;
  #nextEntryId = 1;

  constructor(options: { readonly now?: () => Date } = {}) {
    this.#now = options.now ?? (() => new Date());
  }

  #stamp(): string {
    return this.#now().toISOString();
  }

  #queue(submission: MutableSubmission, outbox: readonly NewOutboxEntry[], at: string) {
    for (const entry of outbox) {
      this.#outbox.push({
        id: this.#nextEntryId++,
        submissionId: submission.id,
        siteSlug: submission.siteSlug,
        channel: entry.channel,
        target: entry.target,
        state: 'pending',
        attempts: 0,
        nextAttemptAt: at,
        lastError: null,
        deliveredAt: null,
      });
    }
  }

  async record(submission: NewSubmission, outbox: readonly NewOutboxEntry[]): Promise<WriteResult> {
    const seen = this.#submissions.find((s) => s.siteSlug === submission.siteSlug && s.idempotencyKey === submission.idempotencyKey);
    if (seen) return { submission: structuredClone(seen), created: false };
    const at = this.#stamp();
    const stored: MutableSubmission = { ...structuredClone(submission), id: randomUUID(), createdAt: at, updatedAt: at };
    this.#submissions.push(stored);
    this.#queue(stored, outbox, at);
    return { submission: structuredClone(stored), created: true };
  }

  async addStep(
    siteSlug: string,
    submissionId: string,
    step: { readonly idempotencyKey: string; readonly payload: Readonly<Record<string, unknown>>; readonly complete: boolean; readonly consent?: Consent; readonly eventId?: number },
    outboxOnComplete: readonly NewOutboxEntry[],
  ): Promise<WriteResult | null> {
    const stepKey = `${siteSlug}\u0000${step.idempotencyKey}`;
    const seenId = this.#stepKeys.get(stepKey);
    if (seenId !== undefined) {
      const seen = this.#submissions.find((s) => s.siteSlug === siteSlug && s.id === seenId);
      return seen ? { submission: structuredClone(seen), created: false } : null;
    }
    const current = this.#submissions.find((s) => s.siteSlug === siteSlug && s.id === submissionId);
    if (!current) return null;
    this.#stepKeys.set(stepKey, submissionId);
    const wasComplete = current.complete;
    const at = this.#stamp();
    current.payload = { ...current.payload, ...structuredClone(step.payload) };
    current.complete = current.complete || step.complete;
    if (step.consent !== undefined) current.consent = { ...step.consent };
    if (step.eventId !== undefined) current.eventId = step.eventId;
    current.updatedAt = at;
    if (!wasComplete && current.complete) this.#queue(current, outboxOnComplete, at);
    return { submission: structuredClone(current), created: true };
  }

  async get(siteSlug: string, submissionId: string): Promise<StoredSubmission | null> {
    const found = this.#submissions.find((s) => s.siteSlug === siteSlug && s.id === submissionId);
    return found ? structuredClone(found) : null;
  }

  async list(
    siteSlug: string,
    options: { readonly limit: number; readonly kind?: SubmissionKind },
  ): Promise<{ submission: StoredSubmission; outbox: OutboxEntry[] }[]> {
    // Newest first: later in the array is newer, and the sort is stable for equal times.
    return [...this.#submissions]
      .reverse()
      .filter((s) => s.siteSlug === siteSlug && (options.kind === undefined || s.kind === options.kind))
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
      .slice(0, Math.max(0, options.limit))
      .map((submission) => ({
        submission: structuredClone(submission),
        outbox: this.#outbox.filter((e) => e.submissionId === submission.id).map((e) => ({ ...e })),
      }));
  }

  async claimDue(now: Date, limit: number): Promise<OutboxEntry[]> {
    const due = this.#outbox
      .filter((e) => e.state === 'pending' && Date.parse(e.nextAttemptAt) <= now.getTime())
      .sort((a, b) => a.nextAttemptAt.localeCompare(b.nextAttemptAt) || a.id - b.id)
      .slice(0, Math.max(0, Math.floor(limit)));
    const lease = new Date(now.getTime() + CLAIM_LEASE_MS).toISOString();
    for (const entry of due) entry.nextAttemptAt = lease;
    return due.map((e) => ({ ...e })).sort((a, b) => a.id - b.id);
  }

  #entry(entryId: number): MutableEntry {
    const entry = this.#outbox.find((e) => e.id === entryId);
    if (!entry) throw new Error(`no outbox entry ${entryId}`);
    return entry;
  }

  async markDelivered(entryId: number, at: Date): Promise<void> {
    const entry = this.#entry(entryId);
    entry.state = 'delivered';
    entry.attempts += 1;
    entry.deliveredAt = at.toISOString();
    entry.lastError = null;
  }

  async markFailed(entryId: number, error: string, retryAt: Date | null): Promise<void> {
    const entry = this.#entry(entryId);
    entry.attempts += 1;
    entry.lastError = error;
    entry.state = retryAt === null ? 'dead' : 'pending';
    if (retryAt !== null) entry.nextAttemptAt = retryAt.toISOString();
  }

  async retry(submissionId: string, now: Date): Promise<number> {
    const entries = this.#outbox.filter((e) => e.submissionId === submissionId && (e.state === 'dead' || e.state === 'pending'));
    for (const entry of entries) {
      entry.state = 'pending';
      entry.attempts = 0;
      entry.nextAttemptAt = now.toISOString();
    }
    return entries.length;
  }

  async close(): Promise<void> {}
}
