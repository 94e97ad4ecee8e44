/**
 * The deploy plan: which dealer sites to deploy and why. Two ways to tell:
 *
 * - against the deploy records (scripts/lib/deploy-record.ts): a site is planned when it was never
 *   deployed or when its config, data or shared-code hash differs from the one it was last
 *   deployed with. A deploy that failed left its record alone, so the site stays planned until
 *   one succeeds;
 * - against a git revision (`--since`): the files changed between it and the working tree, mapped
 *   to sites (sites/<slug>.json and public/brands/<slug>/ are its config, <data dir>/<slug>/ its data, a shared input every
 *   site's code). Cheap, but it knows nothing of deploys that failed or never happened.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { formatTable } from './format-table.ts';
import { isCodePath, type PartName, type SiteParts } from './deploy-parts.ts';
import { siteIdVariable } from './deploy-netlify.ts';
import type { DeployRecord } from './deploy-record.ts';

export type Reason = PartName | 'never deployed';

export interface PlannedSite {
  site: string;
  /** Why the site is deployed; empty when it is unchanged. */
  reasons: Reason[];
  /** Its last deploy, when the plan was made against the records and there was one. */
  last?: Pick<DeployRecord, 'deployedAt' | 'commit'>;
}

export interface DeployPlan {
  /** How the plan was made: `records` (with the folder) or `since` (with the revision). */
  basis: { kind: 'records'; dir: string } | { kind: 'since'; rev: string };
  sites: PlannedSite[];
  /** Sites with a deploy record but no config any more: their Netlify sites are left as they are. */
  removed: string[];
}

const PART_ORDER: readonly PartName[] = ['config', 'stock', 'code'];

/** Compares each site's parts with its last deploy. */
export function planFromRecords(parts: readonly SiteParts[], records: ReadonlyMap<string, DeployRecord>, dir: string): DeployPlan {
  const sites = parts.map((current): PlannedSite => {
    const record = records.get(current.site);
    if (record === undefined) return { site: current.site, reasons: ['never deployed'] };
    return {
      site: current.site,
      reasons: PART_ORDER.filter((part) => record.parts[part] !== current[part]),
      last: { deployedAt: record.deployedAt, commit: record.commit },
    };
  });
  const known = new Set(parts.map((p) => p.site));
  return { basis: { kind: 'records', dir }, sites, removed: [...records.keys()].filter((site) => !known.has(site)).sort() };
}

/**
 * Maps changed files (relative to the root, `/`-separated) to the reasons of each site.
 * `dataDir` is relative to the root.
 */
export function planFromChangedFiles(slugs: readonly string[], changed: readonly string[], dataDir: string, rev: string): DeployPlan {
  const data = `${dataDir.split(path.sep).join('/').replace(/\/+$/, '')}/`;
  const reasons = new Map<string, Set<PartName>>(slugs.map((slug) => [slug, new Set()]));
  const codeChanged = changed.some((file) => isCodePath(file, slugs));
  for (const file of changed) {
    const config = /^sites\/([^/]+)\.json$/.exec(file)?.[1];
    if (config !== undefined) reasons.get(config)?.add('config');
    const assets = /^public\/brands\/([^/]+)\//.exec(file)?.[1];
    if (assets !== undefined) reasons.get(assets)?.add('config');
    if (file.startsWith(data)) reasons.get(file.slice(data.length).split('/')[0] ?? '')?.add('stock');
  }
  const sites = slugs.map((site) => {
    const found = reasons.get(site) ?? new Set<PartName>();
    if (codeChanged) found.add('code');
    return { site, reasons: PART_ORDER.filter((part) => found.has(part)) };
  });
  return { basis: { kind: 'since', rev }, sites, removed: [] };
}

/** git could not answer (not a repository, an unknown revision). */
export class GitError extends Error {}

/** Files changed between `rev` and the working tree, untracked ones included (paths from the root). */
export function changedFilesSince(root: string, rev: string): string[] {
  const git = (...args: string[]) => {
    try {
      return execFileSync('git', args, { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
    } catch (error) {
      const stderr = String((error as { stderr?: unknown }).stderr ?? '').trim();
      throw new GitError(`git ${args.join(' ')} failed in ${root}: ${stderr || (error as Error).message}`);
    }
  };
  // Paths relative to the root even when the root is a folder inside the repository.
  const tracked = git('diff', '--name-only', '--relative', rev, '--');
  const untracked = git('ls-files', '--others', '--exclude-standard');
  return [...new Set([...tracked.split('\n'), ...untracked.split('\n')].filter((line) => line !== ''))].sort();
}

export function plannedSites(plan: DeployPlan): PlannedSite[] {
  return plan.sites.filter((site) => site.reasons.length > 0);
}

const REASON_TEXT: Record<Reason, string> = {
  config: 'config or brand assets changed',
  stock: 'stock or data changed',
  code: 'shared code changed',
  'never deployed': 'never deployed',
};

/**
 * The plan for people: a line per site, then the count. `stockAges` (site → words such as
 * '3 hours ago', or '2 days ago (stale)') adds each site's stock age.
 */
export function formatPlan(plan: DeployPlan, stockAges?: ReadonlyMap<string, string>): string {
  const basis = plan.basis.kind === 'records' ? `the deploy records in ${plan.basis.dir}/` : `the files changed since ${plan.basis.rev}`;
  const rows = plan.sites.map((entry) => {
    const last = entry.last === undefined ? '-' : `${entry.last.deployedAt.slice(0, 16).replace('T', ' ')} UTC${entry.last.commit === null ? '' : ` (${entry.last.commit.slice(0, 7)})`}`;
    const why = entry.reasons.length === 0 ? 'unchanged' : entry.reasons.map((reason) => REASON_TEXT[reason]).join(', ');
    return [entry.site, entry.reasons.length > 0 ? 'yes' : 'no', why, ...(plan.basis.kind === 'records' ? [last] : []), ...(stockAges ? [stockAges.get(entry.site) ?? '-'] : [])];
  });
  const header = ['site', 'deploy', 'why', ...(plan.basis.kind === 'records' ? ['last deploy'] : []), ...(stockAges ? ['stock checked'] : [])];
  const count = plannedSites(plan).length;
  const lines = [`Deploy plan from ${basis}:`, '', formatTable(header, rows), ''];
  lines.push(`${count} of ${plan.sites.length} site${plan.sites.length === 1 ? '' : 's'} to deploy.`);
  for (const site of plan.removed) lines.push(`${site}: deployed before but has no config in sites/ now; its Netlify site is left as it is.`);
  return lines.join('\n');
}

export interface MatrixEntry {
  site: string;
  why: string;
  /** The secret holding the site's Netlify site id: a workflow cannot make it from the slug itself. */
  site_id_secret: string;
}

/** GitHub Actions runs at most this many jobs from one matrix. */
export const MAX_MATRIX_JOBS = 256;

/**
 * The plan as a GitHub Actions matrix: `{"include":[{"site","why","site_id_secret"}]}`, the first
 * `maxJobs` planned sites (the others keep their old records, so the next run plans them again).
 * Only `include` is at the top, since every other key there would become a matrix dimension.
 */
export function planMatrix(plan: DeployPlan, maxJobs = MAX_MATRIX_JOBS): { include: MatrixEntry[] } {
  return { include: plannedSites(plan).slice(0, maxJobs).map((entry) => ({ site: entry.site, why: entry.reasons.join(', '), site_id_secret: siteIdVariable(entry.site) })) };
}
