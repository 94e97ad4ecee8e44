/**
 * What the Content-Security-Policy must allow, read from a page as Astro built it: the sha256 of
 * each inline script and style (the island bootstrap, hoisted scripts, inlined stylesheets, the
 * theme) and the islands it hydrates. Data blocks (`application/ld+json`, `application/json`) are
 * never executed, so CSP does not apply to them and they are not hashed.
 */
import { createHash } from 'node:crypto';
import type { InlineHashes } from '../config/content-security-policy.ts';

/** Script types a browser runs; any other type is a data block. */
const EXECUTED_SCRIPT_TYPES = new Set(['', 'text/javascript', 'module', 'application/javascript']);

/** An element's attributes, name to value ('' for a bare one), read in order so values never look like names. */
function attributes(text: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const match of text.matchAll(/([^\s"'=<>/]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?/g)) {
    found.set(match[1]!.toLowerCase(), match[2] ?? match[3] ?? match[4] ?? '');
  }
  return found;
}

/** `'sha256-…'` of an element's text, as CSP hashes it (the UTF-8 bytes between the tags). */
export function cspHash(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/** The hashes of a page's inline executed scripts and its inline styles, each once, in page order. */
export function inlineHashes(html: string): InlineHashes {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    const attrs = attributes(match[1] ?? '');
    if (attrs.has('src')) continue;
    if (!EXECUTED_SCRIPT_TYPES.has((attrs.get('type') ?? '').trim().toLowerCase())) continue;
    scripts.add(cspHash(match[2] ?? ''));
  }
  for (const match of html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style\s*>/gi)) styles.add(cspHash(match[1] ?? ''));
  return { scripts: [...scripts], styles: [...styles] };
}

/** The names of the islands a page hydrates (Astro's `opts` name of each `<astro-island>`). */
export function islandNames(html: string): string[] {
  const names = new Set<string>();
  for (const match of html.matchAll(/<astro-island\b[^>]*\sopts="([^"]*)"/gi)) {
    const opts = JSON.parse((match[1] ?? '').replaceAll('&quot;', '"').replaceAll('&amp;', '&')) as { name?: unknown };
    if (typeof opts.name === 'string') names.add(opts.name);
  }
  return [...names];
}

/** Style attributes in a page: a hash-only style-src blocks them, so the build refuses them. */
export function styleAttributes(html: string): string[] {
  // Most pages have none: a quick look first keeps the full reading (slow on 2,000 pages) rare.
  if (!/\sstyle\s*=/i.test(html)) return [];
  const found: string[] = [];
  const markup = html.replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, '');
  for (const tag of markup.matchAll(/<[a-z][^\s>/]*\b([^>]*)>/gi)) {
    const value = attributes(tag[1] ?? '').get('style');
    if (value !== undefined) found.push(value);
  }
  return found;
}
