/**
 * The ops CLI for saved searches (`npm run alerts`), as a function of its arguments, what it opens
 * and its output, so tests run it against a real store. scripts/alerts.ts wires it to the process:
 * the store itself (storeAlertsSource), or, while a local server holds the PGlite folder, that
 * server's ops endpoint (src/server/ops/alerts-source.ts), which runs the same operations with its
 * own store.
 *
 * - `list --site <slug> [--limit N] [--json]`: the site's saved searches, newest first: id, e-mail
 *   address, search, frequency, state, when created, confirmed and last mailed, unsent matches.
 * - `send-due [--site <slug>]`: queues the mails whose window has opened (daily and weekly alerts
 *   wait for theirs after a stock change), for one site or every site with unsent matches.
 *
 * Exit codes: 0 done; 1 the store, a site's config or its stock could not be read; 2 a usage mistake.
 */
import { parseCommandLine, textTable, UsageError, wholeNumberOption, type CommandOutput } from '../../cli/command-line.ts';
import type { AlertListing } from '../ports/alert-store.ts';
import { alertSearchHref } from '../../domain/alerts/alert-search-value.ts';
import type { AlertsSource } from '../ports/alerts-source.ts';
import { alertsLine } from './stock-alerts.ts';

const DEFAULT_LIST_LIMIT = 100;

export const ALERTS_HELP = `Usage: npm run alerts -- <command> [options]

See the searches shoppers saved with alerts, and send the alert mails that are due.

Commands:
  list --site <slug>     The site's saved searches, newest first, with their state.
  send-due [--site <s>]  Queue the alert mails whose window has opened (a daily or weekly
                         alert waits for its window after a stock change). Without --site,
                         every site with cars waiting to be mailed.

Run "npm run alerts -- <command> --help" for a command's options.

The mails go out through the outbox (npm run leads -- list shows them, kinds alert-confirmation
and alert-mail). Locally, without SMTP settings, they are .eml files in .data/outbox/, shown at
http://localhost:<port>/_mail/ while npm start or npm run serve runs.

Environment:
  DATABASE_URL          PostgreSQL holding the leads and alerts. Without it: PGlite under
                        LEADS_DATA_DIR (default .data/leads/pglite). PGlite allows one process:
                        while npm start or npm run serve holds it, the command asks that
                        server (its ops endpoint, this machine only) instead.
  ALERT_TOKEN_SECRET    Signs the links in the mails (see docs/alerts.md).`;

export const LIST_HELP = `Usage: npm run alerts -- list --site <slug> [options]

Lists the site's saved searches, newest first: id, e-mail address, search (the search page's
address), frequency (instant, daily, weekly), state (pending until the shopper follows the
confirmation link, confirmed, unsubscribed), when it was created, confirmed and last mailed, and
how many matched cars wait for the next mail.

Options:
  --site <slug>    The site (sites/<slug>.json). Required.
  --limit <n>      At most this many, newest first. Default ${DEFAULT_LIST_LIMIT}.
  --json           One JSON array instead of the table.
  -h, --help       Show this help.`;

export const SEND_DUE_HELP = `Usage: npm run alerts -- send-due [--site <slug>]

Queues one mail for each confirmed saved search whose cars wait and whose window has opened
(instant: now; daily: 24 hours after the last mail; weekly: 7 days). A car no longer in the search
at the price it was matched at is dropped, never mailed. The outbox worker sends the mails.

Options:
  --site <slug>    Only this site. Default: every site with cars waiting.
  -h, --help       Show this help.`;

/** What the command reads and writes besides its arguments. */
export interface AlertsCommandIo extends CommandOutput {
  /**
   * Opens where the work is done (called only when a command needs it; closed when the command
   * ends): the alert store, or, while a local server holds it, that server's ops endpoint.
   */
  readonly openSource: () => Promise<AlertsSource>;
}

/** One alert as `--json` prints it. */
interface AlertJson {
  id: string;
  email: string;
  search: string;
  frequency: string;
  state: string;
  created_at: string;
  confirmed_at: string | null;
  unsubscribed_at: string | null;
  last_mailed_at: string | null;
  unsent_matches: number;
  consent: { text: string; page: string | null; at: string; ip: string | null };
}

function toJson({ alert, unsentMatches }: AlertListing): AlertJson {
  return {
    id: alert.id,
    email: alert.email,
    search: alertSearchHref({ path: alert.searchPath, query: alert.searchQuery }),
    frequency: alert.frequency,
    state: alert.state,
    created_at: alert.createdAt,
    confirmed_at: alert.confirmedAt,
    unsubscribed_at: alert.unsubscribedAt,
    last_mailed_at: alert.lastMailedAt,
    unsent_matches: unsentMatches,
    consent: alert.consent,
  };
}

/** "2026-05-01T10:00:00.000Z" as "2026-05-01 10:00Z"; null as "-". */
function shortTime(iso: string | null): string {
  return iso === null ? '-' : iso.replace('T', ' ').replace(/:\d\d\.\d+Z$/, 'Z');
}

async function withSource<T>(io: AlertsCommandIo, work: (source: AlertsSource) => Promise<T>): Promise<T> {
  const source = await io.openSource();
  try {
    return await work(source);
  } finally {
    await source.close();
  }
}

const LIST_OPTIONS = { site: { type: 'string' }, limit: { type: 'string' }, json: { type: 'boolean', default: false } } as const;

async function list(argv: readonly string[], io: AlertsCommandIo): Promise<number> {
  const options = parseCommandLine(argv, LIST_OPTIONS, LIST_HELP, io, (values) => {
    if (values.site === undefined || values.site === '') throw new UsageError('list needs --site <slug>');
    return { site: values.site, limit: values.limit === undefined ? DEFAULT_LIST_LIMIT : wholeNumberOption(values.limit, '--limit'), json: values.json };
  });
  if (typeof options === 'number') return options;
  const { site, limit } = options;
  const alerts = await withSource(io, (source) => source.list(site, { limit }));
  if (options.json) {
    io.out(JSON.stringify(alerts.map(toJson), null, 2));
    return 0;
  }
  if (alerts.length === 0) {
    io.out(`No saved searches for site ${site}.`);
    return 0;
  }
  const rows = alerts.map(({ alert, unsentMatches }) => [
    alert.id,
    alert.email,
    alertSearchHref({ path: alert.searchPath, query: alert.searchQuery }),
    alert.frequency,
    alert.state,
    shortTime(alert.createdAt),
    shortTime(alert.confirmedAt),
    shortTime(alert.lastMailedAt),
    String(unsentMatches),
  ]);
  io.out(textTable(['id', 'email', 'search', 'frequency', 'state', 'created', 'confirmed', 'last mailed', 'unsent matches'], rows));
  io.out(`${alerts.length} saved ${alerts.length === 1 ? 'search' : 'searches'} of site ${site}, newest first${alerts.length === limit ? ` (the first ${limit}; see --limit)` : ''}.`);
  return 0;
}

const SEND_DUE_OPTIONS = { site: { type: 'string' } } as const;

async function sendDue(argv: readonly string[], io: AlertsCommandIo): Promise<number> {
  const options = parseCommandLine(argv, SEND_DUE_OPTIONS, SEND_DUE_HELP, io, (values) => {
    if (values.site === '') throw new UsageError('--site expects a site slug');
    return { site: values.site ?? null };
  });
  if (typeof options === 'number') return options;
  const results = await withSource(io, (source) => source.sendDue(options.site));
  if (results.length === 0) {
    io.out('No saved search has cars waiting to be mailed.');
    return 0;
  }
  for (const result of results) {
    if (result.ok) io.out(`${result.site}: ${alertsLine({ alerts: 0, matches: 0, ...result.summary }).replace(/^alerts: 0 matches, /, 'alerts: ')}`);
    else io.err(`${result.site}: the due mails were not queued: ${result.error}`);
  }
  return results.every((result) => result.ok) ? 0 : 1;
}

/** Runs `npm run alerts -- <argv>`; returns the exit code. */
export async function runAlertsCommand(argv: readonly string[], io: AlertsCommandIo): Promise<number> {
  const [command, ...rest] = argv;
  try {
    if (command === 'list') return await list(rest, io);
    if (command === 'send-due') return await sendDue(rest, io);
    if (command === undefined || command === '--help' || command === '-h' || command === 'help') {
      io.out(ALERTS_HELP);
      return command === undefined ? 2 : 0;
    }
    io.err(`unknown command "${command}"\n\n${ALERTS_HELP}`);
    return 2;
  } catch (error) {
    const cause = error instanceof Error && error.cause instanceof Error ? ` (${error.cause.message})` : '';
    io.err(`${error instanceof Error ? error.message : String(error)}${cause}`);
    return 1;
  }
}
