import js from '@eslint/js';
import globals from 'globals';
import astro from 'eslint-plugin-astro';
import tseslint from 'typescript-eslint';
import path from 'node:path';
import { importViolation } from './scripts/lib/source-layers.ts';

const srcDir = path.join(import.meta.dirname, 'src');

/**
 * The layers of src/ (scripts/lib/source-layers.ts, explained in docs/architecture.md): each import
 * of a file under src/ must be one its layer may make. Paths are resolved, so a folder name used in
 * two places (src/search and src/components/search) is never mistaken for the other.
 */
const layers = {
  rules: {
    'allowed-imports': {
      meta: { type: 'problem', docs: { description: 'Keeps each layer of src/ to the imports docs/architecture.md allows it.' }, schema: [] },
      create(context) {
        const file = context.physicalFilename;
        const check = (node, source, typeOnly) => {
          if (source?.type !== 'Literal' || typeof source.value !== 'string') return;
          const reason = importViolation(srcDir, file, source.value, typeOnly);
          if (reason !== null) context.report({ node, message: reason });
        };
        const onlyTypes = (node) =>
          node.importKind === 'type' || node.exportKind === 'type' || (node.specifiers?.length > 0 && node.specifiers.every((s) => s.importKind === 'type' || s.exportKind === 'type'));
        return {
          ImportDeclaration: (node) => check(node, node.source, onlyTypes(node)),
          ExportNamedDeclaration: (node) => check(node, node.source, onlyTypes(node)),
          ExportAllDeclaration: (node) => check(node, node.source, node.exportKind === 'type'),
          ImportExpression: (node) => check(node, node.source, false),
        };
      },
    },
  },
};

export default tseslint.config(
  { ignores: ['dist/', 'data/', '.astro/', '.cache/', 'node_modules/', 'public/generated/', 'test-results/', 'playwright-report/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  ...astro.configs.recommended,
  {
    languageOptions: {
      globals: { ...globals.node, ...globals.browser },
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['src/**/*.ts', 'src/**/*.tsx', 'src/**/*.astro'],
    plugins: { layers },
    rules: { 'layers/allowed-imports': 'error' },
  },
  {
    // src/domain is the pure core: rules take their inputs as arguments (STYLE.md habit 3). What it
    // may import is the layers rule's (above).
    files: ['src/domain/**/*.ts'],
    rules: {
      'no-restricted-globals': [
        'error',
        ...['window', 'document', 'localStorage', 'sessionStorage', 'navigator', 'fetch', 'process', 'location', 'history'].map((name) => ({
          name,
          message: 'src/domain takes its inputs as arguments: no browser or process globals.',
        })),
      ],
      'no-restricted-syntax': [
        'error',
        { selector: "CallExpression[callee.object.name='Date'][callee.property.name='now']", message: 'Pass "now" in: src/domain is pure.' },
        { selector: "NewExpression[callee.name='Date'][arguments.length=0]", message: 'Pass "now" in: src/domain is pure.' },
        { selector: "CallExpression[callee.object.name='Math'][callee.property.name='random']", message: 'src/domain is deterministic: no Math.random.' },
      ],
    },
  },
);
