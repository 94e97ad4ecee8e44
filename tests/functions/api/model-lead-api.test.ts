/**
 * Model leads through POST /api/leads against real stores: an order, a model test drive and a model
 * quote are stored with the model (its slug and the catalogue's names, new, no car) and the spec's
 * event ids (14, 17); a model the site's catalogue does not have, a dealership that does not sell
 * it and a missing required message are refused with their field's message.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SiteConfig } from '../../../src/config/site-config-schema.ts';
import { FIELD_MESSAGES } from '../../../src/domain/leads/field-rules.ts';
import { DEALERSHIP_MODEL_MESSAGE, UNKNOWN_MODEL_MESSAGE } from '../../../src/domain/leads/model-lead-form.ts';
import { LEAD_EVENT_IDS } from '../../../src/domain/leads/event-ids.ts';
import { buildLeadSubmission } from '../../../src/domain/leads/lead-payload.ts';
import { buildModelLeadFormValues, type LeadModel } from '../../../src/domain/leads/model-lead.ts';
import type { ModelLeadSource } from '../../../src/domain/leads/types.ts';
import { submitLead } from '../../../src/server/handlers/submit-lead.ts';
import { FORM_TEXTS } from '../../../src/domain/basics/texts.ts';
import type { OpenedLeadStore } from '../../../src/server/store/open-lead-store.ts';
import { requireSiteConfig } from '../../../src/config/load-site-config.ts';
import { BAYSIDE, BRIGHTON, ROOT, botFields, call, countStored, depsFor, newKey, postRequest } from './fixtures.ts';
import { STORE_FACTORIES, type TestStore } from './stores.ts';

const TIGUAN: LeadModel = { slug: 'tiguan', name: 'Tiguan', manufacturer_name: 'Volkswagen', manufacturer_slug: 'volkswagen' };
const EV9: LeadModel = { slug: 'ev9', name: 'EV9', manufacturer_name: 'Kia', manufacturer_slug: 'kia' };

/** A model lead as the model forms send it (one step). */
function modelLead(
  site: SiteConfig,
  model: LeadModel,
  source: ModelLeadSource,
  form: { message?: string; dateTime?: string; dealership_slug?: string } = { message: 'Which colours are in stock?' },
) {
  const values = buildModelLeadFormValues({
    model,
    source,
    form: { ...form, opt_in: true },
    page: { url: `${site.url}/models/order-now?model_id=${model.slug}`, user_agent: 'Mozilla/5.0 (test)', visited_pages: ['/'], linked_query_params: {} },
    dealerships: site.dealerships,
  });
  const submission = buildLeadSubmission({
    contact: { name: 'Alex Citizen', email: 'alex@example.com', phone: '0400 123 456' },
    values,
    category: source === 'model_test_drive' ? 'Test Drive' : 'New Vehicle Order',
    step: { lead_id: null, last_step: true },
  });
  return { ...submission, ...botFields() };
}

describe.each(STORE_FACTORIES)('model leads on $name', (factory) => {
  let opened: TestStore;
  let store: OpenedLeadStore;

  beforeAll(async () => {
    opened = await factory.open();
    store = opened.store;
  });
  afterAll(() => opened.dispose());

  async function send(site: SiteConfig, body: unknown) {
    const { deps } = depsFor(site, store);
    return call(submitLead, postRequest(site, '/api/leads', body, { 'idempotency-key': newKey() }), deps);
  }

  it('an order is stored with the model (slug, make, model, new), no car, event 14, for the dealership selling it', async () => {
    const response = await send(BRIGHTON, modelLead(BRIGHTON, TIGUAN, 'model_order'));
    expect(response.status).toBe(200);
    const { lead_id } = (await response.json()) as { lead_id: string };
    const stored = await store.get(BRIGHTON.slug, lead_id);
    expect(stored).toMatchObject({
      kind: 'lead',
      dealershipSlug: 'brighton-volkswagen',
      category: 'New Vehicle Order',
      eventId: LEAD_EVENT_IDS.newCarEnquiry,
      complete: true,
      consent: { given: true, text: FORM_TEXTS.defaultOptIn },
    });
    const user = (stored?.payload as { user: Record<string, unknown> }).user;
    expect(user).toMatchObject({
      source: 'model_order',
      model_id: 'tiguan',
      manufacturer_slug: 'volkswagen',
      'Vehicle Make': 'Volkswagen',
      'Vehicle Model': 'Tiguan',
      car_type: 'new',
      message: 'Which colours are in stock?',
    });
    for (const carField of ['car_id', 'stock_number', 'vehicle_status', 'car_dealership_id']) expect(user).not.toHaveProperty(carField);
  });

  it('a model test drive on a multi-brand site sends 17 and goes to the dealership chosen; date-time and message may be left out', async () => {
    const response = await send(BAYSIDE, modelLead(BAYSIDE, EV9, 'model_test_drive', { dealership_slug: 'bayside-kia' }));
    expect(response.status).toBe(200);
    const { lead_id } = (await response.json()) as { lead_id: string };
    const stored = await store.get(BAYSIDE.slug, lead_id);
    expect(stored).toMatchObject({ dealershipSlug: 'bayside-kia', eventId: LEAD_EVENT_IDS.newOrTestDriveOnlyTestDrive, category: 'Test Drive' });
    expect((stored?.payload as { user: object }).user).toMatchObject({ model_id: 'ev9', 'Vehicle Make': 'Kia', dateTime: null, message: '' });
  });

  it('a model quote sends 14, and the make and model stored are the catalogue\'s whatever the body says; car fields are dropped', async () => {
    const body = modelLead(BRIGHTON, TIGUAN, 'model_enquiry');
    const spoofed = { ...body, user: { ...body.user, 'Vehicle Make': 'Ferrari', 'Vehicle Model': 'F40', car_id: 77, stock_number: 'X-1' } };
    const response = await send(BRIGHTON, spoofed);
    expect(response.status).toBe(200);
    const { lead_id } = (await response.json()) as { lead_id: string };
    const stored = await store.get(BRIGHTON.slug, lead_id);
    expect(stored?.eventId).toBe(LEAD_EVENT_IDS.newCarEnquiry);
    const user = (stored?.payload as { user: Record<string, unknown> }).user;
    expect(user).toMatchObject({ source: 'model_enquiry', 'Vehicle Make': 'Volkswagen', 'Vehicle Model': 'Tiguan' });
    expect(user).not.toHaveProperty('car_id');
    expect(user).not.toHaveProperty('stock_number');
  });

  it('a model the site\'s catalogue does not have is refused with a field error, and nothing is stored', async () => {
    const before = await countStored(store, BRIGHTON.slug);
    const response = await send(BRIGHTON, modelLead(BRIGHTON, { ...TIGUAN, slug: 'beetle', name: 'Beetle' }, 'model_order'));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: FORM_TEXTS.errorBanner, fields: { 'user.model_id': UNKNOWN_MODEL_MESSAGE } });
    // Another site's model is not this site's either.
    const foreign = await send(BRIGHTON, modelLead(BRIGHTON, EV9, 'model_test_drive'));
    expect(await foreign.json()).toMatchObject({ fields: { 'user.model_id': UNKNOWN_MODEL_MESSAGE } });
    expect(await countStored(store, BRIGHTON.slug)).toBe(before);
  });

  it('a dealership that does not sell the model is refused', async () => {
    const response = await send(BAYSIDE, modelLead(BAYSIDE, EV9, 'model_order', { message: 'Hi', dealership_slug: 'bayside-ford' }));
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ fields: { 'user.dealership_slug': DEALERSHIP_MODEL_MESSAGE } });
  });

  it('on a site with enquiry terms an order must accept them, and the acceptance is stored', async () => {
    const harbour = await requireSiteConfig(ROOT, 'harbour-city-renault-skoda');
    const [model] = (await depsFor(harbour, store).deps.models()).filter((entry) => entry.status !== 'coming_soon');
    if (model === undefined) throw new Error('harbour-city-renault-skoda has no model');
    const body = modelLead(harbour, model, 'model_order', { message: 'Hi' });
    const refused = await send(harbour, body);
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ fields: { 'user.terms_conditions': FORM_TEXTS.termsRequired } });
    const accepted = await send(harbour, { ...body, user: { ...body.user, terms_conditions: true } });
    expect(accepted.status).toBe(200);
    const { lead_id } = (await accepted.json()) as { lead_id: string };
    expect(((await store.get(harbour.slug, lead_id))?.payload as { user: object }).user).toMatchObject({ terms_conditions: true, model_id: model.slug });
  });

  it('the order\'s message follows the site\'s enquiry_message setting (required on Brighton, optional on Bayside)', async () => {
    const brighton = await send(BRIGHTON, modelLead(BRIGHTON, TIGUAN, 'model_order', {}));
    expect(brighton.status).toBe(400);
    expect(await brighton.json()).toMatchObject({ fields: { 'user.message': FIELD_MESSAGES.required('Message') } });
    const bayside = await send(BAYSIDE, modelLead(BAYSIDE, EV9, 'model_order', {}));
    expect(bayside.status).toBe(200);
  });

  it('an unreadable catalogue answers 503 with Retry-After and stores nothing, naming the failure in the log', async () => {
    const { deps, logged } = depsFor(BRIGHTON, store, { models: () => Promise.reject(new Error('models.json: not valid JSON')) });
    const before = await countStored(store, BRIGHTON.slug);
    const response = await call(submitLead, postRequest(BRIGHTON, '/api/leads', modelLead(BRIGHTON, TIGUAN, 'model_order'), { 'idempotency-key': newKey() }), deps);
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('30');
    expect(await countStored(store, BRIGHTON.slug)).toBe(before);
    expect(logged.messages).toEqual(['brighton-volkswagen: the model catalogue could not be read for a model lead']);
  });
});
