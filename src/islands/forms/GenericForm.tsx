/**
 * A dealer-defined form (the service booking, and any form given as a GenericFormDefinition), sent
 * as the generic form submit to POST /api/forms. The definition gives the fields, their rules (the
 * same yup schema the server runs) and the payload's fields; buildGenericFormPayload turns ticked
 * check options into additional_services and a 'Service Location' into the lead's dealership.
 * A failure alerts 'An error occurred when submitting this form' and the banner shows the server's
 * message or that same text (spec section 8).
 */
import { useMemo } from 'react';
import {
  genericFieldLabel,
  genericFormDetailFields,
  genericFormFieldOrder,
  genericFormFields,
  genericFormInitialValues,
  genericFormValuesSchema,
  OPT_IN_KEY,
  type GenericField,
  type GenericFormDefinition,
} from '../../domain/leads/generic-form.ts';
import { buildGenericFormPayload, type ServiceLocationChoice } from '../../domain/leads/generic-form-payload.ts';
import { formSubmittedEvent, genericFormSending } from './generic-form-submission.ts';
import { FormFrame, useFormFrame } from './FormFrame.tsx';
import { ConsentFields } from './SharedFields.tsx';
import { BotCheckFields, CheckboxGroup, RadioField, RememberDetailsField, SelectField, SubmitButton, TextField } from './FormFields.tsx';
import { SuccessLoading, useLeadSubmission } from './useLeadSubmission.tsx';
import './lead-forms.css';

interface Props {
  /** The form element's id; also prefixes its fields' ids. */
  formId: string;
  siteSlug: string;
  definition: GenericFormDefinition;
  /** The site's only dealership, or null when it has several (a 'Service Location' then decides). */
  dealershipSlug: string | null;
  locations: readonly ServiceLocationChoice[];
  /** The legend of the check options. */
  checkOptionsLegend: string;
  submitLabel: string;
  optInText?: string | undefined;
  turnstileSiteKey?: string | undefined;
}

/** Today in the shopper's own calendar, as a date input writes it. */
function localToday(): string {
  const now = new Date();
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

function Field({ field, today }: { field: Exclude<GenericField, { kind: 'check_option' }>; today: string }) {
  const { form } = useFormFrame();
  // Whether a field is required comes from the definition's schema, which the form's state carries.
  const common = { name: field.name, label: genericFieldLabel(field) };
  switch (field.kind) {
    case 'select': {
      const prompt = field.options.length > 1 ? [{ value: '', label: 'Choose one' }] : [];
      return <SelectField {...common} options={[...prompt, ...field.options.map((option) => ({ value: option, label: option }))]} />;
    }
    case 'radio':
      return <RadioField {...common} options={field.options} />;
    case 'date':
      return <TextField {...common} type="date" min={today} />;
    case 'textarea':
      return <TextField {...common} multiline />;
    case 'email':
      return <TextField {...common} type="email" autoComplete={field.autoComplete ?? 'email'} />;
    case 'phone':
      return <TextField {...common} type="tel" autoComplete={field.autoComplete ?? 'tel'} />;
    case 'text':
      return <TextField {...common} autoComplete={field.autoComplete} />;
    case 'fixed':
      // Set by the page, not typed: shown as text, sent with the form's values.
      return (
        <p className="lead-form__fixed">
          <span className="lead-form__fixed-label">{common.label}:</span> {String(form.values[field.name] ?? '')}
        </p>
      );
  }
}

export default function GenericForm({
  formId,
  siteSlug,
  definition,
  dealershipSlug,
  locations,
  checkOptionsLegend,
  submitLabel,
  optInText,
  turnstileSiteKey,
}: Props) {
  const today = useMemo(localToday, []);
  const schema = useMemo(() => genericFormValuesSchema(definition, today), [definition, today]);
  const payloadOf = (values: Record<string, unknown>) =>
    buildGenericFormPayload({
      category: definition.category,
      fields: genericFormFields(definition, values),
      page_id: null,
      opt_in: values[OPT_IN_KEY] === true,
      dealership_slug: dealershipSlug,
      locations,
    });
  const { form, formRef, status, busy, banner, onSubmit, remembered } = useLeadSubmission<Record<string, unknown>>({
    siteSlug,
    schema,
    initialValues: genericFormInitialValues(definition),
    fieldOrder: genericFormFieldOrder(definition),
    rememberFields: genericFormDetailFields(definition),
    ...genericFormSending(payloadOf),
    analytics: (values, leadId) => ({
      event: formSubmittedEvent(definition.category, leadId),
      category: payloadOf(values).category,
    }),
  });
  if (status === 'success') return <SuccessLoading />;
  const checkOptions = definition.fields.filter((field) => field.kind === 'check_option');
  return (
    <FormFrame id={formId} submission={{ form, formRef, onSubmit, busy }}>
      {banner}
      {definition.fields.map((field) => {
        if (field.kind !== 'check_option') return <Field key={field.name} field={field} today={today} />;
        // The check options show together, as one group where the first of them stands.
        if (field !== checkOptions[0]) return null;
        return (
          <CheckboxGroup
            key={field.name}
            legend={checkOptionsLegend}
            options={checkOptions.map((option) => ({ name: option.name, label: genericFieldLabel(option) }))}
          />
        );
      })}
      {definition.optIn && <ConsentFields optInText={optInText} />}
      <RememberDetailsField remembered={remembered} />
      <BotCheckFields turnstileSiteKey={turnstileSiteKey} />
      <SubmitButton busy={busy}>{submitLabel}</SubmitButton>
    </FormFrame>
  );
}
