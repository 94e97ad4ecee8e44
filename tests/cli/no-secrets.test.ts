/**
 * No secret ships (0 secrets in dist/ or the function bundles): one dealer built for real with a canary value for every
 * secret in the environment, the functions bundled with esbuild, and dist/, the bundles, their
 * source maps and the files shipped with the functions scanned (scripts/lib/secret-check.ts).
 * Also: the list of secrets misses none the code reads, and the scanner finds what it looks for.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatSecretReport, runSecretCheck } from '../../scripts/lib/secret-check.ts';
import { canaryEnvironment, isKnownEnvName, SECRET_ENV, secretLikeEnvNames } from '../../scripts/lib/secret-env.ts';
import { filesUnder, scanText } from '../../scripts/lib/secret-scan.ts';

const projectRoot = path.join(import.meta.dirname, '..', '..');

describe('the list of secrets', () => {
  it('names every environment variable the code reads that looks like a secret (KEY, SECRET, PASS, TOKEN)', async () => {
    const files = [...(await filesUnder(path.join(projectRoot, 'src'))), ...(await filesUnder(path.join(projectRoot, 'scripts')))].filter((file) =>
      /\.(ts|tsx|astro|mjs)$/.test(file),
    );
    const named = new Map<string, string>();
    for (const file of files) for (const name of secretLikeEnvNames(await readFile(file, 'utf8'))) named.set(name, path.relative(projectRoot, file));
    // The reader is what finds them: the ones the API, the CRM delivery and the indexer read.
    expect([...named.keys()]).toEqual(expect.arrayContaining(['STRIPE_SECRET_KEY', 'SMTP_PASS', 'TYPESENSE_ADMIN_KEY', 'TURNSTILE_SECRET_KEY']));
    const unknown = [...named].filter(([name]) => !isKnownEnvName(name)).map(([name, file]) => `${name} (${file})`);
    expect(unknown, 'add these to SECRET_ENV in scripts/lib/secret-env.ts, or to PUBLIC_ENV_PREFIXES if public by design').toEqual([]);
  });

  it('reads names quoted or read as env.NAME, not identifiers that hold a name', () => {
    expect(secretLikeEnvNames("const ADMIN_KEY_ENV = 'TYPESENSE_ADMIN_KEY'; env.SMTP_PASS; `STRIPE_WEBHOOK_SECRET`; env[ADMIN_KEY_ENV]")).toEqual([
      'TYPESENSE_ADMIN_KEY',
      'SMTP_PASS',
      'STRIPE_WEBHOOK_SECRET',
    ]);
  });

  it('makes a fresh canary per secret and run', () => {
    const [one, two] = [canaryEnvironment(), canaryEnvironment()];
    expect(Object.keys(one)).toEqual(SECRET_ENV.map(({ name }) => name));
    for (const { name } of SECRET_ENV) expect(one[name]).not.toBe(two[name]);
  });
});

describe('the scanner', () => {
  const canaries = canaryEnvironment();
  const scopedKey = 'c2NvcGVkLWtleS1pcy1wdWJsaWMtYnktZGVzaWdu';
  const targets = { canaries, allowed: [scopedKey] };

  it('finds each canary value with file and secret name, and masks the value in the excerpt', () => {
    for (const [name, value] of Object.entries(canaries)) {
      const findings = scanText('assets/app.js', Buffer.from(`var config={k:"${value}"};`), targets);
      expect(findings.map(({ file, secret }) => ({ file, secret }))).toEqual([{ file: 'assets/app.js', secret: name }]);
      expect(findings[0]?.excerpt).not.toContain(value);
    }
  });

  it.each([
    ['a live Stripe secret key', 'sk_live_51HxAbCdEfGhIjKlMnOpQrSt', 'Stripe secret key (sk_live_/sk_test_)'],
    ['a restricted Stripe key', 'rk_live_51HxAbCdEfGhIjKlMnOpQrSt', 'Stripe restricted key (rk_live_/rk_test_)'],
    ['a webhook secret', 'whsec_AbCdEfGhIjKlMnOpQrStUvWx', 'Stripe webhook secret (whsec_)'],
    ['a private key', '-----BEGIN PRIVATE KEY-----', 'private key (PEM)'],
    ['a Typesense key written into code', 'new Client({ apiKey: "Hu52dwsas2AdxdE4AbCdEfGhIjKl" })', 'Typesense key literal'],
  ])('finds %s by its shape', (_, text, secret) => {
    expect(scanText('f.js', Buffer.from(`x ${text} y`), targets).map((finding) => finding.secret)).toEqual([secret]);
  });

  it('finds a secret inside a gzip file too, and allows the public scoped key', async () => {
    const { gzipSync } = await import('node:zlib');
    const packed = gzipSync(Buffer.from(`{"searchKey":"${scopedKey}","apiKey":"${scopedKey}","x":"${canaries.SMTP_PASS}"}`));
    expect(scanText('page.html.gz', packed, targets).map((finding) => finding.secret)).toEqual(['SMTP_PASS']);
  });

  it('leaves alone words that only start like a secret (the Stripe library names its key prefixes)', () => {
    expect(scanText('f.js', Buffer.from('if (key.startsWith("sk_live_") || key.startsWith("whsec_")) warn()'), targets)).toEqual([]);
  });
});

describe('a built site, its functions and the files they ship with', () => {
  it('hold no secret: the canary values live only in the environment', async () => {
    const lines: string[] = [];
    const report = await runSecretCheck({ root: projectRoot, slug: 'brighton-volkswagen', log: (line) => lines.push(line) });
    const summary = formatSecretReport(report).join('\n');
    expect(report.findings, summary).toEqual([]);
    expect(summary).toContain('secrets found (0)');
    // The scan reached what ships: pages and client chunks, every function, and their source maps.
    const [dist, bundles] = report.groups;
    expect(dist?.files).toBeGreaterThan(100);
    expect(bundles?.sourceMaps).toBeGreaterThanOrEqual(15);
    // The public scoped key is in the pages (so the scan reads where a key would be), allowed.
    expect(report.scopedKeyShipped).toBe(true);
    // The functions read the secrets at runtime: their names are in the bundles, their values not.
    expect(report.namesReadByFunctions).toEqual(expect.arrayContaining(['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET', 'SMTP_PASS', 'TYPESENSE_ADMIN_KEY', 'DATABASE_URL']));
    // A real build of a dealer and an esbuild bundle of every function, then the scan: about 20 s, minutes on a busy machine.
  }, 300_000);
});
