/**
 * POST /api/leads for the trade-in lead (source trade_in): the shopper's car in `user.trade_in`,
 * stored in the lead payload (with or without a car of the site), sent in one step or two, and 400
 * with a message per field when the trade-in details break their rules.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIELD_MESSAGES } from '../../../src/domain/leads/field-rules.ts';
import { LEAD_EVENT_IDS } from '../../../src/domain/leads/event-ids.ts';
import { TRADE_IN_CATEGORY, TRADE_IN_MESSAGES, type TradeInLeadDetails } from '../../../src/domain/trade-in/trade-in-lead.ts';
import { FORM_TEXTS } from '../../../src/domain/basics/texts.ts';
import { submitLead } from '../../../src/server/handlers/submit-lead.ts';
import type { OpenedLeadStore } from '../../../src/server/store/open-lead-store.ts';
import { BRIGHTON, botFields, call, countStored, depsFor, newKey, postRequest } from './fixtures.ts';
import { STORE_FACTORIES, type TestStore } from './stores.ts';

/** The trade-in of a shopper who got an estimate. */
const TRADE_IN: TradeInLeadDetails = {
  rego: 'ABC123',
  regoState: 'VIC',
  make: 'Mazda',
  model: 'CX-5',
  year: 2021,
  badge: 'Maxx Sport',
  odometer: 48000,
  adjustmentAnswers: { odometer: 48000, condition: 'good', service_history: 'full', damage: false, finance_owing: false },
  valuation_id: 'val-123',
  estimate: { low: 24000, high: 27000, currency: 'AUD', expires_on: '2026-06-01' },
  outcome: 'estimate',
};

/** A trade-in lead as the trade-in UI sends it; with `car`, the car of the site being bought. */
function tradeInLead(overrides: { trade_in?: unknown; car?: boolean; lead_id?: string | null; last_step?: boolean } = {}) {
  const car = overrides.car
    ? {
        car_id: 5101,
        'Vehicle Make': 'Volkswagen',
        'Vehicle Model': 'Tiguan',
        car_type: 'used',
        vehicle_status: 'in_stock',
        manufacturer_slug: 'volkswagen',
        car_dealership_id: 101,
        stock_number: 'BV-5101',
      }
    : {};
  return {
    user: {
      name: 'Sam Seller',
      email: 'sam@example.com',
      phone: '0412 345 678',
      dealership_slug: 'brighton-volkswagen',
      url: 'https://www.brightonvolkswagen.example/trade-in',
      source: 'trade_in',
      opt_in: false,
      ...car,
      trade_in: 'trade_in' in overrides ? overrides.trade_in : TRADE_IN,
    },
    category: TRADE_IN_CATEGORY,
    subcategory: '',
    lead_id: overrides.lead_id ?? null,
    last_step: overrides.last_step ?? true,
    ...botFields(),
  };
}

describe.each(STORE_FACTORIES)('the trade-in lead on $name', (factory) => {
  let opened: TestStore;
  let store: OpenedLeadStore;

  beforeAll(async () => {
    opened = await factory.open();
    store = opened.store;
  });
  afterAll(() => opened.dispose());

  const send = (body: unknown) => call(submitLead, postRequest(BRIGHTON, '/api/leads', body, { 'idempotency-key': newKey() }), depsFor(BRIGHTON, store).deps);

  it('stores a one-step trade-in lead with no car of the site, as a form lead (event 22) with its trade-in, and queues its delivery', async () => {
    const response = await send(tradeInLead({ trade_in: { make: 'Holden', model: 'Commodore', year: 2012, odometer: 210000, outcome: 'no-online-estimate-too-old' } }));
    expect(response.status).toBe(200);
    const { lead_id } = (await response.json()) as { lead_id: string };
    const row = (await store.list(BRIGHTON.slug, { limit: 5 })).find((r) => r.submission.id === lead_id);
    expect(row?.submission).toMatchObject({ category: TRADE_IN_CATEGORY, eventId: LEAD_EVENT_IDS.form, complete: true });
    expect(row?.submission.payload).toMatchObject({ user: { trade_in: { make: 'Holden', model: 'Commodore', year: 2012, outcome: 'no-online-estimate-too-old', estimate: null } } });
    expect((row?.submission.payload as { user: object }).user).not.toHaveProperty('car_id');
    expect(row?.outbox.map((entry) => entry.channel)).toEqual(['email', 'webhook']);
  });

  it('sends an estimate as a partial lead, then completes it on "Talk to us", with the car being bought', async () => {
    const first = await send(tradeInLead({ car: true, last_step: false }));
    expect(first.status).toBe(200);
    const { lead_id } = (await first.json()) as { lead_id: string };
    expect(await store.get(BRIGHTON.slug, lead_id)).toMatchObject({ complete: false, payload: { user: { car_id: 5101, trade_in: TRADE_IN } } });
    const last = await send(tradeInLead({ car: true, lead_id, last_step: true }));
    expect(last.status).toBe(200);
    expect(await store.get(BRIGHTON.slug, lead_id)).toMatchObject({ complete: true });
  });

  it('refuses a trade-in lead without its trade-in details, or with details that break their rules (400 naming each field), storing nothing', async () => {
    const before = await countStored(store, BRIGHTON.slug);
    const missing = await send(tradeInLead({ trade_in: undefined }));
    expect(missing.status).toBe(400);
    expect(await missing.json()).toEqual({ error: FORM_TEXTS.errorBanner, fields: { 'user.trade_in': FIELD_MESSAGES.required('Trade-in details') } });

    const wrong = await send(
      tradeInLead({
        trade_in: {
          vin: 'IOQ',
          make: '',
          year: 1850,
          odometer: -4,
          adjustmentAnswers: { condition: { bad: true } },
          estimate: { low: 27000, high: 24000, currency: 'USD', expires_on: '1 June' },
          outcome: 'maybe',
        },
      }),
    );
    expect(wrong.status).toBe(400);
    expect(((await wrong.json()) as { fields: object }).fields).toEqual({
      'user.trade_in.vin': TRADE_IN_MESSAGES.vin,
      'user.trade_in.make': FIELD_MESSAGES.required('Make'),
      'user.trade_in.model': FIELD_MESSAGES.required('Model'),
      'user.trade_in.year': TRADE_IN_MESSAGES.year(new Date().getUTCFullYear() + 1),
      'user.trade_in.odometer': TRADE_IN_MESSAGES.odometer,
      'user.trade_in.adjustmentAnswers': TRADE_IN_MESSAGES.answers,
      'user.trade_in.estimate': TRADE_IN_MESSAGES.estimateWithoutOutcome,
      'user.trade_in.estimate.high': TRADE_IN_MESSAGES.highBelowLow,
      'user.trade_in.estimate.currency': TRADE_IN_MESSAGES.currency('AUD'),
      'user.trade_in.estimate.expires_on': TRADE_IN_MESSAGES.expiresOn,
      'user.trade_in.outcome': TRADE_IN_MESSAGES.outcome,
    });

    const noEstimate = await send(tradeInLead({ trade_in: { ...TRADE_IN, estimate: null } }));
    expect(((await noEstimate.json()) as { fields: object }).fields).toEqual({ 'user.trade_in.outcome': TRADE_IN_MESSAGES.outcomeWithoutEstimate });

    const noContact = tradeInLead();
    const response = await send({ ...noContact, user: { ...noContact.user, name: '', email: '', phone: '' } });
    expect(((await response.json()) as { fields: object }).fields).toEqual({
      'user.name': FIELD_MESSAGES.required('Name'),
      'user.email': FIELD_MESSAGES.required('Email'),
      'user.phone': FIELD_MESSAGES.required('Phone'),
    });
    const badPostcode = await send({ ...noContact, user: { ...noContact.user, postcode: '31' } });
    expect(((await badPostcode.json()) as { fields: object }).fields).toEqual({ 'user.postcode': 'Invalid postcode. Please enter a 4-digit number.' });
    expect(await countStored(store, BRIGHTON.slug)).toBe(before);
  });

  it('keeps the postcode the wizard asks for', async () => {
    const body = tradeInLead();
    const response = await send({ ...body, user: { ...body.user, postcode: '3186' } });
    const { lead_id } = (await response.json()) as { lead_id: string };
    expect(await store.get(BRIGHTON.slug, lead_id)).toMatchObject({ payload: { user: { postcode: '3186' } } });
  });

  it('still requires the car fields of the other sources', async () => {
    const body = tradeInLead();
    const response = await send({ ...body, user: { ...body.user, source: 'enquiry' } });
    expect(response.status).toBe(400);
    expect(Object.keys(((await response.json()) as { fields: object }).fields)).toContain('user.car_id');
  });
});
