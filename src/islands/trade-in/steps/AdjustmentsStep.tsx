/**
 * The trade-in wizard's questions about the car: the odometer, its condition and service history,
 * any damage and any finance owing, with the region's words for each.
 */
import { useMemo } from 'react';
import { adjustmentLabels, adjustmentsSchema, CONDITION_CHOICES, normaliseOdometerInput, SERVICE_HISTORY_CHOICES, YES_NO, type AdjustmentValues } from '../../../domain/trade-in/trade-in-form.ts';
import { FormFrame } from '../../forms/FormFrame.tsx';
import { fieldsFor, SubmitButton } from '../../forms/FormFields.tsx';
import { ChoiceField } from '../ChoiceField.tsx';
import { StepHeading } from '../StepHeading.tsx';
import { BackButton, FORM_ID, useStepForm, type StepProps } from './step-parts.tsx';

const { TextField } = fieldsFor<AdjustmentValues>();

export function AdjustmentsStep({ siteSlug, region, values, onDone, onBack }: StepProps & { values: AdjustmentValues; onDone: (values: AdjustmentValues) => void; onBack: (values: AdjustmentValues) => void }) {
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
      <TextField name="odometer" label={labels.odometer} inputMode="numeric" autoComplete="off" transform={normaliseOdometerInput} />
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
