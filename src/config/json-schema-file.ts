/**
 * A committed JSON Schema generated from a zod schema (the editor schema of configs, the stock
 * feed's): the file as written (`io: 'input'`: fields with defaults are optional), with a title and
 * a description, in stable text. Rules JSON Schema cannot express are still checked by the loaders.
 */
import { z } from 'zod';

/** The JSON Schema of `schema`, titled and described. */
export function jsonSchemaOf(schema: z.ZodType, title: string, description: string): Record<string, unknown> {
  const { $schema, ...rest } = z.toJSONSchema(schema, { io: 'input', target: 'draft-2020-12', unrepresentable: 'throw' });
  return { $schema, title, description, ...rest };
}

/** A schema's file text: two-space indentation and a trailing newline. */
export function jsonSchemaText(schema: Record<string, unknown>): string {
  return `${JSON.stringify(schema, null, 2)}\n`;
}
