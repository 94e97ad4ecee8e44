/** The test drive form (spec section 5): name, e-mail and phone required; date and time, and message, optional. */
import { useMemo } from 'react';
import { optInLabel } from '../../domain/leads/enquiry-form.ts';
import { TEST_DRIVE_FORM_FIELDS, testDriveFormInitialValues, testDriveFormSchema, type TestDriveFormValues } from '../../domain/leads/test-drive-form.ts';
import { VEHICLE_FORM_DETAIL_FIELDS } from '../../domain/leads/detail-fields.ts';
import { leadEvent } from '../../domain/leads/event-ids.ts';
import { leadErrorMessage } from '../../domain/leads/submit-errors.ts';
import { FormFrame } from './FormFrame.tsx';
import { BotCheckFields, CheckboxField, RememberDetailsField, SubmitButton, TextField } from './FormFields.tsx';
import { SuccessLoading, useLeadSubmission } from './useLeadSubmission.tsx';
import { leadAnalyticsEvent, sendLead, vehicleLeadSubmission, type FormCar, type VehicleFormSettings } from './vehicle-lead.ts';

/** The category a test drive lead is filed under (the spec names none; ours). */
export const TEST_DRIVE_CATEGORY = 'Test Drive';

export default function TestDriveForm({ car, settings }: { car: FormCar; settings: VehicleFormSettings }) {
  const formId = 'test-drive-form';
  const schema = useMemo(() => testDriveFormSchema(), []);
  const build = (values: TestDriveFormValues) =>
    vehicleLeadSubmission(car, 'test_drive', TEST_DRIVE_CATEGORY, { name: values.name, email: values.email, phone: values.phone }, values);
  const { form, formRef, status, busy, banner, onSubmit, remembered } = useLeadSubmission<TestDriveFormValues & Record<string, unknown>>({
    siteSlug: settings.siteSlug,
    schema,
    initialValues: testDriveFormInitialValues() as TestDriveFormValues & Record<string, unknown>,
    fieldOrder: TEST_DRIVE_FORM_FIELDS,
    rememberFields: VEHICLE_FORM_DETAIL_FIELDS,
    failureText: leadErrorMessage,
    send: (values, bot, key) => sendLead(build(values), bot, key),
    analytics: (values, leadId) => {
      const submission = build(values);
      return { event: leadAnalyticsEvent(leadEvent({ kind: 'test_drive', car }).eventId, leadId, submission), category: submission.category };
    },
  });
  if (status === 'success') return <SuccessLoading />;
  return (
    <FormFrame id={formId} submission={{ form, formRef, onSubmit, busy }}>
      {banner}
      <TextField name="name" label="Name" required autoComplete="name" />
      <TextField name="email" label="Email" type="email" required autoComplete="email" />
      <TextField name="phone" label="Phone" type="tel" required autoComplete="tel" />
      <TextField name="dateTime" label="Preferred date and time" type="datetime-local" />
      <TextField name="message" label="Message" multiline />
      <CheckboxField name="opt_in" label={optInLabel(settings.optInText)} />
      <RememberDetailsField remembered={remembered} />
      <BotCheckFields turnstileSiteKey={settings.turnstileSiteKey} />
      <SubmitButton busy={busy}>Book a test drive</SubmitButton>
    </FormFrame>
  );
}
