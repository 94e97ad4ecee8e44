/**
 * What credit advertising must say beside a rate or a repayment, by region:
 *
 * - AU (National Credit Code, regulation 100): every interest rate shown carries the comparison rate
 *   beside it, as prominent, with the standard warning, the example it is calculated on ($30,000
 *   over 5 years) and the dealer's Australian Credit Licence.
 * - US (Regulation Z, 12 CFR 1026.24): a payment amount is a trigger term, so any payment shown
 *   carries the terms of repayment (how many, how often), the APR and the down payment; the rate is
 *   stated as an APR.
 * - NZ (Credit Contracts and Consumer Finance Act, advertising standards): the total amount payable
 *   beside the payment.
 * - Everywhere: an estimated repayment is labelled an estimate, with the assumptions it rests on and
 *   "subject to credit approval".
 *
 * Screens render what this returns and decide nothing themselves.
 */
import { formatMoney, formatRate } from '../basics/format.ts';
import { formatMoneyCents } from './format-cents.ts';
import type { RegionCode } from '../basics/region.ts';
import { financeWords, yearsText } from './finance-texts.ts';
import { annualPercentageRate, COMPARISON_RATE_EXAMPLE, comparisonRate } from './rate-maths.ts';
import type { LoanFees, RepaymentEstimate, RepaymentFrequency } from './repayments.ts';

/** A site's finance terms, as its config sets them. */
export interface FinanceSettings {
  /** Nominal annual interest rate in percent. */
  readonly annualRatePercent: number;
  readonly fees: LoanFees;
  /** The dealer's credit licence as printed, e.g. "Australian Credit Licence 389328"; AU sites must have one. */
  readonly creditLicence: string | null;
}

/** The standard comparison-rate warning, word for word (NCC regulation 100(3)). */
export const COMPARISON_RATE_WARNING =
  'WARNING: This comparison rate is true only for the example given and may not include all fees and charges. Different terms, fees or other loan amounts might result in a different comparison rate.';

/** The words every estimate ends with. */
export const SUBJECT_TO_APPROVAL = 'Subject to credit approval.';

/** A rate as shown: its figure and what it is. Rates shown together share one element and size. */
export interface ShownRate {
  readonly value: string;
  readonly label: string;
}

/** What goes with the site's rate wherever it is shown. */
export interface RateDisclosure {
  /** The rates to show side by side: AU's interest and comparison rates, NZ's interest rate; the US states its APR with each payment instead. */
  readonly rates: readonly ShownRate[];
  /** Notes that go under the rates and estimates: AU's warning, the example and the credit licence. */
  readonly notes: readonly string[];
}

/** A figure of the loan under the repayment, e.g. `{ label: 'Total interest', value: '$8,244.68' }`. */
export interface LoanFigure {
  readonly label: string;
  readonly value: string;
}

/** What goes with one estimated repayment. */
export interface PaymentDisclosure {
  /** Beside the repayment: the US trigger terms, the NZ total amount payable; null in AU (its rates carry the comparison rate). */
  readonly terms: string | null;
  /** The loan's figures under the repayment; the total payable is here unless `terms` already gives it. */
  readonly figures: readonly LoanFigure[];
  /** The estimate label and its assumptions. */
  readonly assumptions: string;
}

/** An amount of money with its cents only when it has some: "$395", "$8.50". */
function moneyText(amount: number, region: RegionCode): string {
  return Number.isInteger(amount) ? formatMoney(amount, region) : formatMoneyCents(Math.round(amount * 100), region);
}

/** The fees in running text, avoiding "a $8 fee": "fees of $395 to establish the loan and $8 a month". */
function feesText(fees: LoanFees, region: RegionCode): string {
  const parts = [
    fees.establishment > 0 ? `${moneyText(fees.establishment, region)} to establish the loan` : null,
    fees.monthly > 0 ? `${moneyText(fees.monthly, region)} a month` : null,
  ].filter((part) => part !== null);
  if (parts.length === 0) return 'no fees';
  return parts.length === 1 ? `a fee of ${parts.join('')}` : `fees of ${parts.join(' and ')}`;
}

/** AU's comparison rate for the site, e.g. "10.66% p.a.". */
function comparisonRateText(settings: FinanceSettings): string {
  return `${formatRate(comparisonRate(settings.annualRatePercent, settings.fees))} p.a.`;
}

/** The rates a region shows for a site, and the notes that go with them. */
export function rateDisclosure(region: RegionCode, settings: FinanceSettings): RateDisclosure {
  const interestRate = { value: `${formatRate(settings.annualRatePercent)} p.a.`, label: 'interest rate' };
  switch (region) {
    case 'AU': {
      const { amount, years } = COMPARISON_RATE_EXAMPLE;
      const fees = feesText(settings.fees, region);
      const basis = `Comparison rate calculated on a secured loan of ${formatMoney(amount, region)} over ${yearsText(years)}, with ${fees}.`;
      return {
        rates: [interestRate, { value: comparisonRateText(settings), label: 'comparison rate*' }],
        notes: [`*${COMPARISON_RATE_WARNING}`, basis, ...(settings.creditLicence === null ? [] : [settings.creditLicence])],
      };
    }
    case 'NZ':
      return { rates: [interestRate], notes: [] };
    case 'US':
      return { rates: [], notes: [] };
  }
}

/** The US way of saying a repayment and how many: "$637.41/mo for 60 months". */
function usRepaymentTerms(payment: string, frequency: RepaymentFrequency, count: number): string {
  switch (frequency) {
    case 'monthly':
      return `${payment}/mo for ${count} months`;
    case 'weekly':
      return `${payment}/wk for ${count} weeks`;
    case 'fortnightly':
      return `${payment} every two weeks for ${count} payments`;
  }
}

/** What an estimated repayment must carry in a region, and the assumptions it rests on. */
export function paymentDisclosure(region: RegionCode, settings: FinanceSettings, estimate: RepaymentEstimate): PaymentDisclosure {
  const { request } = estimate;
  const words = financeWords(region);
  const deposit = words.depositInText(moneyText(request.deposit, region));
  const balloon = request.balloonPercent > 0 ? `a balloon of ${request.balloonPercent}% (${moneyText(estimate.balloon / 100, region)})` : 'no balloon';
  const fees = feesText(request.fees, region);
  const frequency = words.frequencies[request.frequency].toLowerCase();
  const rate =
    region === 'US'
      ? `${formatRate(annualPercentageRate(estimate))} APR`
      : region === 'AU'
        ? `${formatRate(request.annualRatePercent)} p.a. (comparison rate ${comparisonRateText(settings)}*)`
        : `${formatRate(request.annualRatePercent)} p.a.`;
  const assumptions =
    `Estimate only, based on a price of ${moneyText(request.price, region)}, ${deposit}, a ${request.termYears}-year term, ` +
    `${balloon}, ${frequency} ${words.repayments} at ${rate}, and ${fees}. ${SUBJECT_TO_APPROVAL}`;
  const payment = formatMoneyCents(estimate.repayment, region);
  const money = (cents: number) => formatMoneyCents(cents, region);
  const figures: LoanFigure[] = [
    { label: 'Amount borrowed', value: money(estimate.amountFinanced) },
    { label: 'Total interest', value: money(estimate.totalInterest) },
    { label: 'Fees', value: money(estimate.totalFees) },
  ];
  const totalPayable = { label: 'Total amount payable', value: money(estimate.totalPayable) };
  switch (region) {
    case 'US': {
      const final = estimate.balloon > 0 ? ` and a final payment of ${money(estimate.balloon)}` : '';
      return {
        terms: `${usRepaymentTerms(payment, request.frequency, estimate.repaymentCount)} at ${formatRate(annualPercentageRate(estimate))} APR with ${deposit}${final}`,
        figures: [...figures, totalPayable],
        assumptions,
      };
    }
    case 'NZ':
      return { terms: `${totalPayable.label} ${totalPayable.value}`, figures, assumptions };
    case 'AU':
      return { terms: null, figures: [...figures, totalPayable], assumptions };
  }
}

/** Everything the region requires for a site's rate and one estimate together. */
export function creditDisclosure(region: RegionCode, settings: FinanceSettings, estimate: RepaymentEstimate): RateDisclosure & PaymentDisclosure {
  return { ...rateDisclosure(region, settings), ...paymentDisclosure(region, settings, estimate) };
}
