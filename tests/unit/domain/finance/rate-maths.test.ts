import { describe, expect, it } from 'vitest';
import { annualPercentageRate, comparisonRate, nominalAnnualRate, type LoanCashFlows } from '../../../../src/domain/finance/rate-maths.ts';
import { estimateRepayments, NO_FEES, type LoanRequest } from '../../../../src/domain/finance/repayments.ts';

const BASE: LoanRequest = {
  price: 30_000,
  deposit: 0,
  termYears: 5,
  balloonPercent: 0,
  frequency: 'monthly',
  annualRatePercent: 10,
  fees: NO_FEES,
};

function aprOf(changes: Partial<LoanRequest>): number {
  const result = estimateRepayments({ ...BASE, ...changes });
  if (!result.ok) throw new Error('no estimate');
  return annualPercentageRate(result.estimate);
}

/** What the payments are worth at a nominal annual rate: the check the solver must pass. */
function presentValue(flows: LoanCashFlows, annualPercent: number): number {
  const rate = annualPercent / 100 / flows.periodsPerYear;
  let value = 0;
  for (let k = 1; k <= flows.count; k += 1) value += flows.payment / (1 + rate) ** k;
  return value + flows.finalPayment / (1 + rate) ** flows.count;
}

describe('the fee-inclusive rate (an internal rate of return, stated as a nominal annual rate)', () => {
  it('is the interest rate itself when there are no fees', () => {
    expect(comparisonRate(10, NO_FEES)).toBeCloseTo(10, 9);
    expect(comparisonRate(6.5, NO_FEES)).toBeCloseTo(6.5, 9);
    expect(aprOf({ frequency: 'weekly', balloonPercent: 30 })).toBeCloseTo(10, 9);
  });

  it('is the rate at which the payments are worth exactly what the borrower received', () => {
    const flows: LoanCashFlows = { advance: 29_605, payment: 645.41, count: 60, finalPayment: 0, periodsPerYear: 12 };
    const rate = nominalAnnualRate(flows);
    expect(presentValue(flows, rate)).toBeCloseTo(29_605, 6);
    const withBalloon: LoanCashFlows = { advance: 19_500, payment: 300, count: 130, finalPayment: 6_000, periodsPerYear: 26 };
    expect(presentValue(withBalloon, nominalAnnualRate(withBalloon))).toBeCloseTo(19_500, 6);
  });

  it('is 0 for a loan that costs nothing, and refuses a loan that advances nothing', () => {
    expect(nominalAnnualRate({ advance: 1_200, payment: 100, count: 12, finalPayment: 0, periodsPerYear: 12 })).toBe(0);
    expect(() => nominalAnnualRate({ advance: 0, payment: 100, count: 12, finalPayment: 0, periodsPerYear: 12 })).toThrow(RangeError);
  });
});

// Expected values checked independently (a separate bisection in Python over the same cash flows).
describe("Australia's comparison rate: $30,000 over 5 years, monthly, with the site's fees", () => {
  it.each([
    ['10% with a $395 establishment fee and $8 a month is 11.12%', 10, { establishment: 395, monthly: 8 }, 11.12],
    ['11% (brighton-volkswagen) with the same fees is 12.12%', 11, { establishment: 395, monthly: 8 }, 12.12],
    ['10% with only the establishment fee', 10, { establishment: 395, monthly: 0 }, 10.57],
    ['10% with only the monthly fee', 10, { establishment: 0, monthly: 8 }, 10.54],
    ['0% with fees still costs something', 0, { establishment: 395, monthly: 8 }, 1.15],
  ])('%s', (_rule, rate, fees, expected) => {
    expect(Number(comparisonRate(rate, fees).toFixed(2))).toBe(expected);
  });
});

describe('the US APR of an estimate: its own loan, frequency and balloon, fees included', () => {
  it('counts the establishment fee as a prepaid finance charge and spreads the monthly fee over the payments', () => {
    const fees = { establishment: 395, monthly: 8 };
    expect(Number(aprOf({ fees }).toFixed(2))).toBe(11.12);
    // The same fees weigh more on a smaller, shorter loan.
    expect(aprOf({ fees, price: 10_000, termYears: 2 })).toBeGreaterThan(aprOf({ fees }));
    // Weekly payments carry twelve monthly fees a year, so the APR is close to the monthly one.
    expect(Math.abs(aprOf({ fees, frequency: 'weekly' }) - aprOf({ fees }))).toBeLessThan(0.05);
  });
});
