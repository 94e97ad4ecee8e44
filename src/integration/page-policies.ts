/**
 * The build's last step: reads every built page, works out its Content-Security-Policy
 * (src/config/content-security-policy.ts) and writes them all to the site's `_headers` file
 * (src/config/headers-file.ts), which Netlify and the local server both apply. Refuses, in plain
 * words, a page the policy would break: a `style` attribute, or an island it does not know.
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { contentSecurityPolicy, pageNeeds, templateOrigin, unionPolicy, unknownIslands, type CspSiteSettings } from '../config/content-security-policy.ts';
import { FALLBACK_PATH, HEADERS_FILE, folderRulePath, headersFileText, servedPath } from '../config/headers-file.ts';
import { inlineHashes, islandNames, styleAttributes } from './built-page-sources.ts';

const READ_BATCH = 32;

/** The header name, in one place for the writer, the server and the tests. */
export const CSP_HEADER = 'Content-Security-Policy';

/**
 * The policy of a file that is no page (a script, a style sheet, an image): it runs nothing and
 * may be framed by nothing, should a browser be pointed at it directly.
 */
export const FILE_POLICY = "default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

/** Top-level folders of the built site that hold no page: their files share one small rule. */
function fileFolders(entries: readonly { name: string; parentPath: string; isFile(): boolean; isDirectory(): boolean }[], dir: string): string[] {
  const topLevel = (entry: { name: string; parentPath: string }) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep)[0]!;
  const withPages = new Set(entries.filter((entry) => entry.isFile() && entry.name.endsWith('.html')).map(topLevel));
  return entries.filter((entry) => entry.isDirectory() && path.relative(dir, entry.parentPath) === '' && !withPages.has(entry.name)).map((entry) => entry.name).sort();
}

/** The policy of one page's HTML, or the problems that stop it having one. */
export function pagePolicy(site: CspSiteSettings, html: string): { policy: string; problems: string[] } {
  const islands = islandNames(html);
  const problems = [
    ...styleAttributes(html).map((style) => `has style="${style}", which the policy blocks: move it to a class in a stylesheet`),
    ...unknownIslands(islands).map((name) => `hydrates the island ${name}, which src/config/content-security-policy.ts (ISLAND_NEEDS) does not list: add what it needs there`),
  ];
  const imageOrigin = site.maps.location_image_url === undefined ? undefined : templateOrigin(site.maps.location_image_url);
  const hostedLocationImage = imageOrigin !== undefined && html.includes(`src="${imageOrigin}/`);
  return { policy: contentSecurityPolicy(site, pageNeeds(islands), inlineHashes(html), { hostedLocationImage }), problems };
}

/** Policies already worked out, by served path, for pages unchanged since (a build from the render kit). */
export interface KnownPolicies {
  readonly known?: ReadonlyMap<string, string>;
}

/** Writes `<dir>/_headers` for the built site in `dir`; returns how many pages it covers. */
export async function writePagePolicies(dir: string, site: CspSiteSettings, options: KnownPolicies = {}): Promise<{ pages: number; bytes: number }> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  const files = entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .sort();
  const pages = new Map<string, Record<string, string>>();
  const problems: string[] = [];
  const toRead: string[] = [];
  for (const file of files) {
    const policy = options.known?.get(servedPath(file));
    if (policy === undefined) toRead.push(file);
    else pages.set(servedPath(file), { [CSP_HEADER]: policy });
  }
  // A few files read at a time: the reads overlap, and 2,000 pages never sit in memory at once.
  for (let start = 0; start < toRead.length; start += READ_BATCH) {
    const batch = toRead.slice(start, start + READ_BATCH);
    const htmls = await Promise.all(batch.map((file) => readFile(path.join(dir, file), 'utf8')));
    batch.forEach((file, index) => {
      const result = pagePolicy(site, htmls[index]!);
      problems.push(...result.problems.map((problem) => `${file} ${problem}`));
      pages.set(servedPath(file), { [CSP_HEADER]: result.policy });
    });
  }
  if (problems.length > 0) throw new Error(`The Content-Security-Policy would break ${problems.length} thing(s):\n  ${problems.slice(0, 20).join('\n  ')}`);
  // In the files' order, however many policies were known.
  const ordered = files.map((file): [string, Record<string, string>] => [servedPath(file), pages.get(servedPath(file))!]);
  const fallback = unionPolicy(ordered.map(([, headers]) => headers[CSP_HEADER]!));
  const folders = fileFolders(entries, dir).map((folder): [string, Record<string, string>] => [folderRulePath(folder), { [CSP_HEADER]: FILE_POLICY }]);
  const text = headersFileText(new Map([[FALLBACK_PATH, { [CSP_HEADER]: fallback }], ...folders, ...ordered]));
  await writeFile(path.join(dir, HEADERS_FILE), text);
  return { pages: pages.size, bytes: Buffer.byteLength(text) };
}
