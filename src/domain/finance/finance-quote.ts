/**
 * Which cars offer 'Finance Quote': the repayment calculator on the vehicle page,
 * prefilled with the car's price. Only a car that can be bought (not sold, not unavailable) and has a
 * valid price (over 10: section 4's rule), and only on a site whose finance buttons are on.
 */
import type { Car } from '../cars/car.ts';
import { isEnquirable } from '../cars/car-state.ts';
import { isValidPrice } from '../cars/valid-price.ts';

/** The anchor of the vehicle page's Finance Quote section, which the sidebar's button leads to. */
export const FINANCE_QUOTE_ANCHOR = 'finance-quote';

/** Whether the car's page offers a Finance Quote, given the site's finance-buttons switch. */
export function offersFinanceQuote(car: Pick<Car, 'status' | 'sold' | 'price'>, financeButtons: boolean): boolean {
  return financeButtons && isEnquirable(car) && isValidPrice(car.price);
}
