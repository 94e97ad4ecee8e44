import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/unit/**/*.test.ts', 'tests/functions/**/*.test.ts', 'tests/cli/**/*.test.ts'],
    environment: 'node',
    // A worker runs many test files in turn instead of a fresh process per file: some 250 ms saved
    // on each of 220 files, and modules such as PGlite's WebAssembly loaded once per worker. The
    // tests leave no global behind (stubs are undone below as a safety net; stores and servers are
    // closed in their own hooks).
    isolate: false,
    // One worker per core: many files wait on child processes (builds, CLIs) or PGlite, and the
    // default of one fewer left a 2-core machine running one file at a time (318 s against 188 s).
    maxWorkers: '100%',
    unstubGlobals: true,
    unstubEnvs: true,
    // Limits for a loaded machine, not for speed: function tests start PGlite and real child
    // processes, which run three to four times slower while other work holds both cores (the suite
    // must pass then too, see npm run test:under-load). A hung test still fails.
    testTimeout: 30_000,
    hookTimeout: 120_000,
    coverage: {
      provider: 'v8',
      // The domain library is held to 95% lines: it holds the business rules; the shell is covered by browser tests.
      include: ['src/domain/**/*.ts'],
      reporter: ['text', 'text-summary'],
      thresholds: { lines: 95 },
    },
  },
});
