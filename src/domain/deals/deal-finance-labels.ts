/**
 * The finance words the deal builder and the deal page show, as plain data: worked out at build
 * time from the calculator's own words (finance/finance-texts.ts) and handed to the islands as
 * props, so that neither island loads the finance rules the car page's calculator carries (the car
 * page's JavaScript budget counts them once, in the calculator).
 */
import { financeWords, yearsText } from '../finance/finance-texts.ts';
import { REPAYMENT_FREQUENCIES, type RepaymentFrequency } from '../finance/repayments.ts';
import type { RegionCode } from '../basics/region.ts';
import { DEAL_TERM_MONTHS } from './deal-handoff.ts';

export interface DealFinanceLabels {
  /** "Vehicle price". */
  readonly price: string;
  /** "Deposit or trade-in", "Down payment or trade-in". */
  readonly deposit: string;
  /** "Loan term". */
  readonly term: string;
  /** "repayments" or "payments", in running text. */
  readonly repayments: string;
  /** "Weekly", by frequency. */
  readonly frequencies: Readonly<Record<RepaymentFrequency, string>>;
  /** "Estimated weekly repayment", by frequency. */
  readonly estimated: Readonly<Record<RepaymentFrequency, string>>;
  /** "4 years", by the deal's terms in months. */
  readonly terms: Readonly<Record<number, string>>;
}

/** The labels of a region. */
export function dealFinanceLabels(region: RegionCode): DealFinanceLabels {
  const words = financeWords(region);
  const byFrequency = (text: (frequency: RepaymentFrequency) => string) =>
    Object.fromEntries(REPAYMENT_FREQUENCIES.map((frequency) => [frequency, text(frequency)])) as Record<RepaymentFrequency, string>;
  return {
    price: words.price,
    deposit: words.deposit,
    term: words.term,
    repayments: words.repayments,
    frequencies: words.frequencies,
    estimated: byFrequency(words.estimated),
    terms: Object.fromEntries(DEAL_TERM_MONTHS.map((months) => [months, yearsText(months / 12)])),
  };
}
