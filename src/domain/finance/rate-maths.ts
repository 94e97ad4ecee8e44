/**
 * The fee-inclusive rates credit advertising must show: Australia's comparison
 * rate and the US annual percentage rate (APR). Both are the same calculation, an internal rate of
 * return: the rate a period at which the payments the borrower makes (repayments plus fees) are
 * worth exactly what the borrower receives, expressed as a nominal annual rate (the rate a period
 * times the periods a year), which is how the National Credit Code's regulation 100 and Regulation Z
 * (12 CFR 1026, appendix J, the actuarial method) both state it.
 *
 * Fees are placed where they are paid: the establishment fee at the start (it reduces what the
 * borrower has the use of: Regulation Z's prepaid finance charge), the monthly fee with the
 * repayments. The rate is solved by bisection, which cannot miss on a present value that falls as
 * the rate rises, and is returned unrounded; screens round it to two places.
 */
import { levelRepayment, PERIODS_PER_YEAR, type LoanFees, type RepaymentEstimate } from './repayments.ts';

/** A loan as the money moves: what the borrower receives, then equal payments and a final extra. */
export interface LoanCashFlows {
  /** What the borrower has the use of at the start: the amount financed less fees paid then. */
  readonly advance: number;
  /** Each scheduled payment, fees included. */
  readonly payment: number;
  readonly count: number;
  /** Owed with the last payment (the balloon). */
  readonly finalPayment: number;
  readonly periodsPerYear: number;
}

/** The example loan every Australian comparison rate is calculated on (NCC regulation 100). */
export const COMPARISON_RATE_EXAMPLE = { amount: 30_000, years: 5 } as const;

function presentValue(flows: LoanCashFlows, periodRate: number): number {
  if (periodRate === 0) return flows.payment * flows.count + flows.finalPayment;
  const discount = (1 + periodRate) ** -flows.count;
  return (flows.payment * (1 - discount)) / periodRate + flows.finalPayment * discount;
}

/** Iterations of the bisection: each halves the interval, so 200 reach a float's precision. */
const BISECTION_STEPS = 200;

/**
 * The nominal annual rate, in percent, at which the payments are worth the advance. A loan whose
 * payments add up to no more than the advance costs nothing: 0. The advance must be positive.
 */
export function nominalAnnualRate(flows: LoanCashFlows): number {
  // No rate prices a loan that hands the borrower nothing; loanProblems rules such a request out.
  if (!(flows.advance > 0)) throw new RangeError(`a loan needs a positive advance, not ${flows.advance}`);
  if (presentValue(flows, 0) <= flows.advance) return 0;
  let low = 0;
  let high = 1;
  // Grow the bracket until the payments at `high` a period are worth less than the advance.
  while (presentValue(flows, high) > flows.advance) high *= 2;
  for (let step = 0; step < BISECTION_STEPS; step += 1) {
    const middle = (low + high) / 2;
    if (presentValue(flows, middle) > flows.advance) low = middle;
    else high = middle;
  }
  return ((low + high) / 2) * flows.periodsPerYear * 100;
}

/**
 * Australia's comparison rate for a site's rate and fees: $30,000 over 5 years, repaid monthly, the
 * establishment fee paid at the start and the monthly fee with each repayment. In percent, unrounded.
 */
export function comparisonRate(annualRatePercent: number, fees: LoanFees): number {
  const { amount, years } = COMPARISON_RATE_EXAMPLE;
  const count = years * 12;
  return nominalAnnualRate({
    advance: amount - fees.establishment,
    payment: levelRepayment(amount, 0, annualRatePercent / 100 / 12, count) + fees.monthly,
    count,
    finalPayment: 0,
    periodsPerYear: 12,
  });
}

/**
 * The APR of an estimate: its own loan, the repayments at its frequency with the monthly fee spread
 * over them (twelve monthly fees a year), the balloon with the last one. In percent, unrounded; it
 * starts from the unrounded repayment, as the estimate does.
 */
export function annualPercentageRate(estimate: RepaymentEstimate): number {
  const { request } = estimate;
  const periodsPerYear = PERIODS_PER_YEAR[request.frequency];
  const principal = request.price - request.deposit;
  const balloon = (request.price * request.balloonPercent) / 100;
  const repayment = levelRepayment(principal, balloon, request.annualRatePercent / 100 / periodsPerYear, estimate.repaymentCount);
  return nominalAnnualRate({
    advance: principal - request.fees.establishment,
    payment: repayment + (request.fees.monthly * 12) / periodsPerYear,
    count: estimate.repaymentCount,
    finalPayment: balloon,
    periodsPerYear,
  });
}
