/** Small hand-made stock for the engine's unit tests: each test says only the fields it is about. */
import type { StockFilterSettings } from '../../../../src/domain/search/stock-filter.ts';
import type { SearchDocument } from '../../../../src/search/search-document.ts';

/** 2026-05-20T00:00:00Z. */
export const NOW = 1_779_235_200;
export const DAY = 86_400;

export const NO_EXCLUSIONS: StockFilterSettings = { soldVisibilityDays: 3, exclusions: { age_index: [], status: [], car_type: [], make: [] } };

/** A listed, in-stock used Ford; `overrides` change what a test is about. The id follows car_id. */
export function makeDocument(carId: number, overrides: Partial<SearchDocument> = {}): SearchDocument {
  const createdAt = overrides.created_at ?? new Date((NOW - carId * DAY) * 1000).toISOString().replace('.000Z', 'Z');
  return {
    id: `1-${carId}`,
    car_id: carId,
    slug: `car-${carId}`,
    name: '2022 Ford Ranger XLT',
    make: 'Ford',
    make_slug: 'ford',
    model: 'Ranger',
    make_model: 'Ford Ranger',
    badge: 'XLT',
    series: 'PY MY22',
    year: 2022,
    km: 40_000,
    price: 45_000,
    before_price: null,
    offer_price: null,
    subscription_price: null,
    drive_away: null,
    price_type: 'drive_away',
    car_type: 'used',
    status: 'in_stock',
    sold: false,
    sold_date_timestamp: null,
    show_on_dealer_website: true,
    reserved: false,
    tag: null,
    certified: false,
    created_at: createdAt,
    created_at_timestamp: Math.floor(Date.parse(createdAt) / 1000),
    stocknum: `U${carId}`,
    dealership_id: 1,
    dealership_slug: 'test-motors',
    dealership_name: 'Test Motors',
    location_name: 'Test Motors Sales',
    city: 'Brighton',
    state: 'VIC',
    simple_fuel: 'Diesel',
    simple_body: 'Ute',
    simple_drive: '4WD',
    simple_transmission: 'Automatic',
    colour: 'White',
    seats: 5,
    age_index: 0,
    categories: 'Commercial',
    item_type: 'car',
    price_range: '40000-50000',
    weekly_price_range: '',
    filtered_features: ['Reversing Camera'],
    primary_image_url: '/generated/cars/ute-white-1.svg',
    image_alt: 'White Ford Ranger',
    photos_count: 3,
    preorder: false,
    autograb_data: null,
    payment_processors: [],
    ...overrides,
  };
}

/** The ids of documents or hits, in order. */
export const idsOf = (items: readonly { readonly id?: string; readonly objectID?: string }[]): string[] =>
  items.map((item) => item.objectID ?? item.id ?? '?');
