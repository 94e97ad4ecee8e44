/**
 * Money in whole cents for the on-road costs engine. Duty and fees are exact to the cent (a per-$200
 * rate of $8.40 on 403 units is $3,385.20, not $3,385.2000000000003), so every sum is made in
 * integer cents and turned back into dollars once, at the edge.
 */
import { formatMoneyToCent } from '../basics/format.ts';

/** A dollar amount as whole cents; amounts in the tables and on cars are at most to the cent. */
export function toCents(dollars: number): number {
  return Math.round(dollars * 100);
}

/** Whole cents as dollars, e.g. 338520 -> 3385.2. */
export function toDollars(cents: number): number {
  return cents / 100;
}

/** An amount in cents as the workings print it: '$27,750', '$3,385.20'. */
export function centsText(cents: number): string {
  return formatMoneyToCent(toDollars(cents), 'AU');
}
