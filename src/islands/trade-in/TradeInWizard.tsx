/**
 * The trade-in valuation wizard: the plate -> the car (confirmed, or
 * chosen by hand) -> the adjustment questions -> the shopper's details -> the estimate, or why there
 * is none. The wizard's state and moves are the domain's (trade-in-steps.ts); this island keeps the
 * state and lists the steps in order, each a component of its own in steps/ that renders its step as
 * a formik form with the domain's yup rules (the shared error banner, the bot check and remembered
 * details on the details step, as the other forms have), calls the valuation API and sends the
 * trade-in lead.
 *
 * Each step's heading takes focus when the step changes, the step indicator says where the shopper
 * is, Back keeps every answer, and a reload comes back to the same step (sessionStorage, per site).
 * On /cars/trade-in?car_id= the car being bought is shown above the wizard and goes with the lead.
 */
import { Fragment, useEffect, useRef, useState, type ReactNode } from 'react';
import { readStorage, removeStorage, writeStorage } from '../../browser/web-storage.ts';
import type { RegionCode } from '../../domain/basics/region.ts';
import { parseTradeInQuery } from '../../domain/routes/routes.ts';
import {
  afterAdjustments,
  afterDetails,
  afterManualLookup,
  afterPlateLookup,
  confirmVehicle,
  initialWizardState,
  parseWizardState,
  previousStep,
  rejectVehicle,
  tradeInVehicleOf,
  wizardStorageKey,
  type WizardState,
  type WizardStep,
} from '../../domain/trade-in/trade-in-steps.ts';
import { BuyingCar } from './BuyingCar.tsx';
import { StepIndicator } from './StepIndicator.tsx';
import { noteMoveBetweenSteps } from './StepHeading.tsx';
import { AdjustmentsStep } from './steps/AdjustmentsStep.tsx';
import { DetailsStep } from './steps/DetailsStep.tsx';
import { PlateStep } from './steps/PlateStep.tsx';
import { ResultStep } from './steps/ResultStep.tsx';
import type { DealershipChoice } from '../forms/SharedFields.tsx';
import { VehicleStep } from './steps/VehicleStep.tsx';
import { findBuyingCar, type BuyingCarLookup } from './valuation-calls.ts';
import { dealTradeInKey, type DealTradeInHandoff } from '../../domain/deals/deal-handoff.ts';
import { adjustmentAnswersOf } from '../../domain/trade-in/trade-in-form.ts';
import '../forms/lead-forms.css';
import './trade-in.css';

interface Props {
  siteSlug: string;
  region: RegionCode;
  dealerships: readonly DealershipChoice[];
  /** The site's makes, offered first in the make select. */
  siteMakes: readonly string[];
  /** Whether the site keeps valuations (POST /api/miscellaneous after an estimate). */
  storeValuations: boolean;
  optInText?: string | undefined;
  turnstileSiteKey?: string | undefined;
  /** The build's list of price-eligible cars, on /cars/trade-in; null on /trade-in. */
  carsPath: string | null;
}

export default function TradeInWizard({ siteSlug, region, dealerships, siteMakes, storeValuations, optInText, turnstileSiteKey, carsPath }: Props) {
  const [state, setState] = useState<WizardState>(initialWizardState);
  const [restored, setRestored] = useState(false);
  // Whether a reload's answers were read back: only then are the steps' forms drawn afresh.
  const [resumed, setResumed] = useState(false);
  const [buying, setBuying] = useState<BuyingCarLookup | 'loading' | null>(carsPath === null ? null : 'loading');
  // When the wizard was shown: the bot check's minimum fill time counts from here, not from the details step.
  const shownAt = useRef(Date.now());
  const storageKey = wizardStorageKey(siteSlug);

  // After hydration: the step a reload left, and the car being bought.
  useEffect(() => {
    const stored = readStorage('session', storageKey);
    if (stored !== null) {
      setState(parseWizardState(stored));
      setResumed(true);
    }
    setRestored(true);
    if (carsPath === null) return;
    const carId = parseTradeInQuery(new URLSearchParams(window.location.search)).car_id;
    if (carId === undefined) setBuying({ kind: 'unknown' });
    else void findBuyingCar(carsPath, carId).then(setBuying);
  }, []);

  useEffect(() => {
    if (restored) writeStorage('session', storageKey, JSON.stringify(state));
  }, [state, restored]);

  // An estimate is handed to the deal builder of whichever car page the shopper goes to next.
  useEffect(() => {
    const handoff = dealTradeInOf(state);
    if (handoff !== null) writeStorage('session', dealTradeInKey(siteSlug), JSON.stringify(handoff));
  }, [state]);

  const move = (next: WizardState) => {
    noteMoveBetweenSteps();
    setState(next);
  };

  const car = buying !== null && buying !== 'loading' && buying.kind === 'found' ? buying.car : null;
  const common = { siteSlug, region };
  // The steps in the domain's order (WIZARD_STEPS); only the current one is drawn.
  const steps: Readonly<Record<WizardStep, () => ReactNode>> = {
    plate: () => <PlateStep {...common} values={state.plate} onDone={(plate, answer) => move(afterPlateLookup(state, plate, answer))} />,
    vehicle: () => (
      <VehicleStep
        {...common}
        state={state}
        siteMakes={siteMakes}
        onConfirm={() => move(confirmVehicle(state))}
        onReject={() => move(rejectVehicle(state))}
        onChosen={(manual, answer) => move(afterManualLookup(state, manual, answer))}
        onBack={(manual) => move(previousStep({ ...state, manual }))}
      />
    ),
    adjustments: () => (
      <AdjustmentsStep
        {...common}
        values={state.adjustments}
        onDone={(adjustments) => move(afterAdjustments(state, adjustments))}
        onBack={(adjustments) => move(previousStep({ ...state, adjustments }))}
      />
    ),
    details: () => (
      <DetailsStep
        {...common}
        state={state}
        car={car}
        dealerships={dealerships}
        storeValuations={storeValuations}
        optInText={optInText}
        turnstileSiteKey={turnstileSiteKey}
        shownAt={shownAt.current}
        onSent={(result) => move(afterDetails(state, result))}
        onBack={() => move(previousStep(state))}
      />
    ),
    result: () =>
      state.result === null ? null : (
        <ResultStep
          {...common}
          result={state.result}
          vehicle={tradeInVehicleOf(state)}
          buyingCar={car}
          onFinished={() => removeStorage('session', storageKey)}
          onRestart={() => move(initialWizardState())}
        />
      ),
  };
  const body = steps[state.step]();

  return (
    <div className="trade-in">
      {buying !== null && <BuyingCar lookup={buying} />}
      <StepIndicator step={state.step} />
      {/*
        Remounted once a stored wizard is read, so its forms start from the answers a reload kept;
        a first visit keeps its forms, and the focus and the keys of a shopper already typing.
      */}
      <Fragment key={resumed ? 'resumed' : 'initial'}>{body}</Fragment>
    </div>
  );
}

/** The trade-in a finished wizard hands to the deal builder: an estimate for a car the service identified. */
function dealTradeInOf(state: WizardState): DealTradeInHandoff | null {
  const { identification, result } = state;
  const vehicle = tradeInVehicleOf(state);
  if (result?.kind !== 'estimate' || identification.status !== 'identified' || vehicle === null) return null;
  const { estimate } = result;
  return { valuationId: identification.id, vehicle, answers: adjustmentAnswersOf(state.adjustments), low: estimate.low, high: estimate.high, expiresOn: estimate.expires_on };
}
