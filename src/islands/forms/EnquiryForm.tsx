/**
 * The enquiry form (spec section 5): name, e-mail, phone, the category select (required, General
 * Enquiry by default), the dealership select when the site has more than one dealership, the
 * message (required, optional or off per site) and the opt-in.
 */
import { useMemo, useRef } from 'react';
import { enquiryFormInitialValues, enquiryFormSchema, ENQUIRY_FORM_FIELDS, optInLabel, type EnquiryFormSettings, type EnquiryFormValues } from '../../domain/forms/enquiry-form.ts';
import { leadEvent } from '../../domain/leads/event-ids.ts';
import { leadErrorMessage } from '../../domain/leads/submit-errors.ts';
import { FORM_TEXTS } from '../../domain/texts.ts';
import { BotCheckFields, CheckboxField, SelectField, SubmitButton, TextField } from './FormFields.tsx';
import { SuccessLoading, useLeadSubmission } from './useLeadSubmission.tsx';
import { leadAnalyticsEvent, sendLead, vehicleLeadSubmission, type FormCar, type VehicleFormSettings } from './vehicle-lead.ts';

/** The categories the select offers; the spec names only the default, the others are ours. */
export const ENQUIRY_CATEGORIES = [FORM_TEXTS.defaultCategory, 'Vehicle Enquiry', 'Finance Enquiry', 'Trade-In Enquiry'] as const;

interface Props {
  car: FormCar;
  settings: VehicleFormSettings;
}

export default function EnquiryForm({ car, settings }: Props) {
  const formId = 'enquiry-form';
  const rules = useMemo<EnquiryFormSettings>(
    () => ({ message: settings.enquiryMessage, showLocation: false, dealerships: settings.dealerships.length, dealershipRemoved: false }),
    [settings.enquiryMessage, settings.dealerships.length],
  );
  const schema = useMemo(() => enquiryFormSchema(rules), [rules]);
  const initialValues = useRef(enquiryFormInitialValues(rules, { dealership_slug: car.dealership_slug })).current;
  const { form, status, busy, banner, onSubmit } = useLeadSubmission<EnquiryFormValues & Record<string, unknown>>({
    siteSlug: settings.siteSlug,
    schema,
    initialValues: initialValues as EnquiryFormValues & Record<string, unknown>,
    fieldOrder: ENQUIRY_FORM_FIELDS,
    failureText: leadErrorMessage,
    send: (values, bot, key) =>
      sendLead(
        vehicleLeadSubmission(car, 'enquiry', values.category, { name: values.name, email: values.email, phone: values.phone }, values),
        bot,
        key,
      ),
    analytics: (values, leadId) => {
      const submission = vehicleLeadSubmission(car, 'enquiry', values.category, { name: values.name, email: values.email, phone: values.phone }, values);
      return { event: leadAnalyticsEvent(leadEvent({ kind: 'car_enquiry', car }).eventId, leadId, submission), category: submission.category };
    },
  });
  if (status === 'success') return <SuccessLoading />;
  return (
    <form className="lead-form" id={formId} noValidate onSubmit={onSubmit} aria-busy={busy}>
      {banner}
      <TextField form={form} formId={formId} name="name" label="Name" required autoComplete="name" />
      <TextField form={form} formId={formId} name="email" label="Email" type="email" required autoComplete="email" />
      <TextField form={form} formId={formId} name="phone" label="Phone" type="tel" required autoComplete="tel" />
      <SelectField form={form} formId={formId} name="category" label="Category" required options={ENQUIRY_CATEGORIES.map((value) => ({ value, label: value }))} />
      {settings.dealerships.length > 1 && (
        <SelectField
          form={form}
          formId={formId}
          name="dealership_slug"
          label="Dealership"
          required
          options={[{ value: '', label: 'Choose a dealership' }, ...settings.dealerships.map((dealership) => ({ value: dealership.slug, label: dealership.name }))]}
        />
      )}
      {settings.enquiryMessage !== 'off' && (
        <TextField form={form} formId={formId} name="message" label="Message" multiline required={settings.enquiryMessage === 'required'} />
      )}
      <CheckboxField form={form} formId={formId} name="opt_in" label={optInLabel(settings.optInText)} />
      <BotCheckFields formId={formId} turnstileSiteKey={settings.turnstileSiteKey} />
      <SubmitButton busy={busy}>Send enquiry</SubmitButton>
    </form>
  );
}
