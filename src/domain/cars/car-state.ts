/**
 * What a car's state allows (spec section 4, "Car availability", and the valuation and reserve rules):
 * whether it is available or sold, which action buttons it gets, whether it qualifies for the
 * valuation feature, and the reserve deposit it asks for. Whether a car is still listed is the stock
 * filter's rule (search/stock-filter.ts).
 */
import type { Car } from './car.ts';
import { DEFAULT_RESERVE_DEPOSIT, MIN_VALUATION_PRICE, TEST_DRIVE_ONLY_TAG } from '../basics/constants.ts';
import { formatMoney } from '../basics/format.ts';
import { reserveCheck, type ReserveCheckCar } from './reserve-check.ts';
import type { RegionCode } from '../basics/region.ts';
import { LABELS, PRICE_TEXTS, RECENTLY_SOLD_TEXT, TAG_TEXTS } from '../basics/texts.ts';

/** "in_stock and coming_soon count as available"; anything else gets 'Find Me Something Similar'. */
export const AVAILABLE_STATUSES = ['in_stock', 'coming_soon'] as const satisfies readonly Car['status'][];

export function isAvailable(car: Pick<Car, 'status'>): boolean {
  return (AVAILABLE_STATUSES as readonly Car['status'][]).includes(car.status);
}

/**
 * Whether shoppers can enquire about the car: available and not sold. Any other car shows 'Find Me
 * Something Similar' in place of its action buttons (carActions' `find-similar` layout).
 */
export function isEnquirable(car: Pick<Car, 'status' | 'sold'>): boolean {
  return isAvailable(car) && !isSold(car);
}

/**
 * A car is sold when its status is 'sold' or its `sold` flag is set. The two should agree (car.ts), but
 * feeds carry both and the spec's rules name both ("status is in_stock, it is not sold"), so either one
 * is enough to stop a car being sold twice.
 */
export function isSold(car: Pick<Car, 'status' | 'sold'>): boolean {
  return car.status === 'sold' || car.sold;
}

/**
 * "A car is price-eligible for the valuation feature only when status is in_stock, it is not sold and
 * not reserved, and its price is over 200": a price of exactly 200 does not qualify.
 */
export function isPriceEligibleForValuation(car: Pick<Car, 'status' | 'sold' | 'reserved' | 'price'>): boolean {
  return car.status === 'in_stock' && !isSold(car) && !car.reserved && car.price > MIN_VALUATION_PRICE;
}

/**
 * Whether shoppers can reserve the car online as the static pages see it: the reserve check
 * (reserve-check.ts) for a listed car on a site that takes reservations, with no live
 * hold known (the vehicle page asks the availability API for that once it loads).
 */
export function isReservable(car: ReserveCheckCar): boolean {
  return reserveCheck(car, { reserve: 'checkout', listed: true, held: false }).ok;
}

/**
 * The reserve deposit amount. Precedence: the car's own deposit (the first payment processor with a
 * deposit set), then the site's deposit (config `payments.deposit`), then DEFAULT_RESERVE_DEPOSIT
 * (200). Only a positive amount counts; anything else falls through to the next source.
 */
export function reserveDeposit(car: Pick<Car, 'payment_processors'>, siteDeposit?: number): number {
  const isAmount = (value: number | null | undefined): value is number => typeof value === 'number' && value > 0;
  const carDeposit = car.payment_processors.map((processor) => processor.deposit).find(isAmount);
  return carDeposit ?? (isAmount(siteDeposit) ? siteDeposit : DEFAULT_RESERVE_DEPOSIT);
}

/** The reserve deposit text in the site's currency: "$200" unless the car or the site gives another amount. */
export function reserveDepositText(car: Pick<Car, 'payment_processors'>, region: RegionCode, siteDeposit?: number): string {
  return formatMoney(reserveDeposit(car, siteDeposit), region);
}

/** What a sold car shows instead of its price and tag (section 4). */
interface SoldNotice {
  readonly price: typeof PRICE_TEXTS.sold;
  readonly text: typeof RECENTLY_SOLD_TEXT;
  readonly tag: typeof TAG_TEXTS.justSold;
}

/** For a sold car: SOLD, the recently-sold text and the 'JUST SOLD' tag; null for any other car. */
export function soldNotice(car: Pick<Car, 'status' | 'sold'>): SoldNotice | null {
  return isSold(car) ? { price: PRICE_TEXTS.sold, text: RECENTLY_SOLD_TEXT, tag: TAG_TEXTS.justSold } : null;
}

/** One action button on a car; `label` is its text. */
export type CarButton =
  | { readonly action: 'enquire'; readonly label: typeof LABELS.enquire }
  | { readonly action: 'test-drive'; readonly label: typeof LABELS.bookATestDrive }
  | { readonly action: 'reserve'; readonly route: 'checkout' | 'buy-online'; readonly label: typeof LABELS.reserveThisCar }
  | { readonly action: 'finance'; readonly label: typeof LABELS.getFinance }
  | { readonly action: 'trade-in'; readonly label: typeof LABELS.tradeInValuation };

/**
 * A car's action buttons, one layout per case the spec tells apart:
 * - `standard`: an available car; the buttons the site switches on, in display order;
 * - `test-drive-only`: an available car tagged 'Test Drive Only': Book a Test Drive and Enquire only;
 * - `find-similar`: a car that is not available or is sold; 'Find Me Something Similar' replaces every
 *   button, and a sold car also carries its sold notice (null only for a status that is neither
 *   available nor sold, should feeds ever add one).
 */
type CarActions =
  | { readonly kind: 'standard'; readonly buttons: readonly CarButton[] }
  | { readonly kind: 'test-drive-only'; readonly buttons: readonly CarButton[] }
  | { readonly kind: 'find-similar'; readonly label: typeof LABELS.findMeSomethingSimilar; readonly sold: SoldNotice | null };

/** The site's button switches; a validated site config's `features` satisfies it. */
export interface CarActionSettings {
  readonly buttons: {
    readonly test_drive: boolean;
    readonly reserve: 'checkout' | 'buy-online' | 'off';
    readonly finance: boolean;
    readonly trade_in: boolean;
  };
}

/** The car fields the action buttons read. */
type ActionCar = Pick<Car, 'status' | 'sold' | 'tag' | 'reserved' | 'price' | 'payment_processors' | 'preorder'>;

const ENQUIRE: CarButton = { action: 'enquire', label: LABELS.enquire };
const TEST_DRIVE: CarButton = { action: 'test-drive', label: LABELS.bookATestDrive };

/**
 * The action buttons of a car on a site. Availability decides first, so a sold car tagged 'Test Drive
 * Only' still gets 'Find Me Something Similar' (as does a car whose `sold` flag is set, whatever its
 * status, so it never shows SOLD next to a reserve button). A 'Test Drive Only' car shows 'Book a Test Drive' even
 * on a site that switches the test-drive button off, because booking a test drive is all it offers.
 * In the standard layout Enquire always shows; Book a Test Drive, Get Finance and Trade-In Valuation
 * follow the site switches; Reserve This Car needs the site's reserve route and a reservable car; and
 * Trade-In Valuation also needs the car to be price-eligible for the valuation feature.
 */
export function carActions(car: ActionCar, settings: CarActionSettings): CarActions {
  if (!isEnquirable(car)) return { kind: 'find-similar', label: LABELS.findMeSomethingSimilar, sold: soldNotice(car) };
  if (car.tag?.trim() === TEST_DRIVE_ONLY_TAG) return { kind: 'test-drive-only', buttons: [TEST_DRIVE, ENQUIRE] };
  const { buttons } = settings;
  const layout: CarButton[] = [ENQUIRE];
  if (buttons.test_drive) layout.push(TEST_DRIVE);
  if (buttons.reserve !== 'off' && isReservable(car)) layout.push({ action: 'reserve', route: buttons.reserve, label: LABELS.reserveThisCar });
  if (buttons.finance) layout.push({ action: 'finance', label: LABELS.getFinance });
  if (buttons.trade_in && isPriceEligibleForValuation(car)) layout.push({ action: 'trade-in', label: LABELS.tradeInValuation });
  return { kind: 'standard', buttons: layout };
}
