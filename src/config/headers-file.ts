/**
 * Netlify's per-deploy headers file, `_headers` in the publish folder: the one writer and the one
 * reader of it. The build writes each page's Content-Security-Policy there (it depends on the page's
 * inline hashes, so it cannot live in netlify.toml); the local server reads the same file, so local
 * and production send the same policy. Format: a path on its own line, then `  Name: value` lines.
 *
 * Rules: `/*` first, with the site's widest policy, for unknown URLs (answered by the 404 page);
 * then `/<folder>/*` for each folder of files only (`/_astro/*`, images), with the small policy of a
 * file that is no page; then one rule per page at its served path. Netlify lets a later matching
 * rule replace an earlier one's value, so a script is not sent the site's every hash (some 2 KB on
 * each of a page's dozen scripts); a page's own policy is within the widest one, so even a host
 * that sent both would give the page its own.
 */

/** The file's name in a built site's folder; the local server never serves it. */
export const HEADERS_FILE = '_headers';

/** The rule for every path without one of its own. */
export const FALLBACK_PATH = '/*';

/** Header name and value pairs of each path, in file order. */
export type HeaderRules = ReadonlyMap<string, Readonly<Record<string, string>>>;

/**
 * The URL path a built HTML file is served at: `index.html` at `/`, `a/index.html` at `/a/`,
 * `a/b.html` at `/a/b` (pretty URLs, as Netlify and the local server serve them).
 */
export function servedPath(relativeFile: string): string {
  const file = relativeFile.split(/[\\/]/).join('/');
  if (file === 'index.html') return '/';
  if (file.endsWith('/index.html')) return `/${file.slice(0, -'index.html'.length)}`;
  return `/${file.replace(/\.html$/, '')}`;
}

/** The text of a headers file. */
export function headersFileText(rules: HeaderRules): string {
  const blocks = [...rules].map(([urlPath, headers]) => {
    if (/\s/.test(urlPath)) throw new Error(`The path "${urlPath}" has white space, which a _headers file cannot hold.`);
    return [urlPath, ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)].join('\n');
  });
  return `# Written by the build (src/config/headers-file.ts): each page's Content-Security-Policy.\n${blocks.join('\n')}\n`;
}

/** Reads a headers file; throws with the line number on a line it cannot read. */
export function parseHeadersFile(text: string): Map<string, Record<string, string>> {
  const rules = new Map<string, Record<string, string>>();
  let current: Record<string, string> | undefined;
  text.split('\n').forEach((line, index) => {
    if (line.trim() === '' || line.trimStart().startsWith('#')) return;
    if (!/^\s/.test(line)) {
      current = rules.get(line.trim()) ?? {};
      rules.set(line.trim(), current);
      return;
    }
    const match = /^\s+([A-Za-z0-9-]+):\s*(.*)$/.exec(line);
    if (match === null || current === undefined) throw new Error(`${HEADERS_FILE} line ${index + 1}: expected "  Name: value" under a path, got "${line.trim()}"`);
    current[match[1]!] = match[2]!.trim();
  });
  return rules;
}

/** The rule of a folder of files: every path under `/<folder>/`. */
export function folderRulePath(folder: string): string {
  return `/${folder}/*`;
}

/**
 * The headers of a request path, as the host picks them: its own rule, else the rule of the
 * deepest folder it is in, else the fallback rule.
 */
export function headersForPath(rules: HeaderRules, urlPath: string): Readonly<Record<string, string>> {
  const own = rules.get(urlPath);
  if (own !== undefined) return own;
  const segments = urlPath.split('/').slice(1, -1);
  for (let depth = segments.length; depth > 0; depth -= 1) {
    const folder = rules.get(folderRulePath(segments.slice(0, depth).join('/')));
    if (folder !== undefined) return folder;
  }
  return rules.get(FALLBACK_PATH) ?? {};
}
