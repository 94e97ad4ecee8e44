/**
 * The gateway calls a reservation's moves ask for (see the store port's ReservationEffects): the
 * refund, whose failure rolls the move back so the event is retried, and closing the payment page,
 * best effort (a payment that still gets through is refunded by the late-payment rule).
 */
import type { Reservation, ReservationEffects } from '../ports/reservation-store.ts';
import type { HandlerDeps } from './deps.ts';

export function reservationEffects(deps: Pick<HandlerDeps, 'payments' | 'logError' | 'site'>): ReservationEffects {
  const { gateway } = deps.payments;
  return {
    refund(reservation: Reservation) {
      if (reservation.paymentId === null) {
        return Promise.reject(new Error(`reservation ${reservation.reference} has no payment to refund`));
      }
      return gateway.refund({ reservationId: reservation.id, paymentId: reservation.paymentId, amountMinor: reservation.amountMinor });
    },
    async expireCheckout(reservation: Reservation) {
      if (reservation.checkoutSessionId === null) return;
      try {
        await gateway.expireCheckout(reservation.checkoutSessionId);
      } catch (error) {
        deps.logError(`${deps.site.slug}: the payment page of reservation ${reservation.reference} could not be closed`, error);
      }
    },
  };
}
