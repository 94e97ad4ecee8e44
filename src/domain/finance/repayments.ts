/**
 * Estimated repayments of a car loan: standard amortisation with a balloon.
 *
 * - The amount financed is the price less the deposit or trade-in.
 * - The balloon (a residual) is a percentage of the car's price, the usual convention of Australian
 *   and New Zealand car finance (lenders quote "a 30% balloon" on the vehicle's price, not on the
 *   amount financed). It is owed with the last repayment, so it is a future value of the loan:
 *   `payment = (P - B / (1 + r)^n) * r / (1 - (1 + r)^-n)`.
 * - The annual rate is nominal: the rate per repayment is `annual / periods a year`, with 52 weekly,
 *   26 fortnightly or 12 monthly periods a year. 52 and 26 (not 365/7 or 12 x 52/12) because that is
 *   how lenders schedule weekly and fortnightly repayments: a whole number of them a year, each
 *   charged the annual rate divided by that number. It gives the expected reference repayments ($146.73 weekly and
 *   $293.68 fortnightly for $30,000 at 10% over 5 years).
 * - A zero rate is an interest-free loan: the amount financed less the balloon in equal parts.
 * - Every amount is computed unrounded and rounded to the cent once, at the end, so rounding never
 *   compounds. Fees (a one-off establishment fee and a monthly account fee) do not change the
 *   repayment; they are added to the total amount payable, and the comparison rate and the APR take
 *   them in (rate-maths.ts).
 */

/** Integer cents: the results' exact unit, so a total is never off by a float's last digit. */
export type Cents = number & { readonly __unit: 'cents' };

/** A dollar amount to the nearest cent (halves away from zero, as money is rounded). */
export function toCents(dollars: number): Cents {
  return (Math.sign(dollars) * Math.round(Math.abs(dollars) * 100)) as Cents;
}

export const REPAYMENT_FREQUENCIES = ['weekly', 'fortnightly', 'monthly'] as const;
export type RepaymentFrequency = (typeof REPAYMENT_FREQUENCIES)[number];

/** Repayments a year for each frequency (see the module comment for why 52 and 26). */
export const PERIODS_PER_YEAR: Readonly<Record<RepaymentFrequency, number>> = { weekly: 52, fortnightly: 26, monthly: 12 };

/** The loan terms the calculator offers, in whole years. */
export const MIN_TERM_YEARS = 1;
export const MAX_TERM_YEARS = 7;
/** The largest balloon, as a percentage of the price. */
export const MAX_BALLOON_PERCENT = 50;
/** The annual rates a site may set (the config's own bounds). */
export const MAX_RATE_PERCENT = 100;

/** The lender's fees, in the site's currency: charged on top of the repayments. */
export interface LoanFees {
  /** Paid once, when the loan starts. */
  readonly establishment: number;
  /** Charged every month of the term, whatever the repayment frequency. */
  readonly monthly: number;
}

export const NO_FEES: LoanFees = { establishment: 0, monthly: 0 };

/** What the shopper asks about, in the site's currency and percent. */
export interface LoanRequest {
  readonly price: number;
  /** Deposit or trade-in (down payment in the US): paid at the start, so not financed. */
  readonly deposit: number;
  readonly termYears: number;
  /** Percentage of the price owed with the last repayment (0 to 50). */
  readonly balloonPercent: number;
  readonly frequency: RepaymentFrequency;
  /** Nominal annual interest rate in percent, e.g. 10 for 10% a year. */
  readonly annualRatePercent: number;
  readonly fees: LoanFees;
}

/** A repayment estimate; every amount in cents, rounded once from the exact figure. */
export interface RepaymentEstimate {
  readonly request: LoanRequest;
  /** The price less the deposit. */
  readonly amountFinanced: Cents;
  readonly balloon: Cents;
  /** One repayment (fees not included). */
  readonly repayment: Cents;
  /** How many repayments: term x periods a year. */
  readonly repaymentCount: number;
  /** Establishment fee plus every monthly fee over the term. */
  readonly totalFees: Cents;
  /** Every repayment, the balloon and the fees. */
  readonly totalPayable: Cents;
  /** What the repayments and the balloon pay beyond the amount financed (fees not included). */
  readonly totalInterest: Cents;
}

/** The fields a request can get wrong, named as LoanRequest names them. */
export type LoanField = 'price' | 'deposit' | 'termYears' | 'balloonPercent' | 'annualRatePercent' | 'fees';

/** Why a request has no estimate; `loanProblemText` words it for the shopper. */
export type LoanProblem =
  | { readonly field: 'price'; readonly rule: 'not-positive' }
  | { readonly field: 'deposit'; readonly rule: 'negative' | 'not-below-price' | 'leaves-less-than-fee' }
  | { readonly field: 'termYears'; readonly rule: 'out-of-range' }
  | { readonly field: 'balloonPercent'; readonly rule: 'out-of-range' | 'above-amount-financed' }
  | { readonly field: 'annualRatePercent'; readonly rule: 'out-of-range' }
  | { readonly field: 'fees'; readonly rule: 'negative' };

export type RepaymentResult =
  | { readonly ok: true; readonly estimate: RepaymentEstimate }
  | { readonly ok: false; readonly problems: readonly LoanProblem[] };

/**
 * The level repayment that pays `principal` off over `count` periods at `periodRate` a period,
 * leaving `balloon` owed with the last one. Unrounded; a zero rate splits the difference evenly.
 */
export function levelRepayment(principal: number, balloon: number, periodRate: number, count: number): number {
  if (periodRate === 0) return (principal - balloon) / count;
  const growth = (1 + periodRate) ** count;
  return ((principal - balloon / growth) * periodRate) / (1 - 1 / growth);
}

const isFiniteNumber = (value: number) => Number.isFinite(value);

/** Everything wrong with a request, in field order; empty when it can be estimated. */
export function loanProblems(request: LoanRequest): LoanProblem[] {
  const { price, deposit, termYears, balloonPercent, annualRatePercent, fees } = request;
  const problems: LoanProblem[] = [];
  const priceOk = isFiniteNumber(price) && price > 0;
  if (!priceOk) problems.push({ field: 'price', rule: 'not-positive' });
  const depositOk = isFiniteNumber(deposit) && deposit >= 0 && (!priceOk || deposit < price);
  if (!isFiniteNumber(deposit) || deposit < 0) problems.push({ field: 'deposit', rule: 'negative' });
  else if (!depositOk) problems.push({ field: 'deposit', rule: 'not-below-price' });
  else if (priceOk && isFiniteNumber(fees.establishment) && price - deposit <= fees.establishment) {
    // The establishment fee would take the whole loan: nothing left to lend, no rate to state.
    problems.push({ field: 'deposit', rule: 'leaves-less-than-fee' });
  }
  if (!Number.isInteger(termYears) || termYears < MIN_TERM_YEARS || termYears > MAX_TERM_YEARS) {
    problems.push({ field: 'termYears', rule: 'out-of-range' });
  }
  if (!isFiniteNumber(balloonPercent) || balloonPercent < 0 || balloonPercent > MAX_BALLOON_PERCENT) {
    problems.push({ field: 'balloonPercent', rule: 'out-of-range' });
  } else if (priceOk && depositOk && balloonPercent > 0 && (price * balloonPercent) / 100 >= price - deposit) {
    // A balloon as large as the loan leaves nothing to repay: no lender writes that loan.
    problems.push({ field: 'balloonPercent', rule: 'above-amount-financed' });
  }
  if (!isFiniteNumber(annualRatePercent) || annualRatePercent < 0 || annualRatePercent > MAX_RATE_PERCENT) {
    problems.push({ field: 'annualRatePercent', rule: 'out-of-range' });
  }
  if (!isFiniteNumber(fees.establishment) || !isFiniteNumber(fees.monthly) || fees.establishment < 0 || fees.monthly < 0) {
    problems.push({ field: 'fees', rule: 'negative' });
  }
  return problems;
}

/** The repayments of a loan, or why it cannot be estimated (see the module comment for the maths). */
export function estimateRepayments(request: LoanRequest): RepaymentResult {
  const problems = loanProblems(request);
  if (problems.length > 0) return { ok: false, problems };
  const periodsPerYear = PERIODS_PER_YEAR[request.frequency];
  const count = request.termYears * periodsPerYear;
  const principal = request.price - request.deposit;
  const balloon = (request.price * request.balloonPercent) / 100;
  const repayment = levelRepayment(principal, balloon, request.annualRatePercent / 100 / periodsPerYear, count);
  const fees = request.fees.establishment + request.fees.monthly * request.termYears * 12;
  const repaid = repayment * count + balloon;
  return {
    ok: true,
    estimate: {
      request,
      amountFinanced: toCents(principal),
      balloon: toCents(balloon),
      repayment: toCents(repayment),
      repaymentCount: count,
      totalFees: toCents(fees),
      totalPayable: toCents(repaid + fees),
      totalInterest: toCents(repaid - principal),
    },
  };
}
