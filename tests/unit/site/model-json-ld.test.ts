import { describe, expect, it } from 'vitest';
import { modelJsonLd } from '../../../src/site/model-json-ld.ts';

const tiguan = {
  name: 'Tiguan',
  slug: 'tiguan',
  manufacturer_name: 'Volkswagen',
  short_description: 'The family SUV.',
  status: '' as const,
  bodyStyle: ['SUV' as const],
  fuel: ['Petrol' as const, 'Diesel' as const],
  price_from: 44990,
  image: { url: '/generated/models/suv.svg' },
};
const context = { siteUrl: 'https://www.dealer.example', region: 'AU' as const, stockPrices: [47990, 52990] };

describe('modelJsonLd', () => {
  it('describes the model as a schema.org Car and ProductModel with absolute links', () => {
    expect(modelJsonLd(tiguan, context)).toMatchObject({
      '@context': 'https://schema.org',
      '@type': ['Car', 'ProductModel'],
      name: 'Volkswagen Tiguan',
      url: 'https://www.dealer.example/models/tiguan',
      image: 'https://www.dealer.example/generated/models/suv.svg',
      brand: { '@type': 'Brand', name: 'Volkswagen' },
      model: 'Tiguan',
      bodyType: ['SUV'],
      fuelType: ['Petrol', 'Diesel'],
    });
  });

  it("gives one AggregateOffer from the from-price and the stock's prices, in the region's currency", () => {
    expect(modelJsonLd(tiguan, context).offers).toEqual({
      '@type': 'AggregateOffer',
      url: 'https://www.dealer.example/models/tiguan',
      priceCurrency: 'AUD',
      lowPrice: 44990,
      highPrice: 52990,
      offerCount: 2,
      availability: 'https://schema.org/InStock',
    });
    expect(modelJsonLd(tiguan, { ...context, region: 'NZ', stockPrices: [] }).offers).toEqual({
      '@type': 'AggregateOffer',
      url: 'https://www.dealer.example/models/tiguan',
      priceCurrency: 'NZD',
      lowPrice: 44990,
      highPrice: 44990,
    });
  });

  it('a coming-soon model is on pre-order, and without any price it has no offers', () => {
    const comingSoon = { ...tiguan, status: 'coming_soon' as const, price_from: null };
    expect(modelJsonLd(comingSoon, { ...context, region: 'US', stockPrices: [60000, null] }).offers).toMatchObject({
      priceCurrency: 'USD',
      lowPrice: 60000,
      highPrice: 60000,
      offerCount: 2,
      availability: 'https://schema.org/PreOrder',
    });
    expect(modelJsonLd(comingSoon, { ...context, stockPrices: [] })).not.toHaveProperty('offers');
  });

  it("names a US model's petrol Gasoline", () => {
    expect(modelJsonLd(tiguan, { ...context, region: 'US' }).fuelType).toEqual(['Gasoline', 'Diesel']);
  });
});
