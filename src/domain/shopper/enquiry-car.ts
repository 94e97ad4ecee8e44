/**
 * The saved enquiry car read back (browser-storage.ts keeps it): the contact page offers to continue
 * the enquiry about it, and the contact form's lead carries it, under the lead form values' names
 * (spec section 3, "Lead form values"), so the dealer's CRM files the message against the car.
 */
import type { LeadCarFields } from '../leads/types.ts';
import type { SavedEnquiryCar } from './browser-storage.ts';

/** The lead form values that name the saved car. */
export function enquiryCarLeadFields(car: SavedEnquiryCar): LeadCarFields {
  return {
    car_id: car.id,
    stock_number: car.stocknum,
    'Vehicle Make': car.make,
    'Vehicle Model': car.model,
    car_type: car.car_type,
    vehicle_status: car.status,
    manufacturer_slug: car.make_slug,
    car_dealership_id: car.dealership_id,
  };
}
