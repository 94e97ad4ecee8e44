/**
 * The ops CLI for reservations (`npm run reservations`), as a function of its arguments, a source
 * and its output, so tests run it against a real store. scripts/reservations.ts wires it up.
 *
 * - `list --site <slug> [--limit N] [--json]`: the site's reservations, newest first, each with its
 *   state history.
 * - `release <id>`: frees an unpaid hold (closes its payment page; the dealer is told).
 * - `refund <id>`: gives a paid deposit back through the gateway and frees the car.
 *
 * Exit codes: 0 done; 1 nothing done (no such reservation, or the move does not apply) or the store
 * or gateway failed; 2 a usage mistake.
 */
import { parseArgs } from 'node:util';
import type { Reservation, ReservationHistoryEntry } from '../../src/server/ports/reservation-store.ts';
import type { ReservationsSource } from '../../src/server/ops/reservations-source.ts';
import { formatTable } from './format-table.ts';

const DEFAULT_LIST_LIMIT = 50;

export const RESERVATIONS_HELP = `Usage: npm run reservations -- <command> [options]

See and manage the cars shoppers have reserved with a card deposit.

Commands:
  list --site <slug>   The site's reservations, newest first, each with its state history.
  release <id>         Free an unpaid hold now (its payment page is closed; the dealer is told).
  refund <id>          Refund a paid deposit in full through the payment gateway and free the car.

Options:
  --limit <n>          list: at most this many (default ${DEFAULT_LIST_LIMIT}).
  --json               list: one JSON array instead of the table.
  -h, --help           Show this help.

States: awaiting_payment (held while the shopper pays), payment_pending (paid by a method that
settles later), confirmed (deposit paid, car reserved), released (hold ended unpaid), refunded.

Environment:
  DATABASE_URL         PostgreSQL holding the reservations; without it PGlite under
                       LEADS_DATA_DIR (default .data/leads/pglite). While a local server holds
                       that folder, the command asks the server, whose gateway then refunds.
  STRIPE_SECRET_KEY    For refunds of a site whose payments.gateway is "stripe" (with
  STRIPE_WEBHOOK_SECRET); without them the labelled sandbox gateway is used.`;

class UsageError extends Error {}

interface ReservationsCommandIo {
  readonly openSource: () => Promise<ReservationsSource>;
  readonly out: (text: string) => void;
  readonly err: (text: string) => void;
}

/** "2026-05-01T10:00:00.000Z" as "2026-05-01 10:00:00Z". */
function shortTime(iso: string): string {
  return iso.replace('T', ' ').replace(/\.\d+Z$/, 'Z');
}

function money(reservation: Reservation): string {
  return `${reservation.currency} ${(reservation.amountMinor / 100).toFixed(2)}`;
}

/** A reservation as `--json` prints it. */
function toJson(reservation: Reservation, history: readonly ReservationHistoryEntry[]) {
  return {
    id: reservation.id,
    reference: reservation.reference,
    state: reservation.state,
    car: reservation.car,
    deposit: { amount: reservation.amountMinor / 100, currency: reservation.currency },
    lead_id: reservation.leadId,
    hold_expires_at: reservation.holdExpiresAt,
    payment_reference: reservation.paymentId,
    refund_reference: reservation.refundId,
    created_at: reservation.createdAt,
    history: history.map((entry) => ({ at: entry.at, from: entry.from, to: entry.to, reason: entry.reason, source: entry.source })),
  };
}

async function withSource<T>(io: ReservationsCommandIo, work: (source: ReservationsSource) => Promise<T>): Promise<T> {
  const source = await io.openSource();
  try {
    return await work(source);
  } finally {
    await source.close();
  }
}

async function list(argv: readonly string[], io: ReservationsCommandIo): Promise<number> {
  const { values, positionals } = parseArgs({
    args: [...argv],
    options: { site: { type: 'string' }, limit: { type: 'string' }, json: { type: 'boolean', default: false }, help: { type: 'boolean', short: 'h', default: false } },
    allowPositionals: true,
  });
  if (values.help) {
    io.out(RESERVATIONS_HELP);
    return 0;
  }
  if (positionals.length > 0) throw new UsageError(`list takes no arguments besides its options, got "${positionals.join(' ')}"`);
  if (values.site === undefined || values.site === '') throw new UsageError('list needs --site <slug>');
  const limitText = values.limit ?? String(DEFAULT_LIST_LIMIT);
  if (!/^\d+$/.test(limitText) || Number(limitText) < 1) throw new UsageError(`--limit expects a whole number of 1 or more, got "${limitText}"`);
  const site = values.site;
  const listed = await withSource(io, (source) => source.list(site, { limit: Number(limitText) }));
  if (values.json) {
    io.out(JSON.stringify(listed.map(({ reservation, history }) => toJson(reservation, history)), null, 2));
    return 0;
  }
  if (listed.length === 0) {
    io.out(`No reservations for site ${site}.`);
    return 0;
  }
  io.out(
    formatTable(
      ['reference', 'id', 'car', 'stock', 'state', 'deposit', 'created', 'payment'],
      listed.map(({ reservation }) => [
        reservation.reference,
        reservation.id,
        reservation.car.name,
        reservation.car.stocknum,
        reservation.state,
        money(reservation),
        shortTime(reservation.createdAt),
        reservation.refundId ?? reservation.paymentId ?? '-',
      ]),
    ),
  );
  for (const { reservation, history } of listed) {
    io.out(`\n${reservation.reference} history:`);
    for (const entry of history) io.out(`  ${shortTime(entry.at)}  ${entry.from ?? '-'} -> ${entry.to}  (${entry.source}) ${entry.reason}`);
  }
  return 0;
}

async function move(op: 'release' | 'refund', argv: readonly string[], io: ReservationsCommandIo): Promise<number> {
  const { values, positionals } = parseArgs({ args: [...argv], options: { help: { type: 'boolean', short: 'h', default: false } }, allowPositionals: true });
  if (values.help) {
    io.out(RESERVATIONS_HELP);
    return 0;
  }
  if (positionals.length !== 1) throw new UsageError(`${op} takes one reservation id, e.g. npm run reservations -- ${op} 3f2a…`);
  const id = positionals[0] ?? '';
  const outcome = await withSource(io, (source) => source.apply(id, op));
  switch (outcome.kind) {
    case 'moved':
      io.out(`${outcome.reservation.reference} is now ${outcome.reservation.state}${outcome.reservation.refundId ? ` (refund ${outcome.reservation.refundId})` : ''}.`);
      return 0;
    case 'unchanged':
    case 'refused':
      io.err(`${outcome.reservation.reference} was not changed: ${outcome.reason}.`);
      return 1;
    case 'not_found':
      io.err(`There is no reservation ${id}.`);
      return 1;
  }
}

/** Runs the command; answers the exit code. */
export async function runReservationsCommand(argv: readonly string[], io: ReservationsCommandIo): Promise<number> {
  const [command, ...rest] = argv;
  try {
    switch (command) {
      case undefined:
      case '-h':
      case '--help':
        io.out(RESERVATIONS_HELP);
        return command === undefined ? 2 : 0;
      case 'list':
        return await list(rest, io);
      case 'release':
      case 'refund':
        return await move(command, rest, io);
      default:
        throw new UsageError(`unknown command "${command}" (list, release or refund)`);
    }
  } catch (error) {
    if (error instanceof UsageError || (error instanceof TypeError && 'code' in error && String(error.code).startsWith('ERR_PARSE_ARGS'))) {
      io.err(`npm run reservations: ${error.message}\nRun "npm run reservations -- --help" for usage.`);
      return 2;
    }
    io.err(`npm run reservations: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  }
}
