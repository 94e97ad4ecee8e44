/**
 * A database failure never answers success: a closed store, an unreachable PostgreSQL, a deploy
 * without a durable database, and a write that fails halfway (the lead and its outbox entries are
 * one transaction, so nothing is left behind) all answer 503 in plain words.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { leadStoreOptions } from '../../../src/server/wiring/api-deps.ts';
import type { Handler } from '../../../src/server/handlers/deps.ts';
import { acceptOffer } from '../../../src/server/handlers/accept-offer.ts';
import { revealPhone } from '../../../src/server/handlers/reveal-phone.ts';
import { storeValuation } from '../../../src/server/handlers/store-valuation.ts';
import { submitForm } from '../../../src/server/handlers/submit-form.ts';
import { submitLead } from '../../../src/server/handlers/submit-lead.ts';
import { API_TEXTS } from '../../../src/server/http/responses.ts';
import { migrate, readMigrations } from '../../../src/server/store/migrate.ts';
import { defaultMigrationsDir, openLeadStore } from '../../../src/server/store/open-lead-store.ts';
import { openPgliteDatabase } from '../../../src/server/store/pglite-database.ts';
import type { SqlDatabase } from '../../../src/server/store/sql-database.ts';
import { SqlLeadStore } from '../../../src/server/store/sql-lead-store.ts';
import { BRIGHTON, PHONE_REVEAL, VALUATION, call, depsFor, enquiryLead, offerAcceptedRequest, postRequest, serviceBookingForm } from './fixtures.ts';

const CALLS: [string, Handler, string, unknown][] = [
  ['a lead', submitLead, '/api/leads', enquiryLead()],
  ['a generic form', submitForm, '/api/forms', serviceBookingForm()],
  ['a phone reveal', revealPhone, '/api/phone-reveal', PHONE_REVEAL],
  ['an accepted offer', acceptOffer, '/api/offer-accepted', offerAcceptedRequest(randomUUID())],
  ['a valuation', storeValuation, '/api/miscellaneous', VALUATION],
];

async function expectUnavailable(response: Response): Promise<void> {
  expect(response.status).toBe(503);
  expect(response.headers.get('retry-after')).toBe('30');
  expect(await response.json()).toEqual({ error: API_TEXTS.storeUnavailable });
}

describe('a database failure never answers success', () => {
  // One PGlite for the whole file (it takes seconds to start): first a store whose outbox refuses
  // every write, then the same store closed.
  let db: SqlDatabase;
  let store: SqlLeadStore;

  beforeAll(async () => {
    db = await openPgliteDatabase(`memory://failing-${randomUUID()}`);
    await migrate(db, await readMigrations(await defaultMigrationsDir()));
    await db.exec(`
      CREATE FUNCTION refuse_outbox() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'disk full'; END $$;
      CREATE TRIGGER refuse_outbox BEFORE INSERT ON outbox FOR EACH ROW EXECUTE FUNCTION refuse_outbox();`);
    store = new SqlLeadStore(db);
  });

  describe('when the outbox write fails inside the transaction', () => {
    it('answers 503 and leaves no lead behind', async () => {
      const { deps } = depsFor(BRIGHTON, store);
      await expectUnavailable(await call(submitLead, postRequest(BRIGHTON, '/api/leads', enquiryLead()), deps));
      expect(await store.list(BRIGHTON.slug, { limit: 10 })).toEqual([]);
      // A phone reveal has no outbox entry, so the same store still takes it.
      expect((await call(revealPhone, postRequest(BRIGHTON, '/api/phone-reveal', PHONE_REVEAL), deps)).status).toBe(200);
    });
  });

  describe('when the store has been closed', () => {
    beforeAll(() => store.close());

    it.each(CALLS)('answers 503 for %s', async (_, handler, path, body) => {
      const { deps, logged } = depsFor(BRIGHTON, store);
      await expectUnavailable(await call(handler, postRequest(BRIGHTON, path, body), deps));
      expect(logged.messages.join('\n')).toContain('the lead store failed');
    });
  });

  it.each(CALLS)('answers 503 for %s when PostgreSQL cannot be reached', async (_, handler, path, body) => {
    const dead = () => openLeadStore({ databaseUrl: 'postgres://postgres@127.0.0.1:9/leads', dataDir: 'unused', postgres: { connectTimeoutMs: 1000 } });
    const { deps } = depsFor(BRIGHTON, dead);
    await expectUnavailable(await call(handler, postRequest(BRIGHTON, path, body), deps));
  });

  it('answers 503 on a serverless deploy without DATABASE_URL rather than keep leads on a disk that vanishes', async () => {
    const unavailable = () => openLeadStore(leadStoreOptions({ databaseUrl: undefined, dataDir: '/tmp/unused', serverless: true }));
    const { deps } = depsFor(BRIGHTON, unavailable);
    await expectUnavailable(await call(submitLead, postRequest(BRIGHTON, '/api/leads', enquiryLead()), deps));
  });
});
