/**
 * The reservations source that works on the store and the site's gateway itself (no local server
 * holds the store): each move is run by the handlers' own code with the deps of the reservation's
 * site, so it transitions, notifies and refunds exactly as a webhook would.
 */
import { requireSiteConfig } from '../../src/config/load-site-config.ts';
import { paymentWebhook } from '../../src/server/handlers/payment-webhook.ts';
import { runReservationOp } from '../../src/server/handlers/reservation-ops.ts';
import type { ApplyResult } from '../../src/server/ports/reservation-store.ts';
import type { OpOutcome, ReservationsSource } from '../../src/server/ops/reservations-source.ts';
import { openLeadStore, type OpenedLeadStore } from '../../src/server/store/open-lead-store.ts';
import { createApiDeps, leadStoreOptions } from '../../src/server/wiring/api-deps.ts';
import type { ApiEnvironment } from '../../src/server/wiring/api-environment.ts';
import { paymentsFor } from '../../src/server/wiring/payment-wiring.ts';
import type { ApiDeps } from '../../src/server/handlers/deps.ts';

/** What an applied move comes to, as the command and the ops endpoint answer it. */
export function opOutcome(result: ApplyResult): OpOutcome {
  switch (result.kind) {
    case 'moved':
      return { kind: 'moved', reservation: result.reservation };
    case 'unchanged':
    case 'refused':
      return { kind: result.kind, reservation: result.reservation, reason: result.reason };
    case 'duplicate':
    case 'not_found':
      return { kind: 'not_found' };
  }
}

/** Deps for a site on this machine (never serverless: the sandbox is allowed here). */
export function localDepsFor(root: string, environment: ApiEnvironment, site: Parameters<typeof createApiDeps>[0]['site'], store: () => Promise<OpenedLeadStore>): ApiDeps {
  const local = { ...environment, serverless: false };
  return createApiDeps({
    site,
    store,
    dataDir: `${root}/data/${site.slug}`,
    payments: (self) => paymentsFor(site, local, (request) => paymentWebhook(request, { ...self(), clientIp: 'sandbox-gateway' })),
  });
}

export function directReservationsSource(root: string, environment: ApiEnvironment): ReservationsSource {
  let opened: Promise<OpenedLeadStore> | undefined;
  const store = () => (opened ??= openLeadStore(leadStoreOptions({ ...environment, serverless: false })));
  return {
    async list(siteSlug, options) {
      return (await store()).reservations.list(siteSlug, options);
    },
    async apply(reservationId, op) {
      const reservation = await (await store()).reservations.find(reservationId);
      if (reservation === null) return { kind: 'not_found' };
      const site = await requireSiteConfig(root, reservation.siteSlug);
      return opOutcome(await runReservationOp(localDepsFor(root, environment, site, store), reservationId, op));
    },
    async close() {
      if (opened !== undefined) await (await opened).close();
    },
  };
}
