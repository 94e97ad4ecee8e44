/**
 * The repayment calculator: price, deposit or trade-in, term, balloon and
 * frequency in; the estimated repayment out, with what the region's credit advertising rules require
 * beside it (credit-disclosure.ts) and the assumptions under it. It updates as the shopper types and
 * says the new figure in a polite live region (role status). The first estimate is in the server-rendered HTML, so
 * the section reads right before (or without) JavaScript. Plain React state, no form library: it sits
 * on the vehicle page, whose JavaScript budget has little room. Every number comes from the domain.
 */
import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { endIntentPending } from '../../browser/intent-hydration.ts';
import { parseFinanceQuery } from '../../domain/routes/routes.ts';
import { initialInputs, loanRequestOf, type CalculatorInputs } from '../../domain/finance/calculator-inputs.ts';
import { CALCULATOR_CHOICE_EVENT, CALCULATOR_CHOICE_REQUEST, type CalculatorChoice } from './calculator-choice.ts';
import { paymentDisclosure, type FinanceSettings } from '../../domain/finance/credit-disclosure.ts';
import { financeWords, loanProblemText, yearsText } from '../../domain/finance/finance-texts.ts';
import {
  estimateRepayments,
  MAX_TERM_YEARS,
  MIN_TERM_YEARS,
  REPAYMENT_FREQUENCIES,
  type LoanField,
  type RepaymentFrequency,
} from '../../domain/finance/repayments.ts';
import { formatMoneyCents } from '../../domain/finance/format-cents.ts';
import type { RegionCode } from '../../domain/basics/region.ts';
import '../forms/lead-forms.css';
import './repayment-calculator.css';

interface Props {
  /** Prefix of every id inside, so two calculators can share a page. */
  id: string;
  region: RegionCode;
  /** The site's rate and fees (the licence is the wrapper's to show). */
  settings: FinanceSettings;
  /** The car's price to start from; null starts from the $30,000 example. */
  price: number | null;
  /**
   * Start from the page address's `vehiclePriceBudget` when it has one (the finance pages: they are
   * static, so the budget a 'Get Finance' link carries can only be read in the browser).
   */
  priceFromQuery?: boolean;
  /** On a car's page: tell the page's deal builder what the shopper chose (browser/calculator-choice.ts). */
  tellsDealBuilder?: boolean;
}

const TERMS = Array.from({ length: MAX_TERM_YEARS - MIN_TERM_YEARS + 1 }, (_, index) => MIN_TERM_YEARS + index);

export default function RepaymentCalculator({ id, region, settings, price, priceFromQuery = false, tellsDealBuilder = false }: Props) {
  const [inputs, setInputs] = useState<CalculatorInputs>(() => initialInputs(region, price));
  useEffect(() => {
    if (!priceFromQuery) return;
    const budget = parseFinanceQuery(new URLSearchParams(window.location.search)).vehiclePriceBudget;
    if (budget !== undefined) setInputs((current) => ({ ...current, price: String(budget) }));
  }, [priceFromQuery]);
  const root = useRef<HTMLDivElement>(null);
  // A change made before hydration is replayed into these inputs; the estimate below shows it.
  useEffect(() => endIntentPending(root.current), [inputs]);
  const words = financeWords(region);
  const request = loanRequestOf(inputs, settings.annualRatePercent, settings.fees);
  const result = estimateRepayments(request);
  // What the calculator shows goes to the page's deal builder: on every change, and when it asks.
  useEffect(() => {
    if (!tellsDealBuilder) return;
    const { deposit, termYears, balloonPercent, frequency } = request;
    const choice: CalculatorChoice | null = result.ok ? { deposit, termYears, balloonPercent, frequency } : null;
    const tell = () => window.dispatchEvent(new CustomEvent(CALCULATOR_CHOICE_EVENT, { detail: choice }));
    tell();
    window.addEventListener(CALCULATOR_CHOICE_REQUEST, tell);
    return () => window.removeEventListener(CALCULATOR_CHOICE_REQUEST, tell);
  }, [inputs]);

  const problems = new Map<LoanField, string>();
  if (!result.ok) {
    for (const problem of result.problems) {
      if (!problems.has(problem.field)) problems.set(problem.field, loanProblemText(problem, region, settings.fees.establishment));
    }
  }
  const disclosure = result.ok ? paymentDisclosure(region, settings, result.estimate) : null;

  const text = (name: 'price' | 'deposit' | 'balloonPercent') => (event: ChangeEvent<HTMLInputElement>) =>
    setInputs((current) => ({ ...current, [name]: event.target.value }));

  /** A typed field: label, input with its unit ('$' before, '%' after) and, when it is wrong, its message tied to it. */
  const field = (name: 'price' | 'deposit' | 'balloonPercent', label: string, unit: '$' | '%') => {
    const error = problems.get(name);
    const fieldId = `${id}-${name}`;
    return (
      <div className="lead-field repayment-calculator__field">
        <label htmlFor={fieldId}>{label}</label>
        <span className="repayment-calculator__affix">
          {unit === '$' && <span aria-hidden="true">$</span>}
          <input
            id={fieldId}
            type="text"
            inputMode="decimal"
            autoComplete="off"
            value={inputs[name]}
            onChange={text(name)}
            aria-invalid={error !== undefined}
            aria-describedby={error !== undefined ? `${fieldId}-error` : undefined}
          />
          {unit === '%' && <span aria-hidden="true">%</span>}
        </span>
        {error !== undefined && (
          <p id={`${fieldId}-error`} className="lead-field__error">
            {error}
          </p>
        )}
      </div>
    );
  };

  const frequencyOf = (frequency: RepaymentFrequency) => words.frequencies[frequency];
  // Problems of the site's own terms (rate, fees) have no field of the shopper's to sit beside.
  const siteProblem = problems.get('annualRatePercent') ?? problems.get('fees');

  return (
    <div ref={root} className="repayment-calculator">
      <div className="repayment-calculator__inputs">
        {field('price', words.price, '$')}
        {field('deposit', words.deposit, '$')}
        <div className="lead-field repayment-calculator__field">
          <label htmlFor={`${id}-term`}>{words.term}</label>
          <select
            id={`${id}-term`}
            value={inputs.termYears}
            onChange={(event) => setInputs((current) => ({ ...current, termYears: Number(event.target.value) }))}
          >
            {TERMS.map((years) => (
              <option key={years} value={years}>
                {yearsText(years)}
              </option>
            ))}
          </select>
        </div>
        {field('balloonPercent', words.balloon, '%')}
        <fieldset className="lead-fieldset repayment-calculator__frequency">
          <legend>{words.frequency}</legend>
          {REPAYMENT_FREQUENCIES.map((frequency) => (
            <label key={frequency} className="repayment-calculator__choice">
              <input
                type="radio"
                name={`${id}-frequency`}
                value={frequency}
                checked={inputs.frequency === frequency}
                onChange={() => setInputs((current) => ({ ...current, frequency }))}
              />
              {frequencyOf(frequency)}
            </label>
          ))}
        </fieldset>
      </div>
      <div className="repayment-calculator__result" role="status" aria-atomic="true">
        {result.ok && disclosure !== null ? (
          <>
            <p className="repayment-calculator__label">{words.estimated(inputs.frequency)}</p>
            <p className="repayment-calculator__amount">{formatMoneyCents(result.estimate.repayment, region)}</p>
            {disclosure.terms !== null && <p className="repayment-calculator__terms">{disclosure.terms}</p>}
          </>
        ) : (
          <p className="repayment-calculator__label">No estimate yet: {siteProblem ?? [...problems.values()].join(' ')}</p>
        )}
      </div>
      {result.ok && disclosure !== null && (
        <>
          <dl className="repayment-calculator__figures">
            {disclosure.figures.map((figure) => (
              <div key={figure.label}>
                <dt>{figure.label}</dt>
                <dd>{figure.value}</dd>
              </div>
            ))}
          </dl>
          <p className="repayment-calculator__assumptions">{disclosure.assumptions}</p>
        </>
      )}
    </div>
  );
}
