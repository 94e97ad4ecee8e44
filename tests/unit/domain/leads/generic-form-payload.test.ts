import { describe, expect, it } from 'vitest';
import { buildGenericFormPayload } from '../../../../src/domain/leads/generic-form-payload.ts';
import type { GenericFormInput } from '../../../../src/domain/leads/generic-form-payload.ts';

const locations = [
  { name: 'Brighton Volkswagen Service', dealership_slug: 'brighton-volkswagen' },
  { name: 'Frankston Service Centre', dealership_slug: 'frankston-vw' },
];

const input = (overrides: Partial<GenericFormInput> = {}): GenericFormInput => ({
  category: 'Service Booking',
  fields: { 'First Name': 'Ana', Rego: 'ABC123' },
  page_id: 'service',
  opt_in: false,
  dealership_slug: null,
  locations,
  ...overrides,
});

describe('generic form payload', () => {
  it('the generic form payload has the category, form fields, additional_services, dealership_slug, page_id, opt_in and subcategory', () => {
    expect(buildGenericFormPayload(input({ subcategory: 'Logbook', opt_in: true, dealership_slug: 'brighton-volkswagen' }))).toEqual({
      category: 'Service Booking',
      fields: { 'First Name': 'Ana', Rego: 'ABC123' },
      additional_services: [],
      dealership_slug: 'brighton-volkswagen',
      page_id: 'service',
      opt_in: true,
      subcategory: 'Logbook',
    });
  });

  it("additional_services lists the ticked checkbox options whose names end in '(check_option)', without the suffix", () => {
    const payload = buildGenericFormPayload(
      input({
        fields: {
          'First Name': 'Ana',
          'Wheel Alignment (check_option)': true,
          'Car Wash (check_option)': false,
          'Tyre Rotation(check_option)': 'on',
          'Brake Check (check_option)': 'true',
          'Air Conditioning (check_option)': null,
        },
      }),
    );
    expect(payload.additional_services).toEqual(['Wheel Alignment', 'Tyre Rotation', 'Brake Check']);
    expect(payload.fields).toEqual({ 'First Name': 'Ana' });
  });

  it('fields ending in _radio_options are removed from the generic form payload', () => {
    const payload = buildGenericFormPayload(
      input({ fields: { 'First Name': 'Ana', transport_radio_options: ['Loan car', 'Drop off'], transport: 'Loan car' } }),
    );
    expect(payload.fields).toEqual({ 'First Name': 'Ana', transport: 'Loan car' });
  });

  it("a service booking's dealership_slug comes from the chosen 'Service Location'", () => {
    const payload = buildGenericFormPayload(
      input({ fields: { 'Service Location': 'Frankston Service Centre ' }, dealership_slug: 'brighton-volkswagen' }),
    );
    expect(payload.dealership_slug).toBe('frankston-vw');
    expect(payload.fields).toEqual({ 'Service Location': 'Frankston Service Centre ' });
  });

  it("an unknown or missing 'Service Location' leaves the form's own dealership", () => {
    expect(buildGenericFormPayload(input({ fields: { 'Service Location': 'Nowhere' }, dealership_slug: 'brighton-volkswagen' })).dealership_slug).toBe(
      'brighton-volkswagen',
    );
    expect(buildGenericFormPayload(input({ fields: { 'Service Location': ['x'] } })).dealership_slug).toBeNull();
    expect(buildGenericFormPayload(input()).dealership_slug).toBeNull();
  });

  it('a Careers Enquiry form is filed as a General Enquiry with subcategory Career Enquiry', () => {
    expect(buildGenericFormPayload(input({ category: 'Careers Enquiry', subcategory: 'Technician' }))).toMatchObject({
      category: 'General Enquiry',
      subcategory: 'Career Enquiry',
    });
    expect(buildGenericFormPayload(input()).subcategory).toBe('');
  });
});
