/**
 * The little a lead store needs from a SQL database, so one SqlLeadStore runs the same SQL on
 * PostgreSQL (pg) and on PGlite. Each adapter reshapes its driver's results into plain rows here.
 */

/** A row as the driver returns it: column name to value (jsonb parsed, timestamptz a Date). */
export type SqlRow = Record<string, unknown>;

/** Runs statements: `query` one statement with $1... parameters, `exec` a script of several. */
export interface SqlExecutor {
  query(sql: string, params?: readonly unknown[]): Promise<SqlRow[]>;
  exec(script: string): Promise<void>;
}

/** A database: statements, transactions (commit when `work` resolves, roll back when it throws), close. */
export interface SqlDatabase extends SqlExecutor {
  /** Which engine, for messages and tests. */
  readonly engine: 'postgres' | 'pglite';
  transaction<T>(work: (tx: SqlExecutor) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

