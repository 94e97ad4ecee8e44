import { describe, expect, it } from 'vitest';
import { parseSavedEnquiryCar } from '../../../src/domain/shopper/browser-storage.ts';
import { SECONDS_PER_DAY } from '../../../src/domain/basics/constants.ts';
import { parseSearchParams } from '../../../src/search/url-state.ts';
import {
  callTheDealerPhone,
  carFinancePath,
  findSimilarPath,
  listedCars,
  phoneRevealCall,
  savedEnquiryCar,
  vehicleMetaDescription,
} from '../../../src/site/vehicle-page.ts';
import { makeCar } from '../domain/cars/car-fixture.ts';

const NOW = 1_800_000_000;
const noExclusions = { age_index: [], status: [], car_type: [], make: [] };

describe('which cars get a vehicle page', () => {
  it('exactly the cars the stock search lists: available cars, sold cars inside their window, nothing hidden or excluded', () => {
    const cars = [
      makeCar({ id: 1 }),
      makeCar({ id: 2, status: 'coming_soon' }),
      makeCar({ id: 3, status: 'sold', sold: true, sold_date_timestamp: NOW - 2 * SECONDS_PER_DAY }),
      makeCar({ id: 4, status: 'sold', sold: true, sold_date_timestamp: NOW - 3 * SECONDS_PER_DAY }),
      makeCar({ id: 5, show_on_dealer_website: false }),
      makeCar({ id: 6, car_type: 'demo' }),
    ];
    const listed = listedCars(cars, { sold_visibility_days: 3, exclusions: { ...noExclusions, car_type: ['demo'] } }, NOW);
    expect(listed.map((car) => car.id)).toEqual([1, 2, 3]);
  });

  it("the site's own sold-car window applies", () => {
    const sold = makeCar({ status: 'sold', sold: true, sold_date_timestamp: NOW - 5 * SECONDS_PER_DAY });
    expect(listedCars([sold], { sold_visibility_days: 7, exclusions: noExclusions }, NOW)).toHaveLength(1);
    expect(listedCars([sold], { sold_visibility_days: 3, exclusions: noExclusions }, NOW)).toHaveLength(0);
  });
});

describe('the vehicle page', () => {
  const car = makeCar({ id: 77, dealership_id: 5, dealership_slug: 'acme-motors', price: 35_990, car_type: 'used' });

  it("'Call the dealer' reveals the site's override when set, else the location phone", () => {
    expect(callTheDealerPhone({ call_the_dealer: '(03) 5550 1199' }, car)).toBe('(03) 5550 1199');
    expect(callTheDealerPhone({}, car)).toBe('(03) 5550 1100');
  });

  it('the reveal call carries the car, its dealership and the site slug as website_id', () => {
    expect(phoneRevealCall(car, 'acme')).toEqual({ car_id: 77, dealership_id: 5, website_id: 'acme' });
  });

  it("'Get Finance' goes to the site's finance route with the car's dealership, price, id and type", () => {
    expect(carFinancePath(car, { financeRoute: '/apply-for-finance' })).toBe(
      '/apply-for-finance?preferredDealership=acme-motors&vehiclePriceBudget=35990&car_id=77&car_type=used#finance-form',
    );
    expect(carFinancePath({ ...car, price: 0 }, { financeRoute: '/finance' })).toBe('/finance?preferredDealership=acme-motors&car_id=77&car_type=used#finance-form');
  });

  it("'Find Me Something Similar' searches the stock for the same make, model and body", () => {
    const href = findSimilarPath(car);
    const url = new URL(href, 'https://dealer.example');
    expect(url.pathname).toBe('/search/new-used-and-demo-cars');
    expect(parseSearchParams(url.searchParams).refinements).toEqual({ make: ['Volkswagen'], model: ['Tiguan'], body: ['SUV'] });
  });

  it('the saved enquiry car is a record the storage reader accepts', () => {
    const saved = savedEnquiryCar(car);
    expect(parseSavedEnquiryCar(JSON.stringify(saved))).toEqual(saved);
    expect(saved).toMatchObject({ id: 77, slug: car.slug, stocknum: car.stocknum, dealership_slug: 'acme-motors' });
  });

  it.each([
    ['AU', car, '2021 Volkswagen Tiguan 110TSI Life for sale in Brighton VIC: $35,990 Drive Away. Used, Automatic, 45,000 km, Petrol.'],
    ['US', car, '2021 Volkswagen Tiguan 110TSI Life for sale in Brighton VIC: $35,990 Drive Away. Used, Automatic, 27,962 mi, Gas.'],
    ['AU', { ...car, price: 0 }, '2021 Volkswagen Tiguan 110TSI Life for sale in Brighton VIC: Enquire for price. Used, Automatic, 45,000 km, Petrol.'],
    ['AU', { ...car, status: 'sold' as const, sold: true }, '2021 Volkswagen Tiguan 110TSI Life for sale in Brighton VIC: SOLD. Used, Automatic, 45,000 km, Petrol.'],
  ] as const)('the meta description in %s: %s', (region, subject, description) => {
    expect(vehicleMetaDescription(subject, region)).toBe(description);
  });
});
