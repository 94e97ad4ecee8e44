/**
 * The scheduled stock sync (.github/workflows/stock-sync.yml) as GitHub reads it, and the fleet
 * command it is planned with: it runs every 15 minutes (the schedule the fleet figures assume) and
 * never two rounds at once; its shards are the matrix `npm run stock:fleet -- --json` prints (run
 * for real on a scratch copy of the project); the imported stock is fetched before any build, here
 * and in the fleet deploy (deploy.yml); every deploy goes through the one queue; and it calls only
 * npm scripts that exist.
 */
import { spawnSync } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { SYNC_SCHEDULE_MINUTES } from '../../scripts/lib/deploy-queue.ts';
import { createScratchProject, removeScratchProject } from '../../scripts/lib/scratch-project.ts';
import { shardMatrix } from '../../scripts/lib/stock-fleet.ts';

const root = path.join(import.meta.dirname, '..', '..');

interface Step {
  name?: string;
  id?: string;
  run?: string;
  uses?: string;
  if?: string;
  with?: Record<string, string | number | boolean>;
  env?: Record<string, string>;
}
interface Job {
  needs?: string | string[];
  if?: string;
  outputs?: Record<string, string>;
  strategy?: { 'fail-fast'?: boolean; 'max-parallel'?: number; matrix?: unknown };
  steps: Step[];
}
interface Workflow {
  on: { schedule?: { cron: string }[]; workflow_dispatch?: unknown; push?: unknown };
  concurrency?: { group: string; 'cancel-in-progress': boolean };
  env?: Record<string, string>;
  jobs: Record<string, Job>;
}

const text = await readFile(path.join(root, '.github', 'workflows', 'stock-sync.yml'), 'utf8');
const workflow = parse(text) as Workflow;
const fleetDeploy = parse(await readFile(path.join(root, '.github', 'workflows', 'deploy.yml'), 'utf8')) as Workflow;
const scripts = (JSON.parse(await readFile(path.join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts;
const { plan, sync, deploy } = workflow.jobs;

/** The index of the first step whose run or uses matches, or -1. */
function stepIndex(job: Job | undefined, pattern: RegExp): number {
  return job?.steps.findIndex((step) => pattern.test(step.run ?? '') || pattern.test(step.uses ?? '')) ?? -1;
}

const FETCH_STOCK = /git fetch --depth=1 origin "\$STOCK_BRANCH"[\s\S]*stock:branch -- restore \.stock/;

describe('.github/workflows/stock-sync.yml', () => {
  it('runs every 15 minutes and by hand, one round at a time', () => {
    expect(workflow.on.schedule).toEqual([{ cron: '*/15 * * * *' }]);
    expect(workflow.on.schedule?.[0]?.cron).toBe(`*/${SYNC_SCHEDULE_MINUTES} * * * *`);
    expect(workflow.on).toHaveProperty('workflow_dispatch');
    expect(workflow.concurrency).toEqual({ group: 'stock-sync', 'cancel-in-progress': false });
    expect(workflow.env?.STOCK_BRANCH).toBe('stock');
  });

  it('plans the shards with stock:fleet and fans them out, one shard never stopping the others', () => {
    expect(stepIndex(plan, /npm run --silent stock:fleet -- --json --shards "\$SYNC_SHARDS"/)).toBeGreaterThanOrEqual(0);
    expect(plan?.outputs?.matrix).toBe('${{ steps.fleet.outputs.matrix }}');
    expect(sync?.needs).toBe('plan');
    expect(sync?.strategy?.matrix).toBe('${{ fromJSON(needs.plan.outputs.matrix) }}');
    expect(sync?.strategy?.['fail-fast']).toBe(false);
    expect(sync?.strategy?.['max-parallel']).toBeGreaterThan(1);
    const expressions = [...text.matchAll(/\$\{\{([^}]*)\}\}/g)].map((match) => match[1] ?? '');
    const used = new Set(expressions.flatMap((expression) => [...expression.matchAll(/\bmatrix\.(\w+)/g)].map((match) => match[1])));
    expect([...used].sort()).toEqual(Object.keys(shardMatrix(['a-dealer'], 1).include[0] ?? {}).sort());
  });

  it('restores each shard\'s build caches (render kits and last-sync manifests too), saving them after every round', () => {
    const cache = sync?.steps.find((step) => step.uses?.startsWith('actions/cache@'));
    expect(String(cache?.with?.path).trim().split('\n')).toEqual(['node_modules/.astro', '.cache/builds', '.cache/render-kit', '.cache/sync', 'dist']);
    expect(cache?.with?.key).toBe('stock-sync-shard-${{ matrix.shard }}-${{ github.run_id }}-${{ github.run_attempt }}');
    expect(String(cache?.with?.['restore-keys']).trim()).toBe('stock-sync-shard-${{ matrix.shard }}-');
    expect(stepIndex(sync, /^actions\/cache@/)).toBeLessThan(stepIndex(sync, /npm run stock:sync/));
  });

  it('fetches the stock branch before any sync, then syncs every site of the shard with its result file', () => {
    const fetch = stepIndex(sync, FETCH_STOCK);
    const syncStep = stepIndex(sync, /npm run stock:sync/);
    expect(fetch).toBeGreaterThanOrEqual(0);
    expect(fetch).toBeLessThan(syncStep);
    const run = sync?.steps[syncStep]?.run ?? '';
    expect(run).toContain('for site in $SITES; do');
    expect(run).toContain('npm run stock:sync -- --site "$site" --result "results/$site.json"');
    // A failing site must not end the loop: the step's shell stops at the first failing command.
    expect(run).toMatch(/if ! timeout \S+ npm run stock:sync/);
    expect(sync?.steps[syncStep]?.env).toMatchObject({ TYPESENSE_ADMIN_KEY: '${{ secrets.TYPESENSE_ADMIN_KEY }}' });
  });

  it('pushes changed stock to the stock branch, retrying a refused push, and uploads what the deploy needs', () => {
    const push = sync?.steps.find((step) => step.name === 'Keep the stock on the stock branch')?.run ?? '';
    expect(push).toContain('stock:branch -- collect stock-push --sites-file changed.txt');
    expect(push).toMatch(/for attempt in [\d ]+; do[\s\S]*git -C stock-push push origin "HEAD:refs\/heads\/\$STOCK_BRANCH"[\s\S]*done/);
    const upload = sync?.steps.find((step) => step.uses?.startsWith('actions/upload-artifact@'));
    expect(upload?.if).toBe('always()');
    expect(String(upload?.with?.path).trim().split('\n')).toEqual(['results/', 'bundle/']);
  });

  it('deploys every changed site through the one deploy queue, only with Netlify credentials', () => {
    expect(deploy?.needs).toEqual(['plan', 'sync']);
    expect(deploy?.strategy).toBeUndefined();
    const runs = Object.values(workflow.jobs).flatMap((job) => job.steps.map((step) => step.run ?? ''));
    const deploys = runs.flatMap((run) => [...run.matchAll(/npm run deploy(?::\w+)?\b/g)].map((match) => match[0]));
    expect(deploys).toEqual(['npm run deploy:queue', 'npm run deploy']);
    const queue = deploy?.steps.find((step) => step.id === 'queue');
    expect(queue?.run).toContain('npm run deploy:queue -- --sites-file changed.txt');
    expect(queue?.run).toContain('--command "npm run deploy -- --site {site} --prod --no-build --records .deploys"');
    expect(queue?.if).toContain("steps.credentials.outputs.can-deploy == 'true'");
    const check = deploy?.steps.find((step) => step.id === 'credentials');
    expect(check?.env?.NETLIFY_AUTH_TOKEN).toBe('${{ secrets.NETLIFY_AUTH_TOKEN }}');
    expect(check?.run).toContain('::notice title=Deploy skipped::');
    const record = deploy?.steps.find((step) => step.name === 'Record the deploys');
    expect(record?.run).toContain('git -C records push origin "HEAD:refs/heads/$RECORDS_BRANCH"');
  });

  it('writes a job summary in every job', () => {
    for (const [name, job] of Object.entries(workflow.jobs)) {
      expect(job.steps.some((step) => (step.run ?? '').includes('$GITHUB_STEP_SUMMARY')), name).toBe(true);
    }
  });

  it('calls only npm scripts that exist', () => {
    const runs = Object.values(workflow.jobs).flatMap((job) => job.steps.map((step) => step.run ?? '')).join('\n');
    const called = [...runs.matchAll(/npm run (?:--silent )?([\w:-]+)/g)].map((match) => match[1] ?? '');
    expect(called).toEqual(expect.arrayContaining(['stock:fleet', 'stock:branch', 'stock:sync', 'deploy:queue', 'deploy']));
    for (const name of called) expect(scripts, `npm run ${name}`).toHaveProperty([name]);
  });
});

describe('.github/workflows/deploy.yml and the stock branch', () => {
  it('restores the imported stock before the plan and before each build', () => {
    const planJob = fleetDeploy.jobs.plan;
    const deployJob = fleetDeploy.jobs.deploy;
    expect(fleetDeploy.env?.STOCK_BRANCH).toBe('stock');
    expect(stepIndex(planJob, FETCH_STOCK)).toBeGreaterThanOrEqual(0);
    expect(stepIndex(planJob, FETCH_STOCK)).toBeLessThan(stepIndex(planJob, /npm run --silent deploy:plan/));
    expect(stepIndex(deployJob, FETCH_STOCK)).toBeGreaterThanOrEqual(0);
    expect(stepIndex(deployJob, FETCH_STOCK)).toBeLessThan(stepIndex(deployJob, /npm run build/));
    expect(deployJob?.steps[stepIndex(deployJob, FETCH_STOCK)]?.run).toContain('--sites "$SITE"');
  });
});

describe('npm run stock:fleet', () => {
  let scratch: string;

  beforeAll(async () => {
    scratch = await createScratchProject({ root, sites: ['brighton-volkswagen', 'lakeside-mazda', 'northern-isuzu-ute'], prefix: 'dealer-stock-fleet-' });
    for (const slug of ['brighton-volkswagen', 'northern-isuzu-ute']) {
      const file = path.join(scratch, 'sites', `${slug}.json`);
      const config = JSON.parse(await readFile(file, 'utf8')) as Record<string, unknown>;
      await writeFile(file, JSON.stringify({ ...config, stock: { feed: { url: `https://dms.example/${slug}.csv` } } }));
    }
    await writeFile(path.join(scratch, 'sites', 'zz-broken.json'), '{"slug": "zz-broken"}');
  });

  afterAll(async () => {
    await removeScratchProject(scratch);
  });

  function fleet(...args: string[]) {
    const result = spawnSync(process.execPath, ['scripts/stock-fleet.ts', ...args], { cwd: scratch, encoding: 'utf8', timeout: 30_000 });
    return { code: result.status, out: result.stdout, err: result.stderr };
  }

  it('prints the sites with a feed, one a line, and names an invalid config on stderr', () => {
    const { code, out, err } = fleet();
    expect(code).toBe(0);
    expect(out).toBe('brighton-volkswagen\nnorthern-isuzu-ute\n');
    expect(err).toContain('sites/zz-broken.json: left out, the config is not valid:');
    expect(err).toContain('2 sites with a stock feed; 1 left out.');
  });

  it('prints the matrix of shards the workflow runs', () => {
    const { code, out } = fleet('--json', '--shards', '8');
    expect(code).toBe(0);
    expect(JSON.parse(out)).toEqual(shardMatrix(['brighton-volkswagen', 'northern-isuzu-ute'], 8));
    expect(JSON.parse(out)).toEqual({
      include: [
        { shard: 1, sites: 'brighton-volkswagen', count: 1 },
        { shard: 2, sites: 'northern-isuzu-ute', count: 1 },
      ],
    });
    expect(JSON.parse(fleet('--json').out)).toEqual({ include: [{ shard: 1, sites: 'brighton-volkswagen northern-isuzu-ute', count: 2 }] });
  });

  it('refuses --shards without --json or out of range, with exit code 2, and explains itself with --help', () => {
    expect(fleet('--shards', '2').code).toBe(2);
    expect(fleet('--json', '--shards', '0').err).toContain('--shards expects a whole number from 1 to 256, got "0"');
    const help = fleet('--help');
    expect(help.code).toBe(0);
    expect(help.out).toContain('Usage: npm run stock:fleet [-- options]');
  });
});
