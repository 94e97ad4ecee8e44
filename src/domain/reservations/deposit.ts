/**
 * The deposit a reservation charges: the amount (the car's own deposit, else the site's, else 200:
 * car-state.ts reserveDeposit), in the currency of the site's region, in minor units (cents) as
 * payment gateways take it. Computed on the server from the config and the feed, never taken from
 * the browser.
 */
import type { Car } from '../cars/car.ts';
import { reserveDeposit } from '../cars/car-state.ts';
import { formatMoney } from '../basics/format.ts';
import { regionSettings, type RegionCode, type RegionSettings } from '../basics/region.ts';

/** A deposit to charge. */
export interface DepositCharge {
  /** Whole minor units (cents): AUD, NZD and USD all have two decimals. */
  readonly amountMinor: number;
  readonly currency: RegionSettings['currency'];
  /** As a shopper reads it: "$200". */
  readonly text: string;
}

/** The deposit for a car on a site. */
export function depositCharge(car: Pick<Car, 'payment_processors'>, region: RegionCode, siteDeposit?: number): DepositCharge {
  const amount = reserveDeposit(car, siteDeposit);
  // Deposits are whole amounts (the config and stock schemas take integers), so the text and the charge agree.
  return { amountMinor: Math.round(amount * 100), currency: regionSettings(region).currency, text: formatMoney(amount, region) };
}
