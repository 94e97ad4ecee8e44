import { describe, expect, it } from 'vitest';
import type { SavedEnquiryCar } from '../../../../src/domain/shopper/browser-storage.ts';
import { enquiryCarLeadFields } from '../../../../src/domain/shopper/enquiry-car.ts';

const car: SavedEnquiryCar = {
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

describe('the saved enquiry car in a lead', () => {
  it('names the car with the lead form values the CRM files a car by', () => {
    expect(enquiryCarLeadFields(car)).toEqual({
      car_id: 42,
      stock_number: 'BV1234',
      'Vehicle Make': 'Suzuki',
      'Vehicle Model': 'Swift',
      car_type: 'used',
      vehicle_status: 'in_stock',
      manufacturer_slug: 'suzuki',
      car_dealership_id: 7,
    });
  });
});
