/**
 * src/domain is the pure core (ARCHITECTURE.md section 3): it may import only itself and yup (the
 * shared form schemas). ESLint enforces the same with no-restricted-imports; this test reads every
 * module so the rule holds even where lint is skipped.
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const domainDir = path.join(import.meta.dirname, '..', '..', '..', 'src', 'domain');
const files = readdirSync(domainDir, { recursive: true, withFileTypes: true })
  .filter((entry) => entry.isFile() && entry.name.endsWith('.ts'))
  .map((entry) => path.join(entry.parentPath, entry.name));

const ALLOWED_PACKAGES = new Set(['yup']);

function importsOf(source: string): string[] {
  return [...source.matchAll(/(?:^|\n)\s*(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g)].map(
    (m) => m[1] ?? m[2] ?? '',
  );
}

describe('src/domain imports no UI, DOM or I/O module', () => {
  it('has modules to check', () => {
    expect(files.length).toBeGreaterThan(5);
  });

  it.each(files.map((file) => [path.relative(domainDir, file), file]))('%s imports only domain modules and yup', (_name, file) => {
    const source = readFileSync(file, 'utf8');
    for (const specifier of importsOf(source)) {
      if (specifier.startsWith('.')) {
        const target = path.resolve(path.dirname(file), specifier);
        expect(target.startsWith(domainDir + path.sep), `${specifier} leaves src/domain`).toBe(true);
      } else {
        expect(ALLOWED_PACKAGES.has(specifier.split('/')[0] ?? ''), `${specifier} is not allowed in src/domain`).toBe(true);
      }
    }
    expect(source).not.toMatch(/\b(window|document|localStorage|sessionStorage)\./);
    expect(source).not.toMatch(/\bprocess\.env\b/);
  });
});

describe('the purity check itself', () => {
  it('finds static, re-exported and dynamic imports', () => {
    expect(importsOf("import a from 'react';\nexport { b } from './b.ts';\nconst c = await import('node:fs');")).toEqual(['react', './b.ts', 'node:fs']);
  });
});
