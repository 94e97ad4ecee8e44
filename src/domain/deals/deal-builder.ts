/**
 * The car page's deal builder (docs/deals.md): which cars offer it, and what it says. What it reads
 * from the trade-in wizard and the calculator is deal-handoff.ts.
 */
import type { Car } from '../cars/car.ts';
import type { RegionCode } from '../basics/region.ts';
import { isEnquirable } from '../cars/car-state.ts';
import { advertisedPrice } from '../cars/price.ts';

/**
 * Whether a car's page offers the deal builder: a car that can be enquired about (the server makes
 * no deal on a sold car) with an advertised price, which every figure of a deal rests on.
 */
export function offersDeal(car: Car, region: RegionCode): boolean {
  return isEnquirable(car) && advertisedPrice(car, region).kind === 'amount';
}

/** What the car page's deal builder says. */
export const DEAL_BUILDER_TEXTS = {
  heading: 'Build your deal',
  intro:
    'Put the price, the estimated drive-away price, your trade-in and a repayment together in one deal you can keep, share or send to us. Every figure is worked out by us from today\'s price and rates.',
  noScript: 'Building a deal needs JavaScript. You can still enquire about this car or call us.',
  postcodeLabel: 'Postcode for the drive-away estimate (optional)',
  postcodeHint: (place: string) => `Leave it blank for ${place}.`,
  badPostcode: 'Enter the 4-digit postcode where the car will be registered, e.g. 3186, or leave it blank.',
  tradeInLegend: 'Trade-in',
  includeTradeIn: (vehicle: string, range: string) => `Include my trade-in: ${vehicle}, estimated ${range}`,
  noTradeIn: 'No trade-in valued yet.',
  valueTradeIn: 'Value your trade-in',
  financeLegend: 'Finance',
  includeFinance: 'Include a repayment from the repayment calculator',
  financeFromCalculator: 'The deposit, term, balloon and frequency you choose in the repayment calculator, on the advertised price.',
  noCalculatorEstimate: 'The repayment calculator has no estimate yet, so no repayment goes into the deal: put it right there first, or leave finance out.',
  changeFinance: 'Change them in the repayment calculator',
  submit: 'Build my deal',
  busy: 'Building your deal…',
  failed: 'Your deal could not be built just now. Please try again in a few minutes.',
} as const;
