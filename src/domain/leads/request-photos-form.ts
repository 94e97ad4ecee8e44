/**
 * The request-photos form (spec section 5: "Request photos has a hidden prefilled request"). The
 * shopper gives name, e-mail and phone; the request itself is a hidden message, prefilled with the
 * car's name, that the dealer reads in the lead.
 */
import * as yup from 'yup';
import { optionalCheckbox, requiredEmail, requiredPhone, requiredText } from './field-rules.ts';
import type { FieldName } from './lead-fields.ts';

/** The request-photos form's visible fields, in the order the form shows them. */
export const REQUEST_PHOTOS_FORM_FIELDS = ['name', 'email', 'phone', 'opt_in'] as const satisfies readonly FieldName<RequestPhotosFormValues>[];

/** A request for more photos as the form sends it. */
export interface RequestPhotosFormValues {
  name: string;
  email: string;
  phone: string;
  /** Hidden: the prefilled request (see requestPhotosMessage). */
  message: string;
  opt_in: boolean;
}

/**
 * The hidden request for a car, e.g. 'Please send me more photos of the 2024 Volkswagen Tiguan
 * 162TSI Elegance.' The spec does not give the wording; this is ours.
 */
export function requestPhotosMessage(carName: string): string {
  return `Please send me more photos of the ${carName.trim()}.`;
}

/** The request-photos form schema. The hidden request is required, so a tampered empty one is refused. */
export function requestPhotosFormSchema(): yup.ObjectSchema<RequestPhotosFormValues> {
  return yup.object({
    name: requiredText('Name'),
    email: requiredEmail(),
    phone: requiredPhone(),
    message: requiredText('Request'),
    opt_in: optionalCheckbox(),
  });
}

/** What the form starts with: empty contact fields and the request prefilled for the car. */
export function requestPhotosInitialValues(
  carName: string,
  prefill: Partial<Omit<RequestPhotosFormValues, 'message'>> = {},
): RequestPhotosFormValues {
  return { name: '', email: '', phone: '', opt_in: false, ...prefill, message: requestPhotosMessage(carName) };
}
