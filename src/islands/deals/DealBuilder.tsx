/**
 * The car page's deal builder (docs/deals.md): the shopper's postcode for the drive-away estimate
 * (AU), the trade-in the wizard last valued and the repayment calculator's choices, sent as choices
 * to POST /api/deals; the server works out every figure and signs the deal's link, and the shopper
 * goes to /deal?d=<token>, where it can be shared and sent.
 *
 * The trade-in comes from sessionStorage, where the wizard leaves its estimate, and the finance
 * choices from the repayment calculator on this page, which says what it holds when asked and on
 * every change (domain/deals/deal-handoff.ts, islands/finance/calculator-choice.ts).
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { RegionCode } from '../../domain/basics/region.ts';
import { formatMoney } from '../../domain/basics/format.ts';
import { auPlaceOfPostcode } from '../../domain/on-road/au-states.ts';
import { ON_ROAD_POSTCODE_KEY, readOnRoadPostcode } from '../../domain/shopper/browser-storage.ts';
import { DEAL_BUILDER_TEXTS as TEXTS } from '../../domain/deals/deal-builder.ts';
import { dealFinanceChoiceOf, dealTradeInKey, readDealTradeIn, type DealTradeInHandoff } from '../../domain/deals/deal-handoff.ts';
import type { DealFinanceChoice } from '../../domain/deals/deal.ts';
import type { DealFinanceLabels } from '../../domain/deals/deal-finance-labels.ts';
import { readStorage } from '../../browser/web-storage.ts';
import { CALCULATOR_CHOICE_EVENT, CALCULATOR_CHOICE_REQUEST, type CalculatorChoice } from '../finance/calculator-choice.ts';
import { endIntentPending } from '../../browser/intent-hydration.ts';
import { makeDeal } from './make-deal.ts';

interface Props {
  siteSlug: string;
  region: RegionCode;
  car: { id: number; slug: string; name: string };
  /** AU, for a car with a drive-away estimate: the place it is worked out for without a postcode ("VIC 3186"). */
  postcodeFor: string | null;
  /** The trade-in wizard for this car; null when the site does not value trade-ins. */
  tradeInPath: string | null;
  /** The calculator's first choices, its anchor on the page and its words; null when the car offers no Finance Quote. */
  finance: { start: DealFinanceChoice; anchor: string; labels: DealFinanceLabels } | null;
}

/** "2016 Toyota Corolla Ascent". */
function vehicleText(vehicle: DealTradeInHandoff['vehicle']): string {
  return [vehicle.year, vehicle.make, vehicle.model, vehicle.badge].filter((part) => part !== null && part !== '').join(' ');
}

/** "Deposit or trade-in $5,000, 5 years, balloon 0%, weekly repayments". */
function financeText(choice: DealFinanceChoice, region: RegionCode, labels: DealFinanceLabels): string {
  const term = labels.terms[choice.termMonths] ?? `${choice.termMonths} months`;
  return `${labels.deposit} ${formatMoney(choice.deposit, region)}, ${term}, balloon ${choice.balloonPercent}%, ${labels.frequencies[choice.frequency].toLowerCase()} ${labels.repayments}`;
}

export default function DealBuilder({ siteSlug, region, car, postcodeFor, tradeInPath, finance }: Props) {
  // One builder on a page; React's useId is not unique across islands (each renders its own root).
  const id = 'deal-builder';
  const root = useRef<HTMLFormElement>(null);
  const banner = useRef<HTMLDivElement>(null);
  const [postcode, setPostcode] = useState('');
  const [tradeIn, setTradeIn] = useState<DealTradeInHandoff | null>(null);
  const [withTradeIn, setWithTradeIn] = useState(true);
  // 'unknown' until hydrated (the static HTML cannot know what the calculator holds by then); null
  // while the calculator has no estimate.
  const [financeChoice, setFinanceChoice] = useState<DealFinanceChoice | null | 'unknown'>('unknown');
  const [withFinance, setWithFinance] = useState(true);
  const [busy, setBusy] = useState(false);
  const [problems, setProblems] = useState<string[]>([]);
  const [postcodeError, setPostcodeError] = useState<string | null>(null);

  useEffect(() => {
    setTradeIn(readDealTradeIn(readStorage('session', dealTradeInKey(siteSlug)), new Date().toISOString().slice(0, 10)));
    if (postcodeFor !== null) setPostcode((typed) => (typed !== '' ? typed : (readOnRoadPostcode(readStorage('local', ON_ROAD_POSTCODE_KEY)) ?? '')));
    if (finance === null) return;
    // The calculator's first choices until it says otherwise (it has not hydrated yet, so it shows them).
    setFinanceChoice(finance.start);
    const follow = (event: Event) => {
      const told = (event as CustomEvent<CalculatorChoice | null>).detail;
      setFinanceChoice(told === null ? null : dealFinanceChoiceOf(told));
    };
    window.addEventListener(CALCULATOR_CHOICE_EVENT, follow);
    window.dispatchEvent(new Event(CALCULATOR_CHOICE_REQUEST));
    return () => window.removeEventListener(CALCULATOR_CHOICE_EVENT, follow);
  }, []);
  useEffect(() => endIntentPending(root.current), []);
  useEffect(() => {
    if (problems.length > 0) banner.current?.focus();
  }, [problems]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const typed = postcode.trim();
    if (postcodeFor !== null && typed !== '' && auPlaceOfPostcode(typed) === null) {
      setPostcodeError(TEXTS.badPostcode);
      setProblems([TEXTS.badPostcode]);
      return;
    }
    setPostcodeError(null);
    setProblems([]);
    setBusy(true);
    const made = await makeDeal({
      car: car.slug,
      place: postcodeFor !== null && typed !== '' ? { postcode: typed } : null,
      tradeIn: tradeIn !== null && withTradeIn ? { valuationId: tradeIn.valuationId, ...tradeIn.answers } : null,
      finance: finance !== null && financeChoice !== null && financeChoice !== 'unknown' && withFinance ? financeChoice : null,
    });
    if (made.ok) {
      window.location.assign(made.dealPath);
      return;
    }
    setBusy(false);
    if (made.fields['place.postcode'] !== undefined) setPostcodeError(made.fields['place.postcode']);
    setProblems(made.messages);
  };

  const postcodeId = `${id}-postcode`;
  const hintId = `${id}-postcode-hint`;
  const errorId = `${id}-postcode-error`;
  return (
    <form ref={root} className="deal-builder" onSubmit={(event) => void submit(event)} noValidate aria-busy={busy}>
      {problems.length > 0 && (
        <div ref={banner} className="lead-form__banner" role="alert" tabIndex={-1}>
          {problems.map((problem) => (
            <p key={problem}>{problem}</p>
          ))}
        </div>
      )}
      {postcodeFor !== null && (
        <div className="lead-field deal-builder__postcode">
          <label htmlFor={postcodeId}>{TEXTS.postcodeLabel}</label>
          <input
            id={postcodeId}
            name="postcode"
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={4}
            value={postcode}
            onChange={(event) => setPostcode(event.currentTarget.value)}
            aria-invalid={postcodeError !== null}
            aria-describedby={postcodeError === null ? hintId : `${errorId} ${hintId}`}
          />
          {postcodeError !== null && (
            <p id={errorId} className="lead-field__error">
              {postcodeError}
            </p>
          )}
          <p id={hintId} className="deal-builder__hint">
            {TEXTS.postcodeHint(postcodeFor)}
          </p>
        </div>
      )}
      {tradeInPath !== null && (
        <fieldset className="lead-fieldset deal-builder__part">
          <legend>{TEXTS.tradeInLegend}</legend>
          {tradeIn !== null ? (
            <label className="deal-builder__choice">
              <input type="checkbox" checked={withTradeIn} onChange={(event) => setWithTradeIn(event.currentTarget.checked)} />
              {TEXTS.includeTradeIn(vehicleText(tradeIn.vehicle), `${formatMoney(tradeIn.low, region)} to ${formatMoney(tradeIn.high, region)}`)}
            </label>
          ) : (
            <p>{TEXTS.noTradeIn}</p>
          )}
          <p>
            <a href={tradeInPath}>{TEXTS.valueTradeIn}</a>
          </p>
        </fieldset>
      )}
      {finance !== null && (
        <fieldset className="lead-fieldset deal-builder__part">
          <legend>{TEXTS.financeLegend}</legend>
          <label className="deal-builder__choice">
            <input type="checkbox" checked={withFinance} onChange={(event) => setWithFinance(event.currentTarget.checked)} />
            {TEXTS.includeFinance}
          </label>
          <p className="deal-builder__hint" aria-live="polite">
            {financeChoice === 'unknown' ? TEXTS.financeFromCalculator : financeChoice === null ? TEXTS.noCalculatorEstimate : `${financeText(financeChoice, region, finance.labels)}.`}
          </p>
          <p>
            <a href={`#${finance.anchor}`}>{TEXTS.changeFinance}</a>
          </p>
        </fieldset>
      )}
      <button type="submit" className="button deal-builder__submit" disabled={busy} aria-busy={busy}>
        {busy ? TEXTS.busy : TEXTS.submit}
      </button>
    </form>
  );
}
