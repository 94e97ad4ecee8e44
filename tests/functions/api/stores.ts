/**
 * The real lead stores the API tests run against: PGlite (in memory, emptied for each test) always,
 * and PostgreSQL when DATABASE_URL is set, in a database of its own that is created and dropped
 * here so no other suite's rows are seen.
 */
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { openLeadStore, type OpenedLeadStore } from '../../../src/server/store/open-lead-store.ts';
import { openEmptyPgliteStore } from '../empty-pglite-store.ts';

/** An opened store and how to be rid of it. */
export interface TestStore {
  readonly store: OpenedLeadStore;
  /** The URL a second store on the same database would use (PostgreSQL only). */
  readonly databaseUrl?: string;
  dispose(): Promise<void>;
}

export interface StoreFactory {
  readonly name: string;
  open(): Promise<TestStore>;
}

async function withAdmin<T>(databaseUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export const STORE_FACTORIES: StoreFactory[] = [
  {
    name: 'PGlite',
    open: () => openEmptyPgliteStore(),
  },
];

const databaseUrl = process.env.DATABASE_URL?.trim();
if (databaseUrl) {
  STORE_FACTORIES.push({
    name: 'PostgreSQL',
    open: async () => {
      const name = `api_test_${randomUUID().replace(/-/g, '')}`;
      await withAdmin(databaseUrl, (client) => client.query(`CREATE DATABASE ${name}`));
      const url = new URL(databaseUrl);
      url.pathname = `/${name}`;
      const store = await openLeadStore({ databaseUrl: url.toString(), dataDir: 'unused', postgres: { maxConnections: 10 } });
      return {
        store,
        databaseUrl: url.toString(),
        dispose: async () => {
          await store.close();
          await withAdmin(databaseUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
        },
      };
    },
  });
}
