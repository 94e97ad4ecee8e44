import { describe, expect, it } from 'vitest';
import { reserveCheck, RESERVE_REFUSAL_TEXTS, type ReserveCheckContext } from '../../../../src/domain/cars/reserve-check.ts';
import type { Car } from '../../../../src/domain/cars/car.ts';
import { makeCar } from './car-fixture.ts';

const STRIPE = [{ provider: 'stripe' as const, deposit: null }];
const reservable: Partial<Car> = { status: 'in_stock', sold: false, reserved: false, preorder: false, price: 30_000, payment_processors: STRIPE };
const onSite: ReserveCheckContext = { reserve: 'checkout', listed: true, held: false };

describe('the reserve check', () => {
  it.each<[string, Partial<Car>, Partial<ReserveCheckContext>, ReturnType<typeof reserveCheck>]>([
    ['a listed, in-stock, priced car with card payment on a checkout site', {}, {}, { ok: true, route: 'checkout' }],
    ['the same car on a buy-online site', {}, { reserve: 'buy-online' }, { ok: true, route: 'buy-online' }],
    ['a site that does not reserve online', {}, { reserve: 'off' }, { ok: false, reason: 'reserving-off' }],
    ['a car the site does not list', {}, { listed: false }, { ok: false, reason: 'not-listed' }],
    ['a sold car (status)', { status: 'sold', sold: true }, {}, { ok: false, reason: 'sold' }],
    ['a car whose sold flag is set', { sold: true }, {}, { ok: false, reason: 'sold' }],
    ['a coming-soon car', { status: 'coming_soon' }, {}, { ok: false, reason: 'not-in-stock' }],
    ['a car the feed marks reserved', { reserved: true }, {}, { ok: false, reason: 'reserved' }],
    ['a car someone holds right now', {}, { held: true }, { ok: false, reason: 'reserved' }],
    ['a preorder car', { preorder: true }, {}, { ok: false, reason: 'preorder' }],
    ['a car offered for test drives only', { tag: 'Test Drive Only' }, {}, { ok: false, reason: 'test-drive-only' }],
    ['a car with another tag', { tag: 'One Owner' }, {}, { ok: true, route: 'checkout' }],
    ['a car priced 10 (no valid price)', { price: 10 }, {}, { ok: false, reason: 'no-valid-price' }],
    ['a car priced 11', { price: 11 }, {}, { ok: true, route: 'checkout' }],
    ['a car with no payment processor', { payment_processors: [] }, {}, { ok: false, reason: 'no-card-payment' }],
    ['a car with its own deposit', { payment_processors: [{ provider: 'stripe', deposit: 500 }] }, {}, { ok: true, route: 'checkout' }],
  ])('%s', (_name, car, context, expected) => {
    expect(reserveCheck(makeCar({ ...reservable, ...car }), { ...onSite, ...context })).toEqual(expected);
  });

  it('names the site switch before the car, and a sale before a hold', () => {
    expect(reserveCheck(makeCar({ ...reservable, status: 'sold', sold: true }), { ...onSite, reserve: 'off' })).toEqual({ ok: false, reason: 'reserving-off' });
    expect(reserveCheck(makeCar({ ...reservable, status: 'sold', sold: true, reserved: true }), onSite)).toEqual({ ok: false, reason: 'sold' });
  });

  it('tells a shopper who lost the race that the car has just been reserved', () => {
    expect(RESERVE_REFUSAL_TEXTS.reserved).toBe('This car has just been reserved');
  });
});
