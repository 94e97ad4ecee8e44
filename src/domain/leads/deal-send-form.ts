/**
 * The deal page's "Send to the dealer" form (docs/deals.md): the shopper's name, e-mail and phone
 * (required), a message (optional) and the opt-in. The deal itself goes as its link's token, so
 * nothing else is asked. The island (formik) validates with this schema; POST /api/deals/send
 * checks the same fields with the same shared rules and bounds (src/server/deals/deal-schemas.ts).
 */
import * as yup from 'yup';
import { optionalCheckbox, optionalText, requiredEmail, requiredPhone, requiredText } from './field-rules.ts';
import type { DetailFields } from './detail-fields.ts';
import type { FieldName } from './lead-fields.ts';

/** The form's fields, in the order it shows them (the error banner follows it). */
export const DEAL_SEND_FORM_FIELDS = ['name', 'email', 'phone', 'message', 'opt_in'] as const satisfies readonly FieldName<DealSendFormValues>[];

/** The send form as the shopper fills it in. */
export interface DealSendFormValues {
  name: string;
  email: string;
  phone: string;
  message: string;
  opt_in: boolean;
}

/** The most characters each text field takes: the send call's bounds. */
export const DEAL_SEND_LIMITS = { name: 200, email: 320, phone: 40, message: 5000 } as const;

/** '{Field} must be at most {n} characters.' */
export function tooLongMessage(label: string, limit: number): string {
  return `${label} must be at most ${limit.toLocaleString('en')} characters.`;
}

/** The send form's schema. It depends on no site setting. */
export function dealSendFormSchema(): yup.ObjectSchema<DealSendFormValues> {
  return yup.object({
    name: requiredText('Name').max(DEAL_SEND_LIMITS.name, tooLongMessage('Name', DEAL_SEND_LIMITS.name)),
    email: requiredEmail('Email').max(DEAL_SEND_LIMITS.email, tooLongMessage('Email', DEAL_SEND_LIMITS.email)),
    phone: requiredPhone('Phone').max(DEAL_SEND_LIMITS.phone, tooLongMessage('Phone', DEAL_SEND_LIMITS.phone)),
    message: optionalText().max(DEAL_SEND_LIMITS.message, tooLongMessage('Message', DEAL_SEND_LIMITS.message)).default(''),
    opt_in: optionalCheckbox(),
  });
}

/** Where the send form keeps the details it can remember. */
export const DEAL_SEND_FORM_DETAIL_FIELDS: DetailFields = { name: 'name', email: 'email', phone: 'phone' };

/** What the form starts with: empty fields, the opt-in unticked. */
export function dealSendFormInitialValues(): DealSendFormValues {
  return { name: '', email: '', phone: '', message: '', opt_in: false };
}
