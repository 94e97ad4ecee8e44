/** The request-photos form (spec section 5): name, e-mail and phone, with the request itself hidden and prefilled. */
import { useMemo } from 'react';
import { REQUEST_PHOTOS_FORM_FIELDS, requestPhotosFormSchema, requestPhotosInitialValues, type RequestPhotosFormValues } from '../../domain/leads/request-photos-form.ts';
import { leadEvent } from '../../domain/leads/event-ids.ts';
import { FormFrame } from './FormFrame.tsx';
import { ConsentFields, ContactFields } from './SharedFields.tsx';
import { BotCheckFields, RememberDetailsField, SubmitButton } from './FormFields.tsx';
import { SuccessLoading } from './useLeadSubmission.tsx';
import { useVehicleLeadSubmission, vehicleLeadSubmission, type FormCar, type VehicleFormSettings } from './vehicle-lead.ts';

/** The category a photo request is filed under (the spec names none; ours). */
export const REQUEST_PHOTOS_CATEGORY = 'Request Photos';

export default function RequestPhotosForm({ car, settings }: { car: FormCar; settings: VehicleFormSettings }) {
  const formId = 'request-photos-form';
  const schema = useMemo(() => requestPhotosFormSchema(), []);
  const build = (values: RequestPhotosFormValues) =>
    vehicleLeadSubmission(car, 'request_photos', REQUEST_PHOTOS_CATEGORY, { name: values.name, email: values.email, phone: values.phone }, values);
  const { form, formRef, status, busy, banner, onSubmit, remembered } = useVehicleLeadSubmission<RequestPhotosFormValues & Record<string, unknown>>({
    settings,
    schema,
    initialValues: requestPhotosInitialValues(car.name) as RequestPhotosFormValues & Record<string, unknown>,
    fieldOrder: REQUEST_PHOTOS_FORM_FIELDS,
    build,
    eventId: leadEvent({ kind: 'car_enquiry', car }).eventId,
  });
  if (status === 'success') return <SuccessLoading />;
  return (
    <FormFrame id={formId} submission={{ form, formRef, onSubmit, busy }}>
      {banner}
      <p>We will send you more photos of the {car.name}.</p>
      <input type="hidden" name="message" value={String(form.values.message ?? '')} />
      <ContactFields />
      <ConsentFields optInText={settings.optInText} />
      <RememberDetailsField remembered={remembered} />
      <BotCheckFields turnstileSiteKey={settings.turnstileSiteKey} />
      <SubmitButton busy={busy}>Request photos</SubmitButton>
    </FormFrame>
  );
}
