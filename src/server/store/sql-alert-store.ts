/**
 * The AlertStore port over SQL (migrations/004_search_alerts.sql), the same statements on
 * PostgreSQL and PGlite. What must happen once is the database's to refuse: the (site, idempotency
 * key) of an alert, the (alert, car, reason, price) of a match, and through the submissions' own
 * unique key one confirmation per alert and one mail per alert and window. Moves lock the alert's
 * row, so a confirm, an unsubscribe and a mail being written for the same alert go one at a time.
 */
import type { AlertFrequency, AlertState } from '../../domain/alerts/search-alert.ts';
import type { SearchState } from '../../domain/search/types.ts';
import type {
  AlertListing,
  AlertMailToQueue,
  AlertMoveResult,
  AlertStore,
  CreateAlertResult,
  NewAlert,
  NewMatch,
  ShopperMailRecord,
  StoredAlert,
  StoredMatch,
} from '../ports/alert-store.ts';
import { isSubmissionId } from '../ports/lead-store.ts';
import type { SqlDatabase, SqlExecutor, SqlRow } from './sql-database.ts';
import { insertSubmission } from './sql-lead-store.ts';
import { iso, isoOrNull, textOrNull } from './sql-values.ts';

const HOUR_MS = 3_600_000;

function toAlert(row: SqlRow): StoredAlert {
  return {
    id: String(row.id),
    siteSlug: String(row.site_slug),
    idempotencyKey: String(row.idempotency_key),
    email: String(row.email),
    searchPath: String(row.search_path),
    searchQuery: String(row.search_query),
    searchState: row.search_state as SearchState,
    frequency: row.frequency as AlertFrequency,
    state: row.state as AlertState,
    consent: { text: String(row.consent_text), page: textOrNull(row.consent_page), at: iso(row.consent_at), ip: textOrNull(row.consent_ip) },
    createdAt: iso(row.created_at),
    confirmedAt: isoOrNull(row.confirmed_at),
    unsubscribedAt: isoOrNull(row.unsubscribed_at),
    lastMailedAt: isoOrNull(row.last_mailed_at),
  };
}

const numberOrNull = (value: unknown): number | null => (value === null || value === undefined ? null : Number(value));

function toMatch(row: SqlRow): StoredMatch {
  return {
    id: Number(row.id),
    alertId: String(row.alert_id),
    carId: Number(row.car_id),
    carSlug: String(row.car_slug),
    carName: String(row.car_name),
    reason: row.reason as StoredMatch['reason'],
    price: numberOrNull(row.price),
    previousPrice: numberOrNull(row.previous_price),
    state: row.state as StoredMatch['state'],
    foundAt: iso(row.found_at),
  };
}

/** Thrown inside a transaction to roll it back and answer `result`. */
class Rollback<T> extends Error {
  readonly result: T;

  constructor(result: T) {
    super('rolled back');
    this.result = result;
  }
}

async function inTransaction<T>(db: SqlDatabase, work: (tx: SqlExecutor) => Promise<T>): Promise<T> {
  try {
    return await db.transaction(work);
  } catch (error) {
    if (error instanceof Rollback) return error.result as T;
    throw error;
  }
}

/** The alert's row, locked until the transaction ends; null when the site has no such alert. */
async function lockAlert(tx: SqlExecutor, siteSlug: string, alertId: string): Promise<SqlRow | null> {
  const rows = await tx.query('SELECT * FROM search_alerts WHERE site_slug = $1 AND id = $2 FOR UPDATE', [siteSlug, alertId]);
  return rows[0] ?? null;
}

/** The alert store on a migrated SQL database. */
export class SqlAlertStore implements AlertStore {
  readonly #db: SqlDatabase;

  constructor(db: SqlDatabase) {
    this.#db = db;
  }

  async create(alert: NewAlert, confirmation: ShopperMailRecord, limits: { readonly maxPerHour: number; readonly now: Date }): Promise<CreateAlertResult> {
    const { now } = limits;
    const result = await inTransaction(this.#db, async (tx): Promise<CreateAlertResult | null> => {
      // Saves of one address on one site take turns here, so two at once cannot both be the third.
      await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`search-alert:${alert.siteSlug}:${alert.email}`]);
      const seen = await tx.query('SELECT * FROM search_alerts WHERE site_slug = $1 AND idempotency_key = $2', [alert.siteSlug, alert.idempotencyKey]);
      if (seen[0] !== undefined) return { kind: 'replayed', alert: toAlert(seen[0]) };
      const recent = await tx.query('SELECT count(*) AS saves FROM search_alerts WHERE site_slug = $1 AND email = $2 AND created_at > $3', [
        alert.siteSlug,
        alert.email,
        new Date(now.getTime() - HOUR_MS),
      ]);
      if (Number(recent[0]?.saves ?? 0) >= limits.maxPerHour) return { kind: 'too-many' };
      const inserted = await tx.query(
        `INSERT INTO search_alerts (id, site_slug, idempotency_key, email, search_path, search_query, search_state, frequency, state,
                                    consent_text, consent_page, consent_at, consent_ip, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb, $8, 'pending', $9, $10, $11, $12, $13)
         ON CONFLICT (site_slug, idempotency_key) DO NOTHING
         RETURNING *`,
        [
          alert.id,
          alert.siteSlug,
          alert.idempotencyKey,
          alert.email,
          alert.searchPath,
          alert.searchQuery,
          JSON.stringify(alert.searchState),
          alert.frequency,
          alert.consent.text,
          alert.consent.page,
          new Date(alert.consent.at),
          alert.consent.ip,
          now,
        ],
      );
      const row = inserted[0];
      // A twin of this save committed between the look and the insert: answer it, outside this transaction.
      if (row === undefined) throw new Rollback(null);
      const mail = await insertSubmission(tx, confirmation.submission, confirmation.outbox, now);
      if (mail === null) throw new Error(`the confirmation of alert ${alert.id} was queued already`);
      return { kind: 'created', alert: toAlert(row) };
    });
    if (result !== null) return result;
    const first = await this.#db.query('SELECT * FROM search_alerts WHERE site_slug = $1 AND idempotency_key = $2', [alert.siteSlug, alert.idempotencyKey]);
    if (first[0] === undefined) throw new Error('an alert idempotency key conflicted but its alert is missing');
    return { kind: 'replayed', alert: toAlert(first[0]) };
  }

  async get(siteSlug: string, alertId: string): Promise<StoredAlert | null> {
    if (!isSubmissionId(alertId)) return null;
    const rows = await this.#db.query('SELECT * FROM search_alerts WHERE site_slug = $1 AND id = $2', [siteSlug, alertId]);
    return rows[0] === undefined ? null : toAlert(rows[0]);
  }

  confirm(siteSlug: string, alertId: string, now: Date): Promise<AlertMoveResult> {
    if (!isSubmissionId(alertId)) return Promise.resolve({ kind: 'not_found' });
    return this.#db.transaction(async (tx): Promise<AlertMoveResult> => {
      const row = await lockAlert(tx, siteSlug, alertId);
      if (row === null) return { kind: 'not_found' };
      const alert = toAlert(row);
      if (alert.state === 'confirmed') return { kind: 'unchanged', alert };
      if (alert.state === 'unsubscribed') return { kind: 'refused', alert };
      const updated = await tx.query(`UPDATE search_alerts SET state = 'confirmed', confirmed_at = $2 WHERE id = $1 RETURNING *`, [alertId, now]);
      return { kind: 'moved', alert: toAlert(updated[0] ?? row) };
    });
  }

  unsubscribe(siteSlug: string, alertId: string, now: Date): Promise<AlertMoveResult> {
    if (!isSubmissionId(alertId)) return Promise.resolve({ kind: 'not_found' });
    return this.#db.transaction(async (tx): Promise<AlertMoveResult> => {
      const row = await lockAlert(tx, siteSlug, alertId);
      if (row === null) return { kind: 'not_found' };
      const alert = toAlert(row);
      if (alert.state === 'unsubscribed') return { kind: 'unchanged', alert };
      const updated = await tx.query(`UPDATE search_alerts SET state = 'unsubscribed', unsubscribed_at = $2 WHERE id = $1 RETURNING *`, [alertId, now]);
      await tx.query(`UPDATE search_alert_matches SET state = 'dropped', settled_at = $2 WHERE alert_id = $1 AND state = 'unsent'`, [alertId, now]);
      // A mail queued but not yet sent would reach the shopper after they left: it is parked, with why.
      await tx.query(
        `UPDATE outbox SET state = 'dead', last_error = $3
         WHERE state = 'pending' AND site_slug = $1 AND submission_id IN (
           SELECT id FROM submissions WHERE site_slug = $1 AND kind IN ('alert-confirmation', 'alert-mail') AND payload ->> 'alert_id' = $2)`,
        [siteSlug, alertId, `not sent: the shopper unsubscribed at ${now.toISOString()}`],
      );
      return { kind: 'moved', alert: toAlert(updated[0] ?? row) };
    });
  }

  async confirmed(siteSlug: string): Promise<StoredAlert[]> {
    const rows = await this.#db.query(`SELECT * FROM search_alerts WHERE site_slug = $1 AND state = 'confirmed' ORDER BY created_at, id`, [siteSlug]);
    return rows.map(toAlert);
  }

  async recordMatches(matches: readonly NewMatch[], now: Date): Promise<number> {
    if (matches.length === 0) return 0;
    const rows = await this.#db.query(
      `INSERT INTO search_alert_matches (alert_id, car_id, car_slug, car_name, reason, price, previous_price, found_at)
       SELECT found.alert_id, found.car_id, found.car_slug, found.car_name, found.reason, found.price, found.previous_price, $2
       FROM jsonb_to_recordset($1::jsonb) AS found(alert_id uuid, car_id bigint, car_slug text, car_name text, reason text, price numeric, previous_price numeric)
       JOIN search_alerts alert ON alert.id = found.alert_id AND alert.state = 'confirmed'
       ON CONFLICT DO NOTHING
       RETURNING id`,
      [
        JSON.stringify(
          matches.map((match) => ({
            alert_id: match.alertId,
            car_id: match.carId,
            car_slug: match.carSlug,
            car_name: match.carName,
            reason: match.reason,
            price: match.price,
            previous_price: match.previousPrice,
          })),
        ),
        now,
      ],
    );
    return rows.length;
  }

  async withUnsentMatches(siteSlug: string): Promise<{ alert: StoredAlert; matches: StoredMatch[] }[]> {
    const alerts = await this.#db.query(
      `SELECT * FROM search_alerts alert WHERE site_slug = $1 AND state = 'confirmed'
         AND EXISTS (SELECT 1 FROM search_alert_matches match WHERE match.alert_id = alert.id AND match.state = 'unsent')
       ORDER BY created_at, id`,
      [siteSlug],
    );
    if (alerts.length === 0) return [];
    const matches = await this.#db.query(
      `SELECT match.* FROM search_alert_matches match JOIN search_alerts alert ON alert.id = match.alert_id
       WHERE alert.site_slug = $1 AND alert.state = 'confirmed' AND match.state = 'unsent'
       ORDER BY match.id`,
      [siteSlug],
    );
    const byAlert = new Map<string, StoredMatch[]>();
    for (const match of matches.map(toMatch)) byAlert.set(match.alertId, [...(byAlert.get(match.alertId) ?? []), match]);
    return alerts.map(toAlert).map((alert) => ({ alert, matches: byAlert.get(alert.id) ?? [] }));
  }

  queueMail(mail: AlertMailToQueue, now: Date): Promise<boolean> {
    return inTransaction(this.#db, async (tx) => {
      const row = await lockAlert(tx, mail.siteSlug, mail.alertId);
      if (row === null || row.state !== 'confirmed') return false;
      const submission = await insertSubmission(tx, mail.mail.submission, mail.mail.outbox, now);
      // The window has its mail already.
      if (submission === null) return false;
      const listed = await tx.query(
        `UPDATE search_alert_matches SET state = 'mailed', mail_submission_id = $3, settled_at = $4
         WHERE alert_id = $1 AND state = 'unsent' AND id = ANY($2::integer[]) RETURNING id`,
        [mail.alertId, [...mail.listed], submission.id, now],
      );
      // Another composer listed some of them first: this mail would repeat them, so it is not written.
      if (listed.length !== mail.listed.length) throw new Rollback(false);
      if (mail.dropped.length > 0) {
        await tx.query(`UPDATE search_alert_matches SET state = 'dropped', settled_at = $3 WHERE alert_id = $1 AND state = 'unsent' AND id = ANY($2::integer[])`, [
          mail.alertId,
          [...mail.dropped],
          now,
        ]);
      }
      await tx.query('UPDATE search_alerts SET last_mailed_at = $2 WHERE id = $1', [mail.alertId, now]);
      return true;
    });
  }

  async dropMatches(siteSlug: string, matchIds: readonly number[], now: Date): Promise<number> {
    if (matchIds.length === 0) return 0;
    const rows = await this.#db.query(
      `UPDATE search_alert_matches SET state = 'dropped', settled_at = $3
       WHERE state = 'unsent' AND id = ANY($2::integer[]) AND alert_id IN (SELECT id FROM search_alerts WHERE site_slug = $1)
       RETURNING id`,
      [siteSlug, [...matchIds], now],
    );
    return rows.length;
  }

  async list(siteSlug: string, options: { readonly limit: number }): Promise<AlertListing[]> {
    const rows = await this.#db.query(
      `SELECT alert.*, (SELECT count(*) FROM search_alert_matches match WHERE match.alert_id = alert.id AND match.state = 'unsent') AS unsent
       FROM search_alerts alert WHERE site_slug = $1 ORDER BY created_at DESC, id DESC LIMIT $2`,
      [siteSlug, Math.max(0, Math.floor(options.limit))],
    );
    return rows.map((row) => ({ alert: toAlert(row), unsentMatches: Number(row.unsent ?? 0) }));
  }

  async sitesWithUnsentMatches(): Promise<string[]> {
    const rows = await this.#db.query(
      `SELECT DISTINCT alert.site_slug FROM search_alerts alert
       WHERE alert.state = 'confirmed' AND EXISTS (SELECT 1 FROM search_alert_matches match WHERE match.alert_id = alert.id AND match.state = 'unsent')
       ORDER BY alert.site_slug`,
    );
    return rows.map((row) => String(row.site_slug));
  }
}
