/**
 * The proof that an incremental build writes what a full build writes: in a scratch copy of the
 * project, after each set of changes, the site is built incrementally (Astro keeps what its page
 * keys say is unchanged), then fully (`--force`) for the same build moment, and every file of the
 * two dist/<slug>/ folders must be byte for byte the same. Used by the property test
 * (tests/build/incremental-build.test.ts, fast-check choosing the changes) and by
 * `npm run check:incremental`.
 */
import { spawn } from 'node:child_process';
import { readFile, readdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { BUILD_MOMENT_ENV } from '../../src/integration/build-moment.ts';
import { createScratchProject, removeScratchProject } from './scratch-project.ts';
import { applySiteChange, type SiteChange } from './site-changes.ts';

export interface BuildRun {
  code: number | null;
  output: string;
  seconds: number;
  /** From the build's lines: pages rendered and kept, seconds before the first page (Astro's fixed cost), peak memory of the build. */
  rendered: number;
  kept: number;
  beforePagesSeconds: number;
  peakBytes: number;
  /** Built from the site's render kit (scripts/lib/render-kit.ts), not by Astro. */
  fromKit: boolean;
}

/** The units the build CLI prints sizes in (format-table.ts formatBytes). */
const BYTE_UNITS: Readonly<Record<string, number>> = { B: 1, KB: 1024, MB: 1024 ** 2, GB: 1024 ** 3 };

function runNode(cwd: string, args: readonly string[], env: NodeJS.ProcessEnv): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, output }));
  });
}

/** Builds one site of a project with the build CLI, incrementally unless `force`. */
export async function buildSite(root: string, slug: string, moment: number, force: boolean): Promise<BuildRun> {
  const started = performance.now();
  const args = ['scripts/build.ts', '--site', slug, '--no-generate', ...(force ? ['--force'] : [])];
  const { code, output } = await runNode(root, args, { ...process.env, [BUILD_MOMENT_ENV]: String(moment) });
  const counts = new RegExp(`✓ ${slug}: \\d+ pages in [\\d.]+ s( from the render kit)? \\((\\d+) rendered, (\\d+) kept; first page after ([\\d.]+) s\\)`).exec(output);
  const peak = /peak memory of the whole run ([\d.]+) ([KMG]?B)/.exec(output);
  return {
    code,
    output,
    seconds: (performance.now() - started) / 1000,
    rendered: Number(counts?.[2] ?? NaN),
    kept: Number(counts?.[3] ?? NaN),
    beforePagesSeconds: Number(counts?.[4] ?? NaN),
    peakBytes: peak === null ? NaN : Number(peak[1]) * (BYTE_UNITS[peak[2] ?? ''] ?? NaN),
    fromKit: counts?.[1] !== undefined,
  };
}

async function filesOf(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .sort();
}

/** How two built sites differ: files only one has, and files whose bytes differ (with where). Empty when identical. */
export async function compareBuilds(incremental: string, full: string): Promise<string[]> {
  const [left, right] = await Promise.all([filesOf(incremental), filesOf(full)]);
  const differences: string[] = [];
  const rightSet = new Set(right);
  const leftSet = new Set(left);
  for (const file of left) if (!rightSet.has(file)) differences.push(`${file}: only in the incremental build`);
  for (const file of right) if (!leftSet.has(file)) differences.push(`${file}: missing from the incremental build`);
  for (const file of left) {
    if (!rightSet.has(file)) continue;
    const [a, b] = await Promise.all([readFile(path.join(incremental, file)), readFile(path.join(full, file))]);
    if (a.equals(b)) continue;
    let at = 0;
    while (at < a.length && a[at] === b[at]) at += 1;
    const around = (bytes: Buffer) => JSON.stringify(bytes.subarray(Math.max(0, at - 60), at + 60).toString('utf8'));
    differences.push(`${file}: differs at byte ${at}: incremental ${around(a)} vs full ${around(b)}`);
  }
  return differences;
}

/** A scratch copy of a project holding one site with its demo cars, built fully once. */
export interface ScratchSite {
  readonly slug: string;
  readonly root: string;
  /** The first, full build. */
  readonly firstBuild: BuildRun;
  moment: number;
  remove(): Promise<void>;
}

export async function createScratchSite(root: string, slug: string, cars: number, moment: number): Promise<ScratchSite> {
  const scratch = await createScratchProject({ root, sites: [slug], prefix: 'dealer-incremental-' });
  const remove = () => removeScratchProject(scratch);
  try {
    const env = { ...process.env, [BUILD_MOMENT_ENV]: String(moment) };
    const generated = await runNode(scratch, ['scripts/generate-demo-data.ts', '--site', slug, '--cars', String(cars)], env);
    if (generated.code !== 0) throw new Error(`demo data generation failed:\n${generated.output}`);
    const firstBuild = await buildSite(scratch, slug, moment, true);
    if (firstBuild.code !== 0) throw new Error(`the first build failed:\n${firstBuild.output}`);
    return { slug, root: scratch, firstBuild, moment, remove };
  } catch (error) {
    await remove();
    throw error;
  }
}

export interface StepResult {
  readonly incremental: BuildRun;
  readonly full: BuildRun;
  readonly differences: string[];
}

/**
 * Applies `changes`, builds incrementally, sets that output aside, builds everything again
 * (`--force`) and compares the two. In one project, one after the other: the build's code holds the
 * project's own folder (the data folder's path), so two copies could never build the same bytes.
 */
export async function changeAndCompare(site: ScratchSite, changes: readonly SiteChange[]): Promise<StepResult> {
  for (const change of changes) site.moment = await applySiteChange(site.root, site.slug, change, site.moment);
  const incremental = await buildSite(site.root, site.slug, site.moment, false);
  if (incremental.code !== 0) throw new Error(`the incremental build failed:\n${incremental.output}`);
  const built = path.join(site.root, 'dist', site.slug);
  const aside = path.join(site.root, '.cache', 'incremental-output');
  await rm(aside, { recursive: true, force: true });
  await rename(built, aside);
  try {
    const full = await buildSite(site.root, site.slug, site.moment, true);
    if (full.code !== 0) throw new Error(`the full build failed:\n${full.output}`);
    return { incremental, full, differences: await compareBuilds(aside, built) };
  } finally {
    await rm(aside, { recursive: true, force: true });
  }
}
