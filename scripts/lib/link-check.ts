/**
 * The link check of a built site: every reference of every page of `dist/<slug>/` (links, form
 * destinations, the files a page loads, and `url()`s of the built style sheets) resolved as a
 * static host and the functions answer them. A page or file resolves against the built files (a
 * path with a trailing slash only by its folder's index), a link's #fragment against the ids of
 * the page it lands on, and an `/api/` path against the routes the functions serve
 * (src/server/handlers/routes.ts, the table the local server and each Netlify entry point share).
 * `npm run check:links` prints it; the browser tests assert it finds nothing.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { loadSiteConfig } from '../../src/config/load-site-config.ts';
import { API_GET_ROUTES, API_ROUTES } from '../../src/server/handlers/routes.ts';
import { cssUrls, elementIds, internalLink, isApiPath, pageReferences, pagePathOf, type PageReference, type ReferenceKind } from './internal-links.ts';
import { resolveFile } from './static-server.ts';

/** A path references lead to that nothing answers, how many references, and one page (or style sheet) that has one. */
export interface Broken {
  readonly kind: ReferenceKind;
  readonly target: string;
  readonly count: number;
  readonly example: string;
}

/** What the check read and what it found broken, most referenced first. */
export interface LinkCheckResult {
  readonly pages: number;
  /** Internal links checked (anchors, canonical and alternate links, iframes). */
  readonly links: number;
  /** Form destinations checked. */
  readonly forms: number;
  /** Asset references checked (pages' and style sheets'). */
  readonly assets: number;
  readonly broken: Broken[];
}

async function filesEndingIn(dir: string, extension: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile() && entry.name.endsWith(extension)).map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)));
}

/**
 * Whether the functions answer an API path with this method: a POST route by its exact path (the
 * router forgives a trailing slash; a static host's redirect would not), a GET route by its pattern.
 */
export function apiServes(method: 'get' | 'post', apiPath: string): boolean {
  return method === 'post' ? Object.hasOwn(API_ROUTES, apiPath) : API_GET_ROUTES.some((route) => route.pattern.test(apiPath));
}

/** Checks the built site `slug` under `root`: its pages, the references it checked and the broken ones, most referenced first. */
export async function checkSite(root: string, slug: string): Promise<LinkCheckResult> {
  const loaded = await loadSiteConfig(root, slug);
  if (!loaded.ok) throw new Error(loaded.errors.join('\n'));
  const dir = path.join(root, 'dist', slug);
  const files = (await filesEndingIn(dir, '.html')).filter((file) => file !== '404.html');
  // The ids of each page or file a path resolves to (empty for a file that is not a page; null: nothing answers the path).
  const targets = new Map<string, Set<string> | null>();
  const idsAt = async (target: string): Promise<Set<string> | null> => {
    if (!targets.has(target)) {
      const file = await resolveFile(dir, target, { strictFolders: true });
      targets.set(target, file === undefined ? null : file.endsWith('.html') ? elementIds(await readFile(file, 'utf8')) : new Set());
    }
    return targets.get(target) ?? null;
  };

  const counts: Record<ReferenceKind, number> = { link: 0, form: 0, asset: 0 };
  const broken = new Map<string, { kind: ReferenceKind; target: string; count: number; example: string }>();
  const check = async (reference: PageReference, from: string, fromPath: string): Promise<void> => {
    const link = internalLink(reference.url, fromPath, loaded.config.url);
    if (link === null) return;
    counts[reference.kind] += 1;
    const problem = await brokenTarget(reference, link.path, link.fragment, idsAt);
    if (problem === null) return;
    const key = `${reference.kind} ${problem}`;
    const entry = broken.get(key) ?? { kind: reference.kind, target: problem, count: 0, example: from };
    entry.count += 1;
    broken.set(key, entry);
  };

  for (const file of files) {
    const pagePath = pagePathOf(file);
    for (const reference of pageReferences(await readFile(path.join(dir, file), 'utf8'))) await check(reference, pagePath, pagePath);
  }
  for (const file of await filesEndingIn(dir, '.css')) {
    const sheetPath = `/${file.replace(/\\/g, '/')}`;
    for (const url of cssUrls(await readFile(path.join(dir, file), 'utf8'))) await check({ kind: 'asset', url }, sheetPath, sheetPath);
  }
  const list = [...broken.values()].map((entry) => ({ ...entry, target: safeDecodeUri(entry.target) })).sort((a, b) => b.count - a.count);
  return { pages: files.length, links: counts.link, forms: counts.form, assets: counts.asset, broken: list };
}

/** What is broken about a reference (the path, or path#fragment, nothing answers), or null when it resolves. */
async function brokenTarget(
  reference: PageReference,
  targetPath: string,
  fragment: string | null,
  idsAt: (target: string) => Promise<Set<string> | null>,
): Promise<string | null> {
  const method = reference.method ?? 'get';
  if (isApiPath(targetPath)) return apiServes(method, targetPath) ? null : `${method.toUpperCase()} ${targetPath}`;
  // A static host answers a POST to a built page with 405: a form may post only to the API.
  if (method === 'post') return `POST ${targetPath}`;
  const ids = await idsAt(targetPath);
  if (ids === null) return targetPath;
  // A link's #fragment must name an element of the page as built; an asset's (an SVG sprite's symbol) is not checked.
  if (reference.kind === 'asset' || fragment === null || ids.has(fragment)) return null;
  return `${targetPath}#${fragment}`;
}

function safeDecodeUri(text: string): string {
  try {
    return decodeURI(text);
  } catch {
    return text;
  }
}
