/**
 * POST /api/miscellaneous (store valuation) follows the site's `trade_in.store_valuations`: a site
 * that keeps valuations stores them (every region's shape: an AU plate with its state, a US VIN
 * alone); one that does not answers 404 in plain words and stores nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requireSiteConfig } from '../../../src/config/load-site-config.ts';
import { storeValuationRequest } from '../../../src/domain/leads/valuation.ts';
import { STORE_VALUATION_TEXTS, storeValuation } from '../../../src/server/handlers/store-valuation.ts';
import { API_TEXTS } from '../../../src/server/http/responses.ts';
import type { OpenedLeadStore } from '../../../src/server/store/open-lead-store.ts';
import { BAYSIDE, BRIGHTON, ROOT, call, countStored, depsFor, postRequest } from '../api/fixtures.ts';
import { STORE_FACTORIES, type TestStore } from '../api/stores.ts';

const LAKESIDE = await requireSiteConfig(ROOT, 'lakeside-mazda');
const ANSWERS = { odometer: 60_000, condition: 'good', service_history: 'full', damage: false, finance_owing: false };

describe.each(STORE_FACTORIES)('storing a valuation on $name', (factory) => {
  let opened: TestStore;
  let store: OpenedLeadStore;

  beforeAll(async () => {
    opened = await factory.open();
    store = opened.store;
  });
  afterAll(() => opened.dispose());

  it('is kept by brighton-volkswagen and lakeside-mazda, not by bayside-motor-group', () => {
    expect(BRIGHTON.trade_in.store_valuations).toBe(true);
    expect(LAKESIDE.trade_in.store_valuations).toBe(true);
    expect(BAYSIDE.trade_in.store_valuations).toBe(false);
  });

  it('stores an AU valuation with its plate as the tool expects it', async () => {
    const { deps } = depsFor(BRIGHTON, store);
    const body = storeValuationRequest({ rego: 'trade 1', regoState: 'vic', adjustmentAnswers: ANSWERS, id: 'v1.abc.def' });
    const response = await call(storeValuation, postRequest(BRIGHTON, '/api/miscellaneous', body), deps);
    expect(response.status).toBe(200);
    const { lead_id } = (await response.json()) as { lead_id: string };
    expect(await store.get(BRIGHTON.slug, lead_id)).toMatchObject({
      kind: 'valuation',
      payload: { column_name: 'valuation', valuation: { rego: 'TRADE1', regoState: 'VIC', adjustmentAnswers: ANSWERS, id: 'v1.abc.def' } },
    });
  });

  it('stores a US valuation known by its VIN alone', async () => {
    const { deps } = depsFor(LAKESIDE, store);
    const body = { column_name: 'valuation', valuation: { vin: 'jm3kfbcm1m0123456', adjustmentAnswers: ANSWERS, id: 'v1.x.y' } };
    const response = await call(storeValuation, postRequest(LAKESIDE, '/api/miscellaneous', body), deps);
    expect(response.status).toBe(200);
    const { lead_id } = (await response.json()) as { lead_id: string };
    expect((await store.get(LAKESIDE.slug, lead_id))?.payload).toMatchObject({ valuation: { vin: 'JM3KFBCM1M0123456' } });
  });

  it('answers 400 with field messages for an AU plate without its state, or neither plate nor VIN', async () => {
    const { deps } = depsFor(BRIGHTON, store);
    const noState = await call(storeValuation, postRequest(BRIGHTON, '/api/miscellaneous', { column_name: 'valuation', valuation: { rego: 'TRADE1', id: 'x' } }), deps);
    expect(noState.status).toBe(400);
    expect(await noState.json()).toEqual({ error: API_TEXTS.invalidFields, fields: { 'valuation.regoState': 'Registration state is required.' } });
    const nothing = await call(storeValuation, postRequest(BRIGHTON, '/api/miscellaneous', { column_name: 'valuation', valuation: { id: 'x' } }), deps);
    expect(await nothing.json()).toMatchObject({ fields: { 'valuation.rego': 'Registration is required.' } });
  });

  it('answers 404 in plain words on a site that does not keep valuations, and stores nothing', async () => {
    const { deps } = depsFor(BAYSIDE, store);
    const before = await countStored(store, BAYSIDE.slug);
    const body = storeValuationRequest({ rego: 'MAZDA1', regoState: 'NSW', adjustmentAnswers: ANSWERS, id: 'x' });
    const response = await call(storeValuation, postRequest(BAYSIDE, '/api/miscellaneous', body), deps);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: STORE_VALUATION_TEXTS.notKept });
    expect(await countStored(store, BAYSIDE.slug)).toBe(before);
  });

  it('still runs the guards first on such a site (403 for a foreign origin)', async () => {
    const { deps } = depsFor(BAYSIDE, store);
    const response = await call(storeValuation, postRequest(BAYSIDE, '/api/miscellaneous', {}, { origin: 'https://evil.example' }), deps);
    expect(response.status).toBe(403);
  });
});
