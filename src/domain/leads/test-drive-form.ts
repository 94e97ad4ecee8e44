/**
 * The test drive form (spec section 5): the shopper's name, e-mail and phone are required; the
 * preferred date and time is not required, and neither is the message.
 */
import * as yup from 'yup';
import { optionalCheckbox, optionalText, requiredEmail, requiredPhone, requiredText } from './field-rules.ts';
import type { FieldName, FormText } from './lead-fields.ts';
import type { LeadContact, LeadFormValues } from './types.ts';

/** The test drive form's fields, in the order the form shows them. */
export const TEST_DRIVE_FORM_FIELDS = ['name', 'email', 'phone', 'dateTime', 'message', 'opt_in'] as const satisfies readonly FieldName<TestDriveFormValues>[];

/**
 * A test drive booking as the shopper fills it in: who they are, and the lead form values it asks
 * (the preferred local date and time as a datetime-local input gives it, "2026-05-01T10:30"; the
 * message), all optional.
 */
export type TestDriveFormValues = LeadContact & FormText<LeadFormValues, 'dateTime' | 'message'> & Pick<LeadFormValues, 'opt_in'>;

/** Shown when a preferred date and time is given but is not one (our wording; the spec gives none). */
export const INVALID_DATE_TIME_MESSAGE = 'Preferred date and time must be a date and time, like 2026-05-01T10:30.';

/** A local date and time as a datetime-local input gives it: "2026-05-01T10:30", seconds optional. */
const LOCAL_DATE_TIME = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])T([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/;

/** Whether a value is a local date and time as a datetime-local input gives it. */
export function isLocalDateTime(value: string): boolean {
  return LOCAL_DATE_TIME.test(value);
}

/** The test drive form schema. It depends on no site setting. */
export function testDriveFormSchema(): yup.ObjectSchema<TestDriveFormValues> {
  return yup.object({
    name: requiredText('Name'),
    email: requiredEmail(),
    phone: requiredPhone(),
    dateTime: optionalText().test(
      'date-time',
      INVALID_DATE_TIME_MESSAGE,
      (value) => value === undefined || value === '' || isLocalDateTime(value),
    ),
    message: optionalText(),
    opt_in: optionalCheckbox(),
  });
}

/** What the form starts with: every text field empty and the opt-in unticked. */
export function testDriveFormInitialValues(prefill: Partial<TestDriveFormValues> = {}): TestDriveFormValues {
  return { name: '', email: '', phone: '', dateTime: '', message: '', opt_in: false, ...prefill };
}
