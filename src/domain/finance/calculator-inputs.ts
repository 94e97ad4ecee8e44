/**
 * The repayment calculator's form as the shopper types it, read into a loan request: amounts as
 * text ("$30,000", "30000", "2,500.50"), the balloon as a percentage, the term and the frequency as
 * chosen. The island keeps the text so a half-typed number stays on screen; the estimate comes from
 * what this reads.
 */
import type { RegionCode } from '../basics/region.ts';
import type { LoanFees, LoanRequest, RepaymentFrequency } from './repayments.ts';

/** What the shopper has typed and chosen. */
export interface CalculatorInputs {
  readonly price: string;
  readonly deposit: string;
  readonly termYears: number;
  readonly balloonPercent: string;
  readonly frequency: RepaymentFrequency;
}

/** The term the calculator starts on: 5 years, the comparison rate's own example. */
export const DEFAULT_TERM_YEARS = 5;

/**
 * The frequency the calculator starts on: weekly in Australia and New Zealand, where shoppers and
 * dealers talk of a car "per week"; monthly in the US, where car payments are monthly.
 */
export const DEFAULT_FREQUENCY: Readonly<Record<RegionCode, RepaymentFrequency>> = { AU: 'weekly', NZ: 'weekly', US: 'monthly' };

/** The price the calculator starts on when no car gives one: the comparison rate's $30,000 example. */
export const EXAMPLE_PRICE = 30_000;

/**
 * A typed amount or percentage as a number: currency signs, group separators, spaces and a trailing
 * % are ignored. Blank is `blank` (0 for a deposit or balloon, a missing price); anything else that
 * is not a plain decimal number is NaN, which the loan rules reject.
 */
export function parseTypedNumber(text: string, blank: number): number {
  const plain = text.replace(/[\s$,%]/g, '');
  if (plain === '') return blank;
  return /^\d*\.?\d+$|^\d+\.$/.test(plain) ? Number(plain) : Number.NaN;
}

/** The calculator's starting inputs for a price (the car's, or the example's). */
export function initialInputs(region: RegionCode, price: number | null): CalculatorInputs {
  return {
    price: String(price ?? EXAMPLE_PRICE),
    deposit: '0',
    termYears: DEFAULT_TERM_YEARS,
    balloonPercent: '0',
    frequency: DEFAULT_FREQUENCY[region],
  };
}

/** The loan request the inputs describe, at the site's rate and fees. */
export function loanRequestOf(inputs: CalculatorInputs, annualRatePercent: number, fees: LoanFees): LoanRequest {
  return {
    price: parseTypedNumber(inputs.price, Number.NaN),
    deposit: parseTypedNumber(inputs.deposit, 0),
    termYears: inputs.termYears,
    balloonPercent: parseTypedNumber(inputs.balloonPercent, 0),
    frequency: inputs.frequency,
    annualRatePercent,
    fees,
  };
}
