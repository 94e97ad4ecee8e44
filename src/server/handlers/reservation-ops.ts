/**
 * The dealer's own moves on a reservation (`npm run reservations -- release|refund <id>`): the same
 * transition, transaction, effects and notices as a gateway event, with 'ops' as the source.
 * Releasing frees an unpaid hold and closes its payment page; refunding gives a paid deposit back
 * through the gateway and frees the car.
 */
import type { ApplyResult } from '../ports/reservation-store.ts';
import { useReservations } from './common.ts';
import type { ApiDeps } from './deps.ts';
import { reservationEffects } from './reservation-effects.ts';
import { reservationNotices } from './reservation-notice.ts';

/** What ops can do to a reservation. */
export type ReservationOp = 'release' | 'refund';

/** Applies an ops move to a reservation of the deps' site. */
export function runReservationOp(deps: ApiDeps, reservationId: string, op: ReservationOp): Promise<ApplyResult> {
  const handlerDeps = { ...deps, clientIp: 'ops' };
  return useReservations(handlerDeps, (store) =>
    store.applyEvent(
      { siteSlug: deps.site.slug, reservationId, event: op === 'release' ? 'ops_release' : 'ops_refund', source: 'ops' },
      deps.now(),
      reservationEffects(handlerDeps),
      reservationNotices(deps.site),
    ),
  );
}
