/**
 * The confirmation page's island: reads `?reservation=`, looks the reservation up
 * (GET /api/reservations/{id}) and shows what confirmation-view.ts makes of it. While the payment
 * is being settled it looks again every 2 seconds, for up to 2 minutes. The block is a polite live
 * region with a fixed minimum height, so each answer is read out and nothing below it jumps. A
 * confirmed reservation pushes its analytics events once (a reload does not push them again), and a
 * settled one ends the checkout attempt the shopper's browser kept for the car.
 */
import { useEffect, useState } from 'react';
import { pushToDataLayer } from '../../browser/data-layer.ts';
import { readStorage, writeStorage } from '../../browser/web-storage.ts';
import type { ReservationStatus } from '../../domain/reservations/reservation-api.ts';
import { CONFIRMATION_TEXTS } from '../../domain/reservations/reservation-texts.ts';
import { reservationStatusPath } from '../../domain/routes/routes.ts';
import { pushAscFormSubmission } from '../../scripts/asc-interactions.ts';
import { NO_ATTEMPT, writeCheckoutAttempt } from './checkout-attempt.ts';
import {
  confirmationEventStorageKey,
  confirmationView,
  isSettling,
  POLL_INTERVAL_MS,
  POLL_LIMIT_MS,
  reservationConfirmedEvent,
  reservationIdOf,
  type ConfirmationLookup,
  type ConfirmationSettings,
} from './confirmation-view.ts';
import { parseReservationStatus } from './reservation-answers.ts';
import '../forms/lead-forms.css';
import './checkout.css';

/** One lookup: the reservation, 'not-found' (404), or 'failed' (no answer, or one that cannot be read). */
async function lookUp(reservationId: string): Promise<ReservationStatus | 'not-found' | 'failed'> {
  try {
    const response = await fetch(reservationStatusPath(reservationId), { headers: { Accept: 'application/json' }, cache: 'no-store' });
    if (response.status === 404) return 'not-found';
    if (!response.ok) return 'failed';
    return parseReservationStatus(await response.json()) ?? 'failed';
  } catch {
    return 'failed';
  }
}

/** What a settled reservation changes in the browser: the analytics event once, and the car's checkout attempt ends. */
function recordSettled(siteSlug: string, status: ReservationStatus): void {
  if (isSettling(status.state)) return;
  writeCheckoutAttempt(siteSlug, status.car.slug, NO_ATTEMPT);
  if (status.state !== 'confirmed') return;
  const marker = confirmationEventStorageKey(status.reservation_id);
  if (readStorage('local', marker) !== null) return;
  pushToDataLayer(reservationConfirmedEvent(status));
  // The analytics standard has no reservation event: a confirmed reservation is the checkout form's conversion.
  pushAscFormSubmission('Reservation', 'checkout-form');
  writeStorage('local', marker, new Date().toISOString());
}

export default function ReservationConfirmation(settings: ConfirmationSettings) {
  const [lookup, setLookup] = useState<ConfirmationLookup>({ kind: 'starting' });
  const [tries, setTries] = useState(0);

  useEffect(() => {
    const reservationId = reservationIdOf(window.location.search);
    if (reservationId === null) {
      setLookup({ kind: 'not-found' });
      return;
    }
    setLookup({ kind: 'loading' });
    const started = Date.now();
    let found = false;
    let stopped = false;
    let timer: number | undefined;
    const look = async () => {
      const result = await lookUp(reservationId);
      if (stopped) return;
      if (result === 'not-found') {
        setLookup({ kind: 'not-found' });
        return;
      }
      if (result === 'failed' && !found) {
        setLookup({ kind: 'failed' });
        return;
      }
      // While polling, a failed lookup keeps what is shown and tries again at the next tick.
      const settling = result === 'failed' || isSettling(result.state);
      const gaveUp = settling && Date.now() - started + POLL_INTERVAL_MS > POLL_LIMIT_MS;
      if (result !== 'failed') {
        found = true;
        setLookup({ kind: 'found', status: result, gaveUp });
        recordSettled(settings.siteSlug, result);
      } else if (gaveUp) {
        setLookup((previous) => (previous.kind === 'found' ? { ...previous, gaveUp: true } : previous));
      }
      if (settling && !gaveUp) timer = window.setTimeout(() => void look(), POLL_INTERVAL_MS);
    };
    void look();
    return () => {
      stopped = true;
      window.clearTimeout(timer);
    };
  }, [tries, settings.siteSlug]);

  const view = confirmationView(lookup, settings);
  return (
    <section className="reservation-status" aria-labelledby="reservation-status-title" aria-live="polite">
      <h1 id="reservation-status-title">{view.heading}</h1>
      {view.lines.map((line, index) => (
        <p key={line} className={index === 0 && view.busy ? 'reservation-status__busy' : undefined}>
          {index === 0 && view.busy && <span className="lead-form__spinner" aria-hidden="true" />}
          {line}
        </p>
      ))}
      {view.reference !== null && (
        <p className="reservation-status__reference">
          <span>{CONFIRMATION_TEXTS.referenceLabel}</span> <strong>{view.reference}</strong>
        </p>
      )}
      {view.facts.length > 0 && (
        <dl className="reservation-status__facts">
          {view.facts.map((fact) => (
            <div key={fact.term}>
              <dt>{fact.term}</dt>
              <dd>{fact.href !== undefined ? <a href={fact.href}>{fact.detail}</a> : fact.detail}</dd>
            </div>
          ))}
        </dl>
      )}
      {view.next.length > 0 && (
        <>
          <h2>{CONFIRMATION_TEXTS.nextTitle}</h2>
          <ol>
            {view.next.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
        </>
      )}
      {view.link !== null && (
        <p>
          <a className="button button--outline" href={view.link.href}>
            {view.link.text}
          </a>
        </p>
      )}
      {view.retry && (
        <p>
          <button type="button" className="button" onClick={() => setTries((count) => count + 1)}>
            {CONFIRMATION_TEXTS.tryAgain}
          </button>
        </p>
      )}
    </section>
  );
}
