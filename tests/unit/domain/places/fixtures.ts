import type { Location, OpeningHour } from '../../../../src/domain/places/location.ts';

/** A valid location (as the config schema outputs it) with the given fields replaced. */
export function makeLocation(overrides: Partial<Location> = {}): Location {
  return {
    id: 1,
    name: 'Brighton Volkswagen',
    slug: 'brighton-volkswagen',
    location_type: 'sales',
    primary: false,
    visible: true,
    manufacturers: ['volkswagen'],
    dealership_id: 10,
    dealership_slug: 'brighton-volkswagen',
    dealer_license_number: 'LMCT 11842',
    average_rating: null,
    review_count: 0,
    reviews: { average_rating: null, count: 0 },
    address: { street: '412 Hampton Street', city: 'Brighton', state: 'VIC', postcode: '3186', lat: -37.9, long: 145.0 },
    contact_detail: { phone: '(03) 5550 1100', opening_hours: [] },
    special_hours: [],
    ...overrides,
  };
}

/** Weekly hours open 08:30 to 17:30 on the given weekdays. */
export function openOn(weekdays: readonly number[], open = '08:30', close = '17:30'): OpeningHour[] {
  return weekdays.map((weekday) => ({ weekday, status: 'Open', open, close }));
}
