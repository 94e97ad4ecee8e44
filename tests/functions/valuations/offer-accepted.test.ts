/**
 * Accepting a trade-in offer (POST /api/offer-accepted) makes the lead's event id 18 (spec section
 * 9) and completes it, queuing its CRM delivery once; a retry changes nothing. On PGlite, and on
 * PostgreSQL when DATABASE_URL is set.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEAD_EVENT_IDS } from '../../../src/domain/leads/event-ids.ts';
import { acceptOffer } from '../../../src/server/handlers/accept-offer.ts';
import { submitLead } from '../../../src/server/handlers/submit-lead.ts';
import type { OpenedLeadStore } from '../../../src/server/store/open-lead-store.ts';
import { BRIGHTON, call, depsFor, enquiryLead, newKey, offerAcceptedRequest, postRequest } from '../api/fixtures.ts';
import { STORE_FACTORIES, type TestStore } from '../api/stores.ts';

describe.each(STORE_FACTORIES)('accepting a trade-in offer on $name', (factory) => {
  let opened: TestStore;
  let store: OpenedLeadStore;

  beforeAll(async () => {
    opened = await factory.open();
    store = opened.store;
  });
  afterAll(() => opened.dispose());

  async function partialLead(): Promise<string> {
    const { deps } = depsFor(BRIGHTON, store);
    const response = await call(submitLead, postRequest(BRIGHTON, '/api/leads', enquiryLead({ last_step: false }), { 'idempotency-key': newKey() }), deps);
    expect(response.status).toBe(200);
    return ((await response.json()) as { lead_id: string }).lead_id;
  }

  async function accept(leadId: string, key: string, body: unknown = offerAcceptedRequest(leadId)): Promise<Response> {
    const { deps } = depsFor(BRIGHTON, store);
    return call(acceptOffer, postRequest(BRIGHTON, '/api/offer-accepted', body, { 'idempotency-key': key }), deps);
  }

  async function row(leadId: string) {
    return (await store.list(BRIGHTON.slug, { limit: 50 })).find((entry) => entry.submission.id === leadId);
  }

  it('sets event id 18 and completes the lead, queuing its delivery', async () => {
    const leadId = await partialLead();
    expect((await row(leadId))?.submission).toMatchObject({ eventId: LEAD_EVENT_IDS.usedCarEnquiry, complete: false });
    expect((await row(leadId))?.outbox).toHaveLength(0);
    const response = await accept(leadId, newKey());
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ lead_id: leadId });
    const accepted = await row(leadId);
    expect(accepted?.submission).toMatchObject({ eventId: 18, complete: true, payload: { offer_accepted: true, form_completed: true } });
    expect(accepted?.outbox).toHaveLength(2);
  });

  it('is idempotent: the same key replays, a new key queues no second delivery', async () => {
    const leadId = await partialLead();
    const key = newKey();
    expect((await accept(leadId, key)).status).toBe(200);
    const replay = await accept(leadId, key);
    expect(replay.status).toBe(200);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect((await accept(leadId, newKey())).status).toBe(200);
    const accepted = await row(leadId);
    expect(accepted?.submission).toMatchObject({ eventId: 18, complete: true });
    expect(accepted?.outbox).toHaveLength(2);
  });

  it('keeps the event id when the offer is not accepted', async () => {
    const leadId = await partialLead();
    expect((await accept(leadId, newKey(), { lead_id: leadId, form_completed: true, offer_accepted: false })).status).toBe(200);
    expect((await row(leadId))?.submission).toMatchObject({ eventId: LEAD_EVENT_IDS.usedCarEnquiry, complete: true });
  });
});
