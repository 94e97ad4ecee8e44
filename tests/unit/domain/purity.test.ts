/**
 * src/domain is the pure core (ARCHITECTURE.md section 3): it may import only itself and yup (the
 * shared form schemas). ESLint enforces the same with no-restricted-imports; this test reads every
 * module so the rule holds even where lint is skipped.
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const domainDir = path.join(import.meta.dirname, '..', '..', '..', 'src', 'domain');
const files = readdirSync(domainDir, { recursive: true, withFileTypes: true })
  .filter((entry) => entry.isFile() && entry.name.endsWith('.ts'))
  .map((entry) => path.join(entry.parentPath, entry.name));

const ALLOWED_PACKAGES = new Set(['yup']);
/** The stock schema is the source of the Car type; the domain may take types from it, nothing that runs. */
const TYPE_SOURCES = new Set([path.join(domainDir, '..', 'stock', 'car-schema.ts')]);

/** The modules a file takes only types from (`import type` / `export type ... from`). */
function typeOnlyImportsOf(source: string): Set<string> {
  const file = ts.createSourceFile('module.ts', source, ts.ScriptTarget.Latest, false, ts.ScriptKind.TS);
  const specifiers = new Set<string>();
  for (const statement of file.statements) {
    const typeOnly =
      (ts.isImportDeclaration(statement) && statement.importClause?.isTypeOnly === true) || (ts.isExportDeclaration(statement) && statement.isTypeOnly);
    if (typeOnly && statement.moduleSpecifier !== undefined && ts.isStringLiteral(statement.moduleSpecifier)) specifiers.add(statement.moduleSpecifier.text);
  }
  return specifiers;
}

/** Every module a file imports or re-exports, as the TypeScript compiler reads it. */
function importsOf(source: string): string[] {
  return ts.preProcessFile(source, true, true).importedFiles.map((file) => file.fileName);
}

/** The source with comments removed, so that prose such as "the visibility window." is not code. */
function codeOnly(source: string): string {
  const scanner = ts.createScanner(ts.ScriptTarget.Latest, false, ts.LanguageVariant.Standard, source);
  let code = '';
  for (let token = scanner.scan(); token !== ts.SyntaxKind.EndOfFileToken; token = scanner.scan()) {
    if (token !== ts.SyntaxKind.SingleLineCommentTrivia && token !== ts.SyntaxKind.MultiLineCommentTrivia) code += scanner.getTokenText();
  }
  return code;
}

describe('src/domain imports no UI, DOM or I/O module', () => {
  it('has modules to check', () => {
    expect(files.length).toBeGreaterThan(5);
  });

  it.each(files.map((file) => [path.relative(domainDir, file), file]))('%s imports only domain modules and yup (and types from the stock schema)', (_name, file) => {
    const source = readFileSync(file, 'utf8');
    const typeOnly = typeOnlyImportsOf(source);
    for (const specifier of importsOf(source)) {
      if (specifier.startsWith('.')) {
        const target = path.resolve(path.dirname(file), specifier);
        const typesFromSchema = typeOnly.has(specifier) && TYPE_SOURCES.has(target);
        expect(target.startsWith(domainDir + path.sep) || typesFromSchema, `${specifier} leaves src/domain`).toBe(true);
      } else {
        expect(ALLOWED_PACKAGES.has(specifier.split('/')[0] ?? ''), `${specifier} is not allowed in src/domain`).toBe(true);
      }
    }
    const code = codeOnly(source);
    expect(code).not.toMatch(/\b(window|document|localStorage|sessionStorage)\./);
    expect(code).not.toMatch(/\bprocess\.env\b/);
  });
});

describe('the purity check itself', () => {
  it('finds static, re-exported and dynamic imports but not words in comments', () => {
    expect(importsOf("/** from 'x' */\nimport a from 'react';\nexport { b } from './b.ts';\nconst c = await import('node:fs');")).toEqual([
      'react',
      './b.ts',
      'node:fs',
    ]);
  });

  it('sees globals in code but not in comments', () => {
    expect(codeOnly('// the window.\nconst x = 1; /* document. */')).not.toMatch(/window|document/);
    expect(codeOnly('const w = window.innerWidth;')).toMatch(/window\./);
  });
});
