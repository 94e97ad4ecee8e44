/**
 * The ops CLI for leads (`npm run leads`), as a function of its arguments, a store opener and its
 * output, so tests run it against a real store. scripts/leads.ts wires it to the process.
 *
 * - `list --site <slug> [--limit N] [--kind K] [--json]`: the site's submissions, newest first, with
 *   each CRM delivery's state, tries and last error.
 * - `retry <lead_id>`: puts the lead's dead (and pending) deliveries back in the queue, due now.
 *
 * Exit codes: 0 done; 1 nothing to do (no lead, nothing to retry) or the store failed; 2 a usage
 * mistake.
 */
import { parseArgs } from 'node:util';
import type { OutboxEntry, StoredSubmission, SubmissionKind } from '../ports/lead-store.ts';
import { LEAD_OPS_KINDS, type LeadsSource } from '../ops/leads-source.ts';
import { modelLeadVehicleName } from '../../domain/leads/model-lead.ts';
import { tradeInSummary } from '../../domain/trade-in/trade-in-lead.ts';

const KINDS: readonly SubmissionKind[] = LEAD_OPS_KINDS;
const DEFAULT_LIST_LIMIT = 50;

export const LEADS_HELP = `Usage: npm run leads -- <command> [options]

See the leads a site has taken and their delivery to the dealer's CRM.

Commands:
  list --site <slug>   The site's leads, newest first, with each CRM delivery's state.
  retry <lead_id>      Put a lead's dead or pending deliveries back in the queue, due now.

Run "npm run leads -- <command> --help" for a command's options.

Environment:
  DATABASE_URL     PostgreSQL holding the leads. Without it: PGlite under LEADS_DATA_DIR
                   (default .data/leads/pglite), as the local server uses. While a local
                   server (npm start, npm run serve) holds that folder, the command asks the
                   server instead (it records itself in .data/leads/server.json).`;

export const LIST_HELP = `Usage: npm run leads -- list --site <slug> [options]

Lists the site's submissions, newest first: lead_id, when it was created, its kind and category,
the vehicle it is about ("Volkswagen Tiguan (stock BV-5101)" for a car, "Volkswagen Tiguan
(model)" for a model of the range, "-" for none), whether it is complete, and per CRM channel (email, webhook) the delivery state (pending,
delivered, dead) with its tries; then the last error of any delivery that has one. The mails of
saved searches (kinds alert-confirmation, alert-mail) are listed too, their delivery under email.

Options:
  --site <slug>    The site (sites/<slug>.json). Required.
  --limit <n>      At most this many, newest first. Default ${DEFAULT_LIST_LIMIT}.
  --kind <kind>    Only this kind: ${KINDS.join(', ')}.
  --json           One JSON array instead of the table.
  -h, --help       Show this help.`;

export const RETRY_HELP = `Usage: npm run leads -- retry <lead_id>

Puts the lead's dead and pending CRM deliveries back in the queue, due now, with a fresh count of
tries (the last error stays until a try succeeds). The outbox worker sends them on its next run.
Delivered deliveries are left alone; nothing is ever deleted.

Options:
  -h, --help       Show this help.`;

/** What the command reads and writes besides its arguments. */
interface LeadsCommandIo {
  /**
   * Opens the lead store (called only when a command needs it; closed when the command ends), or,
   * while a local server holds it, that server's ops endpoint (src/server/ops/leads-source.ts).
   */
  readonly openStore: () => Promise<LeadsSource>;
  readonly out: (text: string) => void;
  readonly err: (text: string) => void;
  readonly now?: () => Date;
}

class UsageError extends Error {}

/** One delivery as `--json` prints it. */
interface DeliveryJson {
  channel: OutboxEntry['channel'];
  target: string;
  state: OutboxEntry['state'];
  attempts: number;
  next_attempt_at: string | null;
  last_error: string | null;
  delivered_at: string | null;
}

/** One lead as `--json` prints it. */
export interface LeadJson {
  lead_id: string;
  created_at: string;
  kind: SubmissionKind;
  category: string | null;
  subcategory: string | null;
  event_id: number | null;
  dealership_slug: string | null;
  /** The vehicle the lead is about, as the table shows it; null when it names none. */
  vehicle: string | null;
  /** The model's slug, for a lead about a model of the range; null otherwise. */
  model_id: string | null;
  complete: boolean;
  deliveries: DeliveryJson[];
}

/** The text of the lead's user data field, or undefined. */
function userText(submission: StoredSubmission, name: string): string | undefined {
  const user = (submission.payload as { user?: unknown } | null | undefined)?.user;
  if (typeof user !== 'object' || user === null) return undefined;
  const value = (user as Record<string, unknown>)[name];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

/** The model a lead is about (a model lead's model_id), or null. */
function modelIdOf(submission: StoredSubmission): string | null {
  return submission.kind === 'lead' ? (userText(submission, 'model_id') ?? null) : null;
}

/** The vehicle a lead names: a model of the range, or a car with its stock number; null for none. */
/** The car or model a lead is about: "Volkswagen Tiguan (model)", "Mazda CX-5 (stock LM-5202)", or null. */
function subjectOf(submission: StoredSubmission): string | null {
  const make = userText(submission, 'Vehicle Make');
  const model = userText(submission, 'Vehicle Model');
  if (make === undefined && model === undefined) return null;
  if (modelIdOf(submission) !== null) return modelLeadVehicleName({ 'Vehicle Make': make ?? '', 'Vehicle Model': model ?? '' }).trim();
  const stock = userText(submission, 'stock_number');
  return `${[make, model].filter(Boolean).join(' ')}${stock === undefined ? '' : ` (stock ${stock})`}`;
}

/** The shopper's own car of a trade-in lead, as stored (the API validated it), or null. */
function tradeInOf(submission: StoredSubmission): string | null {
  const user = (submission.payload as { user?: { trade_in?: unknown } } | null | undefined)?.user;
  const tradeIn = user?.trade_in;
  if (typeof tradeIn !== 'object' || tradeIn === null) return null;
  const details = tradeIn as Record<string, unknown>;
  const text = (key: string) => (typeof details[key] === 'string' && details[key] !== '' ? details[key] : undefined);
  const year = details.year;
  const make = text('make');
  const model = text('model');
  if (typeof year !== 'number' || make === undefined || model === undefined) return null;
  return tradeInSummary({ year, make, model, rego: text('rego'), regoState: text('regoState'), vin: text('vin') });
}

/** What the lead is about, and the trade-in it offers: "Mazda CX-5 (stock LM-5202); trade-in 2018 Toyota Corolla (ABC123 VIC)". */
function vehicleOf(submission: StoredSubmission): string | null {
  const parts = [subjectOf(submission), tradeInOf(submission)].filter((part): part is string => part !== null);
  return parts.length === 0 ? null : parts.join('; ');
}

function toJson(submission: StoredSubmission, outbox: readonly OutboxEntry[]): LeadJson {
  return {
    lead_id: submission.id,
    created_at: submission.createdAt,
    kind: submission.kind,
    category: submission.category,
    subcategory: submission.subcategory,
    event_id: submission.eventId,
    dealership_slug: submission.dealershipSlug,
    vehicle: vehicleOf(submission),
    model_id: modelIdOf(submission),
    complete: submission.complete,
    deliveries: outbox.map((entry) => ({
      channel: entry.channel,
      target: entry.target,
      state: entry.state,
      attempts: entry.attempts,
      next_attempt_at: entry.state === 'pending' ? entry.nextAttemptAt : null,
      last_error: entry.lastError,
      delivered_at: entry.deliveredAt,
    })),
  };
}

function tries(count: number): string {
  return `${count} ${count === 1 ? 'try' : 'tries'}`;
}

/** "2026-05-01T10:00:00.000Z" as "2026-05-01 10:00:00Z". */
function shortTime(iso: string): string {
  return iso.replace('T', ' ').replace(/\.\d+Z$/, 'Z');
}

/** A channel's cell: its state and tries, "-" when the lead has no delivery on it. */
function channelCell(outbox: readonly OutboxEntry[], channel: OutboxEntry['channel'], complete: boolean): string {
  // A saved search's mail to the shopper (alert-confirmation, alert-mail) is an e-mail too.
  const entries = outbox.filter((entry) => entry.channel === channel || (channel === 'email' && entry.channel === 'shopper-email'));
  if (entries.length === 0) return complete ? '-' : 'waits for last step';
  return entries
    .map((entry) => {
      if (entry.state === 'pending') return `pending (${tries(entry.attempts)}, next ${shortTime(entry.nextAttemptAt)})`;
      return `${entry.state} (${tries(entry.attempts)})`;
    })
    .join(', ');
}

const MAX_ERROR_COLUMN = 80;

function lastErrorCell(outbox: readonly OutboxEntry[]): string {
  const errors = outbox
    .filter((entry) => entry.lastError !== null)
    .map((entry) => `${entry.channel}: ${(entry.lastError ?? '').replace(/\s+/g, ' ')}`);
  const text = errors.join('; ');
  return text.length > MAX_ERROR_COLUMN ? `${text.slice(0, MAX_ERROR_COLUMN - 1)}…` : text;
}

function table(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const widths = header.map((_, col) => Math.max(...[header, ...rows].map((row) => (row[col] ?? '').length)));
  const line = (row: readonly string[]) => row.map((cell, col) => cell.padEnd(widths[col] ?? 0)).join('  ').trimEnd();
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}

function wholeNumber(text: string, option: string): number {
  if (!/^\d+$/.test(text) || Number(text) < 1) throw new UsageError(`${option} expects a whole number of 1 or more, got "${text}"`);
  return Number(text);
}

async function withStore<T>(io: LeadsCommandIo, work: (store: LeadsSource) => Promise<T>): Promise<T> {
  const store = await io.openStore();
  try {
    return await work(store);
  } finally {
    await store.close();
  }
}

async function list(argv: readonly string[], io: LeadsCommandIo): Promise<number> {
  const { values, positionals } = parseArgs({
    args: [...argv],
    options: {
      site: { type: 'string' },
      limit: { type: 'string' },
      kind: { type: 'string' },
      json: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
    allowPositionals: true,
  });
  if (values.help) {
    io.out(LIST_HELP);
    return 0;
  }
  if (positionals.length > 0) throw new UsageError(`list takes no arguments besides its options, got "${positionals.join(' ')}"`);
  if (values.site === undefined || values.site === '') throw new UsageError('list needs --site <slug>');
  const limit = values.limit === undefined ? DEFAULT_LIST_LIMIT : wholeNumber(values.limit, '--limit');
  const kind = values.kind as SubmissionKind | undefined;
  if (kind !== undefined && !KINDS.includes(kind)) throw new UsageError(`--kind expects one of ${KINDS.join(', ')}, got "${kind}"`);
  const site = values.site;
  const leads = await withStore(io, (store) => store.list(site, { limit, kind }));
  if (values.json) {
    io.out(JSON.stringify(leads.map(({ submission, outbox }) => toJson(submission, outbox)), null, 2));
    return 0;
  }
  if (leads.length === 0) {
    io.out(`No leads for site ${site}.`);
    return 0;
  }
  const rows = leads.map(({ submission, outbox }) => [
    submission.id,
    shortTime(submission.createdAt),
    submission.kind,
    submission.category ?? '-',
    vehicleOf(submission) ?? '-',
    submission.complete ? 'yes' : 'no',
    channelCell(outbox, 'email', submission.complete),
    channelCell(outbox, 'webhook', submission.complete),
    lastErrorCell(outbox),
  ]);
  io.out(table(['lead_id', 'created', 'kind', 'category', 'vehicle', 'complete', 'email', 'webhook', 'last error'], rows));
  io.out(`${leads.length} ${leads.length === 1 ? 'lead' : 'leads'} of site ${site}, newest first${leads.length === limit ? ` (the first ${limit}; see --limit)` : ''}.`);
  return 0;
}

async function retry(argv: readonly string[], io: LeadsCommandIo): Promise<number> {
  const { values, positionals } = parseArgs({
    args: [...argv],
    options: { help: { type: 'boolean', short: 'h', default: false } },
    allowPositionals: true,
  });
  if (values.help) {
    io.out(RETRY_HELP);
    return 0;
  }
  const [leadId, ...extra] = positionals;
  if (leadId === undefined) throw new UsageError('retry needs a lead_id (see npm run leads -- list)');
  if (extra.length > 0) throw new UsageError(`retry takes one lead_id, got "${positionals.join(' ')}"`);
  const count = await withStore(io, (store) => store.retry(leadId, (io.now ?? (() => new Date()))()));
  if (count === 0) {
    io.err(`Nothing to retry for lead ${leadId}: no such lead, or every delivery of it is delivered already.`);
    return 1;
  }
  io.out(`Lead ${leadId}: ${count} ${count === 1 ? 'delivery' : 'deliveries'} back in the queue, due now.`);
  return 0;
}

/** Runs `npm run leads -- <argv>`; returns the exit code. */
export async function runLeadsCommand(argv: readonly string[], io: LeadsCommandIo): Promise<number> {
  const [command, ...rest] = argv;
  try {
    if (command === 'list') return await list(rest, io);
    if (command === 'retry') return await retry(rest, io);
    if (command === undefined || command === '--help' || command === '-h' || command === 'help') {
      io.out(LEADS_HELP);
      return command === undefined ? 2 : 0;
    }
    throw new UsageError(`unknown command "${command}"`);
  } catch (error) {
    const usage = error instanceof UsageError || (error instanceof TypeError && 'code' in error && String(error.code).startsWith('ERR_PARSE_ARGS'));
    if (!usage) {
      const cause = error instanceof Error && error.cause instanceof Error ? ` (${error.cause.message})` : '';
      io.err(`${error instanceof Error ? error.message : String(error)}${cause}`);
      return 1;
    }
    const help = command === 'list' ? LIST_HELP : command === 'retry' ? RETRY_HELP : LEADS_HELP;
    io.err(`${error instanceof Error ? error.message : String(error)}\n\n${help}`);
    return 2;
  }
}
