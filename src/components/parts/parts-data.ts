/**
 * The parts catalogue as the build reads it: the parts collection, and the names of the catalogue
 * models they fit (the 'Fits' line and the model filter show names, the URL carries slugs). One
 * reader for the parts page, /parts/search and its JSON index, so they cannot disagree.
 */
import { getCollection } from 'astro:content';
import type { Part, PartsIndex } from '../../domain/content/parts.ts';

export { PARTS_INDEX_PATH } from '../../domain/content/parts.ts';

export async function readPartsIndex(): Promise<PartsIndex> {
  const parts = (await getCollection('parts')).map((entry) => entry.data as Part);
  const fitted = new Set(parts.flatMap((part) => part.fits));
  const models = (await getCollection('models'))
    .map((entry) => entry.data)
    .filter((model) => fitted.has(model.slug))
    .map((model): [string, string] => [model.slug, model.name]);
  return { models, parts };
}
