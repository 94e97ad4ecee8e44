/**
 * The check that no secret ships (dist/, source maps and function bundles scanned for the
 * Typesense admin or parent keys, payment secrets, SMTP passwords and webhook secrets: 0 may be
 * found), run for real in a scratch copy of the project:
 *
 * 1. one dealer's config, switched to every feature that reads a secret or hands out a key: the
 *    Typesense search backend (its scoped key reaches the browser), Stripe payments and the
 *    Turnstile bot check; with the fewest demo cars the generator allows, so the build is quick;
 * 2. the site is built with a canary value in the environment for every secret the code reads
 *    (secret-env.ts) and a real scoped key signed with the canary parent key;
 * 3. every Netlify function (src/functions/*.ts) is bundled with esbuild, Netlify's node_bundler,
 *    with external source maps, whose sourcesContent holds every bundled source file. The bundles
 *    share chunks (`splitting`), which holds the same code as Netlify's one file per function in a
 *    tenth of the bytes and time;
 * 4. dist/<slug>/ (HTML, Vite's client chunks in _astro/, data, images, and any .map the build
 *    emits: Astro emits none unless configured, so the client chunks are scanned as they ship),
 *    the bundles with their maps, and the files netlify.toml ships with the functions
 *    (included_files, from the project itself) are searched for each canary value and for the shapes of real secrets.
 *
 * The scoped search key is public by design (it can only search the site's own cars and expires),
 * so it is allowed, and the report says whether it shipped: it must, or the scan did not reach the
 * pages that carry it.
 */
import { spawnSync } from 'node:child_process';
import { glob, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { build } from 'esbuild';
import { parseSiteConfigText } from '../../src/config/load-site-config.ts';
import { minimumCarCount } from '../../src/demo-data/cars.ts';
import { siteScopedKey } from '../../src/search/typesense/scoped-key.ts';
import { searchKeyEnvName } from '../../src/search/typesense/search-key-env.ts';
import { createScratchProject, removeScratchProject } from './scratch-project.ts';
import { canaryEnvironment } from './secret-env.ts';
import { anyFileHolds, filesUnder, scanFiles, type SecretFinding } from './secret-scan.ts';

export interface SecretCheckOptions {
  /** The project to copy. */
  readonly root: string;
  /** The dealer whose config is built. */
  readonly slug: string;
  readonly log: (line: string) => void;
}

/** One group of files scanned. */
export interface ScannedGroup {
  readonly name: string;
  readonly files: number;
  readonly bytes: number;
  readonly sourceMaps: number;
}

export interface SecretCheckReport {
  readonly groups: readonly ScannedGroup[];
  readonly findings: readonly SecretFinding[];
  /** The secret names that had canary values. */
  readonly secrets: readonly string[];
  /** Whether the public scoped key is in dist/ (it must be: the search pages carry it). */
  readonly scopedKeyShipped: boolean;
  /** The secret names the function bundles read at runtime (their names are in the code, not the values). */
  readonly namesReadByFunctions: readonly string[];
}

/** The config switched to the Typesense backend, Stripe payments and the Turnstile bot check. */
function withEverySecretFeature(config: Record<string, unknown>): Record<string, unknown> {
  const search = (config.search ?? {}) as Record<string, unknown>;
  const payments = (config.payments ?? {}) as Record<string, unknown>;
  return {
    ...config,
    search: { ...search, backend: 'typesense', typesense: { nodes: [{ host: 'search.invalid', port: 443, protocol: 'https' }] } },
    payments: { ...payments, gateway: 'stripe' },
    bot_check: { turnstile_site_key: '0x4AAAAAAAPublicSiteKey' },
  };
}

/** Runs a project script in `cwd`; throws with its output when it fails. */
function runScript(cwd: string, script: string, args: readonly string[], env: NodeJS.ProcessEnv): void {
  const result = spawnSync(process.execPath, [script, ...args], { cwd, env, encoding: 'utf8', timeout: 300_000 });
  if (result.status !== 0) throw new Error(`${script} ${args.join(' ')} failed (exit ${result.status}):\n${result.stdout}${result.stderr}`);
}

/**
 * The files netlify.toml's `included_files` ships with the functions, in the project itself (every
 * dealer's config, the migrations and any stock in data/), not the scratch copy, which holds one
 * dealer.
 */
async function includedFiles(project: string): Promise<string[]> {
  const toml = await readFile(path.join(project, 'netlify.toml'), 'utf8').catch(() => '');
  const line = /^\s*included_files\s*=\s*(\[.*\])\s*$/m.exec(toml);
  const patterns = line ? (JSON.parse(line[1] ?? '[]') as string[]) : [];
  const files: string[] = [];
  for (const pattern of patterns) for await (const file of glob(pattern, { cwd: project })) files.push(path.join(project, file));
  return files.sort();
}

/** Bundles every function into `outDir` as Netlify's esbuild bundler would; returns the files written. */
async function bundleFunctions(project: string, outDir: string): Promise<string[]> {
  const entryPoints = (await filesUnder(path.join(project, 'src', 'functions'))).filter((file) => file.endsWith('.ts'));
  await build({
    entryPoints,
    absWorkingDir: project,
    bundle: true,
    splitting: true,
    platform: 'node',
    format: 'esm',
    target: 'node24',
    outdir: outDir,
    sourcemap: 'external',
    logLevel: 'error',
    // CommonJS packages bundled into ESM still call require().
    banner: { js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);" },
  });
  return filesUnder(outDir);
}

const mapCount = (files: readonly string[]) => files.filter((file) => file.endsWith('.map')).length;

/** Builds, bundles and scans (see the module comment). */
export async function runSecretCheck({ root, slug, log }: SecretCheckOptions): Promise<SecretCheckReport> {
  const scratch = await createScratchProject({ root, sites: [slug], prefix: 'dealer-secrets-' });
  try {
    const configFile = path.join(scratch, 'sites', `${slug}.json`);
    const configText = JSON.stringify(withEverySecretFeature(JSON.parse(await readFile(configFile, 'utf8')) as Record<string, unknown>), null, 2);
    await writeFile(configFile, configText);
    const parsed = parseSiteConfigText(`sites/${slug}.json`, configText);
    if (!parsed.ok) throw new Error(`the switched config of ${slug} is invalid:\n${parsed.errors.join('\n')}`);
    const config = parsed.config;

    const canaries = canaryEnvironment();
    const parentKey = canaries.TYPESENSE_SEARCH_PARENT_KEY ?? '';
    const dealershipIds = config.dealerships.map((dealership) => dealership.id);
    const scopedKey = siteScopedKey(parentKey, dealershipIds, Math.floor(Date.now() / 1000) + 86_400).key;
    const env = { ...process.env, ...canaries, [searchKeyEnvName(slug)]: scopedKey };

    const cars = minimumCarCount(config);
    log(`Generating ${cars} demo cars for ${slug} in ${scratch} ...`);
    runScript(scratch, 'scripts/generate-demo-data.ts', ['--site', slug, '--cars', String(cars)], env);
    log(`Building ${slug} with canary values for ${Object.keys(canaries).join(', ')} ...`);
    runScript(scratch, 'scripts/build.ts', ['--site', slug, '--no-generate', '--force'], env);
    log('Bundling the functions with esbuild ...');
    const bundles = await bundleFunctions(scratch, path.join(scratch, '.netlify', 'functions'));

    const dist = await filesUnder(path.join(scratch, 'dist', slug));
    const shipped = await includedFiles(root);
    const targets = { canaries, allowed: [scopedKey] };
    const groups: ScannedGroup[] = [];
    const findings: SecretFinding[] = [];
    const scanned: readonly (readonly [string, readonly string[], string])[] = [
      [`dist/${slug}/`, dist, scratch],
      ['function bundles and their source maps', bundles, scratch],
      ['files shipped with the functions (included_files)', shipped, root],
    ];
    for (const [name, files, base] of scanned) {
      const result = await scanFiles(files, targets, base);
      groups.push({ name, files: result.files, bytes: result.bytes, sourceMaps: mapCount(files) });
      findings.push(...result.findings);
    }
    const bundleText = (await Promise.all(bundles.filter((file) => file.endsWith('.js')).map((file) => readFile(file, 'utf8')))).join('\n');
    return {
      groups,
      findings,
      secrets: Object.keys(canaries),
      scopedKeyShipped: await anyFileHolds(dist, scopedKey),
      namesReadByFunctions: Object.keys(canaries).filter((name) => bundleText.includes(name)),
    };
  } finally {
    await removeScratchProject(scratch);
  }
}

/** The report as lines: the figures, then each finding with file and secret. */
export function formatSecretReport(report: SecretCheckReport): string[] {
  const files = report.groups.reduce((sum, group) => sum + group.files, 0);
  const bytes = report.groups.reduce((sum, group) => sum + group.bytes, 0);
  return [
    ...report.groups.map((group) => `  ${group.name}: ${group.files} files, ${(group.bytes / 1_048_576).toFixed(1)} MB, ${group.sourceMaps} source maps`),
    `files scanned: ${files} (${(bytes / 1_048_576).toFixed(1)} MB) for ${report.secrets.length} canary secrets (${report.secrets.join(', ')}) and the shapes of real ones`,
    `secret names read at runtime by the functions: ${report.namesReadByFunctions.join(', ') || 'none'}`,
    `public scoped search key shipped (allowed): ${report.scopedKeyShipped ? 'yes' : 'no'}`,
    `secrets found (${report.findings.length})`,
    ...report.findings.map((finding) => `  ${finding.file}: ${finding.secret} … ${finding.excerpt}`),
  ];
}
