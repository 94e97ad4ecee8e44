/**
 * The reserve checkout form: name, e-mail, mobile, postcode (the region's rule: the spec's
 * 4 digits and message in Australia and New Zealand, a 5-digit ZIP code in the US), the reservation
 * terms (required) and the opt-in (optional, unticked, the spec's default wording). The island
 * (formik) and POST /api/reservations validate with this same schema.
 */
import * as yup from 'yup';
import type { RegionCode } from '../basics/region.ts';
import { regionTerm } from '../basics/region-terms.ts';
import { optionalCheckbox, requiredEmail, requiredPhone, requiredText } from './field-rules.ts';
import { postcodeRuleFor, postcodeSchema } from './postcode.ts';
import type { DetailFields } from './detail-fields.ts';
import type { FieldName } from './lead-fields.ts';

/** The form's fields, in the order it shows them (the error banner follows it). */
export const CHECKOUT_FORM_FIELDS = ['name', 'email', 'phone', 'postcode', 'terms', 'opt_in'] as const satisfies readonly FieldName<CheckoutFormValues>[];

/** The checkout form as the shopper fills it in. */
export interface CheckoutFormValues {
  name: string;
  email: string;
  /** The mobile number (labelled Mobile). */
  phone: string;
  postcode: string;
  /** The reservation terms: must be ticked. */
  terms: boolean;
  opt_in: boolean;
}

/** Shown when the terms are not ticked. */
export const TERMS_REQUIRED_MESSAGE = 'Please accept the reservation terms to continue.';

/** The checkout schema for a site's region. */
export function checkoutFormSchema(region: RegionCode): yup.ObjectSchema<CheckoutFormValues> {
  return yup.object({
    name: requiredText('Name'),
    email: requiredEmail(),
    phone: requiredPhone(regionTerm('Mobile', region)),
    postcode: postcodeSchema(postcodeRuleFor(region)),
    terms: yup.boolean().default(false).oneOf([true], TERMS_REQUIRED_MESSAGE),
    opt_in: optionalCheckbox(),
  });
}

/** Where the checkout form keeps the details it can remember. */
export const CHECKOUT_FORM_DETAIL_FIELDS: DetailFields = { name: 'name', email: 'email', phone: 'phone', postcode: 'postcode' };

/** What the form starts with: empty fields, nothing ticked. */
export function checkoutFormInitialValues(prefill: Partial<CheckoutFormValues> = {}): CheckoutFormValues {
  return { name: '', email: '', phone: '', postcode: '', terms: false, opt_in: false, ...prefill };
}
