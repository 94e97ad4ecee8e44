import { describe, expect, it } from 'vitest';
import {
  COMPARISON_RATE_WARNING,
  creditDisclosure,
  paymentDisclosure,
  rateDisclosure,
  type FinanceSettings,
} from '../../../../src/domain/finance/credit-disclosure.ts';
import { formatRate } from '../../../../src/domain/basics/format.ts';
import { formatMoneyCents } from '../../../../src/domain/finance/format-cents.ts';
import { loanProblemText } from '../../../../src/domain/finance/finance-texts.ts';
import { estimateRepayments, NO_FEES, type LoanProblem, type LoanRequest, type RepaymentEstimate } from '../../../../src/domain/finance/repayments.ts';

const FEES = { establishment: 395, monthly: 8 };
const AU: FinanceSettings = { annualRatePercent: 10, fees: FEES, creditLicence: 'Australian Credit Licence 389328' };
const NO_FEE_SITE: FinanceSettings = { annualRatePercent: 10, fees: NO_FEES, creditLicence: null };

function estimateFor(settings: FinanceSettings, changes: Partial<LoanRequest> = {}): RepaymentEstimate {
  const result = estimateRepayments({
    price: 30_000,
    deposit: 0,
    termYears: 5,
    balloonPercent: 0,
    frequency: 'monthly',
    annualRatePercent: settings.annualRatePercent,
    fees: settings.fees,
    ...changes,
  });
  if (!result.ok) throw new Error('no estimate');
  return result.estimate;
}

describe('AU: every interest rate carries its comparison rate, the warning, the example and the credit licence', () => {
  const disclosure = creditDisclosure('AU', AU, estimateFor(AU));

  it('shows the comparison rate beside the interest rate, as the same kind of figure', () => {
    expect(disclosure.rates).toEqual([
      { value: '10.00% p.a.', label: 'interest rate' },
      { value: '11.12% p.a.', label: 'comparison rate*' },
    ]);
  });

  it('gives the standard warning word for word, the $30,000 over 5 years basis with the fees, and the licence', () => {
    expect(COMPARISON_RATE_WARNING).toBe(
      'WARNING: This comparison rate is true only for the example given and may not include all fees and charges. Different terms, fees or other loan amounts might result in a different comparison rate.',
    );
    expect(disclosure.notes).toEqual([
      `*${COMPARISON_RATE_WARNING}`,
      'Comparison rate calculated on a secured loan of $30,000 over 5 years, with fees of $395 to establish the loan and $8 a month.',
      'Australian Credit Licence 389328',
    ]);
  });

  it('repeats the comparison rate wherever the estimate states the interest rate', () => {
    expect(disclosure.terms).toBeNull();
    expect(disclosure.assumptions).toBe(
      'Estimate only, based on a price of $30,000, a deposit or trade-in of $0, a 5-year term, no balloon, monthly repayments at 10.00% p.a. (comparison rate 11.12% p.a.*), and fees of $395 to establish the loan and $8 a month. Subject to credit approval.',
    );
  });

  it('says when there are no fees, and leaves out a licence line the config does not have (a local build only)', () => {
    const { rates, notes } = rateDisclosure('AU', NO_FEE_SITE);
    expect(rates[1]).toEqual({ value: '10.00% p.a.', label: 'comparison rate*' });
    expect(notes).toEqual([`*${COMPARISON_RATE_WARNING}`, 'Comparison rate calculated on a secured loan of $30,000 over 5 years, with no fees.']);
  });
});

describe('US: any payment shown carries the APR, the term and the down payment (Regulation Z trigger terms)', () => {
  it.each<[string, Partial<LoanRequest>, string]>([
    ['monthly', {}, '$637.41/mo for 60 months at 10.00% APR with $0 down'],
    ['weekly', { frequency: 'weekly' }, '$146.73/wk for 260 weeks at 10.00% APR with $0 down'],
    ['every two weeks', { frequency: 'fortnightly' }, '$293.68 every two weeks for 130 payments at 10.00% APR with $0 down'],
    ['with a down payment', { deposit: 5_000 }, '$531.18/mo for 60 months at 10.00% APR with $5,000 down'],
    ['with a balloon, named as the final payment', { annualRatePercent: 6, balloonPercent: 30 }, '$450.99/mo for 60 months at 6.00% APR with $0 down and a final payment of $9,000.00'],
  ])('%s', (_case, changes, terms) => {
    const settings = { ...NO_FEE_SITE, annualRatePercent: changes.annualRatePercent ?? 10 };
    expect(paymentDisclosure('US', settings, estimateFor(settings, changes)).terms).toBe(terms);
  });

  it('states the fee-inclusive APR, never the bare interest rate, and shows no separate rate line', () => {
    const settings = { ...AU, creditLicence: null };
    const disclosure = creditDisclosure('US', settings, estimateFor(settings));
    expect(disclosure.terms).toBe('$637.41/mo for 60 months at 11.12% APR with $0 down');
    expect(disclosure.rates).toEqual([]);
    expect(disclosure.notes).toEqual([]);
    expect(disclosure.assumptions).toBe(
      'Estimate only, based on a price of $30,000, $0 down, a 5-year term, no balloon, monthly payments at 11.12% APR, and fees of $395 to establish the loan and $8 a month. Subject to credit approval.',
    );
  });
});

describe('NZ: the total amount payable beside the payment', () => {
  it('totals the repayments, the balloon and the fees', () => {
    expect(paymentDisclosure('NZ', NO_FEE_SITE, estimateFor(NO_FEE_SITE)).terms).toBe('Total amount payable $38,244.68');
    const withFees = { ...NO_FEE_SITE, fees: { establishment: 275, monthly: 5 } };
    expect(paymentDisclosure('NZ', withFees, estimateFor(withFees)).terms).toBe('Total amount payable $38,819.68');
  });

  it('shows the interest rate alone, with no comparison rate or licence', () => {
    expect(rateDisclosure('NZ', NO_FEE_SITE)).toEqual({ rates: [{ value: '10.00% p.a.', label: 'interest rate' }], notes: [] });
  });
});

describe('every estimate is labelled an estimate, with its assumptions', () => {
  it.each(['AU', 'NZ', 'US'] as const)('%s', (region) => {
    const estimate = estimateFor(AU, { deposit: 2_500, balloonPercent: 20, termYears: 4, frequency: 'fortnightly' });
    const { assumptions } = paymentDisclosure(region, AU, estimate);
    expect(assumptions).toMatch(/^Estimate only, based on a price of \$30,000, /);
    expect(assumptions).toContain('$2,500');
    expect(assumptions).toContain('a 4-year term');
    expect(assumptions).toContain('a balloon of 20% ($6,000)');
    expect(assumptions).toContain('fees of $395 to establish the loan and $8 a month');
    expect(assumptions).toMatch(/Subject to credit approval\.$/);
  });
});

describe('the loan figures under the repayment', () => {
  it('give the amount borrowed, the interest, the fees and the total payable, which NZ already shows beside the repayment', () => {
    const figures = [
      { label: 'Amount borrowed', value: '$30,000.00' },
      { label: 'Total interest', value: '$8,244.68' },
      { label: 'Fees', value: '$875.00' },
    ];
    const total = { label: 'Total amount payable', value: '$39,119.68' };
    expect(paymentDisclosure('AU', AU, estimateFor(AU)).figures).toEqual([...figures, total]);
    expect(paymentDisclosure('US', AU, estimateFor(AU)).figures).toEqual([...figures, total]);
    expect(paymentDisclosure('NZ', AU, estimateFor(AU))).toMatchObject({ terms: 'Total amount payable $39,119.68', figures });
  });
});

describe('the words of a request with no estimate', () => {
  it.each<[LoanProblem, string, string]>([
    [{ field: 'price', rule: 'not-positive' }, 'Enter the vehicle price, more than $0.', 'Enter the vehicle price, more than $0.'],
    [{ field: 'deposit', rule: 'negative' }, "The deposit or trade-in can't be negative.", "The down payment or trade-in can't be negative."],
    [{ field: 'deposit', rule: 'not-below-price' }, 'The deposit or trade-in must be less than the vehicle price.', 'The down payment or trade-in must be less than the vehicle price.'],
    [{ field: 'deposit', rule: 'leaves-less-than-fee' }, 'The amount borrowed must be more than the establishment fee of $395.', 'The amount borrowed must be more than the establishment fee of $395.'],
    [{ field: 'termYears', rule: 'out-of-range' }, 'Choose a loan term of 1 year to 7 years.', 'Choose a loan term of 1 year to 7 years.'],
    [{ field: 'balloonPercent', rule: 'out-of-range' }, 'The balloon must be 0% to 50% of the price.', 'The balloon must be 0% to 50% of the price.'],
    [{ field: 'balloonPercent', rule: 'above-amount-financed' }, 'The balloon must be less than the amount borrowed.', 'The balloon must be less than the amount borrowed.'],
  ])('%j', (problem, auText, usText) => {
    expect(loanProblemText(problem, 'AU', 395)).toBe(auText);
    expect(loanProblemText(problem, 'US', 395)).toBe(usText);
  });

  it('prints repayments and totals to the cent in each region\'s currency', () => {
    expect(['AU', 'NZ', 'US'].map((region) => formatMoneyCents(3_824_468, region as 'AU' | 'NZ' | 'US'))).toEqual(['$38,244.68', '$38,244.68', '$38,244.68']);
    expect([formatMoneyCents(63_741, 'AU'), formatMoneyCents(0, 'US'), formatMoneyCents(90_000_000, 'NZ')]).toEqual(['$637.41', '$0.00', '$900,000.00']);
  });

  it('states rates to two places', () => {
    expect([formatRate(10), formatRate(11.116_874), formatRate(7.005)]).toEqual(['10.00%', '11.12%', '7.00%']);
  });
});
