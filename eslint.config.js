import js from '@eslint/js';
import globals from 'globals';
import astro from 'eslint-plugin-astro';
import tseslint from 'typescript-eslint';

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
    // src/domain is the pure core: rules take their inputs as arguments (STYLE.md habit 3).
    files: ['src/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['astro', 'astro/*', 'astro:*', '@astrojs/*', 'virtual:*'], message: 'src/domain must not import Astro.' },
            { group: ['react', 'react/*', 'react-dom', 'react-dom/*', 'formik', 'leaflet', 'react-leaflet'], message: 'src/domain must not import UI code.' },
            { group: ['node:*', 'fs', 'fs/*', 'path', 'os', 'http', 'https', 'child_process', 'crypto'], message: 'src/domain must not do I/O.' },
            { group: ['**/config/*', '**/server/*', '**/site/*', '**/islands/*', '**/components/*', '**/search/backends/*'], message: 'src/domain must not depend on the shell.' },
          ],
        },
      ],
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
  {
    // src/stock is read by the build, the functions and the CLIs alike: it stands on the domain and the config only.
    files: ['src/stock/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/server/**', '**/search/**', '**/islands/**', '**/components/**', '**/site/**', '**/scripts/**', '**/demo-data/**', 'astro', 'astro/*', 'astro:*', 'virtual:*'],
              message: 'src/stock stands on src/domain, src/config, node:* and libraries only.',
            },
          ],
        },
      ],
    },
  },
);
