/**
 * Whether a form's field is required right now, read from the form's own yup schema with the
 * answers given so far, and why when another answer makes it so (a requiredWhen rule). The forms
 * draw a field's `*`, its aria-required and its hint from this, so they cannot say otherwise than
 * the validation: a field is required exactly when its rules refuse it left blank.
 */
import * as yup from 'yup';
import { REQUIRED_WHEN_META } from './field-rules.ts';

/** What a form shows of a field's requiredness. */
export interface FieldRequirement {
  readonly required: boolean;
  /** Why it is required, when another answer makes it so; absent while it is not required. */
  readonly hint?: string;
}

/** Whether `field` refuses a blank answer, with the other answers as they are. */
function refusesBlank(field: yup.Schema, blank: string | boolean, parent: Readonly<Record<string, unknown>>): boolean {
  // yup reads `parent` (the answers a `when` or a test looks at) though its public options type leaves it out.
  const options = { parent } as yup.ValidateOptions;
  try {
    field.validateSync(blank, options);
    return false;
  } catch (error) {
    if (yup.ValidationError.isError(error)) return true;
    // A rule that only answers asynchronously cannot be asked here: the field's own 'required' decides.
    return !field.describe({ ...options, value: blank }).optional;
  }
}

/**
 * The requiredness of the field `name` of `schema` given the form's `values`; null when the schema
 * has no such field (the form's caller then says). Blank is '' for text and false for a checkbox,
 * what an untouched input holds.
 */
export function fieldRequirement(schema: yup.AnyObjectSchema, name: string, values: object): FieldRequirement | null {
  const found = schema.fields[name];
  // Told apart by yup's own mark, not by class: a second copy of yup in a bundle would fail instanceof.
  if (!yup.isSchema(found)) return null;
  const field = found as yup.Schema;
  const answers = values as Readonly<Record<string, unknown>>;
  const blank = typeof answers[name] === 'boolean' ? false : '';
  if (!refusesBlank(field, blank, { ...answers, [name]: blank })) return { required: false };
  const hint: unknown = field.describe().meta?.[REQUIRED_WHEN_META];
  return typeof hint === 'string' ? { required: true, hint } : { required: true };
}
