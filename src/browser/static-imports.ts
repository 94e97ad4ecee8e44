/**
 * The modules a built JavaScript module imports statically, as the bundler writes them
 * (`import{a}from"./x.js"`, `import"./x.js"`, `export{a}from"./x.js"`); dynamic imports (the
 * search engine, loaded on the first search) are left out. Read by the intent directive, which
 * fetches an island's whole static graph ahead of the shopper's first tap, and by the benchmarks,
 * which count it.
 */
const STATIC_IMPORT = /(?:\bfrom|\bimport)\s*["']([^"']+\.js)["']/g;

/** The site paths a module at `modulePath` (a site path, `/_astro/x.js`) imports statically. */
export function staticImportsOf(source: string, modulePath: string): string[] {
  const base = new URL(modulePath, 'http://site.invalid');
  return [...source.matchAll(STATIC_IMPORT)].map((match) => new URL(match[1] ?? '', base).pathname);
}
