/**
 * ALERT_TOKEN_SECRET: it signs the links on a deploy; a deploy without it signs none (the endpoints
 * answer 503) and says so; a short one is refused; locally one secret is kept beside the PGlite
 * folder, so every local process reads the links the others signed. And the importer's alert step,
 * when another process holds the PGlite store and no local server answers for it, says what to do.
 */
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { alertTokensFor, localAlertSecretFile, stockAlertsHooks } from '../../../src/server/wiring/alert-wiring.ts';
import { openAlertsSource } from '../../../src/server/ops/alerts-source.ts';
import { readStockFeed } from '../../../src/stock/read-stock-feed.ts';
import { readApiEnvironment } from '../../../src/server/wiring/api-environment.ts';
import { BRIGHTON, ROOT } from '../api/fixtures.ts';

describe('ALERT_TOKEN_SECRET', () => {
  it('signs the links of every instance of a deploy alike', () => {
    const environment = readApiEnvironment({ DEALER_SITE: BRIGHTON.slug, ALERT_TOKEN_SECRET: ' an-alert-token-secret-of-the-deploy ', AWS_LAMBDA_FUNCTION_NAME: 'f' }, ROOT);
    const one = alertTokensFor(BRIGHTON, environment).tokens;
    const other = alertTokensFor(BRIGHTON, environment).tokens;
    const token = one?.issue('unsubscribe', BRIGHTON.slug, '5d6e7f80-1a2b-4c3d-8e9f-0a1b2c3d4e5f', new Date()) ?? '';
    expect(other?.read(token, 'unsubscribe', BRIGHTON.slug, new Date())).toEqual({ ok: true, alertId: '5d6e7f80-1a2b-4c3d-8e9f-0a1b2c3d4e5f' });
  });

  it('without it a deploy signs nothing and says which variable to set; a short one is refused', () => {
    const warnings: string[] = [];
    const wiring = alertTokensFor(BRIGHTON, { alertTokenSecret: undefined, serverless: true, dataDir: '/nowhere' }, (message) => warnings.push(message));
    expect(wiring.tokens).toBeNull();
    expect(warnings).toEqual([expect.stringContaining('ALERT_TOKEN_SECRET is not set')]);
    expect(() => alertTokensFor(BRIGHTON, { alertTokenSecret: 'short', serverless: true, dataDir: '/nowhere' })).toThrow(/ALERT_TOKEN_SECRET/);
  });

  it('locally, one secret is made once beside the PGlite folder and read by every process', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'alert-secret-'));
    try {
      const dataDir = path.join(dir, 'leads', 'pglite');
      const first = alertTokensFor(BRIGHTON, { alertTokenSecret: undefined, serverless: false, dataDir }).tokens;
      const token = first?.issue('confirm', BRIGHTON.slug, '5d6e7f80-1a2b-4c3d-8e9f-0a1b2c3d4e5f', new Date()) ?? '';
      const second = alertTokensFor(BRIGHTON, { alertTokenSecret: undefined, serverless: false, dataDir }).tokens;
      expect(second?.read(token, 'confirm', BRIGHTON.slug, new Date()).ok).toBe(true);
      expect((await readFile(localAlertSecretFile(dataDir), 'utf8')).trim()).toMatch(/^[0-9a-f]{64}$/);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe("the importer's alert step", () => {
  it('says what to do when another process holds the PGlite store and no local server answers for it', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'alert-step-'));
    try {
      const dataDir = path.join(dir, 'leads', 'pglite');
      await mkdir(dataDir, { recursive: true });
      // The lock of a live process (the test runner) that recorded no server in server.json.
      await writeFile(path.join(dataDir, '.lock'), String(process.ppid));
      const before = await readStockFeed(BRIGHTON, path.join(ROOT, 'data', BRIGHTON.slug));
      const after = before.map((car, index) => (index === 0 ? { ...car, price: car.price + 100 } : car));
      const lines = await stockAlertsHooks(ROOT, { LEADS_DATA_DIR: dataDir }, openAlertsSource).afterImport({ site: BRIGHTON, before, after });
      expect(lines).toEqual([expect.stringMatching(/^warning: alerts: the saved searches were not checked against this import: The lead store \(PGlite in .+\) could not be opened\. The lead store in .+ is in use by process \d+ .*Stop it first, or use a PostgreSQL database/)]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
