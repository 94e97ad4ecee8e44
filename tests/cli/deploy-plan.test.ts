/**
 * `npm run deploy:plan` run for real in a scratch git repository of three dealer sites: after a
 * recorded deploy of all three, one config and another site's stock file change, and the plan
 * must name exactly those two, for the right reasons, from the records and from `--since`; a change
 * of shared code plans every site.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { appendFile, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { measureSiteParts } from '../../scripts/lib/deploy-parts.ts';
import { newDeployRecord, writeDeployRecord } from '../../scripts/lib/deploy-record.ts';
import { createScratchProject, removeScratchProject } from '../../scripts/lib/scratch-project.ts';

const projectRoot = path.join(import.meta.dirname, '..', '..');
const SITES = ['brighton-volkswagen', 'lakeside-mazda', 'northern-isuzu-ute'];
let scratch: string;
let firstCommit: string;

function plan(...args: string[]) {
  const result = spawnSync(process.execPath, ['scripts/deploy-plan.ts', ...args], {
    cwd: scratch,
    encoding: 'utf8',
    // The first run generates the demo data of three sites: some seconds, several times that on a busy machine.
    timeout: 60_000,
    env: { ...process.env, DEALER_BUILD_MOMENT: '2026-11-24T09:00:00Z' },
  });
  return { code: result.status, out: result.stdout, err: result.stderr };
}

function matrix(...args: string[]): { site: string; why: string }[] {
  const { code, out, err } = plan('--json', '--no-generate', ...args);
  expect(code, err).toBe(0);
  return (JSON.parse(out) as { include: { site: string; why: string }[] }).include.map(({ site, why }) => ({ site, why }));
}

function git(...args: string[]): string {
  return execFileSync('git', args, { cwd: scratch, encoding: 'utf8' }).trim();
}

beforeAll(async () => {
  scratch = await createScratchProject({ root: projectRoot, sites: SITES, prefix: 'dealer-deploy-plan-' });
  await writeFile(path.join(scratch, '.gitignore'), 'node_modules/\n.cache/\n.deploys/\n');
  // The first run writes the demo data, as the plan does in CI.
  const first = plan();
  expect(first.code, first.err).toBe(0);
  git('init', '-q');
  git('add', '-A');
  git('-c', 'user.name=Test', '-c', 'user.email=test@example.com', 'commit', '-q', '-m', 'sites as deployed');
  firstCommit = git('rev-parse', 'HEAD');
});

afterAll(async () => {
  await removeScratchProject(scratch);
});

describe('npm run deploy:plan', () => {
  it('prints its usage for --help', () => {
    const { code, out } = plan('--help');
    expect(code).toBe(0);
    expect(out).toContain('Usage: npm run deploy:plan [-- options]');
    expect(out).toContain('--since <rev>');
  });

  it('plans every site that was never deployed', () => {
    const { code, out } = plan('--no-generate');
    expect(code).toBe(0);
    for (const site of SITES) expect(out).toMatch(new RegExp(`^${site}\\s+yes\\s+never deployed`, 'm'));
    expect(out).toContain('3 of 3 sites to deploy.');
    expect(matrix()).toEqual(SITES.map((site) => ({ site, why: 'never deployed' })));
    const capped = plan('--json', '--no-generate', '--max-jobs', '2');
    expect(JSON.parse(capped.out)).toMatchObject({ include: [{ site: SITES[0] }, { site: SITES[1] }] });
    expect(capped.err).toContain('1 more planned site left for the next run (--max-jobs 2).');
  });

  it('plans exactly the site whose config changed and the one whose stock changed, after a deploy of all', async () => {
    const records = path.join(scratch, '.deploys');
    for (const parts of await measureSiteParts({ root: scratch, dataDir: 'data' })) {
      await writeDeployRecord(records, newDeployRecord(parts, { commit: firstCommit, deployId: `d-${parts.site}`, url: `https://${parts.site}.example` }));
    }
    expect(matrix()).toEqual([]);
    expect(plan('--no-generate').out).toContain('0 of 3 sites to deploy.');

    const config = path.join(scratch, 'sites', 'lakeside-mazda.json');
    await writeFile(config, (await readFile(config, 'utf8')).replace('"name": "Lakeside Mazda"', '"name": "Lakeside Mazda & Co"'));
    const stock = path.join(scratch, 'data', 'northern-isuzu-ute', 'cars.json');
    const cars = JSON.parse(await readFile(stock, 'utf8')) as { price: number }[];
    cars[0] = { ...cars[0], price: (cars[0]?.price ?? 0) + 500 };
    await writeFile(stock, `${JSON.stringify(cars, null, 2)}\n`);

    expect(matrix()).toEqual([
      { site: 'lakeside-mazda', why: 'config' },
      { site: 'northern-isuzu-ute', why: 'stock' },
    ]);
    const { out } = plan('--no-generate');
    // The last column is the stock's age: the demo stock was generated moments ago, so it is fresh.
    expect(out).toMatch(/^brighton-volkswagen\s+no\s+unchanged\s+2\d{3}-\d\d-\d\d \d\d:\d\d UTC \([0-9a-f]{7}\)\s+(just now|\d+ minutes? ago)$/m);
    expect(out).toMatch(/\s+stock checked$/m);
    expect(out).toMatch(/^lakeside-mazda\s+yes\s+config or brand assets changed\s/m);
    expect(out).toMatch(/^northern-isuzu-ute\s+yes\s+stock or data changed\s/m);
    expect(out).toContain('2 of 3 sites to deploy.');
  });

  it('gives the same two sites from the files changed since a git revision', () => {
    expect(matrix('--since', firstCommit)).toEqual([
      { site: 'lakeside-mazda', why: 'config' },
      { site: 'northern-isuzu-ute', why: 'stock' },
    ]);
    expect(plan('--no-generate', '--since', firstCommit).out).toContain(`Deploy plan from the files changed since ${firstCommit}:`);
  });

  it('names a site that has a record but no config any more, and leaves it out of the plan', async () => {
    const records = path.join(scratch, '.deploys');
    const record = JSON.parse(await readFile(path.join(records, 'brighton-volkswagen.json'), 'utf8')) as Record<string, unknown>;
    await writeFile(path.join(records, 'closed-dealer.json'), JSON.stringify({ ...record, site: 'closed-dealer' }));
    try {
      const { out } = plan('--no-generate');
      expect(out).toContain('closed-dealer: deployed before but has no config in sites/ now');
      expect(matrix().map((entry) => entry.site)).not.toContain('closed-dealer');
    } finally {
      await rm(path.join(records, 'closed-dealer.json'));
    }
  });

  it('stops with the file named when a record is not one', async () => {
    const broken = path.join(scratch, '.deploys', 'lakeside-mazda.json');
    const kept = await readFile(broken, 'utf8');
    await writeFile(broken, '{"site":"lakeside-mazda"}');
    try {
      const { code, err } = plan('--no-generate');
      expect(code).toBe(1);
      expect(err).toMatch(/lakeside-mazda\.json is not a deploy record \(parts: .*\); delete it to deploy that site afresh/);
    } finally {
      await writeFile(broken, kept);
    }
  });

  it('plans every site when shared code changes, keeping each site\'s own reasons', async () => {
    await mkdir(path.join(scratch, 'src', 'lib'), { recursive: true });
    await appendFile(path.join(scratch, 'src', 'lib', 'escape-markup.ts'), '\n// a shared change\n');
    expect(matrix()).toEqual([
      { site: 'brighton-volkswagen', why: 'code' },
      { site: 'lakeside-mazda', why: 'config, code' },
      { site: 'northern-isuzu-ute', why: 'stock, code' },
    ]);
    expect(matrix('--since', firstCommit).map((entry) => entry.why)).toEqual(['code', 'config, code', 'stock, code']);
  });

  it('counts a site\'s brand assets with its config, and a demo image or a test as nothing', async () => {
    git('stash', '-q', '--include-untracked');
    try {
      expect(matrix()).toEqual([]);
      const logo = path.join(scratch, 'public', 'brands', 'brighton-volkswagen', 'logo.svg');
      const kept = await readFile(logo, 'utf8');
      await writeFile(logo, kept.replace('</svg>', '<!-- new logo --></svg>'));
      expect(matrix()).toEqual([{ site: 'brighton-volkswagen', why: 'config' }]);
      expect(matrix('--since', firstCommit)).toEqual([{ site: 'brighton-volkswagen', why: 'config' }]);
      await writeFile(logo, kept);

      await mkdir(path.join(scratch, 'public', 'generated'), { recursive: true });
      await writeFile(path.join(scratch, 'public', 'generated', 'new-car.svg'), '<svg/>');
      await mkdir(path.join(scratch, 'tests'), { recursive: true });
      await writeFile(path.join(scratch, 'tests', 'new.test.ts'), '');
      expect(matrix()).toEqual([]);
      expect(matrix('--since', firstCommit)).toEqual([]);
    } finally {
      git('stash', 'pop', '-q');
    }
  });
});
