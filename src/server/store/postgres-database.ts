/**
 * The production SQL database: PostgreSQL through a small pg pool. Timeouts are short so that a
 * database that is down makes the function answer 503 within seconds instead of hanging.
 */
import pg from 'pg';
import type { SqlDatabase, SqlExecutor, SqlRow } from './sql-database.ts';

/** Pool settings: a serverless instance needs few connections. */
export interface PostgresOptions {
  readonly maxConnections?: number;
  readonly connectTimeoutMs?: number;
  readonly queryTimeoutMs?: number;
}

function executor(client: pg.Pool | pg.PoolClient): SqlExecutor {
  return {
    async query(sql, params = []) {
      const result = await client.query<SqlRow>(sql, [...params]);
      return result.rows;
    },
    async exec(script) {
      await client.query(script);
    },
  };
}

/** Opens a pool on `databaseUrl` and checks that it answers. */
export async function openPostgresDatabase(databaseUrl: string, options: PostgresOptions = {}): Promise<SqlDatabase> {
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: options.maxConnections ?? 5,
    connectionTimeoutMillis: options.connectTimeoutMs ?? 5_000,
    query_timeout: options.queryTimeoutMs ?? 10_000,
  });
  // An idle connection that the server drops emits 'error' on the pool; without a listener that
  // would crash the process. The next query simply opens a new connection.
  pool.on('error', () => undefined);
  try {
    await pool.query('SELECT 1');
  } catch (error) {
    await pool.end().catch(() => undefined);
    throw error;
  }
  const base = executor(pool);
  return {
    engine: 'postgres',
    query: base.query,
    exec: base.exec,
    async transaction(work) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await work(executor(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
