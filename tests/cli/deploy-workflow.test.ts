/**
 * The fleet-deploy workflow (.github/workflows/deploy.yml) as GitHub reads it: it parses, runs on
 * a push to main, stops after the plan without Netlify credentials, fans the plan out as a matrix
 * whose keys are the ones the plan writes, and calls only npm scripts that exist.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { planMatrix } from '../../scripts/lib/deploy-plan.ts';

const root = path.join(import.meta.dirname, '..', '..');

interface Step {
  name?: string;
  run?: string;
  uses?: string;
  if?: string;
  env?: Record<string, string>;
}
interface Job {
  needs?: string;
  if?: string;
  outputs?: Record<string, string>;
  strategy?: { 'fail-fast'?: boolean; 'max-parallel'?: number; matrix?: unknown };
  steps: Step[];
}
interface Workflow {
  on: { push?: { branches?: string[] }; workflow_dispatch?: unknown };
  jobs: Record<string, Job>;
}

const text = await readFile(path.join(root, '.github', 'workflows', 'deploy.yml'), 'utf8');
const workflow = parse(text) as Workflow;
const scripts = (JSON.parse(await readFile(path.join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts;
const plan = workflow.jobs.plan;
const deploy = workflow.jobs.deploy;

describe('.github/workflows/deploy.yml', () => {
  it('runs on every push to main and by hand', () => {
    expect(workflow.on.push?.branches).toEqual(['main']);
    expect(workflow.on).toHaveProperty('workflow_dispatch');
  });

  it('plans first, and deploys only with Netlify credentials and something to deploy', () => {
    expect(plan?.outputs?.matrix).toBe('${{ steps.plan.outputs.matrix }}');
    expect(deploy?.needs).toBe('plan');
    expect(deploy?.if).toBe("needs.plan.outputs.can-deploy == 'true' && needs.plan.outputs.count != '0'");
    const check = plan?.steps.find((step) => step.name === 'Check the Netlify credentials');
    expect(check?.env?.NETLIFY_AUTH_TOKEN).toBe('${{ secrets.NETLIFY_AUTH_TOKEN }}');
    expect(check?.run).toContain('NETLIFY_AUTH_TOKEN is not set');
    expect(check?.run).toContain('can-deploy=false');
  });

  it('fans out one job per planned site, none stopping the others', () => {
    expect(deploy?.strategy?.matrix).toBe('${{ fromJSON(needs.plan.outputs.matrix) }}');
    expect(deploy?.strategy?.['fail-fast']).toBe(false);
    expect(deploy?.strategy?.['max-parallel']).toBeGreaterThan(1);
    const expressions = [...text.matchAll(/\$\{\{([^}]*)\}\}/g)].map((match) => match[1] ?? '');
    const used = new Set(expressions.flatMap((expression) => [...expression.matchAll(/\bmatrix\.(\w+)/g)].map((match) => match[1])));
    const written = planMatrix({ basis: { kind: 'records', dir: '.deploys' }, sites: [{ site: 'a-dealer', reasons: ['config'] }], removed: [] });
    expect([...used].sort()).toEqual(Object.keys(written.include[0] ?? {}).sort());
  });

  it('calls only npm scripts that exist, the plan and the deploy among them', () => {
    const runs = Object.values(workflow.jobs).flatMap((job) => job.steps.map((step) => step.run ?? '')).join('\n');
    const called = [...runs.matchAll(/npm run (?:--silent )?([\w:-]+)/g)].map((match) => match[1] ?? '');
    expect(called).toEqual(expect.arrayContaining(['deploy:plan', 'build', 'deploy']));
    for (const name of called) expect(scripts, `npm run ${name}`).toHaveProperty([name]);
  });

  it('reports every site, deployed or not', () => {
    const report = deploy?.steps.at(-1);
    expect(report?.if).toBe('always()');
    expect(report?.run).toContain('GITHUB_STEP_SUMMARY');
  });
});
