/**
 * The spec's lead events (section 7: an event id and user data) carry no personal data (the tag manager hands the data layer to third-party tags):
 * the user data is the lead and how it is filed, never the shopper's name, e-mail or phone.
 */
import { describe, expect, it } from 'vitest';
import { buildLeadFormValues, buildLeadSubmission } from '../../../src/domain/leads/lead-payload.ts';
import { formSubmittedEvent } from '../../../src/islands/forms/generic-form-submission.ts';
import { leadAnalyticsEvent } from '../../../src/islands/forms/vehicle-lead.ts';

const contact = { name: 'Ana Silva', email: 'ana@example.com', phone: '0400 123 456' };

const submission = buildLeadSubmission({
  contact,
  values: buildLeadFormValues({
    car: { id: 4021, make: 'Volkswagen', make_slug: 'volkswagen', model: 'Tiguan', car_type: 'used', status: 'in_stock', stocknum: 'U1234', dealership_id: 7, dealership_slug: 'brighton-volkswagen' },
    source: 'enquiry',
    form: { message: 'Call me on 0400 123 456 or ana@example.com', opt_in: true },
    page: { url: 'https://example.test/cars/x', user_agent: 'test', visited_pages: ['/'], linked_query_params: {} },
  }),
  category: 'General Enquiry',
  step: { lead_id: null, last_step: true },
});

describe('the lead events of the data layer', () => {
  it("a car's lead: its event id, the lead and the car, and nothing that identifies the shopper", () => {
    const event = leadAnalyticsEvent(15, 'lead-1', submission);
    expect(event).toEqual({
      event: 'lead_submitted',
      event_id: 15,
      lead_id: 'lead-1',
      category: 'General Enquiry',
      subcategory: '',
      user_data: { lead_id: 'lead-1', category: 'General Enquiry', source: 'enquiry', car_id: 4021, car_type: 'used', stock_number: 'U1234', dealership_slug: 'brighton-volkswagen', opt_in: true },
    });
    for (const detail of [contact.name, contact.email, contact.phone, 'Call me']) expect(JSON.stringify(event)).not.toContain(detail);
  });

  it('a Careers Enquiry sends 51, filed as a General Enquiry', () => {
    const event = formSubmittedEvent('Careers Enquiry', 'lead-2');
    expect(event).toEqual({
      event: 'form_submitted',
      event_id: 51,
      lead_id: 'lead-2',
      category: 'General Enquiry',
      subcategory: 'Career Enquiry',
      user_data: { lead_id: 'lead-2', category: 'General Enquiry', subcategory: 'Career Enquiry' },
    });
  });

  it('any other generic form sends the default 22', () => {
    expect(formSubmittedEvent('Service Booking', 'lead-3')).toMatchObject({ event_id: 22, category: 'Service Booking', user_data: { lead_id: 'lead-3' } });
  });
});
