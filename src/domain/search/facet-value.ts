/**
 * How string filter values compare. Typesense compares strings the way its default tokenizer
 * indexes them: case folded, accents dropped, symbols removed (not split on), words separated by
 * whitespace. "TOYOTA" matches `Toyota`, "Skoda" matches `Škoda`, "MercedesBenz" matches
 * `Mercedes-Benz`. The embedded engine compares through `foldFacetValue` so that both engines select
 * the same cars.
 */

/** A string as Typesense compares it in a filter: folded case, no accents or symbols, single spaces. */
export function foldFacetValue(value: string): string {
  return value
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/\s+/u)
    .map((word) => word.replace(/[^\p{L}\p{N}]/gu, ''))
    .filter((word) => word !== '')
    .join(' ');
}
