/**
 * The cars of a comparison's link: the `cars=` parameter of /compare (the URL is the state, so a
 * shared link shows the same cars). The tray that builds the link is compare-tray.ts. Pure.
 */
import { ROUTES } from '../routes/routes.ts';
import { COMPARE_MAX, MAX_SLUG_LENGTH, SLUG } from './compare-tray.ts';

/** The page, and its parameter. */
export const COMPARE_PATH = ROUTES.compare;
export const COMPARE_PARAM = 'cars';

/** One entry of a compare link: a car's slug as written, and whether it can be a car's slug at all. */
export interface LinkedSlug {
  readonly slug: string;
  readonly wellFormed: boolean;
}

/**
 * The cars of a compare link, in its order: `cars=a,b,c`, repeats dropped, at most COMPARE_MAX. A
 * piece that cannot be a slug is kept (marked) so the page can say it names no car rather than
 * drop it silently; empty pieces are nothing.
 */
export function parseCompareParam(value: string | null): readonly LinkedSlug[] {
  if (value === null) return [];
  const seen = new Set<string>();
  const linked: LinkedSlug[] = [];
  for (const piece of value.split(',')) {
    const slug = piece.trim().toLowerCase().slice(0, MAX_SLUG_LENGTH);
    if (slug === '' || seen.has(slug)) continue;
    seen.add(slug);
    linked.push({ slug, wellFormed: SLUG.test(slug) });
    if (linked.length === COMPARE_MAX) break;
  }
  return linked;
}

/** The cars of a compare page's URL search (`?cars=...`). */
export function linkedSlugsOf(search: string): readonly LinkedSlug[] {
  return parseCompareParam(new URLSearchParams(search).get(COMPARE_PARAM));
}

/** The compare page's address for these cars: `/compare?cars=a,b,c` (commas kept readable). */
export function compareHref(slugs: readonly string[]): string {
  if (slugs.length === 0) return COMPARE_PATH;
  return `${COMPARE_PATH}?${COMPARE_PARAM}=${slugs.map(encodeURIComponent).join(',')}`;
}
