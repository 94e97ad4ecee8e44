/**
 * The trade-in wizard's car step: the car the plate found, to confirm or turn down, or else the car
 * chosen by hand (make, model, year, badge), looked up with the valuation API unless the service
 * was found down at the plate.
 */
import { useMemo } from 'react';
import { makeOptions } from '../../../domain/cars/makes.ts';
import type { IdentifyAnswer } from '../../../domain/trade-in/trade-in-answers.ts';
import { manualVehicleSchema, yearChoices, type ManualVehicleValues } from '../../../domain/trade-in/trade-in-form.ts';
import { asksVehicleByHand, type WizardState } from '../../../domain/trade-in/trade-in-steps.ts';
import { FormFrame } from '../../forms/FormFrame.tsx';
import { fieldsFor, SubmitButton } from '../../forms/FormFields.tsx';
import { StepHeading } from '../StepHeading.tsx';
import { lookupVehicle } from '../valuation-calls.ts';
import { BackButton, FORM_ID, useStepForm, vehicleName, type StepProps } from './step-parts.tsx';

const { SelectField, TextField } = fieldsFor<ManualVehicleValues>();

/** The words for the service being down (the contract's 503), on the car step. */
const UNAVAILABLE_TEXT = "We can't value cars online right now. Tell us about your car and leave your details, and the dealer will contact you with a valuation.";

/** Today's calendar year in the shopper's clock (the year select and its rule). */
const currentYear = () => new Date().getFullYear();


export function VehicleStep({
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
      <SelectField name="make" label="Make" options={[{ value: '', label: 'Choose a make' }, ...makes.map((make) => ({ value: make.name, label: make.name }))]} />
      <TextField name="model" label="Model" autoComplete="off" />
      <SelectField name="year" label="Year" options={[{ value: '', label: 'Choose a year' }, ...yearChoices(year).map((value) => ({ value: String(value), label: String(value) }))]} />
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
