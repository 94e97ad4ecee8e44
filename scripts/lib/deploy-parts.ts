/**
 * What a deployed site is made of, as three hashes a deploy plan can compare one by one, so it
 * can say why a site changed: its config (`sites/<slug>.json`, with its brand assets in
 * `public/brands/<slug>/`), its data (`<data dir>/<slug>/`:
 * the stock feed and the site's other data) and the code every site shares (the build's shared
 * inputs, plus what only the deploy reads: netlify.toml, the SQL migrations the functions carry
 * and the edge functions). Each site's build fingerprint (scripts/lib/build-fingerprint.ts) is kept
 * beside them.
 */
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { listSiteSlugs, siteConfigPath } from '../../src/config/load-site-config.ts';
import { SHARED_INPUTS, hashInputs, siteFingerprint } from './build-fingerprint.ts';
import { EDGE_FUNCTIONS_DIR } from './deploy-netlify.ts';

/** What only the deploy reads, besides the build's shared inputs (see netlify.toml). */
export const DEPLOY_ONLY_INPUTS = ['netlify.toml', 'migrations', EDGE_FUNCTIONS_DIR];

/**
 * The demo data's images, written under public/ for every site at once. They follow from each
 * site's data, which its own stock hash already covers, so one site's new demo car must not count
 * as a change of every site's shared code.
 */
const GENERATED_PUBLIC = 'public/generated';

export type PartName = 'config' | 'stock' | 'code';

export interface SiteParts {
  site: string;
  config: string;
  stock: string;
  code: string;
  /** The fingerprint the build keeps for the site (the build skips the site while it is unchanged). */
  buildFingerprint: string;
}

const BRANDS_PUBLIC = 'public/brands';

/** A site's own assets (logo, favicon), which count with its config: `public/brands/<slug>`. */
export function siteAssetsPath(slug: string): string {
  return `${BRANDS_PUBLIC}/${slug}`;
}

async function entriesOf(root: string, folder: string): Promise<string[]> {
  try {
    return (await readdir(path.join(root, folder))).map((entry) => `${folder}/${entry}`);
  } catch {
    return [];
  }
}

/**
 * The shared inputs as they count for a deploy: the build's, less the generated images and each
 * site's own brand folder, plus the deploy's own.
 */
async function codeInputs(root: string, slugs: readonly string[]): Promise<string[]> {
  const own = new Set(slugs.map(siteAssetsPath));
  const inputs: string[] = [];
  for (const input of [...SHARED_INPUTS, ...DEPLOY_ONLY_INPUTS]) {
    if (input !== 'public') {
      inputs.push(input);
      continue;
    }
    for (const entry of await entriesOf(root, 'public')) {
      if (entry === GENERATED_PUBLIC) continue;
      if (entry === BRANDS_PUBLIC) inputs.push(...(await entriesOf(root, BRANDS_PUBLIC)).filter((brand) => !own.has(brand)));
      else inputs.push(entry);
    }
  }
  return inputs;
}

function within(file: string, folder: string): boolean {
  return file === folder || file.startsWith(`${folder}/`);
}

/**
 * Whether a changed file (relative to the root, `/`-separated) is part of the shared code, the
 * sites being `slugs`.
 */
export function isCodePath(file: string, slugs: readonly string[]): boolean {
  if (within(file, GENERATED_PUBLIC) || slugs.some((slug) => within(file, siteAssetsPath(slug)))) return false;
  return [...SHARED_INPUTS, ...DEPLOY_ONLY_INPUTS].some((input) => within(file, input));
}

export interface PartsOptions {
  root: string;
  /** The folder holding each site's data folder, relative to root unless absolute. */
  dataDir: string;
  /** Sites to measure; every config in sites/ when absent. */
  slugs?: readonly string[];
}

/** The parts of every site (or of the given ones), in slug order. */
export async function measureSiteParts({ root, dataDir, slugs }: PartsOptions): Promise<SiteParts[]> {
  // Every site's brand folder is left out of the code, whichever sites are measured, so that one
  // site's code hash is the same in a plan of all and in a deploy of one.
  const all = await listSiteSlugs(root);
  const sites = slugs ?? all;
  const dataRoot = path.resolve(root, dataDir);
  const [code, buildShared] = await Promise.all([hashInputs(root, await codeInputs(root, all)), hashInputs(root, SHARED_INPUTS)]);
  return Promise.all(
    sites.map(async (site) => {
      const [config, stock, buildFingerprint] = await Promise.all([
        hashInputs(root, [siteConfigPath(site), siteAssetsPath(site)]),
        hashInputs(root, [path.relative(root, path.join(dataRoot, site))]),
        siteFingerprint(root, buildShared, site, dataRoot),
      ]);
      return { site, config, stock, code, buildFingerprint };
    }),
  );
}

/** A short form of a hash for people: its first 12 hex digits. */
export function shortHash(hash: string): string {
  return hash.slice(0, 12);
}

