import { describe, expect, it } from 'vitest';
import type { Car } from '../../../../src/domain/cars/car.ts';
import { advertisedAmount } from '../../../../src/domain/cars/price.ts';
import { commaSeparated, tabSeparated } from '../../../../src/domain/vehicle-ads/delimited-text.ts';
import type { FeedContext } from '../../../../src/domain/vehicle-ads/feed-rules.ts';
import { googleColumns, googleVehicleFeed, googleVehicleRow } from '../../../../src/domain/vehicle-ads/google-vehicle-ads.ts';
import { metaVehicleFeed, metaVehicleRow } from '../../../../src/domain/vehicle-ads/meta-vehicles.ts';
import type { RegionCode } from '../../../../src/domain/basics/region.ts';
import { makeCar } from '../cars/car-fixture.ts';

const VIN = 'WVWZZZAWZSY123456';

function context(region: RegionCode = 'AU'): FeedContext {
  return {
    origin: 'https://www.dealer.example',
    region,
    storeCodeOf: (location) => `store-${location.slug}`,
    photoOf: (url) => (url.endsWith('.svg') ? undefined : url),
  };
}

const usedCar = (overrides: Partial<Car> = {}) =>
  makeCar({
    car_type: 'used',
    vin: VIN,
    price: 24_990,
    price_type: 'drive_away',
    images: [
      { url: '/images/cars/a.jpg', alt: 'Front' },
      { url: '/images/cars/b.jpg', alt: 'Side' },
    ],
    ...overrides,
  });

describe('the Google vehicle ads feed', () => {
  it("writes a used car's row with the page's advertised price, its Australian price type, photos, odometer and store", () => {
    const car = usedCar({ km: 48_210, certified: true });
    const result = googleVehicleRow(car, context());
    expect(result).toMatchObject({
      ok: true,
      row: {
        id: car.stocknum,
        VIN,
        store_code: `store-${car.location.slug}`,
        link: `https://www.dealer.example/cars/${car.slug}`,
        image_link: 'https://www.dealer.example/images/cars/a.jpg',
        additional_image_link: 'https://www.dealer.example/images/cars/b.jpg',
        price: '24990.00 AUD',
        vehicle_price_type: 'drive_away_price',
        condition: 'used',
        'certified_pre-owned': 'yes',
        mileage: '48210 km',
      },
    });
    expect(result.ok && result.row.price).toBe(`${advertisedAmount(car, 'AU')}.00 AUD`);
  });

  it('sends a US car in miles and dollars, with no price type', () => {
    const result = googleVehicleRow(usedCar({ km: 16_093, price_type: 'plus_tax_and_fees' }), context('US'));
    expect(result).toMatchObject({ ok: true, row: { price: '24990.00 USD', mileage: '10000 miles' } });
    expect(result.ok && 'vehicle_price_type' in result.row).toBe(false);
    expect(googleColumns('US')).not.toContain('vehicle_price_type');
  });

  it.each([
    ['sold', { status: 'sold', sold: true, sold_date_timestamp: 1 }, 'sold'],
    ['reserved (Google has no pending)', { reserved: true }, 'reserved'],
    ['coming soon', { status: 'coming_soon' }, 'coming soon'],
    ['hidden', { show_on_dealer_website: false }, 'hidden'],
    ['priced at 10 or less', { price: 10 }, 'no price'],
    ['without a 17-character VIN', { vin: '' }, 'no VIN'],
    ['with only drawings', { images: [{ url: '/generated/cars/suv-blue-1.svg', alt: 'SUV' }] }, 'no photo'],
    ['plus on-road costs (no Google price type)', { price_type: 'plus_on_road_costs' }, 'price type'],
    ['new (no list price for vehicle_msrp)', { car_type: 'new' }, 'no list price'],
  ] as const)('leaves out a car %s', (_case, overrides, reason) => {
    expect(googleVehicleRow(usedCar(overrides as Partial<Car>), context())).toEqual({ ok: false, reason });
  });

  it('is the header and a row per car it may show', () => {
    const feed = googleVehicleFeed([usedCar(), usedCar({ id: 2, stocknum: 'S2', status: 'sold', sold: true })], context());
    const lines = feed.trimEnd().split('\n');
    expect(lines).toHaveLength(2);
    expect(lines[0]?.split('\t')).toEqual(googleColumns('AU'));
  });
});

describe("Meta's vehicles catalogue feed", () => {
  it('writes a car with its advertised price, the offer as sale_price and the struck-through price as previous_price', () => {
    const car = usedCar({ price: 24_990, before_price: 26_990, offer_price: 23_990, km: 48_210 });
    expect(metaVehicleRow(car, context())).toMatchObject({
      ok: true,
      row: {
        vehicle_id: car.stocknum,
        vin: VIN,
        price: '24990 AUD',
        sale_price: '23990 AUD',
        previous_price: '26990 AUD',
        availability: 'AVAILABLE',
        state_of_vehicle: 'USED',
        'mileage.value': '48210',
        'mileage.unit': 'KM',
        'image[0].url': 'https://www.dealer.example/images/cars/a.jpg',
        'image[1].url': 'https://www.dealer.example/images/cars/b.jpg',
        'address.country': 'AU',
      },
    });
  });

  it('keeps a reserved car as PENDING, names new and certified cars, and counts US miles', () => {
    expect(metaVehicleRow(usedCar({ reserved: true }), context())).toMatchObject({ ok: true, row: { availability: 'PENDING' } });
    expect(metaVehicleRow(usedCar({ car_type: 'new' }), context())).toMatchObject({ ok: true, row: { state_of_vehicle: 'NEW' } });
    expect(metaVehicleRow(usedCar({ certified: true }), context())).toMatchObject({ ok: true, row: { state_of_vehicle: 'CPO' } });
    expect(metaVehicleRow(usedCar({ km: 16_093 }), context('US'))).toMatchObject({ ok: true, row: { 'mileage.value': '10000', 'mileage.unit': 'MI', price: '24990 USD' } });
  });

  it('leaves out a sold car, and a car without a price or VIN', () => {
    expect(metaVehicleRow(usedCar({ status: 'sold', sold: true, sold_date_timestamp: 1 }), context())).toEqual({ ok: false, reason: 'sold' });
    expect(metaVehicleRow(usedCar({ price: 0 }), context())).toEqual({ ok: false, reason: 'no price' });
    expect(metaVehicleRow(usedCar({ vin: 'SHORT' }), context())).toEqual({ ok: false, reason: 'no VIN' });
  });

  it('has as many photo columns as the car with the most photos', () => {
    const feed = metaVehicleFeed([usedCar()], context());
    expect(feed.split('\r\n')[0]?.split(',').filter((column) => column.endsWith('].url'))).toEqual(['image[0].url', 'image[1].url']);
  });
});

describe('the delimited formats', () => {
  it('keeps a tab-separated value on one line, and quotes a CSV value with a comma, quote or line break', () => {
    expect(tabSeparated(['a', 'b'], [{ a: 'one\ttwo', b: 'three\nfour' }])).toBe('a\tb\none two\tthree four\n');
    expect(commaSeparated(['a', 'b'], [{ a: 'say "hi", then', b: 'line\nbreak' }])).toBe('a,b\r\n"say ""hi"", then","line\nbreak"\r\n');
  });
});
