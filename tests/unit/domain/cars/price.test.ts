import { describe, expect, it } from 'vitest';
import { MARKET_PRICE_THRESHOLD, MIN_VALID_PRICE } from '../../../../src/domain/basics/constants.ts';
import { advertisedAmount, advertisedPrice, marketPriceSaving, marketPriceSavingText, subscriptionOffer } from '../../../../src/domain/cars/price.ts';
import { isValidPrice } from '../../../../src/domain/cars/valid-price.ts';
import { makeCar } from './car-fixture.ts';

describe('a price is valid only if over 10', () => {
  it('the limit is 10', () => {
    expect(MIN_VALID_PRICE).toBe(10);
  });

  it.each([
    [0, false],
    [1, false],
    [10, false],
    [10.5, true],
    [11, true],
    [45_990, true],
  ])('a price of %d is valid: %s', (price, valid) => {
    expect(isValidPrice(price)).toBe(valid);
  });
});

describe('the price line', () => {
  it('a valid price shows its amount in the site currency with the price-type label', () => {
    expect(advertisedPrice(makeCar({ price: 45_990, price_type: 'drive_away' }), 'AU')).toEqual({
      kind: 'amount',
      price: { amount: 45_990, text: '$45,990' },
      currency: 'AUD',
      priceType: 'drive_away',
      priceTypeLabel: 'Drive Away',
      beforePrice: null,
      offerPrice: null,
      words: '$45,990 Drive Away',
    });
  });

  it.each([
    ['drive_away', 'Drive Away'],
    ['excl_gov_charges', 'Excl. Government Charges'],
    ['plus_on_road_costs', '+ On Road Costs'],
    ['plus_tax_and_fees', '+ Tax, Title & Fees'],
  ] as const)('price type %s is labelled %s', (priceType, label) => {
    const display = advertisedPrice(makeCar({ price_type: priceType }), 'US');
    expect(display.kind === 'amount' && display.priceTypeLabel).toBe(label);
  });

  it('a price of exactly 10 is no price: Enquire for price.', () => {
    expect(advertisedPrice(makeCar({ price: 10 }), 'AU')).toEqual({ kind: 'no-price', label: 'Enquire for price.', words: 'Enquire for price.' });
  });

  it('a price of 11 is shown', () => {
    expect(advertisedPrice(makeCar({ price: 11 }), 'NZ')).toMatchObject({ kind: 'amount', price: { amount: 11, text: '$11' } });
  });

  it('a preorder car without a valid price shows PREORDER', () => {
    expect(advertisedPrice(makeCar({ price: 0, preorder: true, status: 'coming_soon' }), 'AU')).toEqual({ kind: 'preorder', label: 'PREORDER', words: 'PREORDER' });
  });

  it('a preorder car with a valid price shows its price', () => {
    expect(advertisedPrice(makeCar({ price: 52_990, preorder: true, status: 'coming_soon' }), 'AU')).toMatchObject({ kind: 'amount' });
  });

  it.each([
    ['status sold', { status: 'sold', sold: true, sold_date_timestamp: 1 }],
    ['the sold flag alone', { sold: true }],
    ['a sold car with no price', { status: 'sold', sold: true, price: 0, preorder: true }],
  ] as const)('a sold car shows SOLD (%s)', (_case, fields) => {
    expect(advertisedPrice(makeCar(fields), 'AU')).toEqual({ kind: 'sold', label: 'SOLD', words: 'SOLD' });
  });

  it.each([
    ['a higher before price is struck through', 39_990, { amount: 39_990, text: '$39,990' }],
    ['an equal before price is not shown', 35_990, null],
    ['a lower before price is not shown', 30_000, null],
    ['no before price shows nothing', null, null],
  ] as const)('%s', (_rule, before, expected) => {
    const display = advertisedPrice(makeCar({ price: 35_990, before_price: before }), 'AU');
    expect(display.kind === 'amount' && display.beforePrice).toEqual(expected);
  });

  it.each([
    ['an offer price below the price is shown', 33_990, { amount: 33_990, text: '$33,990' }],
    ['an offer price equal to the price is not shown', 35_990, null],
    ['an offer price above the price is not shown', 36_990, null],
    ['an offer price of 10 or less is not a price', 10, null],
    ['no offer price shows nothing', null, null],
  ] as const)('%s', (_rule, offer, expected) => {
    const display = advertisedPrice(makeCar({ price: 35_990, offer_price: offer }), 'AU');
    expect(display.kind === 'amount' && display.offerPrice).toEqual(expected);
  });
});

describe('the market-price indicator shows only when the price is more than $499 below the average', () => {
  const withAverage = (price: number, average: number | null) =>
    makeCar({ price, autograb_data: average === null ? null : { average_market_price: average, state_average_market_price: average + 1_000 } });

  it('the threshold is $499', () => {
    expect(MARKET_PRICE_THRESHOLD).toBe(499);
  });

  it.each([
    ['$500 below shows a $500 saving', 30_000, 30_500, 500],
    ['exactly $499 below shows nothing', 30_000, 30_499, null],
    ['$498 below shows nothing', 30_000, 30_498, null],
    ['$2,000 below shows a $2,000 saving', 30_000, 32_000, 2_000],
    ['a price above the average shows nothing', 31_000, 30_000, null],
    ['no market data shows nothing', 30_000, null, null],
    ['a car with no valid price shows nothing', 0, 30_000, null],
  ] as const)('%s', (_rule, price, average, saving) => {
    expect(marketPriceSaving(withAverage(price, average))).toBe(saving);
  });

  it('compares with the national average, not the state average', () => {
    const car = makeCar({ price: 30_000, autograb_data: { average_market_price: 30_100, state_average_market_price: 40_000 } });
    expect(marketPriceSaving(car)).toBeNull();
  });
});

describe('the weekly subscription offer', () => {
  it.each([
    ['a car on subscription shows its weekly amount', { subscription_price: 129 }, 'AU', '$129 a week'],
    ['in the site currency', { subscription_price: 1_290 }, 'US', '$1,290 a week'],
    ['no subscription shows nothing', { subscription_price: null }, 'AU', null],
    ['a placeholder amount of 10 or less shows nothing', { subscription_price: 10 }, 'AU', null],
    ['a sold car shows nothing', { subscription_price: 129, status: 'sold' }, 'AU', null],
    ['a car with its sold flag set shows nothing', { subscription_price: 129, sold: true }, 'AU', null],
  ] as const)('%s', (_rule, fields, region, text) => {
    expect(subscriptionOffer(makeCar(fields), region)).toBe(text);
  });
});

describe('the advertised amount', () => {
  it("is the price a card shows, in the region's currency, and none where the card shows no amount", () => {
    expect(advertisedAmount(makeCar({ price: 45_990 }), 'AU')).toBe(45_990);
    expect(advertisedPrice(makeCar({ price: 45_990 }), 'NZ')).toMatchObject({ currency: 'NZD' });
    expect(advertisedPrice(makeCar({ price: 45_990, price_type: 'plus_tax_and_fees' }), 'US')).toMatchObject({ currency: 'USD', words: '$45,990 + Tax, Title & Fees' });
    expect(advertisedAmount(makeCar({ status: 'sold', sold: true, price: 45_990 }), 'AU')).toBeNull();
    expect(advertisedAmount(makeCar({ price: 10 }), 'AU')).toBeNull();
    expect(advertisedAmount(makeCar({ price: 0, preorder: true, status: 'coming_soon' }), 'AU')).toBeNull();
  });
});

describe('the market-price words', () => {
  it('say how far below the market the price is, only when the indicator shows', () => {
    const average = 40_000;
    const car = (price: number) => makeCar({ price, autograb_data: { average_market_price: average, state_average_market_price: average } });
    expect(marketPriceSavingText(car(average - 1_200), 'AU')).toBe('$1,200 below market price');
    expect(marketPriceSavingText(car(average - MARKET_PRICE_THRESHOLD), 'AU')).toBeNull();
  });
});
