import { describe, expect, it } from 'vitest';
import { buildLeadFormValues, buildLeadSubmission, leadCarFields } from '../../../../src/domain/leads/lead-payload.ts';
import type { SavedEnquiryCar } from '../../../../src/domain/shopper/browser-storage.ts';
import type { LeadCar, LeadPageContext } from '../../../../src/domain/leads/lead-payload.ts';
import { isModelLeadSource, LEAD_SOURCES } from '../../../../src/domain/leads/types.ts';
import type { CarLeadSource, LeadFormValues } from '../../../../src/domain/leads/types.ts';

const car: LeadCar = {
  id: 4021,
  make: 'Volkswagen',
  make_slug: 'volkswagen',
  model: 'Tiguan',
  car_type: 'used',
  status: 'in_stock',
  stocknum: 'U1234',
  dealership_id: 7,
  dealership_slug: 'brighton-volkswagen',
};

const page: LeadPageContext = {
  url: 'https://www.brightonvolkswagen.example/cars/2021-volkswagen-tiguan-u1234',
  user_agent: 'Mozilla/5.0 (X11; Linux x86_64)',
  visited_pages: ['/', '/search/used-cars', '/cars/2021-volkswagen-tiguan-u1234'],
  linked_query_params: { utm_source: 'newsletter', gclid: 'abc' },
};

const contact = { name: 'Ana Silva', email: 'ana@example.com', phone: '0400 123 456' };

describe('lead form values', () => {
  it('a lead carries every lead form value of the spec, from the car, the form and the page', () => {
    const values = buildLeadFormValues({
      car,
      source: 'test_drive',
      form: { message: ' Is Saturday OK? ', subcategory: 'Weekend', opt_in: true, dateTime: '2026-05-02T10:00' },
      page,
    });
    expect(values).toEqual<LeadFormValues>({
      dealership_slug: 'brighton-volkswagen',
      manufacturer_slug: 'volkswagen',
      stock_number: 'U1234',
      'Vehicle Make': 'Volkswagen',
      'Vehicle Model': 'Tiguan',
      car_type: 'used',
      car_id: 4021,
      vehicle_status: 'in_stock',
      opt_in: true,
      message: 'Is Saturday OK?',
      subcategory: 'Weekend',
      dateTime: '2026-05-02T10:00',
      url: page.url,
      source: 'test_drive',
      user_agent: page.user_agent,
      car_dealership_id: 7,
      lead_attributes: {
        visited_pages: ['/', '/search/used-cars', '/cars/2021-volkswagen-tiguan-u1234'],
        linked_query_params: { utm_source: 'newsletter', gclid: 'abc' },
      },
    });
  });

  it('a lead names the form it came from as its source', () => {
    expect(LEAD_SOURCES).toEqual([
      'enquiry',
      'test_drive',
      'request_photos',
      'finance',
      'finance_application',
      'finance_pre_approval',
      'trade_in',
      'reserve',
      'model_order',
      'model_test_drive',
      'model_enquiry',
    ]);
    for (const source of LEAD_SOURCES.filter((known) => !isModelLeadSource(known))) {
      expect(buildLeadFormValues({ car, source: source as CarLeadSource, form: {}, page }).source).toBe(source);
    }
  });

  it('missing form values become empty text, no date-time and no opt-in', () => {
    const values = buildLeadFormValues({ car, source: 'enquiry', form: { message: '  ', dateTime: '' }, page });
    expect(values).toMatchObject({ message: '', subcategory: '', dateTime: null, opt_in: false });
  });

  it("the lead goes to the dealership the shopper chose, otherwise to the car's", () => {
    expect(buildLeadFormValues({ car, source: 'enquiry', form: { dealership_slug: 'frankston-vw' }, page }).dealership_slug).toBe('frankston-vw');
    expect(buildLeadFormValues({ car, source: 'enquiry', form: { dealership_slug: '' }, page }).dealership_slug).toBe('brighton-volkswagen');
  });

  it('the lead attributes are copies, so later browsing does not change a built lead', () => {
    const visited = ['/'];
    const params: Record<string, string> = { utm_source: 'a' };
    const values = buildLeadFormValues({ car, source: 'enquiry', form: {}, page: { ...page, visited_pages: visited, linked_query_params: params } });
    visited.push('/later');
    params.utm_source = 'b';
    expect(values.lead_attributes).toEqual({ visited_pages: ['/'], linked_query_params: { utm_source: 'a' } });
  });
});

describe('lead submission', () => {
  const values = buildLeadFormValues({ car, source: 'enquiry', form: { subcategory: 'Price' }, page });

  it('the lead submission sends the user data, category, subcategory, lead_id and last-step flag', () => {
    expect(buildLeadSubmission({ contact, values, category: 'General Enquiry', step: { lead_id: null, last_step: true } })).toEqual({
      user: { ...contact, ...values },
      category: 'General Enquiry',
      subcategory: 'Price',
      lead_id: null,
      last_step: true,
    });
  });

  it('a later step of a multi-step form sends the lead_id of the first', () => {
    const second = buildLeadSubmission({ contact, values, category: 'Finance', step: { lead_id: 'lead-42', last_step: false } });
    expect(second).toMatchObject({ lead_id: 'lead-42', last_step: false, category: 'Finance' });
  });

  it('a Careers Enquiry lead is filed as a General Enquiry with subcategory Career Enquiry, in the user data too', () => {
    const submission = buildLeadSubmission({ contact, values, category: 'Careers Enquiry', step: { lead_id: null, last_step: true } });
    expect(submission).toMatchObject({ category: 'General Enquiry', subcategory: 'Career Enquiry' });
    expect(submission.user.subcategory).toBe('Career Enquiry');
  });
});

describe('the lead form values that name a car', () => {
  const saved: SavedEnquiryCar = {
    id: 42,
    slug: '2025-suzuki-swift-gl-42',
    name: '2025 Suzuki Swift GL',
    make: 'Suzuki',
    make_slug: 'suzuki',
    model: 'Swift',
    car_type: 'used',
    status: 'in_stock',
    stocknum: 'BV1234',
    dealership_id: 7,
    dealership_slug: 'brighton-volkswagen',
    primary_image_url: '/images/cars/42.svg',
  };

  it('names the saved enquiry car as a car lead names its car, so the CRM files the contact form against it', () => {
    expect(leadCarFields(saved)).toEqual({
      car_id: 42,
      stock_number: 'BV1234',
      'Vehicle Make': 'Suzuki',
      'Vehicle Model': 'Swift',
      car_type: 'used',
      vehicle_status: 'in_stock',
      manufacturer_slug: 'suzuki',
      car_dealership_id: 7,
    });
    const values = buildLeadFormValues({ car: saved, source: 'test_drive', form: {}, page: { url: 'https://example.com/', user_agent: 'test', visited_pages: [], linked_query_params: {} } });
    expect(values).toMatchObject(leadCarFields(saved));
  });
});
