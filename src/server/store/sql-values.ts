/** Column values as the store ports type them: timestamps as ISO 8601 text, nullable text as null. */

/** A timestamptz (a Date from pg and PGlite, or text) as ISO 8601. */
export function iso(value: unknown): string {
  return value instanceof Date ? value.toISOString() : new Date(String(value)).toISOString();
}

/** A nullable timestamptz as ISO 8601 or null. */
export function isoOrNull(value: unknown): string | null {
  return value === null || value === undefined ? null : iso(value);
}

/** A nullable text column. */
export function textOrNull(value: unknown): string | null {
  return value === null || value === undefined ? null : String(value);
}
