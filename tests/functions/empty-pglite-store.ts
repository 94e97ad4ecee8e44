/**
 * The real lead store on PGlite, empty, for a test: one in-memory PGlite per test worker, migrated
 * once and emptied for every test. Starting PGlite and running the migrations takes 1 to 6 s on a
 * 2-core machine (more while it is busy); emptying its tables takes milliseconds, and a test sees
 * the same thing either way: the migrated schema with no rows and every sequence at its start.
 *
 * Tests in a worker run one after another, so two tests never share the database at once. A test
 * that needs the database itself to close or fail opens a store of its own with openLeadStore.
 */
import { defaultMigrationsDir, type OpenedLeadStore } from '../../src/server/store/open-lead-store.ts';
import { migrate, readMigrations } from '../../src/server/store/migrate.ts';
import { openPgliteDatabase } from '../../src/server/store/pglite-database.ts';
import type { SqlDatabase } from '../../src/server/store/sql-database.ts';
import { SqlLeadStore } from '../../src/server/store/sql-lead-store.ts';

/** The table that remembers which migrations ran: kept, so they are not run again. */
const MIGRATIONS_TABLE = 'schema_migrations';

/**
 * Kept on globalThis, not in this module: a worker that runs several test files may evaluate this
 * module afresh for each file, and the database should outlive that.
 */
const SHARED = Symbol.for('dealer-sites.tests.empty-pglite-store');
type Holder = { [SHARED]?: Promise<SqlDatabase> | undefined };
const holder = globalThis as Holder;

async function openShared(): Promise<SqlDatabase> {
  const db = await openPgliteDatabase('memory://empty-test-store');
  await migrate(db, await readMigrations(await defaultMigrationsDir()));
  return db;
}

/** Deletes every row of every table but the migrations' own, and restarts the sequences. */
async function empty(db: SqlDatabase): Promise<void> {
  const tables = await db.query(
    `SELECT quote_ident(tablename) AS name FROM pg_tables WHERE schemaname = 'public' AND tablename <> $1`,
    [MIGRATIONS_TABLE],
  );
  if (tables.length === 0) return;
  await db.exec(`TRUNCATE ${tables.map((table) => String(table.name)).join(', ')} RESTART IDENTITY CASCADE`);
}

/** An empty store on the worker's PGlite; `dispose` leaves the database open for the next test. */
export async function openEmptyPgliteStore(options: { readonly now?: () => Date } = {}): Promise<{
  readonly store: OpenedLeadStore;
  dispose(): Promise<void>;
}> {
  holder[SHARED] ??= openShared().catch((error: unknown) => {
    holder[SHARED] = undefined;
    throw error;
  });
  const db = await holder[SHARED];
  await empty(db);
  // The store's close() must not close the database the next test uses.
  const kept: SqlDatabase = { ...db, close: async () => undefined };
  const store = new SqlLeadStore(kept, { now: options.now });
  return { store, dispose: async () => undefined };
}
