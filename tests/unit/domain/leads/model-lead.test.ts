/**
 * A model lead's values (the model in place of a car, always new), its dealership, its event ids
 * (spec section 9: 14 for a new-vehicle enquiry or order, 17 for a new test drive) and its name in
 * the ops CLI and analytics.
 */
import { describe, expect, it } from 'vitest';
import { leadEvent, LEAD_EVENT_IDS } from '../../../../src/domain/leads/event-ids.ts';
import { buildLeadSubmission } from '../../../../src/domain/leads/lead-payload.ts';
import {
  buildModelLeadFormValues,
  defaultModelDealership,
  modelDealerships,
  modelLeadAnalyticsEvent,
  modelLeadVehicleName,
  type LeadModel,
} from '../../../../src/domain/leads/model-lead.ts';
import { isModelLeadSource, MODEL_LEAD_SOURCES } from '../../../../src/domain/leads/types.ts';

const EV9: LeadModel = { slug: 'ev9', name: 'EV9', manufacturer_name: 'Kia', manufacturer_slug: 'kia' };
const DEALERSHIPS = [
  { slug: 'bayside-ford', name: 'Bayside Ford', manufacturers: ['ford'] },
  { slug: 'bayside-kia', name: 'Bayside Kia', manufacturers: ['kia'] },
];
const PAGE = { url: 'https://bayside.example/book-test-drive?model_id=ev9', user_agent: 'UA', visited_pages: ['/'], linked_query_params: { gclid: 'x' } };

describe('a model lead', () => {
  it('carries the model as model_id, make and model, new, and no car fields', () => {
    const values = buildModelLeadFormValues({ model: EV9, source: 'model_test_drive', form: { dateTime: '2026-05-01T10:30', message: '  ' }, page: PAGE, dealerships: DEALERSHIPS });
    expect(values).toEqual({
      dealership_slug: 'bayside-kia',
      model_id: 'ev9',
      manufacturer_slug: 'kia',
      'Vehicle Make': 'Kia',
      'Vehicle Model': 'EV9',
      car_type: 'new',
      opt_in: false,
      message: '',
      subcategory: '',
      dateTime: '2026-05-01T10:30',
      url: PAGE.url,
      source: 'model_test_drive',
      user_agent: 'UA',
      lead_attributes: { visited_pages: ['/'], linked_query_params: { gclid: 'x' } },
    });
    expect(values).not.toHaveProperty('car_id');
    expect(values).not.toHaveProperty('stock_number');
  });

  it('goes to the dealership the shopper chose, else the first selling the make, else the first of the site', () => {
    const chosen = buildModelLeadFormValues({ model: EV9, source: 'model_order', form: { dealership_slug: 'bayside-ford' }, page: PAGE, dealerships: DEALERSHIPS });
    expect(chosen.dealership_slug).toBe('bayside-ford');
    expect(defaultModelDealership(DEALERSHIPS, 'kia')).toBe('bayside-kia');
    expect(defaultModelDealership(DEALERSHIPS, 'mazda')).toBe('bayside-ford');
    expect(modelDealerships(DEALERSHIPS, 'kia').map((d) => d.slug)).toEqual(['bayside-kia']);
    expect(modelDealerships(DEALERSHIPS, 'mazda')).toEqual(DEALERSHIPS);
  });

  it('sends 17 for a test drive and 14 for an order or a quote', () => {
    expect(leadEvent({ kind: 'model_lead', source: 'model_test_drive' }).eventId).toBe(17);
    expect(leadEvent({ kind: 'model_lead', source: 'model_order' }).eventId).toBe(LEAD_EVENT_IDS.newCarEnquiry);
    expect(leadEvent({ kind: 'model_lead', source: 'model_enquiry' }).eventId).toBe(14);
  });

  it('has its own sources, which no car lead uses', () => {
    expect(MODEL_LEAD_SOURCES).toEqual(['model_order', 'model_test_drive', 'model_enquiry']);
    expect(isModelLeadSource('model_order')).toBe(true);
    expect(isModelLeadSource('test_drive')).toBe(false);
    expect(isModelLeadSource(undefined)).toBe(false);
  });

  it('is named "Make Model (model)" and its analytics event names the model but not the shopper', () => {
    expect(modelLeadVehicleName({ 'Vehicle Make': 'Volkswagen', 'Vehicle Model': 'Tiguan' })).toBe('Volkswagen Tiguan (model)');
    const values = buildModelLeadFormValues({ model: EV9, source: 'model_order', form: { opt_in: true }, page: PAGE, dealerships: DEALERSHIPS });
    const submission = buildLeadSubmission({
      contact: { name: 'Alex', email: 'alex@example.com', phone: '0400 123 456' },
      values,
      category: 'New Vehicle Order',
      step: { lead_id: null, last_step: true },
    });
    const event = modelLeadAnalyticsEvent(14, 'lead-1', submission);
    expect(event).toEqual({
      event: 'lead_submitted',
      event_id: 14,
      lead_id: 'lead-1',
      category: 'New Vehicle Order',
      subcategory: '',
      user_data: {
        lead_id: 'lead-1',
        category: 'New Vehicle Order',
        source: 'model_order',
        model_id: 'ev9',
        manufacturer_slug: 'kia',
        car_type: 'new',
        dealership_slug: 'bayside-kia',
        opt_in: true,
      },
    });
    expect(JSON.stringify(event)).not.toContain('alex@example.com');
  });
});
