/**
 * The ReservationStore port over SQL (migrations/002_reservations.sql), the same statements on
 * PostgreSQL and PGlite. What must be unique is left to the database: the partial unique index
 * allows one holding reservation per car, the (site, idempotency key) constraint one reservation per
 * submit, and the payment_events primary key one application per gateway event. Every move is the
 * domain's `transition`, applied with the reservation's row locked, in the transaction that records
 * the event, the history row and the dealer's notice.
 */
import { HOLDING_STATES, transition, type ReservationState } from '../../domain/reservations/reservation.ts';
import { isSubmissionId } from '../ports/lead-store.ts';
import type {
  ApplyResult,
  HoldResult,
  NewReservation,
  NoticeBuilder,
  Reservation,
  ReservationEffects,
  ReservationEventInput,
  ReservationHistoryEntry,
  ReservationStore,
} from '../ports/reservation-store.ts';
import type { SqlDatabase, SqlExecutor, SqlRow } from './sql-database.ts';
import { iso, textOrNull } from './sql-values.ts';
import { insertSubmission } from './sql-lead-store.ts';

function toReservation(row: SqlRow): Reservation {
  return {
    id: String(row.id),
    reference: String(row.reference),
    siteSlug: String(row.site_slug),
    idempotencyKey: String(row.idempotency_key),
    leadId: String(row.lead_id),
    car: { id: Number(row.car_id), slug: String(row.car_slug), name: String(row.car_name), stocknum: String(row.stocknum) },
    firstName: String(row.first_name),
    amountMinor: Number(row.amount_minor),
    currency: row.currency as Reservation['currency'],
    state: row.state as ReservationState,
    holdExpiresAt: iso(row.hold_expires_at),
    checkoutSessionId: textOrNull(row.checkout_session_id),
    paymentUrl: textOrNull(row.payment_url),
    paymentId: textOrNull(row.payment_id),
    refundId: textOrNull(row.refund_id),
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
  };
}

function toHistoryEntry(row: SqlRow): ReservationHistoryEntry {
  return {
    at: iso(row.at),
    from: row.from_state === null || row.from_state === undefined ? null : (row.from_state as ReservationState),
    to: row.to_state as ReservationState,
    reason: String(row.reason),
    source: String(row.source),
  };
}

/** The holding states as SQL text, from the domain's list (the index's predicate lists the same). */
const HOLDING = HOLDING_STATES.map((state) => `'${state}'`).join(', ');

/** A reservation that holds its car at $now: an unpaid hold past its expiry no longer does. */
const HOLDS_AT = `state IN (${HOLDING}) AND NOT (state = 'awaiting_payment' AND hold_expires_at <= $NOW)`;

/** Thrown inside a transaction to roll it back and answer with `result`. */
class Rollback extends Error {
  readonly result: HoldResult;

  constructor(result: HoldResult) {
    super('rolled back');
    this.result = result;
  }
}

async function writeHistory(tx: SqlExecutor, id: string, from: ReservationState | null, to: ReservationState, reason: string, source: string, now: Date) {
  await tx.query(
    `INSERT INTO reservation_history (reservation_id, from_state, to_state, reason, source, at) VALUES ($1, $2, $3, $4, $5, $6)`,
    [id, from, to, reason, source, now],
  );
}

/** Writes the dealer's notice of a move (its submission key makes a second write of the same move a no-op). */
async function writeNotice(tx: SqlExecutor, reservation: Reservation, from: ReservationState, reason: string, notice: NoticeBuilder, now: Date) {
  const lead = await tx.query('SELECT payload FROM submissions WHERE id = $1', [reservation.leadId]);
  const payload = (lead[0]?.payload ?? {}) as Record<string, unknown>;
  const { submission, outbox } = notice(reservation, { from, reason }, payload);
  await insertSubmission(tx, submission, outbox, now);
}

/** Releases the site's unpaid holds (of one car, or of every car when `carId` is null) that lapsed by `now`. */
async function releaseLapsed(tx: SqlExecutor, siteSlug: string, carId: number | null, now: Date, notice: NoticeBuilder): Promise<Reservation[]> {
  const rows = await tx.query(
    `UPDATE reservations SET state = 'released', updated_at = $1
     WHERE site_slug = $2 AND state = 'awaiting_payment' AND hold_expires_at <= $1
       AND ($3::bigint IS NULL OR car_id = $3)
     RETURNING *`,
    [now, siteSlug, carId],
  );
  const released = rows.map(toReservation);
  const reason = 'the hold expired without a payment';
  for (const reservation of released) {
    await writeHistory(tx, reservation.id, 'awaiting_payment', 'released', reason, 'clock', now);
    await writeNotice(tx, reservation, 'awaiting_payment', reason, notice, now);
  }
  return released;
}

/** The reservation store on a migrated SQL database. */
export class SqlReservationStore implements ReservationStore {
  readonly #db: SqlDatabase;

  constructor(db: SqlDatabase) {
    this.#db = db;
  }

  async hold(reservation: NewReservation, now: Date, notice: NoticeBuilder): Promise<HoldResult> {
    try {
      return await this.#db.transaction(async (tx) => {
        const seen = await tx.query('SELECT * FROM reservations WHERE site_slug = $1 AND idempotency_key = $2', [reservation.siteSlug, reservation.idempotencyKey]);
        if (seen[0] !== undefined) return { kind: 'replayed', reservation: toReservation(seen[0]) };
        await releaseLapsed(tx, reservation.siteSlug, reservation.car.id, now, notice);
        const lead = await insertSubmission(tx, reservation.lead.submission, reservation.lead.outbox, now);
        if (lead === null) throw new Rollback({ kind: 'car_held' });
        const id = reservation.id;
        // Any unique constraint may refuse the row: the car's hold, the idempotency key (a concurrent
        // twin of this submit) or the reference. Which one is read after the insert did nothing.
        const inserted = await tx.query(
          `INSERT INTO reservations (id, reference, site_slug, idempotency_key, lead_id, car_id, car_slug, car_name, stocknum,
                                     first_name, amount_minor, currency, state, hold_expires_at, created_at, updated_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, 'awaiting_payment', $13, $14, $14)
           ON CONFLICT DO NOTHING
           RETURNING *`,
          [
            id,
            reservation.reference,
            reservation.siteSlug,
            reservation.idempotencyKey,
            lead.id,
            reservation.car.id,
            reservation.car.slug,
            reservation.car.name,
            reservation.car.stocknum,
            reservation.firstName,
            reservation.amountMinor,
            reservation.currency,
            reservation.holdExpiresAt,
            now,
          ],
        );
        const row = inserted[0];
        if (row === undefined) throw new Rollback(await this.#refusal(tx, reservation, now));
        await writeHistory(tx, id, null, 'awaiting_payment', 'the car is held while the shopper pays the deposit', 'api', now);
        return { kind: 'created', reservation: toReservation(row) };
      });
    } catch (error) {
      if (error instanceof Rollback) {
        // A replay is answered outside the rolled-back transaction, where the first submit's row is visible.
        if (error.result.kind === 'car_held') {
          const twin = await this.#db.query('SELECT * FROM reservations WHERE site_slug = $1 AND idempotency_key = $2', [reservation.siteSlug, reservation.idempotencyKey]);
          if (twin[0] !== undefined) return { kind: 'replayed', reservation: toReservation(twin[0]) };
        }
        return error.result;
      }
      throw error;
    }
  }

  /** Why an insert did nothing: a twin submit, someone else's hold, or a reference drawn twice. */
  async #refusal(tx: SqlExecutor, reservation: NewReservation, now: Date): Promise<HoldResult> {
    const twin = await tx.query('SELECT 1 FROM reservations WHERE site_slug = $1 AND idempotency_key = $2', [reservation.siteSlug, reservation.idempotencyKey]);
    if (twin[0] !== undefined) return { kind: 'car_held' };
    const holder = await tx.query(`SELECT 1 FROM reservations WHERE site_slug = $1 AND car_id = $2 AND ${HOLDS_AT.replaceAll('$NOW', '$3')}`, [
      reservation.siteSlug,
      reservation.car.id,
      now,
    ]);
    if (holder[0] !== undefined) return { kind: 'car_held' };
    const reference = await tx.query('SELECT 1 FROM reservations WHERE reference = $1', [reservation.reference]);
    return reference[0] !== undefined ? { kind: 'reference_taken' } : { kind: 'car_held' };
  }

  async attachCheckout(siteSlug: string, reservationId: string, session: { readonly sessionId: string; readonly url: string }, now: Date): Promise<void> {
    await this.#db.query(
      `UPDATE reservations SET checkout_session_id = $3, payment_url = $4, updated_at = $5 WHERE site_slug = $1 AND id = $2`,
      [siteSlug, reservationId, session.sessionId, session.url, now],
    );
  }

  async get(siteSlug: string, reservationId: string): Promise<Reservation | null> {
    if (!isSubmissionId(reservationId)) return null;
    const rows = await this.#db.query('SELECT * FROM reservations WHERE site_slug = $1 AND id = $2', [siteSlug, reservationId]);
    return rows[0] === undefined ? null : toReservation(rows[0]);
  }

  async find(reservationId: string): Promise<Reservation | null> {
    if (!isSubmissionId(reservationId)) return null;
    const rows = await this.#db.query('SELECT * FROM reservations WHERE id = $1', [reservationId]);
    return rows[0] === undefined ? null : toReservation(rows[0]);
  }

  async holdOf(siteSlug: string, carId: number, now: Date): Promise<Reservation | null> {
    const rows = await this.#db.query(`SELECT * FROM reservations WHERE site_slug = $1 AND car_id = $2 AND ${HOLDS_AT.replaceAll('$NOW', '$3')}`, [siteSlug, carId, now]);
    return rows[0] === undefined ? null : toReservation(rows[0]);
  }

  async applyEvent(input: ReservationEventInput, now: Date, effects: ReservationEffects, notice: NoticeBuilder): Promise<ApplyResult> {
    if (!isSubmissionId(input.reservationId)) return { kind: 'not_found' };
    const result = await this.#db.transaction(async (tx): Promise<ApplyResult> => {
      const gatewayEvent = input.gatewayEvent;
      if (gatewayEvent !== undefined) {
        // Recorded first: a concurrent delivery of the same event waits here for this transaction,
        // then finds the id taken. If this transaction rolls back (a refund failed), the retry applies it.
        const recorded = await tx.query(
          `INSERT INTO payment_events (provider, event_id, type, reservation_id, outcome, received_at)
           VALUES ($1, $2, $3, NULL, 'received', $4) ON CONFLICT DO NOTHING RETURNING event_id`,
          [gatewayEvent.provider, gatewayEvent.id, gatewayEvent.type, now],
        );
        if (recorded[0] === undefined) return { kind: 'duplicate' };
      }
      const outcome = async (text: string, reservationId: string | null) => {
        if (gatewayEvent === undefined) return;
        await tx.query('UPDATE payment_events SET outcome = $3, reservation_id = $4 WHERE provider = $1 AND event_id = $2', [
          gatewayEvent.provider,
          gatewayEvent.id,
          text,
          reservationId,
        ]);
      };
      const locked = await tx.query('SELECT * FROM reservations WHERE site_slug = $1 AND id = $2 FOR UPDATE', [input.siteSlug, input.reservationId]);
      if (locked[0] === undefined) {
        await outcome('no such reservation on this site', null);
        return { kind: 'not_found' };
      }
      // An unpaid hold past its expiry is not released here first: a payment reported for it was made
      // on a page that expires with the hold, so it was made in time, and while the row is unreleased
      // no one else can hold the car. The clock's own release (hold_expired) goes through `transition`.
      const current = toReservation(locked[0]);
      const paymentId = input.paymentId ?? null;
      const decided = transition(current.state, input.event);
      if (decided.kind === 'refused') return { kind: 'refused', reservation: current, reason: decided.reason };
      if (decided.kind === 'none') {
        if (paymentId !== null && current.paymentId === null) {
          await tx.query('UPDATE reservations SET payment_id = $2 WHERE id = $1', [current.id, paymentId]);
        }
        await outcome(`unchanged: ${decided.reason}`, current.id);
        return { kind: 'unchanged', reservation: current, reason: decided.reason };
      }
      const updated = await tx.query(
        `UPDATE reservations SET state = $2, payment_id = COALESCE($3, payment_id), updated_at = $4 WHERE id = $1 RETURNING *`,
        [current.id, decided.to, paymentId, now],
      );
      let moved = toReservation(updated[0] ?? locked[0]);
      if (decided.effects.includes('refund')) {
        const { refundId } = await effects.refund(moved);
        const refunded = await tx.query('UPDATE reservations SET refund_id = $2 WHERE id = $1 RETURNING *', [moved.id, refundId]);
        moved = toReservation(refunded[0] ?? updated[0] ?? locked[0]);
      }
      await writeHistory(tx, moved.id, current.state, moved.state, decided.reason, input.source, now);
      await writeNotice(tx, moved, current.state, decided.reason, notice, now);
      await outcome(`${current.state} -> ${moved.state}`, moved.id);
      return { kind: 'moved', reservation: moved, effects: decided.effects };
    });
    // Closing the payment page is best effort and needs no transaction: a payment that still gets
    // through is refunded by the late-payment rule.
    if (result.kind === 'moved' && result.effects.includes('expire_checkout') && result.reservation.checkoutSessionId !== null) {
      await effects.expireCheckout(result.reservation).catch(() => undefined);
    }
    return result;
  }

  async releaseLapsedHolds(siteSlug: string, now: Date, effects: ReservationEffects, notice: NoticeBuilder): Promise<number> {
    const released = await this.#db.transaction((tx) => releaseLapsed(tx, siteSlug, null, now, notice));
    for (const reservation of released) {
      if (reservation.checkoutSessionId !== null) await effects.expireCheckout(reservation).catch(() => undefined);
    }
    return released.length;
  }

  async list(siteSlug: string, options: { readonly limit: number }): Promise<{ reservation: Reservation; history: ReservationHistoryEntry[] }[]> {
    const rows = await this.#db.query(`SELECT * FROM reservations WHERE site_slug = $1 ORDER BY created_at DESC, id DESC LIMIT $2`, [
      siteSlug,
      Math.max(0, Math.floor(options.limit)),
    ]);
    const reservations = rows.map(toReservation);
    if (reservations.length === 0) return [];
    const historyRows = await this.#db.query(
      `SELECT * FROM reservation_history WHERE reservation_id IN (SELECT (jsonb_array_elements_text($1::jsonb))::uuid) ORDER BY id`,
      [JSON.stringify(reservations.map((reservation) => reservation.id))],
    );
    const byReservation = new Map<string, ReservationHistoryEntry[]>();
    for (const row of historyRows) {
      const id = String(row.reservation_id);
      byReservation.set(id, [...(byReservation.get(id) ?? []), toHistoryEntry(row)]);
    }
    return reservations.map((reservation) => ({ reservation, history: byReservation.get(reservation.id) ?? [] }));
  }

  async history(siteSlug: string, reservationId: string): Promise<ReservationHistoryEntry[]> {
    if (!isSubmissionId(reservationId)) return [];
    const rows = await this.#db.query(
      `SELECT h.* FROM reservation_history h JOIN reservations r ON r.id = h.reservation_id
       WHERE r.site_slug = $1 AND r.id = $2 ORDER BY h.id`,
      [siteSlug, reservationId],
    );
    return rows.map(toHistoryEntry);
  }
}
