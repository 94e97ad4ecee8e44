/**
 * A car's advertised price: the one place that decides what a car's price is and what words go with
 * it (spec section 5, "Search box and prices", and section 4). The card, the car page, its JSON-LD,
 * the search snapshot, the brochure, the checkout, the leads' ADF and the vehicle-ads feeds all
 * render what `advertisedPrice` says, so no two of them can disagree; nothing else formats a car's
 * price. It is a valid price with its price-type words, SOLD, PREORDER, or the no-price text; with
 * the market-price indicator and the weekly subscription offer beside it.
 */
import { PRICE_TYPE_LABELS, type Car, type PriceType } from './car.ts';
import { isSold } from './car-state.ts';
import { MARKET_PRICE_THRESHOLD } from '../basics/constants.ts';
import { formatMoney } from '../basics/format.ts';
import { regionSettings, type RegionCode, type RegionSettings } from '../basics/region.ts';
import { PRICE_TEXTS } from '../basics/texts.ts';
import { isValidPrice } from './valid-price.ts';

/** An amount of money with its text in the region's currency, e.g. `{ amount: 45990, text: '$45,990' }`. */
interface Money {
  readonly amount: number;
  readonly text: string;
}

/**
 * What a car is advertised at, one case per thing the spec can show:
 * - `amount`: a valid price in the region's currency, with what it includes (`priceType`, the
 *   feed's `price_type`) and the words for it ('Drive Away'...), the earlier price struck through
 *   when it was higher, and the manufacturer offer price when one applies;
 * - `sold`: 'SOLD', whatever the price;
 * - `preorder`: 'PREORDER', for a preorder car without a valid price;
 * - `no-price`: 'Enquire for price.', for any other car without a valid price.
 * `words` is the whole line as text: '$45,990 Drive Away', or the label.
 */
export type AdvertisedPrice =
  | {
      readonly kind: 'amount';
      readonly price: Money;
      readonly currency: RegionSettings['currency'];
      readonly priceType: PriceType;
      readonly priceTypeLabel: string;
      /** Shown struck through; null unless the earlier price was higher than the price. */
      readonly beforePrice: Money | null;
      /** Null unless the offer price is a valid price below the price. */
      readonly offerPrice: Money | null;
      readonly words: string;
    }
  | { readonly kind: 'sold'; readonly label: typeof PRICE_TEXTS.sold; readonly words: string }
  | { readonly kind: 'preorder'; readonly label: typeof PRICE_TEXTS.preorder; readonly words: string }
  | { readonly kind: 'no-price'; readonly label: typeof PRICE_TEXTS.enquireForPrice; readonly words: string };

/** The car fields the advertised price reads. */
export type PricedCar = Pick<Car, 'price' | 'before_price' | 'offer_price' | 'price_type' | 'preorder' | 'status' | 'sold'>;


function money(amount: number, region: RegionCode): Money {
  return { amount, text: formatMoney(amount, region) };
}

/**
 * The advertised price of a car in the region's currency. A sold car shows SOLD first of all
 * (section 4: "A sold car shows SOLD"); a car counts as sold when its status is 'sold' or its `sold`
 * flag is set. Otherwise an invalid price (10 or less) shows PREORDER for a preorder car and
 * 'Enquire for price.' for any other; a preorder car with a valid price shows that price like any car.
 */
export function advertisedPrice(car: PricedCar, region: RegionCode): AdvertisedPrice {
  if (isSold(car)) return { kind: 'sold', label: PRICE_TEXTS.sold, words: PRICE_TEXTS.sold };
  if (!isValidPrice(car.price)) {
    return car.preorder
      ? { kind: 'preorder', label: PRICE_TEXTS.preorder, words: PRICE_TEXTS.preorder }
      : { kind: 'no-price', label: PRICE_TEXTS.enquireForPrice, words: PRICE_TEXTS.enquireForPrice };
  }
  const before = car.before_price;
  const offer = car.offer_price;
  const price = money(car.price, region);
  const priceTypeLabel = PRICE_TYPE_LABELS[car.price_type];
  return {
    kind: 'amount',
    price,
    currency: regionSettings(region).currency,
    priceType: car.price_type,
    priceTypeLabel,
    beforePrice: before !== null && before > car.price ? money(before, region) : null,
    offerPrice: offer !== null && isValidPrice(offer) && offer < car.price ? money(offer, region) : null,
    words: `${price.text} ${priceTypeLabel}`,
  };
}

/** The amount a car is advertised at, or null when it shows none (sold, preorder, no valid price). */
export function advertisedAmount(car: PricedCar, region: RegionCode): number | null {
  const advertised = advertisedPrice(car, region);
  return advertised.kind === 'amount' ? advertised.price.amount : null;
}

/**
 * How far the car's price is below the national average market price, when the market-price indicator
 * shows; null when it does not. The spec: "shows only when the car price is more than $499 below the
 * average market price", so a gap of exactly 499 shows nothing and 500 shows. A car without market
 * data (`autograb_data` null) or without a valid price shows nothing: a missing price is not a bargain.
 */
export function marketPriceSaving(car: Pick<Car, 'price' | 'autograb_data'>): number | null {
  if (car.autograb_data === null || !isValidPrice(car.price)) return null;
  const saving = car.autograb_data.average_market_price - car.price;
  return saving > MARKET_PRICE_THRESHOLD ? saving : null;
}

/** The market-price indicator's words, '$1,200 below market price'; null when it does not show (marketPriceSaving). */
export function marketPriceSavingText(car: Pick<Car, 'price' | 'autograb_data'>, region: RegionCode): string | null {
  const saving = marketPriceSaving(car);
  return saving === null ? null : `${formatMoney(saving, region)} below market price`;
}

/**
 * The weekly subscription offer a car carries (section 3's `subscription_price`), as "$129 a week";
 * null when the car is not offered on subscription, is sold, or the amount is not a valid price
 * (the same over-10 rule as the price, so a placeholder 0 or 1 never reads as an offer).
 */
export function subscriptionOffer(car: Pick<Car, 'subscription_price' | 'status' | 'sold'>, region: RegionCode): string | null {
  const weekly = car.subscription_price;
  if (weekly === null || isSold(car) || !isValidPrice(weekly)) return null;
  return `${formatMoney(weekly, region)} a week`;
}
