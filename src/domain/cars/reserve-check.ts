/**
 * The reserve check (spec sections 4 and 5: "A car qualifies for reserve only when the reserve check
 * passes (details not shown)"). Ours, in the order a shopper would want to hear the reason:
 * the site takes reservations, the car is listed on the site, it is in stock (a coming-soon car
 * cannot be held against a deposit), it is not sold, nobody holds it (the feed's `reserved` flag or a
 * live hold), it is not a factory preorder, it is not offered for test drives only (a 'Test Drive
 * Only' car shows just Book a Test Drive and Enquire, spec section 4), it has a valid price, and one
 * of its payment processors takes cards. Pure: the caller says whether the car is listed and whether a live hold exists.
 */
import type { Car } from './car.ts';
import { TEST_DRIVE_ONLY_TAG } from '../basics/constants.ts';
import { isValidPrice } from './valid-price.ts';

/** How the site sells online: a reserve checkout, buy online, or neither. */
export type ReserveSetting = 'checkout' | 'buy-online' | 'off';

/** Why a car cannot be reserved, one reason per rule. */
export type ReserveRefusal =
  | 'reserving-off'
  | 'not-listed'
  | 'not-in-stock'
  | 'sold'
  | 'reserved'
  | 'preorder'
  | 'test-drive-only'
  | 'no-valid-price'
  | 'no-card-payment';

/** The answer: the route the site reserves through, or the first rule the car fails. */
export type ReserveCheck =
  | { readonly ok: true; readonly route: Exclude<ReserveSetting, 'off'> }
  | { readonly ok: false; readonly reason: ReserveRefusal };

/** The car fields the check reads. */
export type ReserveCheckCar = Pick<Car, 'status' | 'sold' | 'reserved' | 'preorder' | 'tag' | 'price' | 'payment_processors'>;

/** What the check needs besides the car. */
export interface ReserveCheckContext {
  readonly reserve: ReserveSetting;
  /** Whether the site lists the car now (the stock search's own rule). */
  readonly listed: boolean;
  /** Whether a shopper holds the car right now (a live reservation); false at build time. */
  readonly held: boolean;
}

/** The payment processors that take a card (every processor the stock schema knows is Stripe). */
const CARD_PROVIDERS: ReadonlySet<string> = new Set(['stripe']);

/** Runs the reserve check. */
export function reserveCheck(car: ReserveCheckCar, context: ReserveCheckContext): ReserveCheck {
  if (context.reserve === 'off') return { ok: false, reason: 'reserving-off' };
  if (!context.listed) return { ok: false, reason: 'not-listed' };
  // Either sold signal is enough (see car-state.ts isSold); inlined so car-state may import this module.
  if (car.status === 'sold' || car.sold) return { ok: false, reason: 'sold' };
  if (car.status !== 'in_stock') return { ok: false, reason: 'not-in-stock' };
  if (car.reserved || context.held) return { ok: false, reason: 'reserved' };
  if (car.preorder) return { ok: false, reason: 'preorder' };
  if (car.tag?.trim() === TEST_DRIVE_ONLY_TAG) return { ok: false, reason: 'test-drive-only' };
  if (!isValidPrice(car.price)) return { ok: false, reason: 'no-valid-price' };
  if (!car.payment_processors.some((processor) => CARD_PROVIDERS.has(processor.provider))) return { ok: false, reason: 'no-card-payment' };
  return { ok: true, route: context.reserve };
}

/** What a shopper reads when the check refuses (the checkout page and the API say the same). */
export const RESERVE_REFUSAL_TEXTS: Readonly<Record<ReserveRefusal, string>> = {
  'reserving-off': 'This website does not take reservations online. Please contact us about this car.',
  'not-listed': 'This car is no longer listed on our website.',
  'not-in-stock': 'This car is not in stock yet, so it cannot be reserved online. Please contact us about it.',
  sold: 'This car has been sold.',
  reserved: 'This car has just been reserved',
  preorder: 'This car is on order from the factory, so it cannot be reserved online. Please contact us about it.',
  'test-drive-only': 'This car is offered for test drives only. Please book a test drive or contact us about it.',
  'no-valid-price': 'This car has no advertised price, so it cannot be reserved online. Please contact us about it.',
  'no-card-payment': 'This car cannot be reserved online. Please contact us about it.',
};
