/**
 * The server's reader of a site's model catalogue (`<site data folder>/models.json`, written by the
 * demo-data generator or a dealer's feed beside the stock): the models a model lead may name. The
 * build reads the same file through the `models` content collection; this reader checks only what a
 * lead needs of each model (slug, name, make and status) and keeps the rest out of the server.
 *
 * Like the stock reader, it reads the file once per process and keeps it while the file is
 * unchanged (same modification time and size), so a running server sees a new catalogue without a
 * restart; a catalogue that cannot be used is refused whole, naming the file and each problem.
 */
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { ModelCatalogueEntry } from '../domain/content/content.ts';
import { modelCatalogueEntrySchema } from './model-catalogue-schema.ts';
import { displayPath } from './read-stock-feed.ts';

/** The catalogue file of a site's data folder: the one place its name is written. */
export function modelCatalogueFile(siteDataDir: string): string {
  return path.join(siteDataDir, 'models.json');
}

/** What a lead needs of a catalogue entry. */
export type CatalogueModel = Pick<ModelCatalogueEntry, 'slug' | 'name' | 'manufacturer_name' | 'manufacturer_slug' | 'status'>;


/** A catalogue that cannot be used; `problems` holds one plain sentence per problem. */
export class ModelCatalogueError extends Error {
  readonly problems: readonly string[];
  constructor(summary: string, problems: readonly string[]) {
    super([summary, ...problems.map((problem) => `  ${problem}`)].join('\n'));
    this.name = 'ModelCatalogueError';
    this.problems = problems;
  }
}

/** Parses a catalogue file's text; throws a ModelCatalogueError naming the file and every problem. */
export function parseModelCatalogue(text: string, shownAs: string): readonly CatalogueModel[] {
  let rows: unknown;
  try {
    rows = JSON.parse(text);
  } catch (error) {
    throw new ModelCatalogueError(`${shownAs} cannot be read`, [`${shownAs}: not valid JSON (${error instanceof Error ? error.message : String(error)})`]);
  }
  if (!Array.isArray(rows)) throw new ModelCatalogueError(`${shownAs} cannot be read`, [`${shownAs}: expected a list of models`]);
  const problems: string[] = [];
  const models: CatalogueModel[] = [];
  rows.forEach((row: unknown, index) => {
    const parsed = modelCatalogueEntrySchema.safeParse(row);
    if (parsed.success) {
      const { slug, name, manufacturer_name, manufacturer_slug, status } = parsed.data;
      models.push({ slug, name, manufacturer_name, manufacturer_slug, status });
    }
    else for (const issue of parsed.error.issues) problems.push(`${shownAs} -> [${index}].${issue.path.join('.') || '(entry)'}: ${issue.message}`);
  });
  const seen = new Set<string>();
  for (const model of models) {
    if (seen.has(model.slug)) problems.push(`${shownAs}: the slug '${model.slug}' is used by more than one model`);
    seen.add(model.slug);
  }
  if (problems.length > 0) throw new ModelCatalogueError(`${shownAs}: the model catalogue is invalid, so it was not used`, problems);
  return models;
}

interface CachedCatalogue {
  readonly version: string;
  readonly models: Promise<readonly CatalogueModel[]>;
}

const catalogues = new Map<string, CachedCatalogue>();

/**
 * The site's models from `<siteDataDir>/models.json`. A site without the file has no models (a
 * dealer may sell from stock alone): every model lead is then refused as naming an unknown model.
 * Throws a ModelCatalogueError when the file is there but unusable.
 */
export async function readModelCatalogue(siteDataDir: string, options: { readonly root?: string } = {}): Promise<readonly CatalogueModel[]> {
  const file = path.resolve(modelCatalogueFile(siteDataDir));
  let version: string;
  try {
    const info = await stat(file);
    version = `${info.mtimeMs}:${info.size}`;
  } catch {
    return [];
  }
  const cached = catalogues.get(file);
  if (cached !== undefined && cached.version === version) return cached.models;
  const models = readFile(file, 'utf8').then((text) => parseModelCatalogue(text, displayPath(file, options.root)));
  catalogues.set(file, { version, models });
  // A failed read is not kept: the next call tries again.
  models.catch(() => {
    if (catalogues.get(file)?.models === models) catalogues.delete(file);
  });
  return models;
}
