/**
 * Property: whatever malformed body reaches an endpoint (random JSON, wrong types, huge strings,
 * deep nesting, invalid UTF-8, text that is not JSON, a missing or wrong content type), the answer
 * is a 4xx in plain words, never a 500 (nor a 503: the store is up), and nothing is stored.
 */
import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVICE_BOOKING_CATEGORY } from '../../../src/domain/forms/service-booking-form.ts';
import type { Handler } from '../../../src/server/handlers/deps.ts';
import { API_ROUTES } from '../../../src/server/handlers/routes.ts';
import { openLeadStore, type OpenedLeadStore } from '../../../src/server/store/open-lead-store.ts';
import { BRIGHTON, call, countStored, depsFor, enquiryLead, originOf } from './fixtures.ts';

/** Values yup will not take for a text, number or boolean field (it casts numbers to text, so those are left out). */
const wrongValue = fc.oneof(
  fc.constant(null),
  fc.constantFrom({ toString: [] }, { valueOf: {} }, [{ toString: 1 }], { length: 1, 0: 'x' }),
  fc.constant(''),
  fc.constant('   '),
  fc.object({ maxDepth: 2 }),
  fc.array(fc.anything({ maxDepth: 1 }), { maxLength: 4 }),
  fc.constant(Number.NaN),
);

/** The bot-check fields of a form: mostly a person's (so the body reaches validation), sometimes wrong. */
const botFieldsOrWrong = {
  website: fc.oneof(fc.constant(''), fc.constant(''), fc.string(), wrongValue),
  form_started_at: fc.oneof(fc.constant(Date.now() - 60_000), fc.constant(Date.now() - 60_000), fc.integer(), wrongValue),
};

/** A body built on an endpoint's own keys with at least its required fields wrong. */
const REQUIRED_WRONG: Readonly<Record<string, fc.Arbitrary<Record<string, unknown>>>> = {
  '/api/leads': fc.record({
    user: fc.oneof(wrongValue, fc.constant({ ...enquiryLead().user, email: 'nope' }), fc.constant({})),
    category: fc.oneof(fc.string(), wrongValue),
    lead_id: fc.oneof(fc.constant(null), fc.string(), wrongValue),
    last_step: fc.oneof(fc.boolean(), wrongValue),
    ...botFieldsOrWrong,
  }),
  '/api/forms': fc.record({
    // A service booking is checked against its own form, which random fields never satisfy.
    category: fc.oneof(wrongValue, fc.constant(SERVICE_BOOKING_CATEGORY)),
    fields: fc.oneof(fc.object({ maxDepth: 1 }), wrongValue),
    additional_services: fc.oneof(fc.array(fc.string()), wrongValue),
    dealership_slug: fc.oneof(fc.string(), wrongValue),
    opt_in: fc.oneof(fc.boolean(), wrongValue),
    ...botFieldsOrWrong,
  }),
  '/api/phone-reveal': fc.record({
    car_id: wrongValue,
    dealership_id: fc.oneof(fc.integer(), wrongValue),
    website_id: fc.oneof(fc.string(), wrongValue),
  }),
  '/api/offer-accepted': fc.record({
    lead_id: fc.oneof(fc.constant(randomUUID()), fc.string(), wrongValue),
    form_completed: fc.oneof(fc.boolean(), wrongValue),
    offer_accepted: wrongValue,
  }),
  '/api/miscellaneous': fc.record({
    column_name: fc.oneof(fc.constant('valuation'), fc.string(), wrongValue),
    valuation: fc.oneof(wrongValue, fc.record({ rego: wrongValue, regoState: fc.string(), id: fc.string() })),
  }),
};

/** Keys that name Object.prototype members (yup once looked these up as schema fields). */
const PROTOTYPE_KEYS = fc.constantFrom('valueOf', 'toString', 'constructor', '__proto__', 'hasOwnProperty', 'isPrototypeOf');

/** A malformed request: its body bytes or text and its content type (undefined: none). */
interface Malformed {
  readonly body: string | Uint8Array<ArrayBuffer>;
  readonly contentType: string | undefined;
}

const jsonType = fc.constantFrom('application/json', 'application/json; charset=utf-8');

function malformedFor(path: string): fc.Arbitrary<Malformed> {
  const nonObjectJson = fc.jsonValue().filter((value) => typeof value !== 'object' || value === null || Array.isArray(value));
  const deep = fc.integer({ min: 17, max: 2000 }).map((depth) => `${'['.repeat(depth)}${']'.repeat(depth)}`);
  const deepObject = fc.integer({ min: 17, max: 200 }).map((depth) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`);
  return fc.oneof(
    fc.record({ body: fc.jsonValue().map((value) => JSON.stringify(value) ?? 'null'), contentType: jsonType }),
    fc.record({ body: nonObjectJson.map((value) => JSON.stringify(value)), contentType: jsonType }),
    fc.record({ body: (REQUIRED_WRONG[path] ?? fc.constant({})).map((value) => JSON.stringify(value)), contentType: jsonType }),
    fc.record({ body: fc.string().filter((text) => !isJson(text)), contentType: jsonType }),
    fc.record({ body: fc.dictionary(PROTOTYPE_KEYS, fc.oneof(wrongValue, fc.string())).map((value) => JSON.stringify(value)), contentType: jsonType }),
    fc.record({ body: fc.uint8Array({ minLength: 1, maxLength: 64 }).map((bytes) => Uint8Array.from([0xc3, 0x28, ...bytes])), contentType: jsonType }),
    fc.record({ body: fc.oneof(deep, deepObject), contentType: jsonType }),
    fc.record({
      body: fc.constantFrom('\\u0000', '\\ud800', 'x'.repeat(70 * 1024)).map((text) => `{"category":"${text}","user":"${text}","valuation":"${text}"}`),
      contentType: jsonType,
    }),
    fc.record({
      body: fc.constant(JSON.stringify(enquiryLead())),
      contentType: fc.constantFrom(undefined, 'text/plain', 'multipart/form-data', 'application/json; charset=utf-16', 'application/jsonp'),
    }),
  );
}

function isJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

describe('malformed bodies of every shape', () => {
  let store: OpenedLeadStore;

  beforeAll(async () => {
    store = await openLeadStore({ dataDir: `memory://malformed-${randomUUID()}` });
  }, 30_000);
  afterAll(() => store.close());

  it.each(Object.entries(API_ROUTES))('%s never answers 500 and stores nothing', async (path, handler: Handler) => {
    const { deps, logged } = depsFor(BRIGHTON, store);
    await fc.assert(
      fc.asyncProperty(malformedFor(path), async ({ body, contentType }) => {
        const headers: Record<string, string> = { origin: originOf(BRIGHTON) };
        if (contentType !== undefined) headers['content-type'] = contentType;
        const request = new Request(`${originOf(BRIGHTON)}${path}`, { method: 'POST', headers, body: new Blob([body]) });
        const response = await call(handler, request, deps);
        expect(response.status).toBeGreaterThanOrEqual(400);
        expect(response.status).toBeLessThan(500);
        const answer = (await response.json()) as { error?: unknown };
        expect(typeof answer.error).toBe('string');
      }),
      { numRuns: 300 },
    );
    expect(await countStored(store, BRIGHTON.slug)).toBe(0);
    expect(logged.messages).toEqual([]);
  }, 60_000);
});
