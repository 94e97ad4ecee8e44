/**
 * Where `npm run reservations` works: on the store and the site's gateway directly, or, while a
 * local server holds the PGlite folder, through that server's ops endpoint (the same operations,
 * run by the server with its own store and gateway). The shapes here are what both answer.
 */
import type { Reservation, ReservationHistoryEntry } from '../ports/reservation-store.ts';
import { readOpsAnswer } from './leads-source.ts';
import { isProcessAlive, readServerRecord, serverRecordPath } from './server-record.ts';

/** A reservation with its history, as listed. */
export interface ListedReservation {
  readonly reservation: Reservation;
  readonly history: readonly ReservationHistoryEntry[];
}

/** What an ops move came to. */
export type OpOutcome =
  | { readonly kind: 'moved'; readonly reservation: Reservation }
  | { readonly kind: 'unchanged' | 'refused'; readonly reservation: Reservation; readonly reason: string }
  | { readonly kind: 'not_found' };

/** The operations of the command. */
export interface ReservationsSource {
  list(siteSlug: string, options: { readonly limit: number }): Promise<readonly ListedReservation[]>;
  apply(reservationId: string, op: 'release' | 'refund'): Promise<OpOutcome>;
  close(): Promise<void>;
}

const OPS_TIMEOUT_MS = 30_000;

/** The reservations of a running local server, through its ops endpoint. */
export class OpsReservationsClient implements ReservationsSource {
  readonly #base: string;

  constructor(serverUrl: string) {
    this.#base = serverUrl;
  }

  async list(siteSlug: string, options: { readonly limit: number }): Promise<readonly ListedReservation[]> {
    const url = new URL('/__ops/reservations', this.#base);
    url.searchParams.set('site', siteSlug);
    url.searchParams.set('limit', String(options.limit));
    const answer = await readOpsAnswer(await fetch(url, { signal: AbortSignal.timeout(OPS_TIMEOUT_MS) }), 'list the reservations');
    return (answer as { reservations: ListedReservation[] }).reservations;
  }

  async apply(reservationId: string, op: 'release' | 'refund'): Promise<OpOutcome> {
    const url = new URL(`/__ops/reservations/${encodeURIComponent(reservationId)}/${op}`, this.#base);
    const answer = await readOpsAnswer(await fetch(url, { method: 'POST', signal: AbortSignal.timeout(OPS_TIMEOUT_MS) }), `${op} the reservation`);
    return (answer as { outcome: OpOutcome }).outcome;
  }

  close(): Promise<void> {
    return Promise.resolve();
  }
}

/** The running local server holding the PGlite folder `dataDir`, if there is one. */
export async function localServerHolding(dataDir: string): Promise<string | undefined> {
  if (dataDir.startsWith('memory://')) return undefined;
  const record = await readServerRecord(serverRecordPath(dataDir));
  return record !== undefined && isProcessAlive(record.pid) ? record.url : undefined;
}
