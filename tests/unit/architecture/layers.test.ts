/**
 * The layers of src/ (scripts/lib/source-layers.ts): every module's imports, read with the
 * TypeScript compiler, are ones its layer may make, and docs/architecture.md says for each folder
 * exactly what the table allows. ESLint's layers/allowed-imports rule enforces the same table while
 * editing; this test holds even where lint is skipped, and reads .astro files' scripts too.
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { DOMAIN_ROOMS, SOURCE_LAYERS, describeImports, describeRoomImports, importViolation, layerOf, layerPaths } from '../../../scripts/lib/source-layers.ts';

const root = path.join(import.meta.dirname, '..', '..', '..');
const srcDir = path.join(root, 'src');
const files = readdirSync(srcDir, { recursive: true, withFileTypes: true })
  .filter((entry) => entry.isFile() && /\.(ts|tsx|astro)$/.test(entry.name))
  .map((entry) => path.join(entry.parentPath, entry.name));

/** The code of a module: an .astro file's frontmatter and its processed <script>s. */
function codeOf(file: string): string {
  const text = readFileSync(file, 'utf8');
  if (!file.endsWith('.astro')) return text;
  const frontmatter = /^---\r?\n([\s\S]*?)\r?\n---/.exec(text)?.[1] ?? '';
  const scripts = [...text.matchAll(/<script(?![^>]*is:inline)[^>]*>([\s\S]*?)<\/script>/g)].map((match) => match[1] ?? '');
  return [frontmatter, ...scripts].join('\n');
}

/** Every static import, re-export and dynamic import of a module, with whether it takes types only. */
function importsOf(file: string): { specifier: string; typeOnly: boolean }[] {
  const source = ts.createSourceFile(file, codeOf(file), ts.ScriptTarget.Latest, true, file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found: { specifier: string; typeOnly: boolean }[] = [];
  const visit = (node: ts.Node): void => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier !== undefined && ts.isStringLiteral(node.moduleSpecifier)) {
      const typeOnly = ts.isImportDeclaration(node)
        ? node.importClause?.isTypeOnly === true ||
          (node.importClause?.name === undefined &&
            node.importClause?.namedBindings !== undefined &&
            ts.isNamedImports(node.importClause.namedBindings) &&
            node.importClause.namedBindings.elements.length > 0 &&
            node.importClause.namedBindings.elements.every((element) => element.isTypeOnly))
        : node.isTypeOnly;
      found.push({ specifier: node.moduleSpecifier.text, typeOnly });
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [argument] = node.arguments;
      if (argument !== undefined && ts.isStringLiteral(argument)) found.push({ specifier: argument.text, typeOnly: false });
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument) && ts.isStringLiteral(node.argument.literal)) {
      found.push({ specifier: node.argument.literal.text, typeOnly: true });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

const relative = (file: string) => path.relative(srcDir, file).split(path.sep).join('/');

describe('every module of src/ keeps to its layer', () => {
  it('finds the modules', () => {
    expect(files.length).toBeGreaterThan(200);
  });

  it('every module belongs to a layer', () => {
    expect(files.map(relative).filter((file) => layerOf(file) === undefined)).toEqual([]);
  });

  it.each(files.map((file) => [relative(file), file]))('%s', (_name, file) => {
    const violations = importsOf(file)
      .map(({ specifier, typeOnly }) => importViolation(srcDir, file, specifier, typeOnly))
      .filter((reason) => reason !== null);
    expect(violations).toEqual([]);
  });
});

describe('src/domain imports in no circle', () => {
  const domainFiles = files.filter((file) => relative(file).startsWith('domain/'));
  const edges = new Map(
    domainFiles.map((file) => [
      relative(file),
      importsOf(file)
        .filter(({ specifier }) => specifier.startsWith('.'))
        .map(({ specifier }) => relative(path.resolve(path.dirname(file), specifier)))
        .filter((target) => target.startsWith('domain/')),
    ]),
  );

  /** One circle of imports as the modules it passes through, or null when there is none. */
  function findCircle(): string[] | null {
    const state = new Map<string, 'open' | 'done'>();
    const trail: string[] = [];
    const visit = (node: string): string[] | null => {
      if (state.get(node) === 'done') return null;
      if (state.get(node) === 'open') return [...trail.slice(trail.indexOf(node)), node];
      state.set(node, 'open');
      trail.push(node);
      for (const next of edges.get(node) ?? []) {
        const circle = visit(next);
        if (circle !== null) return circle;
      }
      trail.pop();
      state.set(node, 'done');
      return null;
    };
    for (const node of edges.keys()) {
      const circle = visit(node);
      if (circle !== null) return circle;
    }
    return null;
  }

  it('finds the domain modules and every one is in a room', () => {
    expect(domainFiles.length).toBeGreaterThan(100);
    expect(domainFiles.map(relative).filter((file) => !DOMAIN_ROOMS.some((room) => file.startsWith(`domain/${room.path}/`)))).toEqual([]);
  });

  it('no module reaches itself through its imports', () => {
    expect(findCircle()).toBeNull();
  });

  it('the rooms table names only rooms above each room, so rooms import in no circle either', () => {
    const order = DOMAIN_ROOMS.map((room) => room.path);
    for (const room of DOMAIN_ROOMS) for (const other of room.imports) expect(order.indexOf(other), `${room.path} imports ${other}`).toBeLessThan(order.indexOf(room.path));
  });
});

describe('the layer fences refuse what they should', () => {
  const at = (file: string) => path.join(srcDir, file);
  it.each([
    ['build-time search code importing an island', 'search/url-state.ts', '../islands/search/SearchIsland.tsx', false],
    ['a site helper importing island code', 'site/vehicle-page.ts', '../islands/forms/vehicle-lead.ts', false],
    ['the page shell using an island props builder kept in src/islands', 'components/search/SearchPage.astro', '../../islands/search/search-page-settings.ts', false],
    ['a handler reaching the SQL adapter', 'server/handlers/submit-lead.ts', '../store/sql-lead-store.ts', false],
    ['a handler opening the store itself', 'server/handlers/common.ts', '../store/open-lead-store.ts', false],
    ['the demo-data generator importing server code', 'demo-data/documents.ts', '../server/crm/adf.ts', false],
    ['the domain running stock code', 'domain/cars/car.ts', '../../stock/read-stock-feed.ts', false],
    ['the domain importing React', 'domain/cars/price.ts', 'react', false],
    ['a lower room importing a higher one', 'domain/cars/price.ts', '../leads/event-ids.ts', true],
    ['the basics importing any room', 'domain/basics/format.ts', '../cars/car.ts', true],
    ['a module outside every room', 'domain/loose.ts', './cars/car.ts', false],
    ['an island importing a Node module', 'islands/search/SearchIsland.tsx', 'node:fs', false],
  ])('refuses %s', (_rule, file, specifier, typeOnly) => {
    expect(importViolation(srcDir, at(file), specifier, typeOnly)).toMatch(/may not import/);
  });

  it.each([
    ['the shell rendering an island', 'components/search/SearchPage.astro', '../../islands/search/SearchIsland.tsx', false],
    ['the shell taking an island\'s prop type', 'components/search/SearchPage.astro', '../../islands/search/search-page-settings.ts', true],
    ['a handler through the port', 'server/handlers/schemas.ts', '../ports/lead-store.ts', false],
    ['the wiring choosing the adapter', 'server/wiring/api-deps.ts', '../store/open-lead-store.ts', false],
    ['the domain taking the Car type from the stock schema', 'domain/cars/car.ts', '../../stock/car-schema.ts', true],
    ['a room importing a room above it', 'domain/leads/enquiry-form.ts', '../places/location.ts', false],
  ])('allows %s', (_rule, file, specifier, typeOnly) => {
    expect(importViolation(srcDir, at(file), specifier, typeOnly)).toBeNull();
  });
});

describe('docs/architecture.md says what the table allows', () => {
  const text = readFileSync(path.join(root, 'docs', 'architecture.md'), 'utf8');
  const sections = new Map(
    text
      .split(/^### /m)
      .slice(1)
      .map((section) => [/^`src\/([^`]+?)\/?`/.exec(section)?.[1] ?? section.split('\n')[0], section] as const),
  );

  it.each(SOURCE_LAYERS.map((layer) => [layer.path, layer]))('src/%s has its section with the table\'s May import line', (name, layer) => {
    const section = sections.get(name);
    expect(section, `docs/architecture.md has no "### \`src/${name}\`" section`).toBeDefined();
    const heading = section?.split('\n')[0] ?? '';
    for (const folder of layerPaths(layer)) expect(heading, `the heading names src/${folder}`).toContain(`\`src/${folder}`);
    expect(section).toContain(describeImports(layer));
  });

  it('documents no folder the table does not have', () => {
    expect([...sections.keys()].filter((name) => !SOURCE_LAYERS.some((layer) => layer.path === name))).toEqual([]);
  });

  it.each(DOMAIN_ROOMS.map((room) => [room.path, room]))('the room src/domain/%s has its entry with the table\'s Room may import line', (name, room) => {
    const entry = text.split('\n').find((line) => line.startsWith(`- \`${name}/\``));
    expect(entry, `docs/architecture.md has no "- \`${name}/\`" line under src/domain`).toBeDefined();
    expect(entry).toContain(describeRoomImports(room));
  });
});
