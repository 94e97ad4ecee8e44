/**
 * The reservation store on real databases (PGlite always, PostgreSQL when DATABASE_URL is set): one
 * hold per car under concurrency, idempotent submits, lapsed holds, gateway events applied once, in
 * any order, and a refund failure that rolls the whole move back.
 */
import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { NewReservation, NoticeBuilder, ReservationEffects } from '../../../src/server/ports/reservation-store.ts';
import { STORE_FACTORIES, type TestStore } from '../api/stores.ts';

const SITE = 'brighton-volkswagen';
const T0 = new Date('2026-11-24T10:00:00Z');
const HOLD_MS = 30 * 60_000;

const notices: NoticeBuilder = (reservation, change, lead) => ({
  submission: {
    siteSlug: reservation.siteSlug,
    kind: 'reservation',
    idempotencyKey: `reservation-${reservation.id}-${reservation.state}`,
    dealershipSlug: null,
    category: 'Reservation',
    subcategory: reservation.state,
    eventId: null,
    payload: { reservation: { state: reservation.state, from: change.from, reason: change.reason }, user: lead.user ?? null },
    consent: null,
    complete: true,
  },
  outbox: [{ channel: 'email', target: 'crm@example.com' }],
});

function newHold(carId: number, key: string = randomUUID(), at = T0): NewReservation {
  const id = randomUUID();
  return {
    id,
    siteSlug: SITE,
    idempotencyKey: key,
    reference: `R-${randomUUID().slice(0, 8).toUpperCase()}`,
    car: { id: carId, slug: `car-${carId}`, name: `Car ${carId}`, stocknum: `S${carId}` },
    firstName: 'Ada',
    amountMinor: 20_000,
    currency: 'AUD',
    holdExpiresAt: new Date(at.getTime() + HOLD_MS),
    lead: {
      submission: {
        siteSlug: SITE,
        kind: 'reservation',
        idempotencyKey: `reservation-${id}-awaiting_payment`,
        dealershipSlug: 'brighton',
        category: 'Reservation',
        subcategory: 'awaiting_payment',
        eventId: 14,
        payload: { user: { name: 'Ada Lovelace', email: 'ada@example.com' }, car: { id: carId } },
        consent: null,
        complete: true,
      },
      outbox: [{ channel: 'email', target: 'crm@example.com' }],
    },
  };
}

function recordingEffects(options: { failRefunds?: number } = {}) {
  const calls: string[] = [];
  let failures = options.failRefunds ?? 0;
  const effects: ReservationEffects = {
    async refund(reservation) {
      calls.push(`refund ${reservation.id} ${reservation.paymentId}`);
      if (failures > 0) {
        failures -= 1;
        throw new Error('the gateway is down');
      }
      return { refundId: `re_${reservation.id.slice(0, 8)}` };
    },
    async expireCheckout(reservation) {
      calls.push(`expire ${reservation.checkoutSessionId}`);
    },
  };
  return { effects, calls };
}

describe.each(STORE_FACTORIES)('the reservation store on $name', (factory) => {
  let opened: TestStore;
  beforeEach(async () => {
    opened = await factory.open();
  });
  afterEach(async () => {
    await opened.dispose();
  });

  it('of 50 shoppers who try to hold one car at once, exactly one gets it, and only its lead is stored', async () => {
    const attempts = await Promise.all(Array.from({ length: 50 }, () => opened.store.reservations.hold(newHold(7), T0, notices)));
    expect(attempts.filter((result) => result.kind === 'created')).toHaveLength(1);
    expect(attempts.filter((result) => result.kind === 'car_held')).toHaveLength(49);
    const leads = await opened.store.list(SITE, { limit: 100, kind: 'reservation' });
    expect(leads).toHaveLength(1);
    expect(leads[0]?.outbox).toHaveLength(1);
  });

  it('answers a retried submit (same key) with the first reservation, even when both arrive at once', async () => {
    const hold = newHold(8, 'key-1');
    const [first, second] = await Promise.all([opened.store.reservations.hold(hold, T0, notices), opened.store.reservations.hold({ ...newHold(8, 'key-1') }, T0, notices)]);
    const kinds = [first.kind, second.kind].sort();
    expect(kinds).toEqual(['created', 'replayed']);
    const ids = [first, second].map((result) => ('reservation' in result ? result.reservation.id : null));
    expect(ids[0]).toBe(ids[1]);
  });

  it('releases a lapsed unpaid hold when someone else reserves the car, and tells the dealer', async () => {
    const first = await opened.store.reservations.hold(newHold(9), T0, notices);
    expect(first.kind).toBe('created');
    const later = new Date(T0.getTime() + HOLD_MS + 1000);
    expect((await opened.store.reservations.hold(newHold(9), new Date(T0.getTime() + 60_000), notices)).kind).toBe('car_held');
    const second = await opened.store.reservations.hold(newHold(9, randomUUID(), later), later, notices);
    expect(second.kind).toBe('created');
    if (first.kind !== 'created') return;
    expect((await opened.store.reservations.get(SITE, first.reservation.id))?.state).toBe('released');
    const history = await opened.store.reservations.history(SITE, first.reservation.id);
    expect(history.map((entry) => `${entry.from}->${entry.to} (${entry.source})`)).toEqual(['null->awaiting_payment (api)', 'awaiting_payment->released (clock)']);
    const notices_ = await opened.store.list(SITE, { limit: 10, kind: 'reservation' });
    expect(notices_.map((row) => row.submission.subcategory).sort()).toEqual(['awaiting_payment', 'awaiting_payment', 'released']);
  });

  it('does not count an unpaid hold past its expiry as holding the car', async () => {
    const result = await opened.store.reservations.hold(newHold(10), T0, notices);
    expect((await opened.store.reservations.holdOf(SITE, 10, new Date(T0.getTime() + 1000)))?.id).toBe(result.kind === 'created' ? result.reservation.id : '');
    expect(await opened.store.reservations.holdOf(SITE, 10, new Date(T0.getTime() + HOLD_MS))).toBeNull();
  });

  it('applies a gateway event once: a replay changes nothing', async () => {
    const created = await opened.store.reservations.hold(newHold(11), T0, notices);
    if (created.kind !== 'created') throw new Error('no hold');
    const { effects } = recordingEffects();
    const input = {
      siteSlug: SITE,
      reservationId: created.reservation.id,
      event: 'paid' as const,
      source: 'event:evt_1',
      gatewayEvent: { provider: 'stripe', id: 'evt_1', type: 'checkout.session.completed' },
      paymentId: 'pi_1',
    };
    const first = await opened.store.reservations.applyEvent(input, T0, effects, notices);
    expect(first).toMatchObject({ kind: 'moved', reservation: { state: 'confirmed', paymentId: 'pi_1' } });
    const replays = await Promise.all([1, 2, 3].map(() => opened.store.reservations.applyEvent(input, T0, effects, notices)));
    expect(replays.map((result) => result.kind)).toEqual(['duplicate', 'duplicate', 'duplicate']);
    expect((await opened.store.reservations.history(SITE, created.reservation.id)).map((entry) => entry.to)).toEqual(['awaiting_payment', 'confirmed']);
  });

  it('refunds a payment that arrives after the hold was released, and records the refund', async () => {
    const created = await opened.store.reservations.hold(newHold(12), T0, notices);
    if (created.kind !== 'created') throw new Error('no hold');
    const { effects, calls } = recordingEffects();
    const id = created.reservation.id;
    await opened.store.reservations.applyEvent({ siteSlug: SITE, reservationId: id, event: 'checkout_expired', source: 'event:e1', gatewayEvent: { provider: 'stripe', id: 'e1', type: 'checkout.session.expired' } }, T0, effects, notices);
    // Someone else takes the car meanwhile.
    expect((await opened.store.reservations.hold(newHold(12), T0, notices)).kind).toBe('created');
    const late = await opened.store.reservations.applyEvent(
      { siteSlug: SITE, reservationId: id, event: 'paid', source: 'event:e2', gatewayEvent: { provider: 'stripe', id: 'e2', type: 'checkout.session.completed' }, paymentId: 'pi_late' },
      T0,
      effects,
      notices,
    );
    expect(late).toMatchObject({ kind: 'moved', reservation: { state: 'refunded', paymentId: 'pi_late', refundId: `re_${id.slice(0, 8)}` } });
    expect(calls).toEqual([`refund ${id} pi_late`]);
  });

  it('rolls the whole move back when the refund fails, so the retried event refunds once', async () => {
    const created = await opened.store.reservations.hold(newHold(13), T0, notices);
    if (created.kind !== 'created') throw new Error('no hold');
    const id = created.reservation.id;
    const { effects, calls } = recordingEffects({ failRefunds: 1 });
    await opened.store.reservations.applyEvent({ siteSlug: SITE, reservationId: id, event: 'hold_expired', source: 'clock' }, T0, effects, notices);
    const input = { siteSlug: SITE, reservationId: id, event: 'paid' as const, source: 'event:e3', gatewayEvent: { provider: 'stripe', id: 'e3', type: 'checkout.session.completed' }, paymentId: 'pi_3' };
    await expect(opened.store.reservations.applyEvent(input, T0, effects, notices)).rejects.toThrow('the gateway is down');
    expect((await opened.store.reservations.get(SITE, id))?.state).toBe('released');
    const retried = await opened.store.reservations.applyEvent(input, T0, effects, notices);
    expect(retried).toMatchObject({ kind: 'moved', reservation: { state: 'refunded' } });
    expect(calls.filter((call) => call.startsWith('refund'))).toHaveLength(2);
    expect((await opened.store.list(SITE, { limit: 10, kind: 'reservation' })).filter((row) => row.submission.subcategory === 'refunded')).toHaveLength(1);
  });

  it('takes events in any order: a settled payment before the completion that announced it', async () => {
    const created = await opened.store.reservations.hold(newHold(14), T0, notices);
    if (created.kind !== 'created') throw new Error('no hold');
    const id = created.reservation.id;
    const { effects } = recordingEffects();
    const apply = (event: 'payment_succeeded' | 'payment_processing', eventId: string) =>
      opened.store.reservations.applyEvent({ siteSlug: SITE, reservationId: id, event, source: `event:${eventId}`, gatewayEvent: { provider: 'stripe', id: eventId, type: event }, paymentId: 'pi_4' }, T0, effects, notices);
    expect(await apply('payment_succeeded', 'a')).toMatchObject({ kind: 'moved', reservation: { state: 'confirmed' } });
    expect(await apply('payment_processing', 'b')).toMatchObject({ kind: 'unchanged' });
    expect((await opened.store.reservations.get(SITE, id))?.state).toBe('confirmed');
  });

  it('sweeps the site\'s lapsed holds and closes their payment pages', async () => {
    const created = await opened.store.reservations.hold(newHold(15), T0, notices);
    if (created.kind !== 'created') throw new Error('no hold');
    await opened.store.reservations.attachCheckout(SITE, created.reservation.id, { sessionId: 'cs_15', url: 'https://pay.example/cs_15' }, T0);
    const { effects, calls } = recordingEffects();
    expect(await opened.store.reservations.releaseLapsedHolds(SITE, new Date(T0.getTime() + 60_000), effects, notices)).toBe(0);
    expect(await opened.store.reservations.releaseLapsedHolds(SITE, new Date(T0.getTime() + HOLD_MS), effects, notices)).toBe(1);
    expect(calls).toEqual(['expire cs_15']);
    const [listed] = await opened.store.reservations.list(SITE, { limit: 5 });
    expect(listed?.reservation.state).toBe('released');
    expect(listed?.history.map((entry) => entry.to)).toEqual(['awaiting_payment', 'released']);
  });
});
