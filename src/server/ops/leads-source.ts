/**
 * Where `npm run leads` reads leads from: the lead store itself, or, when a local server holds the
 * PGlite folder (its lock names a live process and `server.json` names that server), the server's
 * ops endpoint (./ops-endpoint.ts), which answers with the same data from the same store.
 */
import type { LeadStore, SubmissionKind } from '../ports/lead-store.ts';
import { DirectoryLockedError } from '../store/directory-lock.ts';
import { openLeadStore, type LeadStoreOptions } from '../store/open-lead-store.ts';
import { isProcessAlive, readServerRecord, serverRecordPath } from './server-record.ts';

/** What the leads command uses of a store. */
export type LeadsSource = Pick<LeadStore, 'list' | 'retry' | 'close'>;

/** The kinds of submission, as the command and the endpoint accept them. */
export const LEAD_OPS_KINDS: readonly SubmissionKind[] = ['lead', 'form', 'phone-reveal', 'offer-accepted', 'valuation'];

/** How long the command waits for the local server. */
const OPS_TIMEOUT_MS = 10_000;

/** The JSON of an ops endpoint's answer; a refusal throws with the server's words. */
export async function readOpsAnswer(response: Response, what: string): Promise<unknown> {
  const answer: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const error = typeof answer === 'object' && answer !== null ? (answer as { error?: unknown }).error : undefined;
    throw new Error(`The local server could not ${what}: ${typeof error === 'string' ? error : `it answered ${response.status}`}`);
  }
  return answer;
}

/** The leads of a running local server, through its ops endpoint. */
class OpsLeadsClient implements LeadsSource {
  readonly #base: string;

  constructor(serverUrl: string) {
    this.#base = serverUrl;
  }

  async list(siteSlug: string, options: { readonly limit: number; readonly kind?: SubmissionKind }): ReturnType<LeadStore['list']> {
    const url = new URL('/__ops/leads', this.#base);
    url.searchParams.set('site', siteSlug);
    url.searchParams.set('limit', String(options.limit));
    if (options.kind !== undefined) url.searchParams.set('kind', options.kind);
    const answer = await readOpsAnswer(await fetch(url, { signal: AbortSignal.timeout(OPS_TIMEOUT_MS) }), 'list the leads');
    return (answer as { leads: Awaited<ReturnType<LeadStore['list']>> }).leads;
  }

  async retry(submissionId: string): Promise<number> {
    const url = new URL(`/__ops/leads/${encodeURIComponent(submissionId)}/retry`, this.#base);
    const answer = await readOpsAnswer(await fetch(url, { method: 'POST', signal: AbortSignal.timeout(OPS_TIMEOUT_MS) }), 'retry the lead');
    return (answer as { retried: number }).retried;
  }

  close(): Promise<void> {
    return Promise.resolve();
  }
}

function lockedBy(error: unknown): DirectoryLockedError | undefined {
  for (let cause = error; cause instanceof Error; cause = cause.cause) {
    if (cause instanceof DirectoryLockedError) return cause;
  }
  return undefined;
}

/**
 * The address of the local server whose ops endpoint answers for the store that `error` (from
 * opening the store for `options`) found locked: its PGlite folder is locked by a live process that
 * recorded its server in server.json. Undefined for any other failure, which the caller throws as is.
 */
export async function serverHoldingStore(error: unknown, options: LeadStoreOptions): Promise<string | undefined> {
  if (lockedBy(error) === undefined || options.dataDir.startsWith('memory://')) return undefined;
  const record = await readServerRecord(serverRecordPath(options.dataDir));
  return record !== undefined && isProcessAlive(record.pid) ? record.url : undefined;
}

/**
 * The store for these options; when its PGlite folder is locked by a live process that recorded
 * its server in server.json, that server's ops endpoint instead. Any other failure is thrown as is.
 */
export async function openLeadsSource(options: LeadStoreOptions): Promise<LeadsSource> {
  try {
    return await openLeadStore(options);
  } catch (error) {
    const server = await serverHoldingStore(error, options);
    if (server === undefined) throw error;
    return new OpsLeadsClient(server);
  }
}
