/**
 * The fields of a feed row as flat, dotted names (`location.address.city`), derived from the stock
 * schema (car-schema.ts) so that the CSV columns and the names of unknown JSON fields never drift
 * from the Car. Pure.
 */
import type { z } from 'zod';
import { CarSchema } from './car-schema.ts';

/** How a CSV cell of the field is read: text as is, a number, true/false, or a `|`-separated list. */
export type FieldKind = 'text' | 'number' | 'boolean' | 'list';

/** One leaf field of a car, which is one column of a CSV feed. */
export interface FeedField {
  /** The dotted name, e.g. `autograb_data.average_market_price`: the CSV column's header. */
  readonly name: string;
  readonly path: readonly string[];
  readonly kind: FieldKind;
  /** The field may be null (an empty cell is null). */
  readonly nullable: boolean;
  /** The nullable object the field belongs to (`file`, `autograb_data`), whose columns all empty mean null. */
  readonly group: string | null;
}

type AnySchema = z.core.$ZodType;

function defOf(schema: AnySchema): z.core.$ZodTypeDef & Record<string, unknown> {
  return schema._zod.def as z.core.$ZodTypeDef & Record<string, unknown>;
}

function kindOf(schema: AnySchema, name: string): FieldKind {
  switch (defOf(schema).type) {
    case 'string':
    case 'enum':
    case 'literal':
      return 'text';
    case 'number':
      return 'number';
    case 'boolean':
      return 'boolean';
    case 'array':
      return 'list';
    default:
      throw new Error(`${name}: the stock schema has a ${defOf(schema).type} field, which a CSV feed has no column convention for`);
  }
}

function collectFields(schema: AnySchema, path: readonly string[], group: string | null, out: FeedField[]): void {
  const def = defOf(schema);
  const name = path.join('.');
  if (def.type === 'object') {
    for (const [key, child] of Object.entries((schema as z.ZodObject).shape)) collectFields(child as AnySchema, [...path, key], group, out);
    return;
  }
  if (def.type === 'nullable') {
    const inner = def.innerType as AnySchema;
    if (defOf(inner).type === 'object') {
      collectFields(inner, path, name, out);
      return;
    }
    out.push({ name, path, kind: kindOf(inner, name), nullable: true, group });
    return;
  }
  out.push({ name, path, kind: kindOf(schema, name), nullable: false, group });
}

/** Every leaf field of a car in the schema's order: the columns of a CSV feed. */
export const FEED_FIELDS: readonly FeedField[] = (() => {
  const out: FeedField[] = [];
  collectFields(CarSchema, [], null, out);
  return out;
})();

const fieldsByName = new Map(FEED_FIELDS.map((field) => [field.name, field]));

/** The field a CSV header names, if any. */
export function feedFieldNamed(name: string): FeedField | undefined {
  return fieldsByName.get(name);
}

/**
 * The columns a CSV header must have: every field except those that may be null, which a header
 * may leave out (every row then has null).
 */
export const REQUIRED_COLUMNS: readonly string[] = FEED_FIELDS.filter((field) => !field.nullable && field.group === null).map((field) => field.name);

function collectUnknown(value: unknown, schema: AnySchema, prefix: string, out: Set<string>): void {
  const def = defOf(schema);
  if (def.type === 'nullable') {
    collectUnknown(value, def.innerType as AnySchema, prefix, out);
    return;
  }
  if (def.type === 'array' && Array.isArray(value)) {
    for (const item of value) collectUnknown(item, def.element as AnySchema, `${prefix}[]`, out);
    return;
  }
  if (def.type !== 'object' || typeof value !== 'object' || value === null || Array.isArray(value)) return;
  const shape = (schema as z.ZodObject).shape as Record<string, AnySchema>;
  for (const [key, child] of Object.entries(value)) {
    const name = prefix === '' ? key : `${prefix}.${key}`;
    const known = shape[key];
    if (known === undefined) out.add(name);
    else collectUnknown(child, known, name, out);
  }
}

/**
 * Adds to `out` the dotted names of the fields of a JSON feed row that the schema does not know
 * (`colour_code`, `location.map_pin`, `images[].caption`); the schema drops them when it reads the row.
 */
export function collectUnknownFields(row: unknown, out: Set<string>): void {
  collectUnknown(row, CarSchema, '', out);
}
