/**
 * The lead stores the delivery tests run against, each on a test clock: the in-memory store of this
 * folder, the real store on PGlite (in memory), and the real store on PostgreSQL when DATABASE_URL
 * is set (in a database of its own, created and dropped here, so other suites' outbox entries are
 * never claimed by these tests).
 */
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import type { LeadStore } from '../../../src/server/ports/lead-store.ts';
import { openLeadStore } from '../../../src/server/store/open-lead-store.ts';
import { MemoryLeadStore } from './memory-lead-store.ts';
import { openEmptyPgliteStore } from '../empty-pglite-store.ts';

/** A store on a clock, and how to be rid of it. */
export interface TestStore {
  readonly store: LeadStore;
  dispose(): Promise<void>;
}

export interface StoreFactory {
  readonly name: string;
  open(now: () => Date): Promise<TestStore>;
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
    name: 'memory store',
    open: async (now) => {
      const store = new MemoryLeadStore({ now });
      return { store, dispose: () => store.close() };
    },
  },
  {
    name: 'PGlite store',
    open: (now) => openEmptyPgliteStore({ now }),
  },
];

const databaseUrl = process.env.DATABASE_URL?.trim();
if (databaseUrl) {
  STORE_FACTORIES.push({
    name: 'PostgreSQL store',
    open: async (now) => {
      const name = `delivery_test_${randomUUID().replace(/-/g, '')}`;
      await withAdmin(databaseUrl, (client) => client.query(`CREATE DATABASE ${name}`));
      const url = new URL(databaseUrl);
      url.pathname = `/${name}`;
      const store = await openLeadStore({ databaseUrl: url.toString(), dataDir: 'unused', now });
      return {
        store,
        dispose: async () => {
          await store.close();
          await withAdmin(databaseUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${name}`));
        },
      };
    },
  });
}
