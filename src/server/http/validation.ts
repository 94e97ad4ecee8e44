/**
 * Server validation with the forms' own yup schemas (docs/architecture.md, Calls, ports and adapters):
 * every error at once (`abortEarly: false`), unknown members dropped (`stripUnknown: true`), and a
 * 400 answer `{ error: 'Please fix the following errors:', fields: { path: message } }` whose
 * messages are the ones the forms show. yup's own wording for a value of the wrong type ("must be a
 * `string` type, but the final value was...") and for a null ("cannot be null") is replaced by a
 * plain sentence.
 */
import { ValidationError, type AnyObjectSchema, type InferType, type SchemaFieldDescription } from 'yup';
import { formErrorSummary } from '../../domain/leads/form-errors.ts';
import { API_TEXTS, errorResponse } from './responses.ts';

/** What a validated body became, or the 400 answer. */
export type Validated<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly response: Response };

const TYPE_NAMES: Readonly<Record<string, string>> = {
  string: 'text',
  number: 'a number',
  boolean: 'true or false',
  object: 'an object',
  array: 'a list',
  date: 'a date',
  mixed: 'a value',
};

/** A field path as a shopper might read it: `user["Vehicle Make"]` reads `user.Vehicle Make`. */
function readablePath(path: string): string {
  return path.replace(/\["([^"]*)"\]/g, '.$1').replace(/^\./, '');
}

/** yup's own type error ("must be a `number` type, but the final value was: ..."), not one of ours. */
function isYupTypeMessage(error: ValidationError): boolean {
  return error.type === 'typeError' && /type, but the final value was/.test(error.message);
}

/** The keys of a yup error path: `user["Vehicle Make"]` is user, Vehicle Make; `pages[0]` is pages, 0. */
function pathKeys(path: string): string[] {
  return [...path.matchAll(/\["([^"]*)"\]|\[(\d+)\]|([^.[\]]+)/g)].map((match) => match[1] ?? match[2] ?? match[3] ?? '');
}

/** The type the schema gives the field at a yup error path, when the description reaches it. */
function describedTypeAt(description: SchemaFieldDescription, path: string): string | undefined {
  let current: SchemaFieldDescription | undefined = description;
  for (const key of pathKeys(path)) {
    if (current !== undefined && 'fields' in current) current = current.fields[key];
    else if (current !== undefined && 'innerType' in current && current.innerType !== undefined && !Array.isArray(current.innerType)) current = current.innerType;
    else return undefined;
  }
  return current?.type;
}

/**
 * The message a shopper reads for a failing field: ours as the schema gives it, or plain words in
 * place of yup's own wording for a value of the wrong type and for a JSON null where the field
 * takes none ("cannot be null").
 */
function plainMessage(error: ValidationError, description: SchemaFieldDescription): string {
  const field = readablePath(error.path ?? '') || 'The value';
  if (isYupTypeMessage(error)) {
    const type = String((error.params as { type?: unknown } | undefined)?.type ?? 'mixed');
    return `${field} must be ${TYPE_NAMES[type] ?? 'a valid value'}.`;
  }
  if (error.type === 'nullable') {
    const type = TYPE_NAMES[describedTypeAt(description, error.path ?? '') ?? 'mixed'];
    return type === undefined || type === TYPE_NAMES.mixed ? `${field} must not be null.` : `${field} must be ${type}, not null.`;
  }
  return error.message;
}

/** The `fields` of a 400 answer: each failing path with its first message, in the form's field order. */
function fieldMessages(error: ValidationError, description: SchemaFieldDescription, fieldOrder: readonly string[] = []): Record<string, string> {
  const leaves = error.inner.length > 0 ? error.inner : [error];
  const plain = new ValidationError(leaves.map((leaf) => new ValidationError(plainMessage(leaf, description), leaf.value, leaf.path, leaf.type)));
  const summary = formErrorSummary(plain, fieldOrder);
  return Object.fromEntries((summary?.items ?? []).map((item) => [readablePath(item.field) || '(body)', item.message]));
}

/** The 400 answer for these field messages. */
function invalidFieldsResponse(fields: Readonly<Record<string, string>>): Response {
  return errorResponse(400, API_TEXTS.invalidFields, { fields });
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Schema types yup casts with String(), parseFloat() or .toString(), which throw on some objects. */
const PRIMITIVE_TYPES = new Set(['string', 'number', 'boolean', 'date']);

const isObjectValue = (value: unknown): boolean => typeof value === 'object' && value !== null;

/**
 * The body as yup can take it (see the module comment): only the schema's own keys, and no object
 * or list where a text, number, true/false or date belongs (nor in a list of those); each value
 * taken out is noted in `fields`.
 */
function castableBody(description: SchemaFieldDescription, value: unknown, path: string, fields: Record<string, string>): unknown {
  if (PRIMITIVE_TYPES.has(description.type) && isObjectValue(value)) {
    fields[path] = `${path} must be ${TYPE_NAMES[description.type] ?? 'a valid value'}.`;
    return undefined;
  }
  if (description.type === 'array' && Array.isArray(value) && 'innerType' in description) {
    const inner = description.innerType;
    if (inner !== undefined && !Array.isArray(inner) && PRIMITIVE_TYPES.has(inner.type) && value.some(isObjectValue)) {
      fields[path] = `${path} must be a list of ${inner.type === 'string' ? 'text' : `${inner.type}s`}.`;
      return undefined;
    }
    return value;
  }
  if (description.type === 'object' && 'fields' in description && isPlainObject(value)) {
    const copy: Record<string, unknown> = {};
    for (const [key, child] of Object.entries(description.fields)) {
      if (Object.hasOwn(value, key)) copy[key] = castableBody(child, value[key], path === '' ? key : `${path}.${key}`, fields);
    }
    return copy;
  }
  return value;
}

/** Validates and casts a body with a yup schema; a failure becomes the 400 answer. */
export async function validateBody<S extends AnyObjectSchema>(
  schema: S,
  body: unknown,
  fieldOrder: readonly string[] = [],
): Promise<Validated<InferType<S>>> {
  const typeErrors: Record<string, string> = {};
  const description = schema.describe();
  const castable = castableBody(description, body, '', typeErrors);
  try {
    const value = (await schema.validate(castable, { abortEarly: false, stripUnknown: true })) as InferType<S>;
    if (Object.keys(typeErrors).length > 0) return { ok: false, response: invalidFieldsResponse(typeErrors) };
    return { ok: true, value };
  } catch (error) {
    if (!ValidationError.isError(error)) throw error;
    return { ok: false, response: invalidFieldsResponse({ ...fieldMessages(error, description, fieldOrder), ...typeErrors }) };
  }
}
