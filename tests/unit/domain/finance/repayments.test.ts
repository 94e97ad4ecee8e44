import { describe, expect, it } from 'vitest';
import {
  estimateRepayments,
  levelRepayment,
  NO_FEES,
  PERIODS_PER_YEAR,
  toCents,
  type LoanProblem,
  type LoanRequest,
  type RepaymentEstimate,
} from '../../../../src/domain/finance/repayments.ts';

/** $30,000, nothing down, 5 years, no balloon, monthly at 10%, no fees: the reference loan. */
const BASE: LoanRequest = {
  price: 30_000,
  deposit: 0,
  termYears: 5,
  balloonPercent: 0,
  frequency: 'monthly',
  annualRatePercent: 10,
  fees: NO_FEES,
};

function estimate(changes: Partial<LoanRequest>): RepaymentEstimate {
  const result = estimateRepayments({ ...BASE, ...changes });
  if (!result.ok) throw new Error(`no estimate: ${JSON.stringify(result.problems)}`);
  return result.estimate;
}

describe('standard amortisation with a balloon: the reference repayments', () => {
  it.each([
    ['$30,000 at 6% over 60 months with a 30% balloon is $450.99 a month', { annualRatePercent: 6, balloonPercent: 30 }, 45_099],
    ['$30,000 at 6% over 60 months without a balloon is $579.98 a month', { annualRatePercent: 6 }, 57_998],
    ['$30,000 at 10% over 60 months is $637.41 monthly', {}, 63_741],
    ['$30,000 at 10% over 5 years is $293.68 fortnightly (26 a year)', { frequency: 'fortnightly' as const }, 29_368],
    ['$30,000 at 10% over 5 years is $146.73 weekly (52 a year)', { frequency: 'weekly' as const }, 14_673],
  ])('%s', (_rule, changes, cents) => {
    expect(estimate(changes).repayment).toBe(cents);
  });
});

describe('what else an estimate holds', () => {
  it('counts the repayments as the term times the periods a year: 52, 26 or 12', () => {
    expect(PERIODS_PER_YEAR).toEqual({ weekly: 52, fortnightly: 26, monthly: 12 });
    expect(estimate({ frequency: 'weekly', termYears: 3 }).repaymentCount).toBe(156);
    expect(estimate({ frequency: 'fortnightly', termYears: 7 }).repaymentCount).toBe(182);
    expect(estimate({ termYears: 1 }).repaymentCount).toBe(12);
  });

  it('finances the price less the deposit or trade-in', () => {
    const withDeposit = estimate({ deposit: 5_000 });
    expect(withDeposit.amountFinanced).toBe(2_500_000);
    // $25,000 over 60 months at 10%: 5/6 of the $30,000 repayment.
    expect(withDeposit.repayment).toBe(toCents((637.411_341_338 * 5) / 6));
  });

  it('takes the balloon as a percentage of the price, not of the amount financed', () => {
    expect(estimate({ balloonPercent: 30, deposit: 10_000 }).balloon).toBe(900_000);
  });

  it('totals every repayment and the balloon, rounding once at the end; interest is what they pay beyond the loan', () => {
    const plain = estimate({});
    // 60 x 637.4113413... = 38,244.68 (60 x the rounded 637.41 would be 38,244.60).
    expect(plain.totalPayable).toBe(3_824_468);
    expect(plain.totalInterest).toBe(824_468);
    const balloon = estimate({ annualRatePercent: 6, balloonPercent: 30 });
    // 60 x 450.98883... + 9,000 = 36,059.33
    expect(balloon.totalPayable).toBe(3_605_933);
    expect(balloon.totalInterest).toBe(605_933);
  });

  it('adds the establishment fee and a monthly fee for every month of the term to the total payable, whatever the frequency', () => {
    const fees = { establishment: 395, monthly: 8 };
    const monthly = estimate({ fees });
    expect(monthly.repayment).toBe(63_741);
    expect(monthly.totalFees).toBe(39_500 + 60 * 800);
    expect(monthly.totalPayable).toBe(3_824_468 + 87_500);
    expect(monthly.totalInterest).toBe(824_468);
    expect(estimate({ fees, frequency: 'weekly' }).totalFees).toBe(87_500);
  });

  it('an interest-free loan repays the amount financed less the balloon in equal parts', () => {
    expect(estimate({ annualRatePercent: 0 }).repayment).toBe(50_000);
    expect(estimate({ annualRatePercent: 0, balloonPercent: 50, frequency: 'fortnightly' }).repayment).toBe(toCents(15_000 / 130));
    expect(estimate({ annualRatePercent: 0 }).totalInterest).toBe(0);
    expect(levelRepayment(1_200, 0, 0, 12)).toBe(100);
  });

  it('rounds to the nearest cent, halves away from zero', () => {
    // Halves that binary floating point holds exactly.
    expect([toCents(0.125), toCents(0.375), toCents(-0.125), toCents(637.411_341)]).toEqual([13, 38, -13, 63_741]);
  });
});

describe('a request the calculator cannot estimate is a typed answer, never a number', () => {
  it.each<[string, Partial<LoanRequest>, LoanProblem[]]>([
    ['a price of $0', { price: 0 }, [{ field: 'price', rule: 'not-positive' }]],
    ['a negative price', { price: -1 }, [{ field: 'price', rule: 'not-positive' }]],
    ['a price that is not a number', { price: Number.NaN }, [{ field: 'price', rule: 'not-positive' }]],
    ['a negative deposit', { deposit: -100 }, [{ field: 'deposit', rule: 'negative' }]],
    ['a deposit equal to the price', { deposit: 30_000 }, [{ field: 'deposit', rule: 'not-below-price' }]],
    ['a deposit above the price', { deposit: 40_000 }, [{ field: 'deposit', rule: 'not-below-price' }]],
    ['a deposit that leaves less than the establishment fee to lend', { deposit: 29_700, fees: { establishment: 395, monthly: 0 } }, [{ field: 'deposit', rule: 'leaves-less-than-fee' }]],
    ['a term of 0 years', { termYears: 0 }, [{ field: 'termYears', rule: 'out-of-range' }]],
    ['a term of 8 years', { termYears: 8 }, [{ field: 'termYears', rule: 'out-of-range' }]],
    ['a term of 2.5 years (whole years only)', { termYears: 2.5 }, [{ field: 'termYears', rule: 'out-of-range' }]],
    ['a negative balloon', { balloonPercent: -5 }, [{ field: 'balloonPercent', rule: 'out-of-range' }]],
    ['a balloon over 50%', { balloonPercent: 51 }, [{ field: 'balloonPercent', rule: 'out-of-range' }]],
    ['a balloon as large as the amount financed', { deposit: 20_000, balloonPercent: 40 }, [{ field: 'balloonPercent', rule: 'above-amount-financed' }]],
    ['a negative rate', { annualRatePercent: -1 }, [{ field: 'annualRatePercent', rule: 'out-of-range' }]],
    ['a negative fee', { fees: { establishment: 0, monthly: -8 } }, [{ field: 'fees', rule: 'negative' }]],
    ['several things at once, in field order', { price: 0, termYears: 9, balloonPercent: 60 }, [
      { field: 'price', rule: 'not-positive' },
      { field: 'termYears', rule: 'out-of-range' },
      { field: 'balloonPercent', rule: 'out-of-range' },
    ]],
  ])('%s', (_case, changes, problems) => {
    expect(estimateRepayments({ ...BASE, ...changes })).toEqual({ ok: false, problems });
  });

  it.each<[string, Partial<LoanRequest>]>([
    ['a 1-year term', { termYears: 1 }],
    ['a 7-year term', { termYears: 7 }],
    ['a 50% balloon', { balloonPercent: 50 }],
    ['a deposit one dollar below the price', { deposit: 29_999 }],
    ['a 0% rate', { annualRatePercent: 0 }],
  ])('accepts the edges: %s', (_case, changes) => {
    expect(estimateRepayments({ ...BASE, ...changes }).ok).toBe(true);
  });
});
