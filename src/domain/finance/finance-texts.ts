/**
 * The repayment calculator's words, by region: the US says "down payment", "payment" and "every two
 * weeks" where Australia and New Zealand say "deposit", "repayment" and "fortnightly". The labels
 * and the messages of a request the calculator cannot estimate live here, beside each other, so a
 * field's label and its error always use the same word.
 */
import { formatMoney } from '../basics/format.ts';
import type { RegionCode } from '../basics/region.ts';
import { MAX_BALLOON_PERCENT, MAX_TERM_YEARS, MIN_TERM_YEARS, type LoanProblem, type RepaymentFrequency } from './repayments.ts';

/** The calculator's labels in one region. */
export interface FinanceWords {
  readonly price: string;
  readonly deposit: string;
  /** The deposit in running text ("a deposit or trade-in of $0", "$0 down"). */
  readonly depositInText: (amount: string) => string;
  readonly term: string;
  readonly balloon: string;
  readonly frequency: string;
  readonly frequencies: Readonly<Record<RepaymentFrequency, string>>;
  /** The result's heading: "Estimated monthly repayment". */
  readonly estimated: (frequency: RepaymentFrequency) => string;
  /** "repayments" or "payments", in running text. */
  readonly repayments: string;
}

const AU_NZ_WORDS: FinanceWords = {
  price: 'Vehicle price',
  deposit: 'Deposit or trade-in',
  depositInText: (amount) => `a deposit or trade-in of ${amount}`,
  term: 'Loan term',
  balloon: `Balloon (0 to ${MAX_BALLOON_PERCENT}% of the price)`,
  frequency: 'Repayment frequency',
  frequencies: { weekly: 'Weekly', fortnightly: 'Fortnightly', monthly: 'Monthly' },
  estimated: (frequency) => `Estimated ${frequency} repayment`,
  repayments: 'repayments',
};

const US_WORDS: FinanceWords = {
  price: 'Vehicle price',
  deposit: 'Down payment or trade-in',
  depositInText: (amount) => `${amount} down`,
  term: 'Loan term',
  balloon: `Balloon (0 to ${MAX_BALLOON_PERCENT}% of the price)`,
  frequency: 'Payment frequency',
  frequencies: { weekly: 'Weekly', fortnightly: 'Every two weeks', monthly: 'Monthly' },
  estimated: (frequency) => (frequency === 'fortnightly' ? 'Estimated payment every two weeks' : `Estimated ${frequency} payment`),
  repayments: 'payments',
};

const WORDS: Readonly<Record<RegionCode, FinanceWords>> = { AU: AU_NZ_WORDS, NZ: AU_NZ_WORDS, US: US_WORDS };

/** The calculator's words for a region. */
export function financeWords(region: RegionCode): FinanceWords {
  return WORDS[region];
}

/** "1 year", "5 years". */
export function yearsText(years: number): string {
  return years === 1 ? '1 year' : `${years} years`;
}

/**
 * What the shopper reads when a request has no estimate, naming the field as its label does.
 * `establishmentFee` is the site's, for the one rule that depends on it.
 */
export function loanProblemText(problem: LoanProblem, region: RegionCode, establishmentFee: number): string {
  const words = financeWords(region);
  switch (problem.field) {
    case 'price':
      return 'Enter the vehicle price, more than $0.';
    case 'deposit':
      if (problem.rule === 'negative') return `The ${words.deposit.toLowerCase()} can't be negative.`;
      if (problem.rule === 'not-below-price') return `The ${words.deposit.toLowerCase()} must be less than the vehicle price.`;
      return `The amount borrowed must be more than the establishment fee of ${formatMoney(establishmentFee, region)}.`;
    case 'termYears':
      return `Choose a loan term of ${yearsText(MIN_TERM_YEARS)} to ${yearsText(MAX_TERM_YEARS)}.`;
    case 'balloonPercent':
      return problem.rule === 'out-of-range'
        ? `The balloon must be 0% to ${MAX_BALLOON_PERCENT}% of the price.`
        : 'The balloon must be less than the amount borrowed.';
    case 'annualRatePercent':
      return 'The interest rate is out of range: please ask us for a quote.';
    case 'fees':
      return 'The fees are out of range: please ask us for a quote.';
  }
}
