/**
 * The link check of a built site: every anchor of every page of `dist/<slug>/` resolved against
 * the built files, as a static host resolves a request (a path with a trailing slash only by its
 * folder's index), and its #fragment against the ids of the
 * page it lands on. `npm run check:links` prints it; the
 * browser tests assert it finds nothing.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { loadSiteConfig } from '../../src/config/load-site-config.ts';
import { anchorHrefs, elementIds, internalLink, pagePathOf } from './internal-links.ts';
import { resolveFile } from './static-server.ts';

/** A path links lead to that no built file answers, how many links, and one page that has one. */
export interface Broken {
  readonly target: string;
  readonly count: number;
  readonly example: string;
}

async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile() && entry.name.endsWith('.html')).map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)));
}

/** Checks the built site `slug` under `root`: its pages, its internal links and the broken ones, most linked first. */
export async function checkSite(root: string, slug: string): Promise<{ pages: number; links: number; broken: Broken[] }> {
  const loaded = await loadSiteConfig(root, slug);
  if (!loaded.ok) throw new Error(loaded.errors.join('\n'));
  const dir = path.join(root, 'dist', slug);
  const files = (await htmlFiles(dir)).filter((file) => file !== '404.html');
  // The ids of each page a link resolves to (null: no built page answers the path).
  const targets = new Map<string, Set<string> | null>();
  const idsAt = async (target: string): Promise<Set<string> | null> => {
    if (!targets.has(target)) {
      const file = await resolveFile(dir, target, { strictFolders: true });
      targets.set(target, file === undefined ? null : file.endsWith('.html') ? elementIds(await readFile(file, 'utf8')) : new Set());
    }
    return targets.get(target) ?? null;
  };
  const broken = new Map<string, { count: number; example: string }>();
  let links = 0;
  for (const file of files) {
    const pagePath = pagePathOf(file);
    for (const href of anchorHrefs(await readFile(path.join(dir, file), 'utf8'))) {
      const link = internalLink(href, pagePath, loaded.config.url);
      if (link === null) continue;
      links += 1;
      const ids = await idsAt(link.path);
      // A #fragment must name an element of the page as built.
      if (ids !== null && (link.fragment === null || ids.has(link.fragment))) continue;
      const target = ids === null ? link.path : `${link.path}#${link.fragment}`;
      const entry = broken.get(target) ?? { count: 0, example: pagePath };
      entry.count += 1;
      broken.set(target, entry);
    }
  }
  const list = [...broken].map(([target, entry]) => ({ target: decodeURI(target), ...entry })).sort((a, b) => b.count - a.count);
  return { pages: files.length, links, broken: list };
}

