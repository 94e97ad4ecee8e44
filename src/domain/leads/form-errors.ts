/**
 * The form-level error banner (spec section 5): 'Please fix the following errors:' followed by a list
 * of the field messages. One function turns either a yup ValidationError (server validation, or a
 * schema run with abortEarly: false) or a formik errors object into the banner's content.
 */
import { ValidationError } from 'yup';
import { FORM_TEXTS } from '../basics/texts.ts';

/** One line of the banner: the field (a path such as `email` or `lead_attributes.visited_pages`) and its message. */
interface FormErrorItem {
  readonly field: string;
  readonly message: string;
}

/** What the banner shows: the spec's heading and at least one field message. */
export interface FormErrorSummary {
  readonly heading: string;
  readonly items: readonly [FormErrorItem, ...FormErrorItem[]];
}

/** A formik errors object: a message per field, nested like the values. */
interface FormikErrorsLike {
  readonly [field: string]: FormikErrorValue;
}
type FormikErrorValue = string | undefined | FormikErrorsLike | readonly FormikErrorValue[];

function flattenFormikErrors(errors: FormikErrorValue, path: string, into: FormErrorItem[]): void {
  if (errors === undefined) return;
  if (typeof errors === 'string') {
    into.push({ field: path, message: errors });
  } else if (Array.isArray(errors)) {
    errors.forEach((value: FormikErrorValue, index) => flattenFormikErrors(value, `${path}[${index}]`, into));
  } else {
    for (const [key, value] of Object.entries(errors as FormikErrorsLike)) {
      flattenFormikErrors(value, path === '' ? key : `${path}.${key}`, into);
    }
  }
}

function validationErrorItems(error: ValidationError): FormErrorItem[] {
  const leaves = error.inner.length > 0 ? error.inner : [error];
  return leaves.map((leaf) => ({ field: leaf.path ?? '', message: leaf.message }));
}

/** The top-level field a path belongs to: `lead_attributes` for `lead_attributes.visited_pages`, `Vehicle Make` for `["Vehicle Make"]`. */
export function topLevelField(path: string): string {
  return /^\["([^"]*)"\]/.exec(path)?.[1] ?? path.replace(/[.[].*$/s, '');
}

/**
 * The banner for a failed validation, or null when there is nothing to fix. Items follow
 * `fieldOrder` (the form's field order, e.g. ENQUIRY_FORM_FIELDS); fields not in it come last, in
 * the order they were reported. A field is listed once, with its first message.
 */
export function formErrorSummary(
  errors: ValidationError | FormikErrorsLike,
  fieldOrder: readonly string[] = [],
): FormErrorSummary | null {
  let items: FormErrorItem[] = [];
  if (ValidationError.isError(errors)) items = validationErrorItems(errors);
  else flattenFormikErrors(errors, '', items);

  const seen = new Set<string>();
  const unique = items.filter((item) => !seen.has(item.field) && seen.add(item.field));
  const rank = (item: FormErrorItem) => {
    const index = fieldOrder.indexOf(topLevelField(item.field));
    return index === -1 ? fieldOrder.length : index;
  };
  // Array sort is stable, so fields of equal rank keep the order they were reported in.
  const [first, ...rest] = unique.sort((a, b) => rank(a) - rank(b));
  return first === undefined ? null : { heading: FORM_TEXTS.errorBanner, items: [first, ...rest] };
}
