/**
 * Reads and validates dealer site configs from `sites/`. The only place that turns a file into a
 * SiteConfig; every failure names the file, the JSON path and the problem.
 */
import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { formatConfigIssues } from './config-errors.ts';
import { SiteConfigSchema, type SiteConfig } from './site-config-schema.ts';

/** The outcome of loading one file; `slug` is the file's name, so it is known even when the config is invalid. */
export type LoadResult =
  | { ok: true; file: string; slug: string; config: SiteConfig }
  | { ok: false; file: string; slug: string; errors: string[] };

/** Thrown when a config cannot be used; `errors` holds one plain sentence per problem. */
class SiteConfigError extends Error {
  readonly errors: string[];
  constructor(errors: string[]) {
    super(errors.join('\n'));
    this.name = 'SiteConfigError';
    this.errors = errors;
  }
}

/** Validates parsed JSON as the config in `file` (a path shown in messages). */
export function parseSiteConfig(file: string, json: unknown): LoadResult {
  const slugFromFile = path.basename(file, '.json');
  const result = SiteConfigSchema.safeParse(json, { reportInput: true });
  if (!result.success) {
    return { ok: false, file, slug: slugFromFile, errors: formatConfigIssues(file, result.error.issues) };
  }
  if (result.data.slug !== slugFromFile) {
    return {
      ok: false,
      file,
      slug: slugFromFile,
      errors: [`${file} -> slug: expected "${slugFromFile}" to match the file name, got ${JSON.stringify(result.data.slug)}`],
    };
  }
  return { ok: true, file, slug: slugFromFile, config: result.data };
}

/** Parses JSON text, turning a syntax error into a located, plain message. */
export function parseSiteConfigText(file: string, text: string): LoadResult {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    return { ok: false, file, slug: path.basename(file, '.json'), errors: [`${file} -> (root): not valid JSON (${detail})`] };
  }
  return parseSiteConfig(file, json);
}

/** The directory holding the dealer configs, relative to the project root. */
const SITES_DIR = 'sites';

/** Path of one site's config, as shown in messages. */
export function siteConfigPath(slug: string): string {
  return `${SITES_DIR}/${slug}.json`;
}

/** Loads one site's config file. */
export async function loadSiteConfig(root: string, slug: string): Promise<LoadResult> {
  const file = siteConfigPath(slug);
  let text: string;
  try {
    text = await readFile(path.join(root, file), 'utf8');
  } catch {
    const known = await listSiteSlugs(root);
    return {
      ok: false,
      file,
      slug,
      errors: [`${file}: no such site config (known sites: ${known.join(', ') || 'none'})`],
    };
  }
  return parseSiteConfigText(file, text);
}

/** Slugs of every config in `sites/`, sorted; the editor schema file is not a site. */
export async function listSiteSlugs(root: string): Promise<string[]> {
  const entries = await readdir(path.join(root, SITES_DIR));
  return entries
    .filter((name) => name.endsWith('.json') && !name.endsWith('.schema.json'))
    .map((name) => name.slice(0, -'.json'.length))
    .sort();
}

/** Loads every site config; one bad file does not stop the others. */
export async function loadAllSiteConfigs(root: string): Promise<LoadResult[]> {
  const slugs = await listSiteSlugs(root);
  return Promise.all(slugs.map((slug) => loadSiteConfig(root, slug)));
}

/** Loads one config and throws SiteConfigError if it is invalid. */
export async function requireSiteConfig(root: string, slug: string): Promise<SiteConfig> {
  const result = await loadSiteConfig(root, slug);
  if (!result.ok) throw new SiteConfigError(result.errors);
  return result.config;
}
