/**
 * Browser tests against the built demo sites, in Debian's Chromium (never a downloaded browser).
 * The web server is `npm start`'s own code: it builds what is stale and serves each site on its own
 * port, from E2E_BASE_PORT upwards in the alphabetical order of sites/.
 */
import { defineConfig, devices } from '@playwright/test';
import { E2E_BASE_PORT, E2E_SITES, chromiumPath } from './tests/e2e/sites.ts';

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  // Limits for a loaded machine, not for speed: a test that passes in 10 s on idle cores takes
  // three times that while other work holds both (the suite must pass then too: npm run
  // test:under-load). Each axe run alone takes 1 to 3 s. A hung test still fails.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  use: {
    // A trace records a screenshot stream and a DOM snapshot of every step: in CI, costly on every
    // test for the few that fail, so the retry of a failed test records one instead.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    launchOptions: {
      executablePath: chromiumPath(),
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'] }, grepInvert: /@mobile/ },
    { name: 'mobile', use: { ...devices['Pixel 7'] }, grep: /@mobile/ },
  ],
  webServer: {
    command: `"${process.execPath}" scripts/start.ts --strict --port ${E2E_BASE_PORT}`,
    url: `http://127.0.0.1:${E2E_BASE_PORT + E2E_SITES.length - 1}/`,
    timeout: 600_000,
    reuseExistingServer: !process.env.CI,
    stdout: 'pipe',
  },
});
