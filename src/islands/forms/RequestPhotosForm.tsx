/** The request-photos form (spec section 5): name, e-mail and phone, with the request itself hidden and prefilled. */
import { useMemo } from 'react';
import { optInLabel } from '../../domain/leads/enquiry-form.ts';
import { REQUEST_PHOTOS_FORM_FIELDS, requestPhotosFormSchema, requestPhotosInitialValues, type RequestPhotosFormValues } from '../../domain/leads/request-photos-form.ts';
import { VEHICLE_FORM_DETAIL_FIELDS } from '../../domain/leads/detail-fields.ts';
import { leadEvent } from '../../domain/leads/event-ids.ts';
import { leadErrorMessage } from '../../domain/leads/submit-errors.ts';
import { FormFrame } from './FormFrame.tsx';
import { BotCheckFields, CheckboxField, RememberDetailsField, SubmitButton, TextField } from './FormFields.tsx';
import { SuccessLoading, useLeadSubmission } from './useLeadSubmission.tsx';
import { leadAnalyticsEvent, sendLead, vehicleLeadSubmission, type FormCar, type VehicleFormSettings } from './vehicle-lead.ts';

/** The category a photo request is filed under (the spec names none; ours). */
export const REQUEST_PHOTOS_CATEGORY = 'Request Photos';

export default function RequestPhotosForm({ car, settings }: { car: FormCar; settings: VehicleFormSettings }) {
  const formId = 'request-photos-form';
  const schema = useMemo(() => requestPhotosFormSchema(), []);
  const build = (values: RequestPhotosFormValues) =>
    vehicleLeadSubmission(car, 'request_photos', REQUEST_PHOTOS_CATEGORY, { name: values.name, email: values.email, phone: values.phone }, values);
  const { form, formRef, status, busy, banner, onSubmit, remembered } = useLeadSubmission<RequestPhotosFormValues & Record<string, unknown>>({
    siteSlug: settings.siteSlug,
    schema,
    initialValues: requestPhotosInitialValues(car.name) as RequestPhotosFormValues & Record<string, unknown>,
    fieldOrder: REQUEST_PHOTOS_FORM_FIELDS,
    rememberFields: VEHICLE_FORM_DETAIL_FIELDS,
    failureText: leadErrorMessage,
    send: (values, bot, key) => sendLead(build(values), bot, key),
    analytics: (values, leadId) => {
      const submission = build(values);
      return { event: leadAnalyticsEvent(leadEvent({ kind: 'car_enquiry', car }).eventId, leadId, submission), category: submission.category };
    },
  });
  if (status === 'success') return <SuccessLoading />;
  return (
    <FormFrame id={formId} submission={{ form, formRef, onSubmit, busy }}>
      {banner}
      <p>We will send you more photos of the {car.name}.</p>
      <input type="hidden" name="message" value={String(form.values.message ?? '')} />
      <TextField name="name" label="Name" required autoComplete="name" />
      <TextField name="email" label="Email" type="email" required autoComplete="email" />
      <TextField name="phone" label="Phone" type="tel" required autoComplete="tel" />
      <CheckboxField name="opt_in" label={optInLabel(settings.optInText)} />
      <RememberDetailsField remembered={remembered} />
      <BotCheckFields turnstileSiteKey={settings.turnstileSiteKey} />
      <SubmitButton busy={busy}>Request photos</SubmitButton>
    </FormFrame>
  );
}
