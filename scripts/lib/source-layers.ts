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
  {
    path: 'server/ports',
    holds: 'every port of the server: the lead and reservation stores (their types, the store\'s error and its id rule), the rate limiter, delivery, the payment gateway, the bot check and the valuation provider',
    imports: [],
    typesFrom: ['domain', 'config'],
    packages: [],
  },
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
      'server/payments/webhook-signature.ts',
      'server/payments/stripe-event.ts',
      'site/vehicle-page.ts',
      'server/deals',
      'server/alerts',
    ],
    packages: 'any',
  },
  {
    path: 'server/payments',
    holds: 'the payment gateway\'s Stripe Checkout and sandbox adapters, the webhook signature and the one reader of gateway events',
    imports: ['domain', 'config', 'lib', 'server/ports'],
    packages: 'any',
  },
  { path: 'server/bot-check', holds: 'the bot check\'s adapters (Turnstile, local) and the checks that are always on', imports: ['domain', 'config', 'server/ports'], packages: 'any' },
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
  {
    path: 'server/deals',
    holds: 'the deal a shopper builds on a car page: its signed link, its figures worked out from the server\'s data, and its three endpoints',
    imports: ['domain', 'config', 'lib', 'server/http', 'server/ports', 'server/handlers/common.ts'],
    typesFrom: ['server/handlers/deps.ts'],
    packages: 'any',
  },
  {
    path: 'server/alerts',
    holds: 'saved searches with price-drop alerts: the signed links, the three endpoints, matching a stock change with the site\'s search engine, composing the mails, the alerts CLI',
    imports: ['domain', 'config', 'stock', 'search', 'lib', 'cli', 'server/http', 'server/ports', 'server/handlers/common.ts'],
    typesFrom: ['server/handlers/deps.ts'],
    packages: 'any',
  },
  {
    path: 'server/compare',
    holds: 'the compare page\'s plain cards for browsers without JavaScript, written into the built page by the local server and the edge function',
    imports: ['domain', 'lib'],
    packages: [],
  },
  { path: 'server/store', holds: 'the SQL adapters of the lead and reservation stores (PostgreSQL, PGlite) and their migrations runner', imports: ['server/ports', 'domain'], packages: 'any' },
  { path: 'server/ops', holds: 'the loopback-only ops endpoint and the leads and reservations CLIs\' way to the store', imports: ['server/ports', 'server/http', 'server/store', 'config', 'domain'], packages: 'any' },
  {
    path: 'server/wiring',
    holds: 'the composition root: the environment, the real adapters, the handlers\' dependencies',
    imports: ['config', 'domain', 'stock', 'lib', 'server/handlers', 'server/http', 'server/ports', 'server/bot-check', 'server/payments', 'server/valuation', 'server/store', 'server/crm', 'server/deals', 'server/alerts'],
    packages: 'any',
  },
  { path: 'functions', holds: 'thin Netlify entry points', imports: ['server/handlers', 'server/wiring', 'server/crm', 'server/store', 'server/payments', 'server/deals', 'server/alerts', 'config'], packages: 'any' },
];

/**
 * The rooms of src/domain and what each may import of the others: a room imports only rooms above
 * it, so the rooms (and with the layer test's circle check, the modules) never import in a circle.
 */
export interface DomainRoom {
  /** The folder under src/domain. */
  readonly path: string;
  readonly holds: string;
  /** The other rooms it may import (types too). */
  readonly imports: readonly string[];
}

export const DOMAIN_ROOMS: readonly DomainRoom[] = [
  { path: 'basics', holds: 'the spec\'s constants, regions and their words, money and date formats, the fixed texts, phone numbers', imports: [] },
  { path: 'cars', holds: 'a car and its prices: the Car type, its state (sold, reservable, enquirable), the advertised price, tags, makes, stock age, similar cars', imports: ['basics'] },
  { path: 'routes', holds: 'every route of a dealer site and the queries they carry', imports: ['cars'] },
  { path: 'on-road', holds: 'on-road costs and the drive-away estimate: AU states and postcodes, motor vehicle duty, government fees, the dealer\'s stated charges', imports: ['basics', 'cars'] },
  { path: 'places', holds: 'places and time: locations and the location block\'s choices, opening hours and open-now, time zones, distances and geocoding', imports: ['basics', 'cars'] },
  { path: 'content', holds: 'the dealer\'s content: models, offers, parts, reviews, slides, service offers', imports: ['basics', 'cars'] },
  { path: 'search', holds: 'stock search: refinements and their URL keys, facets, sorting, the result cache, promo cards', imports: ['basics', 'cars', 'places'] },
  { path: 'finance', holds: 'repayments, rates, the finance quote and its credit disclosure', imports: ['basics', 'cars'] },
  { path: 'leads', holds: 'everything a shopper sends the dealer: each form\'s fields, rules and schema, the lead payloads, event ids and submit errors', imports: ['basics', 'cars', 'content', 'places'] },
  { path: 'trade-in', holds: 'the trade-in wizard\'s steps, answers and estimate, and the trade-in lead', imports: ['basics', 'leads'] },
  { path: 'reservations', holds: 'reserving and buying online: the deposit, the reservation and its states, their texts', imports: ['basics', 'cars', 'leads'] },
  { path: 'deals', holds: 'the deal a shopper builds on a car page: its choices and figures, what changed since it was made, the answer\'s view of it and the deal page\'s words, the lead\'s lines', imports: ['basics', 'cars', 'on-road', 'finance', 'trade-in'] },
  { path: 'analytics', holds: 'the automotive analytics standard\'s events and page types', imports: ['cars', 'routes'] },
  { path: 'shopper', holds: 'what a shopper\'s browser keeps: favourites, recent searches, remembered details, visited pages', imports: ['basics', 'cars', 'leads', 'search'] },
  { path: 'compare', holds: 'comparing cars: the compare link and its limits, the tray\'s list, a car\'s compared facts, the rows and their differences, the words', imports: ['basics', 'cars', 'routes', 'on-road'] },
  { path: 'vehicle-ads', holds: 'the vehicle-ads feeds\' rows (Google, Meta) and their delimited text', imports: ['basics', 'cars', 'routes'] },
  { path: 'alerts', holds: 'saved searches with alerts: the frequencies and their windows, the form\'s schema and the saved search\'s rule, the consent line in each region\'s words, the mails\' and pages\' words', imports: ['basics', 'leads', 'search'] },
];

/** The room of a file under src/domain (path relative to src/), or undefined for one outside every room. */
export function domainRoomOf(relative: string): DomainRoom | undefined {
  return DOMAIN_ROOMS.find((room) => relative.startsWith(`domain/${room.path}/`));
}

/** The "May import" line of a room, as docs/architecture.md writes it. */
export function describeRoomImports(room: DomainRoom): string {
  return `Room may import: ${room.imports.length === 0 ? 'no other room' : room.imports.map((name) => `\`${name}\``).join(', ')}.`;
}

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
  if (layerOf(target) === layer) return layer.path === 'domain' ? roomViolation(from, target) : null;
  if (layer.imports.some((entry) => matches(entry, target))) return null;
  if (typeOnly && (layer.typesFrom ?? []).some((entry) => matches(entry, target))) return null;
  return `src/${layer.path} may not import src/${target}: ${describeImports(layer)} (docs/architecture.md)`;
}

/** Why a domain module may not import another, by the rooms' table, or null when it may. */
function roomViolation(from: string, target: string): string | null {
  const room = domainRoomOf(from);
  if (room === undefined) return `src/${from} may not import src/${target}: it is in no room of src/domain; put it in one (scripts/lib/source-layers.ts DOMAIN_ROOMS)`;
  const other = domainRoomOf(target);
  if (other === undefined) return target.startsWith('domain/') ? `src/${target} is in no room of src/domain` : null;
  if (other === room || room.imports.includes(other.path)) return null;
  return `src/domain/${room.path} may not import src/${target}: ${describeRoomImports(room)} (docs/architecture.md)`;
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
