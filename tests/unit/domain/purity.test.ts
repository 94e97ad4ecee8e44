/**
 * src/domain is the pure core (docs/architecture.md, `src/domain/`): no browser or process globals in its
 * code. What it may import is the layer table's rule (scripts/lib/source-layers.ts), checked for
 * every folder by tests/unit/architecture/layers.test.ts; ESLint enforces both while editing.
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const domainDir = path.join(import.meta.dirname, '..', '..', '..', 'src', 'domain');
const files = readdirSync(domainDir, { recursive: true, withFileTypes: true })
  .filter((entry) => entry.isFile() && entry.name.endsWith('.ts'))
  .map((entry) => path.join(entry.parentPath, entry.name));

/** The source with comments removed, so that prose such as "the visibility window." is not code. */
function codeOnly(source: string): string {
  const scanner = ts.createScanner(ts.ScriptTarget.Latest, false, ts.LanguageVariant.Standard, source);
  let code = '';
  for (let token = scanner.scan(); token !== ts.SyntaxKind.EndOfFileToken; token = scanner.scan()) {
    if (token !== ts.SyntaxKind.SingleLineCommentTrivia && token !== ts.SyntaxKind.MultiLineCommentTrivia) code += scanner.getTokenText();
  }
  return code;
}

describe('src/domain uses no browser or process global', () => {
  it('has modules to check', () => {
    expect(files.length).toBeGreaterThan(5);
  });

  it.each(files.map((file) => [path.relative(domainDir, file), file]))('%s takes its inputs as arguments', (_name, file) => {
    const code = codeOnly(readFileSync(file, 'utf8'));
    expect(code).not.toMatch(/\b(window|document|localStorage|sessionStorage)\./);
    expect(code).not.toMatch(/\bprocess\.env\b/);
  });
});

describe('the purity check itself', () => {
  it('sees globals in code but not in comments', () => {
    expect(codeOnly('// the window.\nconst x = 1; /* document. */')).not.toMatch(/window|document/);
    expect(codeOnly('const w = window.innerWidth;')).toMatch(/window\./);
  });
});
