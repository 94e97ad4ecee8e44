/**
 * The trade-in valuation wizard: the plate -> the car (confirmed, or
 * chosen by hand) -> the adjustment questions -> the shopper's details -> the estimate, or why there
 * is none. The wizard's state and moves are the domain's (trade-in-steps.ts); this island renders
 * each step as a formik form with the domain's yup rules (the shared error banner, the bot check and
 * remembered details on the details step, as the other forms have), calls the valuation API and
 * sends the trade-in lead.
 *
 * Each step's heading takes focus when the step changes, the step indicator says where the shopper
 * is, Back keeps every answer, and a reload comes back to the same step (sessionStorage, per site).
 * On /cars/trade-in?car_id= the car being bought is shown above the wizard and goes with the lead.
 */
import { Fragment, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { readStorage, removeStorage, writeStorage } from '../../browser/web-storage.ts';
import { TRADE_IN_ENQUIRY_CATEGORY as TRADE_IN_CATEGORY } from '../../domain/leads/enquiry-form.ts';
import { postcodeRuleFor } from '../../domain/leads/postcode.ts';
import { LEAD_EVENT_IDS } from '../../domain/leads/event-ids.ts';
import { leadErrorMessage } from '../../domain/leads/submit-errors.ts';
import { makeOptions } from '../../domain/cars/makes.ts';
import type { RegionCode } from '../../domain/basics/region.ts';
import { carPath, parseTradeInQuery } from '../../domain/routes/routes.ts';
import { storageKeys } from '../../domain/shopper/browser-storage.ts';
import { pushToDataLayer } from '../../browser/data-layer.ts';
import type { IdentifyAnswer } from '../../domain/trade-in/trade-in-answers.ts';
import {
  adjustmentAnswersOf,
  adjustmentLabels,
  adjustmentsSchema,
  CONDITION_CHOICES,
  DETAILS_FIELDS,
  detailsSchema,
  manualVehicleSchema,
  normaliseOdometerInput,
  plateStates,
  plateStepSchema,
  plateTexts,
  registrationRequestOf,
  SERVICE_HISTORY_CHOICES,
  YES_NO,
  yearChoices,
  type AdjustmentValues,
  type DetailsValues,
  type ManualVehicleValues,
  type PlateValues,
} from '../../domain/trade-in/trade-in-form.ts';
import {
  buildTradeInLead,
  estimateValidityText,
  formatEstimateRange,
  noEstimateExplanation,
  tradeInLeadEvent,
  type TradeInCar,
} from '../../domain/trade-in/wizard-lead.ts';
import {
  afterAdjustments,
  afterDetails,
  afterManualLookup,
  afterPlateLookup,
  asksVehicleByHand,
  confirmVehicle,
  initialWizardState,
  leadOutcomeOf,
  parseWizardState,
  previousStep,
  rejectVehicle,
  valuationOutcomeOf,
  STEP_NAMES,
  tradeInVehicleOf,
  WIZARD_STEPS,
  wizardStorageKey,
  type WizardResult,
  type WizardState,
} from '../../domain/trade-in/trade-in-steps.ts';
import { pushAscFormSubmission } from '../../scripts/asc-interactions.ts';
import { readVisit } from '../../scripts/visited-pages.ts';
import { FormFrame } from '../forms/FormFrame.tsx';
import { ConsentFields, ContactFields, DealershipField } from '../forms/SharedFields.tsx';
import { BotCheckFields, RememberDetailsField, SelectField, SubmitButton, TextField } from '../forms/FormFields.tsx';
import { finish, useFormSubmission, type BotCheckBody, type SubmitOutcome } from '../forms/useLeadSubmission.tsx';
import { ChoiceField } from './ChoiceField.tsx';
import { acceptOffer, findBuyingCar, lookupRegistration, lookupVehicle, requestEstimate, sendTradeInLead, storeValuation, type BuyingCarLookup } from './valuation-calls.ts';
import '../forms/lead-forms.css';
import './trade-in.css';

/** A dealership the details step offers when the site has several and no car decides. */
interface DealershipChoice {
  readonly slug: string;
  readonly name: string;
}

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

const FORM_ID = 'trade-in';
/** The words for the service being down (the contract's 503), on the car step and the result. */
const UNAVAILABLE_TEXT = "We can't value cars online right now. Tell us about your car and leave your details, and the dealer will contact you with a valuation.";

/** Today's calendar year in the shopper's clock (the year select and its rule). */
const currentYear = () => new Date().getFullYear();

/** The page the lead was sent from, as the lead form values record it. */
function pageContext() {
  const visit = readVisit();
  return { url: window.location.href, user_agent: navigator.userAgent, visited_pages: visit.visited_pages, linked_query_params: visit.linked_query_params };
}

/**
 * Whether the shopper has moved between steps on this page: from then on each step's heading takes
 * focus when it shows. A page that has just loaded (or restored a step) keeps focus where it is.
 */
let movedBetweenSteps = false;

/** The step heading, focused when it shows after a move, so a screen reader reads where the shopper is. */
function StepHeading({ children, focusKey }: { children: ReactNode; focusKey: string }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (movedBetweenSteps) ref.current?.focus();
  }, [focusKey]);
  return (
    <h2 ref={ref} tabIndex={-1} className="trade-in__heading">
      {children}
    </h2>
  );
}

function StepIndicator({ step }: { step: WizardState['step'] }) {
  const index = WIZARD_STEPS.indexOf(step);
  return (
    <ol className="trade-in__steps" aria-label="Progress">
      {WIZARD_STEPS.map((name, position) => (
        <li key={name} aria-current={position === index ? 'step' : undefined} data-done={position < index ? 'true' : undefined}>
          <span className="visually-hidden">{position < index ? 'Done: ' : position === index ? 'Current step: ' : ''}</span>
          {STEP_NAMES[name]}
        </li>
      ))}
    </ol>
  );
}

function BackButton({ onBack }: { onBack: () => void }) {
  return (
    <button type="button" className="button button--outline" onClick={onBack}>
      Back
    </button>
  );
}

/** The car being bought, from /cars/trade-in?car_id=. */
function BuyingCar({ lookup }: { lookup: BuyingCarLookup | 'loading' }) {
  if (lookup === 'loading') return <p role="status">Looking up the car you are buying…</p>;
  if (lookup.kind !== 'found')
    return (
      <p className="trade-in__note" role="status">
        {lookup.kind === 'unknown'
          ? 'The car you were looking at is no longer available to value a trade-in against, but you can still value your car here.'
          : 'We could not load the car you were looking at, but you can still value your car here.'}
      </p>
    );
  const { car } = lookup;
  return (
    <section className="trade-in__buying" aria-labelledby="trade-in-buying-title">
      <h2 id="trade-in-buying-title" className="trade-in__buying-title">
        Trading in towards
      </h2>
      <p className="trade-in__buying-name">{car.name}</p>
      <p>{car.price_words}</p>
      <p>
        <a href={carPath(car.slug)}>Back to the {car.name}</a>
      </p>
    </section>
  );
}

export default function TradeInWizard({ siteSlug, region, dealerships, siteMakes, storeValuations, optInText, turnstileSiteKey, carsPath }: Props) {
  const [state, setState] = useState<WizardState>(initialWizardState);
  const [restored, setRestored] = useState(false);
  const [buying, setBuying] = useState<BuyingCarLookup | 'loading' | null>(carsPath === null ? null : 'loading');
  // When the wizard was shown: the bot check's minimum fill time counts from here, not from the details step.
  const shownAt = useRef(Date.now());
  const storageKey = wizardStorageKey(siteSlug);

  // After hydration: the step a reload left, and the car being bought.
  useEffect(() => {
    setState(parseWizardState(readStorage('session', storageKey)));
    setRestored(true);
    if (carsPath === null) return;
    const carId = parseTradeInQuery(new URLSearchParams(window.location.search)).car_id;
    if (carId === undefined) setBuying({ kind: 'unknown' });
    else void findBuyingCar(carsPath, carId).then(setBuying);
  }, []);

  useEffect(() => {
    if (restored) writeStorage('session', storageKey, JSON.stringify(state));
  }, [state, restored]);

  const move = (next: WizardState) => {
    movedBetweenSteps = true;
    setState(next);
  };

  const car = buying !== null && buying !== 'loading' && buying.kind === 'found' ? buying.car : null;
  const common = { siteSlug, region };
  let body: ReactNode;
  switch (state.step) {
    case 'plate':
      body = <PlateStep {...common} values={state.plate} onDone={(plate, answer) => move(afterPlateLookup(state, plate, answer))} />;
      break;
    case 'vehicle':
      body = (
        <VehicleStep
          {...common}
          state={state}
          siteMakes={siteMakes}
          onConfirm={() => move(confirmVehicle(state))}
          onReject={() => move(rejectVehicle(state))}
          onChosen={(manual, answer) => move(afterManualLookup(state, manual, answer))}
          onBack={(manual) => move(previousStep({ ...state, manual }))}
        />
      );
      break;
    case 'adjustments':
      body = (
        <AdjustmentsStep
          {...common}
          values={state.adjustments}
          onDone={(adjustments) => move(afterAdjustments(state, adjustments))}
          onBack={(adjustments) => move(previousStep({ ...state, adjustments }))}
        />
      );
      break;
    case 'details':
      body = (
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
      );
      break;
    case 'result':
      body =
        state.result === null ? null : (
          <ResultStep
            {...common}
            result={state.result}
            vehicle={tradeInVehicleOf(state)}
            onFinished={() => removeStorage('session', storageKey)}
            onRestart={() => move(initialWizardState())}
          />
        );
      break;
  }

  return (
    <div className="trade-in">
      {buying !== null && <BuyingCar lookup={buying} />}
      <StepIndicator step={state.step} />
      {/* Remounted once the stored wizard is read, so its forms start from the answers a reload kept. */}
      <Fragment key={restored ? 'restored' : 'initial'}>{body}</Fragment>
    </div>
  );
}

// --- The steps ---

interface StepProps {
  siteSlug: string;
  region: RegionCode;
}

/** The step's form state: useFormSubmission without remembered details (only the details step has them). */
function useStepForm<V extends Record<string, unknown>>(siteSlug: string, schema: Parameters<typeof useFormSubmission<V>>[0]['schema'], initialValues: V, fieldOrder: readonly string[], submit: (values: V, bot: BotCheckBody) => Promise<SubmitOutcome>) {
  return useFormSubmission<V>({ schema, initialValues, fieldOrder, submit, remember: { siteSlug, fields: {} } });
}

function PlateStep({ siteSlug, region, values, onDone }: StepProps & { values: PlateValues; onDone: (plate: PlateValues, answer: IdentifyAnswer) => void }) {
  const schema = useMemo(() => plateStepSchema(region), [region]);
  const texts = plateTexts(region);
  const states = plateStates(region);
  const { form, formRef, busy, banner, onSubmit } = useStepForm<PlateValues & Record<string, unknown>>(siteSlug, schema, { ...values }, ['lookup', 'rego', 'regoState', 'vin'], async (entered) => {
    const plate: PlateValues = { lookup: entered.lookup, rego: entered.rego ?? '', regoState: entered.regoState ?? '', vin: entered.vin ?? '' };
    const answer = await lookupRegistration(registrationRequestOf(plate, region));
    onDone(plate, answer);
    return { kind: 'handled' };
  });
  const byVin = form.values.lookup === 'vin';
  return (
    <FormFrame id={`${FORM_ID}-plate`} submission={{ form, formRef, onSubmit, busy }} className="lead-form trade-in__step">
      <StepHeading focusKey="plate">{region === 'US' ? 'Your license plate or VIN' : 'Your registration'}</StepHeading>
      <p>{region === 'NZ' ? 'Enter your plate and we will find your car.' : `Enter your plate${region === 'US' ? ' and state, or your VIN,' : ' and state'} and we will find your car.`}</p>
      {banner}
      {region === 'US' && (
        <ChoiceField
          name="lookup"
          legend="Find my car by"
          inline
          choices={[
            { value: 'plate', label: 'License plate' },
            { value: 'vin', label: 'VIN' },
          ]}
        />
      )}
      {byVin ? (
        <TextField name="vin" label={texts.vin} required autoComplete="off" maxLength={17} />
      ) : (
        <>
          <TextField name="rego" label={texts.plate} required autoComplete="off" maxLength={12} />
          {states.length > 0 && (
            <SelectField
              name="regoState"
              label={texts.state}
              required
              options={[{ value: '', label: `Choose a ${texts.state.toLowerCase()}` }, ...states]}
            />
          )}
        </>
      )}
      <div className="trade-in__actions">
        <SubmitButton busy={busy} busyLabel="Finding your car…">
          Find my car
        </SubmitButton>
      </div>
    </FormFrame>
  );
}

/** "2021 Toyota Corolla Ascent Sport". */
function vehicleName(vehicle: { year: number; make: string; model: string; badge: string | null }): string {
  return [vehicle.year, vehicle.make, vehicle.model, vehicle.badge].filter((part) => part !== null && part !== '').join(' ');
}

function VehicleStep({
  siteSlug,
  state,
  siteMakes,
  onConfirm,
  onReject,
  onChosen,
  onBack,
}: Pick<StepProps, 'siteSlug'> & {
  state: WizardState;
  siteMakes: readonly string[];
  onConfirm: () => void;
  onReject: () => void;
  onChosen: (manual: ManualVehicleValues, answer: IdentifyAnswer) => void;
  onBack: (manual: ManualVehicleValues) => void;
}) {
  const { identification } = state;
  const year = useMemo(currentYear, []);
  const schema = useMemo(() => manualVehicleSchema(year), [year]);
  const makes = useMemo(() => makeOptions(siteMakes), [siteMakes]);
  const formId = `${FORM_ID}-vehicle`;
  const { form, formRef, busy, banner, onSubmit } = useStepForm<ManualVehicleValues & Record<string, unknown>>(siteSlug, schema, { ...state.manual }, ['make', 'model', 'year', 'badge'], async (entered) => {
    const manual: ManualVehicleValues = { make: entered.make, model: entered.model, year: entered.year, badge: entered.badge ?? '' };
    // The service was found down at the plate: the dealer values the car; it is not asked again.
    const answer: IdentifyAnswer =
      identification.status === 'unavailable'
        ? { status: 'unavailable' }
        : await lookupVehicle({ make: manual.make, model: manual.model, year: Number(manual.year), ...(manual.badge === '' ? {} : { badge: manual.badge }) });
    onChosen(manual, answer);
    return { kind: 'handled' };
  });

  if (!asksVehicleByHand(identification) && identification.status === 'identified') {
    const { vehicle } = identification;
    const facts = [vehicle.body, vehicle.fuel, vehicle.transmission].filter((fact): fact is string => fact !== undefined);
    return (
      <div className="trade-in__step">
        <StepHeading focusKey="vehicle-confirm">Is this your car?</StepHeading>
        <div className="trade-in__found">
          <p className="trade-in__found-name">{vehicleName(vehicle)}</p>
          {facts.length > 0 && <p>{facts.join(' · ')}</p>}
        </div>
        <div className="trade-in__actions">
          <button type="button" className="button" onClick={onConfirm}>
            Yes, that's my car
          </button>
          <button type="button" className="button button--outline" onClick={onReject}>
            No, choose it myself
          </button>
          <BackButton onBack={() => onBack(state.manual)} />
        </div>
      </div>
    );
  }

  const notice =
    identification.status === 'unavailable'
      ? UNAVAILABLE_TEXT
      : identification.status === 'not-identified' && identification.declined !== true
        ? 'We could not find a car with that plate. Choose your car below.'
        : 'Choose your car below.';
  return (
    <FormFrame id={formId} submission={{ form, formRef, onSubmit, busy }} className="lead-form trade-in__step">
      <StepHeading focusKey="vehicle-hand">Choose your car</StepHeading>
      <p className={identification.status === 'unavailable' ? 'trade-in__note' : undefined}>{notice}</p>
      {banner}
      <SelectField name="make" label="Make" required options={[{ value: '', label: 'Choose a make' }, ...makes.map((make) => ({ value: make.name, label: make.name }))]} />
      <TextField name="model" label="Model" required autoComplete="off" />
      <SelectField name="year" label="Year" required options={[{ value: '', label: 'Choose a year' }, ...yearChoices(year).map((value) => ({ value: String(value), label: String(value) }))]} />
      <TextField name="badge" label="Badge or trim (optional)" autoComplete="off" />
      <div className="trade-in__actions">
        <SubmitButton busy={busy} busyLabel="Finding your car…">
          Continue
        </SubmitButton>
        <BackButton onBack={() => onBack(form.values as unknown as ManualVehicleValues)} />
      </div>
    </FormFrame>
  );
}

function AdjustmentsStep({ siteSlug, region, values, onDone, onBack }: StepProps & { values: AdjustmentValues; onDone: (values: AdjustmentValues) => void; onBack: (values: AdjustmentValues) => void }) {
  const schema = useMemo(() => adjustmentsSchema(region), [region]);
  const labels = adjustmentLabels(region);
  const formId = `${FORM_ID}-adjustments`;
  const { form, formRef, busy, banner, onSubmit } = useStepForm<AdjustmentValues & Record<string, unknown>>(
    siteSlug,
    schema,
    { ...values },
    ['odometer', 'condition', 'service_history', 'damage', 'finance_owing'],
    (entered) => {
      onDone({ odometer: entered.odometer, condition: entered.condition, service_history: entered.service_history, damage: entered.damage, finance_owing: entered.finance_owing });
      return Promise.resolve({ kind: 'handled' });
    },
  );
  return (
    <FormFrame id={formId} submission={{ form, formRef, onSubmit, busy }} className="lead-form trade-in__step">
      <StepHeading focusKey="adjustments">About your car</StepHeading>
      {banner}
      <TextField name="odometer" label={labels.odometer} required inputMode="numeric" autoComplete="off" transform={normaliseOdometerInput} />
      <ChoiceField name="condition" legend={labels.condition} choices={CONDITION_CHOICES} />
      <ChoiceField name="service_history" legend={labels.service_history} choices={SERVICE_HISTORY_CHOICES} />
      <ChoiceField name="damage" legend={labels.damage} choices={YES_NO} inline />
      <ChoiceField name="finance_owing" legend={labels.finance_owing} choices={YES_NO} inline />
      <div className="trade-in__actions">
        <SubmitButton busy={busy}>Continue</SubmitButton>
        <BackButton onBack={() => onBack(form.values as unknown as AdjustmentValues)} />
      </div>
    </FormFrame>
  );
}

function DetailsStep({
  siteSlug,
  region,
  state,
  car,
  dealerships,
  storeValuations,
  optInText,
  turnstileSiteKey,
  shownAt,
  onSent,
  onBack,
}: StepProps & {
  state: WizardState;
  car: TradeInCar | null;
  dealerships: readonly DealershipChoice[];
  storeValuations: boolean;
  optInText?: string | undefined;
  turnstileSiteKey?: string | undefined;
  /** When the wizard was shown (the bot check's fill time is the whole wizard's). */
  shownAt: number;
  onSent: (result: WizardResult) => void;
  onBack: () => void;
}) {
  const askDealership = car === null && dealerships.length > 1;
  const schema = useMemo(() => detailsSchema(region, askDealership), [region, askDealership]);
  const rule = postcodeRuleFor(region);
  const formId = `${FORM_ID}-details`;
  const valued = state.identification.status === 'identified';
  const initialValues: DetailsValues = { name: '', email: '', phone: '', postcode: '', dealership_slug: '', opt_in: false };
  const { form, formRef, busy, banner, onSubmit, remembered, startedAt } = useFormSubmission<DetailsValues & Record<string, unknown>>({
    schema,
    initialValues: initialValues as DetailsValues & Record<string, unknown>,
    fieldOrder: DETAILS_FIELDS,
    remember: { siteSlug, fields: { name: 'name', email: 'email', phone: 'phone', postcode: 'postcode' } },
    submit: async (details, bot) => {
      const vehicle = tradeInVehicleOf(state);
      if (vehicle === null) return { kind: 'failed', message: leadErrorMessage(null) };
      const identification = state.identification;
      const adjustments = adjustmentAnswersOf(state.adjustments);
      // No estimate is asked for a car the service could not identify, or once it was found down.
      const answer = identification.status === 'identified' ? await requestEstimate(identification.id, adjustments) : null;
      const valuation = valuationOutcomeOf(identification, answer);
      const estimate = valuation.kind === 'estimate' ? valuation.estimate : null;
      const complete = valuation.kind !== 'estimate';
      const lead = buildTradeInLead({
        details,
        plate: state.plate,
        vehicle,
        adjustments,
        valuationId: identification.status === 'identified' ? identification.id : null,
        estimate,
        outcome: leadOutcomeOf(valuation),
        car,
        dealershipSlug: askDealership ? details.dealership_slug : (car?.dealership_slug ?? dealerships[0]?.slug ?? ''),
        page: pageContext(),
        region,
        leadId: null,
        lastStep: complete,
      });
      // The stored valuation goes beside the lead, and never holds the shopper up.
      if (storeValuations && estimate !== null && identification.status === 'identified') {
        void storeValuation({ ...registrationRequestOf(state.plate, region), adjustmentAnswers: adjustments, id: identification.id });
      }
      const sent = await sendTradeInLead(lead, bot);
      if (!sent.ok) return { kind: 'failed', message: leadErrorMessage(sent.message), fields: sent.fields };
      if (complete) {
        // Complete at once: the lead's event, the analytics standard's conversion and the success marker, as a form's success sends them.
        pushToDataLayer(tradeInLeadEvent(LEAD_EVENT_IDS.form, sent.leadId, lead));
        pushAscFormSubmission(TRADE_IN_CATEGORY);
        writeStorage('local', storageKeys(siteSlug).successCategory, JSON.stringify(TRADE_IN_CATEGORY));
      }
      onSent(valuation.kind === 'estimate' ? { ...valuation, leadId: sent.leadId, lead: { ...lead, form_started_at: bot.form_started_at } } : valuation);
      return { kind: 'sent' };
    },
  });
  startedAt.current = Math.min(startedAt.current, shownAt);
  return (
    <FormFrame id={formId} submission={{ form, formRef, onSubmit, busy }} className="lead-form trade-in__step">
      <StepHeading focusKey="details">Your details</StepHeading>
      <p>{valued ? 'Where should we send your estimate? The dealer will see these details with it.' : 'The dealer will contact you with a valuation.'}</p>
      {banner}
      <ContactFields postcode={rule} />
      {askDealership && <DealershipField dealerships={dealerships} />}
      <ConsentFields optInText={optInText} />
      <RememberDetailsField remembered={remembered} />
      <BotCheckFields turnstileSiteKey={turnstileSiteKey} />
      <div className="trade-in__actions">
        <SubmitButton busy={busy} busyLabel={valued ? 'Getting your estimate…' : 'Sending…'}>
          {valued ? 'Get my estimate' : 'Send to the dealer'}
        </SubmitButton>
        <BackButton onBack={onBack} />
      </div>
    </FormFrame>
  );
}

function ResultStep({
  siteSlug,
  region,
  result,
  vehicle,
  onFinished,
  onRestart,
}: StepProps & { result: WizardResult; vehicle: ReturnType<typeof tradeInVehicleOf>; onFinished: () => void; onRestart: () => void }) {
  const [busy, setBusy] = useState<'accept' | 'talk' | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const failureRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (failure !== null) failureRef.current?.focus();
  }, [failure]);

  if (result.kind !== 'estimate') {
    const text =
      result.kind === 'no-online-estimate'
        ? noEstimateExplanation(result.reason, region)
        : result.kind === 'provider-unavailable'
          ? "We can't value cars online right now, so one of our team will value your car."
          : 'We could not identify your car online, so one of our team will value it.';
    return (
      <div className="trade-in__step">
        <StepHeading focusKey={`result-${result.kind}`}>{result.kind === 'no-online-estimate' ? 'No online estimate for this car' : 'Thank you'}</StepHeading>
        <p>{text}</p>
        <p className="trade-in__sent" role="status">
          Your details have reached the dealer, who will contact you about your car.
        </p>
        <div className="trade-in__actions">
          <button type="button" className="button button--outline" onClick={onRestart}>
            Value another car
          </button>
        </div>
      </div>
    );
  }

  const { estimate, leadId, lead } = result;
  const accept = async () => {
    setBusy('accept');
    setFailure(null);
    const sent = await acceptOffer(leadId);
    if (!sent.ok) {
      setBusy(null);
      setFailure(leadErrorMessage(sent.message));
      return;
    }
    onFinished();
    finish(siteSlug, tradeInLeadEvent(LEAD_EVENT_IDS.tradeInOfferAccepted, leadId, lead), TRADE_IN_CATEGORY);
  };
  const talk = async () => {
    setBusy('talk');
    setFailure(null);
    const sent = await sendTradeInLead({ ...lead, lead_id: leadId, last_step: true }, { website: '', form_started_at: Number(lead.form_started_at) || Date.now() });
    if (!sent.ok) {
      setBusy(null);
      setFailure(leadErrorMessage(sent.message));
      return;
    }
    onFinished();
    finish(siteSlug, tradeInLeadEvent(LEAD_EVENT_IDS.form, leadId, lead), TRADE_IN_CATEGORY);
  };
  return (
    <div className="trade-in__step">
      <StepHeading focusKey="result-estimate">Your estimate</StepHeading>
      {vehicle !== null && <p>For your {vehicleName(vehicle)}:</p>}
      <p className="trade-in__range">{formatEstimateRange(estimate, region)}</p>
      <p>{estimateValidityText(estimate.expires_on, region)}.</p>
      {estimate.assumptions.length > 0 && (
        <>
          <h3 className="trade-in__subheading">What it assumes</h3>
          <ul>
            {estimate.assumptions.map((assumption) => (
              <li key={assumption}>{assumption}</li>
            ))}
          </ul>
        </>
      )}
      <p>The final price is confirmed when we inspect your car. Your details have reached the dealer.</p>
      {failure !== null && (
        <div ref={failureRef} className="lead-form__banner" role="alert" tabIndex={-1}>
          <p>{failure}</p>
        </div>
      )}
      <div className="trade-in__actions">
        <button type="button" className="button" disabled={busy !== null} aria-busy={busy === 'accept'} onClick={() => void accept()}>
          {busy === 'accept' ? 'Sending…' : 'Accept offer'}
        </button>
        <button type="button" className="button button--outline" disabled={busy !== null} aria-busy={busy === 'talk'} onClick={() => void talk()}>
          {busy === 'talk' ? 'Sending…' : 'Talk to us'}
        </button>
      </div>
    </div>
  );
}

