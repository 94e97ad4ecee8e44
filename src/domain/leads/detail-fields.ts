/**
 * Which field of a lead form holds each detail a shopper can ask the site to remember, and the key
 * of the box that asks: declared by the forms, read by the remembered details (shopper/remembered-details.ts).
 */

/** The key of the 'Remember my details on this device' checkbox in a form's values. It is never sent. */
export const REMEMBER_FIELD = 'remember_details';

/** Where a form keeps each detail: its field names (formik keys). A form names the ones it has. */
export interface DetailFields {
  /** A single full-name field. */
  readonly name?: string;
  /** First and last name fields, instead of `name`. */
  readonly firstName?: string;
  readonly lastName?: string;
  readonly email?: string;
  readonly phone?: string;
  readonly postcode?: string;
}

/** The vehicle page's forms (enquiry, test drive, request photos): one name field, e-mail and phone. */
export const VEHICLE_FORM_DETAIL_FIELDS: DetailFields = { name: 'name', email: 'email', phone: 'phone' };
