import { describe, expect, it } from 'vitest';
import { itemCondition, jsonLdText, offerAvailability, vehicleJsonLd } from '../../../src/site/vehicle-json-ld.ts';
import { makeCar } from '../domain/cars/car-fixture.ts';

const SITE_URL = 'https://www.dealer.example';

describe('vehicle JSON-LD', () => {
  it('is a schema.org Car with its Offer: price, currency, availability, condition, VIN, odometer, brand, model, year, images and URL', () => {
    const car = makeCar({ images: [{ url: '/cars/a.jpg', alt: 'A' }, { url: 'https://cdn.example/b.jpg', alt: 'B' }] });
    const data = vehicleJsonLd(car, { siteUrl: SITE_URL, region: 'AU' });
    const url = `${SITE_URL}/cars/${car.slug}`;
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Car',
      name: car.name,
      url,
      image: [`${SITE_URL}/cars/a.jpg`, 'https://cdn.example/b.jpg'],
      vehicleIdentificationNumber: car.vin,
      brand: { '@type': 'Brand', name: 'Volkswagen' },
      model: 'Tiguan',
      vehicleModelDate: '2021',
      mileageFromOdometer: { '@type': 'QuantitativeValue', value: 45_000, unitCode: 'KMT' },
      itemCondition: 'https://schema.org/UsedCondition',
      offers: {
        '@type': 'Offer',
        url,
        price: 35_990,
        priceCurrency: 'AUD',
        availability: 'https://schema.org/InStock',
        itemCondition: 'https://schema.org/UsedCondition',
      },
    });
  });

  it.each([
    ['AU', 'AUD', 45_000, 'KMT'],
    ['NZ', 'NZD', 45_000, 'KMT'],
    ['US', 'USD', 27_962, 'SMI'],
  ] as const)('in %s the price is in %s and the odometer %i %s', (region, currency, value, unitCode) => {
    const data = vehicleJsonLd(makeCar(), { siteUrl: SITE_URL, region }) as { offers: { priceCurrency: string }; mileageFromOdometer: unknown };
    expect(data.offers.priceCurrency).toBe(currency);
    expect(data.mileageFromOdometer).toEqual({ '@type': 'QuantitativeValue', value, unitCode });
  });

  it.each([
    ['AU', 'Petrol', 'Ute', 'Grey'],
    ['NZ', 'Petrol', 'Ute', 'Grey'],
    ['US', 'Gasoline', 'Pickup', 'Gray'],
  ] as const)('in %s a petrol ute in grey has fuelType %s, bodyType %s and color %s', (region, fuelType, bodyType, color) => {
    const data = vehicleJsonLd(makeCar({ simple_fuel: 'Petrol', simple_body: 'Ute', colour: 'Grey' }), { siteUrl: SITE_URL, region });
    expect(data).toMatchObject({ fuelType, bodyType, color });
  });

  it('leaves the price out when the car has no valid price, keeping the currency', () => {
    const data = vehicleJsonLd(makeCar({ price: 10 }), { siteUrl: SITE_URL, region: 'NZ' }) as { offers: Record<string, unknown> };
    expect(data.offers).not.toHaveProperty('price');
    expect(data.offers.priceCurrency).toBe('NZD');
  });

  it.each([
    ['an in-stock car', makeCar(), 'InStock'],
    ['a car coming soon', makeCar({ status: 'coming_soon' }), 'PreOrder'],
    ['a preorder car', makeCar({ preorder: true, price: 0 }), 'PreOrder'],
    ['a sold car', makeCar({ status: 'sold', sold: true, sold_date_timestamp: 1 }), 'SoldOut'],
    ['a car whose sold flag alone is set', makeCar({ sold: true }), 'SoldOut'],
  ] as const)('%s is %s', (_name, car, availability) => {
    expect(offerAvailability(car)).toBe(availability);
  });

  it.each([
    ['new', 'NewCondition'],
    ['demo', 'NewCondition'],
    ['used', 'UsedCondition'],
  ] as const)('a %s car is in %s', (carType, condition) => {
    expect(itemCondition({ car_type: carType })).toBe(condition);
  });

  it('cannot close its script element or break on line separators, and parses back to the same data', () => {
    const car = makeCar({ description: 'Great car </script><script>alert(1)</script> & more\u2028next' });
    const data = vehicleJsonLd(car, { siteUrl: SITE_URL, region: 'AU' });
    const text = jsonLdText(data);
    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(text)).toEqual(data);
  });
});
