/**
 * The layers of src/ and what each may import: the one table that ESLint's `layers/allowed-imports`
 * rule (eslint.config.js), the layer test (tests/unit/architecture/layers.test.ts) and the text of
 * docs/architecture.md all follow. The test fails when the document's "May import" line of a folder
 * is not the one `describeImports` writes for it, so the rules and the text move together.
 *
 * Plain TypeScript with no project imports, so eslint.config.js can load it with Node's own type
 * stripping.
 */
import path from 'node:path';

/** Which packages a layer may import. */
export type PackageRule =
  /** Any package. */
  | 'any'
  /** Any package but Node's own modules (`node:*`): the code runs in the browser. */
  | 'browser'
  /** Only these (a package name, or a name ending in `/*` for its subpaths). */
  | readonly string[];

export interface SourceLayer {
  /** The folder or file under src/, e.g. `server/handlers` or `content.config.ts`: the layer's name. */
  readonly path: string;
  /** More folders of the same layer, when it spans several (the Astro shell). */
  readonly alsoIn?: readonly string[];
  /** What it holds, one line (the document says more). */
  readonly holds: string;
  /**
   * What under src/ it may import at run time, besides itself: folders or files, and `folder/*.tsx`
   * for only the files of a folder with that extension.
   */
  readonly imports: readonly string[];
  /** What under src/ it may take types from (`import type`), besides `imports`. */
  readonly typesFrom?: readonly string[];
  readonly packages: PackageRule;
}


export const SOURCE_LAYERS: readonly SourceLayer[] = [
  { path: 'lib', holds: 'small pure helpers any layer may use: the HTML/XML escaper, the one-page PDF writer, the size-limited body reader', imports: [], packages: [] },
  {
    path: 'domain',
    holds: 'the business rules and entity types of the spec: pure functions of their arguments',
    imports: [],
    typesFrom: ['stock/car-schema.ts'],
    packages: ['yup'],
  },
  { path: 'cli', holds: 'what every command line shares: the one option parser, its usage errors', imports: [], packages: 'any' },
  { path: 'config', holds: 'the site-config schema, its plain-words errors, the loader and the settings resolved from a config', imports: ['domain', 'lib'], packages: 'any' },
  { path: 'stock', holds: 'the stock feed: its schema, the row checks, the one reader and writer of a site\'s feed, the importer', imports: ['domain', 'config', 'lib', 'cli'], packages: 'any' },
  { path: 'demo-data', holds: 'the deterministic demo-data generator (pure: the writer is in scripts/)', imports: ['domain', 'lib', 'stock'], typesFrom: ['config'], packages: [] },
  { path: 'search', holds: 'search documents, URL state, the embedded engine, the Typesense client and indexer', imports: ['domain', 'config', 'stock', 'lib', 'cli'], packages: 'any' },
  { path: 'site', holds: 'build-time helpers that bind a site\'s config and stock to the domain for pages', imports: ['domain', 'config', 'search', 'stock', 'lib'], packages: 'any' },
  { path: 'browser', holds: 'browser-only helpers: the focus trap, safe web storage, the data-layer push', imports: ['domain', 'lib'], packages: 'browser' },
  { path: 'scripts', holds: 'small vanilla browser scripts the pages load (menus, carousel, visited pages, brochure download)', imports: ['domain', 'browser', 'lib'], packages: 'browser' },
  {
    path: 'islands',
    holds: 'React islands and the browser code only they use',
    imports: ['domain', 'search', 'browser', 'scripts', 'lib'],
    typesFrom: ['config', 'site', 'stock'],
    packages: 'browser',
  },
  { path: 'integration', holds: 'the Astro integration: the dealer\'s config and the build moment, handed to pages', imports: ['config', 'domain', 'site', 'search', 'stock', 'lib'], packages: 'any' },
  { path: 'content', holds: 'content-layer loaders of the dealer\'s data', imports: ['stock', 'config', 'domain'], packages: 'any' },
  { path: 'content.config.ts', holds: 'the content collections', imports: ['content', 'stock', 'config', 'domain'], packages: 'any' },
  { path: 'middleware.ts', holds: 'the step between a page\'s rendering and its file: the island style moved into the head', imports: ['site'], packages: 'any' },
  { path: 'virtual-modules.d.ts', holds: 'the type of the virtual:dealer/site module', imports: [], typesFrom: ['config', 'integration'], packages: [] },
  { path: 'client-directives.d.ts', holds: 'the types of the project\'s own client directives (client:intent)', imports: [], typesFrom: ['browser'], packages: [] },
  {
    path: 'pages',
    alsoIn: ['components', 'layouts', 'templates'],
    holds: 'the Astro shell: routes that only compose, components, the layout, the templates\' headers, and the builders of the islands\' props',
    imports: ['styles', 'site', 'search', 'stock', 'config', 'domain', 'lib', 'browser', 'scripts', 'islands/*.tsx', 'islands/*.css'],
    typesFrom: ['islands'],
    packages: 'any',
  },
  { path: 'server/ports', holds: 'the lead and reservation store ports: their types, the store\'s error and its id rule', imports: [], typesFrom: ['domain'], packages: [] },
  { path: 'server/http', holds: 'HTTP guards, validation and JSON answers shared by the handlers', imports: ['domain', 'config', 'lib', 'server/ports'], typesFrom: ['server/handlers'], packages: 'any' },
  {
    path: 'server/handlers',
    holds: 'one handler per call: a plain function of (request, dependencies)',
    imports: [
      'domain',
      'config',
      'stock',
      'lib',
      'server/http',
      'server/ports',
      'server/bot-check/bot-check.ts',
      'server/payments/payment-gateway.ts',
      'server/payments/webhook-signature.ts',
      'server/payments/stripe-event.ts',
      'site/vehicle-page.ts',
    ],
    packages: 'any',
  },
  {
    path: 'server/payments',
    holds: 'the payment gateway port, its Stripe Checkout and sandbox adapters, the webhook signature and the one reader of gateway events',
    imports: ['domain', 'config', 'lib'],
    packages: 'any',
  },
  { path: 'server/bot-check', holds: 'the bot-check port and its adapters (Turnstile, local)', imports: ['domain', 'config'], packages: 'any' },
  {
    path: 'server/valuation',
    holds: 'the valuation provider\'s adapters (HTTP, the local sandbox estimator and its plates) and the signed valuation ids',
    imports: ['domain', 'server/ports'],
    packages: 'any',
  },
  {
    path: 'server/crm',
    holds: 'CRM delivery: ADF, e-mail, webhook, build-hook and search-index adapters, the outbox worker, the leads CLI',
    imports: ['domain', 'config', 'lib', 'search', 'server/ports', 'server/ops'],
    packages: 'any',
  },
  { path: 'server/store', holds: 'the SQL adapters of the lead and reservation stores (PostgreSQL, PGlite) and their migrations runner', imports: ['server/ports', 'domain'], packages: 'any' },
  { path: 'server/ops', holds: 'the loopback-only ops endpoint and the leads and reservations CLIs\' way to the store', imports: ['server/ports', 'server/http', 'server/store', 'config', 'domain'], packages: 'any' },
  {
    path: 'server/wiring',
    holds: 'the composition root: the environment, the real adapters, the handlers\' dependencies',
    imports: ['config', 'domain', 'stock', 'lib', 'server/handlers', 'server/http', 'server/ports', 'server/bot-check', 'server/payments', 'server/valuation', 'server/store', 'server/crm'],
    packages: 'any',
  },
  { path: 'functions', holds: 'thin Netlify entry points', imports: ['server/handlers', 'server/wiring', 'server/crm', 'server/store', 'server/payments', 'config'], packages: 'any' },
];

/** Every folder or file of a layer. */
export function layerPaths(layer: SourceLayer): readonly string[] {
  return [layer.path, ...(layer.alsoIn ?? [])];
}

/** The layer a file (path relative to src/, `/`-separated) belongs to: the one with the longest matching path. */
export function layerOf(relative: string): SourceLayer | undefined {
  let found: { layer: SourceLayer; length: number } | undefined;
  for (const layer of SOURCE_LAYERS) {
    for (const folder of layerPaths(layer)) {
      if ((relative === folder || relative.startsWith(`${folder}/`)) && (found === undefined || folder.length > found.length)) found = { layer, length: folder.length };
    }
  }
  return found?.layer;
}

/** Whether `relative` (under src/) is what an entry of `imports` or `typesFrom` names. */
function matches(entry: string, relative: string): boolean {
  const star = entry.indexOf('/*');
  if (star >= 0) {
    const folder = entry.slice(0, star);
    return relative.startsWith(`${folder}/`) && relative.endsWith(entry.slice(star + 2));
  }
  return relative === entry || relative.startsWith(`${entry}/`);
}

function packageName(specifier: string): string {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? specifier);
}

function packageAllowed(rule: PackageRule, specifier: string): boolean {
  if (rule === 'any') return true;
  if (rule === 'browser') return !specifier.startsWith('node:');
  return rule.includes(packageName(specifier));
}

/**
 * Why `file` may not import `specifier`, or null when it may. `file` is absolute, as is `srcDir`;
 * `typeOnly` is true for `import type` and `export type ... from`. Files outside src/ are not fenced.
 */
export function importViolation(srcDir: string, file: string, specifier: string, typeOnly: boolean): string | null {
  const from = path.relative(srcDir, file).split(path.sep).join('/');
  if (from.startsWith('..')) return null;
  const layer = layerOf(from);
  if (layer === undefined) return `src/${from} belongs to no layer of scripts/lib/source-layers.ts; add it there and to docs/architecture.md`;
  if (!specifier.startsWith('.')) {
    if (packageAllowed(layer.packages, specifier)) return null;
    return `src/${layer.path} may not import the package "${specifier}" (${describePackages(layer.packages)}; see docs/architecture.md)`;
  }
  const target = path.relative(srcDir, path.resolve(path.dirname(file), specifier)).split(path.sep).join('/');
  if (target.startsWith('..')) return `src/${layer.path} may not import from outside src/ ("${specifier}")`;
  if (layerOf(target) === layer) return null;
  if (layer.imports.some((entry) => matches(entry, target))) return null;
  if (typeOnly && (layer.typesFrom ?? []).some((entry) => matches(entry, target))) return null;
  return `src/${layer.path} may not import src/${target}: ${describeImports(layer)} (docs/architecture.md)`;
}

function list(entries: readonly string[]): string {
  return entries.map((entry) => `\`src/${entry}\``).join(', ');
}

function describePackages(rule: PackageRule): string {
  if (rule === 'any') return 'packages: any';
  if (rule === 'browser') return 'packages: any but Node\'s own (`node:*`)';
  return rule.length === 0 ? 'packages: none' : `packages: ${rule.map((name) => `\`${name}\``).join(', ')}`;
}

/** The "May import" line of a layer, as docs/architecture.md writes it. */
export function describeImports(layer: SourceLayer): string {
  const parts = [layer.imports.length === 0 ? 'nothing else of src/' : list(layer.imports)];
  if (layer.typesFrom !== undefined && layer.typesFrom.length > 0) parts.push(`types only from ${list(layer.typesFrom)}`);
  parts.push(describePackages(layer.packages));
  return `May import: ${parts.join('; ')}.`;
}
