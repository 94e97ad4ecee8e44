/**
 * The built pages' references to the build's own assets (`/_astro/…`) that no file answers.
 * Astro's incremental build restores a page whose server code and key are unchanged, with the
 * asset names it had then; a change that renames only client bundles (a page script's code, the
 * chunk groups in astro.config.mjs) leaves such a page pointing at files this build no longer
 * wrote. The build checks for them and renders every page again when it finds any.
 */
import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';

const ASSET_REFERENCE = /\/_astro\/[^"'\s)>?#\\]+/g;

/** The `/_astro/…` paths named by `siteDir`'s HTML files that are not files of `siteDir`, sorted. */
export async function missingAssetReferences(siteDir: string): Promise<string[]> {
  const entries = await readdir(siteDir, { withFileTypes: true, recursive: true });
  const files = new Set(entries.filter((entry) => entry.isFile()).map((entry) => path.relative(siteDir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/')));
  const missing = new Set<string>();
  for (const entry of entries) {
    if (!entry.isFile() || !entry.name.endsWith('.html')) continue;
    const html = await readFile(path.join(entry.parentPath, entry.name), 'utf8');
    for (const [reference] of html.matchAll(ASSET_REFERENCE)) {
      if (!files.has(reference.slice(1))) missing.add(reference);
    }
  }
  return [...missing].sort();
}
