/**
 * Two local servers from one checkout, run for real in a scratch copy of the project (its own
 * .data/, so the project's own servers are never in the way): `npm start` serves two dealers from
 * one process and one PGlite store; a second `npm run serve` on that store is refused at start,
 * naming the first and what to do; with a store of its own it serves beside it, and `npm run leads`
 * finds its data there; and a server killed without cleaning up does not block the next one.
 *
 * Each server is awaited by the lines it prints, each answer by its request: no fixed sleeps.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { access, cp, mkdir, readFile, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createScratchProject, removeScratchProject } from '../../scripts/lib/scratch-project.ts';

const projectRoot = path.join(import.meta.dirname, '..', '..');
/** Alphabetical, as `npm start` serves them: bayside on the first port, brighton on the next. */
const SITES = ['bayside-motor-group', 'brighton-volkswagen'] as const;
/**
 * Each server opens PGlite on its first API call: some 5 s on an idle machine, three to four times
 * that while other work holds both cores. Three servers open a store here.
 */
const TEST_TIMEOUT_MS = 180_000;

let scratch: string;
const running: ChildProcess[] = [];

interface Server {
  readonly child: ChildProcess;
  /** stdout and stderr so far. */
  output(): string;
  /** Resolves once the output matches; rejects if the process exits first. */
  printed(pattern: RegExp): Promise<void>;
  /** The exit code, once it has exited. */
  readonly exit: Promise<number | null>;
}

/** Runs a script of the scratch project, with DATABASE_URL and LEADS_DATA_DIR only as given. */
function run(script: string, args: readonly string[], env: Record<string, string> = {}): Server {
  const inherited = { ...process.env };
  delete inherited.DATABASE_URL;
  delete inherited.LEADS_DATA_DIR;
  const child = spawn(process.execPath, [path.join('scripts', script), ...args], { cwd: scratch, env: { ...inherited, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  running.push(child);
  let text = '';
  const waiting: { pattern: RegExp; resolve: () => void }[] = [];
  const onData = (chunk: Buffer) => {
    text += chunk.toString('utf8');
    for (const wait of waiting.filter((item) => item.pattern.test(text))) {
      waiting.splice(waiting.indexOf(wait), 1);
      wait.resolve();
    }
  };
  child.stdout?.on('data', onData);
  child.stderr?.on('data', onData);
  const exit = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return {
    child,
    output: () => text,
    exit,
    printed: (pattern) =>
      pattern.test(text)
        ? Promise.resolve()
        : new Promise<void>((resolve, reject) => {
            waiting.push({ pattern, resolve });
            void exit.then((code) => reject(new Error(`${script} exited (${code}) before printing ${pattern}:\n${text}`)));
          }),
  };
}

/** A port nothing listens on just now. */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (typeof address !== 'object' || address === null) throw new Error('no port');
  return address.port;
}

/** The status of the local ops endpoint's lead list on a server: 200 once its lead store is open, 503 without one. */
async function leadListStatus(port: number, site: string): Promise<number> {
  return (await fetch(`http://127.0.0.1:${port}/__ops/leads?site=${site}`)).status;
}

async function exists(file: string): Promise<boolean> {
  return access(file).then(
    () => true,
    () => false,
  );
}

beforeAll(async () => {
  scratch = await createScratchProject({ root: projectRoot, sites: SITES, prefix: 'dealer-serve-' });
  // The lead store applies the migrations when it opens.
  await cp(path.join(projectRoot, 'migrations'), path.join(scratch, 'migrations'), { recursive: true });
  // A built page per site is all `--no-build` needs to serve it; the API is what is tested.
  for (const slug of SITES) {
    await mkdir(path.join(scratch, 'dist', slug), { recursive: true });
    await writeFile(path.join(scratch, 'dist', slug, 'index.html'), `<h1>${slug}</h1>`);
  }
});

afterAll(async () => {
  for (const child of running) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  await removeScratchProject(scratch);
});

describe('two local servers from one checkout', () => {
  let first: Server;
  let firstPort: number;

  it('refuses a second server on the store npm start holds, naming it and what to do, before building anything', async () => {
    firstPort = await freePort();
    first = run('start.ts', ['--no-build', '--port', String(firstPort)]);
    await first.printed(/Press Ctrl\+C to stop/);
    // Both sites of the one process answer from its one store.
    expect(await leadListStatus(firstPort, SITES[0]), first.output()).toBe(200);
    expect(await leadListStatus(firstPort + 1, SITES[1]), first.output()).toBe(200);

    const secondPort = await freePort();
    const second = run('serve.ts', ['--site', SITES[1], '--port', String(secondPort)]);
    expect(await second.exit).toBe(1);
    const said = second.output();
    expect(said).toContain(`Cannot serve: the lead store in ${path.join('.data', 'leads', 'pglite')} is in use by another local server, process ${first.child.pid}, serving ${SITES.join(', ')} at http://127.0.0.1:${firstPort}.`);
    expect(said).toContain(`kill ${first.child.pid}`);
    expect(said).toContain(`npm run serve -- --site ${SITES[0]} --site ${SITES[1]}`);
    expect(said).toContain(`LEADS_DATA_DIR=${path.join('.data', 'leads', SITES[1], 'pglite')}`);
    expect(said).toContain('DATABASE_URL');
    // Refused before the build (no build line) and before listening.
    expect(said).not.toMatch(/building|Serving/);
    await expect(fetch(`http://127.0.0.1:${secondPort}/`)).rejects.toThrow();
    // The first server is untouched.
    expect(await leadListStatus(firstPort, SITES[0])).toBe(200);
  }, TEST_TIMEOUT_MS);

  it('serves beside it with a store of its own, where npm run leads finds its data', async () => {
    const ownStore = path.join('.data', 'leads', SITES[1], 'pglite');
    const port = await freePort();
    const beside = run('serve.ts', ['--no-build', '--site', SITES[1], '--port', String(port)], { LEADS_DATA_DIR: ownStore });
    await beside.printed(/Press Ctrl\+C to stop/);
    expect(beside.output()).toContain(`Serving ${SITES[1]} at http://127.0.0.1:${port}/`);
    expect(await leadListStatus(port, SITES[1]), beside.output()).toBe(200);
    const leads = spawnSync(process.execPath, ['scripts/leads.ts', 'list', '--site', SITES[1], '--json'], {
      cwd: scratch,
      env: { ...process.env, DATABASE_URL: '', LEADS_DATA_DIR: ownStore },
      encoding: 'utf8',
    });
    expect(leads.status, leads.stderr).toBe(0);
    expect(JSON.parse(leads.stdout)).toEqual([]);
    beside.child.kill('SIGTERM');
    expect(await beside.exit).toBe(0);
    expect(await exists(path.join(scratch, '.data', 'leads', SITES[1], 'server.json'))).toBe(false);
  }, TEST_TIMEOUT_MS);

  it('is not blocked by a server that was killed without cleaning up', async () => {
    first.child.kill('SIGKILL');
    await first.exit;
    const record = path.join(scratch, '.data', 'leads', 'server.json');
    expect(JSON.parse(await readFile(record, 'utf8'))).toMatchObject({ pid: first.child.pid });
    const port = await freePort();
    const next = run('serve.ts', ['--no-build', '--site', SITES[1], '--port', String(port)]);
    await next.printed(/Press Ctrl\+C to stop/);
    expect(await leadListStatus(port, SITES[1]), next.output()).toBe(200);
    expect(JSON.parse(await readFile(record, 'utf8'))).toEqual({ pid: next.child.pid, url: `http://127.0.0.1:${port}`, sites: [SITES[1]] });
    next.child.kill('SIGTERM');
    expect(await next.exit).toBe(0);
    expect(await exists(record)).toBe(false);
  }, TEST_TIMEOUT_MS);
});
