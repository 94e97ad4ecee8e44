/**
 * One site's deploy to Netlify with netlify-cli: which Netlify site it goes to, what it uploads,
 * the command line, and the reading of the CLI's `--json` answer.
 *
 * netlify-cli is not a dependency of the project (it is large and only a deploy needs it): it is
 * fetched by `npx` at a pinned major version when a real deploy runs, or taken from NETLIFY_CLI.
 */
import { spawn } from 'node:child_process';
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';

/** The netlify-cli the deploy runs unless NETLIFY_CLI names another. */
export const NETLIFY_CLI_PACKAGE = 'netlify-cli@27';

/** Where the Netlify functions' entry points are (netlify.toml's `[functions] directory`). */
export const FUNCTIONS_DIR = 'src/functions';

/**
 * Where the Netlify Edge Functions are (netlify.toml's `[build] edge_functions`). netlify-cli bundles
 * them on a deploy without a build, from netlify.toml; they import modules of src/ as well.
 */
export const EDGE_FUNCTIONS_DIR = 'netlify/edge-functions';

/** The environment variable holding one site's Netlify site id: NETLIFY_SITE_ID_BRIGHTON_VOLKSWAGEN. */
export function siteIdVariable(slug: string): string {
  return `NETLIFY_SITE_ID_${slug.toUpperCase().replace(/[^A-Z0-9]/g, '_')}`;
}

/** The variable holding every site's id at once, as JSON: {"<slug>": "<site id>"}. */
export const SITE_IDS_VARIABLE = 'NETLIFY_SITE_IDS';

export class DeploySetupError extends Error {}

type Env = Readonly<Record<string, string | undefined>>;

function nonEmpty(text: string | undefined): string | undefined {
  return text === undefined || text.trim() === '' ? undefined : text.trim();
}

/**
 * The Netlify site id of `slug`: `--site-id`, else NETLIFY_SITE_ID_<SLUG>, else the slug's entry in
 * NETLIFY_SITE_IDS. Undefined when none has it. Throws when NETLIFY_SITE_IDS is not a JSON object.
 */
export function resolveSiteId(slug: string, env: Env, given?: string): string | undefined {
  const own = nonEmpty(given) ?? nonEmpty(env[siteIdVariable(slug)]);
  if (own !== undefined) return own;
  const map = nonEmpty(env[SITE_IDS_VARIABLE]);
  if (map === undefined) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(map);
  } catch {
    throw new DeploySetupError(`${SITE_IDS_VARIABLE} must be a JSON object of site slug to Netlify site id, e.g. {"brighton-volkswagen":"3f1c…"}; it is not JSON`);
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) {
    throw new DeploySetupError(`${SITE_IDS_VARIABLE} must be a JSON object of site slug to Netlify site id, e.g. {"brighton-volkswagen":"3f1c…"}`);
  }
  const id = (parsed as Record<string, unknown>)[slug];
  return typeof id === 'string' ? nonEmpty(id) : undefined;
}

/** What a real deploy lacks, in words naming the variables; empty when it has all it needs. */
export function missingCredentials(slug: string, env: Env, siteId: string | undefined): string[] {
  const missing: string[] = [];
  if (nonEmpty(env.NETLIFY_AUTH_TOKEN) === undefined) missing.push('NETLIFY_AUTH_TOKEN (a Netlify personal access token)');
  if (siteId === undefined) missing.push(`the site's Netlify site id: ${siteIdVariable(slug)}, or "${slug}" in ${SITE_IDS_VARIABLE}, or --site-id`);
  return missing;
}

export interface UploadFile {
  /** Path inside the publish folder, `/`-separated. */
  path: string;
  bytes: number;
}

/** Every file of the publish folder, sorted by path. */
export async function listUpload(dir: string): Promise<UploadFile[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  const files = await Promise.all(
    entries
      .filter((entry) => entry.isFile())
      .map(async (entry) => {
        const full = path.join(entry.parentPath, entry.name);
        return { path: path.relative(dir, full).split(path.sep).join('/'), bytes: (await stat(full)).size };
      }),
  );
  return files.sort((a, b) => a.path.localeCompare(b.path));
}

/** The functions' entry points: one per file of the functions folder (Netlify names each by its file). */
export async function listFunctionEntries(root: string, dir: string = FUNCTIONS_DIR): Promise<string[]> {
  const names = await readdir(path.join(root, dir));
  return names.filter((name) => /\.(?:ts|mts|js|mjs)$/.test(name)).sort();
}

/** The edge functions' entry points, named by their files as the functions' are; none without the folder. */
export async function listEdgeFunctionEntries(root: string): Promise<string[]> {
  try {
    return await listFunctionEntries(root, EDGE_FUNCTIONS_DIR);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

export interface NetlifyCommand {
  /** The program and its arguments, ready for spawn. */
  program: string;
  args: string[];
}

export interface DeployCommandOptions {
  /** The publish folder, relative to the root. */
  publishDir: string;
  siteId: string;
  production: boolean;
  message: string;
  /** NETLIFY_CLI: a program and its first arguments, separated by spaces, run instead of `npx netlify-cli`. */
  cliOverride?: string;
}

/**
 * The netlify-cli command line. The token is not on it (netlify-cli reads NETLIFY_AUTH_TOKEN from
 * the environment), so the line can be printed and a process list never shows the token.
 */
export function netlifyDeployCommand(options: DeployCommandOptions): NetlifyCommand {
  const override = nonEmpty(options.cliOverride)?.split(/\s+/);
  const [program, ...first] = override ?? ['npx', '--yes', NETLIFY_CLI_PACKAGE];
  const args = [
    ...first,
    'deploy',
    // The site is built already: netlify-cli must not run netlify.toml's build command again.
    '--no-build',
    '--dir',
    options.publishDir,
    '--functions',
    FUNCTIONS_DIR,
    '--site',
    options.siteId,
    '--message',
    options.message,
    '--json',
    ...(options.production ? ['--prod'] : []),
  ];
  return { program: program ?? 'npx', args };
}

/** The command as a shell line, for people; a `$VARIABLE` stands for a value not known yet. */
export function showCommand(command: NetlifyCommand): string {
  const quote = (arg: string) => (/^[\w@%+=:,./-]+$|^\$[A-Z0-9_]+$/.test(arg) ? arg : `'${arg.replace(/'/g, `'\\''`)}'`);
  return [command.program, ...command.args].map(quote).join(' ');
}

export interface NetlifyAnswer {
  deployId: string;
  /** The live URL for a production deploy, the deploy's own URL for a draft. */
  url: string;
}

/** Reads netlify-cli's `deploy --json` answer (the last JSON object it printed). */
export function readNetlifyAnswer(stdout: string, production: boolean): NetlifyAnswer {
  const start = stdout.indexOf('{');
  const end = stdout.lastIndexOf('}');
  if (start < 0 || end < start) throw new DeploySetupError(`netlify-cli printed no JSON answer: ${stdout.trim().slice(0, 300) || '(nothing)'}`);
  let json: Record<string, unknown>;
  try {
    json = JSON.parse(stdout.slice(start, end + 1)) as Record<string, unknown>;
  } catch (error) {
    throw new DeploySetupError(`netlify-cli's answer is not JSON (${(error as Error).message}): ${stdout.trim().slice(0, 300)}`);
  }
  const text = (key: string) => (typeof json[key] === 'string' ? (json[key] as string) : undefined);
  const deployId = text('deploy_id');
  const url = (production ? text('url') : undefined) ?? text('deploy_url') ?? text('url');
  if (deployId === undefined || url === undefined) throw new DeploySetupError(`netlify-cli's answer has no deploy_id or URL: ${JSON.stringify(json).slice(0, 300)}`);
  return { deployId, url };
}

/** Runs the command in `root`, its stderr shown as it comes; resolves with its exit code and stdout. */
export function runNetlify(command: NetlifyCommand, root: string, env: NodeJS.ProcessEnv): Promise<{ code: number; stdout: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(command.program, command.args, { cwd: root, env, stdio: ['ignore', 'pipe', 'inherit'] });
    let stdout = '';
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk: string) => {
      stdout += chunk;
    });
    child.on('error', (error) => reject(new DeploySetupError(`could not run ${command.program}: ${error.message}`)));
    child.on('close', (code) => resolve({ code: code ?? 1, stdout }));
  });
}
