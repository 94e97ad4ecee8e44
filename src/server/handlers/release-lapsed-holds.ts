/**
 * The clock's part in a reservation's life: unpaid holds past their expiry are released, with the
 * dealer told and the payment page closed. A new hold on the same car releases its lapsed hold
 * anyway (in its own transaction), and Stripe's checkout.session.expired does the same; this sweep
 * makes sure a lapsed hold is released, and the dealer told, even when neither comes. It runs in the
 * scheduled function (src/functions/deliver-leads.ts) and in the local server every half minute.
 */
import { useReservations } from './common.ts';
import type { ApiDeps } from './deps.ts';
import { reservationEffects } from './reservation-effects.ts';
import { reservationNotices } from './reservation-notice.ts';

/** Releases the site's lapsed holds; answers how many. */
export function releaseLapsedHolds(deps: ApiDeps): Promise<number> {
  const handlerDeps = { ...deps, clientIp: 'clock' };
  return useReservations(handlerDeps, (store) =>
    store.releaseLapsedHolds(deps.site.slug, deps.now(), reservationEffects(handlerDeps), reservationNotices(deps.site)),
  );
}
