/**
 * Opens the lead store: PostgreSQL when a database URL is given, else PGlite on disk under
 * `dataDir`. Migrations run on open. One store per database per process: PGlite allows a single
 * open instance per directory and starts slowly, and a pg pool is meant to be shared, so a second
 * call with the same target returns the same store. A failed open is forgotten, so a later request
 * tries again (the database may be back).
 */
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { StoreUnavailableError, type LeadStore } from '../ports/lead-store.ts';
import type { ReservationStore } from '../ports/reservation-store.ts';
import type { RateLimiter } from '../ports/rate-limiter.ts';
import type { AlertStore } from '../ports/alert-store.ts';
import { migrate, readMigrations } from './migrate.ts';
import type { PostgresOptions } from './postgres-database.ts';
import type { SqlDatabase } from './sql-database.ts';
import { SqlLeadStore } from './sql-lead-store.ts';

/**
 * Where the migrations live: beside the source tree when this module runs from it; in a bundled
 * function (Netlify) `migrations/` of the working directory, which netlify.toml includes.
 */
export async function defaultMigrationsDir(): Promise<string> {
  const candidates: string[] = [];
  try {
    candidates.push(fileURLToPath(new URL('../../../migrations/', import.meta.url)));
  } catch {
    // A bundle may have no usable import.meta.url; the working directory remains.
  }
  candidates.push(path.resolve('migrations'));
  for (const candidate of candidates) {
    if (await stat(candidate).then((found) => found.isDirectory(), () => false)) return candidate;
  }
  throw new Error(`no migrations folder found (looked in ${candidates.join(', ')})`);
}

/** Where the leads go. */
export interface LeadStoreOptions {
  /** postgres://... : use PostgreSQL. */
  readonly databaseUrl?: string;
  /** PGlite's data directory when there is no URL (e.g. `.data/leads/pglite`), or 'memory://' for tests. */
  readonly dataDir: string;
  /** The migrations folder; default `migrations/` of this project. */
  readonly migrationsDir?: string;
  readonly postgres?: PostgresOptions;
  /** The store's clock (tests). */
  readonly now?: () => Date;
}

/** A lead store with the engine it runs on, the reservations it keeps, the rate limits' buckets and the saved searches. */
export type OpenedLeadStore = LeadStore & {
  readonly engine: SqlDatabase['engine'];
  readonly reservations: ReservationStore;
  readonly rateLimiter: RateLimiter;
  readonly alerts: AlertStore;
};

const openStores = new Map<string, Promise<OpenedLeadStore>>();

function storeKey(options: LeadStoreOptions): string {
  if (options.databaseUrl !== undefined && options.databaseUrl !== '') return `postgres:${options.databaseUrl}`;
  return options.dataDir.startsWith('memory://') ? `pglite:${options.dataDir}` : `pglite:${path.resolve(options.dataDir)}`;
}

/** What a failed open says, without the URL's password. */
function describeTarget(options: LeadStoreOptions): string {
  if (options.databaseUrl === undefined || options.databaseUrl === '') return `PGlite in ${options.dataDir}`;
  try {
    const url = new URL(options.databaseUrl);
    return `PostgreSQL at ${url.hostname}${url.port === '' ? '' : `:${url.port}`}${url.pathname}`;
  } catch {
    return 'PostgreSQL (DATABASE_URL is not a valid URL)';
  }
}

async function openFresh(options: LeadStoreOptions, onClose: () => void): Promise<OpenedLeadStore> {
  let db: SqlDatabase | undefined;
  try {
    // Each driver is loaded only when used: a PostgreSQL deploy never loads PGlite's WebAssembly.
    db =
      options.databaseUrl !== undefined && options.databaseUrl !== ''
        ? await (await import('./postgres-database.ts')).openPostgresDatabase(options.databaseUrl, options.postgres)
        : await (await import('./pglite-database.ts')).openPgliteDatabase(options.dataDir);
    await migrate(db, await readMigrations(options.migrationsDir ?? (await defaultMigrationsDir())));
  } catch (error) {
    await db?.close().catch(() => undefined);
    throw new StoreUnavailableError(`The lead store (${describeTarget(options)}) could not be opened.`, { cause: error });
  }
  return new SqlLeadStore(db, { now: options.now, onClose });
}

/**
 * The lead store for these options, opened once per process. `close()` on it closes the database
 * and forgets it, so the next call opens it again.
 */
export function openLeadStore(options: LeadStoreOptions): Promise<OpenedLeadStore> {
  const key = storeKey(options);
  const open = openStores.get(key);
  if (open !== undefined) return open;
  const forget = () => {
    if (openStores.get(key) === opening) openStores.delete(key);
  };
  const opening: Promise<OpenedLeadStore> = openFresh(options, forget).catch((error: unknown) => {
    forget();
    throw error;
  });
  openStores.set(key, opening);
  return opening;
}
