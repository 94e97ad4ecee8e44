/** Runs a form schema the way formik and the server do (all errors at once) and returns the messages by field. */
import { ValidationError } from 'yup';
import type { AnySchema } from 'yup';

export function errorsOf(schema: AnySchema, values: unknown): Record<string, string> {
  try {
    schema.validateSync(values, { abortEarly: false });
    return {};
  } catch (error) {
    if (!ValidationError.isError(error)) throw error;
    const errors: Record<string, string> = {};
    for (const leaf of error.inner.length > 0 ? error.inner : [error]) errors[leaf.path ?? ''] ??= leaf.message;
    return errors;
  }
}

/** The value the schema hands on after validation (defaults applied, stripped fields removed). */
export function validated(schema: AnySchema, values: unknown): unknown {
  return schema.validateSync(values, { abortEarly: false });
}
