/**
 * The Netlify Edge Function of /compare (netlify/edge-functions/compare-cards.ts), called as Netlify
 * calls it: a request, a context whose next() answers with the built page, and the records fetched
 * from the same origin (a stubbed global fetch).
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EDGE_FUNCTIONS_DIR, listEdgeFunctionEntries } from '../../../scripts/lib/deploy-netlify.ts';
import { isCodePath } from '../../../scripts/lib/deploy-parts.ts';
import compareCardsEdge, { config } from '../../../netlify/edge-functions/compare-cards.ts';
import { compareCarFile, type CompareCar } from '../../../src/domain/compare/compare-car.ts';
import { COMPARE_TEXTS } from '../../../src/domain/compare/compare-texts.ts';
import { ROUTES } from '../../../src/domain/routes/routes.ts';
import { BUILT_PAGE, cardTexts, compareRecord } from './compare-fixtures.ts';

const ORIGIN = 'https://dealer.example';
const CSP = "default-src 'none'; script-src 'self' 'sha256-abc='; style-src 'self'";

/** The built page as the host answers it, with the page's headers from _headers. */
function builtResponse(init: { status?: number; type?: string; body?: string | null } = {}): Response {
  return new Response(init.body === undefined ? BUILT_PAGE : init.body, {
    status: init.status ?? 200,
    headers: {
      'Content-Type': init.type ?? 'text/html; charset=UTF-8',
      'Content-Security-Policy': CSP,
      'Cache-Control': 'public, max-age=0, must-revalidate',
      'Content-Length': String((init.body ?? BUILT_PAGE).length),
      ETag: '"built-page"',
    },
  });
}

/** The host's static files: each record at its path, anything else 404. */
function stubRecords(records: readonly CompareCar[], fail?: string) {
  const fetchStub = vi.fn((input: RequestInfo | URL) => {
    const url = new URL(input instanceof Request ? input.url : input);
    if (url.origin !== ORIGIN) return Promise.reject(new Error(`asked another origin: ${url.href}`));
    if (fail !== undefined && url.pathname === compareCarFile(fail)) return Promise.reject(new TypeError('network down'));
    const record = records.find((car) => compareCarFile(car.slug) === url.pathname);
    return Promise.resolve(record === undefined ? new Response('<h1>not found</h1>', { status: 404, headers: { 'Content-Type': 'text/html' } }) : Response.json(record));
  });
  vi.stubGlobal('fetch', fetchStub);
  return fetchStub;
}

function call(pathAndQuery: string, response: Response = builtResponse()) {
  const next = vi.fn(() => Promise.resolve(response));
  return { answer: compareCardsEdge(new Request(`${ORIGIN}${pathAndQuery}`), { next }), next };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the compare edge function', () => {
  it('runs on the compare page', () => {
    expect(config).toEqual({ path: ROUTES.compare });
  });

  it('writes the cars of the link into the page as plain cards, keeping the page\'s status and headers', async () => {
    const fetchStub = stubRecords([compareRecord('golf-u1', { name: '2021 Volkswagen Golf' }), compareRecord('polo-u2', { name: '2020 Volkswagen Polo' })]);
    const { answer, next } = call('/compare?cars=polo-u2,gone-u3,golf-u1');
    const response = await answer;
    expect(next).toHaveBeenCalledTimes(1);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-security-policy')).toBe(CSP);
    expect(response.headers.get('content-type')).toBe('text/html; charset=UTF-8');
    expect(response.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
    // The body is no longer the built file: its length and validator would lie.
    expect(response.headers.get('content-length')).toBeNull();
    expect(response.headers.get('etag')).toBeNull();
    const texts = cardTexts(await response.text());
    expect(texts).toHaveLength(3);
    expect(texts[0]).toContain('2020 Volkswagen Polo');
    expect(texts[1]).toBe(`${COMPARE_TEXTS.notListedName} ${COMPARE_TEXTS.notListed}`);
    expect(texts[2]).toContain('2021 Volkswagen Golf');
    expect(fetchStub.mock.calls.map(([input]) => new URL(input instanceof Request ? input.url : input).href)).toEqual(
      ['polo-u2', 'gone-u3', 'golf-u1'].map((slug) => `${ORIGIN}${compareCarFile(slug)}`),
    );
  });

  it('counts a record of the wrong shape as a car no longer listed', async () => {
    vi.stubGlobal('fetch', vi.fn(() => Promise.resolve(Response.json({ slug: 'golf-u1', name: 'Golf', href: 'https://elsewhere.example/' }))));
    const response = await call('/compare?cars=golf-u1').answer;
    expect(cardTexts(await response.text())).toEqual([`${COMPARE_TEXTS.notListedName} ${COMPARE_TEXTS.notListed}`]);
  });

  it('passes the page on untouched without cars in the link', async () => {
    const fetchStub = stubRecords([]);
    const built = builtResponse();
    const response = await call('/compare', built).answer;
    expect(response).toBe(built);
    expect(fetchStub).not.toHaveBeenCalled();
  });

  it.each([
    ['a 304', builtResponse({ status: 304, body: null })],
    ['a 404 page', builtResponse({ status: 404 })],
    ['something that is not HTML', builtResponse({ type: 'application/json', body: '{}' })],
  ])('passes %s on untouched', async (_what, original) => {
    const fetchStub = stubRecords([compareRecord('golf-u1')]);
    expect(await call('/compare?cars=golf-u1', original).answer).toBe(original);
    expect(fetchStub).not.toHaveBeenCalled();
  });

  it.each([
    ['cannot be fetched', (records: CompareCar[]) => stubRecords(records, 'polo-u2')],
    ['gets a server error', () => vi.stubGlobal('fetch', vi.fn(() => Promise.resolve(new Response('busy', { status: 503 }))))],
  ])('answers the page as built, its headers kept, when a record %s: the island loads the cars itself', async (_what, stub) => {
    stub([compareRecord('golf-u1')]);
    const response = await call('/compare?cars=golf-u1,polo-u2').answer;
    expect(response.status).toBe(200);
    expect(response.headers.get('content-security-policy')).toBe(CSP);
    const html = await response.text();
    expect(html).toBe(BUILT_PAGE);
  });
});

describe('the edge functions in a deploy', () => {
  const root = path.join(import.meta.dirname, '..', '..', '..');

  it('are where netlify.toml says, and the compare page\'s is one of them', async () => {
    expect(await readFile(path.join(root, 'netlify.toml'), 'utf8')).toContain(`edge_functions = "${EDGE_FUNCTIONS_DIR}"`);
    expect(await listEdgeFunctionEntries(root)).toContain('compare-cards.ts');
  });

  it('count as the code of every site, so a change to one deploys every site', () => {
    expect(isCodePath(`${EDGE_FUNCTIONS_DIR}/compare-cards.ts`, ['brighton-volkswagen'])).toBe(true);
  });

  it('import no package and no module of Node: they run on Deno', async () => {
    const seen = new Set<string>();
    const visit = async (file: string): Promise<void> => {
      if (seen.has(file)) return;
      seen.add(file);
      const source = await readFile(file, 'utf8');
      for (const [, typeOnly, specifier] of source.matchAll(/^(?:import|export)\s+(type\s+)?[^'";]*?from\s+'([^']+)'/gm)) {
        if (typeOnly !== undefined || specifier === undefined) continue;
        expect(specifier.startsWith('.'), `${path.relative(root, file)} imports ${specifier}`).toBe(true);
        await visit(path.resolve(path.dirname(file), specifier));
      }
    };
    await visit(path.join(root, EDGE_FUNCTIONS_DIR, 'compare-cards.ts'));
    expect(seen.size).toBeGreaterThan(3);
  });
});
