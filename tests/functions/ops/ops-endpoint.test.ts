/**
 * `npm run leads` while the local server runs: the server records itself in
 * `.data/leads/server.json`, answers `/__ops/leads` from loopback callers only with its own store,
 * and the CLI, finding the PGlite folder locked by the server's process, asks the server instead and
 * prints what it would print from the store itself.
 */
import { execFile } from 'node:child_process';
import { access, copyFile, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer, request, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFunctionsRouter } from '../../../scripts/lib/functions-router.ts';
import { serveSite } from '../../../scripts/lib/static-server.ts';
import { runLeadsCommand } from '../../../src/server/crm/leads-command.ts';
import type { LeadsSource } from '../../../src/server/ops/leads-source.ts';
import { OPS_TEXTS, isLoopbackAddress } from '../../../src/server/ops/ops-endpoint.ts';
import { openLeadStore, type OpenedLeadStore } from '../../../src/server/store/open-lead-store.ts';
import { BRIGHTON, ROOT, depsFor, enquiryLead } from '../api/fixtures.ts';
import { openEmptyPgliteStore } from '../empty-pglite-store.ts';

const run = promisify(execFile);

function originOf(server: Server): string {
  const address = server.address();
  return `http://127.0.0.1:${typeof address === 'object' && address !== null ? address.port : 0}`;
}

function close(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.closeAllConnections();
    server.close(() => resolve());
  });
}

// A project root of its own: dist/<slug>/ built and sites/<slug>.json, the leads in PGlite on disk
// under its .data/leads/pglite, as `npm start` has them.
let root: string;
let dataDir: string;
const savedEnv = { ...process.env };

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'ops-'));
  dataDir = path.join(root, '.data', 'leads', 'pglite');
  await mkdir(path.join(root, 'dist', BRIGHTON.slug), { recursive: true });
  await mkdir(path.join(root, 'sites'));
  await writeFile(path.join(root, 'dist', BRIGHTON.slug, 'index.html'), '<h1>home</h1>');
  await copyFile(path.join(ROOT, 'sites', `${BRIGHTON.slug}.json`), path.join(root, 'sites', `${BRIGHTON.slug}.json`));
  delete process.env.DATABASE_URL;
  delete process.env.LEADS_DATA_DIR;
  delete process.env.AWS_LAMBDA_FUNCTION_NAME;
});

afterAll(async () => {
  process.env = savedEnv;
  await rm(root, { recursive: true, force: true });
});

describe('who may call the ops endpoint', () => {
  let store: OpenedLeadStore;
  let server: Server;
  let origin: string;
  let remoteAddress = '127.0.0.1';

  beforeAll(async () => {
    ({ store } = await openEmptyPgliteStore());
    const router = createFunctionsRouter(depsFor(BRIGHTON, store).deps);
    // The router sees the caller's address on the socket; here it is whatever the test says.
    server = createServer((req, res) => {
      Object.defineProperty(req.socket, 'remoteAddress', { value: remoteAddress, configurable: true });
      void router(req, res);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = originOf(server);
  });
  afterAll(async () => {
    await close(server);
    await store.close();
  });

  it.each(['203.0.113.5', '::ffff:192.168.1.20', '10.0.0.1'])('refuses %s (403)', async (address) => {
    remoteAddress = address;
    const list = await fetch(`${origin}/__ops/leads?site=${BRIGHTON.slug}`);
    expect(list.status).toBe(403);
    expect(await list.json()).toEqual({ error: OPS_TEXTS.forbidden });
    expect((await fetch(`${origin}/__ops/leads/x/retry`, { method: 'POST' })).status).toBe(403);
  });

  it('answers loopback callers, but not a browser page (Origin) nor a foreign host name', async () => {
    remoteAddress = '::ffff:127.0.0.1';
    expect((await fetch(`${origin}/__ops/leads?site=${BRIGHTON.slug}`)).status).toBe(200);
    expect((await fetch(`${origin}/__ops/leads?site=${BRIGHTON.slug}`, { headers: { origin: 'https://evil.example' } })).status).toBe(403);
    // fetch sets Host itself: a DNS-rebound page's Host is sent with node:http.
    const rebound = await new Promise<number | undefined>((resolve, reject) => {
      const req = request(`${origin}/__ops/leads?site=${BRIGHTON.slug}`, { headers: { host: 'rebound.evil.example' } }, (res) => {
        res.resume();
        resolve(res.statusCode);
      });
      req.on('error', reject);
      req.end();
    });
    expect(rebound).toBe(403);
    expect((await fetch(`${origin}/__ops/leads?site=${BRIGHTON.slug}&limit=0`)).status).toBe(400);
  });

  it('knows loopback addresses', () => {
    expect(['127.0.0.1', '127.8.9.10', '::1', '::ffff:127.0.0.1'].every(isLoopbackAddress)).toBe(true);
    expect(['128.0.0.1', '::2', '', 'localhost', undefined].some(isLoopbackAddress)).toBe(false);
  });
});

describe('npm run leads while the local server runs', () => {
  let server: Server;
  let origin: string;
  const serverFile = () => path.join(root, '.data', 'leads', 'server.json');

  beforeAll(async () => {
    server = await serveSite(path.join(root, 'dist', BRIGHTON.slug), 0, '127.0.0.1');
    origin = originOf(server);
  });

  it('records the server in .data/leads/server.json', async () => {
    expect(JSON.parse(await readFile(serverFile(), 'utf8'))).toEqual({ pid: process.pid, url: origin });
  });

  it('lists leads written through the API, and the CLI prints the same table and JSON through the server', async () => {
    const posted = await fetch(`${origin}/api/leads`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin },
      body: JSON.stringify(enquiryLead()),
    });
    expect(posted.status).toBe(200);
    const { lead_id } = (await posted.json()) as { lead_id: string };

    const listed = await fetch(`${origin}/__ops/leads?site=${BRIGHTON.slug}&limit=5`);
    expect(listed.status).toBe(200);
    const { leads } = (await listed.json()) as { leads: { submission: { id: string }; outbox: unknown[] }[] };
    expect(leads.map((lead) => lead.submission.id)).toEqual([lead_id]);
    expect(leads[0]?.outbox).toHaveLength(2);

    // What the command prints from the store itself (the server's store: one PGlite per process).
    const store = await openLeadStore({ dataDir });
    const direct: LeadsSource = { list: (site, options) => store.list(site, options), retry: (id, now) => store.retry(id, now), close: async () => {} };
    const expected = async (...argv: string[]) => {
      const out: string[] = [];
      await runLeadsCommand(argv, { openStore: async () => direct, out: (text) => out.push(text), err: () => undefined });
      return `${out.join('\n')}\n`;
    };
    // The CLI in its own process: PGlite's folder is locked by this one, so it asks the server.
    const cli = (...argv: string[]) =>
      run(process.execPath, [path.join(ROOT, 'scripts', 'leads.ts'), ...argv], { env: { ...process.env, LEADS_DATA_DIR: dataDir }, cwd: ROOT });
    expect((await cli('list', '--site', BRIGHTON.slug)).stdout).toBe(await expected('list', '--site', BRIGHTON.slug));
    expect((await cli('list', '--site', BRIGHTON.slug, '--json')).stdout).toBe(await expected('list', '--site', BRIGHTON.slug, '--json'));
    expect((await cli('retry', lead_id)).stdout).toBe(`Lead ${lead_id}: 2 deliveries back in the queue, due now.\n`);
    // Three CLI processes and the store opened here: 10 s alone, past 30 s beside other test files on a busy machine.
  }, 90_000);

  it('removes the record when the server stops', async () => {
    await close(server);
    // The server removes its record once it has closed, a few file operations later.
    await expect.poll(() => access(serverFile()).then(() => 'present', () => 'gone')).toBe('gone');
    // The store was opened by the server's router; close it so the temp folder can go.
    await (await openLeadStore({ dataDir })).close();
  });
});
