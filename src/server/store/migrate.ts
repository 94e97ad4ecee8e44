/**
 * Applies the plain SQL migrations in `migrations/` (NNN_name.sql, in order of NNN), each once, each
 * in its own transaction, recording it in schema_migrations. An advisory lock makes concurrent
 * starts (several function instances on one PostgreSQL) apply each migration once.
 */
import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import type { SqlDatabase } from './sql-database.ts';

/** Any constant shared by every process that migrates this database. */
const MIGRATION_LOCK_ID = 5_271_001;

/** Created under the lock, so two processes starting at once do not race to create it. */
const SCHEMA_MIGRATIONS_TABLE = `CREATE TABLE IF NOT EXISTS schema_migrations (
  version integer PRIMARY KEY,
  name text NOT NULL,
  applied_at timestamptz NOT NULL DEFAULT now()
)`;

const MIGRATION_FILE = /^(\d+)_([\w-]+)\.sql$/;

/** A migration file: its number, its name and its SQL. */
interface Migration {
  readonly version: number;
  readonly name: string;
  readonly sql: string;
}

/** Reads the migrations of `dir`, sorted by number; refuses two files with the same number. */
export async function readMigrations(dir: string): Promise<Migration[]> {
  const files = (await readdir(dir)).filter((file) => file.endsWith('.sql'));
  const migrations: Migration[] = [];
  for (const file of files) {
    const match = MIGRATION_FILE.exec(file);
    if (match === null) throw new Error(`${path.join(dir, file)}: a migration is named NNN_name.sql (e.g. 001_lead_store.sql)`);
    migrations.push({ version: Number(match[1]), name: match[2] ?? file, sql: await readFile(path.join(dir, file), 'utf8') });
  }
  migrations.sort((a, b) => a.version - b.version);
  for (let i = 1; i < migrations.length; i += 1) {
    if (migrations[i]?.version === migrations[i - 1]?.version) {
      throw new Error(`${dir}: two migrations are numbered ${migrations[i]?.version}`);
    }
  }
  return migrations;
}

/** Applies every migration not yet applied; returns the versions it applied. */
export async function migrate(db: SqlDatabase, migrations: readonly Migration[]): Promise<number[]> {
  const applied: number[] = [];
  for (const migration of migrations) {
    const done = await db.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK_ID]);
      await tx.exec(SCHEMA_MIGRATIONS_TABLE);
      const seen = await tx.query('SELECT 1 FROM schema_migrations WHERE version = $1', [migration.version]);
      if (seen.length > 0) return false;
      await tx.exec(migration.sql);
      await tx.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [migration.version, migration.name]);
      return true;
    });
    if (done) applied.push(migration.version);
  }
  return applied;
}
