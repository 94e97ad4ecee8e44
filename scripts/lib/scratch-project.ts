/**
 * A scratch copy of the project in a temp folder, for running the real CLIs on chosen site
 * configs without touching the project's own sites/, data/, dist/ or caches: the build benchmark
 * and the build CLI test use it.
 *
 * node_modules is a real folder whose entries are links to the project's packages, so the
 * per-site Astro and Vite caches (node_modules/.astro/<slug>, node_modules/.vite/<slug>, see
 * astro.config.mjs) are written in the copy, never in the project, where a build of the same site
 * may be running.
 */
import { cp, mkdir, mkdtemp, readdir, rm, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** What a site build reads, besides sites/, data/ and the generated images. */
const PROJECT_INPUTS = ['src', 'content', 'scripts', 'astro.config.mjs', 'tsconfig.json', 'package.json', 'package-lock.json', 'public/brands'];

/** Cache folders in node_modules that belong to one checkout and so are not linked. */
const LOCAL_CACHES = new Set(['.astro', '.vite', '.cache']);

export interface ScratchProjectOptions {
  /** The project to copy. */
  root: string;
  /** Site configs (slugs) copied into the scratch sites/ folder. */
  sites: readonly string[];
  /** Prefix of the temp folder's name. */
  prefix?: string;
}

/** Creates the copy and returns its folder; remove it with `removeScratchProject`. */
export async function createScratchProject({ root, sites, prefix = 'dealer-scratch-' }: ScratchProjectOptions): Promise<string> {
  const scratch = await mkdtemp(path.join(tmpdir(), prefix));
  try {
    for (const entry of PROJECT_INPUTS) await cp(path.join(root, entry), path.join(scratch, entry), { recursive: true });
    await mkdir(path.join(scratch, 'sites'));
    for (const slug of sites) await cp(path.join(root, 'sites', `${slug}.json`), path.join(scratch, 'sites', `${slug}.json`));
    const modules = path.join(scratch, 'node_modules');
    await mkdir(modules);
    for (const entry of await readdir(path.join(root, 'node_modules'))) {
      if (!LOCAL_CACHES.has(entry)) await symlink(path.join(root, 'node_modules', entry), path.join(modules, entry));
    }
  } catch (error) {
    await removeScratchProject(scratch);
    throw error;
  }
  return scratch;
}

export async function removeScratchProject(scratch: string): Promise<void> {
  await rm(scratch, { recursive: true, force: true });
}
