/** The test drive form (spec section 5): name, e-mail and phone required; date and time, and message, optional. */
import { useMemo } from 'react';
import { TEST_DRIVE_FORM_FIELDS, testDriveFormInitialValues, testDriveFormSchema, type TestDriveFormValues } from '../../domain/leads/test-drive-form.ts';
import { leadEvent } from '../../domain/leads/event-ids.ts';
import { FormFrame } from './FormFrame.tsx';
import { ConsentFields, ContactFields } from './SharedFields.tsx';
import { BotCheckFields, fieldsFor, RememberDetailsField, SubmitButton } from './FormFields.tsx';
import { SuccessLoading } from './useLeadSubmission.tsx';
import { useVehicleLeadSubmission, vehicleLeadSubmission, type FormCar, type VehicleFormSettings } from './vehicle-lead.ts';

const { TextField } = fieldsFor<TestDriveFormValues>();

/** The category a test drive lead is filed under (the spec names none; ours). */
export const TEST_DRIVE_CATEGORY = 'Test Drive';

export default function TestDriveForm({ car, settings }: { car: FormCar; settings: VehicleFormSettings }) {
  const formId = 'test-drive-form';
  const schema = useMemo(() => testDriveFormSchema(), []);
  const build = (values: TestDriveFormValues) =>
    vehicleLeadSubmission(car, 'test_drive', TEST_DRIVE_CATEGORY, { name: values.name, email: values.email, phone: values.phone }, values);
  const { form, formRef, status, busy, banner, onSubmit, remembered } = useVehicleLeadSubmission<TestDriveFormValues & Record<string, unknown>>({
    settings,
    schema,
    initialValues: testDriveFormInitialValues() as TestDriveFormValues & Record<string, unknown>,
    fieldOrder: TEST_DRIVE_FORM_FIELDS,
    build,
    eventId: leadEvent({ kind: 'test_drive', car }).eventId,
  });
  if (status === 'success') return <SuccessLoading />;
  return (
    <FormFrame id={formId} submission={{ form, formRef, onSubmit, busy }}>
      {banner}
      <ContactFields />
      <TextField name="dateTime" label="Preferred date and time" type="datetime-local" />
      <TextField name="message" label="Message" multiline />
      <ConsentFields optInText={settings.optInText} />
      <RememberDetailsField remembered={remembered} />
      <BotCheckFields turnstileSiteKey={settings.turnstileSiteKey} />
      <SubmitButton busy={busy}>Book a test drive</SubmitButton>
    </FormFrame>
  );
}
