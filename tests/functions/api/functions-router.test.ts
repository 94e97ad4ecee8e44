/**
 * The local mount: `npm start` and `npm run serve` answer the API at the same paths as Netlify,
 * with the same handlers, in front of the static files; and each Netlify entry point declares the
 * path the local router serves it at.
 */
import { copyFile, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFunctionsRouter } from '../../../scripts/lib/functions-router.ts';
import { serveSite } from '../../../scripts/lib/static-server.ts';
import { API_GET_ROUTES, API_ROUTES } from '../../../src/server/handlers/routes.ts';
import { API_TEXTS } from '../../../src/server/http/responses.ts';
import { openLeadStore, type OpenedLeadStore } from '../../../src/server/store/open-lead-store.ts';
import { BRIGHTON, ROOT, countStored, depsFor, enquiryLead } from './fixtures.ts';

function originOf(server: Server): string {
  const address = server.address();
  return `http://127.0.0.1:${typeof address === 'object' && address !== null ? address.port : 0}`;
}

function postJson(url: string, body: unknown, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
}

// One project root of its own for the file: dist/<slug>/ built, sites/<slug>.json present, and
// the leads in PGlite on disk under its .data/leads/pglite, opened once (PGlite starts slowly) and
// shared, as in a real process, by every router and entry point below.
let root: string;
let dataDir: string;
let store: OpenedLeadStore;
const savedEnv = { ...process.env };

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'project-'));
  dataDir = path.join(root, '.data', 'leads', 'pglite');
  await mkdir(path.join(root, 'dist', BRIGHTON.slug), { recursive: true });
  await mkdir(path.join(root, 'sites'));
  await writeFile(path.join(root, 'dist', BRIGHTON.slug, 'index.html'), '<h1>home</h1>');
  await copyFile(path.join(ROOT, 'sites', `${BRIGHTON.slug}.json`), path.join(root, 'sites', `${BRIGHTON.slug}.json`));
  delete process.env.DATABASE_URL;
  delete process.env.LEADS_DATA_DIR;
  delete process.env.AWS_LAMBDA_FUNCTION_NAME;
  store = await openLeadStore({ dataDir });
});

afterAll(async () => {
  await store.close();
  process.env = savedEnv;
  await rm(root, { recursive: true, force: true });
});

describe('the API mounted in the local static server', () => {
  let server: Server;
  let origin: string;

  beforeAll(async () => {
    server = await serveSite(path.join(root, 'dist', BRIGHTON.slug), 0, '127.0.0.1', { api: createFunctionsRouter(depsFor(BRIGHTON, store).deps) });
    origin = originOf(server);
  });

  afterAll(() => {
    server.close();
  });

  it('takes a lead at /api/leads from a page of the same origin and stores it', async () => {
    const response = await postJson(`${origin}/api/leads`, enquiryLead(), { origin });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    const { lead_id } = (await response.json()) as { lead_id: string };
    expect((await store.get(BRIGHTON.slug, lead_id))?.kind).toBe('lead');
  });

  it('answers each API path with its handler, an unknown one with a JSON 404, and pages as before', async () => {
    for (const apiPath of Object.keys(API_ROUTES)) {
      const response = await fetch(`${origin}${apiPath}`);
      // A path that also answers GET (/api/deals opens a deal by its ?d=) refuses a GET without its query in words instead.
      const answersGet = API_GET_ROUTES.some((route) => route.pattern.test(apiPath));
      expect(response.status, apiPath).toBe(answersGet ? 400 : 405);
    }
    const unknown = await fetch(`${origin}/api/nothing-here`, { method: 'POST' });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ error: API_TEXTS.notFound });
    expect(await (await fetch(`${origin}/`)).text()).toBe('<h1>home</h1>');
  });

  it('refuses a foreign origin and an oversized body, and keeps serving afterwards', async () => {
    expect((await postJson(`${origin}/api/leads`, enquiryLead(), { origin: 'https://evil.example' })).status).toBe(403);
    const before = await countStored(store, BRIGHTON.slug);
    const huge = await postJson(`${origin}/api/leads`, { ...enquiryLead(), padding: 'x'.repeat(200 * 1024) });
    expect(huge.status).toBe(413);
    expect(await countStored(store, BRIGHTON.slug)).toBe(before);
    expect((await postJson(`${origin}/api/leads`, enquiryLead())).status).toBe(200);
  });
});

describe('npm start and npm run serve mount the API of the site they serve', () => {
  let server: Server;

  beforeAll(async () => {
    server = await serveSite(path.join(root, 'dist', BRIGHTON.slug), 0, '127.0.0.1');
  });

  afterAll(() => {
    server.close();
  });

  it('stores a lead in PGlite on disk under the project\'s .data/leads folder', async () => {
    const origin = originOf(server);
    const response = await postJson(`${origin}/api/leads`, enquiryLead(), { origin });
    expect(response.status).toBe(200);
    const { lead_id } = (await response.json()) as { lead_id: string };
    expect((await store.get(BRIGHTON.slug, lead_id))?.siteSlug).toBe(BRIGHTON.slug);
  });
});

describe('the Netlify entry points', () => {
  it.each(Object.keys(API_ROUTES))('declare %s, the path the local router serves', async (apiPath) => {
    const module = (await import(`../../../src/functions/${apiPath.slice('/api/'.length).replaceAll('/', '-')}.ts`)) as { config: { path: string }; default: unknown };
    expect(module.config.path).toBe(apiPath);
    expect(typeof module.default).toBe('function');
  });

  it('take the site from DEALER_SITE and answer with the same handlers', async () => {
    Object.assign(process.env, { DEALER_SITE: BRIGHTON.slug, LEADS_DATA_DIR: dataDir });
    const leads = (await import('../../../src/functions/leads.ts')).default;
    const request = new Request(`${BRIGHTON.url}/api/leads`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: BRIGHTON.url },
      body: JSON.stringify(enquiryLead()),
    });
    const response = await leads(request, { ip: '203.0.113.9' } as Parameters<typeof leads>[1]);
    expect(response.status).toBe(200);
    const { lead_id } = (await response.json()) as { lead_id: string };
    expect(await store.get(BRIGHTON.slug, lead_id)).toMatchObject({ siteSlug: BRIGHTON.slug, kind: 'lead' });
  });
});
