/**
 * The lead API against real stores (PGlite always; PostgreSQL too when DATABASE_URL is set): each
 * error status in plain words, a good lead stored with its outbox entries before the answer,
 * concurrency, idempotent retries, multi-step leads, and the tenant taken from the site.
 */
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { advertisedAmount } from '../../../src/domain/cars/price.ts';
import { buildAdf } from '../../../src/server/crm/adf.ts';
import { readStockFeed } from '../../../src/stock/read-stock-feed.ts';
import { FIELD_MESSAGES } from '../../../src/domain/leads/field-rules.ts';
import { DROP_OFF_TIMES } from '../../../src/domain/leads/service-booking-form.ts';
import { FORM_TEXTS } from '../../../src/domain/basics/texts.ts';
import { acceptOffer } from '../../../src/server/handlers/accept-offer.ts';
import { revealPhone } from '../../../src/server/handlers/reveal-phone.ts';
import { SCHEMA_MESSAGES } from '../../../src/server/handlers/schemas.ts';
import { storeValuation } from '../../../src/server/handlers/store-valuation.ts';
import { submitForm } from '../../../src/server/handlers/submit-form.ts';
import { submitLead } from '../../../src/server/handlers/submit-lead.ts';
import { API_TEXTS } from '../../../src/server/http/responses.ts';
import { TokenBucketRateLimiter } from '../../../src/server/http/rate-limit.ts';
import type { OpenedLeadStore } from '../../../src/server/store/open-lead-store.ts';
import {
  BAYSIDE,
  BRIGHTON,
  PHONE_REVEAL,
  ROOT,
  VALUATION,
  brightonCar,
  call,
  countStored,
  depsFor,
  enquiryLead,
  newKey,
  offerAcceptedRequest,
  postRequest,
  serviceBookingForm,
  dealerDefinedForm,
} from './fixtures.ts';
import { STORE_FACTORIES, type TestStore } from './stores.ts';

/** A careers enquiry's fields (src/domain/leads/careers-enquiry-form.ts). */
const CAREERS_FIELDS = {
  Role: 'Sales Consultant, Brighton Volkswagen Sales',
  'First name': 'Jo',
  'Last name': 'Park',
  Email: 'jo@example.com',
  Phone: '0400 123 456',
  Message: null,
  'Link to your CV': null,
};

describe.each(STORE_FACTORIES)('the lead API on $name', (factory) => {
  let opened: TestStore;
  let store: OpenedLeadStore;

  beforeAll(async () => {
    opened = await factory.open();
    store = opened.store;
  });
  afterAll(() => opened.dispose());

  describe('a good lead', () => {
    it('answers 200 with a lead_id, and the lead is stored with its outbox entries before the answer', async () => {
      const { deps } = depsFor(BRIGHTON, store);
      const response = await call(submitLead, postRequest(BRIGHTON, '/api/leads', enquiryLead(), { 'idempotency-key': newKey() }), deps);
      expect(response.status).toBe(200);
      const { lead_id } = (await response.json()) as { lead_id: string };
      const stored = await store.get(BRIGHTON.slug, lead_id);
      expect(stored).toMatchObject({
        kind: 'lead',
        siteSlug: 'brighton-volkswagen',
        dealershipSlug: 'brighton-volkswagen',
        category: 'Vehicle Enquiry',
        eventId: 15,
        complete: true,
        consent: { given: true, text: FORM_TEXTS.defaultOptIn },
      });
      expect(stored?.payload).toMatchObject({
        user: { name: 'Alex Citizen', 'Vehicle Make': 'Volkswagen', message: 'Is it still available? <b>"Tom & Jerry\'s"</b>' },
      });
      const [entry] = await store.list(BRIGHTON.slug, { limit: 50 }).then((rows) => rows.filter((row) => row.submission.id === lead_id));
      expect(entry?.outbox.map((o) => [o.channel, o.target, o.state])).toEqual([
        ['email', 'leads@brightonvolkswagen.example', 'pending'],
        ['webhook', 'https://crm.brightonvolkswagen.example/adf'],
      ].map(([channel, target]) => [channel, target, 'pending']));
    });

    it("keeps the car it names as the site's stock has it, so the ADF's vehicle and advertised price come from the site, not the browser", async () => {
      const cars = await readStockFeed(BRIGHTON, path.join(ROOT, 'data', BRIGHTON.slug));
      const car = cars.find((each) => advertisedAmount(each, BRIGHTON.region) !== null);
      if (car === undefined) throw new Error('Brighton has no car with an advertised price');
      const { deps } = depsFor(BRIGHTON, store);
      // The browser's copy of the car says another stock number: the site's own wins.
      const lead = enquiryLead({ car: brightonCar({ id: car.id, make: car.make, model: car.model, stocknum: 'FROM-THE-BROWSER' }) });
      const response = await call(submitLead, postRequest(BRIGHTON, '/api/leads', lead, { 'idempotency-key': newKey() }), deps);
      expect(response.status).toBe(200);
      const { lead_id } = (await response.json()) as { lead_id: string };
      const stored = await store.get(BRIGHTON.slug, lead_id);
      expect(stored?.payload).toMatchObject({ car: { id: car.id, stocknum: car.stocknum, price: car.price } });
      const adf = buildAdf(stored!, BRIGHTON);
      expect(adf).toContain(`<price type="asking" currency="AUD">${car.price}</price>`);
      expect(adf).toContain(`<stock>${car.stocknum}</stock>`);
    });

    it('stores a lead whose car the stock no longer has, without a car of its own', async () => {
      const { deps } = depsFor(BRIGHTON, store);
      const lead = enquiryLead({ car: brightonCar({ id: 999_999_999 }) });
      const response = await call(submitLead, postRequest(BRIGHTON, '/api/leads', lead, { 'idempotency-key': newKey() }), deps);
      expect(response.status).toBe(200);
      const { lead_id } = (await response.json()) as { lead_id: string };
      expect((await store.get(BRIGHTON.slug, lead_id))?.payload).not.toHaveProperty('car');
    });

    it('stores 200 concurrent submits as 200 leads', async () => {
      const { deps } = depsFor(BRIGHTON, store);
      const before = await countStored(store, BRIGHTON.slug);
      const responses = await Promise.all(
        Array.from({ length: 200 }, (_, index) =>
          call(submitLead, postRequest(BRIGHTON, '/api/leads', enquiryLead({ name: `Shopper ${index}` }), { 'idempotency-key': newKey() }), deps),
        ),
      );
      expect(responses.map((response) => response.status)).toEqual(Array(200).fill(200));
      const ids = await Promise.all(responses.map(async (response) => ((await response.json()) as { lead_id: string }).lead_id));
      expect(new Set(ids).size).toBe(200);
      expect(await countStored(store, BRIGHTON.slug)).toBe(before + 200);
    });

    it('stores one lead for a retried submit with the same idempotency key, and answers the same lead_id', async () => {
      const { deps } = depsFor(BRIGHTON, store);
      const key = newKey();
      const before = await countStored(store, BRIGHTON.slug);
      const send = () => call(submitLead, postRequest(BRIGHTON, '/api/leads', enquiryLead(), { 'idempotency-key': key }), deps);
      const first = await send();
      const [second, third] = await Promise.all([send(), send()]);
      const ids = await Promise.all([first, second, third].map(async (r) => ((await r.json()) as { lead_id: string }).lead_id));
      expect([first.status, second?.status, third?.status]).toEqual([200, 200, 200]);
      expect(new Set(ids).size).toBe(1);
      expect(second?.headers.get('idempotent-replayed')).toBe('true');
      expect(await countStored(store, BRIGHTON.slug)).toBe(before + 1);
      const [entry] = (await store.list(BRIGHTON.slug, { limit: 5 })).filter((row) => row.submission.id === ids[0]);
      expect(entry?.outbox).toHaveLength(2);
    });

    it('refuses an idempotency key already used for another kind of request (422), storing nothing', async () => {
      const { deps } = depsFor(BRIGHTON, store);
      const key = newKey();
      expect((await call(revealPhone, postRequest(BRIGHTON, '/api/phone-reveal', PHONE_REVEAL, { 'idempotency-key': key }), deps)).status).toBe(200);
      const before = await countStored(store, BRIGHTON.slug);
      const response = await call(submitLead, postRequest(BRIGHTON, '/api/leads', enquiryLead(), { 'idempotency-key': key }), deps);
      expect(response.status).toBe(422);
      expect(await response.json()).toEqual({ error: API_TEXTS.keyReused });
      expect(await countStored(store, BRIGHTON.slug)).toBe(before);
    });
  });

  describe('a multi-step lead', () => {
    it('is one lead: the first step creates it, the last completes it and queues its delivery once', async () => {
      const { deps } = depsFor(BRIGHTON, store);
      const before = await countStored(store, BRIGHTON.slug);
      const first = await call(submitLead, postRequest(BRIGHTON, '/api/leads', enquiryLead({ last_step: false }), { 'idempotency-key': newKey() }), deps);
      expect(first.status).toBe(200);
      const { lead_id } = (await first.json()) as { lead_id: string };
      const pending = (await store.list(BRIGHTON.slug, { limit: 5 })).find((row) => row.submission.id === lead_id);
      expect(pending?.submission.complete).toBe(false);
      expect(pending?.outbox).toEqual([]);

      const lastKey = newKey();
      const lastBody = { ...enquiryLead({ lead_id, last_step: true }), category: 'Trade-In Enquiry' };
      const last = await call(submitLead, postRequest(BRIGHTON, '/api/leads', lastBody, { 'idempotency-key': lastKey }), deps);
      expect(last.status).toBe(200);
      expect(await last.json()).toEqual({ lead_id });
      // The last step retried, and another last step: still one lead, delivered once.
      await call(submitLead, postRequest(BRIGHTON, '/api/leads', lastBody, { 'idempotency-key': lastKey }), deps);
      await call(submitLead, postRequest(BRIGHTON, '/api/leads', lastBody, { 'idempotency-key': newKey() }), deps);

      expect(await countStored(store, BRIGHTON.slug)).toBe(before + 1);
      const done = (await store.list(BRIGHTON.slug, { limit: 5 })).find((row) => row.submission.id === lead_id);
      expect(done?.submission.complete).toBe(true);
      expect(done?.submission.payload).toMatchObject({ category: 'Trade-In Enquiry' });
      expect(done?.outbox.map((entry) => entry.channel)).toEqual(['email', 'webhook']);
    });

    it('answers 404 for a later step naming a lead of another site, and changes nothing there', async () => {
      const brighton = depsFor(BRIGHTON, store).deps;
      const first = await call(submitLead, postRequest(BRIGHTON, '/api/leads', enquiryLead({ last_step: false }), { 'idempotency-key': newKey() }), brighton);
      const { lead_id } = (await first.json()) as { lead_id: string };
      const bayside = depsFor(BAYSIDE, store).deps;
      const lead = enquiryLead({ lead_id, car: brightonCar({ dealership_slug: 'bayside-ford', dealership_id: 201 }) });
      // Bayside's enquiry form asks for one of its sales locations.
      const body = { ...lead, user: { ...lead.user, location: 'Bayside Ford Cheltenham' } };
      const response = await call(submitLead, postRequest(BAYSIDE, '/api/leads', body, { 'idempotency-key': newKey() }), bayside);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ error: API_TEXTS.leadNotFound });
      expect((await store.get(BRIGHTON.slug, lead_id))?.complete).toBe(false);
    });

    it('completes a trade-in lead when the offer is accepted, and queues its delivery', async () => {
      const { deps } = depsFor(BRIGHTON, store);
      const first = await call(submitLead, postRequest(BRIGHTON, '/api/leads', enquiryLead({ last_step: false }), { 'idempotency-key': newKey() }), deps);
      const { lead_id } = (await first.json()) as { lead_id: string };
      const accepted = await call(acceptOffer, postRequest(BRIGHTON, '/api/offer-accepted', offerAcceptedRequest(lead_id), { 'idempotency-key': newKey() }), deps);
      expect(accepted.status).toBe(200);
      expect(await accepted.json()).toEqual({ lead_id });
      const row = (await store.list(BRIGHTON.slug, { limit: 5 })).find((r) => r.submission.id === lead_id);
      expect(row?.submission).toMatchObject({ complete: true, payload: { offer_accepted: true, form_completed: true } });
      expect(row?.outbox).toHaveLength(2);
    });
  });

  describe('the other endpoints', () => {
    it('stores a service booking with its own fields only, its extras as additional_services and the dealership of its Service Location', async () => {
      const { deps } = depsFor(BAYSIDE, store);
      const body = serviceBookingForm(BAYSIDE);
      const chosen = BAYSIDE.locations.find((location) => location.name === body.fields['Service Location']);
      const response = await call(
        submitForm,
        postRequest(BAYSIDE, '/api/forms', { ...body, fields: { ...body.fields, 'First name': '  Sam ', Extra: 'not on the form' } }, { 'idempotency-key': newKey() }),
        deps,
      );
      expect(response.status).toBe(200);
      const { lead_id } = (await response.json()) as { lead_id: string };
      const stored = await store.get(BAYSIDE.slug, lead_id);
      expect(stored).toMatchObject({ kind: 'form', eventId: 22, category: 'Service Booking', dealershipSlug: chosen?.dealership_slug, complete: true });
      expect(stored?.payload).toMatchObject({ additional_services: ['Wheel alignment'], opt_in: true, fields: { 'First name': 'Sam', Registration: null } });
      expect(Object.keys((stored?.payload as { fields: object }).fields).sort()).toEqual(
        Object.keys(body.fields)
          .filter((name) => !name.endsWith('(check_option)'))
          .sort(),
      );
    });

    it('refuses a service booking that breaks the form\'s rules (400 naming each field), storing nothing', async () => {
      const { deps } = depsFor(BRIGHTON, store);
      const before = await countStored(store, BRIGHTON.slug);
      const body = serviceBookingForm();
      const fields = { ...body.fields, 'Service Location': 'Brighton Volkswagen Sales', Email: '', 'Preferred date': '2020-01-01', 'Drop-off time': 'Midnight' };
      const response = await call(submitForm, postRequest(BRIGHTON, '/api/forms', { ...body, fields }), deps);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        error: FORM_TEXTS.errorBanner,
        fields: {
          'Service Location': 'Service Location must be one of: Brighton Volkswagen Service.',
          Email: 'Email is required.',
          'Preferred date': 'Preferred date must be today or later.',
          'Drop-off time': `Drop-off time must be one of: ${DROP_OFF_TIMES.join(', ')}.`,
        },
      });
      expect(await countStored(store, BRIGHTON.slug)).toBe(before);
    });

    it("stores a dealer's own form as sent, with the domain rules applied again on the server", async () => {
      const { deps } = depsFor(BRIGHTON, store);
      const response = await call(submitForm, postRequest(BRIGHTON, '/api/forms', dealerDefinedForm(), { 'idempotency-key': newKey() }), deps);
      expect(response.status).toBe(200);
      const { lead_id } = (await response.json()) as { lead_id: string };
      const stored = await store.get(BRIGHTON.slug, lead_id);
      expect(stored).toMatchObject({ kind: 'form', eventId: 22, category: 'Accessories Fitting Enquiry', dealershipSlug: 'brighton-volkswagen', complete: true });
      expect(stored?.payload).toMatchObject({ additional_services: ['Floor mats'], fields: { 'First Name': 'Sam' } });
      expect(Object.keys((stored?.payload as { fields: object }).fields)).not.toContain('Time_radio_options');
    });

    it('files a careers enquiry as a General Enquiry with subcategory Career Enquiry and event 51', async () => {
      const { deps } = depsFor(BRIGHTON, store);
      const body = { ...dealerDefinedForm(), category: 'Careers Enquiry', fields: CAREERS_FIELDS };
      const response = await call(submitForm, postRequest(BRIGHTON, '/api/forms', body), deps);
      const { lead_id } = (await response.json()) as { lead_id: string };
      expect(await store.get(BRIGHTON.slug, lead_id)).toMatchObject({ category: 'General Enquiry', subcategory: 'Career Enquiry', eventId: 51 });
    });

    it('checks a careers enquiry against the careers form even when the browser sent it already filed as General Enquiry / Career Enquiry', async () => {
      const { deps } = depsFor(BRIGHTON, store);
      const filed = { ...dealerDefinedForm(), category: 'General Enquiry', subcategory: 'Career Enquiry', additional_services: [] };
      const missing = await call(submitForm, postRequest(BRIGHTON, '/api/forms', { ...filed, fields: { ...CAREERS_FIELDS, Role: null } }), deps);
      expect(missing.status).toBe(400);
      expect(await missing.text()).toContain('Role');
      const response = await call(submitForm, postRequest(BRIGHTON, '/api/forms', { ...filed, fields: { ...CAREERS_FIELDS, Extra: 'x' } }), deps);
      expect(response.status).toBe(200);
      const { lead_id } = (await response.json()) as { lead_id: string };
      const stored = await store.get(BRIGHTON.slug, lead_id);
      expect(stored).toMatchObject({ category: 'General Enquiry', subcategory: 'Career Enquiry', eventId: 51 });
      expect(stored?.payload).toMatchObject({ fields: { Role: 'Sales Consultant, Brighton Volkswagen Sales', 'Link to your CV': null } });
      expect(Object.keys((stored?.payload as { fields: object }).fields)).not.toContain('Extra');
    });

    it('records a phone reveal with event 25 and no CRM delivery', async () => {
      const { deps } = depsFor(BRIGHTON, store);
      const response = await call(revealPhone, postRequest(BRIGHTON, '/api/phone-reveal', PHONE_REVEAL), deps);
      expect(response.status).toBe(200);
      const { lead_id } = (await response.json()) as { lead_id: string };
      const row = (await store.list(BRIGHTON.slug, { limit: 5, kind: 'phone-reveal' })).find((r) => r.submission.id === lead_id);
      expect(row?.submission).toMatchObject({ eventId: 25, payload: PHONE_REVEAL });
      expect(row?.outbox).toEqual([]);
    });

    it('stores a valuation with its registration as the valuation tool expects it', async () => {
      const { deps } = depsFor(BRIGHTON, store);
      const response = await call(storeValuation, postRequest(BRIGHTON, '/api/miscellaneous', VALUATION), deps);
      expect(response.status).toBe(200);
      const { lead_id } = (await response.json()) as { lead_id: string };
      expect((await store.get(BRIGHTON.slug, lead_id))?.payload).toEqual({
        column_name: 'valuation',
        valuation: { rego: 'ABC123', regoState: 'VIC', adjustmentAnswers: { condition: 'Good', owners: 1 }, id: 'val-77' },
      });
    });
  });

  describe('the tenant comes from the site, never from the body', () => {
    it('refuses a lead naming a dealership of another site (400), storing nothing', async () => {
      const { deps } = depsFor(BRIGHTON, store);
      const before = await countStored(store, BRIGHTON.slug);
      const baysideBefore = await countStored(store, BAYSIDE.slug);
      const body = enquiryLead({ car: brightonCar({ dealership_slug: 'bayside-ford' }) });
      const response = await call(submitLead, postRequest(BRIGHTON, '/api/leads', body), deps);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        error: FORM_TEXTS.errorBanner,
        fields: { 'user.dealership_slug': SCHEMA_MESSAGES.foreignDealership },
      });
      expect(await countStored(store, BRIGHTON.slug)).toBe(before);
      expect(await countStored(store, BAYSIDE.slug)).toBe(baysideBefore);
    });

    it('refuses a generic form and a phone reveal naming another site\'s dealership', async () => {
      const { deps } = depsFor(BRIGHTON, store);
      const form = await call(submitForm, postRequest(BRIGHTON, '/api/forms', { ...serviceBookingForm(), fields: {}, dealership_slug: 'bayside-ford' }), deps);
      const reveal = await call(revealPhone, postRequest(BRIGHTON, '/api/phone-reveal', { ...PHONE_REVEAL, dealership_id: 201 }), deps);
      expect([form.status, reveal.status]).toEqual([400, 400]);
      expect(await form.json()).toMatchObject({ fields: { dealership_slug: SCHEMA_MESSAGES.foreignDealership } });
      expect(await reveal.json()).toMatchObject({ fields: { dealership_id: SCHEMA_MESSAGES.foreignDealership } });
    });

    it('files a lead under the site that served it, whatever site the body mentions', async () => {
      const { deps } = depsFor(BAYSIDE, store);
      const lead = enquiryLead({ car: brightonCar({ dealership_slug: 'bayside-kia', dealership_id: 203 }) });
      const body = { ...lead, user: { ...lead.user, location: 'Bayside Kia Mentone' }, site: 'brighton-volkswagen', siteSlug: 'brighton-volkswagen' };
      const response = await call(submitLead, postRequest(BAYSIDE, '/api/leads', body), deps);
      const { lead_id } = (await response.json()) as { lead_id: string };
      expect(await store.get(BAYSIDE.slug, lead_id)).toMatchObject({ siteSlug: 'bayside-motor-group', dealershipSlug: 'bayside-kia' });
      expect(await store.get(BRIGHTON.slug, lead_id)).toBeNull();
      // Bayside delivers by webhook only.
      const row = (await store.list(BAYSIDE.slug, { limit: 5 })).find((r) => r.submission.id === lead_id);
      expect(row?.outbox.map((entry) => entry.target)).toEqual(['https://crm.baysidemotorgroup.example/leads/inbound']);
    });
  });

  describe('error answers, in plain words, storing nothing', () => {
    it('answers 400 with each field\'s message', async () => {
      const { deps } = depsFor(BRIGHTON, store);
      const before = await countStored(store, BRIGHTON.slug);
      const bad = enquiryLead();
      const body = { ...bad, user: { ...bad.user, name: '  ', email: 'not-an-email', phone: 'call me', message: '', car_id: 'abc', source: 'enquiry' } };
      const response = await call(submitLead, postRequest(BRIGHTON, '/api/leads', body), deps);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        error: 'Please fix the following errors:',
        fields: {
          'user.name': FIELD_MESSAGES.required('Name'),
          'user.email': FIELD_MESSAGES.invalidEmail('Email'),
          'user.phone': FIELD_MESSAGES.invalidPhone('Phone'),
          'user.message': FIELD_MESSAGES.required('Message'),
          'user.car_id': SCHEMA_MESSAGES.wholeNumber('Car id'),
        },
      });
      expect(await countStored(store, BRIGHTON.slug)).toBe(before);
    });

    it("holds an enquiry to the site's own enquiry rules: the location where the form asks one, and keeps the enquiry's own fields", async () => {
      const { deps } = depsFor(BAYSIDE, store);
      const lead = enquiryLead({ car: brightonCar({ dealership_slug: 'bayside-kia', dealership_id: 203 }) });
      const missing = await call(submitLead, postRequest(BAYSIDE, '/api/leads', lead), deps);
      expect(missing.status).toBe(400);
      expect(await missing.json()).toMatchObject({ fields: { 'user.location': FIELD_MESSAGES.required('Location') } });
      const body = { ...lead, category: 'Trade-In Enquiry', user: { ...lead.user, location: 'Bayside Kia Mentone', Rego: 'ABC123', remember_details: true } };
      const response = await call(submitLead, postRequest(BAYSIDE, '/api/leads', body), deps);
      expect(response.status).toBe(200);
      const { lead_id } = (await response.json()) as { lead_id: string };
      const stored = (await store.get(BAYSIDE.slug, lead_id))?.payload as { user: Record<string, unknown> };
      expect(stored.user).toMatchObject({ location: 'Bayside Kia Mentone', Rego: 'ABC123' });
      expect(stored.user).not.toHaveProperty('remember_details');
    });

    it('answers 400 in plain words for a value of the wrong type', async () => {
      const { deps } = depsFor(BRIGHTON, store);
      const response = await call(submitLead, postRequest(BRIGHTON, '/api/leads', { ...enquiryLead(), user: 'me' }), deps);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ error: FORM_TEXTS.errorBanner, fields: { user: 'user must be an object.' } });
    });

    it('answers 413 for a body over 64 KB', async () => {
      const { deps } = depsFor(BRIGHTON, store);
      const body = { ...enquiryLead(), padding: 'x'.repeat(70 * 1024) };
      const response = await call(submitLead, postRequest(BRIGHTON, '/api/leads', body), deps);
      expect(response.status).toBe(413);
      expect(await response.json()).toEqual({ error: 'The request is too large. It must be at most 64 KB.' });
    });

    it.each([
      ['text/plain', 'text/plain'],
      ['a form post', 'application/x-www-form-urlencoded'],
      ['JSON in another charset', 'application/json; charset=latin1'],
    ])('answers 415 for %s', async (_, type) => {
      const { deps } = depsFor(BRIGHTON, store);
      const response = await call(submitLead, postRequest(BRIGHTON, '/api/leads', enquiryLead(), { 'content-type': type }), deps);
      expect(response.status).toBe(415);
      expect(await response.json()).toEqual({ error: API_TEXTS.unsupportedMediaType });
    });

    it('answers 415 when there is no content type', async () => {
      const { deps } = depsFor(BRIGHTON, store);
      const request = new Request('https://www.brightonvolkswagen.example/api/leads', { method: 'POST', body: new Blob([JSON.stringify(enquiryLead())]) });
      expect((await call(submitLead, request, deps)).status).toBe(415);
    });

    it.each(['https://evil.example', 'https://www.baysidemotorgroup.example', 'null'])('answers 403 for a post from %s', async (origin) => {
      const { deps } = depsFor(BRIGHTON, store);
      const response = await call(submitLead, postRequest(BRIGHTON, '/api/leads', enquiryLead(), { origin }), deps);
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({ error: API_TEXTS.foreignOrigin });
    });

    it('accepts a post from the origin it was served on (local serving, deploy previews)', async () => {
      const { deps } = depsFor(BRIGHTON, store);
      const request = new Request('http://127.0.0.1:4321/api/leads', {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: 'http://127.0.0.1:4321' },
        body: JSON.stringify(enquiryLead()),
      });
      expect((await call(submitLead, request, deps)).status).toBe(200);
    });

    it('answers 405 with Allow: POST for other methods', async () => {
      const { deps } = depsFor(BRIGHTON, store);
      for (const method of ['GET', 'PUT', 'DELETE']) {
        const response = await call(submitLead, new Request('https://www.brightonvolkswagen.example/api/leads', { method }), deps);
        expect(response.status).toBe(405);
        expect(response.headers.get('allow')).toBe('POST');
        expect(await response.json()).toEqual({ error: API_TEXTS.methodNotAllowed });
      }
    });

    it('answers 429 past the per-IP limit, with Retry-After, while other shoppers still get through', async () => {
      const limits = { perIp: { capacity: 3, refillPerSecond: 0.01 }, perSite: { capacity: 1000, refillPerSecond: 1 } };
      const { deps } = depsFor(BRIGHTON, store, { rateLimiter: new TokenBucketRateLimiter(), rateLimits: limits });
      const statuses: number[] = [];
      for (let i = 0; i < 4; i += 1) statuses.push((await call(revealPhone, postRequest(BRIGHTON, '/api/phone-reveal', PHONE_REVEAL), deps, '198.51.100.1')).status);
      expect(statuses).toEqual([200, 200, 200, 429]);
      const limited = await call(revealPhone, postRequest(BRIGHTON, '/api/phone-reveal', PHONE_REVEAL), deps, '198.51.100.1');
      expect(limited.status).toBe(429);
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(await limited.json()).toEqual({ error: API_TEXTS.rateLimited });
      expect((await call(revealPhone, postRequest(BRIGHTON, '/api/phone-reveal', PHONE_REVEAL), deps, '198.51.100.2')).status).toBe(200);
    });

    it('answers 429 past the per-site limit, whatever the IP', async () => {
      const limits = { perIp: { capacity: 1000, refillPerSecond: 1 }, perSite: { capacity: 2, refillPerSecond: 0.01 } };
      const { deps } = depsFor(BRIGHTON, store, { rateLimiter: new TokenBucketRateLimiter(), rateLimits: limits });
      const statuses: number[] = [];
      for (const ip of ['192.0.2.1', '192.0.2.2', '192.0.2.3']) statuses.push((await call(revealPhone, postRequest(BRIGHTON, '/api/phone-reveal', PHONE_REVEAL), deps, ip)).status);
      expect(statuses).toEqual([200, 200, 429]);
    });

    it('answers 400 for a malformed idempotency key', async () => {
      const { deps } = depsFor(BRIGHTON, store);
      const response = await call(submitLead, postRequest(BRIGHTON, '/api/leads', enquiryLead(), { 'idempotency-key': 'x'.repeat(201) }), deps);
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ fields: { 'Idempotency-Key': API_TEXTS.badIdempotencyKey } });
    });

    it('answers 400 for a lead_id that is not one this store gave', async () => {
      const { deps } = depsFor(BRIGHTON, store);
      const response = await call(acceptOffer, postRequest(BRIGHTON, '/api/offer-accepted', offerAcceptedRequest('1 OR 1=1')), deps);
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ fields: { lead_id: SCHEMA_MESSAGES.leadId } });
    });
  });
});
