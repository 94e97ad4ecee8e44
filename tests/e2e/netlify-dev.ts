/**
 * Netlify's own local emulator (@netlify/dev, the core of `netlify dev`) over one built dealer site
 * and this project's functions, offline: no login, no linked site, nothing asked of Netlify's API.
 *
 * The emulator reads its settings only from `<projectRoot>/netlify.toml` and keeps every path in it
 * inside that root, so it runs over a scratch project holding a verbatim copy of the repository's
 * netlify.toml (its `[[headers]]`, its `publish` and functions folders) with links to what those
 * name: `publish` links to `dist/<slug>` (whose `_headers` the emulator applies) and each entry of
 * src/functions is linked one by one (zip-it-and-ship-it copies a linked folder into every bundle,
 * where the copies clash). Its own build output and database stay in the scratch folder.
 *
 * How it runs the functions (all of it seen in @netlify/functions-dev and lambda-local):
 * - each one is bundled with esbuild on the first request, in the background from start;
 * - every call runs in a new worker thread of this process, which imports the bundle afresh and
 *   sees `process.env` as it is when the call starts: nothing a function keeps in memory outlives
 *   the call, and the working directory is this process's (the repository root, where functions
 *   find sites/, data/ and migrations/, as on Netlify);
 * - lambda-local sets AWS_LAMBDA_FUNCTION_NAME, so the functions run as on a deploy
 *   (src/server/wiring/api-environment.ts `serverless`): PGlite, the sandbox payment gateway and the
 *   sandbox valuation estimator are refused. The lead store is therefore PostgreSQL: the emulator's
 *   own database (PGlite behind a Postgres wire server, in the scratch folder), handed to the
 *   functions as DATABASE_URL.
 */
import { mkdir, mkdtemp, readdir, rm, symlink, copyFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { NetlifyDev, type ResponseType } from '@netlify/dev';

/** A running emulator. */
export interface NetlifyEmulator {
  /** Runs a request through Netlify's request chain: undefined when nothing there answers it. */
  handle(request: Request): Promise<{ readonly response: Response; readonly type: ResponseType } | undefined>;
  /** The emulator's database, as a PostgreSQL URL. */
  readonly databaseUrl: string;
  /** Stops it, puts back the environment it was given and removes the scratch project. */
  stop(): Promise<void>;
}

/** Builds the scratch project for dist/<slug> and the functions of the repository at `root`. */
async function scratchProject(root: string, slug: string): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), `netlify-dev-${slug}-`));
  await copyFile(path.join(root, 'netlify.toml'), path.join(dir, 'netlify.toml'));
  // The bundler reads the module type from package.json and the packages from node_modules.
  await copyFile(path.join(root, 'package.json'), path.join(dir, 'package.json'));
  await symlink(path.join(root, 'node_modules'), path.join(dir, 'node_modules'));
  await symlink(path.join(root, 'dist', slug), path.join(dir, 'publish'));
  const functions = path.join(dir, 'src', 'functions');
  await mkdir(functions, { recursive: true });
  for (const entry of await readdir(path.join(root, 'src', 'functions'))) {
    await symlink(path.join(root, 'src', 'functions', entry), path.join(functions, entry));
  }
  return dir;
}

/**
 * Starts the emulator over dist/<slug>. `env` is set in this process's environment (the functions'
 * environment, as a deploy's settings are) until stop(); DATABASE_URL is set to the emulator's own
 * database.
 */
export async function startNetlifyEmulator(root: string, slug: string, env: Readonly<Record<string, string>>): Promise<NetlifyEmulator> {
  if (path.resolve(process.cwd()) !== path.resolve(root)) {
    throw new Error(`the functions read sites/, data/ and migrations/ from the working directory: run the tests from ${root}, not ${process.cwd()}`);
  }
  const projectRoot = await scratchProject(root, slug);
  const saved = new Map<string, string | undefined>();
  const setEnv = (name: string, value: string) => {
    if (!saved.has(name)) saved.set(name, process.env[name]);
    process.env[name] = value;
  };
  const dev = new NetlifyDev({
    projectRoot,
    // An empty token: without it the emulator reads the Netlify CLI's stored login.
    apiToken: '',
    skipGitignore: true,
    // What needs Netlify's API or is not used here: the linked site's environment variables, the AI
    // gateway, geolocation (a fixed location instead), the image CDN, blobs and edge functions.
    aiGateway: { enabled: false },
    blobs: { enabled: false },
    edgeFunctions: { enabled: false },
    environmentVariables: { enabled: false },
    geolocation: { enabled: false },
    images: { enabled: false },
    server: { enabled: false },
    database: { enabled: true },
    functions: { enabled: true },
    headers: { enabled: true },
    redirects: { enabled: true },
    staticFiles: { enabled: true },
    // No HTTP server of its own: requests come through handle().
    serverAddress: null,
  });
  try {
    await dev.start();
  } catch (error) {
    await rm(projectRoot, { recursive: true, force: true });
    throw error;
  }
  const databaseUrl = process.env.NETLIFY_DB_URL;
  if (databaseUrl === undefined || dev.db === undefined) {
    await dev.stop();
    await rm(projectRoot, { recursive: true, force: true });
    throw new Error('the emulator started without its database (see its warning above)');
  }
  for (const [name, value] of Object.entries({ ...env, DATABASE_URL: databaseUrl })) setEnv(name, value);
  return {
    databaseUrl,
    handle: (request) => dev.handleAndIntrospect(request),
    async stop() {
      await dev.stop();
      for (const [name, value] of saved) {
        if (value === undefined) delete process.env[name];
        else process.env[name] = value;
      }
      await rm(projectRoot, { recursive: true, force: true });
    },
  };
}
