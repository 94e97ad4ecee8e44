/**
 * `npm run deploy` run for real in a scratch copy of the project with one dealer site whose
 * dist/ folder is made by hand (`--no-build`: a real build takes half a minute). netlify-cli is
 * replaced, through NETLIFY_CLI, by a small script that writes down how it was called and answers
 * as `netlify deploy --json` does, or fails.
 */
import { spawnSync } from 'node:child_process';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createScratchProject, removeScratchProject } from '../../scripts/lib/scratch-project.ts';

const projectRoot = path.join(import.meta.dirname, '..', '..');
const SITE = 'brighton-volkswagen';
let scratch: string;
let fakeCli: string;
let calls: string;

const FAKE_NETLIFY = `
import { appendFileSync } from 'node:fs';
appendFileSync(process.env.FAKE_NETLIFY_CALLS, JSON.stringify({ args: process.argv.slice(2), token: process.env.NETLIFY_AUTH_TOKEN }) + '\\n');
if (process.env.FAKE_NETLIFY_FAIL) {
  console.error('Error: deploy failed: quota exceeded');
  process.exit(3);
}
console.log('Deploying…');
console.log(JSON.stringify({ site_id: 'site-123', site_name: 'brighton', deploy_id: 'deploy-42', deploy_url: 'https://deploy-42--brighton.netlify.app', url: 'https://brighton.netlify.app', logs: 'https://app.netlify.com/x' }, null, 2));
`;

function deploy(args: string[], env: Record<string, string> = {}) {
  const base = { ...process.env };
  for (const name of Object.keys(base)) if (name.startsWith('NETLIFY_') || name === 'GITHUB_SHA') delete base[name];
  const result = spawnSync(process.execPath, ['scripts/deploy.ts', ...args], {
    cwd: scratch,
    encoding: 'utf8',
    // No build (--no-build), but a node process that plans and records the deploy: seconds, more on a busy machine.
    timeout: 60_000,
    env: { ...base, DEALER_BUILD_MOMENT: '2026-11-24T09:00:00Z', NETLIFY_CLI: `${process.execPath} ${fakeCli}`, FAKE_NETLIFY_CALLS: calls, ...env },
  });
  return { code: result.status, out: result.stdout, err: result.stderr };
}

async function recorded(): Promise<Record<string, unknown> | undefined> {
  try {
    return JSON.parse(await readFile(path.join(scratch, '.deploys', `${SITE}.json`), 'utf8')) as Record<string, unknown>;
  } catch {
    return undefined;
  }
}

async function fakeCalls(): Promise<{ args: string[]; token?: string }[]> {
  try {
    return (await readFile(calls, 'utf8')).trim().split('\n').map((line) => JSON.parse(line) as { args: string[]; token?: string });
  } catch {
    return [];
  }
}

beforeAll(async () => {
  // Two sites, so that the plan of both must agree with what the deploy of one recorded.
  scratch = await createScratchProject({ root: projectRoot, sites: [SITE, 'lakeside-mazda'], prefix: 'dealer-deploy-' });
  fakeCli = path.join(scratch, 'fake-netlify.mjs');
  calls = path.join(scratch, 'netlify-calls.jsonl');
  await writeFile(fakeCli, FAKE_NETLIFY);
  const generated = spawnSync(process.execPath, ['scripts/generate-demo-data.ts', '--date', '2026-11-24'], { cwd: scratch, encoding: 'utf8' });
  expect(generated.status, generated.stderr).toBe(0);
  const dist = path.join(scratch, 'dist', SITE);
  await mkdir(path.join(dist, '_astro'), { recursive: true });
  await writeFile(path.join(dist, 'index.html'), '<!doctype html><title>Brighton</title>');
  await writeFile(path.join(dist, '_astro', 'app.js'), 'x'.repeat(2048));
});

afterAll(async () => {
  await removeScratchProject(scratch);
});

describe('npm run deploy', () => {
  it('prints its usage for --help', () => {
    const { code, out } = deploy(['--help']);
    expect(code).toBe(0);
    expect(out).toContain('Usage: npm run deploy -- --site <slug> [options]');
    expect(out).toContain('NETLIFY_AUTH_TOKEN');
  });

  it('refuses a missing or unknown site as a usage mistake', () => {
    expect(deploy([]).code).toBe(2);
    const unknown = deploy(['--site', 'nowhere-motors', '--no-build']);
    expect(unknown.code).toBe(2);
    expect(unknown.err).toContain('no site "nowhere-motors" in sites/ (known sites: brighton-volkswagen, lakeside-mazda)');
  });

  it('--dry-run prints the files, bytes, functions and command line, runs nothing and records nothing', async () => {
    const { code, out } = deploy(['--site', SITE, '--no-build', '--dry-run', '--prod']);
    expect(code).toBe(0);
    expect(out).toContain(`Dry run: a production deploy of ${SITE} would upload dist/${SITE}/:`);
    expect(out).toMatch(/^ {2}_astro\/app\.js {2}2\.0 KB$/m);
    expect(out).toMatch(/^ {2}index\.html {2}38 B$/m);
    expect(out).toContain('2 files, 2.0 KB (2086 bytes)');
    expect(out).toMatch(/\d+ function entries from src\/functions\/: .*leads\.ts/);
    expect(out).toContain(
      `It would run: ${process.execPath} ${fakeCli} deploy --no-build --dir dist/${SITE} --functions src/functions --site $NETLIFY_SITE_ID_BRIGHTON_VOLKSWAGEN --message`,
    );
    expect(out).toContain('A real deploy would stop here: missing NETLIFY_AUTH_TOKEN');
    expect(await fakeCalls()).toEqual([]);
    expect(await recorded()).toBeUndefined();
  });

  it('names the missing variables and deploys nothing without credentials', async () => {
    const { code, err } = deploy(['--site', SITE, '--no-build', '--prod']);
    expect(code).toBe(1);
    expect(err).toContain(`${SITE}: not deployed: missing NETLIFY_AUTH_TOKEN (a Netlify personal access token); the site's Netlify site id: NETLIFY_SITE_ID_BRIGHTON_VOLKSWAGEN, or "${SITE}" in NETLIFY_SITE_IDS, or --site-id.`);
    expect(await fakeCalls()).toEqual([]);
  });

  it('deploys with netlify-cli, the token only in its environment, and records what it deployed', async () => {
    const { code, out, err } = deploy(['--site', SITE, '--no-build', '--prod'], { NETLIFY_AUTH_TOKEN: 'secret-token', NETLIFY_SITE_IDS: JSON.stringify({ [SITE]: 'site-123' }) });
    expect(code, err).toBe(0);
    expect(out).toContain(`Deployed ${SITE} to https://brighton.netlify.app (deploy deploy-42); recorded in .deploys/${SITE}.json.`);
    const [call] = await fakeCalls();
    expect(call?.token).toBe('secret-token');
    expect(call?.args.join(' ')).not.toContain('secret-token');
    expect(call?.args.slice(0, 9)).toEqual(['deploy', '--no-build', '--dir', `dist/${SITE}`, '--functions', 'src/functions', '--site', 'site-123', '--message']);
    expect(call?.args.slice(-2)).toEqual(['--json', '--prod']);
    expect(await recorded()).toMatchObject({ site: SITE, deployId: 'deploy-42', url: 'https://brighton.netlify.app' });

    const plan = spawnSync(process.execPath, ['scripts/deploy-plan.ts', '--no-generate'], { cwd: scratch, encoding: 'utf8' });
    expect(plan.stdout).toMatch(new RegExp(`^${SITE}\\s+no\\s+unchanged`, 'm'));
    expect(plan.stdout).toMatch(/^lakeside-mazda\s+yes\s+never deployed/m);
  });

  it('deploys a draft without recording it: the plan compares with what is live', async () => {
    const before = await recorded();
    const { code, out } = deploy(['--site', SITE, '--no-build'], { NETLIFY_AUTH_TOKEN: 'secret-token', NETLIFY_SITE_ID_BRIGHTON_VOLKSWAGEN: 'site-123' });
    expect(code).toBe(0);
    expect(out).toContain(`Draft of ${SITE} deployed to https://deploy-42--brighton.netlify.app (deploy deploy-42); not recorded`);
    expect((await fakeCalls()).at(-1)?.args).not.toContain('--prod');
    expect(await recorded()).toEqual(before);
  });

  it('keeps the previous record when netlify-cli fails, so the site stays planned', async () => {
    const before = await recorded();
    const { code, err } = deploy(['--site', SITE, '--no-build'], { NETLIFY_AUTH_TOKEN: 'secret-token', NETLIFY_SITE_ID_BRIGHTON_VOLKSWAGEN: 'site-123', FAKE_NETLIFY_FAIL: '1' });
    expect(code).toBe(1);
    expect(err).toContain('Error: deploy failed: quota exceeded');
    expect(err).toContain(`${SITE}: not deployed: netlify-cli exited with code 3`);
    expect(await recorded()).toEqual(before);
  });

  it('refuses --no-build when the site was never built', async () => {
    await rm(path.join(scratch, 'dist', SITE, 'index.html'));
    const { code, err } = deploy(['--site', SITE, '--no-build', '--dry-run']);
    expect(code).toBe(1);
    expect(err).toContain(`not deployed: dist/${SITE}/index.html is missing`);
  });
});
