/**
 * Property: whatever malformed request reaches a route of the API (both tables of routes.ts), the
 * answer is a 4xx whose JSON `error` says in plain words what is wrong (a message per field for a
 * field's mistake), or the route's normal 2xx when the request happens to be good: never a 5xx
 * (the store is up), never a thrown error (which the runtime answers 500). A refused request
 * stores no submission, and nothing is logged (only failures on our side are).
 *
 * POST bodies: text that is not JSON, the empty body, JSON of every type at the top level, deep
 * nesting, bytes that are not UTF-8, bodies over the size limit, wrong or missing content types,
 * and bodies on each route's own fields with values of every JSON type (route-cases.ts); the
 * webhook's bodies are signed, so they reach its event reader. GET paths: segments and queries with
 * broken percent-escapes and odd characters. Every request goes to one of three sites (AU, NZ, US),
 * whose rules differ. Each route's examples (requests that once answered 500) run first.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requireSiteConfig } from '../../../src/config/load-site-config.ts';
import type { Handler } from '../../../src/server/handlers/deps.ts';
import { API_GET_ROUTES, API_ROUTES, routeFor } from '../../../src/server/handlers/routes.ts';
import {
  anyJsonValue,
  deepJsonText,
  jsonContentType,
  jsonText,
  notJsonText,
  notUtf8Bytes,
  overLimitJson,
  PROTOTYPE_KEYS,
  wrongContentType,
} from './awkward-values.ts';
import { BRIGHTON, ROOT, call, originOf } from './fixtures.ts';
import { knownSite, type KnownSite } from './known-site.ts';
import { GET_CASES, POST_CASES, type PostCase } from './route-cases.ts';
import { STORE_FACTORIES, type TestStore } from './stores.ts';

/** One site of each region. */
const SITES = [BRIGHTON, await requireSiteConfig(ROOT, 'harbour-city-renault-skoda'), await requireSiteConfig(ROOT, 'lakeside-mazda')];

/**
 * Runs per route: enough for every field to meet values of each JSON type over the runs, few
 * enough that the file runs in well under 30 s on a busy 2-core machine.
 */
const POST_RUNS = 200;
const GET_RUNS = 300;

/**
 * A property's runs take a few seconds; shrinking a failure to its smallest request can take
 * longer, and the counterexample is the point of a failure.
 */
const PROPERTY_TIMEOUT_MS = 60_000;

/**
 * Opening a store applies the migrations (some 8 s for PGlite on a busy 2-core machine), then each
 * site's seed lead, reservation and valuation go through the routes.
 */
const SETUP_TIMEOUT_MS = 60_000;

/** A request as sent: to which site (by slug, so a counterexample prints short), how, and with what. */
interface Sent {
  readonly site: string;
  readonly method: string;
  readonly headers: Readonly<Record<string, string>>;
  readonly body: string | Uint8Array<ArrayBuffer> | null;
}

/** Mostly POST; sometimes a method the route does not take. */
const postMethod = fc.oneof({ weight: 12, arbitrary: fc.constant('POST') }, { weight: 1, arbitrary: fc.constantFrom('GET', 'PUT', 'DELETE', 'PATCH') });

/** Mostly GET; sometimes HEAD or a method the route does not take. */
const getMethod = fc.oneof({ weight: 12, arbitrary: fc.constant('GET') }, { weight: 1, arbitrary: fc.constantFrom('HEAD', 'POST', 'DELETE', 'OPTIONS') });

/** The site's own origin, or now and then none, the opaque one or another site's. */
function originHeader(known: KnownSite): fc.Arbitrary<Record<string, string>> {
  return fc.oneof(
    { weight: 12, arbitrary: fc.constant({ origin: originOf(known.site) }) },
    { weight: 1, arbitrary: fc.constantFrom<Record<string, string>>({}, { origin: 'null' }, { origin: 'https://attacker.example' }) },
  );
}

/** Mostly no Idempotency-Key; sometimes one of any visible text, too long among them. */
const idempotencyHeader = fc.oneof(
  { weight: 8, arbitrary: fc.constant({}) },
  { weight: 1, arbitrary: fc.string({ maxLength: 250 }).map((key) => ({ 'Idempotency-Key': key })) },
);

/** The POST requests of a route to a site: mostly bodies on its own fields, else bodies of every other malformed kind. */
function postRequests(postCase: PostCase, known: KnownSite): fc.Arbitrary<Sent> {
  const onFields = postCase.bodies(known).map(jsonText);
  const json = (body: fc.Arbitrary<string | Uint8Array<ArrayBuffer>>) => fc.record({ body, contentType: jsonContentType });
  const payload = fc.oneof(
    { weight: 8, arbitrary: json(onFields) },
    { weight: 1, arbitrary: json(anyJsonValue.map(jsonText)) },
    { weight: 1, arbitrary: json(notJsonText) },
    { weight: 1, arbitrary: json(fc.oneof(deepJsonText, notUtf8Bytes, overLimitJson)) },
    { weight: 1, arbitrary: json(fc.dictionary(PROTOTYPE_KEYS, anyJsonValue, { maxKeys: 4 }).map(jsonText)) },
    { weight: 1, arbitrary: fc.record({ body: onFields, contentType: wrongContentType }) },
  );
  return fc.record({ payload, method: postMethod, origin: originHeader(known), key: idempotencyHeader }).chain(({ payload, method, origin, key }) => {
    const text = typeof payload.body === 'string' ? payload.body : '';
    const { headers } = postCase;
    const routeHeaders =
      headers === undefined
        ? fc.constant({})
        : fc.oneof({ weight: 3, arbitrary: fc.constant(headers.good(known, text)) }, { weight: 1, arbitrary: headers.awkward(known, text) });
    return routeHeaders.map((extra): Sent => ({
      site: known.site.slug,
      method,
      headers: { ...origin, ...key, ...extra, ...(payload.contentType === undefined ? {} : { 'content-type': payload.contentType }) },
      body: method === 'GET' ? null : payload.body,
    }));
  });
}

/** The route's examples as a browser on the site (or, for the webhook, the gateway) sends them. */
function postExamples(postCase: PostCase, known: KnownSite): Sent[] {
  return (postCase.examples?.(known) ?? []).map((example) => {
    const body = jsonText(example);
    return {
      site: known.site.slug,
      method: 'POST',
      headers: { origin: originOf(known.site), 'content-type': 'application/json', ...postCase.headers?.good(known, body) },
      body,
    };
  });
}

function requestOf(sent: Sent, path: string, known: KnownSite): Request {
  // A Blob (unlike a string) adds no content type of its own.
  return new Request(new URL(path, known.site.url), { method: sent.method, headers: sent.headers, body: sent.body === null ? null : new Blob([sent.body]) });
}

/** yup's own wording, which no field message should carry (validation.ts puts plain words in its place). */
const YUP_WORDING = /is a required field|must be a `|cannot be null|the following values|unspecified keys|\$\{/;

/** The answer, or a failure saying the handler threw (the runtime answers a thrown error with a 500). */
async function answerTo(handler: Handler, request: Request, known: KnownSite): Promise<Response> {
  try {
    return await call(handler, request, known.deps);
  } catch (error) {
    throw new Error(`the handler threw instead of answering, which the runtime answers 500: ${String(error)}`, { cause: error });
  }
}

/** Checks an answer: the route's 2xx, or a 4xx whose JSON says in plain words what is wrong. */
async function expectPlainAnswer(response: Response): Promise<void> {
  const text = await response.text();
  const said = `${response.status} ${text.slice(0, 500)}`;
  expect(response.status, said).toBeLessThan(500);
  if (response.ok) return;
  expect(response.status, said).toBeGreaterThanOrEqual(400);
  expect(response.headers.get('content-type'), said).toContain('application/json');
  const answer: unknown = JSON.parse(text);
  expect(answer, said).toMatchObject({ error: expect.stringMatching(/\S/) });
  for (const message of fieldMessagesOf(answer)) {
    expect(message, said).toMatch(/\S/);
    expect(message, said).not.toMatch(YUP_WORDING);
  }
}

/** The messages of an answer's `fields` (a 400 for a field's mistake names each field with its message). */
function fieldMessagesOf(answer: unknown): unknown[] {
  if (typeof answer !== 'object' || answer === null || !('fields' in answer)) return [];
  const { fields } = answer;
  return typeof fields === 'object' && fields !== null ? Object.values(fields) : [fields];
}

it('has a request generator for every route of both tables, and none for a route that is gone', () => {
  expect(Object.keys(API_ROUTES).filter((path) => !Object.hasOwn(POST_CASES, path))).toEqual([]);
  expect(Object.keys(POST_CASES).filter((path) => !Object.hasOwn(API_ROUTES, path))).toEqual([]);
  expect(API_GET_ROUTES.filter((route) => !GET_CASES.has(route.pattern)).map((route) => route.pattern.source)).toEqual([]);
  expect([...GET_CASES.keys()].filter((pattern) => !API_GET_ROUTES.some((route) => route.pattern === pattern)).map(String)).toEqual([]);
});

describe.each(STORE_FACTORIES)('malformed requests on $name', (factory) => {
  let opened: TestStore;
  let sites: KnownSite[];

  beforeAll(async () => {
    opened = await factory.open();
    sites = [];
    // One after another: the seeds share the store, and the machine has few cores.
    for (const site of SITES) sites.push(await knownSite(site, opened.store));
  }, SETUP_TIMEOUT_MS);
  afterAll(() => opened.dispose());

  /** The newest submission a site has stored (a write adds a newer one). */
  async function newestStored(siteSlug: string): Promise<string | undefined> {
    return (await opened.store.list(siteSlug, { limit: 1 }))[0]?.submission.id;
  }

  /** Checks every answer to the examples and to `requests`, and that a refused request stored no submission. */
  async function checkRequests(
    requests: fc.Arbitrary<{ sent: Sent; path: string }>,
    examples: readonly { sent: Sent; path: string }[],
    handler: Handler,
    numRuns: number,
  ): Promise<void> {
    const newest = new Map<string, string | undefined>();
    for (const { site } of sites) newest.set(site.slug, await newestStored(site.slug));
    await fc.assert(
      fc.asyncProperty(requests, async ({ sent, path }) => {
        const known = sites.find(({ site }) => site.slug === sent.site);
        if (known === undefined) throw new Error(`no site ${sent.site}`);
        known.logged.messages.length = 0;
        const response = await answerTo(handler, requestOf(sent, path, known), known);
        const refused = !response.ok;
        await expectPlainAnswer(response);
        const stored = await newestStored(sent.site);
        if (refused) expect(stored, 'a refused request stored a submission').toBe(newest.get(sent.site));
        newest.set(sent.site, stored);
        expect(known.logged.messages).toEqual([]);
      }),
      { numRuns, examples: examples.map((example) => [example]) },
    );
  }

  it.each(Object.entries(API_ROUTES))(
    'POST %s answers every malformed body with a 4xx in plain words',
    async (path, handler) => {
      const postCase = POST_CASES[path];
      if (postCase === undefined) throw new Error(`no request generator for POST ${path}: add one to POST_CASES in route-cases.ts`);
      const requests = fc.oneof(...sites.map((known) => postRequests(postCase, known))).map((sent) => ({ sent, path }));
      const examples = sites.flatMap((known) => postExamples(postCase, known)).map((sent) => ({ sent, path }));
      await checkRequests(requests, examples, handler, POST_RUNS);
    },
    PROPERTY_TIMEOUT_MS,
  );

  it.each(API_GET_ROUTES.map((route) => [route.pattern.source, route] as const))(
    'GET %s answers every malformed path with a 4xx in plain words',
    async (_, route) => {
      const getCase = GET_CASES.get(route.pattern);
      if (getCase === undefined) throw new Error(`no request generator for GET ${route.pattern.source}: add one to GET_CASES in route-cases.ts`);
      const requests = fc.oneof(
        ...sites.map((known) =>
          fc.record({
            // Only paths the router sends to this route (the URL parser may fold a dot segment or drop a tab).
            path: getCase.paths(known).filter((path) => routeFor(new URL(path, known.site.url).pathname) === route.handler),
            sent: fc.record({ site: fc.constant(known.site.slug), method: getMethod, headers: fc.constant({}), body: fc.constant(null) }),
          }),
        ),
      );
      const examples = sites.flatMap((known) =>
        getCase.examples.map((path) => ({ path, sent: { site: known.site.slug, method: 'GET', headers: {}, body: null } })),
      );
      await checkRequests(requests, examples, route.handler, GET_RUNS);
    },
    PROPERTY_TIMEOUT_MS,
  );
});
