/**
 * The trade-in wizard's first step: the plate (with its state where the region has states), or in
 * the US the VIN instead, looked up with the valuation API's registration call.
 */
import { useMemo } from 'react';
import type { IdentifyAnswer } from '../../../domain/trade-in/trade-in-answers.ts';
import { plateStates, plateStepSchema, plateTexts, registrationRequestOf, type PlateValues } from '../../../domain/trade-in/trade-in-form.ts';
import { FormFrame } from '../../forms/FormFrame.tsx';
import { fieldsFor, SubmitButton } from '../../forms/FormFields.tsx';
import { ChoiceField } from '../ChoiceField.tsx';
import { StepHeading } from '../StepHeading.tsx';
import { lookupRegistration } from '../valuation-calls.ts';
import { FORM_ID, useStepForm, type StepProps } from './step-parts.tsx';

const { SelectField, TextField } = fieldsFor<PlateValues>();

export function PlateStep({ siteSlug, region, values, onDone }: StepProps & { values: PlateValues; onDone: (plate: PlateValues, answer: IdentifyAnswer) => void }) {
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
        <TextField name="vin" label={texts.vin} autoComplete="off" maxLength={17} />
      ) : (
        <>
          <TextField name="rego" label={texts.plate} autoComplete="off" maxLength={12} />
          {states.length > 0 && (
            <SelectField
              name="regoState"
              label={texts.state}
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
