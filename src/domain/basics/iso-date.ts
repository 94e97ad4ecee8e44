/**
 * Calendar dates written YYYY-MM-DD, as forms and payloads exchange them. Its own module, with no
 * imports, so an island that checks a date does not pull a form library in with it.
 */
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Whether text is a real calendar date written YYYY-MM-DD (2026-02-30 is not). */
export function isIsoDate(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}
