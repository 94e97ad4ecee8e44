/**
 * Remembered details on the forms (each form names its fields in leads/detail-fields.ts): what a form
 * starts with when details are remembered, what it hands back to be remembered after a successful
 * submit, and what 'Forget my details' blanks. The stored record, its reader and its merge are in
 * browser-storage.ts; the island writes and removes it.
 *
 * The name rule: the record keeps one full name. A form with a single name field gets it whole; a
 * form with first and last name fields gets it split at the last space (the last word is the last
 * name, the words before it the first name; a one-word name fills the first name only), and gives
 * back first and last name joined by a space.
 */
import type { RememberedDetails } from './browser-storage.ts';
import type { DetailFields } from '../leads/detail-fields.ts';


/** A full name split at its last space: 'Mary Jane Smith' is 'Mary Jane' and 'Smith'; 'Cher' is 'Cher' and ''. */
export function splitName(full: string): { readonly first: string; readonly last: string } {
  const words = full.trim().split(/\s+/).filter((word) => word !== '');
  if (words.length < 2) return { first: words[0] ?? '', last: '' };
  return { first: words.slice(0, -1).join(' '), last: words[words.length - 1] ?? '' };
}

/** The detail each of a form's fields holds, as [field name, value] pairs. */
function fieldValues(details: RememberedDetails, fields: DetailFields): [string, string | undefined][] {
  const split = details.name === undefined ? undefined : splitName(details.name);
  const pairs: [string | undefined, string | undefined][] = [
    [fields.name, details.name],
    [fields.firstName, split?.first],
    [fields.lastName, split?.last],
    [fields.email, details.email],
    [fields.phone, details.phone],
    [fields.postcode, details.postcode],
  ];
  return pairs.filter((pair): pair is [string, string | undefined] => pair[0] !== undefined);
}

const isBlank = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/**
 * The values remembered details put in a form: each detail the form has a field for, only where the
 * field is still empty (nothing the shopper typed is overwritten). {} when nothing is remembered.
 */
export function rememberedPrefill(details: RememberedDetails | null, fields: DetailFields, current: Readonly<Record<string, unknown>>): Record<string, string> {
  if (details === null) return {};
  return Object.fromEntries(fieldValues(details, fields).filter((pair): pair is [string, string] => pair[1] !== undefined && pair[1] !== '' && isBlank(current[pair[0]])));
}

/** The details a form's values hold, to be remembered: the name joined from first and last name where the form splits it. */
export function detailsFromValues(values: Readonly<Record<string, unknown>>, fields: DetailFields): RememberedDetails {
  const text = (field: string | undefined) => {
    const value = field === undefined ? undefined : values[field];
    return typeof value === 'string' ? value.trim() : '';
  };
  const name = fields.name !== undefined ? text(fields.name) : [text(fields.firstName), text(fields.lastName)].filter((part) => part !== '').join(' ');
  const details: Record<string, string> = { name, email: text(fields.email), phone: text(fields.phone), postcode: text(fields.postcode) };
  return Object.fromEntries(Object.entries(details).filter(([, value]) => value !== ''));
}

/** What 'Forget my details' blanks: each prefilled field that still holds what was put in it (a field the shopper changed stays). */
export function forgottenPrefill(prefilled: Readonly<Record<string, string>>, current: Readonly<Record<string, unknown>>): Record<string, string> {
  return Object.fromEntries(Object.entries(prefilled).filter(([field, value]) => current[field] === value).map(([field]) => [field, '']));
}
