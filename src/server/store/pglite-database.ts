/**
 * The embedded SQL database: PGlite (PostgreSQL compiled to WebAssembly, in this process), on disk
 * under a data directory, or in memory for tests. PGlite allows one open instance per directory and
 * takes about a second to start, so open it once per process (open-lead-store.ts does).
 */
import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import type { SqlDatabase, SqlExecutor, SqlRow } from './sql-database.ts';
import { lockDirectory } from './directory-lock.ts';

function executor(db: Pick<PGlite, 'query' | 'exec'>): SqlExecutor {
  return {
    async query(sql, params = []) {
      const result = await db.query<SqlRow>(sql, [...params]);
      return result.rows;
    },
    async exec(script) {
      await db.exec(script);
    },
  };
}

/** Opens PGlite in `dataDir` (created if missing), or in memory when `dataDir` is 'memory://'. */
export async function openPgliteDatabase(dataDir: string): Promise<SqlDatabase> {
  const onDisk = !dataDir.startsWith('memory://');
  if (onDisk) await mkdir(dataDir, { recursive: true });
  const unlock = onDisk ? await lockDirectory(dataDir) : async () => {};
  let db: PGlite;
  try {
    db = await PGlite.create(dataDir);
  } catch (error) {
    await unlock();
    throw error;
  }
  const base = executor(db);
  return {
    engine: 'pglite',
    query: base.query,
    exec: base.exec,
    transaction: (work) => db.transaction((tx) => work(executor(tx))),
    close: async () => {
      if (!db.closed) await db.close();
      await unlock();
    },
  };
}
