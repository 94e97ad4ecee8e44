/**
 * POST /api/forms with an offer enquiry: the server knows the form by its category, checks
 * its fields (the offer's name and id must be there) and stores it with the offer named, so the
 * dealer sees which offer the shopper asks about.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OFFER_ENQUIRY_CATEGORY } from '../../../src/domain/leads/offer-enquiry-form.ts';
import { FORM_TEXTS } from '../../../src/domain/basics/texts.ts';
import { submitForm } from '../../../src/server/handlers/submit-form.ts';
import type { OpenedLeadStore } from '../../../src/server/store/open-lead-store.ts';
import { BAYSIDE, botFields, call, countStored, depsFor, newKey, postRequest } from './fixtures.ts';
import { STORE_FACTORIES, type TestStore } from './stores.ts';

function offerEnquiry(fields: Record<string, string | null> = {}) {
  return {
    category: OFFER_ENQUIRY_CATEGORY,
    fields: {
      Offer: 'Ford Ranger from $52,990 drive away',
      'Offer ID': '13201',
      'First name': 'Sam',
      'Last name': 'Lee',
      Email: 'sam@example.com',
      Phone: '0400 123 456',
      Message: null,
      ...fields,
    },
    additional_services: [],
    dealership_slug: BAYSIDE.dealerships[0]?.slug ?? null,
    page_id: null,
    opt_in: false,
    subcategory: '',
    ...botFields(),
  };
}

describe.each(STORE_FACTORIES)('an offer enquiry on $name', (factory) => {
  let opened: TestStore;
  let store: OpenedLeadStore;

  beforeAll(async () => {
    opened = await factory.open();
    store = opened.store;
  });
  afterAll(() => opened.dispose());

  it('is stored with the offer\'s name and id, filed under Special Offer Enquiry', async () => {
    const { deps } = depsFor(BAYSIDE, store);
    const response = await call(submitForm, postRequest(BAYSIDE, '/api/forms', offerEnquiry({ Extra: 'not on the form' }), { 'idempotency-key': newKey() }), deps);
    expect(response.status).toBe(200);
    const { lead_id } = (await response.json()) as { lead_id: string };
    const stored = await store.get(BAYSIDE.slug, lead_id);
    expect(stored).toMatchObject({ kind: 'form', category: OFFER_ENQUIRY_CATEGORY, dealershipSlug: BAYSIDE.dealerships[0]?.slug, complete: true });
    expect(stored?.payload).toMatchObject({ fields: { Offer: 'Ford Ranger from $52,990 drive away', 'Offer ID': '13201', 'First name': 'Sam' } });
    expect(Object.keys((stored?.payload as { fields: object }).fields)).not.toContain('Extra');
  });

  it('without the offer it is refused (400 naming the field) and nothing is stored', async () => {
    const { deps } = depsFor(BAYSIDE, store);
    const before = await countStored(store, BAYSIDE.slug);
    const response = await call(submitForm, postRequest(BAYSIDE, '/api/forms', offerEnquiry({ Offer: null })), deps);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: FORM_TEXTS.errorBanner, fields: { Offer: 'Offer is required.' } });
    expect(await countStored(store, BAYSIDE.slug)).toBe(before);
  });
});
