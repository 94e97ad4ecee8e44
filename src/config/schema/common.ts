/**
 * What the config areas of src/config/schema/ share: the kinds of text field that recur across a
 * config (slugs, colours, times, dates, site paths), each with the one message a person editing the
 * JSON reads when a value is not of its kind, and the rule that ids and slugs in a list are unique.
 */
import { z } from 'zod';

/** A URL segment: lower-case letters, digits and single hyphens, e.g. brighton-volkswagen. */
export const slug = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'expected a slug: lower-case letters, digits and single hyphens');

/** A colour as #rrggbb. */
export const hexColour = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'expected a colour like #1a2b3c');

/** A time of day as 24-hour HH:MM. */
export const time24 = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'expected a 24-hour time like 08:30');

/** A calendar date as YYYY-MM-DD. */
export const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'expected a date like 2026-12-25');

/** A path on the dealer's own site, starting with /. */
export const sitePath = z.string().regex(/^\/[^\s]*$/, 'expected a site path starting with /');

/** Adds one issue per item whose `key` repeats an earlier item's, naming the earlier one. */
export function reportDuplicates<T extends Record<K, string | number>, K extends string>(
  ctx: z.RefinementCtx,
  listName: string,
  items: readonly T[],
  key: K,
  /** Where the list sits in the config, when not at the top. */
  parentPath: readonly string[] = [],
): void {
  const firstIndex = new Map<string | number, number>();
  items.forEach((item, index) => {
    const value = item[key];
    const first = firstIndex.get(value);
    if (first === undefined) firstIndex.set(value, index);
    else {
      ctx.addIssue({
        code: 'custom',
        path: [...parentPath, listName, index, key],
        message: `${JSON.stringify(value)} is already used by ${listName}[${first}]; ${key}s must be unique`,
      });
    }
  });
}
