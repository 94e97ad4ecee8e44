/**
 * Reading back JSON the site keeps in the shopper's browser (shopper/browser-storage.ts, the visit record).
 * Anything stored can be missing, stale, hand-edited or from an older release, so this never throws:
 * bad data gives the caller's typed default. A module of its own so the script every page runs can
 * use it without the storage records' field lists.
 */

/**
 * Parses a stored JSON string with `read`, which returns undefined for data of the wrong shape.
 * Missing data, unparsable JSON and the wrong shape all give `fallback`; this never throws.
 */
export function parseStoredJson<T>(raw: string | null | undefined, read: (value: unknown) => T | undefined, fallback: T): T {
  if (raw === null || raw === undefined) return fallback;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return fallback;
  }
  return read(value) ?? fallback;
}
