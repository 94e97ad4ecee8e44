/**
 * The local server's side of the build's `_headers` file (src/config/headers-file.ts): the headers
 * Netlify would add to a response, found as Netlify finds them, by the served path. The file is
 * read again when a rebuild changes it.
 */
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { HEADERS_FILE, FALLBACK_PATH, headersForPath, parseHeadersFile, servedPath, type HeaderRules } from '../../src/config/headers-file.ts';

/** Headers for a response: the file served (or undefined) and whether it answers as the 404 page. */
export type PageHeaders = (file: string | undefined, notFound: boolean) => Promise<Readonly<Record<string, string>>>;

/** A reader of `<root>/_headers`; a site folder without one (a test fixture) adds no headers. */
export function pageHeaders(root: string): PageHeaders {
  const headersFile = path.join(root, HEADERS_FILE);
  let cached: { mtimeMs: number; rules: HeaderRules } | undefined;
  const rules = async (): Promise<HeaderRules> => {
    let mtimeMs: number;
    try {
      mtimeMs = (await stat(headersFile)).mtimeMs;
    } catch {
      return new Map();
    }
    if (cached?.mtimeMs !== mtimeMs) cached = { mtimeMs, rules: parseHeadersFile(await readFile(headersFile, 'utf8')) };
    return cached.rules;
  };
  return async (file, notFound) => {
    const all = await rules();
    // An unknown URL has no rule of its own on Netlify either: it gets the site-wide one.
    if (notFound || file === undefined) return headersForPath(all, FALLBACK_PATH);
    const relative = path.relative(root, file);
    return headersForPath(all, relative.endsWith('.html') ? servedPath(relative) : `/${relative.split(path.sep).join('/')}`);
  };
}

/** The headers file is for the host, never a page: the server answers it as not found. */
export function isHeadersFile(root: string, file: string | undefined): boolean {
  return file === path.join(root, HEADERS_FILE);
}
