import { describe, expect, it } from 'vitest';
import { FeaturesSchema } from '../../../../src/config/site-config-schema.ts';
import type { Car } from '../../../../src/domain/cars/car.ts';
import {
  type CarActionSettings,
  carActions,
  isAvailable,
  isPriceEligibleForValuation,
  isReservable,
  isSold,
  reserveDeposit,
  reserveDepositText,
  soldNotice,
} from '../../../../src/domain/cars/car-state.ts';
import { DEFAULT_RESERVE_DEPOSIT, MIN_VALUATION_PRICE } from '../../../../src/domain/basics/constants.ts';
import { makeCar } from './car-fixture.ts';

const NOW_SECONDS = new Date('2026-06-15T12:00:00Z').getTime() / 1000;

const ALL_ON: CarActionSettings = { buttons: { test_drive: true, reserve: 'checkout', finance: true, trade_in: true } };
const ALL_OFF: CarActionSettings = { buttons: { test_drive: false, reserve: 'off', finance: false, trade_in: false } };

/** A car that cannot be reserved online. */
const NO_PROCESSORS: Car['payment_processors'] = [];

const SOLD_NOTICE = {
  price: 'SOLD',
  text: 'This vehicle has recently sold. Let us find you something similar.',
  tag: 'JUST SOLD',
};

describe('car availability', () => {
  it.each([
    ['in_stock', true],
    ['coming_soon', true],
    ['sold', false],
  ] as const)('status %s counts as available: %s', (status, available) => {
    expect(isAvailable({ status })).toBe(available);
  });

  it.each([
    ['status sold', { status: 'sold', sold: true }, true],
    ['the sold flag alone', { status: 'in_stock', sold: true }, true],
    ['in stock and not flagged', { status: 'in_stock', sold: false }, false],
    ['coming soon', { status: 'coming_soon', sold: false }, false],
  ] as const)('a car is sold by %s: %s', (_case, fields, sold) => {
    expect(isSold(fields)).toBe(sold);
  });

  it('a sold car shows SOLD, the recently-sold text and the JUST SOLD tag', () => {
    expect(soldNotice({ status: 'sold', sold: true })).toEqual(SOLD_NOTICE);
    expect(soldNotice({ status: 'in_stock', sold: false })).toBeNull();
  });
});

describe('a car is price-eligible for the valuation feature only when in stock, not sold, not reserved and priced over 200', () => {
  it('the minimum is over 200', () => {
    expect(MIN_VALUATION_PRICE).toBe(200);
  });

  it.each([
    ['an in-stock car priced 201', {}, 201, true],
    ['a car priced exactly 200', {}, 200, false],
    ['a car priced 199', {}, 199, false],
    ['a coming-soon car', { status: 'coming_soon' }, 35_990, false],
    ['a sold car', { status: 'sold', sold: true }, 35_990, false],
    ['an in-stock car with the sold flag', { sold: true }, 35_990, false],
    ['a reserved car', { reserved: true }, 35_990, false],
  ] as const)('%s is eligible: %s', (_case, fields, price, eligible) => {
    expect(isPriceEligibleForValuation(makeCar({ ...fields, price }))).toBe(eligible);
  });
});

describe('the reserve deposit is $200 unless the car or the site gives another amount', () => {
  it('the default deposit is 200', () => {
    expect(DEFAULT_RESERVE_DEPOSIT).toBe(200);
  });

  it.each([
    ['neither car nor site sets one: $200', [{ provider: 'stripe', deposit: null }], undefined, 200],
    ['the site sets 500: $500', [{ provider: 'stripe', deposit: null }], 500, 500],
    ['the car sets 1,000: $1,000 over the site\'s 500', [{ provider: 'stripe', deposit: 1_000 }], 500, 1_000],
    ['the car sets 1,000 and the site none: $1,000', [{ provider: 'stripe', deposit: 1_000 }], undefined, 1_000],
    ['the first processor with a deposit counts', [{ provider: 'stripe', deposit: null }, { provider: 'stripe', deposit: 750 }], undefined, 750],
    ['a car deposit of 0 is no amount', [{ provider: 'stripe', deposit: 0 }], 300, 300],
    ['a site deposit of 0 is no amount', [], 0, 200],
  ] as const)('%s', (_rule, processors, siteDeposit, deposit) => {
    expect(reserveDeposit({ payment_processors: [...processors] }, siteDeposit)).toBe(deposit);
  });

  it.each([
    ['AU', undefined, '$200'],
    ['NZ', 1_500, '$1,500'],
    ['US', 250, '$250'],
  ] as const)('in %s with a site deposit of %s the text reads %s', (region, siteDeposit, text) => {
    expect(reserveDepositText(makeCar(), region, siteDeposit)).toBe(text);
  });
});

describe('reserving online', () => {
  it.each([
    ['an in-stock car with a payment processor', {}, true],
    // The reserve check (reserve-check.ts) holds only cars in stock.
    ['a coming-soon car with a payment processor', { status: 'coming_soon' }, false],
    ['a preorder car', { preorder: true }, false],
    ['a reserved car', { reserved: true }, false],
    ['a sold car', { status: 'sold', sold: true }, false],
    ['a car without a payment processor', { payment_processors: NO_PROCESSORS }, false],
  ] as const)('%s can be reserved: %s', (_case, fields, reservable) => {
    expect(isReservable(makeCar(fields))).toBe(reservable);
  });
});

describe('action buttons', () => {
  it('a validated site config\'s features give every button by default', () => {
    expect(carActions(makeCar(), FeaturesSchema.parse({}))).toEqual(carActions(makeCar(), ALL_ON));
  });

  it('an available car gets the standard layout with every button the site switches on', () => {
    expect(carActions(makeCar(), ALL_ON)).toEqual({
      kind: 'standard',
      buttons: [
        { action: 'enquire', label: 'Enquire' },
        { action: 'test-drive', label: 'Book a Test Drive' },
        { action: 'reserve', route: 'checkout', label: 'Reserve This Car' },
        { action: 'finance', label: 'Get Finance' },
        { action: 'trade-in', label: 'Trade-In Valuation' },
      ],
    });
  });

  it('with every switch off, only Enquire remains', () => {
    expect(carActions(makeCar(), ALL_OFF)).toEqual({ kind: 'standard', buttons: [{ action: 'enquire', label: 'Enquire' }] });
  });

  it('a site that sells online reserves through buy-online', () => {
    const actions = carActions(makeCar(), { buttons: { ...ALL_ON.buttons, reserve: 'buy-online' } });
    expect(actions.kind === 'standard' && actions.buttons.find((b) => b.action === 'reserve')).toEqual({
      action: 'reserve',
      route: 'buy-online',
      label: 'Reserve This Car',
    });
  });

  it.each([
    ['a reserved car has no reserve button and no trade-in valuation', { reserved: true }, ['enquire', 'test-drive', 'finance']],
    ['a car without a payment processor has no reserve button', { payment_processors: NO_PROCESSORS }, ['enquire', 'test-drive', 'finance', 'trade-in']],
    ['a car priced 200 has no trade-in valuation', { price: 200 }, ['enquire', 'test-drive', 'reserve', 'finance']],
    ['a coming-soon car has no trade-in valuation and cannot be reserved', { status: 'coming_soon' }, ['enquire', 'test-drive', 'finance']],
  ] as const)('%s', (_rule, fields, actions) => {
    const layout = carActions(makeCar(fields), ALL_ON);
    expect(layout.kind === 'standard' && layout.buttons.map((b) => b.action)).toEqual(actions);
  });

  it('a car tagged Test Drive Only uses the test-drive-only button layout', () => {
    const layout = {
      kind: 'test-drive-only',
      buttons: [
        { action: 'test-drive', label: 'Book a Test Drive' },
        { action: 'enquire', label: 'Enquire' },
      ],
    };
    expect(carActions(makeCar({ tag: 'Test Drive Only' }), ALL_ON)).toEqual(layout);
    expect(carActions(makeCar({ tag: 'Test Drive Only' }), ALL_OFF)).toEqual(layout);
  });

  it('a car with another tag keeps the standard layout', () => {
    expect(carActions(makeCar({ tag: 'One Owner' }), ALL_ON).kind).toBe('standard');
  });

  it('a sold car shows Find Me Something Similar in place of the action buttons, with its sold notice', () => {
    const sold = makeCar({ status: 'sold', sold: true, sold_date_timestamp: NOW_SECONDS });
    expect(carActions(sold, ALL_ON)).toEqual({ kind: 'find-similar', label: 'Find Me Something Similar', sold: SOLD_NOTICE });
  });

  it('a sold car tagged Test Drive Only also shows Find Me Something Similar', () => {
    const sold = makeCar({ status: 'sold', sold: true, tag: 'Test Drive Only' });
    expect(carActions(sold, ALL_ON).kind).toBe('find-similar');
  });

  it('a car with the sold flag set shows Find Me Something Similar whatever its status', () => {
    expect(carActions(makeCar({ sold: true }), ALL_ON).kind).toBe('find-similar');
  });
});
