/**
 * The names a lead's fields go by. Each lead kind's values type is its one definition: the lead
 * form values every car lead sends (LeadFormValues in types.ts) and each form's own values
 * (EnquiryFormValues, TestDriveFormValues, ...), which take the lead's names where they ask its
 * fields (FormText). The form's yup schema is typed by it, its ordered field list names only its
 * keys, the island's field components take only its keys (fieldsFor in
 * src/islands/forms/FormFields.tsx), the server's request schemas pick or satisfy its keys, and the
 * ADF writer reads fields only by these names (src/server/crm/adf.ts). Renaming a field in its
 * definition is then a type error in all four places, not a field that quietly lands under the
 * ADF's Other fields.
 */

/** The names of one lead kind's fields: the keys of its values type. */
export type FieldName<V> = Extract<keyof V, string>;

/**
 * Fields a form asks as text while the shopper types, named as the lead kind that carries them
 * names them: a form field takes its name from the wire, so a rename reaches the form too.
 */
export type FormText<V, K extends FieldName<V>> = { [P in K & FieldName<V>]?: string };

/** The labels the contact page's form sends its fields under (CONTACT_FORM_FIELDS). */
export type ContactFormPayloadLabel = 'First name' | 'Last name' | 'Postcode' | 'Mobile' | 'Email';
