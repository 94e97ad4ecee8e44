/**
 * The compare page's reads: each car's record from the build's static file (/compare/<slug>.json),
 * so the page asks no server anything the build did not write. A car the site no longer lists has no
 * file (404); that, a slug that cannot be a car's and a file of another shape are the car's "no
 * longer listed" column. Only a failed request (no answer, a server error) fails the whole page,
 * which then offers Try again.
 */
import { compareCarFile, readCompareCar, type CompareCar } from '../../domain/compare/compare-car.ts';
import type { LinkedSlug } from '../../domain/compare/compare-list.ts';

/** A column of the comparison: the slug of the link, and its car (null when the site does not list it). */
export interface CompareEntry {
  readonly slug: string;
  readonly car: CompareCar | null;
}

class LoadFailed extends Error {}

async function loadEntry({ slug, wellFormed }: LinkedSlug): Promise<CompareEntry> {
  if (!wellFormed) return { slug, car: null };
  let response: Response;
  try {
    response = await fetch(compareCarFile(slug), { headers: { Accept: 'application/json' } });
  } catch {
    throw new LoadFailed();
  }
  if (response.status === 404 || response.status === 410) return { slug, car: null };
  if (!response.ok) throw new LoadFailed();
  const car = readCompareCar(await response.json().catch(() => undefined));
  return { slug, car: car !== undefined && car.slug === slug ? car : null };
}

/** The columns of a compare link, in its order; null when a request failed (worth trying again). */
export async function loadCompareEntries(linked: readonly LinkedSlug[]): Promise<readonly CompareEntry[] | null> {
  try {
    return await Promise.all(linked.map(loadEntry));
  } catch (error) {
    if (error instanceof LoadFailed) return null;
    throw error;
  }
}
