/**
 * `npm run stock:sync` as ops and the fleet workflow run it, for real in a scratch copy of the
 * project with one small dealer: the first sync builds the site, a feed with one car's price
 * changed rebuilds only what that car touches and says so in its timeline and result file, the
 * same feed again builds nothing (unless the site's published stock check has grown old: then it is
 * published again), `--deploy` goes through `npm run deploy` (netlify-cli stood in
 * for), and a broken feed changes nothing. Three builds in all (a small
 * site's takes some 10-15 s on a 2-core machine), every one at the same fixed build moment.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createScratchProject, removeScratchProject } from '../../scripts/lib/scratch-project.ts';
import type { Car } from '../../src/domain/cars/car.ts';
import { BUILD_MOMENT_ENV } from '../../src/integration/build-moment.ts';

const projectRoot = path.join(import.meta.dirname, '..', '..');
const SLUG = 'brighton-volkswagen';
/** The generator's fewest cars for this site (one per case its demo stock must show). */
const CARS = 106;
const DATE = '2026-05-20';
/** A real build of the small site: 10-15 s, several times that while other work holds both cores. */
const RUN_TIMEOUT_MS = 120_000;
let scratch: string;

function run(script: string, args: string[], more: Record<string, string> = {}) {
  const env: NodeJS.ProcessEnv = { ...process.env };
  // npm's INIT_CWD would make relative paths mean the folder the tests were started from; the
  // machine's own credentials must not reach a test.
  for (const name of Object.keys(env)) if (name === 'INIT_CWD' || name === 'GITHUB_SHA' || name.startsWith('NETLIFY_') || name.startsWith('TYPESENSE_')) delete env[name];
  Object.assign(env, { [BUILD_MOMENT_ENV]: `${DATE}T09:00:00Z` }, more);
  const result = spawnSync(process.execPath, [script, ...args], { cwd: scratch, encoding: 'utf8', timeout: RUN_TIMEOUT_MS, env });
  return { code: result.status, out: `${result.stdout}${result.stderr}`, stdout: result.stdout };
}

const sync = (...args: string[]) => run('scripts/stock-sync.ts', ['--site', SLUG, ...args]);
const carsOf = async (file: string) => JSON.parse(await readFile(file, 'utf8')) as Car[];
const inScratch = (...parts: string[]) => path.join(scratch, ...parts);
const feedFile = () => inScratch('data', SLUG, 'cars.json');
const readResult = async (file: string) => JSON.parse(await readFile(file, 'utf8')) as unknown;
/** The figures of the timeline's pages line. */
function pagesLine(out: string): { rendered: number; kept: number; total: number } {
  const match = /^(\d+) pages rendered, (\d+) kept of (\d+)$/m.exec(out);
  if (match === null) throw new Error(`no pages line in:\n${out}`);
  return { rendered: Number(match[1]), kept: Number(match[2]), total: Number(match[3]) };
}

beforeAll(async () => {
  scratch = await createScratchProject({ root: projectRoot, sites: [SLUG], prefix: 'dealer-stock-sync-' });
  const generated = run('scripts/generate-demo-data.ts', ['--site', SLUG, '--cars', String(CARS), '--date', DATE]);
  if (generated.code !== 0) throw new Error(generated.out);
  await mkdir(inScratch('feeds'));
  // A production build (--deploy) refuses the sandbox payment gateway, the demo config's default.
  const configFile = inScratch('sites', `${SLUG}.json`);
  const config = JSON.parse(await readFile(configFile, 'utf8')) as { payments: Record<string, unknown> };
  await writeFile(configFile, JSON.stringify({ ...config, payments: { ...config.payments, gateway: 'stripe' } }, null, 2));
  // netlify-cli replaced (through NETLIFY_CLI) by a script that writes down how it was called and answers as `netlify deploy --json` does.
  await writeFile(
    inScratch('fake-netlify.mjs'),
    `import { appendFileSync } from 'node:fs';
appendFileSync(${JSON.stringify(inScratch('netlify-calls.txt'))}, JSON.stringify(process.argv.slice(2)) + '\\n');
console.log(JSON.stringify({ site_id: 'site-123', deploy_id: 'deploy-42', deploy_url: 'https://deploy-42--brighton.netlify.app', url: 'https://brighton.netlify.app' }));
`,
  );
});

afterAll(async () => {
  await removeScratchProject(scratch);
});

describe('npm run stock:sync', () => {
  it('prints its usage for --help, and refuses a usage mistake with exit code 2', async () => {
    const help = run('scripts/stock-sync.ts', ['--help']);
    expect(help.code).toBe(0);
    expect(help.stdout).toContain('Usage: npm run stock:sync -- --site <slug> [options]');
    expect(help.stdout).toContain('--result <file>');

    const missing = run('scripts/stock-sync.ts', []);
    expect(missing.code).toBe(2);
    expect(missing.out).toContain('--site <slug> is required');
    const unknownOption = sync('--fast');
    expect(unknownOption.code).toBe(2);
    expect(unknownOption.out).toContain("Unknown option '--fast'");
    const result = inScratch('results', 'nowhere.json');
    const unknownSite = run('scripts/stock-sync.ts', ['--site', 'nowhere-motors', '--result', result]);
    expect(unknownSite.code).toBe(2);
    expect(unknownSite.out).toContain(`no site "nowhere-motors" in sites/ (known sites: ${SLUG})`);
    expect(await readResult(result)).toEqual({ site: 'nowhere-motors', status: 'failed', cars: { added: 0, updated: 0, removed: 0 } });
  });

  it("builds a site that has no build yet, though its stock is unchanged, and counts every file for the dry run", async () => {
    const feed = inScratch('feeds', 'same.json');
    await writeFile(feed, await readFile(feedFile(), 'utf8'));
    const result = inScratch('results', 'first.json');
    const { code, out } = sync('--from', feed, '--result', result);
    expect(code, out).toBe(0);
    expect(out).toContain(`${SLUG}: the feed is unchanged, but dist/${SLUG}/ holds no build: building it`);
    expect(out).toMatch(/would upload (\d+) of \1 files \([\d.]+ MB\), every file: no earlier sync to compare with/);
    expect(existsSync(inScratch('dist', SLUG, 'index.html'))).toBe(true);
    expect(existsSync(inScratch('.cache', 'sync', `${SLUG}.json`))).toBe(true);
    expect(await readResult(result)).toEqual({ site: SLUG, status: 'unchanged', cars: { added: 0, updated: 0, removed: 0 } });
  }, RUN_TIMEOUT_MS);

  it("rebuilds only what one car's new price touches, and says so in its timeline and result", async () => {
    const cars = await carsOf(feedFile());
    const car = cars.find((candidate) => candidate.status === 'in_stock' && candidate.show_on_dealer_website && existsSync(inScratch('dist', SLUG, 'cars', `${candidate.slug}.html`)));
    if (car === undefined) throw new Error('the demo stock has no listed car in stock');
    const page = inScratch('dist', SLUG, 'cars', `${car.slug}.html`);
    expect(await readFile(page, 'utf8')).not.toContain('$77,777');
    const feed = inScratch('feeds', 'repriced.json');
    await writeFile(feed, JSON.stringify(cars.map((candidate) => (candidate.id === car.id ? { ...candidate, price: 77_777, offer_price: 0, before_price: 0 } : candidate))));
    const result = inScratch('results', 'repriced.json');

    const { code, out } = sync('--from', feed, '--result', result);
    expect(code, out).toBe(0);
    for (const step of ['[1/4] import', '[2/4] build', '[3/4] search index', '[4/4] dry run']) expect(out).toContain(`${SLUG}: ${step}`);
    expect(out).toMatch(/^step\s+result\s+seconds$/m);
    expect(out).toMatch(/^import\s+106 cars: 0 added, 1 changed, 0 removed\s+[\d.]+$/m);
    expect(out).toMatch(/^build\s+\d+ pages, [\d.]+ MB\s+[\d.]+$/m);
    expect(out).toMatch(/^search index\s+not used \(embedded search: the snapshot is rebuilt with the site\)\s+-$/m);
    expect(out).toMatch(/^dry run\s+would upload \d+ of \d+ files \([\d.]+ MB\), delete \d+\s+[\d.]+$/m);
    expect(out).toContain('0 added, 1 changed, 0 removed of 106 cars');
    expect(out).toMatch(/^total [\d.]+ s$/m);
    expect(await readFile(page, 'utf8')).toContain('$77,777');

    const pages = pagesLine(out);
    expect(pages.rendered + pages.kept).toBe(pages.total);
    expect(pages.rendered).toBeGreaterThan(0);
    // The car's page and the pages that list it, against every page of the site.
    expect(pages.rendered * 4).toBeLessThan(pages.kept);
    const upload = /would upload (\d+) of (\d+) files/.exec(out);
    expect(Number(upload?.[1])).toBeGreaterThan(0);
    expect(Number(upload?.[1]) * 4).toBeLessThan(Number(upload?.[2]));
    expect(await readResult(result)).toEqual({ site: SLUG, status: 'changed', cars: { added: 0, updated: 1, removed: 0 } });
  }, RUN_TIMEOUT_MS);

  it('builds nothing when the same feed comes again', async () => {
    const index = inScratch('dist', SLUG, 'index.html');
    const stamp = inScratch('.cache', 'builds', `${SLUG}.json`);
    const before = { index: (await stat(index)).mtimeMs, stamp: await readFile(stamp, 'utf8') };
    const result = inScratch('results', 'again.json');

    const { code, out } = sync('--from', inScratch('feeds', 'repriced.json'), '--result', result);
    expect(code, out).toBe(0);
    expect(out).toContain(`${SLUG}: the feed is unchanged (106 cars); nothing to build or deploy.`);
    expect(out).not.toContain('[2/4] build');
    expect((await stat(index)).mtimeMs).toBe(before.index);
    expect(await readFile(stamp, 'utf8')).toBe(before.stamp);
    expect(await readResult(result)).toEqual({ site: SLUG, status: 'unchanged', cars: { added: 0, updated: 0, removed: 0 } });
  }, RUN_TIMEOUT_MS);

  it("publishes the stock check again when the feed is unchanged but the site's published check is past half its stale window", async () => {
    const status = inScratch('dist', SLUG, 'stock-status.json');
    const index = inScratch('dist', SLUG, 'index.html');
    const published = JSON.parse(await readFile(status, 'utf8')) as { checked_at: string; stale_after_hours: number };
    // As the site would stand 13 hours after the last sync that built it: its check 13 hours old.
    const old = new Date(Date.parse(published.checked_at) - 13 * 3600 * 1000).toISOString();
    await writeFile(status, JSON.stringify({ ...published, checked_at: old }));
    const result = inScratch('results', 'reconfirmed.json');
    const before = Date.now();

    const { code, out } = sync('--from', inScratch('feeds', 'repriced.json'), '--result', result);
    expect(code, out).toBe(0);
    expect(out).toContain(`${SLUG}: the feed is unchanged, but the stock check dist/${SLUG}/ publishes is from 13 hours ago: building it to publish that this import confirmed the stock`);
    const republished = JSON.parse(await readFile(status, 'utf8')) as { checked_at: string };
    expect(Date.parse(republished.checked_at)).toBeGreaterThanOrEqual(Math.floor(before / 1000) * 1000);
    // Only the pages that show no car of their own: the car pages and the pages listing cars are kept.
    const pages = pagesLine(out);
    expect(pages.rendered * 4).toBeLessThan(pages.kept);
    expect(existsSync(index)).toBe(true);
    expect(await readResult(result)).toEqual({ site: SLUG, status: 'unchanged', cars: { added: 0, updated: 0, removed: 0 } });
  }, RUN_TIMEOUT_MS);

  it('with --deploy, deploys the rebuilt site to production through `npm run deploy`', async () => {
    const cars = await carsOf(feedFile());
    const [first] = cars;
    if (first === undefined) throw new Error('no cars');
    const feed = inScratch('feeds', 'deployed.json');
    await writeFile(feed, JSON.stringify([{ ...first, km: first.km + 1 }, ...cars.slice(1)]));
    const result = inScratch('results', 'deployed.json');
    const manifest = await readFile(inScratch('.cache', 'sync', `${SLUG}.json`), 'utf8');

    const netlify = { NETLIFY_CLI: `${process.execPath} ${inScratch('fake-netlify.mjs')}`, NETLIFY_AUTH_TOKEN: 'token-for-tests', NETLIFY_SITE_ID_BRIGHTON_VOLKSWAGEN: 'site-123' };
    const { code, out } = run('scripts/stock-sync.ts', ['--site', SLUG, '--from', feed, '--deploy', '--result', result], netlify);
    expect(code, out).toBe(0);
    expect(out).toContain(`${SLUG}: [4/4] deploy: dist/${SLUG}/ to production`);
    expect(out).toContain(`Deployed ${SLUG} to https://brighton.netlify.app (deploy deploy-42); recorded in .deploys/${SLUG}.json.`);
    expect(out).toMatch(/^deploy\s+deployed to production\s+[\d.]+$/m);
    expect(out).not.toContain('would upload');
    const calls = (await readFile(inScratch('netlify-calls.txt'), 'utf8')).trim().split('\n').map((line) => JSON.parse(line) as string[]);
    expect(calls).toHaveLength(1);
    expect(calls[0]).toEqual(expect.arrayContaining(['deploy', '--no-build', '--dir', `dist/${SLUG}`, '--site', 'site-123', '--prod']));
    // The deployed output is the one the next dry run compares with.
    expect(await readFile(inScratch('.cache', 'sync', `${SLUG}.json`), 'utf8')).not.toBe(manifest);
    expect(await readResult(result)).toEqual({ site: SLUG, status: 'changed', cars: { added: 0, updated: 1, removed: 0 } });
  }, RUN_TIMEOUT_MS);

  it('leaves the site as it was when the feed is broken, exit code 1', async () => {
    const feedBefore = await readFile(feedFile());
    const indexBefore = (await stat(inScratch('dist', SLUG, 'index.html'))).mtimeMs;
    const malformed = inScratch('feeds', 'malformed.json');
    await writeFile(malformed, '[{"id": 1, "price": ');
    const invalid = inScratch('feeds', 'invalid.json');
    await writeFile(invalid, JSON.stringify([{ id: 1, price: 'POA' }]));

    for (const [feed, why] of [
      [malformed, 'not valid JSON'],
      [invalid, 'has no valid car, and an import must not empty the site'],
    ] as const) {
      const result = inScratch('results', `${path.basename(feed)}.result.json`);
      const { code, out } = sync('--from', feed, '--result', result);
      expect(code, out).toBe(1);
      expect(out).toContain(why);
      expect(out).toContain(`data/${SLUG}/cars.json was not changed`);
      expect(out).toMatch(/^import\s+failed: the feed was not imported/m);
      expect(out).toMatch(/^build\s+not run \(the import failed\)/m);
      expect(await readFile(feedFile())).toEqual(feedBefore);
      expect((await stat(inScratch('dist', SLUG, 'index.html'))).mtimeMs).toBe(indexBefore);
      expect(await readResult(result)).toEqual({ site: SLUG, status: 'failed', cars: { added: 0, updated: 0, removed: 0 } });
    }
  });
});
